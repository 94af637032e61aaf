//! The desk's markup: the page ([`page`]), its body ([`render`]) and the small writers
//! the sections share.

use crate::present::act::TournamentAct;
use crate::present::html::{Html, Markup};
use crate::present::lang::Lang;
use crate::tournament::{Format, PlayerId, RoundKind, StandingRow, Tournament};

use super::desk_text::DeskText;
use super::state::Desk;
use super::words::{format_name, points, rules_name};

use self::create::{create_form, toolbar};
use self::players::players_section;
use self::rounds::{next_round, rounds_section, slips};
use self::season::season_section;
use self::standings::{final_standings, standings_section};

mod clock;
mod create;
mod players;
mod public;
mod rounds;
mod season;
mod standings;

pub use clock::clock_face;
pub use public::public_page;

/// A player's full name ([`crate::tournament::Player::full_name`]): "Anna Rossi".
fn player_name(t: &Tournament, p: PlayerId) -> std::borrow::Cow<'_, str> {
    match t.players.get(p.index()) {
        None => "?".into(),
        Some(x) if x.surname.is_none() => x.name.as_str().into(),
        Some(x) => x.full_name().into(),
    }
}

/// The heading of the rounds' standings: "Classifica", or once a final table has decided
/// the final standings, "Classifica delle qualificazioni".
fn standings_heading(t: &Tournament) -> DeskText {
    if t.final_standings().is_some() {
        DeskText::QualificationStandings
    } else {
        DeskText::Standings
    }
}

/// "Campione: Anna" (`#t-champion`), once the tournament has its winner.
fn champion_line(h: &mut Html, t: &Tournament, l: Lang) {
    if let Some(c) = t.champion() {
        h.open("p", "tn-champion").id("t-champion").end();
        h.text(DeskText::Champion.text(l))
            .raw(": ")
            .text(&player_name(t, c))
            .close("p");
    }
}

/// "Riposano: A, B": a round's byes, if any.
fn byes_line(h: &mut Html, t: &Tournament, byes: &[PlayerId], l: Lang) {
    if byes.is_empty() {
        return;
    }
    h.open("p", "tn-note")
        .end()
        .text(DeskText::Byes.text(l))
        .raw(": ");
    for (k, &p) in byes.iter().enumerate() {
        if k > 0 {
            h.raw(", ");
        }
        h.text(&player_name(t, p));
    }
    h.close("p");
}

/// "Partita 2" above game `g` (0-based) of a table that plays more than one.
fn game_line(h: &mut Html, g: usize, games: u8, l: Lang) {
    if games > 1 {
        h.open("p", "tn-note")
            .end()
            .text(DeskText::Game.text(l))
            .raw(" ")
            .num(g + 1)
            .close("p");
    }
}

/// The rows of a short standings table (rank, name, total) under their heading row; the
/// first `finalists` rows marked as the final table's.
fn rank_rows(h: &mut Html, t: &Tournament, rows: &[StandingRow], finalists: usize, l: Lang) {
    h.open("tr", "").end();
    h.raw("<th>#</th>");
    for c in [DeskText::PlayerName, DeskText::Total] {
        h.el("th", "", c.text(l));
    }
    h.close("tr");
    for (i, row) in rows.iter().enumerate() {
        h.open("tr", if i < finalists { "tn-finalist" } else { "" })
            .attr_num("data-rank", row.rank)
            .attr_num("data-player", row.player.0)
            .end();
        h.open("td", "").end().num(row.rank).close("td");
        h.el("td", "tn-pname", &player_name(t, row.player));
        h.el("td", "tn-numcell", &points(row.total, l));
        h.close("tr");
    }
}

pub(super) fn round_title(h: &mut Html, t: &Tournament, r: usize, l: Lang) {
    round_title_of(h, t.rounds[r].kind, r, l);
}

