//! The tournament as files: CSV for spreadsheets (standings, tables) and one versioned
//! JSON file that holds everything (another tablet can take over).
//!
//! The JSON, format 5, field by field. Format 1, written before issue 31, had no `tie`
//! and was checked less strictly; format 2 is format 3's layout without the limits of
//! the table points ([`GameResult::check_limits`], issue 46); format 3 had no `log` (the
//! corrections, issue 46 item 7), which format 4 adds and which is read from any format
//! (absent: none); format 4's log holds only results and renames, to which format 5 adds
//! reinstatements, rounds undone, swaps, moves and tables cleared, a player's `surname`
//! apart from the name, and a round's `clock`
//! (issue 46 item 7: the length, when it last started, in ms since the epoch, and the
//! time it ran before a pause). All still read, and a tournament read from one that holds a result
//! past the limits is written back as format 2 (with its `log`), so that a night typed
//! before the limits is never refused afterwards; a format 3 or 4 file with such a
//! result is refused as the desk's form refuses it ([`FileError::Result`]).
//!
//! ```json
//! {
//!   "kind": "planisfero-tournament",   // anything else is not a tournament file
//!   "format": 5,                       // a newer number is refused with a clear message
//!   "app": "0.1.0",                    // the app that wrote it (informative)
//!   "id": "9f86d081884c7d65",          // the tournament's identity; only when not 0
//!   "settings": { "name": "Torneo di Natale", "date": "2026-12-20", "rules": "torneo",
//!                 "format": "italiana", "table_size": 4, "rounds": 3, "games_per_table": 1,
//!                 "discards": 1 },                 // only when some rounds are discarded
//!   "players": [ { "name": "Anna", "surname": "Rossi",   // surname: format 5, only when given
//!                  "club": "Roma" , "joined_after": 0, "withdrawn_after": null } ],
//!   "penalties": [ { "player": 0, "points": 2500, "after_round": 1, "note": "punto 17" } ],
//!   "rounds": [ { "kind": "regular", "method": "balanced", "seed": "00000000000004d2",
//!                 "correction": { "last_tables_of_five": 1 }, "repeated_pairs": 0, "byes": [],
//!                 "tables": [ { "players": [0, 3, 5, 8], "games": 1, "results": [
//!                   { "entries": [ { "player": 3, "table_points": 4500, "eliminated": null,
//!                                    "risiko": false } ],
//!                     "mondo": false, "morto_eliminated_by_winner": false,
//!                     "tie": "outside" } ] } ],         // only where a tie was decided
//!                 "clock": { "minutes": 90, "running_since": 1764533640000,
//!                            "ran_ms": 0 } } ],  // once started; running_since absent: paused
//!   "log": [ { "at": "2026-12-20 22:14", "kind": "result", "round": 0, "table": 0,
//!              "game": 0, "players": [0, 3, 5, 8], "before": [4500, 0, 0, 0],
//!              "after": [5700, 0, 0, 0] },
//!            { "at": "2026-12-20 22:20", "kind": "rename", "player": 3, "from": "Ana",
//!              "to": "Anna" },
//!            { "at": "…", "kind": "reinstate", "player": 3 },
//!            { "at": "…", "kind": "undo_round", "round": 1, "round_kind": "regular" },
//!            { "at": "…", "kind": "swap", "round": 1, "a": { "player": 0, "table": 0,
//!              "seat": 1 }, "b": { "player": 5, "table": 1, "seat": 2 } },
//!            { "at": "…", "kind": "move", "round": 1, "player": 0, "from": 1, "to": 0 },
//!            { "at": "…", "kind": "clear", "round": 1, "table": 0, "players": [0, 3, 5, 8],
//!              "before": [[4000, 3000, 2000, 1000]] } ]  // only when a correction was made
//! }
//! ```
//!
//! Points are hundredths (4500 is 45). [`decode`] checks every field and then the
//! tournament itself (each player seated once per round, every result fits its table):
//! a damaged file is refused with a [`FileError`], never loaded half.

use crate::rules::scoring::Points;
use crate::storage::json::{self, ErrorKind, Node, ObjectWriter, Value};

use super::clock::{round_minutes, RoundClock};
use super::points::{open_summary, Entry, GameResult, ResultError, TieRule};
use super::seating::Correction;
use super::{
    Change, Finals, Format, LogEntry, Penalty, Player, PlayerId, Round, RoundKind, SeatingMethod,
    Settings, Table, Tournament, TournamentRules,
};

/// The format this app writes.
pub const FORMAT: u32 = 5;

/// The format written for a tournament holding a result past the limits of
/// [`GameResult::check_limits`] (read from a file written before them).
pub const UNLIMITED_FORMAT: u32 = 2;

/// The oldest format this app reads.
pub const OLDEST_FORMAT: u32 = 1;

/// Most JSON values a tournament file may hold: more than the largest tournament the desk
/// can make ([`super::MAX_PLAYERS`] players, 100 rounds of testa a testa pairs playing two
/// games), far fewer than a hostile file of [`MAX_FILE_BYTES`] could build.
pub const MAX_VALUES: usize = 1_500_000;

/// The `kind` of a tournament file.
pub const KIND: &str = "planisfero-tournament";

/// Largest file read.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;

