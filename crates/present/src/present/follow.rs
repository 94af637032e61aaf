//! Following the computer's turn: what the computers did, as arrows on the map and as a
//! short summary when the turn comes back to the person (issue 30). Built from the
//! public log only (a computer's drawn card is never named), so it shows nothing a
//! player at a real table would not have seen. Pure Rust; `crate::ui` draws the arrows
//! ([`arrows_svg`]) and paces them with timers.

use crate::rules::board::TerritoryId;
use crate::rules::{Event, Game, SeatId};
use crate::session::LogEntry;

use super::html::{Html, Markup};
use super::i18n_app::{dice_text, territory_held, Names};
use super::lang::Lang;
use super::texts::{fill, pick};

/// What an arrow on the map stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// An attack (one throw or a blitz) that did not take the territory.
    Attack,
    /// An attack that took the territory.
    Conquest,
    /// Armies moved: the conquest move or the strategic move.
    Move,
}

impl ArrowKind {
    /// Stable name (`data-kind`).
    pub const fn key(self) -> &'static str {
        match self {
            ArrowKind::Attack => "attack",
            ArrowKind::Conquest => "conquest",
            ArrowKind::Move => "move",
        }
    }
}

/// One arrow: from `from` to `to`, in the colour of `seat`, with a short label (the last
/// throw's dice and the losses of the whole attack, or the armies moved) and the whole
/// sentence for the caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub kind: ArrowKind,
    pub seat: SeatId,
    pub from: TerritoryId,
    pub to: TerritoryId,
    /// On the map: "6 5 3 : 4 2 · −1 −2", or "→ 3" for armies moved.
    pub label: String,
    /// The part of `label` (byte range) naming dice that were not compared (the
    /// attacker's third die against two: "3"), drawn dimmed (issue 43, item 2).
    pub dim: Option<(usize, usize)>,
    /// Under the map: the sentence.
    pub caption: String,
    /// The seat's colour (CSS).
    pub colour: &'static str,
    /// The last event drawn by this arrow: its index in the events given to [`arrows`];
    /// in a [`Summary`], the action it belongs to (the map after it is what "Mostrami"
    /// shows with the arrow).
    pub action: usize,
}

