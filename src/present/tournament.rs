//! The tournament desk's screen, native: its state ([`Desk`]), its acts
//! ([`TournamentAct`]), the reducer ([`update`]) and the markup ([`render`]).
//!
//! The desk is its own page (`torneo.html`) with its own wasm (`src/bin/desk.rs`), so that
//! the game's wasm stays small. The glue (`crate::ui::desk`) only reads the forms into a [`Form`],
//! hands acts to [`update`], performs the [`Effect`] (autosave, download, print) and writes
//! [`render`]'s markup. Every name typed by the organiser goes through the HTML writer.

use crate::present::act::TournamentAct;
use crate::present::html::H;
use crate::present::lang::Lang;
use crate::present::texts::{fill, pick, texts};
use crate::rules::scoring::Points;
use crate::storage::{KeyValueStore, StoreError};
use crate::tournament::export::{self, FileError};
use crate::tournament::{
    Correction, Entry, Finals, Format, GameResult, PlayerId, ResultError, RoundKind, SeatingError,
    SeatingMethod, Settings, TieRule, Tournament, TournamentError, TournamentRules,
};

/// localStorage key of the current tournament (its file, [`export::encode`]).
pub const STORAGE_KEY: &str = "planisfero.tournament";
/// Where a stored tournament that no longer reads is kept, so that nothing is lost.
pub const DAMAGED_KEY: &str = "planisfero.tournament.damaged";

/// The screen's own state, beside the tournament.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeskUi {
    /// The create form is shown (over an existing tournament, after confirmation).
    pub creating: bool,
    /// "Replace the current tournament?" is asked.
    pub confirm_new: bool,
    /// The result form of this table (round, table) is open.
    pub editing: Option<(u32, u32)>,
    /// Withdrawing this player is asked.
    pub withdrawing: Option<u32>,
    /// An imported file, read and checked, waiting for "replace the current tournament?".
    pub pending_import: Option<Box<Tournament>>,
    /// The result form corrects this game (round, table, game) of a recorded table.
    pub correcting: Option<(u32, u32, u32)>,
    /// The rename form of this player is open.
    pub renaming: Option<u32>,
    /// This player of the round not started is picked, to swap or move.
    pub picked: Option<u32>,
    /// The score slips of this round are shown (and printed alone).
    pub slips: Option<u32>,
    /// A message: good (true) or bad, and its text.
    pub message: Option<(bool, String)>,
}

/// The whole desk: the current tournament (if any) and the screen's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Desk {
    pub tournament: Option<Tournament>,
    pub ui: DeskUi,
}

/// The values of a submitted form, by field name (a checkbox or radio only when checked).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Form(pub Vec<(String, String)>);

impl Form {
    /// The value of field `name` ("" if absent).
    pub fn get(&self, name: &str) -> &str {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// What the glue must do after an act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing beyond showing the new state.
    None,
    /// The tournament changed: autosave it.
    Save,
    /// Offer this text as a download.
    Download {
        name: String,
        mime: &'static str,
        text: String,
    },
    /// Open the browser's print dialog.
    Print,
    /// Show the page in this language and store the choice.
    Lang(Lang),
}

texts! {
    /// Every fixed text of the tournament desk (a page and wasm of its own), one table.
    Tx {
        Title,
        Home,
        LanguageLabel,
        NewTournament,
        ReplaceAsk,
        Replace,
        Cancel,
        Create,
        Name,
        Date,
        RuleSet,
        FormatLabel,
        TableSize,
        Rounds,
        GamesPerTable,
        Players,
        PlayerName,
        Club,
        Add,
        Withdraw,
        WithdrawAsk,
        WithdrawBetween,
        WithdrawFromGame,
        Withdrawn,
        Late,
        NoPlayers,
        NextRound,
        SeatRandom,
        SeatBalanced,
        Round,
        Semifinal,
        Final,
        KnockoutRound,
        Table,
        EnterResult,
        Correct,
        Save,
        TablePoints,
        Eliminated,
        Survived,
        Risiko,
        NoRisiko,
        Mondo,
        MortoEliminated,
        TournamentPoints,
        Standings,
        TeamStandings,
        Total,
        Victories,
        Games,
        Penalties,
        Summary,
        Reached,
        Champion,
        Over,
        ExportFile,
        ImportFile,
        CsvStandings,
        CsvTables,
        Print,
        Close,
        Random,
        Balanced,
        RepeatedPairs,
        Byes,
        Recorded,
        Created,
        Imported,
        NothingChanged,
        StorageFull,
        StorageOff,
        Team,
        Plan,
        NoTournament,
        Game,
        TieOrder,
        TieRuleLabel,
        TieRuleNone,
        TieDecidedBy,
        Penalize,
        PenaltyPlayer,
        PenaltyKind,
        PenaltySeven,
        PenaltyTwentyFive,
        PenaltyOther,
        PenaltyCustom,
        PenaltyNote,
        PenaltyList,
        PenaltyGiven,
        ImportAsk,
        Morto,
        SeatStandings,
        ByStandings,
        UndoRound,
        RoundUndone,
        CorrectGame,
        Corrected,
        Affected,
        Rename,
        Reinstate,
        Remove,
        PickHint,
        MoveHere,
        Discards,
        Discarded,
        Direct,
        Semifinalists,
        Repechage,
        ClubsApart,
        Slips,
        SlipSign,
        PublicScreen,
        WhereToSit,
        Seat,
        ImportPlayers,
        NoRound,
    }
}

impl Tx {
    /// The text in `l`.
    pub const fn text(self, l: Lang) -> &'static str {
        let (it, en) = match self {
            Tx::Title => ("Torneo", "Tournament"),
            Tx::Home => ("Inizio", "Home"),
            Tx::LanguageLabel => ("Lingua", "Language"),
            Tx::NewTournament => ("Nuovo torneo", "New tournament"),
            Tx::ReplaceAsk => (
                "Il torneo in corso sarà sostituito. Esporta prima il suo file se vuoi tenerlo.",
                "The current tournament will be replaced. Export its file first to keep it.",
            ),
            Tx::Replace => ("Sostituisci", "Replace"),
            Tx::Cancel => ("Annulla", "Cancel"),
            Tx::Create => ("Crea il torneo", "Create the tournament"),
            Tx::Name => ("Nome del torneo", "Tournament name"),
            Tx::Date => ("Data", "Date"),
            Tx::RuleSet => ("Regolamento", "Rule set"),
            Tx::FormatLabel => ("Formula", "Format"),
            Tx::TableSize => ("Giocatori per tavolo", "Players per table"),
            Tx::Rounds => ("Turni", "Rounds"),
            Tx::GamesPerTable => (
                "Partite per tavolo (testa a testa)",
                "Games per table (testa a testa)",
            ),
            Tx::Players => ("Giocatori", "Players"),
            Tx::PlayerName => ("Nome", "Name"),
            Tx::Club => ("Club o squadra (facoltativo)", "Club or team (optional)"),
            Tx::Add => ("Iscrivi", "Register"),
            Tx::Withdraw => ("Ritira", "Withdraw"),
            Tx::WithdrawAsk => ("Ritirare il giocatore?", "Withdraw the player?"),
            Tx::WithdrawBetween => ("Ritiro tra i turni", "Withdraws between rounds"),
            Tx::WithdrawFromGame => (
                "Ritiro durante una partita (club: -25)",
                "Leaves a game in progress (club: -25)",
            ),
            Tx::Withdrawn => ("ritirato", "withdrawn"),
            Tx::Late => ("iscritto in ritardo", "late"),
            Tx::NoPlayers => ("Nessun giocatore iscritto.", "No players registered."),
            Tx::NextRound => ("Prossimo turno", "Next round"),
            Tx::SeatRandom => ("Sorteggio casuale", "Seat at random"),
            Tx::SeatBalanced => ("Sorteggio bilanciato", "Seat balanced"),
            Tx::Round => ("Turno", "Round"),
            Tx::Semifinal => ("Semifinali", "Semifinals"),
            Tx::Final => ("Finale", "Final"),
            Tx::KnockoutRound => ("Turno a eliminazione", "Knockout round"),
            Tx::Table => ("Tavolo", "Table"),
            Tx::EnterResult => ("Inserisci risultato", "Enter result"),
            Tx::Correct => ("Correggi", "Correct"),
            Tx::Save => ("Registra", "Record"),
            Tx::TablePoints => ("Punti tavolo", "Table points"),
            Tx::Eliminated => ("Eliminato per", "Eliminated as"),
            Tx::Survived => ("in gioco", "survived"),
            Tx::Risiko => ("RisiKo!", "RisiKo!"),
            Tx::NoRisiko => ("Nessun RisiKo!", "No RisiKo!"),
            Tx::Mondo => ("Mondo (42 territori)", "Mondo (all 42 territories)"),
            Tx::MortoEliminated => (
                "Il vincitore ha eliminato il morto",
                "The winner eliminated the morto",
            ),
            Tx::TournamentPoints => ("Punti torneo", "Tournament points"),
            Tx::Standings => ("Classifica", "Standings"),
            Tx::TeamStandings => ("Classifica a squadre", "Team standings"),
            Tx::Total => ("Punti", "Points"),
            Tx::Victories => ("Vittorie", "Wins"),
            Tx::Games => ("Partite", "Games"),
            Tx::Penalties => ("Penalità", "Penalties"),
            Tx::Summary => ("Riepilogo", "Summary"),
            Tx::Reached => ("Turno raggiunto", "Round reached"),
            Tx::Champion => ("Vincitore del torneo", "Tournament winner"),
            Tx::Over => ("Il torneo è concluso.", "The tournament is over."),
            Tx::ExportFile => ("Esporta file torneo", "Export tournament file"),
            Tx::ImportFile => ("Importa file torneo", "Import tournament file"),
            Tx::CsvStandings => ("CSV classifica", "Standings CSV"),
            Tx::CsvTables => ("CSV tavoli", "Tables CSV"),
            Tx::Print => ("Stampa", "Print"),
            Tx::Close => ("Chiudi", "Close"),
            Tx::Random => ("casuale", "random"),
            Tx::Balanced => ("bilanciato", "balanced"),
            Tx::RepeatedPairs => ("coppie ripetute", "repeated pairs"),
            Tx::Byes => ("Riposa", "Bye"),
            Tx::Recorded => ("Risultato registrato.", "Result recorded."),
            Tx::Created => ("Torneo creato.", "Tournament created."),
            Tx::Imported => ("Torneo importato.", "Tournament imported."),
            Tx::NothingChanged => ("Nulla è cambiato.", "Nothing changed."),
            Tx::StorageFull => (
                "Memoria del browser piena: il torneo non è stato salvato qui, ma è intatto sullo schermo. Esporta il file torneo per non perderlo.",
                "The browser's storage is full: the tournament was not saved here, but it is intact on screen. Export the tournament file to keep it.",
            ),
            Tx::StorageOff => (
                "Il browser non permette di salvare: il torneo resta solo finché la pagina è aperta. Esporta il file torneo.",
                "The browser does not allow saving: the tournament lasts only while the page is open. Export the tournament file.",
            ),
            Tx::Team => ("Squadra", "Team"),
            Tx::Plan => ("Tavoli per turno", "Tables per round"),
            Tx::NoTournament => (
                "Nessun torneo: creane uno o importa un file torneo.",
                "No tournament: create one or import a tournament file.",
            ),
            Tx::Game => ("Partita", "Game"),
            Tx::TieOrder => ("Ordine a pari punti", "Order when tied"),
            Tx::TieRuleLabel => (
                "Pari punti tavolo decisi da",
                "Equal table points decided by",
            ),
            Tx::TieRuleNone => ("nessuna parità", "no tie"),
            Tx::TieDecidedBy => ("Parità decisa da", "Tie decided by"),
            Tx::Penalize => ("Penalizza", "Give the penalty"),
            Tx::PenaltyPlayer => ("Giocatore penalizzato", "Player"),
            Tx::PenaltyKind => ("Penalità", "Penalty"),
            Tx::PenaltySeven => (
                "-7: disturbo al tavolo (club, penalità 4)",
                "-7: disturbing a table (club, penalty 4)",
            ),
            Tx::PenaltyTwentyFive => (
                "-25: carri oltre il limite per farsi eliminare (club, punto 4)",
                "-25: armies over the cap to be eliminated (club, point 4)",
            ),
            Tx::PenaltyOther => ("Altra penalità (punti sotto)", "Other penalty (points below)"),
            Tx::PenaltyCustom => ("Punti tolti", "Points taken away"),
            Tx::PenaltyNote => ("Motivo (facoltativo)", "Reason (optional)"),
            Tx::PenaltyList => ("Penalità date", "Penalties given"),
            Tx::PenaltyGiven => ("Penalità registrata.", "Penalty recorded."),
            Tx::ImportAsk => (
                "Il file importato sostituirà il torneo in corso. Esporta prima il suo file se vuoi tenerlo.",
                "The imported file will replace the current tournament. Export its file first to keep it.",
            ),
            Tx::Morto => ("il morto", "the morto"),
            Tx::SeatStandings => ("Tavoli per classifica", "Seat by standings"),
            Tx::ByStandings => ("per classifica", "by standings"),
            Tx::UndoRound => ("Annulla il turno", "Undo the round"),
            Tx::RoundUndone => ("Turno annullato.", "Round undone."),
            Tx::CorrectGame => ("Correggi", "Correct"),
            Tx::Corrected => (
                "Risultato corretto: classifica ricalcolata.",
                "Result corrected: standings recomputed.",
            ),
            Tx::Affected => (
                "Tavoli da rivedere, seduti dalla classifica o dai vincitori:",
                "Tables to look at again, seated from the standings or the winners:",
            ),
            Tx::Rename => ("Rinomina", "Rename"),
            Tx::Reinstate => ("Riammetti", "Reinstate"),
            Tx::Remove => ("Cancella l'iscrizione", "Remove the registration"),
            Tx::PickHint => (
                "Tocca un altro giocatore per scambiarli, o «Sposta qui» su un tavolo.",
                "Tap another player to swap them, or “Move here” at a table.",
            ),
            Tx::MoveHere => ("Sposta qui", "Move here"),
            Tx::Discards => (
                "Scarti: turni peggiori esclusi dal totale",
                "Discards: worst rounds left out of the total",
            ),
            Tx::Discarded => ("Scartati", "Discarded"),
            Tx::ClubsApart => (
                "Giocatori dello stesso club a tavoli diversi, se possibile",
                "Players of the same club at different tables where possible",
            ),
            Tx::Slips => ("Stampa i foglietti dei tavoli", "Print the table slips"),
            Tx::SlipSign => ("Firme dei giocatori", "Players' signatures"),
            Tx::PublicScreen => ("Schermo pubblico", "Public screen"),
            Tx::WhereToSit => ("Dove mi siedo", "Where do I sit"),
            Tx::Seat => ("posto", "seat"),
            Tx::ImportPlayers => ("Importa iscritti (CSV)", "Import registrations (CSV)"),
            Tx::NoRound => ("Nessun turno ancora seduto.", "No round seated yet."),
            Tx::Direct => (
                "Finalisti diretti (i primi in classifica)",
                "Direct finalists (the first in the standings)",
            ),
            Tx::Semifinalists => (
                "Semifinalisti (i successivi; 0: nessuna semifinale)",
                "Semifinalists (the next ones; 0: no semifinals)",
            ),
            Tx::Repechage => (
                "Ripescaggio: la miglior partita di semifinale non vinta va in finale",
                "Repechage: the best semifinal game not won goes to the final",
            ),
        };
        match l {
            Lang::It => it,
            Lang::En => en,
        }
    }
}

