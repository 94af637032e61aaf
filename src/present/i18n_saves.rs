//! The sentences of the saved games, the notices and the offline update, and the
//! explanation of every save and storage error, in Italian and English. Their fixed
//! texts are in the one table, [`P`].

use crate::present::i18n_play::P;
use crate::present::lang::Lang;
use crate::present::texts::{fill, pick};
use crate::rules::Phase;
use crate::storage::{Corruption, LibraryError, SaveError, StoreError};

/// "Giro 3" / "Round 3", or the setup, or the end.
pub fn round_text(round: u32, phase: Phase, lang: Lang) -> String {
    match phase {
        Phase::Setup => P::Setup.text(lang).to_owned(),
        Phase::Over => P::Finished.text(lang).to_owned(),
        _ => format!("{} {round}", P::Round.text(lang)),
    }
}

/// The confirmation question before deleting `name`.
pub fn confirm_delete(name: &str, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "«{0}» sarà eliminata da questo dispositivo.",
            "“{0}” will be deleted from this device.",
        ),
        &[&name],
    )
}

/// Importing a file whose game is saved already as `name` (`stored` moves; the file
/// has `file`): replace it or keep both? Says what replacing would lose.
pub fn import_same(name: &str, stored: usize, file: usize, lang: Lang) -> String {
    let mut text = fill(
        pick(
            lang,
            "«{0}» è già salvata ({1} mosse; il file ne ha {2}).",
            "“{0}” is already saved ({1} moves; the file has {2}).",
        ),
        &[&name, &stored, &file],
    );
    if stored > file {
        text.push(' ');
        text.push_str(&fill(
            pick(
                lang,
                "Sostituendola si perdono {0} mosse.",
                "Replacing it loses {0} moves.",
            ),
            &[&(stored - file)],
        ));
    }
    text
}

/// After a deletion, with its undo.
pub fn deleted(name: &str, lang: Lang) -> String {
    fill(
        pick(lang, "Partita «{0}» eliminata.", "Game “{0}” deleted."),
        &[&name],
    )
}

/// Saved games whose save vanished outside this tab (another tab deleted them...).
pub fn vanished(names: &[String], lang: Lang) -> String {
    fill(
        pick(
            lang,
            "Non c'è più: «{0}», eliminata fuori da questa scheda.",
            "Gone: “{0}”, deleted outside this tab.",
        ),
        &[&names.join(pick(lang, "», «", "”, “"))],
    )
}

/// A journal copy that went another way than its save, kept as a new game.
pub fn forked(name: &str, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "Mosse di un'altra versione della partita conservate come «{0}».",
            "Moves of another version of the game kept as “{0}”.",
        ),
        &[&name],
    )
}

/// At start, games brought back from the journal into an emptied store (localStorage
/// cleared): how many, and that the journal keeps only the last `keep`.
pub fn recovered(n: usize, keep: usize, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "Memoria del browser svuotata: recuperate {0} partite dal giornale di salvataggio, che conserva solo le {1} più recenti; una partita più vecchia non si può recuperare.",
            "The browser's storage was emptied: {0} games recovered from the save journal, which keeps only the {1} most recent; an older game cannot be recovered.",
        ),
        &[&n, &keep],
    )
}

/// The last moves of a tab that found its game taken over by another tab just as they
/// were played: kept as a copy.
pub fn kept_unsaved(name: &str, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "La partita è stata aperta in un'altra scheda mentre giocavi: le tue ultime mosse sono conservate come «{0}».",
            "The game was opened in another tab while you played: your latest moves are kept as “{0}”.",
        ),
        &[&name],
    )
}

/// After taking a game back from another tab that had saved moves this one lacks.
pub fn other_tab_copy(name: &str, theirs: usize, mine: usize, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "L'altra scheda aveva salvato {1} azioni (qui {2}): conservate come «{0}».",
            "The other tab had saved {1} actions (here {2}): kept as “{0}”.",
        ),
        &[&name, &theirs, &mine],
    )
}

/// On Home, when the game played last cannot be continued.
pub fn last_damaged(name: &str, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "L'ultima partita, «{0}», è danneggiata: vedi Partite salvate.",
            "The last game, “{0}”, is damaged: see Saved games.",
        ),
        &[&name],
    )
}

/// A new version of the app was not installed: one of its files arrived damaged or not at
/// all (the service worker checked it against its integrity); the working one stays.
pub fn update_refused(file: &str, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "Aggiornamento non installato: il file «{0}» è arrivato danneggiato o incompleto. Resta la versione attuale, che funziona anche senza rete; l'aggiornamento sarà riprovato più tardi.",
            "Update not installed: the file “{0}” arrived damaged or incomplete. The current version stays, and works offline too; the update will be tried again later.",
        ),
        &[&file],
    )
}

/// Whether the browser keeps the saves (`navigator.storage.persist()`): Safari deletes a
/// site's storage after seven days without a visit unless it is persistent or the app
/// was added to the home screen.
pub fn persistence(persisted: bool, lang: Lang) -> &'static str {
    if persisted {
        pick(
            lang,
            "Il browser conserva le partite salvate: non le cancella per fare spazio né dopo giorni senza visite.",
            "The browser keeps the saved games: it does not delete them to make room or after days without a visit.",
        )
    } else {
        pick(
            lang,
            "Il browser potrebbe cancellare le partite salvate (per esempio Safari dopo sette giorni senza visite, se Planisfero non è nella schermata Home): esporta le partite che vuoi tenere.",
            "The browser may delete the saved games (Safari, for one, after seven days without a visit unless Planisfero is on the home screen): export the games you want to keep.",
        )
    }
}

