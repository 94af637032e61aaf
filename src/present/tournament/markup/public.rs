//! The public screen (`torneo.html#schermo`).

use crate::present::html::H;
use crate::present::lang::Lang;
use crate::present::tournament::tx::Tx;
use crate::present::tournament::words::points;
use crate::tournament::Tournament;

use super::standings::final_standings;
use super::{player_name, round_title};

/// The public screen (`torneo.html#schermo`, a second window for a projector or another
/// tablet): the current round's tables as "where do I sit" in alphabetical order, and
/// the standings; no controls. Drawn again whenever the desk saves.
pub fn public_page(t: Option<&Tournament>, l: Lang) -> String {
    let mut h = H::new();
    h.open("main", "screen tn-public")
        .id("screen")
        .attr("data-screen", "tournament-public")
        .end();
    let Some(t) = t else {
        h.el("p", "tn-note", Tx::NoTournament.text(l));
        h.close("main");
        return h.into_string();
    };
    h.el("h1", "tn-title", &t.settings.name);
    if let Some(c) = t.champion() {
        h.open("p", "tn-champion").id("t-champion").end();
        h.text(Tx::Champion.text(l))
            .raw(": ")
            .text(player_name(t, c))
            .close("p");
    }
    h.open("div", "tn-public-columns").end();
    if let Some(rows) = t.final_standings() {
        h.open("section", "tn-card").id("t-public-final").end();
        final_standings(&mut h, t, &rows, l);
        h.close("section");
    } else {
        where_to_sit(&mut h, t, l);
    }
    h.open("section", "tn-card").id("t-public-standings").end();
    h.el("h2", "tn-h2", Tx::Standings.text(l));
    h.open("table", "tn-grid").end().open("tr", "").end();
    h.raw("<th>#</th>");
    for c in [Tx::PlayerName, Tx::Total] {
        h.el("th", "", c.text(l));
    }
    h.close("tr");
    for row in t.standings() {
        h.open("tr", "").attr_num("data-rank", row.rank).end();
        h.open("td", "").end().num(row.rank).close("td");
        h.el("td", "tn-pname", player_name(t, row.player));
        h.el("td", "tn-numcell", &points(row.total, l));
        h.close("tr");
    }
    h.close("table").close("section").close("div").close("main");
    h.into_string()
}

/// "Where do I sit": the current round's seats in alphabetical order, and its byes.
fn where_to_sit(h: &mut H, t: &Tournament, l: Lang) {
    h.open("section", "tn-card").id("t-where").end();
    match t.rounds.last() {
        None => {
            h.el("h2", "tn-h2", Tx::WhereToSit.text(l));
            h.el("p", "tn-note", Tx::NoRound.text(l));
        }
        Some(round) => {
            h.open("h2", "tn-h2")
                .end()
                .text(Tx::WhereToSit.text(l))
                .raw(" · ");
            round_title(h, t, t.rounds.len() - 1, l);
            h.close("h2");
            let mut seats: Vec<(String, &str, usize, usize)> = Vec::new();
            for (tb, table) in round.tables.iter().enumerate() {
                for (k, &p) in table.players.iter().enumerate() {
                    let name = player_name(t, p);
                    seats.push((crate::tournament::fold_case(name), name, tb + 1, k + 1));
                }
            }
            small_sort::sort_by(&mut seats, |a, b| a.0 < b.0);
            h.open("ol", "tn-where").end();
            for (_, name, tb, k) in &seats {
                h.open("li", "").end();
                h.el("span", "tn-pname", name);
                h.open("span", "tn-where-table").end();
                h.text(Tx::Table.text(l)).raw(" ").num(*tb);
                h.raw(" · ").text(Tx::Seat.text(l)).raw(" ").num(*k);
                h.close("span").close("li");
            }
            h.close("ol");
            if !round.byes.is_empty() {
                h.open("p", "tn-note")
                    .end()
                    .text(Tx::Byes.text(l))
                    .raw(": ");
                for (k, &p) in round.byes.iter().enumerate() {
                    if k > 0 {
                        h.raw(", ");
                    }
                    h.text(player_name(t, p));
                }
                h.close("p");
            }
        }
    }
    h.close("section");
}