/// The rule set's name.
pub fn rules_name(r: TournamentRules, l: Lang) -> &'static str {
    match r {
        TournamentRules::Torneo => "Torneo",
        TournamentRules::OkgiocaconTeam => pick(l, "OK GiocaCon a squadre", "OK GiocaCon team"),
        TournamentRules::OkgiocaconOpen => "OK GiocaCon open",
        TournamentRules::Club => "Club",
        TournamentRules::TestaATesta => "Testa a testa",
    }
}

/// The tie rule's name.
pub fn tie_rule_name(r: TieRule, l: Lang) -> &'static str {
    match r {
        TieRule::OutsideValues => pick(
            l,
            "valori dei territori fuori dall'obiettivo",
            "values of the territories outside the objective",
        ),
        TieRule::ObjectiveArmies => pick(
            l,
            "armate sui territori dell'obiettivo",
            "armies on the objective's territories",
        ),
        TieRule::AllArmies => pick(l, "tutte le armate in campo", "all the armies on the board"),
        TieRule::Dice => pick(l, "lancio dei dadi", "a roll of the dice"),
        TieRule::Referee => pick(l, "decisione dell'arbitro", "the referee's decision"),
    }
}

/// The format's name.
pub fn format_name(f: Format, l: Lang) -> &'static str {
    match f {
        Format::Italiana => pick(l, "All'italiana", "All'italiana (points over rounds)"),
        Format::Knockout => pick(l, "Eliminazione diretta", "Knockout"),
    }
}

/// Points as the language writes them ("45", "200,10" / "200.10"): a fraction always
/// with two decimals, as the hundredths of okgiocacon's "200 + differenza in centesimi"
/// are a margin (200,10 is 10 points ahead, not 1).
pub fn points(p: Points, l: Lang) -> String {
    let mut s = p.to_string();
    if let Some((_, frac)) = s.split_once('.') {
        if frac.len() == 1 {
            s.push('0');
        }
    }
    match l {
        Lang::It => s.replace('.', ","),
        Lang::En => s,
    }
}

/// Points typed by the organiser: "45", "45,5", "45.25" (up to hundredths, not negative).
pub fn parse_points(s: &str) -> Option<Points> {
    let s = s.trim().replace(',', ".");
    let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    if !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
        || frac.len() > 2
        || int.len() > 9
    {
        return None;
    }
    let whole: i64 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let mut hundredths: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse().ok()?
    };
    if frac.len() == 1 {
        hundredths *= 10;
    }
    Some(Points(whole * 100 + hundredths))
}

/// How a round's tables were corrected, in words.
pub fn correction_text(c: Correction, l: Lang) -> String {
    let (template, n) = match c {
        Correction::None => (pick(l, "nessuna correzione", "no correction"), 0),
        Correction::LastTablesOfFive(n) => (
            pick(
                l,
                "correzione: gli ultimi {0} tavoli da 5",
                "correction: the last {0} tables of 5",
            ),
            n,
        ),
        Correction::FirstTablesOfFour(n) => (
            pick(
                l,
                "correzione: i primi {0} tavoli da 4",
                "correction: the first {0} tables of 4",
            ),
            n,
        ),
        Correction::TablesOfThree(n) => (
            pick(
                l,
                "correzione: i primi {0} tavoli da 3",
                "correction: the first {0} tables of 3",
            ),
            n,
        ),
    };
    fill(template, &[&n])
}

/// What a result error means, in words.
pub fn result_error_text(e: &ResultError, l: Lang) -> String {
    if let ResultError::RisikoPoints(p) = e {
        return fill(
            pick(
                l,
                "con questo regolamento RisiKo! vale {0} punti tavolo",
                "in these rules RisiKo! scores {0} table points",
            ),
            &[&points(*p, l)],
        );
    }
    match e {
        ResultError::WrongPlayers => pick(
            l,
            "i giocatori del risultato non sono quelli del tavolo",
            "the result's players are not the table's",
        ),
        ResultError::OrderByPoints => pick(
            l,
            "i giocatori in gioco vanno per punti tavolo, dal più alto",
            "survivors must be listed by table points, highest first",
        ),
        ResultError::EliminationOrder => pick(
            l,
            "gli eliminati vanno numerati 1, 2, ... nell'ordine di eliminazione, senza salti",
            "the eliminated are numbered 1, 2, ... in the order they went out, without gaps",
        ),
        ResultError::Risiko => pick(
            l,
            "solo un giocatore in gioco, il primo, può aver fatto RisiKo!",
            "only a survivor, the first, can have made RisiKo!",
        ),
        ResultError::PointsOutOfRange => pick(
            l,
            "i punti tavolo vanno da 0 a 10000",
            "table points must be between 0 and 10000",
        ),
        ResultError::TestaMarks => pick(
            l,
            "mondo e morto eliminato valgono solo nel testa a testa, per chi ha fatto RisiKo!",
            "mondo and the morto's elimination count only in testa a testa, for whoever made RisiKo!",
        ),
        ResultError::NoSurvivor => pick(
            l,
            "una partita finisce con almeno un giocatore in gioco",
            "a game ends with at least one player on the board",
        ),
        ResultError::EliminatedWithPoints => pick(
            l,
            "un giocatore eliminato non ha punti tavolo",
            "an eliminated player has no table points",
        ),
        ResultError::RisikoPoints(_) => "",
        ResultError::TieUndecided => pick(
            l,
            "pari punti tavolo: indica l'ordine dei giocatori a pari punti e la regola che li ha separati",
            "equal table points: give the order of the tied players and the rule that decided it",
        ),
    }
    .to_owned()
}

