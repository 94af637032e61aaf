//! The reducer: an act applied to the desk ([`update`]).

use crate::present::html::Html;
use crate::present::lang::Lang;
use crate::tournament::{export, PlayerId, Tournament, TournamentError};

use super::desk_text::DeskText;
use super::forms::{penalty_from, result_from, settings_from, slug};
use super::markup::round_title;
use super::state::{Desk, DeskUi, Effect, Form};
use super::words::{csv_style, error_text, season_error_text, sentence};

fn bad(ui: &mut DeskUi, text: String) {
    ui.message = Some((false, text));
}

/// Says `why` a change was refused, and that nothing changed.
fn refused(ui: &mut DeskUi, why: String, l: Lang) {
    bad(
        ui,
        format!("{} {}", sentence(why), DeskText::NothingChanged.text(l)),
    );
}

/// An operation's outcome: done, `then` updates the desk's screen and the tournament is
/// saved; refused, the refusal is said and nothing is saved.
fn saved(
    ui: &mut DeskUi,
    l: Lang,
    outcome: Result<(), TournamentError>,
    then: &dyn Fn(&mut DeskUi),
) -> Effect {
    match outcome {
        Ok(()) => {
            then(ui);
            Effect::Save
        }
        Err(e) => {
            bad(ui, sentence(error_text(&e, l)));
            Effect::None
        }
    }
}