/// Why a tournament file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Larger than [`MAX_FILE_BYTES`].
    TooLarge,
    /// The file ends too early (cut off).
    Truncated,
    /// Not JSON at this place.
    Syntax { line: usize, column: usize },
    /// Valid JSON, but not a Planisfero tournament.
    NotATournament,
    /// Written by a newer app (or a number no app ever wrote, below [`OLDEST_FORMAT`]).
    UnknownFormat(u64),
    /// A field is missing or wrong at this place.
    Field {
        line: usize,
        column: usize,
        what: &'static str,
    },
    /// The fields are well formed but the tournament is inconsistent.
    Inconsistent(&'static str),
    /// A recorded result that the desk's form refuses, at this round, table and game
    /// (0-based), with the form's reason.
    Result {
        round: usize,
        table: usize,
        game: usize,
        error: ResultError,
    },
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::TooLarge => f.write_str("the file is too large to be a tournament"),
            FileError::Truncated => f.write_str("the file is cut off: it ends too early"),
            FileError::Syntax { line, column } => {
                write!(f, "the file is damaged at line {line}, column {column}")
            }
            FileError::NotATournament => f.write_str("this file is not a Planisfero tournament"),
            FileError::UnknownFormat(n) if *n < u64::from(OLDEST_FORMAT) => {
                write!(f, "format {n} is not a tournament format")
            }
            FileError::UnknownFormat(n) => {
                write!(f, "format {n} was written by a newer app: update the app")
            }
            FileError::Field { line, column, what } => {
                write!(f, "wrong value at line {line}, column {column}: {what}")
            }
            FileError::Inconsistent(what) => write!(f, "the tournament is inconsistent: {what}"),
            FileError::Result {
                round,
                table,
                game,
                error,
            } => write!(
                f,
                "round {}, table {}, game {}: {error}",
                round + 1,
                table + 1,
                game + 1
            ),
        }
    }
}

impl std::error::Error for FileError {}

// ---------------------------------------------------------------- CSV

/// A CSV text field: always quoted, quotes doubled, and a leading `=`, `+`, `-`, `@`, tab
/// or carriage return neutralised with an apostrophe so that a spreadsheet never reads
/// a name as a formula.
pub fn csv_text(out: &mut String, s: &str) {
    out.push('"');
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        out.push('\'');
    }
    for c in s.chars() {
        if c == '"' {
            out.push('"');
        }
        out.push(c);
    }
    out.push('"');
}

/// A column of the CSV files, whose header [`CsvStyle::head`] words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Rank,
    FinalRank,
    QualificationRank,
    Name,
    Club,
    Total,
    Victories,
    Games,
    Penalties,
    Withdrawn,
    Detail,
    /// The points of one round (0-based) of the standings.
    Round(usize),
    /// The points of the rounds discarded.
    Discarded,
    /// Which rounds were discarded ("2", "1 3").
    DiscardedRounds,
    RoundNumber,
    Kind,
    Table,
    Game,
    Place,
    TablePoints,
    Eliminated,
    Risiko,
    TournamentPoints,
    /// The season's ranking a line belongs to ([`super::season::Family`]).
    Ranking,
    /// Tournaments played in the season.
    Played,
}

impl Column {
    /// The plain header, as the files had before the desk's language: "rank", "round_2".
    pub fn key(self) -> String {
        let k = match self {
            Column::Rank => "rank",
            Column::FinalRank => "final_rank",
            Column::QualificationRank => "qualification_rank",
            Column::Name => "name",
            Column::Club => "club",
            Column::Total => "total",
            Column::Victories => "victories",
            Column::Games => "games",
            Column::Penalties => "penalties",
            Column::Withdrawn => "withdrawn",
            Column::Detail => "detail",
            Column::Round(r) => return format!("round_{}", r + 1),
            Column::Discarded => "discarded",
            Column::DiscardedRounds => "discarded_rounds",
            Column::RoundNumber => "round",
            Column::Kind => "kind",
            Column::Table => "table",
            Column::Game => "game",
            Column::Place => "place",
            Column::TablePoints => "table_points",
            Column::Eliminated => "eliminated",
            Column::Risiko => "risiko",
            Column::TournamentPoints => "tournament_points",
            Column::Ranking => "ranking",
            Column::Played => "played",
        };
        k.to_owned()
    }
}

/// A word a CSV file writes in its cells, which [`CsvStyle::word`] words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CsvWord {
    /// What a round is.
    Kind(super::RoundKind),
    /// A player sitting out a round.
    Bye,
    /// A season's ranking ([`super::season::Family`]).
    Family(super::season::Family),
}

impl CsvWord {
    /// The plain word: the stored key ("regular", "bye", "testa_a_testa").
    pub fn key(self) -> String {
        match self {
            CsvWord::Kind(k) => k.key(),
            CsvWord::Bye => "bye",
            CsvWord::Family(f) => f.key(),
        }
        .to_owned()
    }
}

/// How a CSV file is written: [`CsvStyle::PLAIN`] (RFC 4180: `,`, decimal point, plain
/// headers), or for a spreadsheet in the desk's language (Italian Excel reads `;`
/// between the fields, a decimal comma, and UTF-8 only after a byte order mark).
#[derive(Clone, Copy, Debug)]
pub struct CsvStyle {
    /// Between the fields.
    pub separator: char,
    /// Numbers with a decimal comma ("31,2").
    pub decimal_comma: bool,
    /// The file starts with a UTF-8 byte order mark (U+FEFF).
    pub bom: bool,
    /// The header of a column.
    pub head: fn(Column) -> String,
    /// A word in a cell.
    pub word: fn(CsvWord) -> String,
}

impl CsvStyle {
    /// RFC 4180 with plain headers ([`Column::key`]).
    pub const PLAIN: CsvStyle = CsvStyle {
        separator: ',',
        decimal_comma: false,
        bom: false,
        head: Column::key,
        word: CsvWord::key,
    };

    /// A new file: its byte order mark, if any.
    pub(super) fn start(&self) -> String {
        let mut out = String::new();
        if self.bom {
            out.push('\u{feff}');
        }
        out
    }

    /// The header line of `columns`.
    pub(super) fn header(&self, out: &mut String, columns: &[Column]) {
        let heads: Vec<String> = columns.iter().map(|&c| (self.head)(c)).collect();
        let cells: Vec<Cell<'_>> = heads.iter().map(|h| Cell::Text(h)).collect();
        self.row(out, &cells);
    }