/// What an operation's refusal means, in words.
pub fn error_text(e: &TournamentError, l: Lang) -> String {
    let one = |template: (&'static str, &'static str), x: &dyn std::fmt::Display| {
        fill(pick(l, template.0, template.1), &[x])
    };
    let fixed = |it: &'static str, en: &'static str| pick(l, it, en).to_owned();
    match e {
        TournamentError::Name => one(
            (
                "un nome va da 1 a {0} caratteri, senza a capo",
                "a name needs 1 to {0} characters, without line breaks",
            ),
            &crate::tournament::MAX_NAME_CHARS,
        ),
        TournamentError::TableSize(s) => one(
            (
                "tavoli da {0} non ammessi da questo regolamento",
                "tables of {0} are not allowed by these rules",
            ),
            s,
        ),
        TournamentError::Rounds => fixed(
            "numero di turni o di partite per tavolo non valido",
            "rounds or games per table out of range",
        ),
        TournamentError::DuplicateName(n) => one(
            (
                "c'è già un giocatore di nome {0}",
                "a player is already called {0}",
            ),
            n,
        ),
        TournamentError::UnknownPlayer(_) => fixed("giocatore sconosciuto", "unknown player"),
        TournamentError::AlreadyWithdrawn(_) => fixed(
            "il giocatore si è già ritirato",
            "the player has withdrawn already",
        ),
        TournamentError::KnockoutStarted => fixed(
            "l'eliminazione diretta è già cominciata",
            "the knockout has started",
        ),
        TournamentError::RoundIncomplete(r) => one(
            (
                "il turno {0} ha ancora tavoli senza risultato",
                "round {0} still has tables without a result",
            ),
            &(r + 1),
        ),
        TournamentError::Finished => fixed("il torneo è concluso", "the tournament is over"),
        TournamentError::Seating(SeatingError::TooFew { players, minimum }) => fill(
            pick(
                l,
                "{0} giocatori: un tavolo ne vuole almeno {1}",
                "{0} players: a table needs at least {1}",
            ),
            &[players, minimum],
        ),
        TournamentError::Knockout(k) => {
            let mut s = fill(
                pick(
                    l,
                    "nessun tabellone a eliminazione per {0} giocatori con finale da {1}",
                    "no knockout of {0} players ends in a final of {1}",
                ),
                &[&k.players, &k.final_size],
            );
            for other in [k.below, k.above].into_iter().flatten() {
                s.push_str(&one(("; possibile con {0}", "; possible with {0}"), &other));
            }
            s
        }
        TournamentError::NoSuchTable { .. } => fixed(
            "tavolo inesistente o turno già superato",
            "no such table, or its round is over",
        ),
        TournamentError::TableComplete { .. } => fixed(
            "il tavolo ha già il suo risultato",
            "the table has its result already",
        ),
        TournamentError::Result(r) => result_error_text(r, l),
        TournamentError::TooFewForFinals => fixed(
            "le finali vogliono 4 giocatori",
            "the finals need 4 players",
        ),
        TournamentError::Penalty => fixed("penalità fuori misura", "penalty out of range"),
        TournamentError::Correction(c) => correction_error_text(c, l),
        TournamentError::TooManyPlayers => one(
            (
                "un torneo ha al massimo {0} giocatori",
                "a tournament has at most {0} players",
            ),
            &crate::tournament::MAX_PLAYERS,
        ),
    }
}

/// Why a correction was refused, in words.
fn correction_error_text(e: &crate::tournament::CorrectionError, l: Lang) -> String {
    use crate::tournament::CorrectionError as C;
    let (it, en, n) = match e {
        C::RoundStarted(r) => (
            "il turno {0} ha già risultati",
            "round {0} has results already",
            r + 1,
        ),
        C::NotLastRound(r) => (
            "il turno {0} non è l'ultimo",
            "round {0} is not the last",
            r + 1,
        ),
        C::PlayerUsed(_) => (
            "il giocatore ha già giocato o ha penalità: ritiralo invece",
            "the player has played or has penalties: withdraw instead",
            0,
        ),
        C::NotWithdrawn(_) => (
            "il giocatore non è ritirato",
            "the player is not withdrawn",
            0,
        ),
        C::ChangesWhoWentOn(r) => (
            "la correzione cambia chi passa il turno e il turno {0} è già seduto: annullalo prima",
            "the correction changes who goes on and round {0} is seated: undo it first",
            r + 1,
        ),
        C::TableSize => (
            "il tavolo avrebbe un numero di giocatori non ammesso",
            "the table would have a number of players not allowed",
            0,
        ),
        C::NoSuchSeat => (
            "giocatore non seduto in questo turno",
            "player not seated in this round",
            0,
        ),
    };
    fill(pick(l, it, en), &[&n])
}

/// Why a tournament file was refused, in words.
pub fn file_error_text(e: &FileError, l: Lang) -> String {
    let why = match e {
        FileError::TooLarge => pick(
            l,
            "è troppo grande per essere un torneo",
            "it is too large to be a tournament",
        )
        .to_owned(),
        FileError::Truncated => pick(
            l,
            "è troncato: finisce troppo presto",
            "it is cut off: it ends too early",
        )
        .to_owned(),
        FileError::Syntax { line, column } => fill(
            pick(
                l,
                "è danneggiato alla riga {0}, colonna {1}",
                "it is damaged at line {0}, column {1}",
            ),
            &[line, column],
        ),
        FileError::NotATournament => pick(
            l,
            "non è un torneo di Planisfero",
            "it is not a Planisfero tournament",
        )
        .to_owned(),
        FileError::UnknownFormat(n) if *n < u64::from(export::OLDEST_FORMAT) => fill(
            pick(
                l,
                "il formato {0} non è un formato di torneo",
                "format {0} is not a tournament format",
            ),
            &[n],
        ),
        FileError::UnknownFormat(n) => fill(
            pick(
                l,
                "ha il formato {0}, di una versione più nuova: aggiorna l'app",
                "it has format {0}, of a newer version: update the app",
            ),
            &[n],
        ),
        FileError::Field { line, column, what } => fill(
            pick(
                l,
                "ha un valore sbagliato alla riga {0}, colonna {1} ({2})",
                "it has a wrong value at line {0}, column {1} ({2})",
            ),
            &[line, column, what],
        ),
        FileError::Inconsistent(what) => fill(
            pick(l, "è incoerente ({0})", "it is inconsistent ({0})"),
            &[what],
        ),
    };
    fill(
        pick(
            l,
            "Questo file torneo non si può leggere: {0}.",
            "This tournament file cannot be read: {0}.",
        ),
        &[&why],
    )
}

/// A file name part from the tournament's name: lowercase ASCII letters and digits.
fn slug(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    let s = s.trim_end_matches('-');
    let s: String = s.chars().take(40).collect();
    if s.is_empty() {
        "torneo".into()
    } else {
        s
    }
}

/// The settings typed in the create form.
///
/// # Errors
/// The settings' first problem.
pub fn settings_from(form: &Form) -> Result<Settings, TournamentError> {
    let rules = TournamentRules::ALL
        .into_iter()
        .find(|r| r.key() == form.get("rules"))
        .unwrap_or(TournamentRules::Torneo);
    let format = Format::ALL
        .into_iter()
        .find(|f| f.key() == form.get("format"))
        .unwrap_or(Format::Italiana);
    let testa = rules == TournamentRules::TestaATesta;
    let table_size = if testa {
        2
    } else {
        form.get("size").trim().parse().unwrap_or(0)
    };
    let rounds = if format == Format::Knockout {
        1
    } else {
        form.get("rounds").trim().parse().unwrap_or(0)
    };
    let games_per_table = if testa {
        form.get("games").trim().parse().unwrap_or(1)
    } else {
        1
    };
    let settings = Settings {
        name: form.get("name").to_owned(),
        date: form.get("date").trim().to_owned(),
        rules,
        format,
        table_size,
        rounds,
        games_per_table,
        discards: if format == Format::Knockout {
            0
        } else {
            form.get("discards").trim().parse().unwrap_or(0)
        },
        clubs_apart: !form.get("clubs_apart").is_empty(),
        finals: if format == Format::Knockout || testa {
            Finals::NONE
        } else {
            Finals {
                direct: form.get("direct").trim().parse().unwrap_or(0),
                semifinalists: form.get("semis").trim().parse().unwrap_or(0),
                repechage: !form.get("repechage").is_empty(),
            }
        },
    };
    settings.check()?;
    Ok(settings)
}

/// A table's result as typed in its form: for each seat `i` of the table, `pts-i`
/// (table points), `elim-i` (order of elimination, empty if not eliminated), `tie-i`
/// (place among players with equal table points, empty if none); `risiko` the seat who
/// made RisiKo! (or empty); `tie_rule` the rule that decided a tie ([`TieRule::key`]);
/// `mondo` and `morto` (testa a testa). Put in the order [`GameResult`] wants: RisiKo!
/// first, survivors by table points (ties by the organiser's order), then the eliminated,
/// the last eliminated first.
///
/// # Errors
/// A field that is not a number (as [`ResultError::PointsOutOfRange`] or
/// [`ResultError::EliminationOrder`]); equal table points without a distinct order for
/// each tied player and the rule that decided ([`ResultError::TieUndecided`]): the seat
/// order never decides.
pub fn result_from(players: &[PlayerId], form: &Form) -> Result<GameResult, ResultError> {
    let risiko_seat: Option<usize> = form.get("risiko").parse().ok();
    let mut entries: Vec<(Entry, Option<u32>)> = Vec::with_capacity(players.len());
    for (i, &player) in players.iter().enumerate() {
        let table_points =
            parse_points(form.get(&format!("pts-{i}"))).ok_or(ResultError::PointsOutOfRange)?;
        let e = form.get(&format!("elim-{i}")).trim();
        let eliminated = if e.is_empty() {
            None
        } else {
            Some(
                e.parse::<u32>()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or(ResultError::EliminationOrder)?,
            )
        };
        let tie = form
            .get(&format!("tie-{i}"))
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|&n| n >= 1);
        entries.push((
            Entry {
                player,
                table_points,
                eliminated,
                risiko: risiko_seat == Some(i),
            },
            tie,
        ));
    }
    // RisiKo! first (in club even if eliminated afterwards), then the survivors by points
    // and the organiser's order of the tied, then the eliminated, last out first.
    small_sort::sort_by(&mut entries, |(a, ta), (b, tb)| {
        if a.risiko != b.risiko {
            return a.risiko;
        }
        match (a.eliminated, b.eliminated) {
            (None, None) => b
                .table_points
                .cmp(&a.table_points)
                .then(ta.unwrap_or(u32::MAX).cmp(&tb.unwrap_or(u32::MAX)))
                .is_lt(),
            (None, Some(_)) => true,
            (Some(_), None) => false,
            (Some(x), Some(y)) => y < x,
        }
    });
    // regolamento-tornei-ufficiali-2003.txt, "Situazioni di parità al termine della
    // singola partita": a tie among the survivors is decided by a rule, not by the seats.
    let from = usize::from(entries.first().is_some_and(|(e, _)| e.risiko));
    let survivors: Vec<&(Entry, Option<u32>)> = entries[from..]
        .iter()
        .take_while(|(e, _)| e.eliminated.is_none())
        .collect();
    let mut tied = false;
    for w in survivors.windows(2) {
        if w[0].0.table_points == w[1].0.table_points {
            tied = true;
            match (w[0].1, w[1].1) {
                (Some(x), Some(y)) if x < y => {}
                _ => return Err(ResultError::TieUndecided),
            }
        }
    }
    let tie = if tied {
        let rule = TieRule::ALL
            .into_iter()
            .find(|r| r.key() == form.get("tie_rule"));
        Some(rule.ok_or(ResultError::TieUndecided)?)
    } else {
        None
    };
    Ok(GameResult {
        entries: entries.into_iter().map(|(e, _)| e).collect(),
        mondo: !form.get("mondo").is_empty(),
        morto_eliminated_by_winner: !form.get("morto").is_empty(),
        tie,
    })
}