/// The arrows of `events` (public form, in order): consecutive throws from the same
/// territory into the same one are one attack, a conquest turns its attack's arrow into a
/// conquest, and the conquest and strategic moves are arrows of their own.
pub fn arrows(events: &[Event], names: Names<'_>, l: Lang) -> Vec<Arrow> {
    let mut out: Vec<Arrow> = Vec::new();
    // The attack being gathered: its arrow's index, the losses so far, the last dice.
    let mut open: Option<(usize, u32, u32)> = None;
    for (idx, e) in events.iter().enumerate() {
        match e {
            Event::Battle {
                attacker,
                defender,
                from,
                to,
                attacker_dice,
                defender_dice,
                attacker_losses,
                defender_losses,
            } => {
                let same = open.filter(|(i, ..)| {
                    let a: &Arrow = &out[*i];
                    a.kind == ArrowKind::Attack && a.from == *from && a.to == *to
                });
                let (i, al, dl) = match same {
                    Some((i, al, dl)) => (i, al + attacker_losses, dl + defender_losses),
                    None => {
                        out.push(Arrow {
                            kind: ArrowKind::Attack,
                            seat: *attacker,
                            from: *from,
                            to: *to,
                            label: String::new(),
                            dim: None,
                            caption: String::new(),
                            colour: "",
                            action: idx,
                        });
                        (out.len() - 1, *attacker_losses, *defender_losses)
                    }
                };
                open = Some((i, al, dl));
                let a = &mut out[i];
                a.action = idx;
                let (ad, dd) = (dice_text(attacker_dice), dice_text(defender_dice));
                a.label = fill("{0} : {1} · −{2} −{3}", &[&ad, &dd, &al, &dl]);
                a.dim = unused_dice(attacker_dice, defender_dice, ad.len() + " : ".len());
                a.caption = fill(
                    pick(
                        l,
                        "{0} attacca {1} da {3}: ultimo lancio {4} contro {5}; {0} perde {6}, {2} perde {7}.",
                        "{0} attacks {1} from {3}: last throw {4} against {5}; {0} loses {6}, {2} loses {7}.",
                    ),
                    &[
                        &names.of(*attacker),
                        &territory_held(*to, names.of(*defender), l),
                        &names.of(*defender),
                        &l.territory(*from),
                        &dice_text(attacker_dice),
                        &dice_text(defender_dice),
                        &al,
                        &dl,
                    ],
                );
            }
            Event::Conquered {
                seat,
                from,
                to,
                previous_owner,
                ..
            } => {
                let i = match open {
                    Some((i, ..)) if out[i].from == *from && out[i].to == *to => i,
                    _ => {
                        out.push(Arrow {
                            kind: ArrowKind::Conquest,
                            seat: *seat,
                            from: *from,
                            to: *to,
                            label: String::new(),
                            dim: None,
                            caption: String::new(),
                            colour: "",
                            action: idx,
                        });
                        out.len() - 1
                    }
                };
                open = None;
                let a = &mut out[i];
                a.action = idx;
                a.kind = ArrowKind::Conquest;
                a.caption = fill(
                    pick(l, "{0} conquista {1} da {2}.", "{0} conquers {1} from {2}."),
                    &[
                        &names.of(*seat),
                        &territory_held(*to, names.of(*previous_owner), l),
                        &l.territory(*from),
                    ],
                );
            }
            Event::Occupied { from, to, armies } | Event::Moved { from, to, armies } => {
                open = None;
                let seat = out.last().map_or(SeatId(0), |a| a.seat);
                let conquest = matches!(e, Event::Occupied { .. });
                out.push(Arrow {
                    kind: ArrowKind::Move,
                    seat,
                    from: *from,
                    to: *to,
                    colour: "",
                    action: idx,
                    label: fill("→ {0}", &[armies]),
                    dim: None,
                    caption: fill(
                        if conquest {
                            pick(
                                l,
                                "{0} armate entrano in {1} da {2}.",
                                "{0} armies move into {1} from {2}.",
                            )
                        } else {
                            pick(
                                l,
                                "Spostamento: {0} armate da {2} a {1}.",
                                "Move: {0} armies from {2} to {1}.",
                            )
                        },
                        &[armies, &l.territory(*to), &l.territory(*from)],
                    ),
                });
            }
            Event::TurnStarted { .. } => open = None,
            _ => {}
        }
    }
    for a in &mut out {
        a.colour = seat_colour(names, a.seat);
    }
    out
}

/// The colour of `seat` (CSS).
fn seat_colour(names: Names<'_>, seat: SeatId) -> &'static str {
    names
        .0
        .seats
        .get(seat.index())
        .map_or("#888888", |s| super::colors::css(s.color))
}

/// The territories `seat` holds (bit = index): the play screen's first view shows them.
pub fn held_by(g: &Game, seat: SeatId) -> u64 {
    TerritoryId::ALL
        .into_iter()
        .filter(|&t| g.owner(t) == seat)
        .fold(0, |m, t| m | t.bit())
}

/// The arrows of the last action in the log (what a computer just did), public form.
pub fn last_action_arrows(g: &Game, log: &[LogEntry], l: Lang) -> Vec<Arrow> {
    let Some(last) = log.last().map(|e| e.action) else {
        return Vec::new();
    };
    let start = log
        .iter()
        .rposition(|e| e.action != last)
        .map_or(0, |i| i + 1);
    let events: Vec<Event> = log[start..]
        .iter()
        .filter_map(|e| g.event_for(&e.event, None))
        .collect();
    let mut out = arrows(&events, Names(g.config()), l);
    for a in &mut out {
        a.action = last;
    }
    // A move names no seat: it is the acting seat's.
    if let Some(seat) = g.current_seat() {
        for a in out.iter_mut().filter(|a| a.kind == ArrowKind::Move) {
            a.seat = seat;
            a.colour = seat_colour(Names(g.config()), seat);
        }
    }
    out
}

/// The arrows of the person's own last action that carry armies: a conquest and the
/// armies moved into it, a strategic move (issue 43, item 3: the person watches its own
/// moves as it watches the computers'). A throw that took nothing draws none (its dice
/// are in the tray).
pub fn own_move_arrows(g: &Game, log: &[LogEntry], l: Lang) -> Vec<Arrow> {
    let mut out = last_action_arrows(g, log, l);
    out.retain(|a| a.kind != ArrowKind::Attack);
    out
}

/// What one seat did in its turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatTurn {
    pub seat: SeatId,
    /// Attacks (consecutive throws between the same two territories are one attack).
    pub attacks: u32,
    /// Territories taken, each with its previous owner, in order.
    pub conquests: Vec<(TerritoryId, SeatId)>,
    /// Cards drawn at the end of the turn.
    pub cards: u32,
    /// Seats it eliminated.
    pub eliminated: Vec<SeatId>,
}

