//! The season's card: its settings, its ranking, its tournaments, its files.

use crate::present::act::TournamentAct;
use crate::present::html::Html;
use crate::present::lang::Lang;
use crate::tournament::season::{Family, Season};
use crate::tournament::Tournament;

use crate::present::tournament::desk_text::DeskText;
use crate::present::tournament::state::DeskUi;
use crate::present::tournament::words::points;

use super::{button, label_input, submit_act};

/// The season's card (`#t-season`): name and best N, the rankings (one per family, one
/// column per tournament, results left out by best N in brackets), the tournaments with a
/// button to take one out, the files and a new season.
pub(super) fn season_section(
    h: &mut Html,
    season: &Season,
    t: Option<&Tournament>,
    ui: &DeskUi,
    l: Lang,
) {
    h.open("section", "tn-card tn-season")
        .id("t-season-card")
        .end();
    h.open("h2", "tn-h2").end().text(DeskText::Season.text(l));
    if !season.name.is_empty() {
        h.raw(" · ").text(&season.name);
    }
    h.close("h2");
    if ui.confirm_season_clear {
        h.open("div", "tn-confirm no-print")
            .attr("role", "alertdialog")
            .id("t-season-confirm-clear")
            .end();
        h.el("p", "", DeskText::SeasonClearAsk.text(l));
        h.open("div", "tn-row").end();
        button(
            h,
            "tn-btn tn-danger",
            "t-season-clear-confirm",
            TournamentAct::SeasonClearConfirm,
            DeskText::SeasonClear.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-season-clear-cancel",
            TournamentAct::Cancel,
            DeskText::Cancel.text(l),
        );
        h.close("div").close("div");
    }
    if ui.pending_season.is_some() {
        h.open("div", "tn-confirm no-print")
            .attr("role", "alertdialog")
            .id("t-season-confirm-import")
            .end();
        h.el("p", "", DeskText::SeasonImportAsk.text(l));
        h.open("div", "tn-row").end();
        button(
            h,
            "tn-btn tn-danger",
            "t-season-import-confirm",
            TournamentAct::SeasonImportConfirm,
            DeskText::Replace.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-season-import-cancel",
            TournamentAct::Cancel,
            DeskText::Cancel.text(l),
        );
        h.close("div").close("div");
    }
    h.open("form", "tn-add no-print");
    submit_act(h, TournamentAct::SeasonSave)
        .id("t-season-form")
        .end();
    label_input(
        h,
        DeskText::SeasonName.text(l),
        "season-name",
        "text",
        &season.name,
    );
    label_input(
        h,
        DeskText::SeasonBest.text(l),
        "season-best",
        "number",
        &season.best.to_string(),
    );
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-season-save")
        .end()
        .text(DeskText::SeasonSave.text(l))
        .close("button");
    h.close("form");
    h.open("div", "tn-row no-print").end();
    if t.is_some() {
        button(
            h,
            "tn-btn",
            "t-season-add",
            TournamentAct::SeasonAdd,
            DeskText::SeasonAdd.text(l),
        );
    }
    if !season.tournaments.is_empty() {
        button(
            h,
            "tn-btn",
            "t-season-csv",
            TournamentAct::SeasonCsv,
            DeskText::SeasonCsv.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-season-export",
            TournamentAct::SeasonExport,
            DeskText::SeasonExport.text(l),
        );
    }
    h.open("label", "tn-btn tn-import")
        .id("t-season-import-label")
        .end()
        .text(DeskText::SeasonImport.text(l));
    h.open("input", "tn-hidden")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .id("t-season-import")
        .end()
        .close("label");
    if season != &Season::default() {
        button(
            h,
            "tn-btn tn-danger",
            "t-season-clear",
            TournamentAct::SeasonClear,
            DeskText::SeasonClear.text(l),
        );
    }
    h.close("div");
    if season.tournaments.is_empty() {
        h.el("p", "tn-note", DeskText::SeasonEmpty.text(l));
        h.close("section");
        return;
    }
    let families = season.families();
    for &family in &families {
        if families.len() > 1 {
            let title = match family {
                Family::Table => DeskText::SeasonTableFamily,
                Family::Testa => DeskText::SeasonTestaFamily,
            };
            h.el("h3", "tn-h3", title.text(l));
        }
        ranking(h, season, family, l);
    }
    h.el("h3", "tn-h3", DeskText::SeasonTournaments.text(l));
    h.open("ol", "tn-season-list").end();
    for (i, x) in season.tournaments.iter().enumerate() {
        h.open("li", "").attr_num("data-season-tournament", i).end();
        h.open("span", "").end().text(&x.name);
        if !x.date.is_empty() {
            h.raw(" · ").text(&x.date);
        }
        h.close("span");
        button(
            h,
            "tn-btn tn-small no-print",
            "t-season-remove",
            TournamentAct::SeasonRemove(i as u32),
            DeskText::SeasonRemove.text(l),
        );
        if ui.season_removing == Some(i as u32) {
            h.open("div", "tn-confirm no-print")
                .attr("role", "alertdialog")
                .id("t-season-confirm-remove")
                .end();
            h.el("p", "", DeskText::SeasonRemoveAsk.text(l));
            h.open("div", "tn-row").end();
            button(
                h,
                "tn-btn tn-danger",
                "t-season-remove-confirm",
                TournamentAct::SeasonRemoveConfirm(i as u32),
                DeskText::SeasonRemove.text(l),
            );
            button(
                h,
                "tn-btn",
                "t-season-remove-cancel",
                TournamentAct::Cancel,
                DeskText::Cancel.text(l),
            );
            h.close("div").close("div");
        }
        h.close("li");
    }
    h.close("ol").close("section");
}