/// [`round_title`] of round `r` (0-based) of `kind`, which need not be seated (a round
/// undone, in the log).
pub(super) fn round_title_of(h: &mut Html, kind: RoundKind, r: usize, l: Lang) {
    match kind {
        RoundKind::Regular => {
            h.text(DeskText::Round.text(l)).raw(" ").num(r + 1);
        }
        RoundKind::Knockout => {
            h.text(DeskText::KnockoutRound.text(l)).raw(" ").num(r + 1);
        }
        RoundKind::Semifinal => {
            h.text(DeskText::Semifinal.text(l));
        }
        RoundKind::Final => {
            h.text(DeskText::Final.text(l));
        }
    }
}

/// ` data-submit="act"`: the act of a form, done on submit (not `data-act`, which a
/// click anywhere inside the form would do).
fn submit_act(h: &mut Html, act: TournamentAct) -> &mut Html {
    let mut s = String::new();
    act.encode(&mut s);
    h.attr("data-submit", &s)
}

/// A button that does `act` (with a `data-testid` unless `testid` is empty).
fn button<'h>(
    h: &'h mut Html,
    class: &str,
    testid: &str,
    act: TournamentAct,
    label: &str,
) -> &'h mut Html {
    let mut s = String::new();
    act.encode(&mut s);
    h.open("button", class)
        .attr("type", "button")
        .attr("data-act", &s);
    if !testid.is_empty() {
        h.id(testid);
    }
    h.end().text(label).close("button")
}

fn label_input(h: &mut Html, label: &str, name: &'static str, kind: &'static str, value: &str) {
    h.open("label", "tn-field").end();
    h.el("span", "tn-label", label);
    h.open("input", "tn-input")
        .attr("type", kind)
        .attr("name", name)
        .attr("value", value)
        .id(name);
    if kind == "text" {
        h.attr("maxlength", "80");
    }
    h.end().close("label");
}

fn select(h: &mut Html, label: &str, name: &'static str, options: &[(&str, &str)], chosen: &str) {
    h.open("label", "tn-field").end();
    h.el("span", "tn-label", label);
    h.open("select", "tn-input")
        .attr("name", name)
        .id(name)
        .end();
    for (value, text) in options {
        h.open("option", "").attr("value", value);
        if *value == chosen {
            h.raw(" selected");
        }
        h.end().text(text).close("option");
    }
    h.close("select").close("label");
}

