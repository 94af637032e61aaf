//! Names, points and refusals in words: the rule sets, tie rules and formats, points as
//! a language writes them, and what each error means.

use crate::present::lang::Lang;
use crate::present::texts::{fill, pick};
use crate::rules::scoring::Points;
use crate::tournament::clock::{Allowed, ClockError};
use crate::tournament::export::{self, Column, CsvStyle, CsvWord, FileError};
use crate::tournament::season::{self, SeasonError};
use crate::tournament::{
    Correction, Format, ResultError, SeatingError, TieBreak, TieRule, TournamentError,
    TournamentRules,
};

/// Why a player ranks below the one above with the same total (issue 46 item 7), short
/// for the standings' name cell: the standings after which round were the last to differ
/// ("round 2 decides": who led then stays ahead), else the registration order. The
/// standings' tie rule (regolamento-tornei-ufficiali-2003.txt lines 316-321, docs/RULES.md).
pub fn tie_break_text(tie: TieBreak, l: Lang) -> String {
    match tie {
        TieBreak::Standings { after_rounds: 0 } => pick(
            l,
            "pari: decide la classifica iniziale",
            "level: the starting standings decide",
        )
        .to_owned(),
        TieBreak::Standings { after_rounds } => fill(
            pick(l, "pari: decide il turno {0}", "level: round {0} decides"),
            &[&after_rounds],
        ),
        TieBreak::Registration => pick(
            l,
            "pari: decide l'iscrizione",
            "level: registration decides",
        )
        .to_owned(),
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

/// An error text ("a name needs ...") as a sentence of the message bar: a capital first
/// letter (the texts begin with an ASCII one), a full stop at the end.
pub fn sentence(mut s: String) -> String {
    if s.is_char_boundary(1) {
        s[..1].make_ascii_uppercase();
    }
    if !matches!(s.as_bytes().last(), Some(b'.' | b'!')) {
        s.push('.');
    }
    s
}

/// How a round's tables were corrected, in words.
pub fn correction_text(c: Correction, l: Lang) -> String {
    let (template, n) = match c {
        Correction::None => (pick(l, "nessuna correzione", "no correction"), 0),
        Correction::LastTablesOfFive(1) => (
            pick(
                l,
                "correzione: l'ultimo tavolo da 5",
                "correction: the last table of 5",
            ),
            1,
        ),
        Correction::FirstTablesOfFour(1) => (
            pick(
                l,
                "correzione: il primo tavolo da 4",
                "correction: the first table of 4",
            ),
            1,
        ),
        Correction::TablesOfThree(1) => (
            pick(
                l,
                "correzione: il primo tavolo da 3",
                "correction: the first table of 3",
            ),
            1,
        ),
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
    let with_points =
        |p: Points, it: &'static str, en: &'static str| fill(pick(l, it, en), &[&points(p, l)]);
    match e {
        ResultError::RisikoPoints(p) => {
            return with_points(
                *p,
                "con questo regolamento RisiKo! vale {0} punti tavolo",
                "in these rules RisiKo! scores {0} table points",
            )
        }
        // docs/RULES.md §3: every tournament objective is worth 86, the smallest
        // territory 2.
        ResultError::AboveObjective(p) => {
            return with_points(
                *p,
                "senza RisiKo! un giocatore fa al massimo {0} punti tavolo (l'obiettivo vale 86, manca almeno un territorio)",
                "without RisiKo! a player scores at most {0} table points (the objective is worth 86, at least one territory is missing)",
            )
        }
        // docs/RULES.md §1: the board is worth 164.
        ResultError::AboveBoard(p) => {
            return with_points(
                *p,
                "i punti tavolo di un tavolo sommano al massimo {0}, il valore di tutto il tabellone (oltre ai punti fissi di RisiKo!)",
                "a table's points add up to at most {0}, the value of the whole board (besides RisiKo!'s fixed points)",
            )
        }
        // docs/RULES.md §4: 160 with 4 players, 150 with 5.
        ResultError::ClubThreshold(p) => {
            return with_points(
                *p,
                "a questo tavolo {0} punti sono RisiKo!: senza RisiKo! un giocatore resta sotto",
                "at this table {0} points are RisiKo!: without RisiKo! a player stays below",
            )
        }
        _ => {}
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
        ResultError::RisikoPoints(_)
        | ResultError::AboveObjective(_)
        | ResultError::AboveBoard(_)
        | ResultError::ClubThreshold(_) => "",
        ResultError::NotWhole => pick(
            l,
            "con questo regolamento i punti tavolo sono numeri interi",
            "in these rules table points are whole numbers",
        ),
        ResultError::AboveRisikoWinner => pick(
            l,
            "nessuno fa più punti tavolo di chi ha fatto RisiKo!",
            "nobody scores more table points than whoever made RisiKo!",
        ),
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
        TournamentError::Clock(c) => clock_error_text(*c, l),
    }
}

/// Why the round clock refused, in words.
fn clock_error_text(e: ClockError, l: Lang) -> String {
    let max = crate::tournament::clock::MAX_MINUTES;
    match e {
        ClockError::NoRound => pick(l, "nessun turno in corso", "no round in play").to_owned(),
        ClockError::NotStarted => pick(
            l,
            "l'orologio del turno non è partito",
            "the round's clock has not started",
        )
        .to_owned(),
        ClockError::Minutes(Allowed::AtLeast(m)) => fill(
            pick(
                l,
                "un turno dura da {0} a {1} minuti",
                "a round lasts {0} to {1} minutes",
            ),
            &[&m, &max],
        ),
        ClockError::Minutes(Allowed::Exactly(m)) => fill(
            pick(
                l,
                "questo turno dura {0} minuti",
                "this round lasts {0} minutes",
            ),
            &[&m],
        ),
        ClockError::Minutes(Allowed::OneOf(list)) => {
            // "105, 120 o 150".
            let mut words = String::new();
            for (i, m) in list.iter().enumerate() {
                if i > 0 {
                    words.push_str(if i + 1 == list.len() {
                        pick(l, " o ", " or ")
                    } else {
                        ", "
                    });
                }
                words.push_str(&m.to_string());
            }
            fill(
                pick(l, "un turno dura {0} minuti", "a round lasts {0} minutes"),
                &[&words],
            )
        }
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

/// The details a file's reader gives in English (a wrong field, an inconsistent
/// tournament: crates/storage/src/storage/json.rs, tournament/export.rs and season.rs),
/// in Italian. tests/texts.rs checks that every detail those files write is here.
pub const FILE_DETAILS_IT: &[(&str, &str)] = &[
    ("a field written twice", "un campo scritto due volte"),
    ("one points per player", "un punteggio per ogni giocatore"),
    ("a required field is missing", "manca un campo necessario"),
    (
        "a seed is 16 hexadecimal digits",
        "un seme è di 16 cifre esadecimali",
    ),
    ("expected a boolean", "atteso vero o falso"),
    ("expected a string", "atteso un testo"),
    ("expected a variant", "attesa una scelta"),
    ("expected an array", "attesa una lista"),
    (
        "expected an array of 2 items",
        "attesa una lista di 2 elementi",
    ),
    (
        "expected an integer in the 64-bit range",
        "atteso un intero a 64 bit",
    ),
    ("expected an object", "atteso un oggetto"),
    (
        "expected an unsigned integer",
        "atteso un intero senza segno",
    ),
    ("expected one variant", "attesa una sola scelta"),
    ("expected true or false", "atteso true o false"),
    ("integer too large", "intero troppo grande"),
    ("no such player", "giocatore inesistente"),
    ("not a name", "non è un nome"),
    ("points out of range", "punti fuori misura"),
    ("the same tournament twice", "lo stesso torneo due volte"),
    ("too many games", "troppe partite"),
    ("too many players", "troppi giocatori"),
    ("too many tournaments", "troppi tornei"),
    (
        "unexpected data in a variant",
        "dati inattesi in una scelta",
    ),
    ("unknown correction", "correzione sconosciuta"),
    ("unknown variant", "scelta sconosciuta"),
    (
        "a club's name is empty, too long or has a line break",
        "il nome di un club è vuoto, troppo lungo o va a capo",
    ),
    (
        "a knockout round seats players who did not win their table",
        "un turno a eliminazione siede chi non ha vinto il suo tavolo",
    ),
    (
        "a penalty after the last round",
        "una penalità dopo l'ultimo turno",
    ),
    ("a penalty out of range", "una penalità fuori misura"),
    (
        "a player is seated before registering or after withdrawing",
        "un giocatore siede prima di iscriversi o dopo il ritiro",
    ),
    (
        "a player is seated twice in a round",
        "un giocatore siede due volte nello stesso turno",
    ),
    (
        "a player joined or withdrew after the last round",
        "un giocatore iscritto o ritirato dopo l'ultimo turno",
    ),
    (
        "a player's name is empty, too long or has a line break",
        "il nome di un giocatore è vuoto, troppo lungo o va a capo",
    ),
    (
        "a round after an incomplete round",
        "un turno dopo un turno incompleto",
    ),
    (
        "a table of the wrong size",
        "un tavolo della misura sbagliata",
    ),
    (
        "a table with too many results",
        "un tavolo con troppi risultati",
    ),
    (
        "more players than a tournament takes",
        "più giocatori di quanti un torneo ne accolga",
    ),
    (
        "more rounds than the tournament plans",
        "più turni di quelli previsti",
    ),
    (
        "two players have the same name",
        "due giocatori con lo stesso nome",
    ),
    (
        "a result does not fit its table",
        "un risultato non corrisponde al suo tavolo",
    ),
    ("settings out of range", "impostazioni fuori misura"),
    (
        "a round's clock of a length its rules do not allow",
        "l'orologio di un turno con una durata che le sue regole non ammettono",
    ),
];

/// A reader's detail (English) in the desk's language.
pub fn file_detail(what: &str, l: Lang) -> String {
    match l {
        Lang::En => what.to_owned(),
        Lang::It => FILE_DETAILS_IT
            .iter()
            .find(|(en, _)| *en == what)
            .map_or(what, |(_, it)| it)
            .to_owned(),
    }
}

/// Why a file (tournament or season) was refused, in words, for "... cannot be read: {0}".
fn file_error_why(e: &FileError, l: Lang) -> String {
    match e {
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
            &[line, column, &file_detail(what, l)],
        ),
        FileError::Inconsistent(what) => fill(
            pick(l, "è incoerente ({0})", "it is inconsistent ({0})"),
            &[&file_detail(what, l)],
        ),
        FileError::Result {
            round,
            table,
            game,
            error,
        } => fill(
            pick(
                l,
                "turno {0}, tavolo {1}, partita {2}: {3}",
                "round {0}, table {1}, game {2}: {3}",
            ),
            &[
                &(round + 1),
                &(table + 1),
                &(game + 1),
                &result_error_text(error, l),
            ],
        ),
    }
}

/// Why a tournament file was refused, in words.
pub fn file_error_text(e: &FileError, l: Lang) -> String {
    let why = file_error_why(e, l);
    fill(
        pick(
            l,
            "Questo file torneo non si può leggere: {0}.",
            "This tournament file cannot be read: {0}.",
        ),
        &[&why],
    )
}

/// Why a season file was refused, in words.
pub fn season_file_error_text(e: &FileError, l: Lang) -> String {
    let why = match e {
        FileError::TooLarge => pick(
            l,
            "è troppo grande per essere una stagione",
            "it is too large to be a season",
        )
        .to_owned(),
        FileError::NotATournament => pick(
            l,
            "non è una stagione di Planisfero",
            "it is not a Planisfero season",
        )
        .to_owned(),
        FileError::UnknownFormat(n) if *n < u64::from(season::OLDEST_FORMAT) => fill(
            pick(
                l,
                "il formato {0} non è un formato di stagione",
                "format {0} is not a season format",
            ),
            &[n],
        ),
        e => file_error_why(e, l),
    };
    fill(
        pick(
            l,
            "Questo file stagione non si può leggere: {0}.",
            "This season file cannot be read: {0}.",
        ),
        &[&why],
    )
}

/// Why the season refused a tournament, in words.
pub fn season_error_text(e: SeasonError, l: Lang) -> String {
    match e {
        SeasonError::Full => fill(
            pick(
                l,
                "la stagione ha già {0} tornei",
                "the season has {0} tournaments already",
            ),
            &[&season::MAX_TOURNAMENTS],
        ),
        SeasonError::NoGames => pick(
            l,
            "il torneo non ha partite registrate",
            "the tournament has no game recorded",
        )
        .to_owned(),
    }
}

/// How the desk writes its CSV files in language `l`: for the spreadsheet of that
/// language, with a UTF-8 byte order mark (without it Excel reads "NiccolÃ²"); in Italian
/// `;` between the fields and a decimal comma, what Italian Excel expects.
pub fn csv_style(l: Lang) -> CsvStyle {
    match l {
        Lang::It => CsvStyle {
            separator: ';',
            decimal_comma: true,
            bom: true,
            head: column_it,
            word: word_it,
        },
        Lang::En => CsvStyle {
            separator: ',',
            decimal_comma: false,
            bom: true,
            head: column_en,
            word: word_en,
        },
    }
}

fn column_it(c: Column) -> String {
    column_head(c, Lang::It)
}

fn column_en(c: Column) -> String {
    column_head(c, Lang::En)
}

fn word_it(w: CsvWord) -> String {
    csv_word(w, Lang::It)
}

fn word_en(w: CsvWord) -> String {
    csv_word(w, Lang::En)
}

/// A word of a CSV cell in the desk's words.
fn csv_word(w: CsvWord, l: Lang) -> String {
    use crate::tournament::season::Family;
    use crate::tournament::RoundKind;
    let (it, en) = match w {
        CsvWord::Kind(RoundKind::Regular) => ("turno", "round"),
        CsvWord::Kind(RoundKind::Knockout) => ("eliminazione", "knockout"),
        CsvWord::Kind(RoundKind::Semifinal) => ("semifinale", "semifinal"),
        CsvWord::Kind(RoundKind::Final) => ("finale", "final"),
        CsvWord::Bye => ("riposa", "bye"),
        CsvWord::Family(Family::Table) => ("tavoli da 4 o 5", "tables of 4 or 5"),
        CsvWord::Family(Family::Testa) => ("testa a testa", "testa a testa"),
    };
    pick(l, it, en).to_owned()
}

/// A CSV column's header in the desk's words.
fn column_head(c: Column, l: Lang) -> String {
    let (it, en) = match c {
        Column::Round(r) => {
            return fill(pick(l, "Turno {0}", "Round {0}"), &[&(r + 1)]);
        }
        Column::Rank => ("Posizione", "Rank"),
        Column::FinalRank => ("Posizione finale", "Final rank"),
        Column::QualificationRank => ("Posizione nei turni", "Rank in the rounds"),
        Column::Name => ("Nome", "Name"),
        Column::Club => ("Club", "Club"),
        Column::Total => ("Totale", "Total"),
        Column::Victories => ("Vittorie", "Victories"),
        Column::Games => ("Partite", "Games"),
        Column::Penalties => ("Penalità", "Penalties"),
        Column::Withdrawn => ("Ritirato", "Withdrawn"),
        Column::Detail => ("Dettaglio", "Detail"),
        Column::Discarded => ("Punti scartati", "Points discarded"),
        Column::DiscardedRounds => ("Turni scartati", "Rounds discarded"),
        Column::RoundNumber => ("Turno", "Round"),
        Column::Kind => ("Tipo", "Kind"),
        Column::Table => ("Tavolo", "Table"),
        Column::Game => ("Partita", "Game"),
        Column::Place => ("Posto", "Place"),
        Column::TablePoints => ("Punti tavolo", "Table points"),
        Column::Eliminated => ("Eliminato", "Eliminated"),
        Column::Risiko => ("RisiKo!", "RisiKo!"),
        Column::TournamentPoints => ("Punti torneo", "Tournament points"),
        Column::Ranking => ("Classifica", "Ranking"),
        Column::Played => ("Tornei giocati", "Tournaments played"),
    };
    pick(l, it, en).to_owned()
}

/// What withdrawing a player seated at a table not yet played (table `table`, 0-based)
/// does to it: she leaves it, or the table cannot play without her.
pub fn unplayed_seat_warning(table: usize, can_leave: bool, l: Lang) -> String {
    let template = if can_leave {
        pick(
            l,
            "Siede al tavolo {0} del turno in corso, non ancora giocato: ritirato tra i turni, lascia il tavolo, che gioca senza di lui.",
            "Seated at table {0} of the current round, not yet played: withdrawn between rounds, the player leaves it and it plays without the player.",
        )
    } else {
        pick(
            l,
            "Siede al tavolo {0} del turno in corso, non ancora giocato, che senza di lui non può giocare: annulla il turno per sedere di nuovo, o registra la partita com'è finita.",
            "Seated at table {0} of the current round, not yet played, which cannot play without the player: undo the round to seat again, or record the game as it ended.",
        )
    };
    fill(template, &[&(table + 1)])
}
