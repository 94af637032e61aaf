//! The sentences of the saved games, the notices and the offline update, and the
//! explanation of every save and storage error, in Italian and English. Their fixed
//! texts are in the one table, [`AppText`].

use crate::present::i18n_app::AppText;
use crate::present::lang::Lang;
use crate::present::texts::{fill, pick};
use crate::rules::Phase;
use crate::storage::{Corruption, LibraryError, SaveError, StoreError};

/// "Giro 3" / "Round 3", or the setup, or the end.
pub fn round_text(round: u32, phase: Phase, lang: Lang) -> String {
    match phase {
        Phase::Setup => AppText::Setup.text(lang).to_owned(),
        Phase::Over => AppText::Finished.text(lang).to_owned(),
        _ => format!("{} {round}", AppText::Round.text(lang)),
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

// ---------------------------------------------------------------- backup (issue 32)

/// The button that downloads a backup of everything.
pub fn backup_all(lang: Lang) -> &'static str {
    pick(lang, "Backup di tutto", "Back up everything")
}

/// The file picker of a backup to restore.
pub fn restore_label(lang: Lang) -> &'static str {
    pick(lang, "Ripristina backup", "Restore a backup")
}

/// "Ultimo backup: 3 giorni fa": `days` since the last backup, `None` if never.
pub fn last_backup(days: Option<u64>, lang: Lang) -> String {
    let when = match days {
        None => pick(lang, "mai", "never").to_owned(),
        Some(0) => pick(lang, "oggi", "today").to_owned(),
        Some(1) => pick(lang, "ieri", "yesterday").to_owned(),
        Some(n) => fill(pick(lang, "{0} giorni fa", "{0} days ago"), &[&n]),
    };
    fill(
        pick(lang, "Ultimo backup: {0}.", "Last backup: {0}."),
        &[&when],
    )
}

/// After the backup was offered as a download.
pub fn backed_up(games: usize, lang: Lang) -> String {
    fill(
        pick(
            lang,
            "Backup pronto: {0} partite, il torneo e le impostazioni in un file. Tienilo fuori dal browser (File, Drive, una chiavetta).",
            "Backup ready: {0} games, the tournament and the settings in one file. Keep it outside the browser (Files, Drive, a USB stick).",
        ),
        &[&games],
    )
}

/// Why a backup file is not restored.
pub fn backup_error(e: &crate::storage::backup::BackupError, lang: Lang) -> String {
    use crate::storage::backup::BackupError as E;
    match e {
        E::Empty => pick(lang, "Il file è vuoto.", "The file is empty.").to_owned(),
        E::TooLarge { .. } => pick(
            lang,
            "Il file è troppo grande per essere un backup.",
            "The file is too large to be a backup.",
        )
        .to_owned(),
        E::NotJson | E::NotABackup => pick(
            lang,
            "Questo file non è un backup di Planisfero.",
            "This file is not a Planisfero backup.",
        )
        .to_owned(),
        E::NewerFormat { format, .. } => fill(
            pick(
                lang,
                "Backup in un formato più recente ({0}): aggiorna l'app per ripristinarlo.",
                "Backup in a newer format ({0}): update the app to restore it.",
            ),
            &[format],
        ),
        E::UnknownFormat { format } => fill(
            pick(
                lang,
                "Questo file non è un backup valido: nessuna versione di Planisfero scrive backup nel formato {0}.",
                "This file is not a valid backup: no version of Planisfero writes backups in format {0}.",
            ),
            &[format],
        ),
        E::DuplicateSection { name } => fill(
            pick(
                lang,
                "Il backup è danneggiato: contiene due volte la sezione «{0}», e non si sa quale ripristinare.",
                "The backup is damaged: it holds the section “{0}” twice, and which one to restore is not known.",
            ),
            &[&section_name(name, lang)],
        ),
        E::DuplicateKey { key } => match key.strip_prefix(crate::storage::library::SAVE_PREFIX) {
            Some(id) => fill(
                pick(
                    lang,
                    "Il backup è danneggiato: contiene due partite con lo stesso identificativo ({0}), e non si sa quale ripristinare.",
                    "The backup is damaged: it holds two games under the same id ({0}), and which one to restore is not known.",
                ),
                &[&id],
            ),
            None => fill(
                pick(
                    lang,
                    "Il backup è danneggiato: contiene due volte il dato «{0}», e non si sa quale ripristinare.",
                    "The backup is damaged: it holds the entry “{0}” twice, and which one to restore is not known.",
                ),
                &[&key],
            ),
        },
        E::Truncated => pick(
            lang,
            "Il backup è incompleto: è stato tagliato prima della fine.",
            "The backup is incomplete: it was cut off before its end.",
        )
        .to_owned(),
        E::Damaged { line: 0, .. } => pick(
            lang,
            "Il backup è danneggiato: il suo contenuto non corrisponde al controllo.",
            "The backup is damaged: its content does not match its check.",
        )
        .to_owned(),
        E::Damaged { line, column } => fill(
            pick(
                lang,
                "Il backup è danneggiato (riga {0}, colonna {1}).",
                "The backup is damaged (line {0}, column {1}).",
            ),
            &[line, column],
        ),
    }
}