/// The penalty typed in the players' penalty form: `pen-player` (the player's index),
/// `pen-points` ("7", "25" or "other" with `pen-custom`), `pen-note`. The club's -7 and
/// -25 carry their reason in the note, before the organiser's.
fn penalty_from(
    t: &Tournament,
    form: &Form,
    l: Lang,
) -> Result<(PlayerId, Points, String), String> {
    let player = form
        .get("pen-player")
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&p| (p as usize) < t.players.len())
        .map(PlayerId)
        .ok_or_else(|| error_text(&TournamentError::UnknownPlayer(PlayerId(0)), l))?;
    let typed = form.get("pen-note").trim();
    let (points, reason) = match form.get("pen-points") {
        "7" => (Points::whole(7), Some(Tx::PenaltySeven)),
        "25" => (Points::whole(25), Some(Tx::PenaltyTwentyFive)),
        _ => (
            parse_points(form.get("pen-custom"))
                .filter(|p| p.0 > 0)
                .ok_or_else(|| error_text(&TournamentError::Penalty, l))?,
            None,
        ),
    };
    let mut note: String = reason.map(|r| r.text(l).to_owned()).unwrap_or_default();
    if !typed.is_empty() {
        if !note.is_empty() {
            note.push_str("; ");
        }
        note.extend(
            typed
                .chars()
                .filter(|c| !c.is_control())
                .take(crate::tournament::MAX_NAME_CHARS),
        );
    }
    Ok((player, points, note))
}

fn bad(ui: &mut DeskUi, text: String) {
    ui.message = Some((false, text));
}

/// Applies a correction `op` to the tournament: saved and `good` said if it succeeds;
/// otherwise nothing changes and the refusal is said.
fn done(
    tournament: &mut Option<Tournament>,
    ui: &mut DeskUi,
    l: Lang,
    good: Tx,
    op: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Effect {
    let Some(t) = tournament else {
        return Effect::None;
    };
    match op(t) {
        Ok(()) => {
            ui.message = (good != Tx::NothingChanged).then(|| (true, good.text(l).to_owned()));
            Effect::Save
        }
        Err(e) => {
            bad(
                ui,
                format!("{} {}", error_text(&e, l), Tx::NothingChanged.text(l)),
            );
            Effect::None
        }
    }
}

/// "Turno 2", "Semifinali", ... as text.
fn round_label(t: &Tournament, r: usize, l: Lang) -> String {
    let mut h = H::new();
    round_title(&mut h, t, r, l);
    h.into_string()
}

/// Applies `act` to the desk. `form` holds the submitted form's fields (empty for a
/// plain button); `seed` seeds a seating; texts are written in `l`.
pub fn update(desk: &mut Desk, act: TournamentAct, form: &Form, seed: u64, l: Lang) -> Effect {
    use TournamentAct as A;
    let Desk { tournament, ui } = desk;
    match act {
        A::New => {
            ui.message = None;
            if tournament.is_some() {
                ui.confirm_new = true;
            } else {
                ui.creating = true;
            }
            Effect::None
        }
        A::NewConfirm => {
            ui.confirm_new = false;
            ui.creating = true;
            Effect::None
        }
        A::Cancel => {
            ui.confirm_new = false;
            ui.creating = false;
            ui.editing = None;
            ui.withdrawing = None;
            ui.pending_import = None;
            ui.correcting = None;
            ui.renaming = None;
            ui.picked = None;
            ui.slips = None;
            Effect::None
        }
        A::PrintSlips(r) => {
            let seated = tournament
                .as_ref()
                .is_some_and(|t| (r as usize) < t.rounds.len());
            if !seated {
                return Effect::None;
            }
            ui.slips = Some(r);
            Effect::Print
        }
        A::UndoRound => done(tournament, ui, l, Tx::RoundUndone, Tournament::undo_round),
        A::CorrectGame { round, table, game } => {
            ui.editing = Some((round, table));
            ui.correcting = Some((round, table, game));
            ui.message = None;
            Effect::None
        }
        A::Rename(p) => {
            ui.renaming = Some(p);
            Effect::None
        }
        A::RenameSave(p) => {
            let name = form.get("name").to_owned();
            ui.renaming = None;
            done(tournament, ui, l, Tx::NothingChanged, |t| {
                t.rename(PlayerId(p), &name)
            })
        }
        A::Reinstate(p) => done(tournament, ui, l, Tx::NothingChanged, |t| {
            t.reinstate(PlayerId(p))
        }),
        A::Remove(p) => done(tournament, ui, l, Tx::NothingChanged, |t| {
            t.remove_player(PlayerId(p))
        }),
        A::Pick(p) => match ui.picked {
            Some(q) if q == p => {
                ui.picked = None;
                Effect::None
            }
            Some(q) => {
                ui.picked = None;
                done(tournament, ui, l, Tx::NothingChanged, |t| {
                    t.swap_players(PlayerId(q), PlayerId(p))
                })
            }
            None => {
                ui.picked = Some(p);
                ui.message = None;
                Effect::None
            }
        },
        A::MoveTo(tb) => match ui.picked.take() {
            Some(p) => done(tournament, ui, l, Tx::NothingChanged, |t| {
                t.move_player(PlayerId(p), tb as usize)
            }),
            None => Effect::None,
        },
        A::ImportConfirm => match ui.pending_import.take() {
            Some(t) => {
                *tournament = Some(*t);
                *ui = DeskUi {
                    message: Some((true, Tx::Imported.text(l).into())),
                    ..DeskUi::default()
                };
                Effect::Save
            }
            None => Effect::None,
        },
        A::Penalize => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let given = penalty_from(t, form, l).and_then(|(player, points, note)| {
                t.penalize(player, points, &note)
                    .map_err(|e| error_text(&e, l))
            });
            match given {
                Ok(()) => {
                    ui.message = Some((true, Tx::PenaltyGiven.text(l).into()));
                    Effect::Save
                }
                Err(e) => {
                    bad(ui, format!("{e} {}", Tx::NothingChanged.text(l)));
                    Effect::None
                }
            }
        }
        A::Create => match settings_from(form).and_then(Tournament::new) {
            Ok(t) => {
                *tournament = Some(t);
                *ui = DeskUi {
                    message: Some((true, Tx::Created.text(l).into())),
                    ..DeskUi::default()
                };
                Effect::Save
            }
            Err(e) => {
                bad(ui, error_text(&e, l));
                Effect::None
            }
        },
        A::AddPlayer => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let club = form.get("club");
            match t.register(
                form.get("player"),
                (!club.trim().is_empty()).then_some(club),
            ) {
                Ok(_) => {
                    ui.message = None;
                    Effect::Save
                }
                Err(e) => {
                    bad(ui, error_text(&e, l));
                    Effect::None
                }
            }
        }
        A::Withdraw(p) => {
            ui.withdrawing = Some(p);
            Effect::None
        }
        A::WithdrawConfirm { player, from_game } => {
            ui.withdrawing = None;
            let Some(t) = tournament else {
                return Effect::None;
            };
            match t.withdraw(PlayerId(player), from_game) {
                Ok(()) => {
                    ui.message = None;
                    Effect::Save
                }
                Err(e) => {
                    bad(ui, error_text(&e, l));
                    Effect::None
                }
            }
        }
        A::Seat(method) => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            match t.seat_next_round(method, seed) {
                Ok(_) => {
                    ui.message = None;
                    ui.editing = None;
                    ui.picked = None;
                    Effect::Save
                }
                Err(e) => {
                    bad(ui, error_text(&e, l));
                    Effect::None
                }
            }
        }
        A::Edit { round, table } => {
            ui.editing = Some((round, table));
            ui.correcting = None;
            ui.message = None;
            Effect::None
        }
        A::Record { round, table } => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let (r, tb) = (round as usize, table as usize);
            let Some(players) = t
                .rounds
                .get(r)
                .and_then(|x| x.tables.get(tb))
                .map(|x| x.players.clone())
            else {
                return Effect::None;
            };
            let correcting = ui
                .correcting
                .filter(|&(cr, ct, _)| (cr, ct) == (round, table))
                .map(|c| c.2 as usize);
            let done = result_from(&players, form)
                .map_err(TournamentError::Result)
                .and_then(|g| match correcting {
                    Some(game) => t.correct(r, tb, game, g),
                    None => t.record(r, tb, g).map(|()| Vec::new()),
                });
            match done {
                Ok(affected) => {
                    ui.editing = None;
                    ui.correcting = None;
                    let mut text = if correcting.is_some() {
                        Tx::Corrected.text(l).to_owned()
                    } else {
                        Tx::Recorded.text(l).to_owned()
                    };
                    if !affected.is_empty() {
                        text.push(' ');
                        text.push_str(Tx::Affected.text(l));
                        for (k, (ar, at)) in affected.iter().enumerate() {
                            text.push_str(if k == 0 { " " } else { ", " });
                            text.push_str(&round_label(t, *ar, l));
                            text.push_str(" · ");
                            text.push_str(Tx::Table.text(l));
                            text.push(' ');
                            text.push_str(&(at + 1).to_string());
                        }
                    }
                    ui.message = Some((true, text));
                    Effect::Save
                }
                Err(e) => {
                    bad(
                        ui,
                        format!("{} {}", error_text(&e, l), Tx::NothingChanged.text(l)),
                    );
                    Effect::None
                }
            }
        }
        A::Clear { round, table } => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            match t.clear_results(round as usize, table as usize) {
                Ok(()) => {
                    ui.editing = Some((round, table));
                    Effect::Save
                }
                Err(e) => {
                    bad(ui, error_text(&e, l));
                    Effect::None
                }
            }
        }
        A::CsvStandings | A::CsvTables | A::ExportFile => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let base = slug(&t.settings.name);
            let (name, mime, text) = match act {
                A::CsvStandings => (
                    format!("{base}-classifica.csv"),
                    "text/csv",
                    export::standings_csv(t),
                ),
                A::CsvTables => (
                    format!("{base}-tavoli.csv"),
                    "text/csv",
                    export::tables_csv(t),
                ),
                _ => (
                    format!("{base}.torneo.json"),
                    "application/json",
                    export::encode(t),
                ),
            };
            Effect::Download { name, mime, text }
        }
        A::Print => Effect::Print,
        A::Lang(l) => Effect::Lang(l),
        A::MessageClose => {
            ui.message = None;
            Effect::None
        }
    }
}

/// Replaces the tournament with the one in `text` (an imported file); over a tournament
/// in progress, asks first ([`TournamentAct::ImportConfirm`]), as "New tournament" does.
/// A damaged file changes nothing and says why.
pub fn import(desk: &mut Desk, text: &str, l: Lang) -> Effect {
    match export::decode(text) {
        Ok(t) if desk.tournament.is_some() => {
            desk.ui = DeskUi {
                pending_import: Some(Box::new(t)),
                ..DeskUi::default()
            };
            Effect::None
        }
        Ok(t) => {
            desk.tournament = Some(t);
            desk.ui = DeskUi {
                message: Some((true, Tx::Imported.text(l).into())),
                ..DeskUi::default()
            };
            Effect::Save
        }
        Err(e) => {
            desk.ui.message = Some((
                false,
                format!("{} {}", file_error_text(&e, l), Tx::NothingChanged.text(l)),
            ));
            Effect::None
        }
    }
}

/// Autosaves the tournament. A full or refused storage is reported in words; the
/// tournament in memory is untouched.
///
/// # Errors
/// The message to show.
pub fn save(store: &mut impl KeyValueStore, t: &Tournament, l: Lang) -> Result<(), String> {
    store
        .set(STORAGE_KEY, &export::encode(t))
        .map_err(|e| match e {
            StoreError::QuotaExceeded => Tx::StorageFull.text(l).to_owned(),
            _ => Tx::StorageOff.text(l).to_owned(),
        })
}

