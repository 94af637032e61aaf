//! The players' card: registration, corrections, withdrawals and penalties, and the log
//! of the corrections made.

use crate::present::act::TournamentAct;
use crate::present::html::Html;
use crate::present::lang::Lang;
use crate::present::tournament::desk_text::DeskText;
use crate::present::tournament::state::DeskUi;
use crate::present::tournament::words::{points, unplayed_seat_warning};
use crate::tournament::{Change, PlayerId, Tournament, TournamentRules};

use super::{button, label_input, player_name, round_title, round_title_of, select, submit_act};

pub(super) fn players_section(h: &mut Html, t: &Tournament, ui: &DeskUi, l: Lang) {
    h.open("section", "tn-card tn-players")
        .id("t-players")
        .end();
    h.el("h2", "tn-h2", DeskText::Players.text(l));
    h.open("form", "tn-add no-print");
    submit_act(h, TournamentAct::AddPlayer)
        .id("t-add-form")
        .end();
    label_input(h, DeskText::PlayerName.text(l), "player", "text", "");
    label_input(h, DeskText::Surname.text(l), "surname", "text", "");
    label_input(h, DeskText::Club.text(l), "club", "text", "");
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-add")
        .end()
        .text(DeskText::Add.text(l))
        .close("button")
        .close("form");
    if t.players.is_empty() {
        h.el("p", "tn-note", DeskText::NoPlayers.text(l));
    }
    h.open("ol", "tn-player-list").end();
    for (i, p) in t.players.iter().enumerate() {
        h.open("li", "tn-player").attr_num("data-player", i).end();
        h.el("span", "tn-pname", &p.full_name());
        if let Some(c) = &p.club {
            h.el("span", "tn-club", c);
        }
        if p.joined_after > 0 {
            h.el("span", "tn-tag", DeskText::Late.text(l));
        }
        if p.withdrawn_after.is_some() {
            h.el("span", "tn-tag tn-out", DeskText::Withdrawn.text(l));
        } else if ui.withdrawing == Some(i as u32) {
            h.open("span", "tn-ask no-print")
                .attr("role", "group")
                .end();
            h.el("span", "", DeskText::WithdrawAsk.text(l));
            if let Some((tb, can_leave)) = t.unplayed_seat(PlayerId(i as u32)) {
                h.raw(" ");
                h.open("span", "tn-note")
                    .id("t-withdraw-seated")
                    .end()
                    .text(&unplayed_seat_warning(tb, can_leave, l))
                    .close("span");
            }
            button(
                h,
                "tn-btn",
                "t-withdraw-between",
                TournamentAct::WithdrawConfirm {
                    player: i as u32,
                    from_game: false,
                },
                DeskText::WithdrawBetween.text(l),
            );
            button(
                h,
                "tn-btn",
                "t-withdraw-game",
                TournamentAct::WithdrawConfirm {
                    player: i as u32,
                    from_game: true,
                },
                DeskText::WithdrawFromGame.text(l),
            );
            button(
                h,
                "tn-btn",
                "t-withdraw-cancel",
                TournamentAct::Cancel,
                DeskText::Cancel.text(l),
            );
            h.close("span");
        } else {
            button(
                h,
                "tn-btn tn-small no-print",
                "",
                TournamentAct::Withdraw(i as u32),
                DeskText::Withdraw.text(l),
            );
        }
        player_corrections(h, t, ui, i, l);
        h.close("li");
    }
    h.close("ol");
    if !t.players.is_empty() {
        penalty_form(h, t, l);
    }
    if !t.penalties.is_empty() {
        h.el("h3", "tn-h3", DeskText::PenaltyList.text(l));
        h.open("ul", "tn-penalties").id("t-penalties").end();
        for p in &t.penalties {
            h.open("li", "").end();
            h.el("span", "tn-pname", &player_name(t, p.player));
            h.raw(" -").text(&points(p.points, l)).raw(" · ");
            h.text(DeskText::Round.text(l))
                .raw(" ")
                .num(p.after_round + 1);
            if !p.note.is_empty() {
                h.raw(" · ").el("span", "tn-pnote", &p.note);
            }
            h.close("li");
        }
        h.close("ul");
    }
    correction_log(h, t, l);
    h.close("section");
}

