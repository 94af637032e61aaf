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
                    sentence(error_text(&e, l)),
                    DeskText::NothingChanged.text(l)
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