    /// One line.
    pub(super) fn row(&self, out: &mut String, fields: &[Cell<'_>]) {
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                out.push(self.separator);
            }
            match f {
                Cell::Text(s) => csv_text(out, s),
                Cell::Num(s) if self.decimal_comma => out.push_str(&s.replace('.', ",")),
                Cell::Num(s) => out.push_str(s),
            }
        }
        out.push_str("\r\n");
    }
}

pub(super) enum Cell<'a> {
    Text(&'a str),
    /// A number we wrote ourselves: never quoted.
    Num(String),
}

pub(super) fn num(n: impl ToString) -> Cell<'static> {
    Cell::Num(n.to_string())
}

/// [`standings_csv_in`] with [`CsvStyle::PLAIN`].
pub fn standings_csv(t: &Tournament) -> String {
    standings_csv_in(t, &CsvStyle::PLAIN)
}

/// The standings as CSV, best first: rank, name, club, total, victories, games,
/// penalties, withdrawn, detail (`okgiocacon` open), then the points of each round of the
/// standings ([`Tournament::round_scores`]; empty where not seated) and, with discards,
/// the points discarded and which rounds. Once a final table is played
/// ([`Tournament::final_standings`]) the lines follow the final standings, a first column
/// [`Column::FinalRank`] gives that order and the rank is [`Column::QualificationRank`]:
/// the rounds' standings, which the totals are.
pub fn standings_csv_in(t: &Tournament, style: &CsvStyle) -> String {
    let open = t.settings.rules == TournamentRules::OkgiocaconOpen;
    let qualification = t.standings();
    let finals = t.final_standings();
    let scores = t.round_scores();
    let rounds = scores.first().map_or(0, Vec::len);
    let discards = t.settings.discards > 0;
    let mut out = style.start();
    let mut head = Vec::with_capacity(12 + rounds);
    if finals.is_some() {
        head.extend([Column::FinalRank, Column::QualificationRank]);
    } else {
        head.push(Column::Rank);
    }
    head.extend([
        Column::Name,
        Column::Club,
        Column::Total,
        Column::Victories,
        Column::Games,
        Column::Penalties,
        Column::Withdrawn,
        Column::Detail,
    ]);
    head.extend((0..rounds).map(Column::Round));
    if discards {
        head.extend([Column::Discarded, Column::DiscardedRounds]);
    }
    style.header(&mut out, &head);
    for r in finals.as_ref().unwrap_or(&qualification) {
        let p = &t.players[r.player.index()];
        let detail = if open {
            open_summary(&r.places)
        } else {
            String::new()
        };
        let mine = &scores[r.player.index()];
        let mut dropped = String::new();
        for (i, s) in mine.iter().enumerate() {
            if !s.counts && s.points.is_some() {
                if !dropped.is_empty() {
                    dropped.push(' ');
                }
                dropped.push_str(&(i + 1).to_string());
            }
        }
        let mut row = Vec::with_capacity(head.len());
        if finals.is_some() {
            row.push(num(r.rank));
        }
        let rank = qualification.iter().find(|q| q.player == r.player);
        let full = p.full_name();
        row.extend([
            num(rank.map_or(r.rank, |q| q.rank)),
            Cell::Text(&full),
            Cell::Text(p.club.as_deref().unwrap_or("")),
            num(r.total),
            num(r.victories),
            num(r.games),
            num(r.penalties),
            num(u8::from(r.withdrawn)),
            Cell::Text(&detail),
        ]);
        row.extend(
            mine.iter()
                .map(|s| s.points.map_or(Cell::Num(String::new()), num)),
        );
        if discards {
            row.push(num(r.discarded));
            row.push(Cell::Text(&dropped));
        }
        style.row(&mut out, &row);
    }
    out
}

/// [`tables_csv_in`] with [`CsvStyle::PLAIN`].
pub fn tables_csv(t: &Tournament) -> String {
    tables_csv_in(t, &CsvStyle::PLAIN)
}

/// Every round's tables as CSV: one line per player and game, with the result and the
/// tournament points where recorded (empty cells where not yet).
pub fn tables_csv_in(t: &Tournament, style: &CsvStyle) -> String {
    let mut out = style.start();
    style.header(
        &mut out,
        &[
            Column::RoundNumber,
            Column::Kind,
            Column::Table,
            Column::Game,
            Column::Name,
            Column::Club,
            Column::Place,
            Column::TablePoints,
            Column::Eliminated,
            Column::Risiko,
            Column::TournamentPoints,
        ],
    );
    let bye = (style.word)(CsvWord::Bye);
    for (ri, r) in t.rounds.iter().enumerate() {
        let kind = (style.word)(CsvWord::Kind(r.kind));
        for (ti, table) in r.tables.iter().enumerate() {
            let awards = t.awards(ri, ti);
            let games = table.results.len().max(1);
            for g in 0..games {
                for &pid in &table.players {
                    let p = &t.players[pid.index()];
                    let full = p.full_name();
                    let mut row = vec![
                        num(ri + 1),
                        Cell::Text(&kind),
                        num(ti + 1),
                        num(g + 1),
                        Cell::Text(&full),
                        Cell::Text(p.club.as_deref().unwrap_or("")),
                    ];
                    let entry = table
                        .results
                        .get(g)
                        .and_then(|res| res.entries.iter().find(|e| e.player == pid));
                    let award = awards
                        .get(g)
                        .and_then(|a| a.iter().find(|a| a.player == pid));
                    match (entry, award) {
                        (Some(e), Some(a)) => {
                            row.push(num(a.place));
                            row.push(num(e.table_points));
                            row.push(e.eliminated.map_or(Cell::Num(String::new()), num));
                            row.push(num(u8::from(e.risiko)));
                            row.push(num(a.points));
                        }
                        _ => row.extend((0..5).map(|_| Cell::Num(String::new()))),
                    }
                    style.row(&mut out, &row);
                }
            }
        }
        for &pid in &r.byes {
            style.row(
                &mut out,
                &[
                    num(ri + 1),
                    Cell::Text(&bye),
                    Cell::Num(String::new()),
                    Cell::Num(String::new()),
                    Cell::Text(&t.players[pid.index()].full_name()),
                    Cell::Text(t.players[pid.index()].club.as_deref().unwrap_or("")),
                ],
            );
        }
    }
    out
}