/// The desk's page in `l`: the app's top bar (a link back to Home, the title, the
/// language switch, as `crate::ui::app` writes them) and the desk ([`render`]).
pub fn page(desk: &Desk, l: Lang) -> Markup {
    let mut h = Html::new();
    h.open("header", "topbar no-print").end();
    h.open("div", "topbar-row").end();
    let home = DeskText::Home.text(l);
    h.open("a", "icon-button")
        .attr("href", "./")
        .id("nav-home")
        .attr("aria-label", home)
        .attr("title", home)
        .end()
        .raw(r#"<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.6"/></svg>"#)
        .close("a");
    h.open("h1", "topbar-title")
        .id("screen-title")
        .end()
        .text(DeskText::Title.text(l))
        .close("h1");
    h.open("div", "lang-switch")
        .attr("role", "group")
        .attr("aria-label", DeskText::LanguageLabel.text(l))
        .end();
    for x in Lang::ALL {
        let mut act = String::new();
        TournamentAct::Lang(x).encode(&mut act);
        let code = x.code();
        h.open("button", "lang-button")
            .attr("type", "button")
            .attr("data-act", &act)
            .raw(" data-testid=\"lang-")
            .raw(code)
            .raw("\"")
            .attr("aria-pressed", if x == l { "true" } else { "false" })
            .end()
            .text(&code.to_ascii_uppercase())
            .close("button");
    }
    h.close("div").close("div").close("header");
    h.open("main", "screen")
        .id("screen")
        .attr("data-screen", "tournament")
        .end();
    h.open("div", "tournament").id("tournament").end();
    body(&mut h, desk, l);
    h.close("div").close("main");
    Markup::of(h)
}

/// The whole screen's markup in `l`.
pub fn render(desk: &Desk, l: Lang) -> Markup {
    let mut h = Html::new();
    body(&mut h, desk, l);
    Markup::of(h)
}

fn body(h: &mut Html, desk: &Desk, l: Lang) {
    let ui = &desk.ui;
    let t = desk.tournament.as_ref();
    toolbar(h, t.is_some(), ui.season_open, l);
    if let Some((good, text)) = &ui.message {
        h.open(
            "div",
            if *good {
                "tn-message good no-print"
            } else {
                "tn-message bad no-print"
            },
        )
        .id("t-message")
        .attr("role", "status")
        .attr("data-good", if *good { "true" } else { "false" })
        .end();
        h.el("span", "", text);
        button(
            h,
            "tn-btn tn-small",
            "t-message-close",
            TournamentAct::MessageClose,
            DeskText::Close.text(l),
        );
        h.close("div");
    }
    if ui.confirm_new {
        h.open("div", "tn-card tn-confirm no-print")
            .attr("role", "alertdialog")
            .id("t-confirm-new")
            .end();
        h.el("p", "", DeskText::ReplaceAsk.text(l));
        h.open("div", "tn-row").end();
        button(
            h,
            "tn-btn tn-danger",
            "t-replace",
            TournamentAct::NewConfirm,
            DeskText::Replace.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-replace-cancel",
            TournamentAct::Cancel,
            DeskText::Cancel.text(l),
        );
        h.close("div").close("div");
    }
    if ui.pending_import.is_some() {
        h.open("div", "tn-card tn-confirm no-print")
            .attr("role", "alertdialog")
            .id("t-confirm-import")
            .end();
        h.el("p", "", DeskText::ImportAsk.text(l));
        h.open("div", "tn-row").end();
        button(
            h,
            "tn-btn tn-danger",
            "t-import-confirm",
            TournamentAct::ImportConfirm,
            DeskText::Replace.text(l),
        );
        button(
            h,
            "tn-btn",
            "t-import-cancel",
            TournamentAct::Cancel,
            DeskText::Cancel.text(l),
        );
        h.close("div").close("div");
    }
    if ui.creating {
        create_form(h, l);
    }
    if ui.season_open {
        season_section(h, &desk.season, t, ui, l);
    }
    let Some(t) = t else {
        if !ui.creating {
            h.el("p", "tn-card tn-note", DeskText::NoTournament.text(l));
        }
        return;
    };
    if let Some(r) = ui.slips.filter(|&r| (r as usize) < t.rounds.len()) {
        slips(h, t, r as usize, l);
    }
    h.open("header", "tn-card tn-head").id("t-head").end();
    h.el("h2", "tn-title", &t.settings.name);
    h.open("p", "tn-note").end();
    if !t.settings.date.is_empty() {
        h.text(&t.settings.date).raw(" · ");
    }
    h.text(rules_name(t.settings.rules, l)).raw(" · ");
    h.text(format_name(t.settings.format, l)).raw(" · ");
    h.text(DeskText::TableSize.text(l))
        .raw(": ")
        .num(t.settings.table_size);
    if t.settings.format == Format::Italiana {
        h.raw(" · ")
            .text(DeskText::Rounds.text(l))
            .raw(": ")
            .num(t.settings.rounds);
    }
    if t.settings.discards > 0 {
        h.raw(" · ")
            .text(DeskText::Discarded.text(l))
            .raw(": ")
            .num(t.settings.discards);
    }
    h.close("p");
    if t.is_over() {
        h.el("p", "tn-champion", DeskText::Over.text(l));
    }
    h.close("header");
    // Printing the standings alone: style/tournament.css keeps the heading and the
    // standings (the final standings once a final is played) on the page.
    h.open(
        "div",
        if ui.print_standings {
            "tn-columns tn-print-standings"
        } else {
            "tn-columns"
        },
    )
    .end();
    h.open("div", "tn-main").end();
    next_round(h, t, l);
    rounds_section(h, t, ui, l);
    h.close("div");
    h.open("div", "tn-side").end();
    if let Some(rows) = t.final_standings() {
        h.open("section", "tn-card tn-standings")
            .id("t-final")
            .end();
        final_standings(h, t, &rows, l);
        h.close("section");
    }
    standings_section(h, t, l);
    players_section(h, t, ui, l);
    h.close("div");
    h.close("div");
}
