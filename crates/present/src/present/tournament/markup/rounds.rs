//! The rounds: the next round's preview, each round's tables and result forms, the score
//! slips.

use crate::present::act::TournamentAct;
use crate::present::html::Html;
use crate::present::lang::Lang;
use crate::present::tournament::desk_text::DeskText;
use crate::present::tournament::state::{DeskUi, Form};
use crate::present::tournament::words::{
    correction_text, error_text, points, sentence, tie_rule_name,
};
use crate::tournament::{
    Entry, Format, GameResult, PlayerId, RoundKind, SeatingMethod, TieRule, Tournament,
    TournamentError, TournamentRules,
};

use super::{button, byes_line, game_line, player_name, round_title, select, submit_act};

/// A `<select>` of "" (shown as `none`) and the places 1..=n, `chosen` selected.
fn place_select(h: &mut Html, name: &str, label: &str, none: &str, n: usize, chosen: Option<u32>) {
    h.open("select", "tn-input")
        .attr("name", name)
        .id(&format!("t-{name}"))
        .attr("aria-label", label)
        .end();
    h.open("option", "")
        .attr("value", "")
        .end()
        .text(none)
        .close("option");
    for k in 1..=n {
        h.open("option", "").attr_num("value", k);
        if chosen == Some(k as u32) {
            h.raw(" selected");
        }
        h.end().num(k).raw("°").close("option");
    }
    h.close("select");
}

/// What one seat's line of the result form shows: table points as typed, order of
/// elimination, place among the tied, RisiKo!.
struct SeatLine {
    points: String,
    eliminated: Option<u32>,
    tie: Option<u32>,
    risiko: bool,
}

/// The lines of the form filled in from `prev` (a recorded game being corrected), in the
/// order of the table's seats.
fn lines_of(players: &[PlayerId], prev: Option<&GameResult>) -> Vec<SeatLine> {
    let entries: &[Entry] = prev.map_or(&[], |g| g.entries.as_slice());
    players
        .iter()
        .map(|&p| {
            let at = entries.iter().position(|e| e.player == p);
            let entry = at.map(|k| &entries[k]);
            // Its place among the players with its table points (for a tie), if any.
            let tie = at.and_then(|k| {
                let e = &entries[k];
                let same = |x: &Entry| {
                    x.eliminated.is_none() && !x.risiko && x.table_points == e.table_points
                };
                let group = entries.iter().filter(|x| same(x)).count();
                (same(e) && group > 1)
                    .then(|| entries[..k].iter().filter(|x| same(x)).count() as u32 + 1)
            });
            SeatLine {
                points: entry
                    .map(|e| e.table_points.to_string())
                    .unwrap_or_default(),
                eliminated: entry.and_then(|e| e.eliminated),
                tie,
                risiko: entry.is_some_and(|e| e.risiko),
            }
        })
        .collect()
}

/// The lines of a refused form, as typed (the fields of
/// `result_from` in forms.rs).
fn lines_typed(n: usize, typed: &Form) -> Vec<SeatLine> {
    let place = |name: String| typed.get(&name).trim().parse::<u32>().ok();
    (0..n)
        .map(|i| SeatLine {
            points: typed.get(&format!("pts-{i}")).to_owned(),
            eliminated: place(format!("elim-{i}")),
            tie: place(format!("tie-{i}")),
            risiko: typed.get("risiko") == i.to_string(),
        })
        .collect()
}