// ---------------------------------------------------------------- JSON writer

fn push_bool(out: &mut String, b: bool) {
    out.push_str(if b { "true" } else { "false" });
}

fn push_opt_str(out: &mut String, s: Option<&str>) {
    match s {
        Some(s) => json::push_str(out, s),
        None => out.push_str("null"),
    }
}

/// `v` as 16 lower-case hex digits.
pub(super) fn push_hex(out: &mut String, v: u64) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    for i in (0..16).rev() {
        out.push(char::from(HEX[((v >> (i * 4)) & 15) as usize]));
    }
}

fn push_seed(out: &mut String, seed: u64) {
    out.push('"');
    push_hex(out, seed);
    out.push('"');
}

fn push_ids(out: &mut String, ids: &[PlayerId]) {
    json::push_array(out, ids, |o, p| json::push_u64(o, u64::from(p.0)));
}

fn correction_key(c: Correction) -> (&'static str, usize) {
    match c {
        Correction::None => ("none", 0),
        Correction::LastTablesOfFive(n) => ("last_tables_of_five", n),
        Correction::FirstTablesOfFour(n) => ("first_tables_of_four", n),
        Correction::TablesOfThree(n) => ("tables_of_three", n),
    }
}

fn method_key(m: SeatingMethod) -> &'static str {
    m.key()
}

fn push_result(out: &mut String, g: &GameResult) {
    let mut o = ObjectWriter::new(out);
    json::push_array(o.key("entries"), &g.entries, |out, e| {
        let mut o = ObjectWriter::new(out);
        json::push_u64(o.key("player"), u64::from(e.player.0));
        json::push_i64(o.key("table_points"), e.table_points.0);
        json::push_opt_u32(o.key("eliminated"), e.eliminated);
        push_bool(o.key("risiko"), e.risiko);
        o.end();
    });
    push_bool(o.key("mondo"), g.mondo);
    push_bool(
        o.key("morto_eliminated_by_winner"),
        g.morto_eliminated_by_winner,
    );
    if let Some(tie) = g.tie {
        json::push_str(o.key("tie"), tie.key());
    }
    o.end();
}

/// The whole tournament as one JSON file: format [`FORMAT`], or [`UNLIMITED_FORMAT`] for
/// a tournament holding a result past the limits of [`GameResult::check_limits`] (read
/// from an older file), so that it reads back.
pub fn encode(t: &Tournament) -> String {
    let mut out = String::new();
    let mut o = ObjectWriter::new(&mut out);
    json::push_str(o.key("kind"), KIND);
    let limited = t
        .rounds
        .iter()
        .flat_map(|r| &r.tables)
        .flat_map(|tb| &tb.results)
        .all(|g| g.check_limits(t.settings.rules).is_ok());
    let format = if limited { FORMAT } else { UNLIMITED_FORMAT };
    json::push_u64(o.key("format"), u64::from(format));
    json::push_str(o.key("app"), env!("CARGO_PKG_VERSION"));
    if t.id != 0 {
        push_seed(o.key("id"), t.id);
    }
    {
        let s = &t.settings;
        let out = o.key("settings");
        let mut o = ObjectWriter::new(out);
        json::push_str(o.key("name"), &s.name);
        json::push_str(o.key("date"), &s.date);
        json::push_str(o.key("rules"), s.rules.key());
        json::push_str(o.key("format"), s.format.key());
        json::push_u64(o.key("table_size"), u64::from(s.table_size));
        json::push_u64(o.key("rounds"), u64::from(s.rounds));
        json::push_u64(o.key("games_per_table"), u64::from(s.games_per_table));
        if s.discards > 0 {
            json::push_u64(o.key("discards"), u64::from(s.discards));
        }
        if s.clubs_apart {
            push_bool(o.key("clubs_apart"), true);
        }
        if s.finals.any() {
            let out = o.key("finals");
            let mut o = ObjectWriter::new(out);
            json::push_u64(o.key("direct"), u64::from(s.finals.direct));
            json::push_u64(o.key("semifinalists"), u64::from(s.finals.semifinalists));
            push_bool(o.key("repechage"), s.finals.repechage);
            o.end();
        }
        o.end();
    }
    json::push_array(o.key("players"), &t.players, |out, p| {
        let mut o = ObjectWriter::new(out);
        json::push_str(o.key("name"), &p.name);
        if let Some(s) = &p.surname {
            json::push_str(o.key("surname"), s);
        }
        push_opt_str(o.key("club"), p.club.as_deref());
        json::push_u64(o.key("joined_after"), u64::from(p.joined_after));
        json::push_opt_u32(o.key("withdrawn_after"), p.withdrawn_after);
        o.end();
    });
    json::push_array(o.key("penalties"), &t.penalties, |out, p| {
        let mut o = ObjectWriter::new(out);
        json::push_u64(o.key("player"), u64::from(p.player.0));
        json::push_i64(o.key("points"), p.points.0);
        json::push_u64(o.key("after_round"), u64::from(p.after_round));
        json::push_str(o.key("note"), &p.note);
        o.end();
    });
    json::push_array(o.key("rounds"), &t.rounds, |out, r| {
        let mut o = ObjectWriter::new(out);
        json::push_str(o.key("kind"), r.kind.key());
        json::push_str(o.key("method"), method_key(r.method));
        push_seed(o.key("seed"), r.seed);
        match correction_key(r.correction) {
            ("none", _) => json::push_str(o.key("correction"), "none"),
            (name, n) => json::push_variant(o.key("correction"), name, |out| {
                json::push_u64(out, n as u64)
            }),
        }
        json::push_u64(o.key("repeated_pairs"), u64::from(r.repeated_pairs));
        push_ids(o.key("byes"), &r.byes);
        json::push_array(o.key("tables"), &r.tables, |out, t| {
            let mut o = ObjectWriter::new(out);
            push_ids(o.key("players"), &t.players);
            json::push_u64(o.key("games"), u64::from(t.games));
            json::push_array(o.key("results"), &t.results, push_result);
            o.end();
        });
        if let Some(c) = &r.clock {
            let out = o.key("clock");
            let mut o = ObjectWriter::new(out);
            json::push_u64(o.key("minutes"), u64::from(c.minutes));
            if let Some(since) = c.running_since {
                json::push_u64(o.key("running_since"), since);
            }
            json::push_u64(o.key("ran_ms"), c.ran_ms);
            o.end();
        }
        o.end();
    });
    if !t.log.is_empty() {
        json::push_array(o.key("log"), &t.log, push_log_entry);
    }
    o.end();
    out
}