/// The computer turns played since the person's last turn: each seat's turn and every
/// arrow, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The person the summary is for ("da te").
    pub person: SeatId,
    pub turns: Vec<SeatTurn>,
    pub arrows: Vec<Arrow>,
}

impl Summary {
    /// The players whose turns these are, the morto (played by one of them) aside.
    pub fn players(&self, g: &Game) -> usize {
        let mut seen: Vec<SeatId> = Vec::new();
        for t in &self.turns {
            if !g.is_virtual(t.seat) && !seen.contains(&t.seat) {
                seen.push(t.seat);
            }
        }
        seen.len()
    }

    /// Territories the person lost.
    pub fn lost(&self) -> u32 {
        self.turns
            .iter()
            .flat_map(|t| &t.conquests)
            .filter(|c| c.1 == self.person)
            .count() as u32
    }
}

/// The entries of the turns played by others since `person` last acted, up to the start
/// of the turn the person acts in now: its own, or the morto's it directs (testa a
/// testa). `None` unless the log's last turn is one the person acts in, with turns by
/// others before it.
fn others_turns(log: &[LogEntry], person: SeatId) -> Option<&[LogEntry]> {
    // Some(whether the person acts in it) for a turn's start.
    let start = |e: &LogEntry| match e.event {
        Event::TurnStarted { seat, director, .. } => {
            Some(seat == person || director == Some(person))
        }
        _ => None,
    };
    let now = log.iter().rposition(|e| start(e).is_some())?;
    if start(&log[now]) != Some(true) {
        return None;
    }
    // The last turn the person acted in before this one; the others' turns follow it.
    let before = log[..now].iter().rposition(|e| start(e) == Some(true));
    let from = before.map_or(0, |b| b + 1);
    let first_other = from + log[from..now].iter().position(|e| start(e).is_some())?;
    Some(&log[first_other..now])
}

/// The summary for `person` when its turn comes after other seats' turns; `None` when
/// there were none (the first turn of the game is the person's).
pub fn summary(g: &Game, log: &[LogEntry], person: SeatId, l: Lang) -> Option<Summary> {
    let entries = others_turns(log, person)?;
    let (events, actions): (Vec<Event>, Vec<usize>) = entries
        .iter()
        .filter_map(|e| Some((g.event_for(&e.event, None)?, e.action)))
        .unzip();
    let mut turns: Vec<SeatTurn> = Vec::new();
    let mut last_throw: Option<(TerritoryId, TerritoryId)> = None;
    for e in &events {
        if let Event::TurnStarted { seat, .. } = e {
            turns.push(SeatTurn {
                seat: *seat,
                attacks: 0,
                conquests: Vec::new(),
                cards: 0,
                eliminated: Vec::new(),
            });
            last_throw = None;
            continue;
        }
        let Some(t) = turns.last_mut() else { continue };
        match e {
            Event::Battle { from, to, .. } => {
                if last_throw != Some((*from, *to)) {
                    t.attacks += 1;
                }
                last_throw = Some((*from, *to));
            }
            Event::Conquered {
                to, previous_owner, ..
            } => {
                t.conquests.push((*to, *previous_owner));
                last_throw = None;
            }
            Event::CardDrawn { .. } => t.cards += 1,
            Event::Eliminated { seat, .. } => t.eliminated.push(*seat),
            _ => {}
        }
    }
    if turns.is_empty() {
        return None;
    }
    // A move names no seat: each is its turn's.
    let mut arrows = Vec::new();
    let mut seat = SeatId(0);
    let mut from = 0;
    for (i, e) in events.iter().enumerate() {
        if let Event::TurnStarted { seat: s, .. } = e {
            let range = (from, &events[from..i], &actions[..]);
            push_turn_arrows(&mut arrows, range, seat, Names(g.config()), l);
            seat = *s;
            from = i;
        }
    }
    let range = (from, &events[from..], &actions[..]);
    push_turn_arrows(&mut arrows, range, seat, Names(g.config()), l);
    Some(Summary {
        person,
        turns,
        arrows,
    })
}

