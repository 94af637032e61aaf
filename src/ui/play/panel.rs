//! The side panel's glue: each region of the panel reads the signals it depends on and
//! calls its render function in [`crate::present::panel`] (whose module doc says what
//! each one shows).

use leptos::prelude::*;

use crate::present::panel::{self, LogTab};
use crate::ui::html::Html;
use crate::ui::html::Markup;
use crate::ui::i18n::Lang;

use super::{PlayUi, Tab};

/// Whose turn, which phase, the round, the clock; the rules and hide buttons.
pub fn strip(ui: PlayUi, l: Lang) -> Markup {
    let elapsed = ui.ag.elapsed_ms();
    ui.st.with(|s| {
        ui.ag
            .with_game(|g| panel::strip(Some(g), s, elapsed, l))
            .unwrap_or_else(|| panel::strip(None, s, elapsed, l))
    })
}

/// The hint and the buttons of the phase (what a computer does while it acts).
pub fn actions(ui: PlayUi, l: Lang) -> Markup {
    if ui.table().computer_acts {
        return panel::computer_turn(&ui.bot.get(), l);
    }
    let hint = ui.bot.with(|b| b.hint);
    ui.st
        .with(|s| {
            ui.ag.with_table(|t| {
                let mut out = panel::actions(t.game(), s, l);
                // The worker rebuilds the game from its save: a sandbox table has none.
                if t.session().is_some() {
                    let mut h = Html::new();
                    let n = t.actions() as u32;
                    let dialog = s.dialog.is_some();
                    crate::present::bots::hint_panel_open(&mut h, t.game(), hint, n, dialog, l);
                    out.append(Markup::of(h));
                }
                out
            })
        })
        .unwrap_or_default()
}

/// The three tab buttons.
pub fn tabs(ui: PlayUi, l: Lang) -> Markup {
    panel::tabs(ui.st.with(|s| s.tab), l)
}

/// The open tab.
pub fn tab_body(ui: PlayUi, l: Lang) -> Markup {
    let mut h = Html::new();
    match ui.st.with(|s| s.tab) {
        Tab::Turn => {
            if let Some(v) = ui.view() {
                ui.st.with(|s| {
                    ui.ag
                        .with_game(|g| panel::turn_tab(&mut h, g, &v, s.battle.as_ref(), l))
                });
            }
        }
        Tab::Players => {
            ui.ag.with_game(|g| panel::players(&mut h, g, l));
        }
        Tab::Log => {
            // The computers' summary, put away, can be read again.
            let table = ui.table();
            let closed = ui.st.with(|s| s.dialog.is_none() && s.follow.is_none());
            if let (Some(person), false, true) = (table.actor, table.computer_acts, closed) {
                let has = ui.ag.with_table(|t| {
                    crate::present::follow::summary(t.game(), t.log(), person, l).is_some()
                });
                if has == Some(true) {
                    crate::present::follow::summary_reopen(&mut h, l);
                }
            }
            let viewer = ui.viewer();
            let pages = ui.st.with(|s| s.log_pages);
            ui.ag.with_table(|t| {
                let tab = LogTab {
                    entries: t.log(),
                    viewer,
                    stats: t.session().is_some(),
                    sounds: crate::ui::sound::on(),
                    pages,
                };
                panel::log(&mut h, t.game(), &tab, l);
            });
        }
    }
    Markup::of(h)
}

/// Who directs the morto and the announcement of the end.
pub fn notes(ui: PlayUi, l: Lang) -> Markup {
    ui.ag.with_game(|g| panel::notes(g, l)).unwrap_or_default()
}

/// Why the last tap did nothing; during "Mostrami", what the arrow shows; the toast of
/// the lone person's last end of turn (shown whoever acts: it stops nobody).
pub fn over_map(ui: PlayUi, l: Lang) -> Markup {
    let mut h = Html::new();
    ui.st.with(|s| {
        if let Some(n) = &s.toast {
            ui.ag
                .with_game(|g| crate::present::layers::toast(&mut h, g, n, s.toast_open, l));
        }
    });
    let mut toast = Markup::of(h);
    toast.append(over_map_rest(ui, l));
    toast
}

fn over_map_rest(ui: PlayUi, l: Lang) -> Markup {
    if let Some(step) = ui.st.with(|s| s.follow) {
        let mut h = Html::new();
        if let Some(person) = ui.table().actor {
            ui.ag.with_table(|t| {
                let s = crate::present::follow::summary(t.game(), t.log(), person, l)?;
                let a = s.arrows.get(step as usize)?;
                crate::present::follow::replay_caption(&mut h, a, step as usize, s.arrows.len(), l);
                Some(())
            });
        }
        return Markup::of(h);
    }
    // While a computer acts: what it just did, in words (the arrows' captions).
    if ui.table().computer_acts {
        let mut h = Html::new();
        ui.ag.with_table(|t| {
            let arrows = crate::present::follow::last_action_arrows(t.game(), t.log(), l);
            crate::present::follow::live_caption(&mut h, &arrows);
        });
        return Markup::of(h);
    }
    ui.st
        .with(|s| ui.ag.with_game(|g| panel::over_map(g, s.why.as_ref(), l)))
        .unwrap_or_default()
}