/// The corrections made (issue 46 item 7), oldest first: when, and what changed ("21:14 ·
/// Turno 1 · Tavolo 2: Anna 45 → 57", "21:20 · Ana → Anna").
fn correction_log(h: &mut Html, t: &Tournament, l: Lang) {
    if t.log.is_empty() {
        return;
    }
    h.el("h3", "tn-h3", DeskText::CorrectionLog.text(l));
    h.open("ul", "tn-penalties").id("t-log").end();
    for e in &t.log {
        h.open("li", "").end();
        h.el("span", "tn-note", &e.at).raw(" · ");
        match &e.change {
            Change::Result {
                round,
                table,
                game,
                players,
                before,
                after,
            } => {
                let r = *round as usize;
                if r < t.rounds.len() {
                    round_title(h, t, r, l);
                    h.raw(" · ");
                }
                h.text(DeskText::Table.text(l)).raw(" ").num(table + 1);
                if t.settings.games_per_table > 1 {
                    h.raw(" · ").num(game + 1);
                }
                h.raw(":");
                let mut first = true;
                for ((p, b), a) in players.iter().zip(before).zip(after) {
                    if b == a {
                        continue;
                    }
                    h.raw(if first { " " } else { ", " });
                    first = false;
                    h.el("span", "tn-pname", &player_name(t, *p));
                    h.raw(" ")
                        .text(&points(*b, l))
                        .raw(" → ")
                        .text(&points(*a, l));
                }
            }
            Change::Rename { from, to, .. } => {
                h.text(from).raw(" → ").el("span", "tn-pname", to);
            }
            Change::Reinstate { player } => {
                h.el("span", "tn-pname", &player_name(t, *player)).raw(" ");
                h.text(DeskText::LogReinstated.text(l));
            }
            Change::UndoRound { round, kind } => {
                round_title_of(h, *kind, *round as usize, l);
                h.raw(" ").text(DeskText::LogUndone.text(l));
            }
            Change::Swap {
                round,
                a,
                a_at,
                b,
                b_at,
            } => {
                log_round(h, t, *round, l);
                for (k, (p, (table, seat))) in [(a, a_at), (b, b_at)].into_iter().enumerate() {
                    if k > 0 {
                        h.raw(" ⇄ ");
                    }
                    h.el("span", "tn-pname", &player_name(t, *p)).raw(" (");
                    h.text(DeskText::Table.text(l)).raw(" ").num(table + 1);
                    h.raw(", ").text(DeskText::Seat.text(l)).raw(" ");
                    h.num(t.seat_number(*round as usize, *seat as usize));
                    h.raw(")");
                }
            }
            Change::Move {
                round,
                player,
                from,
                to,
            } => {
                log_round(h, t, *round, l);
                h.el("span", "tn-pname", &player_name(t, *player)).raw(": ");
                h.text(DeskText::Table.text(l)).raw(" ").num(from + 1);
                h.raw(" → ")
                    .text(DeskText::Table.text(l))
                    .raw(" ")
                    .num(to + 1);
            }
            Change::Clear {
                round,
                table,
                players,
                before,
            } => {
                log_round(h, t, *round, l);
                h.text(DeskText::Table.text(l)).raw(" ").num(table + 1);
                h.raw(": ").text(DeskText::LogCleared.text(l));
                for game in before {
                    h.raw(" (");
                    for (k, (p, b)) in players.iter().zip(game).enumerate() {
                        if k > 0 {
                            h.raw(", ");
                        }
                        h.el("span", "tn-pname", &player_name(t, *p));
                        h.raw(" ").text(&points(*b, l));
                    }
                    h.raw(")");
                }
            }
        }
        h.close("li");
    }
    h.close("ul");
}