fn push_log_entry(out: &mut String, e: &LogEntry) {
    let mut o = ObjectWriter::new(out);
    json::push_str(o.key("at"), &e.at);
    match &e.change {
        Change::Result {
            round,
            table,
            game,
            players,
            before,
            after,
        } => {
            json::push_str(o.key("kind"), "result");
            json::push_u64(o.key("round"), u64::from(*round));
            json::push_u64(o.key("table"), u64::from(*table));
            json::push_u64(o.key("game"), u64::from(*game));
            push_ids(o.key("players"), players);
            json::push_array(o.key("before"), before, |o, p| json::push_i64(o, p.0));
            json::push_array(o.key("after"), after, |o, p| json::push_i64(o, p.0));
        }
        Change::Rename { player, from, to } => {
            json::push_str(o.key("kind"), "rename");
            json::push_u64(o.key("player"), u64::from(player.0));
            json::push_str(o.key("from"), from);
            json::push_str(o.key("to"), to);
        }
        Change::Reinstate { player } => {
            json::push_str(o.key("kind"), "reinstate");
            json::push_u64(o.key("player"), u64::from(player.0));
        }
        Change::UndoRound { round, kind } => {
            json::push_str(o.key("kind"), "undo_round");
            json::push_u64(o.key("round"), u64::from(*round));
            json::push_str(o.key("round_kind"), kind.key());
        }
        Change::Swap {
            round,
            a,
            a_at,
            b,
            b_at,
        } => {
            json::push_str(o.key("kind"), "swap");
            json::push_u64(o.key("round"), u64::from(*round));
            for (key, p, (table, seat)) in [("a", a, a_at), ("b", b, b_at)] {
                let out = o.key(key);
                let mut o = ObjectWriter::new(out);
                json::push_u64(o.key("player"), u64::from(p.0));
                json::push_u64(o.key("table"), u64::from(*table));
                json::push_u64(o.key("seat"), u64::from(*seat));
                o.end();
            }
        }
        Change::Move {
            round,
            player,
            from,
            to,
        } => {
            json::push_str(o.key("kind"), "move");
            json::push_u64(o.key("round"), u64::from(*round));
            json::push_u64(o.key("player"), u64::from(player.0));
            json::push_u64(o.key("from"), u64::from(*from));
            json::push_u64(o.key("to"), u64::from(*to));
        }
        Change::Clear {
            round,
            table,
            players,
            before,
        } => {
            json::push_str(o.key("kind"), "clear");
            json::push_u64(o.key("round"), u64::from(*round));
            json::push_u64(o.key("table"), u64::from(*table));
            push_ids(o.key("players"), players);
            json::push_array(o.key("before"), before, |o, g| {
                json::push_array(o, g, |o, p| json::push_i64(o, p.0));
            });
        }
    }
    o.end();
}

/// One entry of the log (format 4, more kinds in format 5; read from any format when present).
fn read_log_entry(n: &Node, players: usize) -> Result<LogEntry, json::Error> {
    let f = n.fields()?;
    let at = f.req("at")?.str()?.to_owned();
    let kind = f.req("kind")?;
    let change = match kind.str()? {
        "result" => {
            let ids = ids(f.req("players")?, players)?;
            let points = |key: &str| -> Result<Vec<Points>, json::Error> {
                let list = f.req(key)?.items()?.try_map(|p| Ok(Points(p.i64()?)))?;
                if list.len() != ids.len() {
                    return Err(json::Error::field(n.at, "one points per player"));
                }
                Ok(list)
            };
            Change::Result {
                round: f.req("round")?.u32()?,
                table: f.req("table")?.u32()?,
                game: f.req("game")?.u32()?,
                before: points("before")?,
                after: points("after")?,
                players: ids,
            }
        }
        "rename" => Change::Rename {
            player: player_id(f.req("player")?, players)?,
            from: f.req("from")?.str()?.to_owned(),
            to: f.req("to")?.str()?.to_owned(),
        },
        "reinstate" => Change::Reinstate {
            player: player_id(f.req("player")?, players)?,
        },
        "undo_round" => Change::UndoRound {
            round: f.req("round")?.u32()?,
            kind: f
                .req("round_kind")?
                .keyed_by(&ROUND_KINDS, RoundKind::key)?,
        },
        "swap" => {
            let seat = |key: &str| -> Result<(PlayerId, (u32, u32)), json::Error> {
                let f = f.req(key)?.fields()?;
                Ok((
                    player_id(f.req("player")?, players)?,
                    (f.req("table")?.u32()?, f.req("seat")?.u32()?),
                ))
            };
            let ((a, a_at), (b, b_at)) = (seat("a")?, seat("b")?);
            Change::Swap {
                round: f.req("round")?.u32()?,
                a,
                a_at,
                b,
                b_at,
            }
        }
        "move" => Change::Move {
            round: f.req("round")?.u32()?,
            player: player_id(f.req("player")?, players)?,
            from: f.req("from")?.u32()?,
            to: f.req("to")?.u32()?,
        },
        "clear" => {
            let ids = ids(f.req("players")?, players)?;
            let before = f.req("before")?.items()?.try_map(|g| {
                let list = g.items()?.try_map(|p| Ok(Points(p.i64()?)))?;
                if list.len() != ids.len() {
                    return Err(json::Error::field(g.at, "one points per player"));
                }
                Ok(list)
            })?;
            Change::Clear {
                round: f.req("round")?.u32()?,
                table: f.req("table")?.u32()?,
                players: ids,
                before,
            }
        }
        _ => return Err(json::Error::field(kind.at, "unknown correction")),
    };
    Ok(LogEntry { at, change })
}