/// The stored tournament, if any. One that no longer reads is copied to
/// [`DAMAGED_KEY`] (nothing is lost) and reported in words.
pub fn load(store: &mut impl KeyValueStore, l: Lang) -> Desk {
    let mut desk = Desk::default();
    match store.get(STORAGE_KEY) {
        Ok(Some(text)) => match export::decode(&text) {
            Ok(t) => desk.tournament = Some(t),
            Err(e) => {
                let _ = store.set(DAMAGED_KEY, &text);
                let _ = store.remove(STORAGE_KEY);
                desk.ui.message = Some((false, file_error_text(&e, l)));
            }
        },
        Ok(None) => {}
        Err(_) => desk.ui.message = Some((false, Tx::StorageOff.text(l).into())),
    }
    desk
}

// ---------------------------------------------------------------- markup

fn player_name(t: &Tournament, p: PlayerId) -> &str {
    t.players.get(p.index()).map_or("?", |x| x.name.as_str())
}

fn round_title(h: &mut H, t: &Tournament, r: usize, l: Lang) {
    let kind = t.rounds[r].kind;
    match kind {
        RoundKind::Regular => {
            h.text(Tx::Round.text(l)).raw(" ").num(r + 1);
        }
        RoundKind::Knockout => {
            h.text(Tx::KnockoutRound.text(l)).raw(" ").num(r + 1);
        }
        RoundKind::Semifinal => {
            h.text(Tx::Semifinal.text(l));
        }
        RoundKind::Final => {
            h.text(Tx::Final.text(l));
        }
    }
}

/// ` data-submit="act"`: the act of a form, done on submit (not `data-act`, which a
/// click anywhere inside the form would do).
fn submit_act(h: &mut H, act: TournamentAct) -> &mut H {
    let mut s = String::new();
    act.encode(&mut s);
    h.attr("data-submit", &s)
}

/// A button that does `act` (with a `data-testid` unless `testid` is empty).
fn button<'h>(
    h: &'h mut H,
    class: &str,
    testid: &str,
    act: TournamentAct,
    label: &str,
) -> &'h mut H {
    let mut s = String::new();
    act.encode(&mut s);
    h.open("button", class)
        .attr("type", "button")
        .attr("data-act", &s);
    if !testid.is_empty() {
        h.id(testid);
    }
    h.end().text(label).close("button")
}

fn label_input(h: &mut H, label: &str, name: &'static str, kind: &'static str, value: &str) {
    h.open("label", "tn-field").end();
    h.el("span", "tn-label", label);
    h.open("input", "tn-input")
        .attr("type", kind)
        .attr("name", name)
        .attr("value", value)
        .id(name);
    if kind == "text" {
        h.attr("maxlength", "80");
    }
    h.end().close("label");
}

fn select(h: &mut H, label: &str, name: &'static str, options: &[(&str, &str)], chosen: &str) {
    h.open("label", "tn-field").end();
    h.el("span", "tn-label", label);
    h.open("select", "tn-input")
        .attr("name", name)
        .id(name)
        .end();
    for (value, text) in options {
        h.open("option", "").attr("value", value);
        if *value == chosen {
            h.raw(" selected");
        }
        h.end().text(text).close("option");
    }
    h.close("select").close("label");
}

fn create_form(h: &mut H, l: Lang) {
    h.open("form", "tn-card tn-create");
    submit_act(h, TournamentAct::Create)
        .id("t-create-form")
        .end();
    h.el("h2", "tn-h2", Tx::NewTournament.text(l));
    label_input(h, Tx::Name.text(l), "name", "text", "");
    label_input(h, Tx::Date.text(l), "date", "date", "");
    let rules: Vec<(&str, &str)> = TournamentRules::ALL
        .iter()
        .map(|r| (r.key(), rules_name(*r, l)))
        .collect();
    select(h, Tx::RuleSet.text(l), "rules", &rules, "torneo");
    let formats: Vec<(&str, &str)> = Format::ALL
        .iter()
        .map(|f| (f.key(), format_name(*f, l)))
        .collect();
    select(h, Tx::FormatLabel.text(l), "format", &formats, "italiana");
    select(
        h,
        Tx::TableSize.text(l),
        "size",
        &[("4", "4"), ("5", "5")],
        "4",
    );
    label_input(h, Tx::Rounds.text(l), "rounds", "number", "3");
    label_input(h, Tx::Discards.text(l), "discards", "number", "0");
    label_input(h, Tx::Direct.text(l), "direct", "number", "0");
    label_input(h, Tx::Semifinalists.text(l), "semis", "number", "0");
    h.open("label", "tn-check").end();
    h.open("input", "tn-radio")
        .attr("type", "checkbox")
        .attr("name", "clubs_apart")
        .attr("value", "1")
        .id("clubs_apart")
        .end()
        .text(Tx::ClubsApart.text(l))
        .close("label");
    h.open("label", "tn-check").end();
    h.open("input", "tn-radio")
        .attr("type", "checkbox")
        .attr("name", "repechage")
        .attr("value", "1")
        .id("repechage")
        .end()
        .text(Tx::Repechage.text(l))
        .close("label");
    select(
        h,
        Tx::GamesPerTable.text(l),
        "games",
        &[("1", "1"), ("2", "2")],
        "1",
    );
    h.open("div", "tn-row").end();
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-create")
        .end()
        .text(Tx::Create.text(l))
        .close("button");
    button(
        h,
        "tn-btn",
        "t-cancel",
        TournamentAct::Cancel,
        Tx::Cancel.text(l),
    );
    h.close("div").close("form");
}

fn toolbar(h: &mut H, has: bool, l: Lang) {
    h.open("div", "tn-toolbar no-print").end();
    button(
        h,
        "tn-btn",
        "t-new",
        TournamentAct::New,
        Tx::NewTournament.text(l),
    );
    h.open("label", "tn-btn tn-import")
        .id("t-import-label")
        .end()
        .text(Tx::ImportFile.text(l));
    h.open("input", "tn-hidden")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .id("t-import-file")
        .end()
        .close("label");
    if has {
        h.open("label", "tn-btn tn-import")
            .id("t-import-csv-label")
            .end()
            .text(Tx::ImportPlayers.text(l));
        h.open("input", "tn-hidden")
            .attr("type", "file")
            .attr("accept", ".csv,text/csv")
            .id("t-import-csv")
            .end()
            .close("label");
        // The public screen: this page again in a second window (a projector, another
        // tablet), drawn from what the desk saves (src/ui/desk.rs).
        h.open("a", "tn-btn")
            .attr("href", "torneo.html#schermo")
            .attr("target", "_blank")
            .attr("rel", "noopener")
            .id("t-public")
            .end()
            .text(Tx::PublicScreen.text(l))
            .close("a");
        button(
            h,
            "tn-btn",
            "t-export",
            TournamentAct::ExportFile,
            Tx::ExportFile.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-csv-standings",
            TournamentAct::CsvStandings,
            Tx::CsvStandings.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-csv-tables",
            TournamentAct::CsvTables,
            Tx::CsvTables.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-print",
            TournamentAct::Print,
            Tx::Print.text(l),
        );
    }
    h.close("div");
}

fn players_section(h: &mut H, t: &Tournament, ui: &DeskUi, l: Lang) {
    h.open("section", "tn-card tn-players")
        .id("t-players")
        .end();
    h.el("h2", "tn-h2", Tx::Players.text(l));
    h.open("form", "tn-add no-print");
    submit_act(h, TournamentAct::AddPlayer)
        .id("t-add-form")
        .end();
    label_input(h, Tx::PlayerName.text(l), "player", "text", "");
    label_input(h, Tx::Club.text(l), "club", "text", "");
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-add")
        .end()
        .text(Tx::Add.text(l))
        .close("button")
        .close("form");
    if t.players.is_empty() {
        h.el("p", "tn-note", Tx::NoPlayers.text(l));
    }
    h.open("ol", "tn-player-list").end();
    for (i, p) in t.players.iter().enumerate() {
        h.open("li", "tn-player").attr_num("data-player", i).end();
        h.el("span", "tn-pname", &p.name);
        if let Some(c) = &p.club {
            h.el("span", "tn-club", c);
        }
        if p.joined_after > 0 {
            h.el("span", "tn-tag", Tx::Late.text(l));
        }
        if p.withdrawn_after.is_some() {
            h.el("span", "tn-tag tn-out", Tx::Withdrawn.text(l));
        } else if ui.withdrawing == Some(i as u32) {
            h.open("span", "tn-ask no-print")
                .attr("role", "group")
                .end();
            h.el("span", "", Tx::WithdrawAsk.text(l));
            button(
                h,
                "tn-btn",
                "t-withdraw-between",
                TournamentAct::WithdrawConfirm {
                    player: i as u32,
                    from_game: false,
                },
                Tx::WithdrawBetween.text(l),
            );
            button(
                h,
                "tn-btn",
                "t-withdraw-game",
                TournamentAct::WithdrawConfirm {
                    player: i as u32,
                    from_game: true,
                },
                Tx::WithdrawFromGame.text(l),
            );
            button(
                h,
                "tn-btn",
                "t-withdraw-cancel",
                TournamentAct::Cancel,
                Tx::Cancel.text(l),
            );
            h.close("span");
        } else {
            button(
                h,
                "tn-btn tn-small no-print",
                "",
                TournamentAct::Withdraw(i as u32),
                Tx::Withdraw.text(l),
            );
        }
        player_corrections(h, t, ui, i, l);
        h.close("li");
    }
    h.close("ol");
    if !t.players.is_empty() {
        penalty_form(h, t, l);
    }
    if !t.penalties.is_empty() {
        h.el("h3", "tn-h3", Tx::PenaltyList.text(l));
        h.open("ul", "tn-penalties").id("t-penalties").end();
        for p in &t.penalties {
            h.open("li", "").end();
            h.el("span", "tn-pname", player_name(t, p.player));
            h.raw(" -").text(&points(p.points, l)).raw(" · ");
            h.text(Tx::Round.text(l)).raw(" ").num(p.after_round + 1);
            if !p.note.is_empty() {
                h.raw(" · ").el("span", "tn-pnote", &p.note);
            }
            h.close("li");
        }
        h.close("ul");
    }
    h.close("section");
}

/// A player's corrections: rename (an inline form when open), reinstate a withdrawn
/// player, remove a registration never used.
fn player_corrections(h: &mut H, t: &Tournament, ui: &DeskUi, i: usize, l: Lang) {
    let p = &t.players[i];
    let id = PlayerId(i as u32);
    if ui.renaming == Some(i as u32) {
        h.open("form", "tn-rename no-print");
        submit_act(h, TournamentAct::RenameSave(i as u32))
            .id("t-rename-form")
            .end();
        label_input(h, Tx::PlayerName.text(l), "name", "text", &p.name);
        h.open("button", "tn-btn tn-primary")
            .attr("type", "submit")
            .id("t-rename-save")
            .end()
            .text(Tx::Save.text(l))
            .close("button");
        button(
            h,
            "tn-btn",
            "t-rename-cancel",
            TournamentAct::Cancel,
            Tx::Cancel.text(l),
        );
        h.close("form");
        return;
    }
    button(
        h,
        "tn-btn tn-small no-print",
        "",
        TournamentAct::Rename(i as u32),
        Tx::Rename.text(l),
    );
    if p.withdrawn_after.is_some() {
        button(
            h,
            "tn-btn tn-small no-print",
            "",
            TournamentAct::Reinstate(i as u32),
            Tx::Reinstate.text(l),
        );
    }
    let used = t.penalties.iter().any(|x| x.player == id)
        || t.rounds
            .iter()
            .any(|r| r.byes.contains(&id) || r.tables.iter().any(|x| x.players.contains(&id)));
    if !used {
        button(
            h,
            "tn-btn tn-small no-print",
            "",
            TournamentAct::Remove(i as u32),
            Tx::Remove.text(l),
        );
    }
}

