//! The log of a game as plain text: the play screen's log lines
//! ([`crate::present::i18n_app::event_text`]), each numbered by its action.

use crate::history::Replay;
use crate::present::i18n_app::{event_text, Names};
use crate::present::lang::Lang;
use crate::rules::Game;

/// The log of the first `step` actions, one line per event told, each prefixed with the
/// action's number (right-aligned in 5 columns). `public`: cards drawn by others hidden
/// (use it while the game runs); else everything (at the end).
pub fn log_text(replay: &Replay, step: usize, public: bool, lang: Lang) -> String {
    let step = step.min(replay.len());
    let last: &Game = replay.last();
    let names = Names(last.config());
    let mut out = String::new();
    for (i, events) in replay.events()[..step].iter().enumerate() {
        for e in events {
            let shown = if public {
                last.event_for(e, None)
            } else {
                Some(e.clone())
            };
            if let Some(line) = shown.and_then(|e| event_text(&e, names, lang)) {
                let n = (i + 1).to_string();
                for _ in n.len()..5 {
                    out.push(' ');
                }
                out.push_str(&n);
                out.push_str("  ");
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
    out
}
