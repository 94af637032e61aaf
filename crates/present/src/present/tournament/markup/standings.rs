//! The standings card (and the team standings).

use crate::present::html::Html;
use crate::present::lang::Lang;
use crate::present::tournament::desk_text::DeskText;
use crate::present::tournament::words::{points, tie_break_text};
use crate::tournament::{Format, StandingRow, Tournament, TournamentRules};

use super::{champion_line, player_name, rank_rows, standings_heading};

/// The final standings after a final table ([`Tournament::final_standings`]): its own
/// table (`#t-final-standings`), rank, name and the rounds' points; the finalists marked.
pub(super) fn final_standings(h: &mut Html, t: &Tournament, rows: &[StandingRow], l: Lang) {
    let finalists = t
        .rounds
        .last()
        .and_then(|r| r.tables.first())
        .map_or(0, |x| x.players.len());
    h.el("h2", "tn-h2", DeskText::FinalStandings.text(l));
    h.open("table", "tn-grid tn-final")
        .id("t-final-standings")
        .end();
    rank_rows(h, t, rows, finalists, l);
    h.close("table");
}

pub(super) fn standings_section(h: &mut Html, t: &Tournament, l: Lang) {
    let rows = t.standings();
    let open = t.settings.rules == TournamentRules::OkgiocaconOpen;
    let knockout = t.settings.format == Format::Knockout;
    h.open("section", "tn-card tn-standings")
        .id("t-standings")
        .end();
    h.el("h2", "tn-h2", standings_heading(t).text(l));
    champion_line(h, t, l);
    // In a scroller: an open championship's columns can be wider than the card.
    h.open("div", "tn-scroll").end();
    h.open("table", "tn-grid").end().open("tr", "").end();
    h.raw("<th>#</th>");
    let mut heads = vec![DeskText::PlayerName, DeskText::Club, DeskText::Total];
    if open {
        heads.extend([DeskText::Victories, DeskText::Summary]);
    }
    if knockout {
        heads.push(DeskText::Reached);
    }
    let discards = t.settings.discards > 0;
    // Which players have a round discarded: a played 0 discarded shows "0", not blank.
    let scores = if discards {
        t.round_scores()
    } else {
        Vec::new()
    };
    if discards {
        heads.push(DeskText::Discarded);
    }
    heads.extend([DeskText::Games, DeskText::Penalties]);
    for c in heads {
        h.el(
            "th",
            "",
            if c == DeskText::Club {
                DeskText::Team.text(l)
            } else {
                c.text(l)
            },
        );
    }
    h.close("tr");
    for row in &rows {
        let p = &t.players[row.player.index()];
        h.open("tr", if row.withdrawn { "tn-withdrawn" } else { "" })
            .attr_num("data-rank", row.rank)
            .attr_num("data-player", row.player.0)
            .end();
        h.open("td", "").end().num(row.rank).close("td");
        h.open("td", "tn-pname").end().text(&p.full_name());
        if row.withdrawn {
            h.raw(" ")
                .el("span", "tn-tag tn-out", DeskText::Withdrawn.text(l));
        }
        // Level with the row above: which tie-break put it second (issue 46 item 7).
        if let Some(tie) = row.tie {
            h.open("span", "tn-tie").attr("data-tie", "").end();
            h.text(&tie_break_text(tie, l)).close("span");
        }
        h.close("td");
        h.el("td", "", p.club.as_deref().unwrap_or(""));
        h.open("td", "tn-numcell")
            .attr("data-total", "")
            .end()
            .text(&points(row.total, l))
            .close("td");
        if open {
            h.open("td", "tn-numcell")
                .end()
                .num(row.victories)
                .close("td");
            h.el("td", "", &crate::tournament::open_summary(&row.places));
        }
        if knockout {
            h.open("td", "tn-numcell").end();
            if let Some(r) = row.reached {
                h.num(r + 1);
            }
            h.close("td");
        }
        if discards {
            h.open("td", "tn-numcell").attr("data-discarded", "").end();
            let dropped = scores[row.player.index()]
                .iter()
                .any(|s| !s.counts && s.points.is_some());
            if dropped {
                h.text(&points(row.discarded, l));
            }
            h.close("td");
        }
        h.open("td", "tn-numcell").end().num(row.games).close("td");
        h.open("td", "tn-numcell").end();
        if row.penalties.0 != 0 {
            h.raw("-").text(&points(row.penalties, l));
        }
        h.close("td").close("tr");
    }
    h.close("table").close("div");
    if t.settings.rules == TournamentRules::OkgiocaconTeam {
        let teams = t.team_standings();
        if !teams.is_empty() {
            h.el("h2", "tn-h2", DeskText::TeamStandings.text(l));
            h.open("table", "tn-grid")
                .id("t-team-standings")
                .end()
                .open("tr", "")
                .end();
            h.raw("<th>#</th>");
            for c in [DeskText::Team, DeskText::Players, DeskText::Total] {
                h.el("th", "", c.text(l));
            }
            h.close("tr");
            for row in teams {
                h.open("tr", "").end();
                h.open("td", "").end().num(row.rank).close("td");
                h.el("td", "tn-pname", &row.team);
                let names: Vec<String> = row
                    .members
                    .iter()
                    .map(|&p| player_name(t, p).into_owned())
                    .collect();
                h.el("td", "", &names.join(", "));
                h.el("td", "tn-numcell", &points(row.total, l));
                h.close("tr");
            }
            h.close("table");
        }
    }
    h.close("section");
}