/// The restore question's title.
pub fn restore_title(lang: Lang) -> &'static str {
    pick(lang, "Ripristinare il backup?", "Restore the backup?")
}

/// The restore question's first line: the backup's date.
pub fn restore_intro(date: &str, lang: Lang) -> String {
    fill(pick(lang, "Backup del {0}.", "Backup of {0}."), &[&date])
}

/// A line of the restore question: `n` games of the file that will have `change`.
pub fn restore_games(change: crate::storage::backup::GameChange, n: usize, lang: Lang) -> String {
    use crate::storage::backup::GameChange as G;
    let (one, many) = match change {
        G::New => (
            pick(lang, "1 partita nuova", "1 new game"),
            pick(lang, "{0} partite nuove", "{0} new games"),
        ),
        G::FileNewer => (
            pick(
                lang,
                "1 partita sostituita: più recente nel file",
                "1 game replaced: newer in the file",
            ),
            pick(
                lang,
                "{0} partite sostituite: più recenti nel file",
                "{0} games replaced: newer in the file",
            ),
        ),
        G::DeviceNewer => (
            pick(
                lang,
                "1 partita resta com'è: più recente su questo dispositivo",
                "1 game stays as it is: newer on this device",
            ),
            pick(
                lang,
                "{0} partite restano come sono: più recenti su questo dispositivo",
                "{0} games stay as they are: newer on this device",
            ),
        ),
        G::Same => (
            pick(lang, "1 partita è già qui", "1 game is here already"),
            pick(
                lang,
                "{0} partite sono già qui",
                "{0} games are here already",
            ),
        ),
        G::Different => (
            pick(
                lang,
                "1 partita è andata diversamente da quella qui",
                "1 game went differently from the one here",
            ),
            pick(
                lang,
                "{0} partite sono andate diversamente da quelle qui",
                "{0} games went differently from the ones here",
            ),
        ),
        G::Damaged => (
            pick(
                lang,
                "1 partita danneggiata nel file: ripristinata com'è",
                "1 game damaged in the file: restored as it is",
            ),
            pick(
                lang,
                "{0} partite danneggiate nel file: ripristinate come sono",
                "{0} games damaged in the file: restored as they are",
            ),
        ),
    };
    if n == 1 {
        one.to_owned()
    } else {
        fill(many, &[&n])
    }
}

/// The two choices for games that went differently.
pub fn restore_different(file: bool, lang: Lang) -> &'static str {
    if file {
        pick(lang, "Usa quelle del file", "Use the file's")
    } else {
        pick(lang, "Tienile entrambe", "Keep both")
    }
}

/// The name of a section of a backup.
pub fn section_name(name: &str, lang: Lang) -> String {
    match name {
        "tournament" => pick(lang, "Torneo", "Tournament").to_owned(),
        "settings" => pick(lang, "Impostazioni", "Settings").to_owned(),
        "other" => pick(lang, "Altri dati", "Other data").to_owned(),
        other => other.to_owned(),
    }
}

/// A section line: "Torneo: sostituito".
pub fn restore_section(
    name: &str,
    change: crate::storage::backup::SectionChange,
    kept: bool,
    lang: Lang,
) -> String {
    use crate::storage::backup::SectionChange as S;
    let what = match (change, kept) {
        (S::New, _) => pick(lang, "aggiunto dal file", "added from the file"),
        (S::Same, _) => pick(lang, "già uguale", "the same already"),
        (S::Replaced, false) => pick(
            lang,
            "sostituito da quello del file",
            "replaced by the file's",
        ),
        (S::Replaced, true) => pick(
            lang,
            "resta quello di questo dispositivo",
            "this device's stays",
        ),
    };
    fill("{0}: {1}", &[&section_name(name, lang), &what])
}

/// The choice for a section that would replace data here.
pub fn restore_keep(keep: bool, lang: Lang) -> &'static str {
    if keep {
        pick(lang, "Tieni questo", "Keep this one")
    } else {
        pick(lang, "Sostituisci", "Replace")
    }
}

/// The restore button.
pub fn restore_confirm(lang: Lang) -> &'static str {
    pick(lang, "Ripristina", "Restore")
}

/// Said after [`restored`] when the journal could not make the restored games durable
/// (no IndexedDB, a failed write): localStorage alone writes them to disk seconds later.
pub fn restored_not_durable(lang: Lang) -> &'static str {
    pick(
        lang,
        "Il browser non ha confermato di averle scritte sul disco: aspetta qualche secondo prima di chiuderlo.",
        "The browser did not confirm it wrote them to disk: wait a few seconds before closing it.",
    )
}