/// The result form of a table; `prev` (a recorded game being corrected) fills it in, or
/// `typed`, what was typed when the form was refused.
fn result_form(
    h: &mut Html,
    t: &Tournament,
    r: usize,
    tb: usize,
    prev: Option<&GameResult>,
    typed: Option<&Form>,
    l: Lang,
) {
    let table = &t.rounds[r].tables[tb];
    let n = table.players.len();
    h.open("form", "tn-result no-print");
    submit_act(
        h,
        TournamentAct::Record {
            round: r as u32,
            table: tb as u32,
        },
    )
    .id("t-result-form")
    .end();
    h.open("table", "tn-grid").end().open("tr", "").end();
    for c in [
        DeskText::PlayerName,
        DeskText::TablePoints,
        DeskText::Eliminated,
        DeskText::TieOrder,
        DeskText::Risiko,
    ] {
        h.el("th", "", c.text(l));
    }
    h.close("tr");
    let lines = match typed {
        Some(f) => lines_typed(n, f),
        None => lines_of(&table.players, prev),
    };
    let mut any_risiko = false;
    for (i, (&p, line)) in table.players.iter().zip(&lines).enumerate() {
        h.open("tr", "").end();
        h.el("td", "tn-pname", &player_name(t, p));
        h.open("td", "").end();
        h.open("input", "tn-input tn-num")
            .attr("type", "text")
            .attr("inputmode", "decimal")
            .attr("name", &format!("pts-{i}"))
            .id(&format!("t-pts-{i}"))
            .attr("aria-label", DeskText::TablePoints.text(l))
            .attr("value", &line.points)
            .end()
            .close("td");
        h.open("td", "").end();
        place_select(
            h,
            &format!("elim-{i}"),
            DeskText::Eliminated.text(l),
            DeskText::Survived.text(l),
            n,
            line.eliminated,
        );
        h.close("td");
        h.open("td", "").end();
        place_select(
            h,
            &format!("tie-{i}"),
            DeskText::TieOrder.text(l),
            "–",
            n,
            line.tie,
        );
        h.close("td");
        h.open("td", "").end();
        h.open("input", "tn-radio")
            .attr("type", "radio")
            .attr("name", "risiko")
            .attr_num("value", i)
            .id(&format!("t-risiko-{i}"))
            .attr("aria-label", DeskText::Risiko.text(l));
        if line.risiko {
            any_risiko = true;
            h.raw(" checked");
        }
        h.end().close("td");
        h.close("tr");
    }
    h.close("table");
    h.open("label", "tn-check").end();
    h.open("input", "tn-radio")
        .attr("type", "radio")
        .attr("name", "risiko")
        .attr("value", "");
    if !any_risiko {
        h.raw(" checked");
    }
    h.id("t-risiko-none")
        .end()
        .text(DeskText::NoRisiko.text(l))
        .close("label");
    let mut rules: Vec<(&str, &str)> = vec![("", DeskText::TieRuleNone.text(l))];
    rules.extend(TieRule::ALL.iter().map(|r| (r.key(), tie_rule_name(*r, l))));
    let chosen = match typed {
        Some(f) => TieRule::ALL
            .into_iter()
            .find(|r| r.key() == f.get("tie_rule"))
            .map_or("", TieRule::key),
        None => prev.and_then(|g| g.tie).map_or("", TieRule::key),
    };
    select(
        h,
        DeskText::TieRuleLabel.text(l),
        "tie_rule",
        &rules,
        chosen,
    );
    if t.settings.rules == TournamentRules::TestaATesta {
        let mark = |name: &str, was: bool| typed.map_or(was, |f| !f.get(name).is_empty());
        let marks = [
            (
                "mondo",
                DeskText::Mondo,
                mark("mondo", prev.is_some_and(|g| g.mondo)),
            ),
            (
                "morto",
                DeskText::MortoEliminated,
                mark("morto", prev.is_some_and(|g| g.morto_eliminated_by_winner)),
            ),
        ];
        for (name, tx, on) in marks {
            h.open("label", "tn-check").end();
            h.open("input", "tn-radio")
                .attr("type", "checkbox")
                .attr("name", name)
                .attr("value", "1");
            if on {
                h.raw(" checked");
            }
            h.end().text(tx.text(l)).close("label");
        }
    }
    h.open("div", "tn-row").end();
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-record")
        .end()
        .text(DeskText::Save.text(l))
        .close("button");
    button(
        h,
        "tn-btn",
        "t-result-cancel",
        TournamentAct::Cancel,
        DeskText::Cancel.text(l),
    );
    h.close("div").close("form");
}