/// One family's ranking of the season (docs/RULINGS.md, the season): its tournaments'
/// columns only, numbered as in the list of the season's tournaments.
fn ranking(h: &mut Html, season: &Season, family: Family, l: Lang) {
    let best = season.best > 0;
    let columns: Vec<usize> = (0..season.tournaments.len())
        .filter(|&i| season.tournaments[i].family == family)
        .collect();
    h.open("div", "tn-scroll").end();
    h.open("table", "tn-grid")
        .id(match family {
            Family::Table => "t-season-standings",
            Family::Testa => "t-season-standings-testa",
        })
        .attr("data-family", family.key())
        .end()
        .open("tr", "")
        .end();
    h.raw("<th>#</th>");
    for c in [
        DeskText::PlayerName,
        DeskText::Team,
        DeskText::Total,
        DeskText::SeasonPlayed,
    ] {
        h.el("th", "", c.text(l));
    }
    if best {
        h.el("th", "", DeskText::Discarded.text(l));
    }
    for &i in &columns {
        h.open("th", "tn-numcell").end().num(i + 1).close("th");
    }
    h.close("tr");
    for row in season.standings_of(family) {
        h.open("tr", "").attr_num("data-rank", row.rank).end();
        h.open("td", "").end().num(row.rank).close("td");
        h.el("td", "tn-pname", &row.name);
        h.el("td", "", row.club.as_deref().unwrap_or(""));
        h.open("td", "tn-numcell")
            .attr("data-total", "")
            .end()
            .text(&points(row.total, l))
            .close("td");
        h.open("td", "tn-numcell").end().num(row.played).close("td");
        if best {
            h.open("td", "tn-numcell").end();
            if row.discarded.0 != 0 {
                h.text(&points(row.discarded, l));
            }
            h.close("td");
        }
        for &i in &columns {
            match row.results[i] {
                None => {
                    h.raw("<td></td>");
                }
                Some((p, true)) => {
                    h.el("td", "tn-numcell", &points(p, l));
                }
                Some((p, false)) => {
                    h.open("td", "tn-numcell tn-left-out").end();
                    h.raw("(").text(&points(p, l)).raw(")").close("td");
                }
            }
        }
        h.close("tr");
    }
    h.close("table").close("div");
}
