//! The `club` preset on the play screen (club-qualificazioni.txt), in plain Rust: what
//! the screen asks (whether the territory draft is on, the chains a player may count
//! double, points 7 and 12) and what only a club game shows, each a render function the
//! panel and the layers call when the game is a club one: the draft's hint, every
//! player's score with its frozen, retired or RisiKo! mark, the chains, the trades
//! without tris, the supplementary turn's play-or-pass choice, the retirement and the
//! ranking points of the final table. Every answer comes from the rules
//! (`crate::rules::club`, `club_score`, `club_chain`, `club_trades`...).

use crate::rules::board::{territories_in, TerritoryId};
use crate::rules::club::{
    chains, free_territories, ranking_points, values_of, SUPPLEMENTARY_TURNS,
};
use crate::rules::{Action, Game, Outcome, Phase, SeatId, SeatStatus};

use super::act::PlayAct;
use super::colors::swatch;
use super::html::Html;
use super::i18n_app::{armies, points, AppText};
use super::lang::Lang;
use super::panel::card;
use super::texts::{fill, pick};

/// Whether the club draft is on: a setup placing single armies on free territories
/// (point 7).
pub fn drafting(g: &Game) -> bool {
    g.rules().territory_draft && g.phase() == Phase::Setup && free_territories(g) != 0
}

/// One chain a player may count double.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainOption {
    /// A territory of the chain: the one `Action::ChooseChain` names.
    pub key: TerritoryId,
    /// The chain's territories (bit = [`TerritoryId::index`]).
    pub territories: u64,
    /// The points it adds by counting double (its territories' values).
    pub value: u32,
    /// It is the chain counting double now.
    pub current: bool,
}

/// The chains of `seat` (groups of bordering territories held), best first, the one
/// counting double marked; empty outside `club`.
pub fn chain_options(g: &Game, seat: SeatId) -> Vec<ChainOption> {
    if !g.rules().chain_scoring() {
        return Vec::new();
    }
    let current = g.club_chain(seat);
    let mut out: Vec<ChainOption> = chains(g.territory_mask(seat))
        .into_iter()
        .filter_map(|c| {
            Some(ChainOption {
                key: territories_in(c).next()?,
                value: values_of(c),
                current: c == current,
                territories: c,
            })
        })
        .collect();
    // Chains are disjoint: their first territories differ, so the order is total.
    out.sort_unstable_by_key(|o| (std::cmp::Reverse(o.value), o.key));
    out
}

/// A seat's status as a stable name (`data-status`).
pub const fn status_key(s: SeatStatus) -> &'static str {
    match s {
        SeatStatus::Playing => "playing",
        SeatStatus::Risiko => "risiko",
        SeatStatus::Frozen => "frozen",
        SeatStatus::Retired => "retired",
    }
}

/// `club` point 4, in [`Phase::Removal`]: "Togli ancora 3 armate" / "Still to remove: 3
/// armies", the armies the seat in turn must still take off its territories (a tap on
/// one of them takes one).
pub fn removal_counter(g: &Game, lang: Lang) -> Option<String> {
    let left = g.armies_to_remove();
    (left > 0).then(|| {
        fill(
            pick(lang, "Togli ancora {0}", "Still to remove: {0}"),
            &[&armies(left, lang)],
        )
    })
}

/// Whether the game plays for the club's points (docs/RULES.md §4): what the club
/// panels show.
pub fn is_club(g: &Game) -> bool {
    g.rules().chain_scoring()
}

/// The mark after a seat's name: frozen, retired, RisiKo! (none while playing).
pub fn status_mark(h: &mut Html, g: &Game, seat: SeatId, l: Lang) {
    let mark = match g.seat_status(seat) {
        SeatStatus::Frozen => AppText::Frozen.text(l),
        SeatStatus::Retired => AppText::Retired.text(l),
        SeatStatus::Risiko => "RisiKo!",
        _ => return,
    };
    h.open("em", "tag")
        .id("seat-status")
        .attr("data-status", status_key(g.seat_status(seat)))
        .end()
        .raw("(")
        .text(mark)
        .raw(")</em>");
}