pub(super) fn rounds_section(h: &mut Html, t: &Tournament, ui: &DeskUi, l: Lang) {
    let last = t.rounds.len().saturating_sub(1);
    for (r, round) in t.rounds.iter().enumerate().rev() {
        h.open("section", "tn-card tn-round")
            .attr_num("data-round", r)
            .id("t-round")
            .end();
        h.open("h2", "tn-h2").end();
        round_title(h, t, r, l);
        h.close("h2");
        h.open("p", "tn-note").id("t-round-info").end();
        h.text(match round.method {
            SeatingMethod::Random => DeskText::Random.text(l),
            SeatingMethod::Balanced => DeskText::Balanced.text(l),
            SeatingMethod::Standings => DeskText::ByStandings.text(l),
        });
        h.raw(" · ").num(round.repeated_pairs).raw(" ");
        h.text(DeskText::RepeatedPairs.text(l)).raw(" · ");
        h.text(&correction_text(round.correction, l));
        h.close("p");
        byes_line(h, t, &round.byes, l);
        // The last round before any result: undo it, or rearrange its tables by taps.
        let open = r == last && round.tables.iter().all(|x| x.results.is_empty());
        h.open("div", "tn-row no-print").end();
        button(
            h,
            "tn-btn",
            "t-slips",
            TournamentAct::PrintSlips(r as u32),
            DeskText::Slips.text(l),
        );
        if open {
            button(
                h,
                "tn-btn",
                "t-undo-round",
                TournamentAct::UndoRound,
                DeskText::UndoRound.text(l),
            );
        }
        h.close("div");
        if r == last {
            super::clock::desk_clock(h, t, ui.now_ms, l);
        }
        if open && ui.picked.is_some() {
            h.el("p", "tn-note no-print", DeskText::PickHint.text(l));
        }
        h.open("div", "tn-tables").end();
        for (tb, table) in round.tables.iter().enumerate() {
            h.open("div", "tn-table")
                .attr_num("data-table", tb)
                .attr(
                    "data-complete",
                    if table.is_complete() { "true" } else { "false" },
                )
                .end();
            h.open("h3", "tn-h3").end();
            h.text(DeskText::Table.text(l))
                .raw(" ")
                .num(tb + 1)
                .close("h3");
            let awards = t.awards(r, tb);
            if table.results.is_empty() {
                h.open("ul", "tn-seats").end();
                let morto = t.morto_seat(r);
                for (k, &p) in table.players.iter().enumerate() {
                    // Testa a testa's semifinals only (testa-a-testa.txt lines 132-133):
                    // "il morto giocherà per secondo".
                    if let Some(m) = morto.filter(|&m| k + 1 == m) {
                        h.open("li", "tn-morto").end();
                        seat_no(h, m);
                        h.text(DeskText::Morto.text(l)).close("li");
                    }
                    let seat = t.seat_number(r, k);
                    if open {
                        let mut act = String::new();
                        TournamentAct::Pick(p.0).encode(&mut act);
                        h.open("li", "").end();
                        seat_no(h, seat);
                        h.open("button", "tn-seat")
                            .attr("type", "button")
                            .attr("data-act", &act)
                            .attr(
                                "aria-pressed",
                                if ui.picked == Some(p.0) {
                                    "true"
                                } else {
                                    "false"
                                },
                            )
                            .end()
                            .text(&player_name(t, p))
                            .close("button")
                            .close("li");
                    } else {
                        h.open("li", "").end();
                        seat_no(h, seat);
                        h.el("span", "tn-pname", &player_name(t, p)).close("li");
                    }
                }
                h.close("ul");
                let picked_here = ui
                    .picked
                    .is_some_and(|p| table.players.contains(&PlayerId(p)));
                if open && ui.picked.is_some() && !picked_here {
                    button(
                        h,
                        "tn-btn tn-small no-print",
                        "t-move",
                        TournamentAct::MoveTo(tb as u32),
                        DeskText::MoveHere.text(l),
                    );
                }
            }
            for (g, result) in table.results.iter().enumerate() {
                game_line(h, g, table.games, l);
                h.open("table", "tn-grid tn-res").end().open("tr", "").end();
                for c in [
                    DeskText::PlayerName,
                    DeskText::TablePoints,
                    DeskText::TournamentPoints,
                ] {
                    h.el("th", "", c.text(l));
                }
                h.close("tr");
                for e in &result.entries {
                    h.open("tr", "").end();
                    h.open("td", "tn-pname")
                        .end()
                        .text(&player_name(t, e.player));
                    if e.risiko {
                        h.raw(" ").el("span", "tn-tag", DeskText::Risiko.text(l));
                    }
                    if let Some(o) = e.eliminated {
                        h.raw(" <span class=\"tn-tag tn-out\">✝")
                            .num(o)
                            .raw("</span>");
                    }
                    h.close("td");
                    h.el("td", "tn-numcell", &points(e.table_points, l));
                    let award = awards
                        .get(g)
                        .and_then(|a| a.iter().find(|a| a.player == e.player));
                    let shown = match award {
                        Some(a) if t.settings.rules == TournamentRules::OkgiocaconOpen => {
                            crate::tournament::open_label(a)
                        }
                        Some(a) => points(a.points, l),
                        None => String::new(),
                    };
                    h.open("td", "tn-numcell")
                        .attr("data-award", "")
                        .end()
                        .text(&shown)
                        .close("td");
                    h.close("tr");
                }
                h.close("table");
                if let Some(rule) = result.tie {
                    h.open("p", "tn-note")
                        .attr("data-tie", rule.key())
                        .end()
                        .text(DeskText::TieDecidedBy.text(l))
                        .raw(": ")
                        .text(tie_rule_name(rule, l))
                        .close("p");
                }
            }
            let correcting = ui
                .correcting
                .filter(|&(cr, ct, _)| (cr as usize, ct as usize) == (r, tb))
                .and_then(|c| table.results.get(c.2 as usize));
            if ui.editing == Some((r as u32, tb as u32))
                && (correcting.is_some() || !table.is_complete())
            {
                result_form(h, t, r, tb, correcting, ui.typed.as_ref(), l);
            } else if !table.is_complete() {
                button(
                    h,
                    "tn-btn tn-primary no-print",
                    "t-enter",
                    TournamentAct::Edit {
                        round: r as u32,
                        table: tb as u32,
                    },
                    DeskText::EnterResult.text(l),
                );
            }
            if ui.editing != Some((r as u32, tb as u32)) {
                for g in 0..table.results.len() {
                    let mut label = DeskText::CorrectGame.text(l).to_owned();
                    if table.games > 1 {
                        label.push(' ');
                        label.push_str(DeskText::Game.text(l));
                        label.push(' ');
                        label.push_str(&(g + 1).to_string());
                    }
                    button(
                        h,
                        "tn-btn tn-small no-print",
                        "t-correct",
                        TournamentAct::CorrectGame {
                            round: r as u32,
                            table: tb as u32,
                            game: g as u32,
                        },
                        &label,
                    );
                }
            }
            h.close("div");
        }
        h.close("div").close("section");
    }
}