/// Applies a correction `op` to the tournament: saved and `good` said if it succeeds;
/// otherwise nothing changes and the refusal is said.
fn done(
    tournament: &mut Option<Tournament>,
    ui: &mut DeskUi,
    l: Lang,
    good: DeskText,
    op: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Effect {
    let Some(t) = tournament else {
        return Effect::None;
    };
    match op(t) {
        Ok(()) => {
            ui.message =
                (good != DeskText::NothingChanged).then(|| (true, good.text(l).to_owned()));
            Effect::Save
        }
        Err(e) => {
            refused(ui, error_text(&e, l), l);
            Effect::None
        }
    }
}

/// "Turno 2", "Semifinali", ... as text.
fn round_label(t: &Tournament, r: usize, l: Lang) -> String {
    let mut h = Html::new();
    round_title(&mut h, t, r, l);
    h.into_string()
}

/// Applies `act` to the desk. `form` holds the submitted form's fields (empty for a
/// plain button); `seed` seeds a seating; texts are written in `l`.
pub fn update(desk: &mut Desk, act: TournamentAct, form: &Form, seed: u64, l: Lang) -> Effect {
    let was_over = desk.tournament.as_ref().is_some_and(Tournament::is_over);
    let effect = apply(desk, act, form, seed, l);
    if effect == Effect::Save {
        sync_season(desk, was_over, l);
    }
    effect
}

/// After the tournament changed: a tournament that just ended enters the season, its
/// being said, and one already there is replaced while it is over (a result corrected
/// after it ended; a tournament undone and played to its end again). Not over, its
/// entry waits for the end.
fn sync_season(desk: &mut Desk, was_over: bool, l: Lang) {
    let Some(t) = desk.tournament.as_ref() else {
        return;
    };
    let there = desk.season.position(t).is_some();
    if !t.is_over() || (!there && was_over) {
        return;
    }
    if desk.season.add(t).is_ok() && !there {
        let said = DeskText::SeasonAdded.text(l);
        match &mut desk.ui.message {
            Some((true, text)) => {
                text.push(' ');
                text.push_str(said);
            }
            m => *m = Some((true, said.to_owned())),
        }
    }
}

/// The season's acts.
fn season_act(desk: &mut Desk, act: TournamentAct, form: &Form, l: Lang) -> Effect {
    use TournamentAct as A;
    let Desk {
        tournament,
        season,
        ui,
    } = desk;
    match act {
        A::Season => {
            ui.season_open = !ui.season_open;
            Effect::None
        }
        A::SeasonSave => {
            let name = form.get("season-name").trim();
            let best = form.get("season-best").trim();
            let best = if best.is_empty() {
                Some(0)
            } else {
                best.parse::<u32>()
                    .ok()
                    .filter(|&b| b as usize <= crate::tournament::season::MAX_TOURNAMENTS)
            };
            let name_ok = name.chars().count() <= crate::tournament::MAX_NAME_CHARS
                && !name.chars().any(char::is_control);
            match best.filter(|_| name_ok) {
                Some(best) => {
                    season.name = name.to_owned();
                    season.best = best;
                    ui.message = Some((true, DeskText::SeasonSaved.text(l).to_owned()));
                    Effect::Save
                }
                None => {
                    refused(ui, DeskText::SeasonBad.text(l).to_owned(), l);
                    Effect::None
                }
            }
        }
        A::SeasonAdd => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            match season.add(t) {
                Ok(replaced) => {
                    let said = if replaced {
                        DeskText::SeasonUpdated
                    } else {
                        DeskText::SeasonAdded
                    };
                    ui.message = Some((true, said.text(l).to_owned()));
                    Effect::Save
                }
                Err(e) => {
                    refused(ui, season_error_text(e, l), l);
                    Effect::None
                }
            }
        }
        A::SeasonRemove(i) => {
            if (i as usize) >= season.tournaments.len() {
                return Effect::None;
            }
            ui.season_removing = Some(i);
            ui.message = None;
            Effect::None
        }
        A::SeasonRemoveConfirm(i) => {
            ui.season_removing = None;
            if (i as usize) >= season.tournaments.len() {
                return Effect::None;
            }
            season.remove(i as usize);
            ui.message = Some((true, DeskText::SeasonRemoved.text(l).to_owned()));
            Effect::Save
        }
        A::SeasonCsv | A::SeasonExport => {
            let base = if season.name.trim().is_empty() {
                "stagione".to_owned()
            } else {
                slug(&season.name)
            };
            Effect::Download {
                name: if act == A::SeasonCsv {
                    format!("{base}-classifica-stagione.csv")
                } else {
                    format!("{base}.stagione.json")
                },
                mime: if act == A::SeasonCsv {
                    "text/csv"
                } else {
                    "application/json"
                },
                text: if act == A::SeasonCsv {
                    season.csv_in(&csv_style(l))
                } else {
                    crate::tournament::season::encode(season)
                },
            }
        }
        A::SeasonImportConfirm => match ui.pending_season.take() {
            Some(s) => {
                *season = *s;
                ui.message = Some((true, DeskText::SeasonImported.text(l).to_owned()));
                Effect::Save
            }
            None => Effect::None,
        },
        A::SeasonClear => {
            ui.confirm_season_clear = true;
            Effect::None
        }
        A::SeasonClearConfirm => {
            ui.confirm_season_clear = false;
            *season = Default::default();
            Effect::Save
        }
        _ => Effect::None,
    }
}

