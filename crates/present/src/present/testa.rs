//! `testa_a_testa` on the play screen (docs/RULES.md §5, testa-a-testa.txt): who directs the
//! morto (banner, hand-over, seat order), the morto's cards face up, the extra sdadata
//! rolls held and their chooser at the end of a turn, the table points by kind of
//! territory, and the two-game match with its second game. Written as HTML strings like
//! the rest of the play screen; the rules answer every question ([`Game::director`],
//! [`Game::extra_rolls`], [`Game::roll_due`], [`Session::match_result`]).

use crate::rules::{Game, Match, MatchReason, Objective, Points, SeatId};
use crate::session::Session;

use super::act::PlayAct;
use super::colors::{css, swatch};
use super::html::Html;
use super::i18n_app::{points, AppText, Names};
use super::lang::Lang;
use super::panel::card;
use super::texts::{fill, pick};

/// The rules of testa a testa besides the common ones, for the rules dialog (docs/RULES.md §5).
pub fn rules_lines(l: Lang) -> [&'static str; 4] {
    match l {
        Lang::It => [
            "Il morto gioca ogni suo turno diretto da uno dei due giocatori, a turno (per primo l'ultimo dei due nell'ordine), e non può attaccare chi lo dirige; i gruppi di 3 armate del morto si piazzano allo stesso modo.",
            "Le carte del morto sono scoperte. Chi distrugge il morto prende le sue carte e può giocarle subito. Se un giocatore viene eliminato la partita finisce subito.",
            "Sdadata: chi conquista più di 2 territori nel turno non tira; ogni territorio conquistato oltre il terzo dà all'altro giocatore un lancio extra, da usare a fine di un suo turno o da tenere.",
            "Punti partita (20 in tutto): mondo 20–0; RisiKo! ed eliminazione dell'avversario 19–1, del morto 18–2; RisiKo! 17–3; altrimenti per differenza di punti tavolo: 61 o più 16–4, 51–60 15–5, 41–50 14–6, 31–40 13–7, 21–30 12–8, 11–20 11–9, 0–10 10–10. La sfida somma due partite: nella seconda i giocatori si scambiano di posto, il morto resta al suo.",
        ],
        Lang::En => [
            "The morto plays each of its turns directed by one of the two players in turn (first the later of the two in the order), and cannot attack its director; its groups of 3 armies are placed the same way.",
            "The morto's cards are face up. Whoever destroys the morto takes its cards and may play them at once. If a player is eliminated the game ends at once.",
            "Sdadata: who conquers more than 2 territories in the turn does not roll; each territory conquered beyond the third gives the other player an extra roll, to use at the end of one of its turns or to keep.",
            "Match points (20 in all): mondo 20–0; RisiKo! and the opponent eliminated 19–1, the morto 18–2; RisiKo! 17–3; otherwise by the difference of table points: 61 or more 16–4, 51–60 15–5, 41–50 14–6, 31–40 13–7, 21–30 12–8, 11–20 11–9, 0–10 10–10. The match adds two games: in the second the players swap seats, the morto keeps its own.",
        ],
    }
}

/// Whether the game is a testa a testa game (it has a morto).
pub fn is_testa(g: &Game) -> bool {
    g.rules().virtual_seats > 0
}

/// The seat of the morto.
fn morto(g: &Game) -> Option<SeatId> {
    (0..g.config().seats.len())
        .map(|i| SeatId(i as u8))
        .find(|&s| g.is_virtual(s))
}