// ---------------------------------------------------------------- JSON reader

const ROUND_KINDS: [RoundKind; 4] = [
    RoundKind::Regular,
    RoundKind::Knockout,
    RoundKind::Semifinal,
    RoundKind::Final,
];

fn bool_of(n: &Node) -> Result<bool, json::Error> {
    match n.value {
        Value::Bool(b) => Ok(b),
        _ => Err(json::Error::field(n.at, "expected true or false")),
    }
}

fn opt_u32(n: Option<&Node>) -> Result<Option<u32>, json::Error> {
    n.map(Node::u32).transpose()
}

fn player_id(n: &Node, players: usize) -> Result<PlayerId, json::Error> {
    let v = n.u32()?;
    if v as usize >= players {
        return Err(json::Error::field(n.at, "no such player"));
    }
    Ok(PlayerId(v))
}

/// `f` over the items of a list, stopping at the first error (a plain loop: smaller in
/// the web app than `collect` into a `Result`).
trait TryMap {
    fn try_map<T>(
        &self,
        f: impl FnMut(&Node) -> Result<T, json::Error>,
    ) -> Result<Vec<T>, json::Error>;
}

impl TryMap for [Node] {
    fn try_map<T>(
        &self,
        mut f: impl FnMut(&Node) -> Result<T, json::Error>,
    ) -> Result<Vec<T>, json::Error> {
        let mut out = Vec::with_capacity(self.len());
        for n in self {
            out.push(f(n)?);
        }
        Ok(out)
    }
}

fn ids(n: &Node, players: usize) -> Result<Vec<PlayerId>, json::Error> {
    n.items()?.try_map(|i| player_id(i, players))
}

fn read_result(n: &Node, players: usize) -> Result<GameResult, json::Error> {
    let f = n.fields()?;
    let entries = f.req("entries")?.items()?.try_map(|e| {
        let f = e.fields()?;
        Ok(Entry {
            player: player_id(f.req("player")?, players)?,
            table_points: Points(f.req("table_points")?.i64()?),
            eliminated: opt_u32(f.opt("eliminated")?)?,
            risiko: bool_of(f.req("risiko")?)?,
        })
    })?;
    Ok(GameResult {
        entries,
        mondo: bool_of(f.req("mondo")?)?,
        morto_eliminated_by_winner: bool_of(f.req("morto_eliminated_by_winner")?)?,
        tie: f
            .opt("tie")?
            .map(|n| n.keyed_by(&TieRule::ALL, TieRule::key))
            .transpose()?,
    })
}

fn read_seed(n: &Node) -> Result<u64, json::Error> {
    let s = n.str()?;
    if s.len() != 16 {
        return Err(json::Error::field(n.at, "a seed is 16 hexadecimal digits"));
    }
    u64::from_str_radix(s, 16)
        .map_err(|_| json::Error::field(n.at, "a seed is 16 hexadecimal digits"))
}

