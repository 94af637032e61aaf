//! Files brought in: a tournament file ([`import`]) and registrations from CSV
//! ([`import_players`]), a season file ([`import_season`]).

use crate::present::lang::Lang;
use crate::present::texts::{fill, pick};
use crate::tournament::{export, season};

use super::desk_text::DeskText;
use super::state::{Desk, DeskUi, Effect};
use super::words::{
    season_file_error_text, sentence, {error_text, file_error_text},
};

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
                message: Some((true, DeskText::Imported.text(l).into())),
                ..DeskUi::default()
            };
            Effect::Save
        }
        Err(e) => {
            desk.ui.message = Some((
                false,
                format!(
                    "{} {}",
                    file_error_text(&e, l),
                    DeskText::NothingChanged.text(l)
                ),
            ));
            Effect::None
        }
    }
}

/// The text of a file the organiser picked: UTF-8 (its byte order mark dropped) when the
/// bytes are UTF-8, else Windows-1252, what Italian Excel writes a CSV in by default
/// ("Niccolò" is one byte 0xF2 there, not valid UTF-8).
pub fn decode_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        if !chunk.invalid().is_empty() {
            return bytes.iter().map(|&b| windows_1252(b)).collect();
        }
        out.push_str(chunk.valid());
    }
    out
}

/// One byte of Windows-1252: Latin-1, but for 0x80-0x9F (the euro, typographic quotes and
/// dashes...); the five bytes it leaves undefined are kept as their control characters.
fn windows_1252(b: u8) -> char {
    const HIGH: [u16; 32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ];
    match b {
        0x80..=0x9F => char::from_u32(u32::from(HIGH[usize::from(b - 0x80)])).unwrap_or('?'),
        _ => char::from(b),
    }
}

/// The columns of a registration file, from its header line if it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Columns {
    /// The name (or first name, beside a surname).
    name: Option<usize>,
    /// The surname, written before the name.
    surname: Option<usize>,
    /// The club or team.
    club: Option<usize>,
}

impl Columns {
    /// Without a header: name, then club.
    const PLAIN: Columns = Columns {
        name: Some(0),
        surname: None,
        club: Some(1),
    };

    /// The columns a header line names ("Cognome;Nome;Club", "name,club", ...), if the
    /// line is a header: it names a name or surname column.
    fn of_header(cells: &[String]) -> Option<Columns> {
        let find = |words: &[&str]| {
            cells
                .iter()
                .position(|c| words.contains(&crate::tournament::name_key(c).as_str()))
        };
        let cols = Columns {
            name: find(&[
                "nome",
                "name",
                "first name",
                "giocatore",
                "player",
                "nominativo",
            ]),
            surname: find(&["cognome", "surname", "last name", "family name"]),
            club: find(&["club", "circolo", "squadra", "team", "associazione"]),
        };
        (cols.name.is_some() || cols.surname.is_some()).then_some(cols)
    }

    /// The player's name and surname on a line (issue 46 item 7: the surname kept apart,
    /// so that "dove mi siedo" lists by it). A line with a surname and no name registers
    /// the surname as the name.
    fn name<'c>(&self, cells: &'c [String]) -> (&'c str, Option<&'c str>) {
        let cell = |i: Option<usize>| i.and_then(|i| cells.get(i)).map_or("", |c| c.trim());
        match (cell(self.name), cell(self.surname)) {
            ("", surname) => (surname, None),
            (name, "") => (name, None),
            (name, surname) => (name, Some(surname)),
        }
    }
}

/// Registers the players of a CSV file, its bytes as read ([`decode_text`]: UTF-8 or
/// Windows-1252). One player a line: name, then club if any; or the columns a header line
/// names ("Cognome;Nome;Club": the surname kept apart). Fields separated by
/// `;` or `,` (the first line's), quoted as RFC 4180 says. All or nothing: a bad line
/// (an unbalanced quote, a duplicate or bad name) changes nothing and is named.
pub fn import_players(desk: &mut Desk, file: &[u8], l: Lang) -> Effect {
    let Some(t) = desk.tournament.as_mut() else {
        return Effect::None;
    };
    let text = decode_text(file);
    let mut copy = t.clone();
    let mut added = 0usize;
    // The separator of the first line: a spreadsheet in Italian writes ';'.
    let first = text.lines().next().unwrap_or("");
    let sep = if first.matches(';').count() > first.matches(',').count() {
        ';'
    } else {
        ','
    };
    let mut columns = Columns::PLAIN;
    for (i, line) in text.lines().enumerate() {
        let refuse = |why: String| {
            format!(
                "{} {}: {} {}",
                pick(l, "Riga", "Line"),
                i + 1,
                sentence(why),
                DeskText::NothingChanged.text(l)
            )
        };
        let Some(cells) = csv_cells(line, sep) else {
            let why = pick(
                l,
                "le virgolette aperte non sono chiuse",
                "a quote is opened and never closed",
            );
            desk.ui.message = Some((false, refuse(why.to_owned())));
            return Effect::None;
        };
        if i == 0 {
            if let Some(c) = Columns::of_header(&cells) {
                columns = c;
                continue;
            }
        }
        let (name, surname) = columns.name(&cells);
        if name.is_empty() {
            continue;
        }
        let club = columns
            .club
            .and_then(|c| cells.get(c))
            .map(|c| c.trim())
            .filter(|c| !c.is_empty());
        if let Err(e) = copy.register_full(name, surname, club) {
            desk.ui.message = Some((false, refuse(error_text(&e, l))));
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

/// The fields of one CSV line separated by `sep` (RFC 4180 quotes); `None` when a quote
/// opened on the line is not closed on it (a name never holds a line break).
fn csv_cells(line: &str, sep: char) -> Option<Vec<String>> {
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
    (!quoted).then_some(cells)
}

/// Replaces the season with the one in `text` (an imported season file); over a season
/// holding tournaments, asks first ([`TournamentAct::SeasonImportConfirm`]). A damaged
/// file changes nothing and says why.
///
/// [`TournamentAct::SeasonImportConfirm`]: crate::present::act::TournamentAct::SeasonImportConfirm
pub fn import_season(desk: &mut Desk, text: &str, l: Lang) -> Effect {
    desk.ui.season_open = true;
    match season::decode(text) {
        Ok(s) if !desk.season.tournaments.is_empty() => {
            desk.ui.pending_season = Some(Box::new(s));
            desk.ui.message = None;
            Effect::None
        }
        Ok(s) => {
            desk.season = s;
            desk.ui.message = Some((true, DeskText::SeasonImported.text(l).into()));
            Effect::Save
        }
        Err(e) => {
            desk.ui.message = Some((
                false,
                format!(
                    "{} {}",
                    season_file_error_text(&e, l),
                    DeskText::NothingChanged.text(l)
                ),
            ));
            Effect::None
        }
    }
}
