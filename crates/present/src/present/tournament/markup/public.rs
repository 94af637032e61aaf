//! The public screen (`torneo.html#schermo`).

use crate::present::html::{Html, Markup};
use crate::present::lang::Lang;
use crate::present::tournament::desk_text::DeskText;
use crate::tournament::Tournament;

use super::standings::final_standings;
use super::{byes_line, champion_line, rank_rows, round_title, standings_heading};

/// The public screen (`torneo.html#schermo`, a second window for a projector or another
/// tablet): the current round's tables as "where do I sit" in alphabetical order, and
/// the standings, and the round clock at `now` (ms since the epoch) once the desk started
/// it, with the call of the penultimate round; no controls. Drawn again whenever the desk
/// saves, its clock's face every second.
pub fn public_page(t: Option<&Tournament>, l: Lang, now: u64) -> Markup {
    let mut h = Html::new();
    h.open("main", "screen tn-public")
        .id("screen")
        .attr("data-screen", "tournament-public")
        .end();
    let Some(t) = t else {
        h.el("p", "tn-note", DeskText::NoTournament.text(l));
        h.close("main");
        return Markup::of(h);
    };
    h.el("h1", "tn-title", &t.settings.name);
    champion_line(&mut h, t, l);
    super::clock::public_clock(&mut h, t, now, l);
    h.open("div", "tn-public-columns").end();
    if let Some(rows) = t.final_standings() {
        h.open("section", "tn-card").id("t-public-final").end();
        final_standings(&mut h, t, &rows, l);
        h.close("section");
    } else {
        where_to_sit(&mut h, t, l);
    }
    h.open("section", "tn-card").id("t-public-standings").end();
    h.el("h2", "tn-h2", standings_heading(t).text(l));
    h.open("table", "tn-grid").end();
    rank_rows(&mut h, t, &t.standings(), 0, l);
    h.close("table").close("section").close("div").close("main");
    Markup::of(h)
}

/// "Where do I sit": the current round's seats in alphabetical order (by surname, then
/// name), and its byes.
fn where_to_sit(h: &mut Html, t: &Tournament, l: Lang) {
    h.open("section", "tn-card").id("t-where").end();
    match t.rounds.last() {
        None => {
            h.el("h2", "tn-h2", DeskText::WhereToSit.text(l));
            h.el("p", "tn-note", DeskText::NoRound.text(l));
        }
        Some(round) => {
            h.open("h2", "tn-h2")
                .end()
                .text(DeskText::WhereToSit.text(l))
                .raw(" · ");
            round_title(h, t, t.rounds.len() - 1, l);
            h.close("h2");
            // By surname, then name (issue 46 item 7); a player without a surname by
            // the name.
            let mut seats: Vec<((String, String), String, usize, usize)> = Vec::new();
            for (tb, table) in round.tables.iter().enumerate() {
                for (k, &p) in table.players.iter().enumerate() {
                    let Some(player) = t.players.get(p.index()) else {
                        continue;
                    };
                    let name = player.full_name();
                    seats.push((
                        player.sort_key(),
                        name,
                        tb + 1,
                        t.seat_number(t.rounds.len() - 1, k),
                    ));
                }
            }
            seats.sort_by(|a, b| a.0.cmp(&b.0));
            h.open("ol", "tn-where").end();
            for (_, name, tb, k) in &seats {
                h.open("li", "").end();
                h.el("span", "tn-pname", name);
                h.open("span", "tn-where-table").end();
                h.text(DeskText::Table.text(l)).raw(" ").num(*tb);
                h.raw(" · ").text(DeskText::Seat.text(l)).raw(" ").num(*k);
                h.close("span").close("li");
            }
            h.close("ol");
            byes_line(h, t, &round.byes, l);
        }
    }
    h.close("section");
}