/// Over the map, while a real player directs the morto: "Marco dirige il morto", in the
/// morto's colour (its setup groups too: testa-a-testa.txt lines 33-38).
pub fn director_banner(h: &mut Html, g: &Game, l: Lang) {
    let (Some(d), Some(m)) = (g.director(), g.current_seat()) else {
        return;
    };
    let color = g.config().seats[m.index()].color;
    let name = Names(g.config()).of(d);
    h.open("div", "morto-banner")
        .id("morto-banner")
        .attr_num("data-director", d.0)
        .attr("role", "status")
        .raw(r#" style="--seat:"#)
        .raw(css(color))
        .raw(r#"">"#);
    swatch(h, color);
    h.raw("<span>");
    match l {
        Lang::It => h.text(name).raw(" dirige il morto"),
        Lang::En => h.text(name).raw(" is directing the morto"),
    };
    // The morto may not attack its director (testa-a-testa.txt lines 25-27); in the
    // setup its director places its group.
    match (g.phase() == crate::rules::Phase::Setup, l) {
        (true, Lang::It) => h.raw(": piazza le sue armate"),
        (true, Lang::En) => h.raw(": placing its armies"),
        (false, Lang::It) => h.raw(": non può attaccare ").text(name),
        (false, Lang::En) => h.raw(": it cannot attack ").text(name),
    };
    h.raw("</span></div>");
}

/// The hand-over's title when the morto is to play: "Tocca al morto, diretto da Marco:
/// passa il tablet a Marco". Returns false (nothing written) on a real player's turn.
pub fn handover_title(h: &mut Html, g: &Game, l: Lang) -> bool {
    let Some(d) = g.director() else { return false };
    let name = Names(g.config()).of(d);
    h.open("h2", "").id("handover-title").end();
    match l {
        Lang::It => h
            .raw("Tocca al morto, diretto da ")
            .text(name)
            .raw(": passa il tablet a ")
            .text(name),
        Lang::En => h
            .raw("The morto's turn, directed by ")
            .text(name)
            .raw(": pass the tablet to ")
            .text(name),
    };
    h.close("h2");
    true
}

/// Under the drawn seat order: who directs the morto first (the real player who comes
/// last, testa-a-testa.txt lines 15-17), and in a `second_game` of a match that the real
/// players swapped seats.
pub fn seat_order_notes(h: &mut Html, g: &Game, second_game: bool, l: Lang) {
    let real = g.real_seats_in_order();
    let Some(&first) = real.last() else { return };
    let name = Names(g.config()).of(first);
    h.open("p", "")
        .id("first-director")
        .attr_num("data-seat", first.0)
        .end();
    match l {
        Lang::It => h
            .raw("Il morto lo dirige per primo ")
            .text(name)
            .raw(", l'ultimo dei due giocatori nell'ordine; poi a turno l'altro."),
        Lang::En => h
            .text(name)
            .raw(" directs the morto first, being the later of the two players in the order; then they take turns."),
    };
    h.close("p");
    if second_game {
        h.open("p", "muted").id("second-game-note").end();
        h.text(match l {
            Lang::It => "Seconda partita della sfida: i due giocatori si sono scambiati di posto, il morto resta al suo.",
            Lang::En => "Second game of the match: the two players swapped seats, the morto keeps its own.",
        });
        h.close("p");
    }
}

/// The morto's cards, face up for both players (testa-a-testa.txt lines 39-40), from the
/// public view.
pub fn morto_hand(h: &mut Html, g: &Game, l: Lang) {
    let Some(m) = morto(g) else { return };
    let hand = g.public_view().seats[m.index()]
        .hand
        .clone()
        .unwrap_or_default();
    h.open("section", "morto-hand")
        .id("morto-hand")
        .attr_num("data-count", hand.len())
        .end();
    h.el("h3", "", AppText::MortoCards.text(l))
        .raw(r#"<div class="cards">"#);
    if hand.is_empty() {
        h.el("span", "muted", AppText::NoCards.text(l));
    }
    for c in hand {
        card(h, c, l);
    }
    h.raw("</div></section>");
}

/// The extra sdadata rolls each real player holds (public), when anyone holds some.
pub fn extra_rolls_line(h: &mut Html, g: &Game, l: Lang) {
    let real = g.real_seats_in_order();
    if real.iter().all(|&s| g.extra_rolls(s) == 0) {
        return;
    }
    h.open("p", "extra-rolls")
        .id("extra-rolls")
        .end()
        .text(AppText::ExtraRolls.text(l))
        .raw(":");
    for s in real {
        h.open("span", "")
            .id("extra-rolls-seat")
            .attr_num("data-seat", s.0)
            .attr_num("data-count", g.extra_rolls(s))
            .end()
            .raw(" ")
            .text(Names(g.config()).of(s))
            .raw(" ")
            .num(g.extra_rolls(s))
            .close("span");
    }
    h.close("p");
}

pub use super::play::usable_extra_rolls;

/// The chooser at the end of a turn with extra rolls: none, one... all of them. Unused
/// ones are kept for a later turn ("può usufruire di essi oppure posporli ad un turno
/// successivo", testa-a-testa.txt lines 80-83).
pub fn extra_rolls_dialog(h: &mut Html, g: &Game, l: Lang) {
    let held = usable_extra_rolls(g);
    let range = g
        .sdadata_threshold()
        .map_or(String::new(), |(a, b)| match a == b {
            true => a.to_string(),
            false => format!("{a}–{b}"),
        });
    h.raw(r#"<div class="modal-backdrop"><div class="modal" role="dialog" aria-modal="true""#)
        .id("extra-rolls-dialog")
        .attr_num("data-held", held)
        .raw(r#"><div class="modal-head">"#)
        .el("h2", "", AppText::EndTurn.text(l))
        .raw("</div><p>");
    match l {
        Lang::It => h
            .raw("Hai ")
            .num(held)
            .raw(" lanci extra. A fine turno la sdadata chiude la partita con <b class=\"nowrap\">")
            .text(&range)
            .raw("</b>. Quanti lanci extra usi adesso? Quelli che non usi restano per un turno successivo."),
        Lang::En => h
            .raw("You hold ")
            .num(held)
            .raw(" extra rolls. At the end of this turn the sdadata ends the game on <b class=\"nowrap\">")
            .text(&range)
            .raw("</b>. How many extra rolls do you use now? The ones you keep stay for a later turn."),
    };
    h.raw(r#"</p><div class="modal-actions">"#);
    h.button(
        "action",
        "extra-rolls-cancel",
        PlayAct::Close,
        AppText::Cancel.text(l),
    );
    for k in 0..=held {
        h.open("button", "action primary")
            .attr("type", "button")
            .act(PlayAct::EndTurnExtra(k))
            .id(&format!("extra-rolls-{k}"))
            .end();
        match (k, l) {
            (0, Lang::It) => h.raw("Nessuno"),
            (0, Lang::En) => h.raw("None"),
            (k, _) => h.num(k),
        };
        h.close("button");
    }
    h.raw("</div></div></div>");
}

/// Territories held by kind, for a testa a testa table: named in the objective (4
/// points), in a continent named in it (2.5), other (1) (testa-a-testa.txt lines 84-90).
pub fn table_breakdown(
    h: &mut Html,
    g: &Game,
    seat: SeatId,
    objective: Option<Objective>,
    l: Lang,
) {
    let owned = g.territory_mask(seat);
    let named = objective.map_or(0, |o| o.named_mask());
    let cont = objective.map_or(0, |o| o.continent_mask()) & !named;
    let n4 = (owned & named).count_ones();
    let n25 = (owned & cont).count_ones();
    let n1 = owned.count_ones() - n4 - n25;
    h.open("span", "breakdown")
        .id("table-breakdown")
        .attr("data-kinds", &format!("{n4} {n25} {n1}"))
        .end()
        .num(n4)
        .raw("×4 + ")
        .num(n25)
        .raw(if l == Lang::It {
            "×2,5 + "
        } else {
            "×2.5 + "
        })
        .num(n1)
        .raw("×1</span>");
}

/// Why the match points of a game are what they are.
fn reason_text(m: &Match, k: usize, l: Lang) -> String {
    let g = &m.games[k];
    let best = if g.points[0] >= g.points[1] { 0 } else { 1 };
    let (w, pw, pl) = (&m.players[best], g.points[best], g.points[1 - best]);
    let it = l == Lang::It;
    match &g.reason {
        MatchReason::Mondo if it => format!("Mondo: {w} ha tutti i 42 territori, {pw}–{pl}."),
        MatchReason::Mondo => format!("Mondo: {w} holds all 42 territories, {pw}–{pl}."),
        MatchReason::RisikoEliminatingOpponent if it => {
            format!("RisiKo! di {w}, che ha eliminato l'avversario: {pw}–{pl}.")
        }
        MatchReason::RisikoEliminatingOpponent => {
            format!("RisiKo! by {w}, who eliminated the opponent: {pw}–{pl}.")
        }
        MatchReason::RisikoEliminatingMorto if it => {
            format!("RisiKo! di {w}, che ha eliminato il morto: {pw}–{pl}.")
        }
        MatchReason::RisikoEliminatingMorto => {
            format!("RisiKo! by {w}, who eliminated the morto: {pw}–{pl}.")
        }
        MatchReason::Risiko if it => format!("RisiKo! di {w}: {pw}–{pl}."),
        MatchReason::Risiko => format!("RisiKo! by {w}: {pw}–{pl}."),
        MatchReason::Difference(d) => {
            // The band of docs/RULES.md §5 the winner's points come from.
            let band = match pw {
                16 => ">= 61",
                15 => "51–60",
                14 => "41–50",
                13 => "31–40",
                12 => "21–30",
                11 => "11–20",
                _ => "0–10",
            };
            let d = points(Points(d.0.abs()), l);
            fill(
                pick(
                    l,
                    "Differenza di punti tavolo {0} (fascia {1}): {2}–{3}.",
                    "Table points difference {0} (band {1}): {2}–{3}.",
                ),
                &[&d, &band, &pw, &pl],
            )
        }
    }
}

/// The match on the final table: this game's match points and why, both games and the
/// total once the second is over, and who wins the match (or a draw).
pub fn match_section(h: &mut Html, s: &Session, l: Lang) {
    let Some(m) = s.match_result() else { return };
    let g = s.game();
    let last = m.games.len() - 1;
    h.open("section", "match")
        .id("match")
        .attr_num("data-games", m.games.len())
        .end();
    h.el("h3", "", AppText::MatchPoints.text(l));
    h.open("p", "")
        .id("match-reason")
        .end()
        .text(&reason_text(&m, last, l))
        .close("p");
    h.raw(r#"<table class="final-table match-table"><thead><tr><th></th>"#);
    for name in &m.players {
        h.raw(r#"<th class="who">"#);
        if let Some(seat) = g.config().seats.iter().find(|x| &x.name == name) {
            swatch(h, seat.color);
        }
        h.text(name).raw("</th>");
    }
    h.raw("</tr></thead><tbody>");
    let row = |h: &mut Html, testid: &str, label: &str, k: usize, p: [u32; 2]| {
        h.open("tr", "")
            .id(testid)
            .attr_num("data-game", k)
            .attr("data-points", &format!("{} {}", p[0], p[1]))
            .end()
            .el("td", "", label);
        for v in p {
            h.raw(r#"<td class="points">"#).num(v).raw("</td>");
        }
        h.raw("</tr>");
    };
    for (k, game) in m.games.iter().enumerate() {
        let label = fill(pick(l, "Partita {0}", "Game {0}"), &[&(k + 1)]);
        row(h, "match-game", &label, k + 1, game.points);
    }
    if m.is_complete() {
        row(h, "match-total", AppText::Total.text(l), 0, m.totals());
    }
    h.raw("</tbody></table>");
    if m.is_complete() {
        let [a, b] = m.totals();
        let winner = match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(&m.players[0]),
            std::cmp::Ordering::Less => Some(&m.players[1]),
            std::cmp::Ordering::Equal => None,
        };
        let (hi, lo) = (a.max(b), a.min(b));
        h.open("p", "winner")
            .id("match-winner")
            .attr("data-winner", winner.map_or("", |w| w.as_str()))
            .end();
        match (winner, l) {
            (Some(w), Lang::It) => h.text(&format!("{w} vince la sfida, {hi} a {lo}.")),
            (Some(w), Lang::En) => h.text(&format!("{w} wins the match, {hi} to {lo}.")),
            (None, Lang::It) => h.text(&format!("Sfida in parità, {hi} a {lo}.")),
            (None, Lang::En) => h.text(&format!("The match is a draw, {hi} to {lo}.")),
        };
        h.close("p");
    } else {
        h.el(
            "p",
            "muted",
            match l {
                Lang::It => "La sfida si gioca su due partite: nella seconda i due giocatori si scambiano di posto e il morto resta al suo.",
                Lang::En => "The match is two games: in the second the two players swap seats and the morto keeps its own.",
            },
        );
    }
    h.close("section");
}

/// Whether the final table offers the second game: a finished first game of a match.
pub fn second_game_offered(s: &Session) -> bool {
    s.parts().match_link.is_none() && s.match_result().is_some()
}