fn read(root: &Node) -> Result<Tournament, json::Error> {
    let f = root.fields()?;
    let s = f.req("settings")?.fields()?;
    let settings = Settings {
        name: s.req("name")?.str()?.to_owned(),
        date: s.req("date")?.str()?.to_owned(),
        rules: s
            .req("rules")?
            .keyed_by(&TournamentRules::ALL, TournamentRules::key)?,
        format: s.req("format")?.keyed_by(&Format::ALL, Format::key)?,
        table_size: u8::try_from(s.req("table_size")?.u32()?).map_err(|_| {
            json::Error::field(s.req("table_size").map_or(0, |n| n.at), "too large")
        })?,
        rounds: s.req("rounds")?.u32()?,
        games_per_table: u8::try_from(s.req("games_per_table")?.u32()?).map_err(|_| {
            json::Error::field(s.req("games_per_table").map_or(0, |n| n.at), "too large")
        })?,
        discards: s.opt("discards")?.map(Node::u32).transpose()?.unwrap_or(0),
        clubs_apart: s
            .opt("clubs_apart")?
            .map(bool_of)
            .transpose()?
            .unwrap_or(false),
        finals: match s.opt("finals")? {
            None => Finals::NONE,
            Some(n) => {
                let f = n.fields()?;
                Finals {
                    direct: f.req("direct")?.u32()?,
                    semifinalists: f.req("semifinalists")?.u32()?,
                    repechage: bool_of(f.req("repechage")?)?,
                }
            }
        },
    };
    let players = f.req("players")?.items()?.try_map(|p| {
        let f = p.fields()?;
        Ok(Player {
            name: f.req("name")?.str()?.to_owned(),
            surname: f
                .opt("surname")?
                .map(Node::str)
                .transpose()?
                .map(str::to_owned),
            club: f
                .opt("club")?
                .map(Node::str)
                .transpose()?
                .map(str::to_owned),
            joined_after: f.req("joined_after")?.u32()?,
            withdrawn_after: opt_u32(f.opt("withdrawn_after")?)?,
        })
    })?;
    let n = players.len();
    let penalties = f.req("penalties")?.items()?.try_map(|p| {
        let f = p.fields()?;
        Ok(Penalty {
            player: player_id(f.req("player")?, n)?,
            points: Points(f.req("points")?.i64()?),
            after_round: f.req("after_round")?.u32()?,
            note: f.req("note")?.str()?.to_owned(),
        })
    })?;
    const METHODS: [SeatingMethod; 3] = SeatingMethod::ALL;
    let rounds = f.req("rounds")?.items()?.try_map(|r| {
        let f = r.fields()?;
        let cnode = f.req("correction")?;
        let correction = match cnode.variant()? {
            ("none", None) => Correction::None,
            (name, Some(d)) => {
                let k = d.usize()?;
                match name {
                    "last_tables_of_five" => Correction::LastTablesOfFive(k),
                    "first_tables_of_four" => Correction::FirstTablesOfFour(k),
                    "tables_of_three" => Correction::TablesOfThree(k),
                    _ => return Err(json::Error::field(cnode.at, "unknown correction")),
                }
            }
            _ => return Err(json::Error::field(cnode.at, "unknown correction")),
        };
        let tables = f.req("tables")?.items()?.try_map(|t| {
            let f = t.fields()?;
            Ok(Table {
                players: ids(f.req("players")?, n)?,
                games: u8::try_from(f.req("games")?.u32()?)
                    .map_err(|_| json::Error::field(t.at, "too many games"))?,
                results: f.req("results")?.items()?.try_map(|g| read_result(g, n))?,
            })
        })?;
        Ok(Round {
            kind: f.req("kind")?.keyed_by(&ROUND_KINDS, RoundKind::key)?,
            method: f.req("method")?.keyed_by(&METHODS, method_key)?,
            seed: read_seed(f.req("seed")?)?,
            correction,
            repeated_pairs: f.req("repeated_pairs")?.u32()?,
            tables,
            byes: ids(f.req("byes")?, n)?,
            clock: match f.opt("clock")? {
                None => None,
                Some(c) => {
                    let f = c.fields()?;
                    Some(RoundClock {
                        minutes: f.req("minutes")?.u32()?,
                        running_since: f.opt("running_since")?.map(Node::u64).transpose()?,
                        ran_ms: f.req("ran_ms")?.u64()?,
                    })
                }
            },
        })
    })?;
    Ok(Tournament {
        settings,
        players,
        penalties,
        rounds,
        id: f.opt("id")?.map(read_seed).transpose()?.unwrap_or(0),
        log: match f.opt("log")? {
            Some(l) => l.items()?.try_map(|e| read_log_entry(e, n))?,
            None => Vec::new(),
        },
    })
}

/// The envelope of a Planisfero file (a tournament's, a season's): at most
/// [`MAX_FILE_BYTES`] and `max_values` JSON values, an object whose `kind` is `kind`
/// (else [`FileError::NotATournament`]) and a numeric `format`. Returns the parsed file
/// and its format.
///
/// # Errors
/// What is wrong and where.
pub(super) fn open_file(
    text: &str,
    kind: &str,
    max_values: usize,
) -> Result<(Node, u64), FileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge);
    }
    let root = json::parse_with_limit(text, max_values).map_err(|e| match e.kind {
        ErrorKind::Eof => FileError::Truncated,
        _ => {
            let (line, column) = e.line_column(text);
            FileError::Syntax { line, column }
        }
    })?;
    let f = root.fields().map_err(|_| FileError::NotATournament)?;
    let found = f.get("kind").ok().flatten().and_then(|k| k.str().ok());
    if found != Some(kind) {
        return Err(FileError::NotATournament);
    }
    let format = f
        .req("format")
        .and_then(Node::u64)
        .map_err(|e| field_error(text, e))?;
    Ok((root, format))
}

/// A field's error in `text` as a [`FileError::Field`] with its line and column.
pub(super) fn field_error(text: &str, e: json::Error) -> FileError {
    let (line, column) = e.line_column(text);
    FileError::Field {
        line,
        column,
        what: e.what,
    }
}

/// Reads a tournament file written by [`encode`].
///
/// # Errors
/// A [`FileError`] saying what is wrong and where.
pub fn decode(text: &str) -> Result<Tournament, FileError> {
    let (root, format) = open_file(text, KIND, MAX_VALUES)?;
    if !(u64::from(OLDEST_FORMAT)..=u64::from(FORMAT)).contains(&format) {
        return Err(FileError::UnknownFormat(format));
    }
    let t = read(&root).map_err(|e| field_error(text, e))?;
    let checks = match format {
        1 => Checks::Format1,
        2 => Checks::Unlimited,
        _ => Checks::All,
    };
    t.check_file(checks)?;
    Ok(t)
}

/// What [`decode`] checks, by the file's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Checks {
    /// Format 1: results checked as then ([`GameResult::check_with`], not strict).
    Format1,
    /// Format 2: results checked strictly, without the limits of the table points.
    Unlimited,
    /// Formats 3 to 5, and every tournament the desk makes: everything.
    All,
}

