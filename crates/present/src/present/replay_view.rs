//! "Rivedi": a game looked back at, step by step, on a map
//! ([`crate::present::play::board_view`] of [`Replay::game_at`]): a finished game on the
//! play screen, or a saved game still being played from the saved games. This is the bar
//! under the map: where the replay is, a slider over every step, buttons by action, turn
//! and round, and the log lines of the step shown. It only reads the replay: the save is
//! never changed.

use crate::history::Replay;
use crate::present::act::PlayAct;
use crate::present::html::Html;
use crate::present::i18n_app::{event_text, AppText, Names};
use crate::present::lang::Lang;
use crate::present::play::PlayBind;
use crate::present::texts::pick;
use crate::rules::Game;

/// The bar of the replay at `step` (the game after `step` actions; `game` is that
/// game). `unfinished`: a saved game still being played, looked back at from the saved
/// games: only what every player at the table saw (cards drawn unnamed, no objective
/// change), and the way back to the list; else the end of a game, where nothing is
/// secret any more.
pub fn bar(h: &mut Html, r: &Replay, step: usize, game: &Game, l: Lang, unfinished: bool) {
    let len = r.len();
    let step = step.min(len);
    h.open("div", "replay-bar")
        .id("replay")
        .attr_num("data-step", step)
        .attr_num("data-len", len)
        .end();
    h.raw(r#"<p class="replay-where" data-testid="replay-where">"#)
        .raw(pick(l, "Mossa ", "Move "))
        .num(step)
        .raw(pick(l, " di ", " of "))
        .num(len);
    if game.round() > 0 {
        h.raw(" · ")
            .raw(pick(l, "giro ", "round "))
            .num(game.round());
    }
    h.raw("</p>");
    // Every step: the slider (the controller reads `data-bind`).
    h.raw(r#"<input type="range" class="replay-range""#)
        .bind(PlayBind::Replay)
        .raw(r#" data-testid="replay-range" min="0" max=""#)
        .num(len)
        .raw(r#"" value=""#)
        .num(step)
        .raw(r#"" aria-label=""#)
        .raw(pick(l, "Mossa", "Move"))
        .raw(r#"">"#);
    h.raw(r#"<div class="replay-steps">"#);
    let back = step.checked_sub(1);
    let fwd = (step < len).then_some(step + 1);
    let buttons: [(&str, &str, Option<usize>, &str, &str); 6] = [
        (
            "|◀◀",
            "replay-round-back",
            r.previous_round(step),
            "Giro prima",
            "Round before",
        ),
        (
            "◀◀",
            "replay-turn-back",
            r.previous_turn(step),
            "Turno prima",
            "Turn before",
        ),
        ("◀", "replay-back", back, "Mossa prima", "Move before"),
        ("▶", "replay-next", fwd, "Mossa dopo", "Next move"),
        (
            "▶▶",
            "replay-turn-next",
            r.next_turn(step),
            "Turno dopo",
            "Next turn",
        ),
        (
            "▶▶|",
            "replay-round-next",
            r.next_round(step),
            "Giro dopo",
            "Next round",
        ),
    ];
    for (icon, testid, to, it, en) in buttons {
        h.open("button", "step")
            .attr("type", "button")
            .act(PlayAct::ReplayAt(to.unwrap_or(step) as u32))
            .id(testid)
            .attr("aria-label", pick(l, it, en));
        if to.is_none() {
            h.raw(" disabled");
        }
        h.end().raw(icon).close("button");
    }
    h.raw("</div>");
    // The log lines of the action that led here (highlighted: the step shown).
    h.raw(r#"<ol class="replay-lines" data-testid="replay-lines">"#);
    if let Some(i) = back {
        let (last, names) = (r.last(), Names(r.last().config()));
        for line in r.events_of(i).iter().filter_map(|e| match unfinished {
            true => last
                .event_for(e, None)
                .and_then(|e| event_text(&e, names, l)),
            false => event_text(e, names, l),
        }) {
            h.el("li", "", &line);
        }
    }
    h.raw("</ol>");
    if !unfinished {
        h.button(
            "action",
            "replay-export-map",
            PlayAct::ExportMap(step as u32),
            AppText::MapSvg.text(l),
        );
    }
    h.button(
        "action",
        "replay-close",
        PlayAct::ReplayClose,
        match unfinished {
            true => AppText::SavedGames.text(l),
            false => pick(l, "Torna alla classifica", "Back to the final table"),
        },
    );
    h.raw("</div>");
}