/// A file picked too large for a backup, the largest file this app reads: refused
/// unread, so what it is is not known.
pub fn file_too_large(bytes: usize, max: usize, lang: Lang) -> String {
    let mb = |b: usize| b.div_ceil(1024 * 1024);
    fill(
        pick(
            lang,
            "Il file è troppo grande ({0} MB): un backup o un salvataggio di Planisfero non supera i {1} MB.",
            "The file is too large ({0} MB): a Planisfero backup or save is at most {1} MB.",
        ),
        &[&mb(bytes), &mb(max)],
    )
}

/// Why a restore wrote nothing (`game_error` words a game's error).
pub fn restore_error(
    e: &crate::storage::backup::RestoreError,
    lang: Lang,
    game_error: &dyn Fn(&LibraryError) -> String,
) -> String {
    use crate::storage::backup::RestoreError as R;
    match e {
        R::Stale(_) => pick(
            lang,
            "Backup non ripristinato: le partite su questo dispositivo sono cambiate nel frattempo (un'altra scheda). Ecco cosa farebbe ora il ripristino.",
            "Backup not restored: the games on this device changed meanwhile (another tab). Here is what restoring would do now.",
        )
        .to_owned(),
        R::InvalidGame { id, name, error } => fill(
            pick(
                lang,
                "Backup non ripristinato: la partita «{0}» ({1}) non è valida. {2} Non è stato scritto nulla.",
                "Backup not restored: the game “{0}” ({1}) is not valid. {2} Nothing was written.",
            ),
            &[name, id, &game_error(error)],
        ),
        R::SameGameTwice { id, name } => fill(
            pick(
                lang,
                "Backup non ripristinato: la partita «{0}» ({1}) andrebbe sopra un'altra partita del file, e non si sa quale tenere. Non è stato scritto nulla.",
                "Backup not restored: the game “{0}” ({1}) would go over another game of the file, and which one to keep is not known. Nothing was written.",
            ),
            &[name, id],
        ),
        R::Store { error, undone: true } => fill(
            pick(
                lang,
                "Backup non ripristinato. {0} Non è stato scritto nulla.",
                "Backup not restored. {0} Nothing was written.",
            ),
            &[&store_error(error, lang)],
        ),
        R::Store {
            error,
            undone: false,
        } => fill(
            pick(
                lang,
                "Backup ripristinato solo in parte. {0} Non è stato possibile annullare ciò che era già scritto.",
                "Backup only partly restored. {0} What was already written could not be taken back.",
            ),
            &[&store_error(error, lang)],
        ),
    }
}

/// After a restore: exactly what it wrote.
pub fn restored(r: &crate::storage::backup::Restored, lang: Lang) -> String {
    let added = match r.added {
        1 => pick(lang, "1 partita aggiunta", "1 game added").to_owned(),
        n => fill(pick(lang, "{0} partite aggiunte", "{0} games added"), &[&n]),
    };
    let replaced = match r.replaced.len() {
        1 => pick(lang, "1 sostituita", "1 replaced").to_owned(),
        n => fill(pick(lang, "{0} sostituite", "{0} replaced"), &[&n]),
    };
    let mut out = fill(
        pick(
            lang,
            "Backup ripristinato: {0}, {1}",
            "Backup restored: {0}, {1}",
        ),
        &[&added, &replaced],
    );
    for s in &r.sections {
        out.push_str(", ");
        out.push_str(&section_name(s, lang));
    }
    out.push('.');
    out
}

/// Home's reminder: no backup for a while (`days` since the last, `None` if never).
pub fn backup_reminder(days: Option<u64>, lang: Lang) -> String {
    match days {
        None => pick(
            lang,
            "Non hai mai fatto un backup delle partite. Un file con tutto le protegge se il browser cancella i suoi dati.",
            "You never backed up your games. One file with everything keeps them safe if the browser deletes its data.",
        )
        .to_owned(),
        Some(n) => fill(
            pick(
                lang,
                "Nessun backup da {0} giorni, e da allora si è giocato. Un file con tutto protegge le partite se il browser cancella i suoi dati.",
                "No backup for {0} days, and games were played since. One file with everything keeps them safe if the browser deletes its data.",
            ),
            &[&n],
        ),
    }
}

/// The reminder's buttons.
pub fn backup_now(lang: Lang) -> &'static str {
    pick(lang, "Fai il backup", "Back up now")
}

/// Puts a note away.
pub fn not_now(lang: Lang) -> &'static str {
    pick(lang, "Non ora", "Not now")
}

/// The hint of iPadOS/iOS Safari outside the installed app.
pub fn home_screen_hint(lang: Lang) -> &'static str {
    pick(
        lang,
        "Su iPad e iPhone, Safari cancella i dati di un sito dopo 7 giorni senza visite, partite comprese. Aggiungi Planisfero alla schermata Home (Condividi, «Aggiungi alla schermata Home») e aprilo da lì.",
        "On iPad and iPhone, Safari deletes a site's data after 7 days without a visit, games included. Add Planisfero to the home screen (Share, “Add to Home Screen”) and open it from there.",
    )
}

/// Puts the hint away.
pub fn understood(lang: Lang) -> &'static str {
    pick(lang, "Ho capito", "Got it")
}