fn apply(desk: &mut Desk, act: TournamentAct, form: &Form, seed: u64, l: Lang) -> Effect {
    use TournamentAct as A;
    if matches!(
        act,
        A::Season
            | A::SeasonSave
            | A::SeasonAdd
            | A::SeasonRemove(_)
            | A::SeasonRemoveConfirm(_)
            | A::SeasonCsv
            | A::SeasonExport
            | A::SeasonImportConfirm
            | A::SeasonClear
            | A::SeasonClearConfirm
    ) {
        return season_act(desk, act, form, l);
    }
    let Desk { tournament, ui, .. } = desk;
    match act {
        A::New => {
            ui.message = None;
            if tournament.is_some() {
                ui.confirm_new = true;
            } else {
                ui.creating = true;
            }
            Effect::None
        }
        A::NewConfirm => {
            ui.confirm_new = false;
            ui.creating = true;
            Effect::None
        }
        A::Cancel => {
            ui.confirm_new = false;
            ui.creating = false;
            ui.editing = None;
            ui.withdrawing = None;
            ui.pending_import = None;
            ui.correcting = None;
            ui.typed = None;
            ui.renaming = None;
            ui.picked = None;
            ui.slips = None;
            ui.print_standings = false;
            ui.pending_season = None;
            ui.confirm_season_clear = false;
            ui.season_removing = None;
            Effect::None
        }
        A::PrintSlips(r) => {
            let seated = tournament
                .as_ref()
                .is_some_and(|t| (r as usize) < t.rounds.len());
            if !seated {
                return Effect::None;
            }
            ui.slips = Some(r);
            ui.print_standings = false;
            Effect::Print
        }
        A::UndoRound => {
            let at = ui.clock.clone();
            done(tournament, ui, l, DeskText::RoundUndone, |t| {
                t.undo_round_logged(&at)
            })
        }
        A::CorrectGame { round, table, game } => {
            ui.editing = Some((round, table));
            ui.correcting = Some((round, table, game));
            ui.typed = None;
            ui.message = None;
            Effect::None
        }
        A::Rename(p) => {
            ui.renaming = Some(p);
            Effect::None
        }
        A::RenameSave(p) => {
            let name = form.get("name").to_owned();
            let surname = form.get("surname").to_owned();
            ui.renaming = None;
            let at = ui.clock.clone();
            done(tournament, ui, l, DeskText::NothingChanged, |t| {
                t.rename_logged(PlayerId(p), &name, Some(&surname), &at)
            })
        }
        A::ClockStart | A::ClockPause | A::ClockResume | A::ClockStop => {
            let now = ui.now_ms;
            let minutes = form.get("clock-minutes").trim().parse::<u32>().unwrap_or(0);
            done(tournament, ui, l, DeskText::NothingChanged, |t| match act {
                A::ClockStart => t.start_clock(minutes, now),
                A::ClockPause => t.pause_clock(now),
                A::ClockResume => t.resume_clock(now),
                _ => t.stop_clock(),
            })
        }
        A::Reinstate(p) => {
            let at = ui.clock.clone();
            done(tournament, ui, l, DeskText::NothingChanged, |t| {
                t.reinstate_logged(PlayerId(p), &at)
            })
        }
        A::Remove(p) => done(tournament, ui, l, DeskText::NothingChanged, |t| {
            t.remove_player(PlayerId(p))
        }),
        A::Pick(p) => match ui.picked {
            Some(q) if q == p => {
                ui.picked = None;
                Effect::None
            }
            Some(q) => {
                ui.picked = None;
                let at = ui.clock.clone();
                done(tournament, ui, l, DeskText::NothingChanged, |t| {
                    t.swap_logged(PlayerId(q), PlayerId(p), &at)
                })
            }
            None => {
                ui.picked = Some(p);
                ui.message = None;
                Effect::None
            }
        },
        A::MoveTo(tb) => match ui.picked.take() {
            Some(p) => {
                let at = ui.clock.clone();
                done(tournament, ui, l, DeskText::NothingChanged, |t| {
                    t.move_logged(PlayerId(p), tb as usize, &at)
                })
            }
            None => Effect::None,
        },
        A::ImportConfirm => match ui.pending_import.take() {
            Some(t) => {
                *tournament = Some(*t);
                *ui = DeskUi {
                    message: Some((true, DeskText::Imported.text(l).into())),
                    ..DeskUi::default()
                };
                Effect::Save
            }
            None => Effect::None,
        },
        A::Penalize => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let given = penalty_from(t, form, l).and_then(|(player, points, note)| {
                t.penalize(player, points, &note)
                    .map_err(|e| error_text(&e, l))
            });
            match given {
                Ok(()) => {
                    ui.message = Some((true, DeskText::PenaltyGiven.text(l).into()));
                    Effect::Save
                }
                Err(e) => {
                    refused(ui, e, l);
                    Effect::None
                }
            }
        }
        A::Create => {
            let created = settings_from(form).and_then(Tournament::new).map(|mut t| {
                t.id = seed.max(1);
                *tournament = Some(t);
            });
            saved(ui, l, created, &|ui| {
                *ui = DeskUi {
                    message: Some((true, DeskText::Created.text(l).into())),
                    ..DeskUi::default()
                };
            })
        }
        A::AddPlayer => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let club = form.get("club");
            let added = t.register_full(
                form.get("player"),
                Some(form.get("surname")),
                (!club.trim().is_empty()).then_some(club),
            );
            saved(ui, l, added.map(drop), &|ui| ui.message = None)
        }
        A::Withdraw(p) => {
            ui.withdrawing = Some(p);
            Effect::None
        }
        A::WithdrawConfirm { player, from_game } => {
            ui.withdrawing = None;
            let Some(t) = tournament else {
                return Effect::None;
            };
            let withdrawn = t.withdraw(PlayerId(player), from_game);
            // A table she left has a seat less: a form typed for it is typed again.
            saved(ui, l, withdrawn, &|ui| {
                ui.message = None;
                ui.typed = None;
            })
        }
        A::Seat(method) => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            saved(ui, l, t.seat_next_round(method, seed).map(drop), &|ui| {
                ui.message = None;
                ui.editing = None;
                ui.typed = None;
                ui.picked = None;
            })
        }
        A::Edit { round, table } => {
            ui.editing = Some((round, table));
            ui.correcting = None;
            ui.typed = None;
            ui.message = None;
            Effect::None
        }
        A::Record { round, table } => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let (r, tb) = (round as usize, table as usize);
            let Some(players) = t
                .rounds
                .get(r)
                .and_then(|x| x.tables.get(tb))
                .map(|x| x.players.clone())
            else {
                return Effect::None;
            };
            let correcting = ui
                .correcting
                .filter(|&(cr, ct, _)| (cr, ct) == (round, table))
                .map(|c| c.2 as usize);
            let done = result_from(&players, form)
                .map_err(TournamentError::Result)
                .and_then(|g| match correcting {
                    Some(game) => t.correct_logged(r, tb, game, g, &ui.clock),
                    None => t.record(r, tb, g).map(|()| Vec::new()),
                });
            match done {
                Ok(affected) => {
                    ui.editing = None;
                    ui.correcting = None;
                    ui.typed = None;
                    let mut text = if correcting.is_some() {
                        DeskText::Corrected.text(l).to_owned()
                    } else {
                        DeskText::Recorded.text(l).to_owned()
                    };
                    if !affected.is_empty() {
                        text.push(' ');
                        text.push_str(DeskText::Affected.text(l));
                        for (k, (ar, at)) in affected.iter().enumerate() {
                            text.push_str(if k == 0 { " " } else { ", " });
                            text.push_str(&round_label(t, *ar, l));
                            text.push_str(" · ");
                            text.push_str(DeskText::Table.text(l));
                            text.push(' ');
                            text.push_str(&(at + 1).to_string());
                        }
                    }
                    ui.message = Some((true, text));
                    Effect::Save
                }
                Err(e) => {
                    refused(ui, error_text(&e, l), l);
                    ui.typed = Some(form.clone());
                    Effect::None
                }
            }
        }
        A::Clear { round, table } => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let cleared = t.clear_logged(round as usize, table as usize, &ui.clock);
            saved(ui, l, cleared, &|ui| {
                ui.editing = Some((round, table));
                ui.typed = None;
            })
        }
        A::CsvStandings | A::CsvTables | A::ExportFile => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let base = slug(&t.settings.name);
            let (name, mime, text) = match act {
                A::CsvStandings => (
                    format!("{base}-classifica.csv"),
                    "text/csv",
                    export::standings_csv_in(t, &csv_style(l)),
                ),
                A::CsvTables => (
                    format!("{base}-tavoli.csv"),
                    "text/csv",
                    export::tables_csv_in(t, &csv_style(l)),
                ),
                _ => (
                    format!("{base}.torneo.json"),
                    "application/json",
                    export::encode(t),
                ),
            };
            Effect::Download { name, mime, text }
        }
        A::Print => {
            ui.print_standings = false;
            Effect::Print
        }
        A::PrintStandings => {
            ui.print_standings = true;
            ui.slips = None;
            Effect::Print
        }
        A::Lang(l) => Effect::Lang(l),
        A::MessageClose => {
            ui.message = None;
            Effect::None
        }
        // The season's acts, done by season_act above.
        _ => Effect::None,
    }
}