/// After a successful import.
pub fn imported(name: &str, lang: Lang) -> String {
    fill(
        pick(lang, "Partita importata: «{0}».", "Game imported: “{0}”."),
        &[&name],
    )
}

/// What is wrong with a save, in words a player understands. `action_reason` explains a
/// refused action (the play screens' wording when available).
pub fn save_error(
    e: &SaveError,
    lang: Lang,
    action_reason: &dyn Fn(&crate::rules::ActionError) -> String,
) -> String {
    match e {
        SaveError::Empty => pick(lang, "Il file è vuoto.", "The file is empty.").to_owned(),
        SaveError::TooLarge { .. } => pick(
            lang,
            "Il file è troppo grande per essere un salvataggio.",
            "The file is too large to be a save.",
        )
        .to_owned(),
        SaveError::NotJson | SaveError::NotASave => pick(
            lang,
            "Questo file non è un salvataggio di Planisfero.",
            "This file is not a Planisfero save.",
        )
        .to_owned(),
        SaveError::NewerFormat { app, format } => {
            let this = crate::storage::save::APP_VERSION;
            match app.as_deref().filter(|a| *a != this) {
                Some(app) => fill(pick(lang, "Salvato da una versione più recente di Planisfero ({0}; questa è la {1}): aggiorna l'app per aprirlo.", "Saved by a newer version of Planisfero ({0}; this one is {1}): update the app to open it."), &[&app, &this]),
                // Same version number (a test build) or none: the format tells.
                None => fill(pick(lang, "Salvato in un formato più recente ({0}; questa versione legge fino al {1}): aggiorna l'app per aprirlo.", "Saved in a newer format ({0}; this version reads up to {1}): update the app to open it."), &[format, &crate::storage::FORMAT]),
            }
        }
        SaveError::Truncated => pick(
            lang,
            "Il salvataggio è incompleto: è stato tagliato prima della fine.",
            "The save is incomplete: it was cut off before its end.",
        )
        .to_owned(),
        SaveError::Corrupted(c) => {
            let base = pick(lang, "Il salvataggio è danneggiato", "The save is damaged");
            match c {
                Corruption::Syntax { line, column } | Corruption::Field { line, column } => fill(
                    pick(
                        lang,
                        "{0} (riga {1}, colonna {2}).",
                        "{0} (line {1}, column {2}).",
                    ),
                    &[&base, &line, &column],
                ),
                Corruption::Actions(a) => fill(
                    pick(
                        lang,
                        "{0}: la mossa n. {1} è illeggibile.",
                        "{0}: move {1} cannot be read.",
                    ),
                    &[&base, &(a.action + 1)],
                ),
                Corruption::Count { expected, found } => fill(
                    pick(
                        lang,
                        "{0}: contiene {1} mosse invece di {2}.",
                        "{0}: it holds {1} moves instead of {2}.",
                    ),
                    &[&base, &found, &expected],
                ),
                _ => format!("{base}."),
            }
        }
        SaveError::InvalidConfig(_) => pick(
            lang,
            "Le impostazioni della partita nel salvataggio non sono valide.",
            "The game's settings in the save are not valid.",
        )
        .to_owned(),
        SaveError::IllegalAction { index, error, .. } => fill(
            pick(
                lang,
                "La mossa n. {0} del salvataggio non è ammessa dalle regole: {1}",
                "Move {0} of the save is not allowed by the rules: {1}",
            ),
            &[&(index + 1), &action_reason(error)],
        ),
    }
}

/// A storage error.
pub fn store_error(e: &StoreError, lang: Lang) -> String {
    match e {
        StoreError::Unavailable => pick(
            lang,
            "La memoria del browser non è disponibile.",
            "The browser's storage is not available.",
        )
        .to_owned(),
        StoreError::QuotaExceeded => pick(
            lang,
            "La memoria del browser è piena: elimina qualche vecchia partita.",
            "The browser's storage is full: delete some old games.",
        )
        .to_owned(),
        StoreError::Other(m) => fill(
            pick(
                lang,
                "Errore della memoria del browser ({0}).",
                "Browser storage error ({0}).",
            ),
            &[&m],
        ),
    }
}

/// A save library error.
pub fn library_error(
    e: &LibraryError,
    lang: Lang,
    action_reason: &dyn Fn(&crate::rules::ActionError) -> String,
) -> String {
    match e {
        LibraryError::Store(s) | LibraryError::IndexNotUpdated(s) => store_error(s, lang),
        LibraryError::NotFound(_) => {
            pick(lang, "Partita non trovata.", "Game not found.").to_owned()
        }
        LibraryError::Save(s) => save_error(s, lang, action_reason),
        LibraryError::BadName => fill(
            pick(
                lang,
                "Il nome deve avere da 1 a {0} caratteri.",
                "A name needs 1 to {0} characters.",
            ),
            &[&crate::storage::save::MAX_NAME_CHARS],
        ),
        LibraryError::BadId => pick(lang, "Identificativo non valido.", "Invalid id.").to_owned(),
        LibraryError::Conflict => pick(
            lang,
            "La partita è stata salvata da un'altra scheda nel frattempo.",
            "The game was saved by another tab meanwhile.",
        )
        .to_owned(),
    }
}