/// The penalty form: a player, the club's -7 or -25 or any points, and a reason.
fn penalty_form(h: &mut H, t: &Tournament, l: Lang) {
    h.open("form", "tn-penalty no-print");
    submit_act(h, TournamentAct::Penalize)
        .id("t-penalty-form")
        .end();
    let names: Vec<(String, &str)> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (i.to_string(), p.name.as_str()))
        .collect();
    let options: Vec<(&str, &str)> = names.iter().map(|(i, n)| (i.as_str(), *n)).collect();
    select(h, Tx::PenaltyPlayer.text(l), "pen-player", &options, "");
    let mut kinds: Vec<(&str, &str)> = Vec::new();
    if t.settings.rules == TournamentRules::Club {
        kinds.push(("7", Tx::PenaltySeven.text(l)));
        kinds.push(("25", Tx::PenaltyTwentyFive.text(l)));
    }
    kinds.push(("other", Tx::PenaltyOther.text(l)));
    select(h, Tx::PenaltyKind.text(l), "pen-points", &kinds, "");
    h.open("label", "tn-field").end();
    h.el("span", "tn-label", Tx::PenaltyCustom.text(l));
    h.open("input", "tn-input tn-num")
        .attr("type", "text")
        .attr("inputmode", "decimal")
        .attr("name", "pen-custom")
        .id("pen-custom")
        .end()
        .close("label");
    label_input(h, Tx::PenaltyNote.text(l), "pen-note", "text", "");
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-penalize")
        .end()
        .text(Tx::Penalize.text(l))
        .close("button")
        .close("form");
}

/// A `<select>` of "" (shown as `none`) and the places 1..=n, `chosen` selected.
fn place_select(h: &mut H, name: &str, label: &str, none: &str, n: usize, chosen: Option<u32>) {
    h.open("select", "tn-input")
        .attr("name", name)
        .id(&format!("t-{name}"))
        .attr("aria-label", label)
        .end();
    h.open("option", "")
        .attr("value", "")
        .end()
        .text(none)
        .close("option");
    for k in 1..=n {
        h.open("option", "").attr_num("value", k);
        if chosen == Some(k as u32) {
            h.raw(" selected");
        }
        h.end().num(k).raw("°").close("option");
    }
    h.close("select");
}

/// The result form of a table; `prev` (a recorded game being corrected) fills it in.
fn result_form(h: &mut H, t: &Tournament, r: usize, tb: usize, prev: Option<&GameResult>, l: Lang) {
    let table = &t.rounds[r].tables[tb];
    let n = table.players.len();
    h.open("form", "tn-result no-print");
    submit_act(
        h,
        TournamentAct::Record {
            round: r as u32,
            table: tb as u32,
        },
    )
    .id("t-result-form")
    .end();
    h.open("table", "tn-grid").end().open("tr", "").end();
    for c in [
        Tx::PlayerName,
        Tx::TablePoints,
        Tx::Eliminated,
        Tx::TieOrder,
        Tx::Risiko,
    ] {
        h.el("th", "", c.text(l));
    }
    h.close("tr");
    let entries: &[Entry] = prev.map_or(&[], |g| g.entries.as_slice());
    let mut any_risiko = false;
    for (i, &p) in table.players.iter().enumerate() {
        let at = entries.iter().position(|e| e.player == p);
        let entry = at.map(|k| &entries[k]);
        // Its place among the players with its table points (for a tie), if any.
        let tie = at.and_then(|k| {
            let e = &entries[k];
            let same =
                |x: &Entry| x.eliminated.is_none() && !x.risiko && x.table_points == e.table_points;
            let group = entries.iter().filter(|x| same(x)).count();
            (same(e) && group > 1)
                .then(|| entries[..k].iter().filter(|x| same(x)).count() as u32 + 1)
        });
        h.open("tr", "").end();
        h.el("td", "tn-pname", player_name(t, p));
        h.open("td", "").end();
        let value = entry
            .map(|e| e.table_points.to_string())
            .unwrap_or_default();
        h.open("input", "tn-input tn-num")
            .attr("type", "text")
            .attr("inputmode", "decimal")
            .attr("name", &format!("pts-{i}"))
            .id(&format!("t-pts-{i}"))
            .attr("aria-label", Tx::TablePoints.text(l))
            .attr("value", &value)
            .end()
            .close("td");
        h.open("td", "").end();
        place_select(
            h,
            &format!("elim-{i}"),
            Tx::Eliminated.text(l),
            Tx::Survived.text(l),
            n,
            entry.and_then(|e| e.eliminated),
        );
        h.close("td");
        h.open("td", "").end();
        place_select(h, &format!("tie-{i}"), Tx::TieOrder.text(l), "–", n, tie);
        h.close("td");
        h.open("td", "").end();
        h.open("input", "tn-radio")
            .attr("type", "radio")
            .attr("name", "risiko")
            .attr_num("value", i)
            .id(&format!("t-risiko-{i}"))
            .attr("aria-label", Tx::Risiko.text(l));
        if entry.is_some_and(|e| e.risiko) {
            any_risiko = true;
            h.raw(" checked");
        }
        h.end().close("td");
        h.close("tr");
    }
    h.close("table");
    h.open("label", "tn-check").end();
    h.open("input", "tn-radio")
        .attr("type", "radio")
        .attr("name", "risiko")
        .attr("value", "");
    if !any_risiko {
        h.raw(" checked");
    }
    h.id("t-risiko-none")
        .end()
        .text(Tx::NoRisiko.text(l))
        .close("label");
    let mut rules: Vec<(&str, &str)> = vec![("", Tx::TieRuleNone.text(l))];
    rules.extend(TieRule::ALL.iter().map(|r| (r.key(), tie_rule_name(*r, l))));
    let chosen = prev.and_then(|g| g.tie).map_or("", TieRule::key);
    select(h, Tx::TieRuleLabel.text(l), "tie_rule", &rules, chosen);
    if t.settings.rules == TournamentRules::TestaATesta {
        let marks = [
            ("mondo", Tx::Mondo, prev.is_some_and(|g| g.mondo)),
            (
                "morto",
                Tx::MortoEliminated,
                prev.is_some_and(|g| g.morto_eliminated_by_winner),
            ),
        ];
        for (name, tx, on) in marks {
            h.open("label", "tn-check").end();
            h.open("input", "tn-radio")
                .attr("type", "checkbox")
                .attr("name", name)
                .attr("value", "1");
            if on {
                h.raw(" checked");
            }
            h.end().text(tx.text(l)).close("label");
        }
    }
    h.open("div", "tn-row").end();
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-record")
        .end()
        .text(Tx::Save.text(l))
        .close("button");
    button(
        h,
        "tn-btn",
        "t-result-cancel",
        TournamentAct::Cancel,
        Tx::Cancel.text(l),
    );
    h.close("div").close("form");
}

fn rounds_section(h: &mut H, t: &Tournament, ui: &DeskUi, l: Lang) {
    let last = t.rounds.len().saturating_sub(1);
    for (r, round) in t.rounds.iter().enumerate().rev() {
        h.open("section", "tn-card tn-round")
            .attr_num("data-round", r)
            .id("t-round")
            .end();
        h.open("h2", "tn-h2").end();
        round_title(h, t, r, l);
        h.close("h2");
        h.open("p", "tn-note").id("t-round-info").end();
        h.text(match round.method {
            SeatingMethod::Random => Tx::Random.text(l),
            SeatingMethod::Balanced => Tx::Balanced.text(l),
            SeatingMethod::Standings => Tx::ByStandings.text(l),
        });
        h.raw(" · ").num(round.repeated_pairs).raw(" ");
        h.text(Tx::RepeatedPairs.text(l)).raw(" · ");
        h.text(&correction_text(round.correction, l));
        h.close("p");
        if !round.byes.is_empty() {
            h.open("p", "tn-note")
                .end()
                .text(Tx::Byes.text(l))
                .raw(": ");
            for (k, &p) in round.byes.iter().enumerate() {
                if k > 0 {
                    h.raw(", ");
                }
                h.text(player_name(t, p));
            }
            h.close("p");
        }
        // The last round before any result: undo it, or rearrange its tables by taps.
        let open = r == last && round.tables.iter().all(|x| x.results.is_empty());
        h.open("div", "tn-row no-print").end();
        button(
            h,
            "tn-btn",
            "t-slips",
            TournamentAct::PrintSlips(r as u32),
            Tx::Slips.text(l),
        );
        if open {
            button(
                h,
                "tn-btn",
                "t-undo-round",
                TournamentAct::UndoRound,
                Tx::UndoRound.text(l),
            );
        }
        h.close("div");
        if open && ui.picked.is_some() {
            h.el("p", "tn-note no-print", Tx::PickHint.text(l));
        }
        h.open("div", "tn-tables").end();
        for (tb, table) in round.tables.iter().enumerate() {
            h.open("div", "tn-table")
                .attr_num("data-table", tb)
                .attr(
                    "data-complete",
                    if table.is_complete() { "true" } else { "false" },
                )
                .end();
            h.open("h3", "tn-h3").end();
            h.text(Tx::Table.text(l)).raw(" ").num(tb + 1).close("h3");
            let awards = t.awards(r, tb);
            if table.results.is_empty() {
                h.open("ul", "tn-seats").end();
                for (k, &p) in table.players.iter().enumerate() {
                    // testa-a-testa.txt lines 132-133: "il morto giocherà per secondo".
                    if k == 1 && round.kind == RoundKind::Semifinal {
                        h.el("li", "tn-morto", Tx::Morto.text(l));
                    }
                    if open {
                        let mut act = String::new();
                        TournamentAct::Pick(p.0).encode(&mut act);
                        h.open("li", "").end();
                        h.open("button", "tn-seat")
                            .attr("type", "button")
                            .attr("data-act", &act)
                            .attr(
                                "aria-pressed",
                                if ui.picked == Some(p.0) {
                                    "true"
                                } else {
                                    "false"
                                },
                            )
                            .end()
                            .text(player_name(t, p))
                            .close("button")
                            .close("li");
                    } else {
                        h.el("li", "tn-pname", player_name(t, p));
                    }
                }
                h.close("ul");
                let picked_here = ui
                    .picked
                    .is_some_and(|p| table.players.contains(&PlayerId(p)));
                if open && ui.picked.is_some() && !picked_here {
                    button(
                        h,
                        "tn-btn tn-small no-print",
                        "t-move",
                        TournamentAct::MoveTo(tb as u32),
                        Tx::MoveHere.text(l),
                    );
                }
            }
            for (g, result) in table.results.iter().enumerate() {
                if table.games > 1 {
                    h.open("p", "tn-note")
                        .end()
                        .text(Tx::Game.text(l))
                        .raw(" ")
                        .num(g + 1)
                        .close("p");
                }
                h.open("table", "tn-grid tn-res").end().open("tr", "").end();
                for c in [Tx::PlayerName, Tx::TablePoints, Tx::TournamentPoints] {
                    h.el("th", "", c.text(l));
                }
                h.close("tr");
                for e in &result.entries {
                    h.open("tr", "").end();
                    h.open("td", "tn-pname")
                        .end()
                        .text(player_name(t, e.player));
                    if e.risiko {
                        h.raw(" ").el("span", "tn-tag", Tx::Risiko.text(l));
                    }
                    if let Some(o) = e.eliminated {
                        h.raw(" <span class=\"tn-tag tn-out\">✝")
                            .num(o)
                            .raw("</span>");
                    }
                    h.close("td");
                    h.el("td", "tn-numcell", &points(e.table_points, l));
                    let award = awards
                        .get(g)
                        .and_then(|a| a.iter().find(|a| a.player == e.player));
                    let shown = match award {
                        Some(a) if t.settings.rules == TournamentRules::OkgiocaconOpen => {
                            crate::tournament::open_label(a)
                        }
                        Some(a) => points(a.points, l),
                        None => String::new(),
                    };
                    h.open("td", "tn-numcell")
                        .attr("data-award", "")
                        .end()
                        .text(&shown)
                        .close("td");
                    h.close("tr");
                }
                h.close("table");
                if let Some(rule) = result.tie {
                    h.open("p", "tn-note")
                        .attr("data-tie", rule.key())
                        .end()
                        .text(Tx::TieDecidedBy.text(l))
                        .raw(": ")
                        .text(tie_rule_name(rule, l))
                        .close("p");
                }
            }
            let correcting = ui
                .correcting
                .filter(|&(cr, ct, _)| (cr as usize, ct as usize) == (r, tb))
                .and_then(|c| table.results.get(c.2 as usize));
            if ui.editing == Some((r as u32, tb as u32))
                && (correcting.is_some() || !table.is_complete())
            {
                result_form(h, t, r, tb, correcting, l);
            } else if !table.is_complete() {
                button(
                    h,
                    "tn-btn tn-primary no-print",
                    "t-enter",
                    TournamentAct::Edit {
                        round: r as u32,
                        table: tb as u32,
                    },
                    Tx::EnterResult.text(l),
                );
            }
            if ui.editing != Some((r as u32, tb as u32)) {
                for g in 0..table.results.len() {
                    let mut label = Tx::CorrectGame.text(l).to_owned();
                    if table.games > 1 {
                        label.push(' ');
                        label.push_str(Tx::Game.text(l));
                        label.push(' ');
                        label.push_str(&(g + 1).to_string());
                    }
                    button(
                        h,
                        "tn-btn tn-small no-print",
                        "t-correct",
                        TournamentAct::CorrectGame {
                            round: r as u32,
                            table: tb as u32,
                            game: g as u32,
                        },
                        &label,
                    );
                }
            }
            h.close("div");
        }
        h.close("div").close("section");
    }
}