impl Tournament {
    /// Checks what the operations guarantee: valid settings and names, at most
    /// [`super::MAX_PLAYERS`] players, no more rounds than planned, each player seated at
    /// most once per round and only between registering and withdrawing, knockout rounds
    /// of the previous round's table winners, tables of 2 to 5, results that fit their
    /// tables, no round after an incomplete one.
    ///
    /// # Errors
    /// What is wrong, in English.
    pub fn check(&self) -> Result<(), &'static str> {
        self.check_file(Checks::All).map_err(|e| match e {
            FileError::Inconsistent(what) => what,
            _ => "a result does not fit its table",
        })
    }

    /// [`Tournament::check`] but the limits of the table points, which a tournament read
    /// from a format 2 file may pass in a result typed then: what a correction checks
    /// besides its own result.
    pub(crate) fn check_unlimited(&self) -> Result<(), &'static str> {
        self.check_structure(false)
    }

    /// [`Tournament::check`], with the checks of the file's format: a result past the
    /// limits of the table points is a [`FileError::Result`], anything else
    /// [`FileError::Inconsistent`].
    fn check_file(&self, checks: Checks) -> Result<(), FileError> {
        self.check_structure(checks == Checks::Format1)
            .map_err(FileError::Inconsistent)?;
        if checks != Checks::All {
            return Ok(());
        }
        for (round, r) in self.rounds.iter().enumerate() {
            for (table, t) in r.tables.iter().enumerate() {
                for (game, g) in t.results.iter().enumerate() {
                    g.check_limits(self.settings.rules)
                        .map_err(|error| FileError::Result {
                            round,
                            table,
                            game,
                            error,
                        })?;
                }
            }
        }
        Ok(())
    }

    /// Everything [`Tournament::check`] checks but the limits of the table points;
    /// `lenient` for a format 1 file, whose results were checked less
    /// ([`GameResult::check_with`]).
    fn check_structure(&self, lenient: bool) -> Result<(), &'static str> {
        let strict = !lenient;
        self.settings.check().map_err(|_| "settings out of range")?;
        if self.players.len() > super::MAX_PLAYERS {
            return Err("more players than a tournament takes");
        }
        let rounds = self.rounds.len() as u32;
        let regular = self.settings.rounds as usize;
        let planned = match self.settings.format {
            Format::Italiana if self.settings.rules == TournamentRules::TestaATesta => regular + 2,
            Format::Italiana => {
                let f = self.settings.finals;
                regular + usize::from(f.semifinalists > 0) + usize::from(f.any())
            }
            Format::Knockout => self
                .rounds
                .iter()
                .position(|r| r.kind == RoundKind::Final)
                .map_or(usize::MAX, |f| f + 1),
        };
        if self.rounds.len() > planned {
            return Err("more rounds than the tournament plans");
        }
        let mut names: Vec<String> = Vec::new();
        for p in &self.players {
            let full = p.full_name();
            let n = full.as_str();
            let names_ok = std::iter::once(&p.name)
                .chain(&p.surname)
                .all(|x| super::check_name(x).as_deref() == Ok(x.as_str()));
            if !names_ok {
                return Err("a player's name is empty, too long or has a line break");
            }
            if let Some(c) = &p.club {
                if super::check_name(c).as_deref() != Ok(c.as_str()) {
                    return Err("a club's name is empty, too long or has a line break");
                }
            }
            // A surname apart counts in either order, as registering compares them.
            let mut keys = vec![super::fold_case(n)];
            if let Some(s) = &p.surname {
                keys.push(super::fold_case(&format!("{} {s}", p.name)));
            }
            if keys.iter().any(|k| names.contains(k)) {
                return Err("two players have the same name");
            }
            names.extend(keys);
            if p.joined_after > rounds || p.withdrawn_after.is_some_and(|w| w > rounds) {
                return Err("a player joined or withdrew after the last round");
            }
        }
        if self.penalties.iter().any(|p| p.after_round > rounds) {
            return Err("a penalty after the last round");
        }
        if self
            .penalties
            .iter()
            .any(|p| !(0..=super::MAX_PENALTY.0).contains(&p.points.0))
        {
            return Err("a penalty out of range");
        }
        for (i, r) in self.rounds.iter().enumerate() {
            if i + 1 < self.rounds.len() && !r.is_complete() {
                return Err("a round after an incomplete round");
            }
            let mut seen = vec![false; self.players.len()];
            let seated = r
                .tables
                .iter()
                .flat_map(|t| t.players.iter())
                .chain(&r.byes);
            for p in seated {
                if std::mem::replace(&mut seen[p.index()], true) {
                    return Err("a player is seated twice in a round");
                }
                let player = &self.players[p.index()];
                if player.joined_after as usize > i
                    || player.withdrawn_after.is_some_and(|w| w as usize <= i)
                {
                    return Err("a player is seated before registering or after withdrawing");
                }
            }
            if self.settings.format == Format::Knockout && i > 0 {
                // Those who went on when this round was seated: withdrawn since count.
                let active = |p: PlayerId| {
                    self.players[p.index()]
                        .withdrawn_after
                        .is_none_or(|w| w as usize > i)
                };
                let mut want: Vec<PlayerId> = self.rounds[i - 1]
                    .tables
                    .iter()
                    .filter_map(|t| self.goes_on(t, active))
                    .collect();
                let mut got: Vec<PlayerId> =
                    r.tables.iter().flat_map(|t| t.players.clone()).collect();
                want.sort_unstable();
                got.sort_unstable();
                if want != got {
                    return Err("a knockout round seats players who did not win their table");
                }
            }
            if let Some(c) = &r.clock {
                let (_, allowed) = round_minutes(self.settings.rules, r.kind);
                if !allowed.allows(c.minutes) {
                    return Err("a round's clock of a length its rules do not allow");
                }
            }
            for t in &r.tables {
                if !(2..=5).contains(&t.players.len()) || !(1..=2).contains(&t.games) {
                    return Err("a table of the wrong size");
                }
                if t.results.len() > usize::from(t.games) {
                    return Err("a table with too many results");
                }
                for g in &t.results {
                    g.check_with(&t.players, self.settings.rules, strict)
                        .map_err(|_| "a result does not fit its table")?;
                }
            }
        }
        Ok(())
    }
}