pub(super) fn next_round(h: &mut Html, t: &Tournament, l: Lang) {
    if t.is_over() {
        return;
    }
    let Ok((kind, sizes, correction)) = t.preview_next_round() else {
        if let Err(e) = t.preview_next_round() {
            if !matches!(e, TournamentError::RoundIncomplete(_)) && !t.players.is_empty() {
                h.open("section", "tn-card no-print").id("t-next").end();
                h.el("p", "tn-note", &sentence(error_text(&e, l)));
                h.close("section");
            }
        }
        return;
    };
    h.open("section", "tn-card tn-next no-print")
        .id("t-next")
        .end();
    h.open("h2", "tn-h2")
        .end()
        .text(DeskText::NextRound.text(l))
        .raw(": ");
    h.text(match kind {
        RoundKind::Regular => DeskText::Round.text(l),
        RoundKind::Knockout => DeskText::KnockoutRound.text(l),
        RoundKind::Semifinal => DeskText::Semifinal.text(l),
        RoundKind::Final => DeskText::Final.text(l),
    });
    if matches!(kind, RoundKind::Regular | RoundKind::Knockout) {
        h.raw(" ").num(t.rounds.len() + 1);
    }
    h.close("h2");
    h.open("p", "tn-note").id("t-preview").end();
    h.num(sizes.len()).raw(" × [");
    for (i, &k) in sizes.iter().enumerate() {
        if i > 0 {
            h.raw(", ");
        }
        h.num(k);
    }
    h.raw("] · ");
    h.text(&correction_text(correction, l));
    h.close("p");
    if t.settings.format == Format::Knockout && t.rounds.is_empty() {
        if let Ok(plan) = t.knockout_plan() {
            h.open("p", "tn-note")
                .id("t-plan")
                .end()
                .text(DeskText::Plan.text(l))
                .raw(": ");
            for n in plan {
                h.num(n).raw(" → ");
            }
            h.text(DeskText::Final.text(l)).close("p");
        }
    }
    h.open("div", "tn-row").end();
    button(
        h,
        "tn-btn tn-primary",
        "t-seat-random",
        TournamentAct::Seat(SeatingMethod::Random),
        DeskText::SeatRandom.text(l),
    );
    button(
        h,
        "tn-btn tn-primary",
        "t-seat-balanced",
        TournamentAct::Seat(SeatingMethod::Balanced),
        DeskText::SeatBalanced.text(l),
    );
    if !t.rounds.is_empty() && kind != RoundKind::Semifinal && kind != RoundKind::Final {
        button(
            h,
            "tn-btn tn-primary",
            "t-seat-standings",
            TournamentAct::Seat(SeatingMethod::Standings),
            DeskText::SeatStandings.text(l),
        );
    }
    h.close("div").close("section");
}