/// Every player's score now, in turn order, with the target that makes RisiKo!.
pub fn scores(h: &mut Html, g: &Game, l: Lang) {
    h.open("section", "club-scores")
        .id("club-scores")
        .attr_num("data-target", g.club_risiko_target())
        .end();
    h.raw("<h3>")
        .text(AppText::Score.text(l))
        .raw(r#" <span class="muted">("#)
        .text(AppText::ClubTarget.text(l))
        .raw(" ")
        .num(g.club_risiko_target())
        .raw(")</span></h3><ol>");
    for &s in g.turn_order() {
        let sc = &g.config().seats[s.index()];
        let class = if g.current_seat() == Some(s) {
            "current"
        } else {
            ""
        };
        h.open("li", class)
            .id("club-score")
            .attr_num("data-seat", s.0)
            .attr_num("data-score", g.club_score(s))
            .attr("data-status", status_key(g.seat_status(s)))
            .end();
        swatch(h, sc.color);
        h.el("span", "", &sc.name).raw(" <strong>");
        h.num(g.club_score(s)).raw("</strong> ");
        status_mark(h, g, s, l);
        h.raw("</li>");
    }
    h.raw("</ol>");
    chain_choices(h, g, l);
    h.raw("</section>");
}

/// The chain counting double for the player in turn (drawn on the map), and the others
/// it may count instead (`Action::ChooseChain`), best first.
fn chain_choices(h: &mut Html, g: &Game, l: Lang) {
    let Some(me) = g.current_seat() else { return };
    if !matches!(g.phase(), Phase::Reinforce | Phase::Attack | Phase::Fortify) {
        return;
    }
    let options = chain_options(g, me);
    if options.is_empty() {
        return;
    }
    h.el("h4", "", AppText::Chain.text(l));
    h.open("ul", "chains").id("chains").end();
    for o in options.iter().take(4) {
        h.open("li", if o.current { "current" } else { "" })
            .id("chain-option")
            .attr_num("data-value", o.value)
            .attr("data-current", if o.current { "true" } else { "false" })
            .end();
        h.raw("<span>");
        let names: Vec<&str> = territories_in(o.territories)
            .map(|t| l.territory(t))
            .collect();
        h.text(&names.join(", "))
            .raw(" <strong>+")
            .num(o.value)
            .raw("</strong></span>");
        if !o.current && g.check(&Action::ChooseChain { territory: o.key }).is_ok() {
            h.button(
                "chip-button",
                "choose-chain",
                PlayAct::Chain(o.key),
                AppText::ChainThis.text(l),
            );
        }
        h.raw("</li>");
    }
    h.raw("</ul>");
}

/// The draft's hint replaces the setup's.
pub fn draft_hint(g: &Game) -> Option<AppText> {
    drafting(g).then_some(AppText::DraftHint)
}

/// The panel's club buttons: the supplementary turn's choice, the trade without tris,
/// taking back the strategic move (point 22), retiring.
pub fn actions(h: &mut Html, g: &Game, play_chosen: bool, l: Lang) {
    if g.supplementary_choice_pending() && !play_chosen {
        let me = g
            .current_seat()
            .map_or(0, |s| g.supplementary_turns_played(s));
        h.open("div", "supplementary")
            .id("supplementary-choice")
            .attr_num("data-turn", me + 1)
            .end();
        h.raw("<p><strong>")
            .text(AppText::Supplementary.text(l))
            .raw(" ")
            .num(me + 1)
            .raw("/")
            .num(SUPPLEMENTARY_TURNS)
            .raw(r#"</strong></p><div class="action-buttons">"#);
        h.button(
            "action primary",
            "play-turn",
            PlayAct::PlayTurn,
            AppText::PlayTurn.text(l),
        );
        h.button("action", "pass", PlayAct::Pass, AppText::Pass.text(l));
        h.raw("</div></div>");
    }
    border_warning(h, g, l);
    h.raw(r#"<div class="action-buttons">"#);
    if let Some(best) = g.club_trades().iter().map(|t| t.1).max() {
        // No tris in club (point 10): one card, two or three are traded, not a "tris".
        h.open_button("action primary", "open-trade", PlayAct::OpenCards, false)
            .text(pick(l, "Cambia le carte", "Trade cards"))
            .raw(" (+")
            .num(best)
            .raw(")</button>");
    }
    // Point 22 (line 35): after the move the player may still "cambiare luogo e/o numero
    // di armate per lo spostamento", until the turn ends.
    if g.can_undo_move() {
        h.open_button("action", "undo-move", PlayAct::Undo, false)
            .raw("↶ ")
            .text(pick(l, "Cambia lo spostamento", "Change the move"))
            .close("button");
    }
    if g.check(&Action::Retire).is_ok() {
        h.button(
            "action danger",
            "retire",
            PlayAct::Retire,
            AppText::Retire.text(l),
        );
    }
    h.raw("</div>");
}

/// With the border penalty on: the territories that would cost a card if the turn ended
/// now (penalty section, point 1).
fn border_warning(h: &mut Html, g: &Game, l: Lang) {
    if !g.config().options.border_penalty || !matches!(g.phase(), Phase::Attack | Phase::Fortify) {
        return;
    }
    let Some(me) = g.current_seat() else { return };
    let risk = g.border_penalty_warning(me);
    if risk == 0 {
        return;
    }
    let names: Vec<&str> = territories_in(risk).map(|t| l.territory(t)).collect();
    h.open("p", "form-error")
        .id("border-warning")
        .attr("role", "status")
        .end()
        .text(pick(
            l,
            "Penalità a fine turno (una carta): ",
            "Penalty at the end of the turn (one card): ",
        ))
        .text(&names.join(", "))
        .raw(".</p>");
}

/// The club trades in the cards dialog: three cards or the whole hand, with the armies.
pub fn trades(h: &mut Html, g: &Game, l: Lang) {
    let options = g.club_trades();
    if options.is_empty() {
        return;
    }
    let hand = g
        .current_seat()
        .map(|s| g.hand(s).to_vec())
        .unwrap_or_default();
    h.open("table", "tris-table").id("club-trades").end();
    h.raw("<tbody>");
    for (i, (a, armies)) in options.iter().enumerate() {
        h.open("tr", "")
            .id("club-trade")
            .attr_num("data-armies", *armies)
            .end();
        h.raw(r#"<td class="tris-cards">"#);
        let cards = match a {
            Action::Trade { cards } => cards.to_vec(),
            _ => hand.clone(),
        };
        for c in cards {
            card(h, c, l);
        }
        h.raw("</td><td><strong>+")
            .num(*armies)
            .raw("</strong></td><td>");
        h.button(
            "action primary",
            "club-trade-option",
            PlayAct::ClubTrade(i as u32),
            AppText::TradeThis.text(l),
        );
        h.raw("</td></tr>");
    }
    h.raw("</tbody></table>");
}

/// The strip's club state: the supplementary turn of the player in turn.
pub fn strip_state(h: &mut Html, g: &Game, l: Lang) {
    if !is_club(g) || g.phase() == Phase::Over {
        return;
    }
    // The frozen players, in the turn header where everyone looks (point 20).
    let frozen: Vec<SeatId> = (0..g.config().seats.len())
        .map(|i| SeatId(i as u8))
        .filter(|&s| g.seat_status(s) == SeatStatus::Frozen)
        .collect();
    if !frozen.is_empty() {
        h.raw(" · ")
            .open("span", "frozen-state")
            .id("frozen-state")
            .end();
        h.raw("❄ ");
        for (i, &s) in frozen.iter().enumerate() {
            if i > 0 {
                h.raw(", ");
            }
            h.text(&g.config().seats[s.index()].name);
        }
        h.raw(": ").text(AppText::Frozen.text(l)).close("span");
    }
    if !g.in_supplementary_turns() {
        return;
    }
    let Some(me) = g.current_seat() else { return };
    h.raw(" · ")
        .text(AppText::Supplementary.text(l))
        .raw(" ")
        .num(g.supplementary_turns_played(me).max(1))
        .raw("/")
        .num(SUPPLEMENTARY_TURNS);
}

/// The banner of the club's last rounds and supplementary turns.
pub fn banner(g: &Game, l: Lang) -> Option<(&'static str, String)> {
    let round = g.round();
    if g.in_supplementary_turns() {
        return Some((
            "supplementary",
            pick(
                l,
                "Turni supplementari: fino a 3 a testa, giocati o passati.",
                "Supplementary turns: up to 3 each, played or passed.",
            )
            .to_owned(),
        ));
    }
    let p = g.penultimate_round()?;
    let (kind, text) = if round == p {
        (
            "penultimate",
            pick(
                l,
                "Penultimo giro ({0}), poi l'ultimo e i turni supplementari.",
                "Penultimate round ({0}), then the last and the supplementary turns.",
            ),
        )
    } else if round == p + 1 {
        (
            "last",
            pick(
                l,
                "Ultimo giro ({0}): poi fino a 3 turni supplementari a testa.",
                "Last round ({0}): then up to 3 supplementary turns each.",
            ),
        )
    } else {
        return None;
    };
    Some((kind, fill(text, &[&round])))
}

/// The ranking points column of the final table (STRUTTURA section).
pub fn ranking_cell(h: &mut Html, outcome: &Outcome, seat: SeatId, l: Lang) {
    let ranking = ranking_points(&outcome.standings);
    h.raw(r#"<td data-testid="ranking-points">"#);
    if let Some((_, p)) = ranking.iter().find(|(s, _)| *s == seat) {
        h.text(&points(*p, l));
    }
    h.raw("</td>");
}
