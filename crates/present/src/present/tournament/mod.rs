//! The tournament desk's screen, native: its state ([`Desk`]), its acts
//! ([`TournamentAct`]), the reducer ([`update`]) and the markup ([`render`]).
//!
//! The desk is its own page (`torneo.html`) with its own wasm (`src/bin/desk.rs`), so that
//! the game's wasm stays small. The glue (`crate::ui::desk`) only reads the forms into a [`Form`],
//! hands acts to [`update`], performs the [`Effect`] (autosave, download, print) and writes
//! [`render`]'s markup. Every name typed by the organiser goes through the HTML writer.
//!
//! By concern: `state` (the desk and its screen's state), `tx` (the fixed texts), `words`
//! (names, points and refusals in words), `forms` (the forms read), `reduce` (the reducer),
//! `imports` (files brought in), `storage` (autosave and load), `markup` (the page, one file
//! per card, and the public screen).
//!
//! [`TournamentAct`]: crate::present::act::TournamentAct

mod desk_text;
mod forms;
mod imports;
mod markup;
mod reduce;
mod state;
mod storage;
mod words;

pub use desk_text::DeskText;
pub use forms::{parse_points, result_from, settings_from};
pub use imports::{decode_text, import, import_players, import_season};
pub use markup::{clock_face, page, public_page, render};
pub use reduce::{update, TournamentAct};
pub use state::{Desk, DeskUi, Effect, Form};
pub use storage::{
    journal_pairs, load, merge_journal, next_stamp, save, save_desk, save_journaled, save_season,
    update_journaled, update_saved, DAMAGED_KEY, SAVED_KEY, SEASON_DAMAGED_KEY, SEASON_KEY,
    STORAGE_KEY,
};
pub use words::{
    correction_text, csv_style, error_text, file_detail, file_error_text, format_name, points,
    result_error_text, rules_name, season_error_text, season_file_error_text, tie_break_text,
    tie_rule_name, FILE_DETAILS_IT,
};