/// "Turno 2 · " in the log, when round `r` is still seated.
fn log_round(h: &mut Html, t: &Tournament, r: u32, l: Lang) {
    let r = r as usize;
    if r < t.rounds.len() {
        round_title(h, t, r, l);
        h.raw(" · ");
    }
}

/// A player's corrections: rename (an inline form when open), reinstate a withdrawn
/// player, remove a registration never used.
fn player_corrections(h: &mut Html, t: &Tournament, ui: &DeskUi, i: usize, l: Lang) {
    let p = &t.players[i];
    let id = PlayerId(i as u32);
    if ui.renaming == Some(i as u32) {
        h.open("form", "tn-rename no-print");
        submit_act(h, TournamentAct::RenameSave(i as u32))
            .id("t-rename-form")
            .end();
        label_input(h, DeskText::PlayerName.text(l), "name", "text", &p.name);
        let surname = p.surname.as_deref().unwrap_or("");
        label_input(h, DeskText::Surname.text(l), "surname", "text", surname);
        h.open("button", "tn-btn tn-primary")
            .attr("type", "submit")
            .id("t-rename-save")
            .end()
            .text(DeskText::Save.text(l))
            .close("button");
        button(
            h,
            "tn-btn",
            "t-rename-cancel",
            TournamentAct::Cancel,
            DeskText::Cancel.text(l),
        );
        h.close("form");
        return;
    }
    button(
        h,
        "tn-btn tn-small no-print",
        "",
        TournamentAct::Rename(i as u32),
        DeskText::Rename.text(l),
    );
    if p.withdrawn_after.is_some() {
        button(
            h,
            "tn-btn tn-small no-print",
            "",
            TournamentAct::Reinstate(i as u32),
            DeskText::Reinstate.text(l),
        );
    }
    let used = t.penalties.iter().any(|x| x.player == id)
        || t.rounds
            .iter()
            .any(|r| r.byes.contains(&id) || r.tables.iter().any(|x| x.players.contains(&id)));
    if !used {
        button(
            h,
            "tn-btn tn-small no-print",
            "",
            TournamentAct::Remove(i as u32),
            DeskText::Remove.text(l),
        );
    }
}

/// The penalty form: a player, the club's -7 or -25 or any points, and a reason.
fn penalty_form(h: &mut Html, t: &Tournament, l: Lang) {
    h.open("form", "tn-penalty no-print");
    submit_act(h, TournamentAct::Penalize)
        .id("t-penalty-form")
        .end();
    let names: Vec<(String, String)> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (i.to_string(), p.full_name()))
        .collect();
    let options: Vec<(&str, &str)> = names
        .iter()
        .map(|(i, n)| (i.as_str(), n.as_str()))
        .collect();
    select(
        h,
        DeskText::PenaltyPlayer.text(l),
        "pen-player",
        &options,
        "",
    );
    let mut kinds: Vec<(&str, &str)> = Vec::new();
    if t.settings.rules == TournamentRules::Club {
        kinds.push(("7", DeskText::PenaltySeven.text(l)));
        kinds.push(("25", DeskText::PenaltyTwentyFive.text(l)));
    }
    kinds.push(("other", DeskText::PenaltyOther.text(l)));
    select(h, DeskText::PenaltyKind.text(l), "pen-points", &kinds, "");
    h.open("label", "tn-field").end();
    h.el("span", "tn-label", DeskText::PenaltyCustom.text(l));
    h.open("input", "tn-input tn-num")
        .attr("type", "text")
        .attr("inputmode", "decimal")
        .attr("name", "pen-custom")
        .id("pen-custom")
        .end()
        .close("label");
    label_input(h, DeskText::PenaltyNote.text(l), "pen-note", "text", "");
    h.open("button", "tn-btn tn-primary")
        .attr("type", "submit")
        .id("t-penalize")
        .end()
        .text(DeskText::Penalize.text(l))
        .close("button")
        .close("form");
}