/// A round's score slips, one per table (printed alone: style/tournament.css): the
/// tournament, round and table, the players in seating order, boxes for the table points,
/// the elimination and RisiKo!, and for what breaks a tie, and the players' signatures.
pub(super) fn slips(h: &mut Html, t: &Tournament, r: usize, l: Lang) {
    h.open("section", "tn-card tn-slips")
        .id("t-slips-sheet")
        .end();
    h.open("div", "tn-row no-print").end();
    button(
        h,
        "tn-btn tn-primary",
        "t-slips-print",
        TournamentAct::Print,
        DeskText::Print.text(l),
    );
    button(
        h,
        "tn-btn",
        "t-slips-close",
        TournamentAct::Cancel,
        DeskText::Close.text(l),
    );
    h.close("div");
    // What breaks a tie, written at the table (issue 46 item 7): equal table points go to
    // the values outside the objective, then the armies on it, then all the armies
    // (docs/RULES.md, "Table points and ties"); testa a testa's match points to the mondo
    // and the morto eliminated by the winner (docs/RULES.md §5, "Match points").
    let tie_boxes: &[DeskText] = if t.settings.rules == TournamentRules::TestaATesta {
        &[DeskText::SlipMondo, DeskText::SlipMorto]
    } else {
        &[
            DeskText::SlipOutside,
            DeskText::SlipObjectiveArmies,
            DeskText::SlipAllArmies,
        ]
    };
    for (tb, table) in t.rounds[r].tables.iter().enumerate() {
        h.open("article", "tn-slip")
            .attr_num("data-table", tb)
            .end();
        h.open("h3", "tn-h3")
            .end()
            .text(&t.settings.name)
            .raw(" · ");
        round_title(h, t, r, l);
        h.raw(" · ")
            .text(DeskText::Table.text(l))
            .raw(" ")
            .num(tb + 1)
            .close("h3");
        for g in 0..table.games {
            game_line(h, usize::from(g), table.games, l);
            h.open("table", "tn-grid tn-slip-grid")
                .end()
                .open("tr", "")
                .end();
            h.raw("<th>#</th>");
            for c in [
                DeskText::PlayerName,
                DeskText::TablePoints,
                DeskText::Eliminated,
                DeskText::Risiko,
            ]
            .iter()
            .chain(tie_boxes)
            {
                h.el("th", "", c.text(l));
            }
            h.close("tr");
            let morto = t.morto_seat(r);
            for (k, &p) in table.players.iter().enumerate() {
                if let Some(m) = morto.filter(|&m| k + 1 == m) {
                    h.open("tr", "tn-morto").end();
                    h.open("td", "").end().num(m).close("td");
                    h.el("td", "tn-pname", DeskText::Morto.text(l));
                    for _ in 0..3 + tie_boxes.len() {
                        h.raw("<td></td>");
                    }
                    h.close("tr");
                }
                h.open("tr", "").end();
                h.open("td", "").end().num(t.seat_number(r, k)).close("td");
                h.el("td", "tn-pname", &player_name(t, p));
                for _ in 0..3 + tie_boxes.len() {
                    h.raw("<td class=\"tn-box\"></td>");
                }
                h.close("tr");
            }
            h.close("table");
        }
        h.el("p", "tn-note tn-sign", DeskText::SlipSign.text(l));
        h.close("article");
    }
    h.close("section");
}

/// A seat's number before its name on the round's card (the slips and the public screen
/// number the same seats: [`Tournament::seat_number`]).
fn seat_no(h: &mut Html, seat: usize) {
    h.open("span", "tn-seatno")
        .end()
        .num(seat)
        .raw(". ")
        .close("span");
}
