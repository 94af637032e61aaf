//! The layer over the play screen's map: which one is on top, read from the signals; its
//! markup is [`crate::present::layers`] (whose module doc lists them), and for Verifica
//! and the dice statistics [`crate::present::verify_pages`].

use leptos::prelude::Get;

use crate::present::act::PlayAct;
use crate::present::html::Markup;
use crate::present::layers::{
    attack, cards, confirm_end_turn, conquest_at, final_table, handover, modal_close, modal_open,
    move_dialog, notice, retire, rules, seat_order, FinalTable, Place,
};
use crate::present::texts::pick;
use crate::present::verify_pages;
use crate::rules::board::TerritoryId;
use crate::rules::Phase;
use crate::ui::html::Html;
use crate::ui::i18n::Lang;
use crate::ui::i18n_app::AppText;

use super::{Dialog, PlayUi};

/// The layer on top, if any.
pub fn layer(ui: PlayUi, l: Lang) -> Markup {
    let mut h = Html::new();
    if !ui.ag.is_some() {
        h.open("div", "overlay")
            .id("no-game")
            .raw(r#"><div class="overlay-card">"#);
        h.el(
            "p",
            "",
            if l == Lang::It {
                "Nessuna partita in corso."
            } else {
                "No game in progress."
            },
        );
        h.button(
            "big-button",
            "no-game-new",
            PlayAct::NewGame,
            AppText::NewGame.text(l),
        )
        .raw("</div></div>");
        return Markup::of(h);
    }
    let s = ui.state();
    let phase = ui.phase();
    if s.intro {
        ui.ag
            .with_table(|t| seat_order(&mut h, t.game(), t.session(), l));
    } else if let Some(n) = &s.notice {
        ui.ag.with_game(|g| notice(&mut h, g, n, l));
    } else if let Some(seat) = ui.handover() {
        ui.ag.with_game(|g| handover(&mut h, g, seat, l));
    } else if phase == Some(Phase::Over) {
        if let Some(step) = s.replay {
            super::replay::with_replay(ui.ag, |r| {
                let g = r.game_at(step as usize);
                crate::present::replay_view::bar(&mut h, r, step as usize, &g, l, false);
            });
        } else if let Some(d @ (Dialog::Verify | Dialog::Stats)) = s.dialog {
            trust_dialog(&mut h, ui, d, l);
        } else if s.dialog == Some(Dialog::Rules) {
            // "?" after the end: the rules of the game just played.
            ui.ag.with_game(|g| rules(&mut h, g, l));
        } else if s.show_final {
            let turning = ui.turning.get();
            ui.ag.with_table(|t| {
                let ft = FinalTable {
                    log: t.log(),
                    session: t.session(),
                    details: s.details,
                    second_started: t
                        .session()
                        .and_then(|x| super::controller::started_second_game(ui, x))
                        .is_some(),
                    turning: super::turning::view(&turning),
                };
                final_table(&mut h, t.game(), &ft, l);
            });
        }
    } else if phase == Some(Phase::Conquest) && !ui.table().computer_acts {
        // Away from the two territories, like the attack dialog it follows.
        let place = ui
            .ag
            .with_game(|g| g.pending_conquest())
            .flatten()
            .and_then(|p| beside(p.from, p.to));
        ui.ag
            .with_game(|g| conquest_at(&mut h, g, (s.amount, place), s.battle.as_ref(), l));
    } else if let Some(d) = s.dialog {
        match d {
            Dialog::Attack { from, to } => {
                let place = beside(from, to);
                ui.ag.with_game(|g| {
                    attack(&mut h, g, (from, to), (s.stop, place), s.battle.as_ref(), l)
                });
            }
            Dialog::Move { from, to } => {
                ui.ag
                    .with_game(|g| move_dialog(&mut h, g, from, to, s.amount, l));
            }
            Dialog::Cards => {
                if let Some(viewer) = ui.viewer() {
                    ui.ag.with_game(|g| cards(&mut h, g, viewer, l));
                }
            }
            Dialog::Rules => {
                ui.ag.with_game(|g| rules(&mut h, g, l));
            }
            Dialog::ExtraRolls => {
                ui.ag
                    .with_game(|g| super::testa::extra_rolls_dialog(&mut h, g, l));
            }
            Dialog::Retire => retire(&mut h, l),
            Dialog::Verify | Dialog::Stats => trust_dialog(&mut h, ui, d, l),
            Dialog::ConfirmEndTurn => {
                ui.ag.with_game(|g| confirm_end_turn(&mut h, g, l));
            }
            Dialog::Summary => {
                if let Some(person) = ui.table().actor {
                    ui.ag.with_table(|t| {
                        let g = t.game();
                        if let Some(s) = crate::present::follow::summary(g, t.log(), person, l) {
                            crate::present::follow::summary_dialog(&mut h, g, &s, l);
                        }
                    });
                }
            }
        }
    }
    Markup::of(h)
}

thread_local! {
    /// The last Verifica or statistics page and what it is of (the game's id, its number
    /// of moves, which page, the language): the layer repaints often, the game is
    /// replayed once.
    static TRUST: std::cell::RefCell<Option<(String, Markup)>> =
        const { std::cell::RefCell::new(None) };
}

/// Verifica (at the end) or the dice statistics, replayed from the session's seed and
/// actions (a sandbox position has neither: the dialog stays empty).
fn trust_dialog(h: &mut Html, ui: PlayUi, d: Dialog, l: Lang) {
    let verify = d == Dialog::Verify;
    let title = if verify {
        pick(l, "Verifica", "Verify")
    } else {
        verify_pages::stats_title(l)
    };
    modal_open(h, if verify { "verify" } else { "stats" }, title, true, l);
    ui.ag.with_session_untracked(|s| {
        let mut key = s.meta().id.clone();
        key.push(':');
        key.push_str(&s.parts().actions.len().to_string());
        key.push_str(if verify { ":v:" } else { ":s:" });
        key.push_str(l.code());
        TRUST.with_borrow_mut(|t| {
            if t.as_ref().is_none_or(|(k, _)| *k != key) {
                let mut p = Html::new();
                verify_pages::page(&mut p, s, verify, l);
                *t = Some((key, Markup::of(p)));
            }
            if let Some((_, page)) = t {
                h.markup(page);
            }
        })
    });
    modal_close(h);
}

/// Where the attack dialog goes so that `from` and `to` stay in sight (issue 30): the side
/// of the play screen with the most room beside the two territories' badges as drawn now,
/// measured against the dialog's usual size (wider than tall), and that room in pixels.
fn beside(from: TerritoryId, to: TerritoryId) -> Place {
    let doc = web_sys::window()?.document()?;
    let play = doc
        .query_selector(".play")
        .ok()??
        .get_bounding_client_rect();
    let (mut l, mut t, mut r, mut b) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    // Each territory's badge (its armies), with room around for its circle and name.
    const AROUND: f64 = 36.0;
    for x in [from, to] {
        let sel = format!("[data-territory=\"{}\"] [data-armies]", x.key());
        let e = doc.query_selector(&sel).ok()??.get_bounding_client_rect();
        (l, t) = (l.min(e.left() - AROUND), t.min(e.top() - AROUND));
        (r, b) = (r.max(e.right() + AROUND), b.max(e.bottom() + AROUND));
    }
    // The room on each side, and the dialog's size across it (its height above or below
    // the territories, its width beside them).
    let sides = [
        ("top", t - play.top(), 420.0),
        ("bottom", play.bottom() - b, 420.0),
        ("left", l - play.left(), 480.0),
        ("right", play.right() - r, 480.0),
    ];
    let (side, room, _) = sides
        .into_iter()
        .max_by(|x, y| (x.1 / x.2).total_cmp(&(y.1 / y.2)))?;
    Some((side, room.max(0.0) as u32))
}
