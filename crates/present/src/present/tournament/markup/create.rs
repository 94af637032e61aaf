//! The create form and the toolbar.

use crate::present::act::TournamentAct;
use crate::present::html::Html;
use crate::present::lang::Lang;
use crate::present::tournament::desk_text::DeskText;
use crate::present::tournament::words::{format_name, rules_name};
use crate::tournament::{Format, TournamentRules};

use super::{button, label_input, select, submit_act};

pub(super) fn create_form(h: &mut Html, l: Lang) {
    h.open("form", "tn-card tn-create");
    submit_act(h, TournamentAct::Create)
        .id("t-create-form")
        .end();
    h.el("h2", "tn-h2", DeskText::NewTournament.text(l));
    label_input(h, DeskText::Name.text(l), "name", "text", "");
    label_input(h, DeskText::Date.text(l), "date", "date", "");
    let rules: Vec<(&str, &str)> = TournamentRules::ALL
        .iter()
        .map(|r| (r.key(), rules_name(*r, l)))
        .collect();
    select(h, DeskText::RuleSet.text(l), "rules", &rules, "torneo");
    let formats: Vec<(&str, &str)> = Format::ALL
        .iter()
        .map(|f| (f.key(), format_name(*f, l)))
        .collect();
    select(
        h,
        DeskText::FormatLabel.text(l),
        "format",
        &formats,
        "italiana",
    );
    // The fields a rule set or format does not use are hidden while it is chosen
    // (style/tournament.css, `.tn-when`): testa a testa seats pairs and has its own
    // finals; a knockout has no rounds to count nor finals after them.
    h.open("div", "tn-when tn-not-testa").end();
    select(
        h,
        DeskText::TableSize.text(l),
        "size",
        &[("4", "4"), ("5", "5")],
        "4",
    );
    h.close("div");
    h.open("div", "tn-when tn-not-knockout").end();
    label_input(h, DeskText::Rounds.text(l), "rounds", "number", "3");
    label_input(h, DeskText::Discards.text(l), "discards", "number", "0");
    h.close("div");
    h.open("label", "tn-check").end();
    h.open("input", "tn-radio")
        .attr("type", "checkbox")
        .attr("name", "clubs_apart")
        .attr("value", "1")
        .id("clubs_apart")
        .end()
        .text(DeskText::ClubsApart.text(l))
        .close("label");
    h.open("div", "tn-when tn-not-testa tn-not-knockout").end();
    label_input(h, DeskText::Direct.text(l), "direct", "number", "0");
    label_input(h, DeskText::Semifinalists.text(l), "semis", "number", "0");
    h.open("label", "tn-check").end();
    h.open("input", "tn-radio")
        .attr("type", "checkbox")
        .attr("name", "repechage")
        .attr("value", "1")
        .id("repechage")
        .end()
        .text(DeskText::Repechage.text(l))
        .close("label");
    h.close("div");
    h.open("div", "tn-when tn-testa-only").end();
    select(
        h,
        DeskText::GamesPerTable.text(l),
        "games",
        &[("1", "1"), ("2", "2")],
        "1",
    );
    h.close("div");
    h.open("div", "tn-row").end();
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-create")
        .end()
        .text(DeskText::Create.text(l))
        .close("button");
    button(
        h,
        "tn-btn",
        "t-cancel",
        TournamentAct::Cancel,
        DeskText::Cancel.text(l),
    );
    h.close("div").close("form");
}

pub(super) fn toolbar(h: &mut Html, has: bool, season_open: bool, l: Lang) {
    h.open("div", "tn-toolbar no-print").end();
    button(
        h,
        "tn-btn",
        "t-new",
        TournamentAct::New,
        DeskText::NewTournament.text(l),
    );
    h.open("label", "tn-btn tn-import")
        .id("t-import-label")
        .end()
        .text(DeskText::ImportFile.text(l));
    h.open("input", "tn-hidden")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .id("t-import-file")
        .end()
        .close("label");
    button(
        h,
        if season_open {
            "tn-btn tn-on"
        } else {
            "tn-btn"
        },
        "t-season",
        TournamentAct::Season,
        DeskText::Season.text(l),
    );
    if has {
        h.open("label", "tn-btn tn-import")
            .id("t-import-csv-label")
            .end()
            .text(DeskText::ImportPlayers.text(l));
        h.open("input", "tn-hidden")
            .attr("type", "file")
            .attr("accept", ".csv,text/csv")
            .id("t-import-csv")
            .end()
            .close("label");
        // The public screen: this page again in a second window (a projector, another
        // tablet), drawn from what the desk saves (src/ui/desk.rs).
        h.open("a", "tn-btn")
            .attr("href", "torneo.html#schermo")
            .attr("target", "_blank")
            .attr("rel", "noopener")
            .id("t-public")
            .end()
            .text(DeskText::PublicScreen.text(l))
            .close("a");
        button(
            h,
            "tn-btn",
            "t-export",
            TournamentAct::ExportFile,
            DeskText::ExportFile.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-csv-standings",
            TournamentAct::CsvStandings,
            DeskText::CsvStandings.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-csv-tables",
            TournamentAct::CsvTables,
            DeskText::CsvTables.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-print",
            TournamentAct::Print,
            DeskText::Print.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-print-standings",
            TournamentAct::PrintStandings,
            DeskText::PrintStandings.text(l),
        );
    }
    h.close("div");
}