/// The arrows of one turn's `events` (from index `from` of the summary's events, whose
/// actions are `actions`), a move's seat the turn's.
fn push_turn_arrows(
    out: &mut Vec<Arrow>,
    (from, events, actions): (usize, &[Event], &[usize]),
    seat: SeatId,
    n: Names,
    l: Lang,
) {
    for mut a in arrows(events, n, l) {
        a.action = actions.get(from + a.action).copied().unwrap_or(0);
        if a.kind == ArrowKind::Move {
            a.seat = seat;
            a.colour = seat_colour(n, seat);
        }
        out.push(a);
    }
}

/// "Africa del Nord e Egitto", "A, B e C".
fn list(items: &[&str], l: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        // Through `fill`: Italian's "ed Egitto".
        [head @ .., last] => fill(
            pick(l, "{0} e {1}", "{0} and {1}"),
            &[&head.join(", "), last],
        ),
    }
}

/// One seat's line: "Computer 1: 5 attacchi, conquista Africa del Nord e Egitto da te,
/// pesca una carta."
pub fn turn_line(t: &SeatTurn, person: SeatId, names: Names<'_>, l: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    parts.push(match t.attacks {
        0 => pick(l, "nessun attacco", "no attacks").to_string(),
        1 => pick(l, "1 attacco", "1 attack").to_string(),
        n => fill(pick(l, "{0} attacchi", "{0} attacks"), &[&n]),
    });
    // Conquests grouped by previous owner, each a part: the person's first, then in
    // the order of the first one taken.
    let mut owners: Vec<SeatId> = Vec::new();
    for (_, o) in &t.conquests {
        if !owners.contains(o) {
            owners.push(*o);
        }
    }
    if let Some(i) = owners.iter().position(|o| *o == person) {
        let me = owners.remove(i);
        owners.insert(0, me);
    }
    for o in owners {
        let lands: Vec<&str> = t
            .conquests
            .iter()
            .filter(|c| c.1 == o)
            .map(|c| l.territory(c.0))
            .collect();
        let whom = if o == person {
            pick(l, "te", "you")
        } else {
            names.of(o)
        };
        parts.push(fill(
            pick(l, "conquista {0} da {1}", "conquers {0} from {1}"),
            &[&list(&lands, l), &whom],
        ));
    }
    for e in &t.eliminated {
        parts.push(if *e == person {
            pick(l, "ti elimina", "eliminates you").to_string()
        } else {
            fill(pick(l, "elimina {0}", "eliminates {0}"), &[&names.of(*e)])
        });
    }
    parts.push(match t.cards {
        0 => pick(l, "nessuna carta", "no card").to_string(),
        1 => pick(l, "pesca una carta", "draws a card").to_string(),
        n => fill(pick(l, "pesca {0} carte", "draws {0} cards"), &[&n]),
    });
    let mut s = String::from(names.of(t.seat));
    s.push_str(": ");
    s.push_str(&parts.join(", "));
    s.push('.');
    s
}

/// In a label "6 5 3 : 4 2 ..." (dice written one digit and a space each, the
/// defender's starting at byte `defence_at`), the range of the dice that were not
/// compared: those past the shorter side's count.
fn unused_dice(attacker: &[u8], defender: &[u8], defence_at: usize) -> Option<(usize, usize)> {
    let pairs = attacker.len().min(defender.len());
    let (dice, at) = if attacker.len() > pairs {
        (attacker, 0)
    } else if defender.len() > pairs {
        (defender, defence_at)
    } else {
        return None;
    };
    Some((at + 2 * pairs, at + 2 * dice.len() - 1))
}