fn next_round(h: &mut H, t: &Tournament, l: Lang) {
    if t.is_over() {
        return;
    }
    let Ok((kind, sizes, correction)) = t.preview_next_round() else {
        if let Err(e) = t.preview_next_round() {
            if !matches!(e, TournamentError::RoundIncomplete(_)) && !t.players.is_empty() {
                h.open("section", "tn-card no-print").id("t-next").end();
                h.el("p", "tn-note", &error_text(&e, l));
                h.close("section");
            }
        }
        return;
    };
    h.open("section", "tn-card tn-next no-print")
        .id("t-next")
        .end();
    h.open("h2", "tn-h2")
        .end()
        .text(Tx::NextRound.text(l))
        .raw(": ");
    h.text(match kind {
        RoundKind::Regular => Tx::Round.text(l),
        RoundKind::Knockout => Tx::KnockoutRound.text(l),
        RoundKind::Semifinal => Tx::Semifinal.text(l),
        RoundKind::Final => Tx::Final.text(l),
    });
    h.close("h2");
    h.open("p", "tn-note").id("t-preview").end();
    h.num(sizes.len()).raw(" × [");
    for (i, &k) in sizes.iter().enumerate() {
        if i > 0 {
            h.raw(", ");
        }
        h.num(k);
    }
    h.raw("] · ");
    h.text(&correction_text(correction, l));
    h.close("p");
    if t.settings.format == Format::Knockout && t.rounds.is_empty() {
        if let Ok(plan) = t.knockout_plan() {
            h.open("p", "tn-note")
                .id("t-plan")
                .end()
                .text(Tx::Plan.text(l))
                .raw(": ");
            for n in plan {
                h.num(n).raw(" → ");
            }
            h.text(Tx::Final.text(l)).close("p");
        }
    }
    h.open("div", "tn-row").end();
    button(
        h,
        "tn-btn tn-primary",
        "t-seat-random",
        TournamentAct::Seat(SeatingMethod::Random),
        Tx::SeatRandom.text(l),
    );
    button(
        h,
        "tn-btn tn-primary",
        "t-seat-balanced",
        TournamentAct::Seat(SeatingMethod::Balanced),
        Tx::SeatBalanced.text(l),
    );
    if !t.rounds.is_empty() && kind != RoundKind::Semifinal && kind != RoundKind::Final {
        button(
            h,
            "tn-btn tn-primary",
            "t-seat-standings",
            TournamentAct::Seat(SeatingMethod::Standings),
            Tx::SeatStandings.text(l),
        );
    }
    h.close("div").close("section");
}

fn standings_section(h: &mut H, t: &Tournament, l: Lang) {
    let rows = t.standings();
    let open = t.settings.rules == TournamentRules::OkgiocaconOpen;
    let knockout = t.settings.format == Format::Knockout;
    h.open("section", "tn-card tn-standings")
        .id("t-standings")
        .end();
    h.el("h2", "tn-h2", Tx::Standings.text(l));
    if let Some(c) = t.champion() {
        h.open("p", "tn-champion").id("t-champion").end();
        h.text(Tx::Champion.text(l))
            .raw(": ")
            .text(player_name(t, c))
            .close("p");
    }
    // In a scroller: an open championship's columns can be wider than the card.
    h.open("div", "tn-scroll").end();
    h.open("table", "tn-grid").end().open("tr", "").end();
    h.raw("<th>#</th>");
    let mut heads = vec![Tx::PlayerName, Tx::Club, Tx::Total];
    if open {
        heads.extend([Tx::Victories, Tx::Summary]);
    }
    if knockout {
        heads.push(Tx::Reached);
    }
    let discards = t.settings.discards > 0;
    if discards {
        heads.push(Tx::Discarded);
    }
    heads.extend([Tx::Games, Tx::Penalties]);
    for c in heads {
        h.el(
            "th",
            "",
            if c == Tx::Club {
                Tx::Team.text(l)
            } else {
                c.text(l)
            },
        );
    }
    h.close("tr");
    for row in &rows {
        let p = &t.players[row.player.index()];
        h.open("tr", if row.withdrawn { "tn-withdrawn" } else { "" })
            .attr_num("data-rank", row.rank)
            .attr_num("data-player", row.player.0)
            .end();
        h.open("td", "").end().num(row.rank).close("td");
        h.open("td", "tn-pname").end().text(&p.name);
        if row.withdrawn {
            h.raw(" ")
                .el("span", "tn-tag tn-out", Tx::Withdrawn.text(l));
        }
        h.close("td");
        h.el("td", "", p.club.as_deref().unwrap_or(""));
        h.open("td", "tn-numcell")
            .attr("data-total", "")
            .end()
            .text(&points(row.total, l))
            .close("td");
        if open {
            h.open("td", "tn-numcell")
                .end()
                .num(row.victories)
                .close("td");
            h.el("td", "", &crate::tournament::open_summary(&row.places));
        }
        if knockout {
            h.open("td", "tn-numcell").end();
            if let Some(r) = row.reached {
                h.num(r + 1);
            }
            h.close("td");
        }
        if discards {
            h.open("td", "tn-numcell").attr("data-discarded", "").end();
            if row.discarded.0 != 0 {
                h.text(&points(row.discarded, l));
            }
            h.close("td");
        }
        h.open("td", "tn-numcell").end().num(row.games).close("td");
        h.open("td", "tn-numcell").end();
        if row.penalties.0 != 0 {
            h.raw("-").text(&points(row.penalties, l));
        }
        h.close("td").close("tr");
    }
    h.close("table").close("div");
    if t.settings.rules == TournamentRules::OkgiocaconTeam {
        let teams = t.team_standings();
        if !teams.is_empty() {
            h.el("h2", "tn-h2", Tx::TeamStandings.text(l));
            h.open("table", "tn-grid")
                .id("t-team-standings")
                .end()
                .open("tr", "")
                .end();
            h.raw("<th>#</th>");
            for c in [Tx::Team, Tx::Players, Tx::Total] {
                h.el("th", "", c.text(l));
            }
            h.close("tr");
            for row in teams {
                h.open("tr", "").end();
                h.open("td", "").end().num(row.rank).close("td");
                h.el("td", "tn-pname", &row.team);
                let names: Vec<&str> = row.members.iter().map(|&p| player_name(t, p)).collect();
                h.el("td", "", &names.join(", "));
                h.el("td", "tn-numcell", &points(row.total, l));
                h.close("tr");
            }
            h.close("table");
        }
    }
    h.close("section");
}

/// A round's score slips, one per table (printed alone: style/tournament.css): the
/// tournament, round and table, the players in seating order, boxes for the table points,
/// the elimination and RisiKo!, and the players' signatures.
fn slips(h: &mut H, t: &Tournament, r: usize, l: Lang) {
    h.open("section", "tn-card tn-slips")
        .id("t-slips-sheet")
        .end();
    h.open("div", "tn-row no-print").end();
    button(
        h,
        "tn-btn tn-primary",
        "t-slips-print",
        TournamentAct::Print,
        Tx::Print.text(l),
    );
    button(
        h,
        "tn-btn",
        "t-slips-close",
        TournamentAct::Cancel,
        Tx::Close.text(l),
    );
    h.close("div");
    for (tb, table) in t.rounds[r].tables.iter().enumerate() {
        h.open("article", "tn-slip")
            .attr_num("data-table", tb)
            .end();
        h.open("h3", "tn-h3")
            .end()
            .text(&t.settings.name)
            .raw(" · ");
        round_title(h, t, r, l);
        h.raw(" · ")
            .text(Tx::Table.text(l))
            .raw(" ")
            .num(tb + 1)
            .close("h3");
        for g in 0..table.games {
            if table.games > 1 {
                h.open("p", "tn-note")
                    .end()
                    .text(Tx::Game.text(l))
                    .raw(" ")
                    .num(g + 1)
                    .close("p");
            }
            h.open("table", "tn-grid tn-slip-grid")
                .end()
                .open("tr", "")
                .end();
            h.raw("<th>#</th>");
            for c in [Tx::PlayerName, Tx::TablePoints, Tx::Eliminated, Tx::Risiko] {
                h.el("th", "", c.text(l));
            }
            h.close("tr");
            for (k, &p) in table.players.iter().enumerate() {
                h.open("tr", "").end();
                h.open("td", "").end().num(k + 1).close("td");
                h.el("td", "tn-pname", player_name(t, p));
                h.raw("<td class=\"tn-box\"></td><td class=\"tn-box\"></td><td class=\"tn-box\"></td>");
                h.close("tr");
            }
            h.close("table");
        }
        h.el("p", "tn-note tn-sign", Tx::SlipSign.text(l));
        h.close("article");
    }
    h.close("section");
}