/// The tournament desk's acts (`crate::present::tournament`). The desk is its own page
/// with its own wasm, so its acts are not an [`Act`] variant (the game's wasm would link
/// their writing and reading): they have their own [`TournamentAct::encode`] and
/// [`TournamentAct::decode`] (generated from the table below), names prefixed `t-`. Rounds, tables and players are
/// 0-based indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAct {
    /// Show the desk in this language (and store the choice for the whole app).
    Lang(Lang),
    /// "New tournament": asks first if one exists.
    New,
    /// Replace the current tournament: show the create form.
    NewConfirm,
    /// Close the question, form or dialog open.
    Cancel,
    /// The create form was submitted.
    Create,
    /// The register form was submitted.
    AddPlayer,
    /// Ask how this player withdraws.
    Withdraw(u32),
    WithdrawConfirm {
        player: u32,
        from_game: bool,
    },
    /// Seat the next round.
    Seat(crate::tournament::SeatingMethod),
    /// Open a table's result form.
    Edit {
        round: u32,
        table: u32,
    },
    /// A table's result form was submitted.
    Record {
        round: u32,
        table: u32,
    },
    /// Remove a table's results to type them again.
    Clear {
        round: u32,
        table: u32,
    },
    CsvStandings,
    CsvTables,
    ExportFile,
    Print,
    MessageClose,
    /// The penalty form was submitted.
    Penalize,
    /// Replace the current tournament with the imported file.
    ImportConfirm,
    /// Remove the last round (no results yet).
    UndoRound,
    /// Open the form to correct game `game` of a table, in any round.
    CorrectGame {
        round: u32,
        table: u32,
        game: u32,
    },
    /// Open the rename form of a player.
    Rename(u32),
    /// The rename form was submitted.
    RenameSave(u32),
    /// Take back a player's withdrawal.
    Reinstate(u32),
    /// Remove a registration made by mistake.
    Remove(u32),
    /// Tap a player of a round not started: pick, swap with the one picked, or unpick.
    Pick(u32),
    /// Move the picked player to this table of the round not started.
    MoveTo(u32),
    /// Print the standings alone, for the wall (the final standings once a final is
    /// played).
    PrintStandings,
    /// Show a round's score slips, one per table, and print them.
    PrintSlips(u32),
    /// Opens or closes the season's card.
    Season,
    /// Saves the season's name and best N (fields `season-name`, `season-best`).
    SeasonSave,
    /// Adds the current tournament to the season (or refreshes it there).
    SeasonAdd,
    /// Asks whether to take the season's `i`-th tournament out of it.
    SeasonRemove(u32),
    /// Takes the season's `i`-th tournament out of it.
    SeasonRemoveConfirm(u32),
    /// Downloads the season's ranking as CSV.
    SeasonCsv,
    /// Downloads the season's file.
    SeasonExport,
    /// Replaces the season with the imported file waiting for confirmation.
    SeasonImportConfirm,
    /// Asks to start a new, empty season.
    SeasonClear,
    /// Starts a new, empty season.
    SeasonClearConfirm,
    /// Starts the round clock (field `clock-minutes`), or starts it again.
    ClockStart,
    /// Pauses the round clock.
    ClockPause,
    /// Resumes the round clock.
    ClockResume,
    /// Takes the round clock away (started by mistake).
    ClockStop,
}