/// The summary's dialog: a line a seat, what the person lost, "Mostrami" and "OK".
pub fn summary_dialog(h: &mut Html, g: &Game, s: &Summary, l: Lang) {
    use super::act::PlayAct;
    let title = if s.players(g) > 1 {
        pick(l, "Cosa hanno fatto i computer", "What the computers did")
    } else {
        pick(l, "Cosa ha fatto il computer", "What the computer did")
    };
    // Issue 43, item 4: no backdrop; it lies over a corner of the map and stops nothing
    // (the map and the panel take taps under it; a tap on the map closes it).
    h.raw(r#"<div class="modal summary-card" role="dialog" aria-modal="false""#)
        .attr("aria-label", title)
        .id("summary")
        .raw(r#"><div class="modal-head">"#)
        .el("h2", "", title)
        .open("button", "icon-button")
        .attr("type", "button")
        .act(PlayAct::Close)
        .id("summary-close")
        .attr(
            "aria-label",
            crate::present::i18n_app::AppText::Close.text(l),
        )
        .end()
        .raw("×</button></div>");
    let names = Names(g.config());
    let lost = s.lost();
    h.el(
        "p",
        "summary-lost",
        &match lost {
            0 => pick(l, "Non hai perso territori.", "You lost no territory.").to_string(),
            1 => pick(l, "Hai perso 1 territorio.", "You lost 1 territory.").to_string(),
            n => fill(
                pick(l, "Hai perso {0} territori.", "You lost {0} territories."),
                &[&n],
            ),
        },
    );
    h.raw(r#"<ul class="summary-turns" data-testid="summary-turns">"#);
    for t in &s.turns {
        let colour = seat_colour(names, t.seat);
        h.open("li", "summary-turn")
            .attr("data-seat", &t.seat.index().to_string())
            .attr("style", &format!("--seat:{colour}"))
            .end()
            .text(&turn_line(t, s.person, names, l))
            .close("li");
    }
    h.raw("</ul>");
    h.raw(r#"<div class="action-buttons" role="group">"#);
    if !s.arrows.is_empty() {
        h.button(
            "action",
            "summary-show",
            PlayAct::ShowMe,
            pick(l, "Mostrami", "Show me"),
        );
    }
    h.button("action primary", "summary-ok", PlayAct::Close, "OK");
    h.raw("</div></div>");
}

/// The log tab's way back to the computers' summary once put away (issue 43, item 4:
/// nothing the person may want to read is lost by not stopping for it).
pub fn summary_reopen(h: &mut Html, l: Lang) {
    use super::act::PlayAct;
    h.button(
        "action summary-reopen",
        "summary-reopen",
        PlayAct::ShowSummary,
        pick(l, "Cosa hanno fatto i computer", "What the computers did"),
    );
}

/// The caption over the map while a computer acts: what its last action did (nothing
/// when it did nothing to draw).
pub fn live_caption(h: &mut Html, arrows: &[Arrow]) {
    if arrows.is_empty() {
        return;
    }
    let said: Vec<&str> = arrows.iter().map(|a| a.caption.as_str()).collect();
    h.open("div", "explain follow-caption")
        .id("follow-live")
        .end()
        .el("span", "", &said.join(" "))
        .close("div");
}

/// The caption over the map while "Mostrami" replays arrow `step` of `count`.
pub fn replay_caption(h: &mut Html, a: &Arrow, step: usize, count: usize, l: Lang) {
    use super::act::PlayAct;
    h.open("div", "explain follow-caption")
        .id("follow-caption")
        .attr("role", "status")
        .end();
    h.el(
        "span",
        "",
        &fill("{0}/{1} · {2}", &[&(step + 1), &count, &a.caption]),
    );
    h.open("button", "icon-button")
        .attr("type", "button")
        .act(PlayAct::ShowMeStop)
        .id("follow-stop")
        .attr("aria-label", pick(l, "Basta", "Stop"))
        .end()
        .raw("×</button></div>");
}

/// The arrows drawn over the map, as SVG markup for the map's top layer: for each, a
/// shaft and a head in the seat's colour (`colour`), and its label beside the shaft, off
/// every territory's badge ([`label_at`]). `anchor` gives a territory's badge centre;
/// `width` is the map's width (an arrow across the map's edge, Alaska to Kamchatka, is
/// drawn as two halves leaving it).
pub fn arrows_svg(
    arrows: &[Arrow],
    anchor: impl Fn(TerritoryId) -> Option<(f64, f64)>,
    width: f64,
) -> Markup {
    let badges: Vec<(f64, f64)> = TerritoryId::ALL.into_iter().filter_map(&anchor).collect();
    let mut h = Html::new();
    for a in arrows {
        let (Some(p), Some(q)) = (anchor(a.from), anchor(a.to)) else {
            continue;
        };
        h.raw(r#"<g class="arrow" data-testid="arrow" data-from=""#)
            .raw(a.from.key())
            .raw(r#"" data-to=""#)
            .raw(a.to.key())
            .raw(r#"" data-kind=""#)
            .raw(a.kind.key())
            .raw(r#"" style="--arrow:"#)
            .raw(a.colour)
            .raw(r#"">"#);
        let mut mid = None;
        for (s, e) in segments(p, q, width) {
            let Some((tail, tip, head)) = shape(s, e) else {
                continue;
            };
            // A white halo under the shaft: the arrow reads over any owner's colour.
            for class in ["arrow-halo", "arrow-shaft"] {
                h.raw(r#"<path class=""#).raw(class).raw(r#"" d="M"#);
                h.fixed2(tail.0).raw(" ").fixed2(tail.1).raw("L");
                h.fixed2(tip.0).raw(" ").fixed2(tip.1).raw(r#""/>"#);
            }
            h.raw(r#"<path class="arrow-head" d="M"#);
            for (i, (x, y)) in head.into_iter().enumerate() {
                if i > 0 {
                    h.raw("L");
                }
                h.fixed2(x).raw(" ").fixed2(y);
            }
            h.raw(r#"Z"/>"#);
            // Armies flowing along a conquest's or a move's shaft (style/play.css,
            // issue 43, item 3).
            if a.kind != ArrowKind::Attack {
                h.raw(r#"<circle class="arrow-flow" r="15" cx=""#)
                    .fixed2(tail.0)
                    .raw(r#"" cy=""#)
                    .fixed2(tail.1)
                    .raw(r#"" style="--dx:"#)
                    .fixed2(tip.0 - tail.0)
                    .raw("px;--dy:")
                    .fixed2(tip.1 - tail.1)
                    .raw(r#"px"/>"#);
            }
            if mid.is_none() {
                mid = Some(label_at(&a.label, (tail, tip), &badges));
            }
        }
        // An arrow without words (the hint's) has no label.
        if let Some((x, y)) = mid.filter(|_| !a.label.is_empty()) {
            h.raw(r#"<text class="arrow-label" x=""#)
                .fixed2(x)
                .raw(r#"" y=""#);
            // The baseline, for a box centred on (x, y).
            h.fixed2(y + LABEL.1 * 0.3).raw(r#"">"#);
            match a.dim.filter(|&(s, e)| s < e && a.label.get(s..e).is_some()) {
                Some((s, e)) => {
                    h.text(&a.label[..s])
                        .raw(r#"<tspan class="die-unused">"#)
                        .text(&a.label[s..e])
                        .raw("</tspan>")
                        .text(&a.label[e..]);
                }
                None => {
                    h.text(&a.label);
                }
            }
            h.raw("</text>");
        }
        h.raw("</g>");
    }
    Markup::of(h)
}

/// The straight segments of an arrow from `p` to `q` on a map `width` wide: one, or two
/// halves leaving the map's edges when the short way goes round the world.
pub fn segments(p: (f64, f64), q: (f64, f64), width: f64) -> Vec<((f64, f64), (f64, f64))> {
    let dx = q.0 - p.0;
    if width > 0.0 && dx.abs() > width / 2.0 {
        let shift = if dx > 0.0 { -width } else { width };
        vec![(p, (q.0 + shift, q.1)), ((p.0 - shift, p.1), q)]
    } else {
        vec![(p, q)]
    }
}

/// A label's font size and its box's height with the white stroke around it, in map
/// units (style/play.css, `.arrow-label`: 44px, stroke 10px).
const LABEL: (f64, f64) = (44.0, 54.0);
/// A badge's radius (public/map.svg) and a gap.
const BADGE_R: f64 = 37.0 + 6.0;

/// A label's box size in map units: a generous width per character (bold digits and
/// signs are about 0.55 em, spaces 0.3 em) plus the stroke.
pub fn label_size(label: &str) -> (f64, f64) {
    let ems: f64 = label
        .chars()
        .map(|c| if c == ' ' { 0.3 } else { 0.62 })
        .sum();
    (ems * LABEL.0 + 12.0, LABEL.1)
}

/// Whether a box centred on `c` of size `size` touches a badge centred on `b`.
pub fn covers_badge(c: (f64, f64), size: (f64, f64), b: (f64, f64)) -> bool {
    // The nearest point of the box to the badge's centre (`max`/`min`, not `f64::clamp`,
    // whose bound check links core's float formatting: tests/e2e/build.test.mjs).
    let nx = b.0.max(c.0 - size.0 / 2.0).min(c.0 + size.0 / 2.0);
    let ny = b.1.max(c.1 - size.1 / 2.0).min(c.1 + size.1 / 2.0);
    (b.0 - nx).hypot(b.1 - ny) < BADGE_R
}

/// The centre of an arrow's label: beside the shaft from `tail` to `tip` (on it, then
/// further off on either side, near the middle first), the first place where the label
/// covers no badge of `badges`; failing one, the place covering the fewest.
pub fn label_at(
    label: &str,
    (tail, tip): ((f64, f64), (f64, f64)),
    badges: &[(f64, f64)],
) -> (f64, f64) {
    let size = label_size(label);
    let (dx, dy) = (tip.0 - tail.0, tip.1 - tail.1);
    let len = dx.hypot(dy).max(1.0);
    let n = (-dy / len, dx / len);
    let mut best = ((tail.0 + tip.0) / 2.0, (tail.1 + tip.1) / 2.0);
    let mut fewest = usize::MAX;
    for off in [
        0.0, 60.0, -60.0, 100.0, -100.0, 150.0, -150.0, 210.0, -210.0, 280.0, -280.0, 360.0, -360.0,
    ] {
        for along in [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8] {
            let c = (
                tail.0 + dx * along + n.0 * off,
                tail.1 + dy * along + n.1 * off,
            );
            let covered = badges.iter().filter(|b| covers_badge(c, size, **b)).count();
            if covered == 0 {
                return c;
            }
            if covered < fewest {
                (best, fewest) = (c, covered);
            }
        }
    }
    best
}

/// Badge radius plus a gap: an arrow starts and ends outside the badges.
const CLEAR: f64 = 40.0;
/// Head length and half-width.
const HEAD: (f64, f64) = (64.0, 40.0);

/// The shaft (tail, tip) and the head's triangle of an arrow from `s` to `e`, both
/// clear of the badges; `None` when they are too close to draw one.
#[allow(clippy::type_complexity)]
fn shape(s: (f64, f64), e: (f64, f64)) -> Option<((f64, f64), (f64, f64), [(f64, f64); 3])> {
    let (dx, dy) = (e.0 - s.0, e.1 - s.1);
    let len = dx.hypot(dy);
    if len < 2.0 * CLEAR + HEAD.0 {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    let tail = (s.0 + ux * CLEAR, s.1 + uy * CLEAR);
    let point = (e.0 - ux * CLEAR, e.1 - uy * CLEAR);
    let base = (point.0 - ux * HEAD.0, point.1 - uy * HEAD.0);
    let (nx, ny) = (-uy * HEAD.1, ux * HEAD.1);
    let head = [
        point,
        (base.0 + nx, base.1 + ny),
        (base.0 - nx, base.1 - ny),
    ];
    Some((tail, base, head))
}
