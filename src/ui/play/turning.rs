//! The final table's turning points (issue 47, item 2) in the browser: read from their
//! record (localStorage, a key per game id beside the save, which never changes), or,
//! the first time a finished game is on the table, asked of the bots' worker in the
//! background ([`crate::worker_protocol::turning_request`]): the table shows "calcolo…"
//! meanwhile ([`crate::present::history::turning`]) and the answer is kept.

use leptos::prelude::*;

use crate::history::TurningPoints;
use crate::rules::Phase;

use super::PlayUi;

/// The record's key: this and the game's id.
pub const KEY_PREFIX: &str = "planisfero.turning.";

/// The turning points of the game on the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Shown {
    #[default]
    None,
    /// Asked of the worker for the game with this id.
    Computing(String),
    /// Ready for the game with this id.
    Ready(String, TurningPoints),
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Once the game on the table is over (a saved game), its turning points: read from the
/// record, else asked of the worker.
pub fn drive(ui: PlayUi) {
    Effect::new(move |_| {
        let Some((id, over)) = ui
            .ag
            .with_session(|s| (s.meta().id.clone(), s.game().phase() == Phase::Over))
        else {
            return;
        };
        let known = ui.turning.with_untracked(|t| match t {
            Shown::None => false,
            Shown::Computing(i) | Shown::Ready(i, _) => *i == id,
        });
        if !over || known {
            return;
        }
        let key = format!("{KEY_PREFIX}{id}");
        if let Some(tp) = storage()
            .and_then(|s| s.get_item(&key).ok().flatten())
            .and_then(|text| TurningPoints::decode(&text))
        {
            ui.turning.set(Shown::Ready(id, tp));
            return;
        }
        let Some(message) = ui.ag.with_session_untracked(|s| {
            let config = s.game().config();
            let computers: Vec<_> = (0..config.seats.len())
                .map(|i| s.computer(crate::rules::SeatId(i as u8)))
                .collect();
            let person = crate::present::bots::lone_person(config, &computers);
            let save = crate::storage::save::encode(s.parts());
            crate::worker_protocol::turning_request(&id, person, &save)
        }) else {
            return;
        };
        ui.turning.set(Shown::Computing(id));
        crate::ui::bots::ask_turning(ui, &message);
    });
}

/// The worker's answer for game `id`: kept in its record and shown, if that game is
/// still the one on the table; an empty record (the save did not replay to an end)
/// shows nothing.
pub fn on_reply(ui: PlayUi, id: &str, record: &str) {
    let tp = TurningPoints::decode(record);
    if let (Some(s), Some(_)) = (storage(), &tp) {
        let _ = s.set_item(&format!("{KEY_PREFIX}{id}"), record);
    }
    ui.turning.try_update(|t| {
        if matches!(t, Shown::Computing(i) if i == id) {
            *t = match tp {
                Some(tp) => Shown::Ready(id.to_owned(), tp),
                None => Shown::None,
            };
        }
    });
}

/// What the final table shows of them.
pub fn view(s: &Shown) -> Option<crate::present::history::turning::Turning<'_>> {
    use crate::present::history::turning::Turning;
    match s {
        Shown::None => None,
        Shown::Computing(_) => Some(Turning::Computing),
        Shown::Ready(_, tp) => Some(Turning::Ready(tp)),
    }
}