/// The public screen (`torneo.html#schermo`, a second window for a projector or another
/// tablet): the current round's tables as "where do I sit" in alphabetical order, and
/// the standings; no controls. Drawn again whenever the desk saves.
pub fn public_page(t: Option<&Tournament>, l: Lang) -> String {
    let mut h = H::new();
    h.open("main", "screen tn-public")
        .id("screen")
        .attr("data-screen", "tournament-public")
        .end();
    let Some(t) = t else {
        h.el("p", "tn-note", Tx::NoTournament.text(l));
        h.close("main");
        return h.into_string();
    };
    h.el("h1", "tn-title", &t.settings.name);
    if let Some(c) = t.champion() {
        h.open("p", "tn-champion").id("t-champion").end();
        h.text(Tx::Champion.text(l))
            .raw(": ")
            .text(player_name(t, c))
            .close("p");
    }
    h.open("div", "tn-public-columns").end();
    h.open("section", "tn-card").id("t-where").end();
    match t.rounds.last() {
        None => {
            h.el("h2", "tn-h2", Tx::WhereToSit.text(l));
            h.el("p", "tn-note", Tx::NoRound.text(l));
        }
        Some(round) => {
            h.open("h2", "tn-h2")
                .end()
                .text(Tx::WhereToSit.text(l))
                .raw(" · ");
            round_title(&mut h, t, t.rounds.len() - 1, l);
            h.close("h2");
            let mut seats: Vec<(String, &str, usize, usize)> = Vec::new();
            for (tb, table) in round.tables.iter().enumerate() {
                for (k, &p) in table.players.iter().enumerate() {
                    let name = player_name(t, p);
                    seats.push((crate::tournament::fold_case(name), name, tb + 1, k + 1));
                }
            }
            small_sort::sort_by(&mut seats, |a, b| a.0 < b.0);
            h.open("ol", "tn-where").end();
            for (_, name, tb, k) in &seats {
                h.open("li", "").end();
                h.el("span", "tn-pname", name);
                h.open("span", "tn-where-table").end();
                h.text(Tx::Table.text(l)).raw(" ").num(*tb);
                h.raw(" · ").text(Tx::Seat.text(l)).raw(" ").num(*k);
                h.close("span").close("li");
            }
            h.close("ol");
            if !round.byes.is_empty() {
                h.open("p", "tn-note")
                    .end()
                    .text(Tx::Byes.text(l))
                    .raw(": ");
                for (k, &p) in round.byes.iter().enumerate() {
                    if k > 0 {
                        h.raw(", ");
                    }
                    h.text(player_name(t, p));
                }
                h.close("p");
            }
        }
    }
    h.close("section");
    h.open("section", "tn-card").id("t-public-standings").end();
    h.el("h2", "tn-h2", Tx::Standings.text(l));
    h.open("table", "tn-grid").end().open("tr", "").end();
    h.raw("<th>#</th>");
    for c in [Tx::PlayerName, Tx::Total] {
        h.el("th", "", c.text(l));
    }
    h.close("tr");
    for row in t.standings() {
        h.open("tr", "").attr_num("data-rank", row.rank).end();
        h.open("td", "").end().num(row.rank).close("td");
        h.el("td", "tn-pname", player_name(t, row.player));
        h.el("td", "tn-numcell", &points(row.total, l));
        h.close("tr");
    }
    h.close("table").close("section").close("div").close("main");
    h.into_string()
}

/// Registers the players of a CSV file (one per line: name, then club if any; a first
/// line "nome"/"name" is a header). All or nothing: a bad line changes nothing and is
/// named.
pub fn import_players(desk: &mut Desk, text: &str, l: Lang) -> Effect {
    let Some(t) = desk.tournament.as_mut() else {
        return Effect::None;
    };
    let mut copy = t.clone();
    let mut added = 0usize;
    // The separator of the first line: a spreadsheet in Italian writes ';'.
    let first = text.lines().next().unwrap_or("");
    let sep = if first.matches(';').count() > first.matches(',').count() {
        ';'
    } else {
        ','
    };
    for (i, line) in text.lines().enumerate() {
        let cells = csv_cells(line, sep);
        let name = cells.first().map_or("", |c| c.trim());
        let header = i == 0
            && ["nome", "name", "giocatore", "player"]
                .contains(&crate::tournament::fold_case(name).as_str());
        if name.is_empty() || header {
            continue;
        }
        let club = cells.get(1).map(|c| c.trim()).filter(|c| !c.is_empty());
        if let Err(e) = copy.register(name, club) {
            desk.ui.message = Some((
                false,
                format!(
                    "{} {}: {} {}",
                    pick(l, "Riga", "Line"),
                    i + 1,
                    error_text(&e, l),
                    Tx::NothingChanged.text(l)
                ),
            ));
            return Effect::None;
        }
        added += 1;
    }
    *t = copy;
    desk.ui.message = Some((
        true,
        fill(
            pick(
                l,
                "Iscritti importati: {0}.",
                "Registrations imported: {0}.",
            ),
            &[&added],
        ),
    ));
    Effect::Save
}

/// The fields of one CSV line separated by `sep` (RFC 4180 quotes).
fn csv_cells(line: &str, sep: char) -> Vec<String> {
    let mut cells = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let cell = cells.last_mut().expect("one cell at least");
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                cell.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            c if c == sep && !quoted => cells.push(String::new()),
            '\r' => {}
            c => cell.push(c),
        }
    }
    cells
}

/// The desk's page in `l`: the app's top bar (a link back to Home, the title, the
/// language switch, as `crate::ui::app` writes them) and the desk ([`render`]).
pub fn page(desk: &Desk, l: Lang) -> String {
    let mut h = H::new();
    h.open("header", "topbar no-print").end();
    h.open("div", "topbar-row").end();
    let home = Tx::Home.text(l);
    h.open("a", "icon-button")
        .attr("href", "./")
        .id("nav-home")
        .attr("aria-label", home)
        .attr("title", home)
        .end()
        .raw(r#"<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.6"/></svg>"#)
        .close("a");
    h.open("h1", "topbar-title")
        .id("screen-title")
        .end()
        .text(Tx::Title.text(l))
        .close("h1");
    h.open("div", "lang-switch")
        .attr("role", "group")
        .attr("aria-label", Tx::LanguageLabel.text(l))
        .end();
    for x in Lang::ALL {
        let mut act = String::new();
        TournamentAct::Lang(x).encode(&mut act);
        let code = x.code();
        h.open("button", "lang-button")
            .attr("type", "button")
            .attr("data-act", &act)
            .raw(" data-testid=\"lang-")
            .raw(code)
            .raw("\"")
            .attr("aria-pressed", if x == l { "true" } else { "false" })
            .end()
            .text(&code.to_ascii_uppercase())
            .close("button");
    }
    h.close("div").close("div").close("header");
    h.open("main", "screen")
        .id("screen")
        .attr("data-screen", "tournament")
        .end();
    h.open("div", "tournament").id("tournament").end();
    body(&mut h, desk, l);
    h.close("div").close("main");
    h.into_string()
}

/// The whole screen's markup in `l`.
pub fn render(desk: &Desk, l: Lang) -> String {
    let mut h = H::new();
    body(&mut h, desk, l);
    h.into_string()
}

fn body(h: &mut H, desk: &Desk, l: Lang) {
    let ui = &desk.ui;
    let t = desk.tournament.as_ref();
    toolbar(h, t.is_some(), l);
    if let Some((good, text)) = &ui.message {
        h.open(
            "div",
            if *good {
                "tn-message good no-print"
            } else {
                "tn-message bad no-print"
            },
        )
        .id("t-message")
        .attr("role", "status")
        .attr("data-good", if *good { "true" } else { "false" })
        .end();
        h.el("span", "", text);
        button(
            h,
            "tn-btn tn-small",
            "t-message-close",
            TournamentAct::MessageClose,
            Tx::Close.text(l),
        );
        h.close("div");
    }
    if ui.confirm_new {
        h.open("div", "tn-card tn-confirm no-print")
            .attr("role", "alertdialog")
            .id("t-confirm-new")
            .end();
        h.el("p", "", Tx::ReplaceAsk.text(l));
        h.open("div", "tn-row").end();
        button(
            h,
            "tn-btn tn-danger",
            "t-replace",
            TournamentAct::NewConfirm,
            Tx::Replace.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-replace-cancel",
            TournamentAct::Cancel,
            Tx::Cancel.text(l),
        );
        h.close("div").close("div");
    }
    if ui.pending_import.is_some() {
        h.open("div", "tn-card tn-confirm no-print")
            .attr("role", "alertdialog")
            .id("t-confirm-import")
            .end();
        h.el("p", "", Tx::ImportAsk.text(l));
        h.open("div", "tn-row").end();
        button(
            h,
            "tn-btn tn-danger",
            "t-import-confirm",
            TournamentAct::ImportConfirm,
            Tx::Replace.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-import-cancel",
            TournamentAct::Cancel,
            Tx::Cancel.text(l),
        );
        h.close("div").close("div");
    }
    if ui.creating {
        create_form(h, l);
    }
    let Some(t) = t else {
        if !ui.creating {
            h.el("p", "tn-card tn-note", Tx::NoTournament.text(l));
        }
        return;
    };
    if let Some(r) = ui.slips.filter(|&r| (r as usize) < t.rounds.len()) {
        slips(h, t, r as usize, l);
    }
    h.open("header", "tn-card tn-head").id("t-head").end();
    h.el("h2", "tn-title", &t.settings.name);
    h.open("p", "tn-note").end();
    if !t.settings.date.is_empty() {
        h.text(&t.settings.date).raw(" · ");
    }
    h.text(rules_name(t.settings.rules, l)).raw(" · ");
    h.text(format_name(t.settings.format, l)).raw(" · ");
    h.text(Tx::TableSize.text(l))
        .raw(": ")
        .num(t.settings.table_size);
    if t.settings.format == Format::Italiana {
        h.raw(" · ")
            .text(Tx::Rounds.text(l))
            .raw(": ")
            .num(t.settings.rounds);
    }
    if t.settings.discards > 0 {
        h.raw(" · ")
            .text(Tx::Discarded.text(l))
            .raw(": ")
            .num(t.settings.discards);
    }
    h.close("p");
    if t.is_over() {
        h.el("p", "tn-champion", Tx::Over.text(l));
    }
    h.close("header");
    h.open("div", "tn-columns").end();
    h.open("div", "tn-main").end();
    next_round(h, t, l);
    rounds_section(h, t, ui, l);
    h.close("div");
    h.open("div", "tn-side").end();
    standings_section(h, t, l);
    players_section(h, t, ui, l);
    h.close("div");
    h.close("div");
}