crate::present::act::acts! { TournamentAct {
    Lang(Lang) = "t-lang",
    New = "t-new",
    NewConfirm = "t-new-confirm",
    Cancel = "t-cancel",
    Create = "t-create",
    AddPlayer = "t-add",
    Withdraw(u32) = "t-withdraw",
    WithdrawConfirm { player: u32, from_game: bool } = "t-withdraw-confirm",
    Seat(crate::tournament::SeatingMethod) = "t-seat",
    Edit { round: u32, table: u32 } = "t-edit",
    Record { round: u32, table: u32 } = "t-record",
    Clear { round: u32, table: u32 } = "t-clear",
    CsvStandings = "t-csv-standings",
    CsvTables = "t-csv-tables",
    ExportFile = "t-export",
    Print = "t-print",
    MessageClose = "t-message-close",
    Penalize = "t-penalize",
    ImportConfirm = "t-import-confirm",
    UndoRound = "t-undo-round",
    CorrectGame { round: u32, table: u32, game: u32 } = "t-correct",
    Rename(u32) = "t-rename",
    RenameSave(u32) = "t-rename-save",
    Reinstate(u32) = "t-reinstate",
    Remove(u32) = "t-remove",
    Pick(u32) = "t-pick",
    MoveTo(u32) = "t-move",
    PrintSlips(u32) = "t-slips",
    PrintStandings = "t-print-standings",
    Season = "t-season",
    SeasonSave = "t-season-save",
    SeasonAdd = "t-season-add",
    SeasonRemove(u32) = "t-season-remove",
    SeasonRemoveConfirm(u32) = "t-season-remove-confirm",
    SeasonCsv = "t-season-csv",
    SeasonExport = "t-season-export",
    SeasonImportConfirm = "t-season-import-confirm",
    SeasonClear = "t-season-clear",
    SeasonClearConfirm = "t-season-clear-confirm",
    ClockStart = "t-clock-start",
    ClockPause = "t-clock-pause",
    ClockResume = "t-clock-resume",
    ClockStop = "t-clock-stop",
}}

