//! What covers the play screen's map, written as HTML strings from the game and the
//! screen's state: full-screen layers (the drawn seat order of a new game, the hand-over
//! between players, the end-of-turn notice, the final table) and dialogs (attack,
//! conquest move, strategic move, cards, rules, end of turn, retirement). Each offers
//! only what the rules allow: `attack_dice_options`, `blitz_limits`, `odds`,
//! `conquest_move_range`, `move_range`, `tradable_tris`. `crate::ui::play::layers`
//! picks the layer on top from the signals and calls these.

use crate::rules::board::TerritoryId;
use crate::rules::{odds, Event, Game, Scoring, SeatId, Standing};
use crate::session::{LogEntry, Session};

use super::act::{Named, PlayAct, Step};
use super::colors::{css, swatch};
use super::html::Html;
use super::i18n_app::{
    card_name, decimal, eliminated_by, end_reason, event_text, objective_text, percent, phase_name,
    points, preset_line, preset_name, tris_name, AppText, Names,
};
use super::lang::Lang;
use super::panel::{battle, card};
use super::play::{BattleView, Notice, PlayBind, Why};
use super::texts::{fill, pick};
use super::{club, testa, verify_pages};

/// "Fine turno" asked once: in the attack phase the strategic move would be lost; in
/// `club`, ending the turn now would freeze the player (point 20, the rules' answer
/// [`Game::end_turn_would_freeze`]).
pub fn confirm_end_turn(h: &mut Html, g: &Game, l: Lang) {
    modal_open(
        h,
        "confirm-end-turn",
        AppText::ConfirmEndTurn.text(l),
        true,
        l,
    );
    if g.end_turn_would_freeze() {
        let weak = g.current_seat().map_or(0, |s| g.weak_territories(s));
        h.open("p", "refusal").id("freeze-warning").end();
        h.text(&fill(
            pick(
                l,
                "Attenzione: finendo il turno ora resti congelato (club, punto 20). Hai {0} territori con 1 o 2 armate (ne bastano {1}): da ora solo in difesa.",
                "Careful: ending the turn now freezes you (club, point 20). You hold {0} territories with 1 or 2 armies ({1} are enough): defending only from now on.",
            ),
            &[&weak, &crate::rules::club::FREEZE_TERRITORIES],
        ));
        h.close("p");
    }
    let attack = g.phase() != crate::rules::Phase::Fortify;
    if attack {
        h.el("p", "", AppText::ConfirmEndTurnText.text(l));
    }
    h.raw(r#"<div class="modal-actions">"#);
    if attack {
        h.button(
            "action",
            "confirm-go-move",
            PlayAct::EndAttacks,
            AppText::GoToMove.text(l),
        );
    }
    h.button(
        "action primary",
        "confirm-end-turn-yes",
        PlayAct::EndTurn,
        AppText::EndTurnNoMove.text(l),
    );
    h.raw("</div>");
    modal_close(h);
}

// ------------------------------------------------------------------ full-screen layers

fn overlay_open(h: &mut Html, class: &str, testid: &str) {
    h.open("div", class).id(testid);
}

/// The turn order drawn for a new game (testa a testa: and who directs the morto first),
/// with the dice fingerprint of its `session` (none for a sandbox position).
pub fn seat_order(h: &mut Html, g: &Game, session: Option<&Session>, l: Lang) {
    overlay_open(h, "overlay", "seat-order");
    h.raw(r#"><div class="overlay-card">"#).el(
        "h2",
        "",
        match g.config().options.seat_order {
            crate::rules::SeatOrder::Random => AppText::SeatOrderTitle,
            crate::rules::SeatOrder::AsGiven => AppText::OrderBy,
        }
        .text(l),
    );
    // The dice fingerprint, shown before the first die (docs/FAIR-DICE.md).
    if let Some(s) = session {
        verify_pages::fingerprint(h, &s.fingerprint(), l);
    }
    h.raw(r#"<ol class="seat-order">"#);
    for (i, &s) in g.turn_order().iter().enumerate() {
        let sc = &g.config().seats[s.index()];
        h.open("li", "")
            .id("seat-order-entry")
            .attr_num("data-seat", s.0)
            .end();
        h.raw(r#"<span class="order-n">"#).num(i + 1).raw("</span>");
        swatch(h, sc.color);
        h.el("span", "", &sc.name).close("li");
    }
    h.raw("</ol>");
    if testa::is_testa(g) {
        let second = session.is_some_and(|s| s.parts().match_link.is_some());
        testa::seat_order_notes(h, g, second, l);
    }
    h.button(
        "big-button",
        "start-play",
        PlayAct::StartPlaying,
        AppText::StartPlaying.text(l),
    );
    h.raw("</div></div>");
}

/// "Tocca a Giulia: passa il tablet". Nothing secret; the player taps to reveal.
pub fn handover(h: &mut Html, g: &Game, seat: SeatId, l: Lang) {
    let sc = &g.config().seats[seat.index()];
    overlay_open(h, "overlay handover", "handover");
    h.attr_num("data-seat", seat.0)
        .raw(r#" style="--seat:"#)
        .raw(css(sc.color))
        .raw(r#""><div class="overlay-card">"#);
    swatch(h, sc.color);
    // The morto's turn names its director (testa a testa).
    if !super::testa::handover_title(h, g, l) {
        h.open("h2", "").id("handover-title").end();
        match l {
            Lang::It => h.raw("Tocca a ").text(&sc.name).raw(": "),
            Lang::En => h.text(&sc.name).raw("'s turn: "),
        };
        h.text(AppText::PassTablet.text(l)).close("h2");
    }
    h.open("p", "handover-phase")
        .end()
        .text(phase_name(g.phase(), l));
    if g.round() > 0 {
        h.raw(" · ")
            .text(AppText::Round.text(l))
            .raw(" ")
            .num(g.round());
    }
    h.close("p");
    h.open_button_focus("big-button", "handover-reveal", PlayAct::Reveal);
    match l {
        Lang::It => h.raw("Sono ").text(&sc.name).raw(": mostra"),
        Lang::En => h.raw("I am ").text(&sc.name).raw(": show"),
    };
    h.raw("</button></div></div>");
}

/// The end of a turn: the card drawn (for its owner's eyes, before the tablet is passed)
/// and the sdadata rolls.
pub fn notice(h: &mut Html, g: &Game, n: &Notice, l: Lang) {
    let names = Names(g.config());
    overlay_open(h, "overlay", "turn-end-notice");
    let rolled = n
        .events
        .iter()
        .any(|e| matches!(e, Event::SdadataRoll { .. }));
    h.attr_num("data-seat", n.seat.0)
        .raw(r#"><div class="overlay-card">"#)
        .el(
            "h2",
            "",
            if rolled {
                "Sdadata"
            } else {
                AppText::EndTurn.text(l)
            },
        );
    // Two cards for a conquest in a `club` supplementary turn (point 2).
    if let Some(c) = n.cards.first() {
        h.open("p", "card-drawn")
            .id("card-drawn")
            .attr("data-card", c.territory().map_or("jolly", |t| t.key()))
            .attr_num("data-count", n.cards.len())
            .end();
        // The morto's card is public: said of it, not to it.
        match (g.is_virtual(n.seat), l) {
            (true, Lang::It) => h.raw("Il morto ha pescato: "),
            (true, Lang::En) => h.raw("The morto drew: "),
            (false, Lang::It) => h.text(names.of(n.seat)).raw(", hai pescato: "),
            (false, Lang::En) => h.text(names.of(n.seat)).raw(", you drew: "),
        };
        for (i, c) in n.cards.iter().enumerate() {
            if i > 0 {
                h.raw(", ");
            }
            h.text(&card_name(*c, l));
        }
        h.close("p");
    }
    // Each sdadata roll as a moment of its own: the two dice, the sum, the numbers that
    // end the game this round, the verdict. Testa a testa's extra rolls come one by one
    // (style/play.css, none with reduced motion), "Mostra tutti" shows them at once: a
    // checkbox before them, read by the CSS (no code in the wasm).
    let rolls = n
        .events
        .iter()
        .filter(|e| matches!(e, Event::SdadataRoll { .. }))
        .count();
    let staged = rolls > 1;
    // The sdadata is a roll the player makes: what ends the game first, then a tap on
    // "Tira i dadi" shows the dice and the verdict (a checkbox read by the CSS, focusable
    // from the keyboard; the roll itself was made by the rules when the turn ended).
    let first = n.events.iter().find_map(|e| match e {
        Event::SdadataRoll { min, max, .. } => Some((*min, *max)),
        _ => None,
    });
    if let Some((min, max)) = first {
        h.raw(r#"<input type="checkbox" id="sd-roll" class="sd-roll">"#);
        h.open("p", "sd-threshold").id("sdadata-threshold").end();
        h.text(pick(l, "La partita finisce con ", "The game ends on "))
            .num(min);
        if max > min {
            h.raw("–").num(max);
        }
        h.close("p");
        h.open("label", "big-button sd-roll-label")
            .attr("for", "sd-roll")
            .id("sdadata-roll-dice")
            .end()
            .text(pick(l, "Tira i dadi", "Roll the dice"))
            .close("label");
    }
    if staged {
        h.raw(r#"<input type="checkbox" id="sd-all" class="sd-all" hidden>"#);
        h.open("label", "action sd-all-label")
            .attr("for", "sd-all")
            .id("sdadata-show-all")
            .end()
            .text(AppText::ShowAll.text(l))
            .close("label");
    }
    let mut k = 0u32;
    let stage = |h: &mut Html, k: u32| {
        if staged {
            let mut style = String::from("--i:");
            crate::storage::json::push_u64(&mut style, u64::from(k));
            h.attr("style", &style);
        }
    };
    for e in &n.events {
        if let Event::SdadataRoll {
            dice,
            sum,
            min,
            max,
            ends,
            ..
        } = e
        {
            h.open("div", "sdadata-dice")
                .id("sdadata-dice")
                .attr_num("data-sum", *sum)
                .attr("data-ends", if *ends { "true" } else { "false" });
            stage(h, k);
            k += 1;
            h.end();
            for d in dice {
                h.open("span", "die sdadata")
                    .attr_num("data-face", *d)
                    .end()
                    .num(*d)
                    .close("span");
            }
            h.raw(r#"<span class="sdadata-sum">= "#)
                .num(*sum)
                .raw(r#"</span><span class="muted">"#)
                .text(pick(l, "finisce con ", "ends on "))
                .num(*min);
            if max > min {
                h.raw("–").num(*max);
            }
            h.raw("</span>");
            h.el(
                "strong",
                "verdict",
                if *ends {
                    pick(l, "La partita finisce", "The game ends")
                } else {
                    pick(l, "Si continua", "Play goes on")
                },
            );
            h.close("div");
        }
    }
    h.raw(r#"<ul class="notice-lines">"#);
    let mut k = 0u32;
    for e in &n.events {
        let Some(line) = event_text(e, names, l) else {
            continue;
        };
        h.open("li", "").id("sdadata-roll");
        if matches!(e, Event::SdadataRoll { .. }) {
            stage(h, k);
            k += 1;
        }
        h.end().text(&line).close("li");
    }
    h.raw("</ul>");
    h.button(
        "big-button",
        "notice-ok",
        PlayAct::NoticeOk,
        AppText::Ok.text(l),
    );
    h.raw("</div></div>");
}

/// With one person at the table, the end of that person's turn told in a toast over the
/// map that stops nobody (issue 43, item 4: [`super::play::after_person`]): the card
/// drawn and the extra rolls earned. Folded (a tap, or by itself after a while), it is a
/// chip that opens it again.
pub fn toast(h: &mut Html, g: &Game, n: &Notice, open: bool, l: Lang) {
    let names = Names(g.config());
    let mut lines: Vec<String> = Vec::new();
    if !n.cards.is_empty() {
        let drawn: Vec<String> = n.cards.iter().map(|c| card_name(*c, l)).collect();
        // The morto's card (the person directs it) is said of it, not to it.
        let said = if g.is_virtual(n.seat) {
            pick(l, "Il morto ha pescato: {0}", "The morto drew: {0}")
        } else {
            pick(l, "Hai pescato: {0}", "You drew: {0}")
        };
        lines.push(fill(said, &[&drawn.join(", ")]));
    }
    lines.extend(n.events.iter().filter_map(|e| event_text(e, names, l)));
    let Some(first) = lines.first() else {
        return;
    };
    if !open {
        h.open("button", "toast-chip")
            .attr("type", "button")
            .act(PlayAct::ToastOpen)
            .id("toast-chip")
            .attr_num("data-count", n.cards.len())
            .end()
            .text(first)
            .close("button");
        return;
    }
    h.open("div", "toast")
        .id("toast")
        .attr("role", "status")
        .attr_num("data-seat", n.seat.0);
    if let Some(c) = n.cards.first() {
        h.attr("data-card", c.territory().map_or("jolly", |t| t.key()))
            .attr_num("data-count", n.cards.len());
    }
    h.end().raw(r#"<ul class="toast-lines">"#);
    for line in &lines {
        h.el("li", "", line);
    }
    h.raw("</ul>");
    h.open("button", "icon-button")
        .attr("type", "button")
        .act(PlayAct::ToastClose)
        .id("toast-close")
        .attr("aria-label", AppText::Close.text(l))
        .end()
        .raw("×</button></div>");
}

/// The open-championship label of a place: "1V", "Sec", "Ter"...
fn open_label(place: u32) -> &'static str {
    match place {
        1 => "1V",
        2 => "Sec",
        3 => "Ter",
        4 => "Qua",
        _ => "Qui",
    }
}

/// Why `a` ranks above `b` when their table points are equal (docs/RULES.md §3: values
/// outside the objective, armies on the objective, all armies, dice).
pub fn tie_break_text(
    a: &Standing,
    b: &Standing,
    scoring: Scoring,
    names: Names<'_>,
    l: Lang,
) -> Option<String> {
    if a.table_points != b.table_points || a.eliminated.is_some() || b.eliminated.is_some() {
        return None;
    }
    let mut keys: Vec<(&str, &str, u32, u32)> = Vec::new();
    if scoring != Scoring::TerritoryCount {
        keys.push((
            "i valori dei territori fuori obiettivo",
            "values of territories outside the objective",
            a.outside_values,
            b.outside_values,
        ));
        keys.push((
            "le armate sui territori dell'obiettivo",
            "armies on the objective's territories",
            a.armies_in_objective,
            b.armies_in_objective,
        ));
    }
    keys.push((
        "le armate sulla mappa",
        "armies on the map",
        a.armies_total,
        b.armies_total,
    ));
    keys.push((
        "i dadi di spareggio",
        "tie-break dice",
        a.tie_die.map_or(0, u32::from),
        b.tie_die.map_or(0, u32::from),
    ));
    let (ki, ke, x, y) = keys.into_iter().find(|k| k.2 != k.3)?;
    let pts = points(a.table_points, l);
    Some(fill(
        pick(
            l,
            "{0} e {1} a pari punti ({2}): decidono {3}, {4} contro {5}.",
            "{0} and {1} tie on points ({2}): decided by the {6}, {4} against {5}.",
        ),
        &[&names.of(a.seat), &names.of(b.seat), &pts, &ki, &x, &y, &ke],
    ))
}

/// What the final table shows besides the game.
pub struct FinalTable<'a> {
    /// Every event of the game, oldest first (the sdadata rolls are listed).
    pub log: &'a [LogEntry],
    /// The saved game (none for a sandbox position): Rivedi, Verifica, exports, the match.
    pub session: Option<&'a Session>,
    /// The secondary columns are shown ([`super::play::UiState::details`]).
    pub details: bool,
    /// The second game of this first game of a match was started and saved.
    pub second_started: bool,
    /// The turning points (a saved game): being computed, or ready.
    pub turning: Option<super::history::turning::Turning<'a>>,
}

/// The final table: table points, tie-breaks applied and shown, tournament points, the
/// sdadata rolls; rematch or new game.
pub fn final_table(h: &mut Html, g: &Game, t: &FinalTable, l: Lang) {
    let Some(outcome) = g.outcome() else { return };
    let names = Names(g.config());
    let scoring = g.rules().scoring;
    let tiebreaks = scoring != Scoring::TerritoryCount;
    overlay_open(h, "overlay final", "final-table");
    h.raw(">");
    // The end of a long game celebrated: confetti falling once behind the table (none
    // with reduced motion, style/play.css).
    h.raw(r#"<div class="celebrate" data-testid="celebrate" aria-hidden="true">"#);
    for k in 0..18u32 {
        h.raw(r#"<i style="--k:"#).num(k).raw(r#""></i>"#);
    }
    h.raw(r#"</div><div class="overlay-card wide">"#);
    if matches!(outcome.reason, crate::rules::EndReason::Risiko { .. }) {
        h.open("p", "risiko").id("risiko").end().raw("RisiKo!</p>");
    }
    h.el("h2", "", AppText::FinalTable.text(l));
    h.open("p", "end-reason")
        .id("end-reason")
        .end()
        .text(&end_reason(&outcome.reason, names, l))
        .close("p");
    if let Some(w) = outcome.winner() {
        h.open("p", "winner")
            .id("winner")
            .attr_num("data-seat", w.0)
            .end();
        match l {
            Lang::It => h.raw("Vince ").text(names.of(w)),
            Lang::En => h.text(names.of(w)).raw(" wins"),
        };
        h.close("p");
    }
    // The secondary columns (tie-breaks) behind "Dettagli"; the die's only when
    // dice decided a tie.
    let details = t.details;
    let dice = outcome.standings.iter().any(|s| s.tie_die.is_some());
    h.open("button", "chip-button details-toggle")
        .attr("type", "button")
        .act(PlayAct::FinalDetails)
        .id("final-details")
        .attr("aria-expanded", if details { "true" } else { "false" })
        .end()
        .raw(if details { "▾ " } else { "▸ " })
        .text(AppText::Details.text(l))
        .close("button");
    h.raw(r#"<div class="table-scroll" tabindex="0"><table class="final-table" data-details=""#)
        .raw(if details { "true" } else { "false" })
        .raw(r#""><thead><tr>"#);
    let mut heads = vec![
        (AppText::Place, ""),
        (AppText::Player, ""),
        (AppText::TablePoints, ""),
        (AppText::Territories, "more"),
    ];
    if tiebreaks {
        heads.extend([
            (AppText::TieOutside, "more"),
            (AppText::TieInObjective, "more"),
        ]);
    }
    heads.push((AppText::TieArmies, "more"));
    if dice {
        heads.push((AppText::TieDie, "more"));
    }
    if outcome.tournament_points.is_some() {
        heads.extend([(AppText::TeamPoints, ""), (AppText::OpenPoints, "")]);
    }
    let club = super::club::is_club(g);
    if club {
        heads.push((AppText::RankingPoints, ""));
    }
    for (m, class) in heads {
        h.el("th", class, m.text(l));
    }
    h.raw("</tr></thead><tbody>");
    for s in &outcome.standings {
        let sc = &g.config().seats[s.seat.index()];
        h.open("tr", "")
            .id("standing")
            .attr_num("data-seat", s.seat.0)
            .attr_num("data-place", s.place)
            .attr("data-points", &s.table_points.to_string())
            .end();
        h.raw(r#"<td class="place">"#)
            .num(s.place)
            .raw(r#"</td><td class="who">"#);
        swatch(h, sc.color);
        h.text(&sc.name);
        if s.risiko {
            h.raw(r#" <strong class="tag">RisiKo!</strong>"#);
            // `club`: territories lost after the RisiKo! do not rank it lower
            // (docs/RULINGS.md); the table still says what happened.
            if let (None, Some(e)) = (s.eliminated, g.elimination(s.seat)) {
                h.raw(r#" <em class="tag" data-testid="lost-after-risiko">("#)
                    .text(pick(
                        l,
                        "territori persi dopo il RisiKo!",
                        "territories lost after the RisiKo!",
                    ))
                    .raw(", ")
                    .text(&eliminated_by(names.of(e.by), e.round, l))
                    .raw(")</em>");
            }
        }
        if let Some(o) = s.eliminated {
            h.raw(r#" <em class="tag">("#)
                .text(AppText::Eliminated.text(l))
                .raw(" ")
                .num(o)
                .raw("°");
            // By whom and when: what a referee asks first.
            if let Some(e) = g.elimination(s.seat) {
                h.raw(", ").text(&eliminated_by(names.of(e.by), e.round, l));
            }
            h.raw(")</em>");
        }
        // The objective, revealed at the end, under the name (a column of its own
        // would not fit a portrait tablet).
        if let Some(o) = s.objective {
            h.raw(r#"<span class="objective">"#)
                .text(&objective_text(o, l))
                .raw("</span>");
        }
        h.raw(r#"</td><td class="points" data-testid="standing-points">"#)
            .text(&points(s.table_points, l));
        if scoring == Scoring::TestaATesta {
            super::testa::table_breakdown(h, g, s.seat, s.objective, l);
        }
        h.raw(r#"</td><td class="more">"#).num(s.territories);
        if tiebreaks {
            h.raw(r#"</td><td class="more">"#)
                .num(s.outside_values)
                .raw(r#"</td><td class="more">"#)
                .num(s.armies_in_objective);
        }
        h.raw(r#"</td><td class="more">"#).num(s.armies_total);
        if dice {
            h.raw(r#"</td><td class="more">"#);
            if let Some(d) = s.tie_die {
                h.num(d);
            }
        }
        h.raw("</td>");
        if let Some(tp) = outcome
            .tournament_points
            .as_ref()
            .and_then(|v| v.iter().find(|x| x.seat == s.seat))
        {
            h.raw(r#"<td data-testid="team-points">"#)
                .text(&points(tp.team, l));
            h.raw(r#"</td><td data-testid="open-points">"#)
                .raw(open_label(tp.open_place))
                .raw(" ");
            if tp.open_diff.0 >= 0 {
                h.raw("+");
            }
            h.text(&points(tp.open_diff, l)).raw("</td>");
        }
        if club {
            super::club::ranking_cell(h, outcome, s.seat, l);
        }
        h.raw("</tr>");
    }
    h.raw("</tbody></table></div>");
    if let Some(session) = t.session {
        super::testa::match_section(h, session, l);
    }
    h.open("ul", "tie-notes").id("tie-notes").end();
    for w in outcome.standings.windows(2) {
        if let Some(text) = tie_break_text(&w[0], &w[1], scoring, names, l) {
            h.el("li", "", &text);
        }
    }
    h.close("ul");
    let rolls: Vec<String> = t
        .log
        .iter()
        .filter(|e| {
            matches!(
                e.event,
                Event::SdadataRoll { .. } | Event::SdadataSkipped { .. }
            )
        })
        .filter_map(|e| event_text(&e.event, names, l))
        .collect();
    if !rolls.is_empty() {
        h.el("h3", "", AppText::SdadataRolls.text(l));
        h.open("ul", "sdadata-list").id("sdadata-rolls").end();
        for r in rolls {
            h.open("li", "")
                .id("sdadata-roll")
                .end()
                .text(&r)
                .close("li");
        }
        h.close("ul");
    }
    if let Some(turning) = t.turning {
        super::history::turning::section(h, turning, g.config(), l);
    }
    h.raw(r#"<div class="modal-actions">"#);
    h.button(
        "action",
        "final-hide",
        PlayAct::FinalHide,
        if l == Lang::It {
            "Guarda la mappa"
        } else {
            "Look at the map"
        },
    );
    h.button(
        "action",
        "new-game",
        PlayAct::NewGame,
        AppText::NewGame.text(l),
    );
    if t.session.is_some() {
        h.button(
            "action",
            "replay-open",
            PlayAct::ReplayAt(0),
            AppText::Replay.text(l),
        );
        h.button(
            "action",
            "verify",
            PlayAct::Verify,
            pick(l, "Verifica", "Verify"),
        );
        h.button(
            "action",
            "final-stats",
            PlayAct::Stats,
            verify_pages::stats_title(l),
        );
        h.button(
            "action",
            "export-log",
            PlayAct::ExportLog,
            pick(l, "Registro (.txt)", "Log (.txt)"),
        );
        h.button(
            "action",
            "export-map",
            PlayAct::ExportMap(u32::MAX),
            AppText::MapSvg.text(l),
        );
    }
    // A first game whose second game was started already leads back to it (never to
    // a duplicate second game).
    if t.second_started {
        h.button(
            "action primary",
            "continue-second-game",
            PlayAct::ContinueSecondGame,
            AppText::ContinueSecondGame.text(l),
        );
    } else if t.session.is_some_and(testa::second_game_offered) {
        h.button(
            "action primary",
            "second-game",
            PlayAct::SecondGame,
            AppText::SecondGame.text(l),
        );
    } else {
        h.button(
            "action primary",
            "rematch",
            PlayAct::Rematch,
            AppText::Rematch.text(l),
        );
    }
    h.raw("</div></div></div>");
}

// ------------------------------------------------------------------ dialogs

/// Opens a modal: backdrop, card, title and (if `closable`) the close button.
pub fn modal_open(h: &mut Html, testid: &str, title: &str, closable: bool, l: Lang) {
    modal_open_at(h, testid, title, closable, None, l);
}

/// Where a dialog goes to keep part of the map in sight: the side of the play screen
/// (`top`, `bottom`, `left`, `right`) and the room there in pixels.
pub type Place = Option<(&'static str, u32)>;

/// [`modal_open`] on the side `place` says (centred without one).
pub fn modal_open_at(
    h: &mut Html,
    testid: &str,
    title: &str,
    closable: bool,
    place: Place,
    l: Lang,
) {
    h.raw(r#"<div class="modal-backdrop""#);
    if let Some((side, room)) = place {
        h.attr("data-place", side)
            .raw(r#" style="--room:"#)
            .num(room)
            .raw(r#"px""#);
    }
    h.raw(r#"><div class="modal" role="dialog" aria-modal="true""#);
    h.attr("aria-label", title)
        .id(testid)
        .raw(r#"><div class="modal-head">"#)
        .el("h2", "", title);
    if closable {
        h.open("button", "icon-button")
            .attr("type", "button")
            .act(PlayAct::Close)
            .id(&format!("{testid}-close"))
            .attr("aria-label", AppText::Close.text(l))
            .end()
            .raw("×</button>");
    }
    h.raw("</div>");
}

pub fn modal_close(h: &mut Html) {
    h.raw("</div></div>");
}

/// A number chooser within `[min, max]`: − and + buttons, a slider and the value.
/// `bind` is the value's name for [`PlayUi::on_input`], `act` the buttons' act, `label`
/// the slider's accessible name.
fn amount(
    h: &mut Html,
    (bind, act): (PlayBind, fn(Step) -> PlayAct),
    (testid, label): (&str, &str),
    value: u32,
    min: u32,
    max: u32,
) {
    h.raw(r#"<div class="amount">"#);
    h.open_button(
        "step",
        &format!("{testid}-minus"),
        act(Step::Minus),
        value <= min,
    )
    .raw("−</button>");
    h.open("input", "")
        .attr("type", "range")
        .bind(bind)
        .attr("aria-label", label)
        .id(&format!("{testid}-range"))
        .attr_num("min", min)
        .attr_num("max", max)
        .attr_num("value", value)
        .attr("step", "1")
        .end();
    h.open_button(
        "step",
        &format!("{testid}-plus"),
        act(Step::Plus),
        value >= max,
    )
    .raw("+</button>");
    h.open("output", "amount-value")
        .id(testid)
        .attr("data-show", bind.key())
        .attr_num("data-min", min)
        .attr_num("data-max", max)
        .end()
        .num(value)
        .raw("</output></div>");
}

/// Attack from `from` into `to`: the exact odds of the fight (to the blitz limit
/// `stop`), the dice the rules allow, the blitz, and the `last` throw; on the side
/// `place` (away from the two territories, which stay in sight).
pub fn attack(
    h: &mut Html,
    g: &Game,
    (from, to): (TerritoryId, TerritoryId),
    (stop, place): (u32, Place),
    last: Option<&BattleView>,
    l: Lang,
) {
    let title = format!("{} → {}", l.territory(from), l.territory(to));
    modal_open_at(h, "attack-dialog", &title, true, place, l);
    let (a, d, ddice) = (g.armies(from), g.armies(to), g.defender_dice_against(to));
    let defender = g
        .config()
        .seats
        .get(g.owner(to).index())
        .map_or(pick(l, "neutrale", "neutral"), |s| s.name.as_str());
    h.open("p", "sides")
        .id("attack-sides")
        .attr_num("data-attacker", a)
        .attr_num("data-defender", d)
        .end();
    // The morto's attack is said of it (its director is at the tablet).
    let morto = g.director().is_some();
    match (l, morto) {
        (Lang::It, false) => h.raw("Attacchi con "),
        (Lang::It, true) => h.raw("Il morto attacca con "),
        (Lang::En, false) => h.raw("You attack with "),
        (Lang::En, true) => h.raw("The morto attacks with "),
    };
    // One army stays home: the attack is made with the others.
    match l {
        Lang::It => h
            .num(a.saturating_sub(1))
            .raw(" armate (una resta a casa); ")
            .text(defender)
            .raw(" difende con ")
            .num(d)
            .raw(" e lancia ")
            .num(ddice)
            .raw(if ddice == 1 { " dado." } else { " dadi." }),
        Lang::En => h
            .num(a.saturating_sub(1))
            .raw(" armies (one stays home); ")
            .text(defender)
            .raw(" defends with ")
            .num(d)
            .raw(" and rolls ")
            .num(ddice)
            .raw(if ddice == 1 { " die." } else { " dice." }),
    };
    h.close("p");
    let dice = g.attack_dice_options(from, to);
    if dice.is_empty() {
        if let Some(e) = g.attack_refusal(from, to) {
            h.open("p", "refusal")
                .id("attack-refusal")
                .end()
                .text(&Why::Rule(e).text(Names(g.config()), l, g.director().is_some()))
                .close("p");
        }
    } else {
        let o = odds(a, d, g.rules(), stop);
        // Parts per million, written without float formatting (smaller wasm).
        h.open("dl", "odds")
            .id("odds")
            .attr_num("data-conquer-ppm", (o.conquer * 1e6).round() as u64)
            .end();
        h.el("dt", "", AppText::OddsConquer.text(l));
        h.open("dd", "")
            .id("odds-conquer")
            .end()
            .text(&percent(o.conquer, l))
            .close("dd");
        h.el("dt", "", AppText::OddsLeft.text(l)).el(
            "dd",
            "",
            &decimal(o.attacker_left_if_conquer, l),
        );
        h.el("dt", "", AppText::OddsDefenderLeft.text(l)).el(
            "dd",
            "",
            &decimal(o.defender_left, l),
        );
        h.close("dl");
    }
    h.open("div", "dice-buttons")
        .id("dice-options")
        .attr("data-options", &super::i18n_app::dice_text(&dice))
        .end();
    for n in &dice {
        h.open("button", "action primary")
            .attr("type", "button")
            .raw(if *n == dice[dice.len() - 1] {
                " data-autofocus"
            } else {
                ""
            })
            .act(PlayAct::Dice(*n))
            .id(&format!("attack-dice-{n}"))
            .end()
            .text(AppText::Dice.text(l))
            .raw(" ")
            .num(*n)
            .raw(if *n == 1 {
                if l == Lang::It {
                    " dado"
                } else {
                    " die"
                }
            } else if l == Lang::It {
                " dadi"
            } else {
                " dice"
            })
            .raw("</button>");
    }
    h.raw("</div>");
    let limits = g.blitz_limits(from, to);
    if let (Some(&lo), Some(&hi)) = (limits.first(), limits.last()) {
        h.raw(r#"<div class="blitz"><label>"#)
            .text(AppText::BlitzStopAt.text(l))
            .raw("</label>");
        amount(
            h,
            (PlayBind::Stop, PlayAct::Stop),
            ("blitz-stop", AppText::BlitzStopAt.text(l)),
            stop.clamp(lo, hi),
            lo,
            hi,
        );
        h.button(
            "action primary",
            "attack-blitz",
            PlayAct::Blitz,
            AppText::Blitz.text(l),
        )
        .raw("</div>");
    }
    if let Some(b) = last.filter(|b| b.from == from && b.to == to) {
        battle(h, b, l);
    }
    modal_close(h);
}

/// The conquest move: how many armies go into the conquered territory (at least the dice
/// of the last throw, which are already there).
pub fn conquest(h: &mut Html, g: &Game, value: u32, last: Option<&BattleView>, l: Lang) {
    conquest_at(h, g, (value, None), last, l);
}

/// [`conquest`] on the side `place` (away from the two territories, like the attack).
pub fn conquest_at(
    h: &mut Html,
    g: &Game,
    (value, place): (u32, Place),
    last: Option<&BattleView>,
    l: Lang,
) {
    let (Some(p), Some((min, max))) = (g.pending_conquest(), g.conquest_move_range()) else {
        return;
    };
    modal_open_at(
        h,
        "conquest-dialog",
        AppText::ConquestMove.text(l),
        false,
        place,
        l,
    );
    if let Some(b) = last {
        battle(h, b, l);
    }
    h.open("p", "sides").end();
    let (from, to) = (l.territory(p.from), l.territory(p.to));
    match l {
        Lang::It => h
            .raw("Da ")
            .text(from)
            .raw(" ")
            .raw(super::texts::a_ad(to))
            .raw(" ")
            .text(to)
            .raw(": almeno ")
            .num(min)
            .raw(" (i dadi dell'ultimo lancio), al massimo ")
            .num(max)
            .raw(" ("),
        Lang::En => h
            .raw("From ")
            .text(from)
            .raw(" to ")
            .text(to)
            .raw(": at least ")
            .num(min)
            .raw(" (the dice of the last throw), at most ")
            .num(max)
            .raw(" ("),
    };
    // Why the maximum: what the rules keep behind on `from` (the last throw's dice are
    // already in `to`, so `from` holds what stays plus what may still go).
    let stay = g.armies(p.from).saturating_sub(max - min);
    h.open("span", "")
        .id("conquest-stay")
        .attr_num("data-stay", stay)
        .end();
    let stays = match stay {
        1 => pick(l, "un'armata resta in {1}", "one army stays in {1}"),
        _ => pick(l, "{0} armate restano in {1}", "{0} armies stay in {1}"),
    };
    h.text(&fill(stays, &[&stay, &from]));
    h.raw("</span>).");
    h.close("p");
    let value = value.clamp(min, max);
    amount(
        h,
        (PlayBind::Amount, PlayAct::Amount),
        ("conquest-amount", AppText::ConquestMove.text(l)),
        value,
        min,
        max,
    );
    h.raw(r#"<div class="modal-actions">"#);
    h.open_button_focus("action primary", "conquest-confirm", PlayAct::Occupy)
        .text(AppText::MoveArmies.text(l))
        .raw(" <span")
        .attr("data-show", PlayBind::Amount.key())
        .raw(">")
        .num(value)
        .raw("</span></button></div>");
    modal_close(h);
}

/// The strategic move from `from` to `to`: how many.
pub fn move_dialog(
    h: &mut Html,
    g: &Game,
    from: TerritoryId,
    to: TerritoryId,
    value: u32,
    l: Lang,
) {
    let Some((min, max)) = g.move_range(from, to) else {
        return;
    };
    modal_open(h, "move-dialog", AppText::StrategicMove.text(l), true, l);
    h.open("p", "sides")
        .end()
        .text(l.territory(from))
        .raw(" → ")
        .text(l.territory(to))
        .close("p");
    // Why the maximum (issue 43, item 6: "1" with − and + greyed said nothing): what
    // stays behind on `from`, and the garrison an enemy next to it keeps there.
    let stay = g.armies(from).saturating_sub(max);
    let guarded = g.garrison(from) > 1 && stay == g.garrison(from);
    h.open("p", "move-stay")
        .id("move-stay")
        .attr_num("data-stay", stay)
        .attr("data-enemy", if guarded { "true" } else { "false" })
        .end();
    let why = match (stay, guarded) {
        (1, _) => pick(
            l,
            "Al massimo {0}: un'armata resta in {1}.",
            "At most {0}: one army stays in {1}.",
        ),
        (_, true) => pick(
            l,
            "Al massimo {0}: {2} armate restano in {1}, che confina con un nemico.",
            "At most {0}: {2} armies stay in {1}, which borders an enemy.",
        ),
        (_, false) => pick(
            l,
            "Al massimo {0}: {2} armate restano in {1}.",
            "At most {0}: {2} armies stay in {1}.",
        ),
    };
    h.text(&fill(why, &[&max, &l.territory(from), &stay]))
        .close("p");
    let value = value.clamp(min, max);
    amount(
        h,
        (PlayBind::Amount, PlayAct::Amount),
        ("move-amount", AppText::StrategicMove.text(l)),
        value,
        min,
        max,
    );
    h.raw(r#"<div class="modal-actions">"#);
    h.button(
        "action",
        "move-cancel",
        PlayAct::Close,
        AppText::Cancel.text(l),
    );
    h.open_button_focus("action primary", "move-confirm", PlayAct::Move)
        .text(AppText::MoveArmies.text(l))
        .raw(" <span")
        .attr("data-show", PlayBind::Amount.key())
        .raw(">")
        .num(value)
        .raw("</span></button></div>");
    modal_close(h);
}

/// The cards `viewer` (the acting player) may see and the tris it can trade now, with
/// value and bonus.
pub fn cards(h: &mut Html, g: &Game, viewer: SeatId, l: Lang) {
    // The cards of the seat whose turn it is: the viewer's, or the morto's (public)
    // when the viewer directs it, since the tris are the morto's.
    let seat = g.current_seat().unwrap_or(viewer);
    let title = if seat == viewer {
        AppText::YourCards
    } else {
        AppText::MortoCards
    };
    modal_open(h, "cards-dialog", title.text(l), true, l);
    let hand = g.view_for(viewer).seats[seat.index()]
        .hand
        .clone()
        .unwrap_or_default();
    h.open("div", "cards").id("cards-hand").end();
    if hand.is_empty() {
        h.el("span", "muted", AppText::NoCards.text(l));
    }
    for c in hand {
        card(h, c, l);
    }
    h.close("div");
    let options = g.tradable_tris();
    if g.rules().trades_by_hand_size() && g.trade_window_open() {
        club::trades(h, g, l);
    } else if !g.trade_window_open() {
        h.open("p", "muted")
            .id("trade-closed")
            .end()
            .text(AppText::TradeClosed.text(l))
            .close("p");
    } else if options.is_empty() {
        h.open("p", "muted").id("no-tris").end();
        h.text(if l == Lang::It {
            "Nessun tris possibile con queste carte."
        } else {
            "No set can be made with these cards."
        });
        h.close("p");
    } else {
        h.open("table", "tris-table")
            .id("tris-options")
            .end()
            .raw("<thead><tr>");
        for m in [
            AppText::Cards,
            AppText::Tris,
            AppText::Value,
            AppText::Bonus,
            AppText::Total,
        ] {
            h.el("th", "", m.text(l));
        }
        h.raw("<th></th></tr></thead><tbody>");
        // Best first; each keeps its index in the rules' list for its act.
        let mut ranked: Vec<(usize, &crate::rules::TrisOption)> =
            options.iter().enumerate().collect();
        ranked.sort_unstable_by_key(|r| (std::cmp::Reverse(r.1.total), r.0));
        for (i, o) in ranked {
            h.open("tr", "")
                .id("tris")
                .attr_num("data-base", o.base)
                .attr_num("data-bonus", o.territory_bonus)
                .attr_num("data-total", o.total)
                .end();
            h.raw(r#"<td class="tris-cards">"#);
            for c in o.cards {
                card(h, c, l);
            }
            h.raw("</td>")
                .el("td", "", tris_name(o.kind, l))
                .raw("<td>")
                .num(o.base);
            h.raw("</td><td>+")
                .num(o.territory_bonus)
                .raw("</td><td><strong>")
                .num(o.total)
                .raw("</strong></td><td>");
            h.open("button", "action primary")
                .attr("type", "button")
                .act(PlayAct::Trade(i as u32))
                .id("trade-option")
                .end()
                .text(AppText::TradeThis.text(l))
                .raw("</button></td></tr>");
        }
        h.raw("</tbody></table>");
    }
    modal_close(h);
}

/// `club`: retire? Its territories become neutral (point 17); confirm or cancel.
pub fn retire(h: &mut Html, l: Lang) {
    modal_open(h, "retire-dialog", AppText::Retire.text(l), true, l);
    h.el("p", "", AppText::RetireQuestion.text(l));
    h.raw(r#"<div class="modal-actions">"#);
    h.button(
        "action",
        "retire-cancel",
        PlayAct::Close,
        AppText::Cancel.text(l),
    );
    h.button(
        "action danger",
        "retire-confirm",
        PlayAct::RetireConfirm,
        AppText::Retire.text(l),
    );
    h.raw("</div>");
    modal_close(h);
}

/// The rules of the game's preset, read from its rule set.
pub fn rules(h: &mut Html, g: &Game, l: Lang) {
    modal_open(h, "rules-dialog", AppText::RulesOfPreset.text(l), true, l);
    let preset = g.config().preset;
    h.raw(r#"<p class="preset-line"><strong>"#)
        .text(preset_name(preset))
        .raw("</strong>: ")
        .text(preset_line(preset, l))
        .raw("</p>");
    h.open("ul", "rules-list").id("preset-rules").end();
    for line in rules_lines(g, l) {
        h.el("li", "", &line);
    }
    h.close("ul");
    modal_close(h);
}

/// Every preset's rules, as the rules dialog of a game shows them (with the preset's
/// default options, for 4 players; testa a testa: 2 and the morto), one `<details>` each:
/// Home's "Regole" (issue 30).
pub fn all_rules(h: &mut Html, l: Lang) {
    use crate::rules::{Color, GameConfig, PresetId, SeatConfig};
    h.el("h2", "", AppText::RulesOfEveryPreset.text(l));
    for preset in PresetId::ALL {
        let mut seats: Vec<SeatConfig> = ["A", "B", "C", "D"]
            .into_iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(n, c))
            .collect();
        if preset == PresetId::TestaATesta {
            seats.truncate(2);
            seats.push(SeatConfig::morto("M", Color::Nero));
        }
        let Ok(g) = Game::new(GameConfig::new(preset, seats), 1) else {
            continue;
        };
        h.open("details", "preset-rules")
            .attr("data-preset", preset.key())
            .end();
        h.raw("<summary><strong>")
            .text(preset_name(preset))
            .raw("</strong>: ")
            .text(preset_line(preset, l))
            .raw("</summary>");
        h.open("ul", "rules-list").end();
        for line in rules_lines(&g, l) {
            h.el("li", "", &line);
        }
        h.raw("</ul></details>");
    }
}

/// The rules of a game as short sentences, written from its rule set and options
/// ([`super::rule_text`]), with the morto's own rules in testa a testa.
pub fn rules_lines(g: &Game, l: Lang) -> Vec<String> {
    let facts = super::rule_text::RuleFacts {
        rules: g.rules(),
        options: &g.config().options,
        seats: g.config().seats.len(),
        army_cap: g.army_cap(),
    };
    let mut out = super::rule_text::rule_lines(facts, l);
    if g.rules().virtual_seats > 0 {
        out.extend(testa::rules_lines(l).iter().map(|s| s.to_string()));
    }
    out
}
