//! The desk's state: the tournament and the screen's own ([`Desk`], [`DeskUi`]), a
//! submitted [`Form`] and the [`Effect`] the glue performs after an act.

use crate::present::lang::Lang;
use crate::tournament::season::Season;
use crate::tournament::Tournament;

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
    /// What was typed in the open result form when it was refused: shown again as typed,
    /// beside the reason, for the organiser to mend.
    pub typed: Option<Form>,
    /// The rename form of this player is open.
    pub renaming: Option<u32>,
    /// This player of the round not started is picked, to swap or move.
    pub picked: Option<u32>,
    /// The score slips of this round are shown (and printed alone).
    pub slips: Option<u32>,
    /// The standings are printed alone (the wall's one page).
    pub print_standings: bool,
    /// The season's card is open.
    pub season_open: bool,
    /// An imported season file, read and checked, waiting for "replace the season?".
    pub pending_season: Option<Box<Season>>,
    /// "Start a new season?" is asked.
    pub confirm_season_clear: bool,
    /// "Take this tournament out of the season?" is asked (its index in the season).
    pub season_removing: Option<u32>,
    /// A message: good (true) or bad, and its text.
    pub message: Option<(bool, String)>,
    /// The time now as the glue last read it ("2026-11-30 21:14", local): when a
    /// correction is noted in the tournament's log.
    pub clock: String,
    /// The time now as the glue last read it, in ms since the epoch: when the round
    /// clock starts, pauses or resumes, and what it shows.
    pub now_ms: u64,
}

/// The whole desk: the current tournament (if any), the season and the screen's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Desk {
    pub tournament: Option<Tournament>,
    /// The club's season: the tournaments played on this tablet, ranked together.
    pub season: Season,
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
    /// The tournament or the season changed: autosave them.
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