#[cfg(test)]
mod act_tests {
    use super::TournamentAct as T;
    use crate::present::act::{check_table, Act};
    use crate::tournament::SeatingMethod as M;

    #[test]
    fn every_tournament_act_decodes_to_itself_and_no_game_act_reads_it() {
        let samples = T::samples();
        let written = check_table(&samples, T::NAMES, T::encode, T::decode);
        for s in written {
            assert_eq!(Act::decode(&s), None, "{s}");
        }
    }

    #[test]
    fn tournament_acts_are_written_as_before() {
        for (a, s) in [
            (T::Seat(M::Standings), "t-seat:standings"),
            (
                T::WithdrawConfirm {
                    player: 3,
                    from_game: true,
                },
                "t-withdraw-confirm:3:1",
            ),
            (
                T::CorrectGame {
                    round: 1,
                    table: 2,
                    game: 0,
                },
                "t-correct:1:2:0",
            ),
            (T::New, "t-new"),
        ] {
            let mut w = String::new();
            a.encode(&mut w);
            assert_eq!(w, s);
        }
    }

    #[test]
    fn damaged_tournament_acts_decode_to_none() {
        for s in [
            "",
            "t-seat:sideways",
            "t-seat",
            "t-edit:1",
            "t-edit:x:1",
            "t-withdraw",
            "t-withdraw-confirm:1:2",
            "t-correct:1:2",
            "t-correct:1:2:3:4",
            "t-pick",
            "t-new:1",
            "t-lang:xx",
            "home",
            "lang:en",
        ] {
            assert_eq!(T::decode(s), None, "{s}");
        }
    }
}
