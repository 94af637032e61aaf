//! The reducer: an act applied to the desk ([`update`]).

use crate::present::act::TournamentAct;
use crate::present::html::H;
use crate::present::lang::Lang;
use crate::tournament::{export, PlayerId, Tournament, TournamentError};

use super::forms::{penalty_from, result_from, settings_from, slug};
use super::markup::round_title;
use super::state::{Desk, DeskUi, Effect, Form};
use super::tx::Tx;
use super::words::{error_text, season_error_text, sentence};

fn bad(ui: &mut DeskUi, text: String) {
    ui.message = Some((false, text));
}

/// Says `why` a change was refused, and that nothing changed.
fn refused(ui: &mut DeskUi, why: String, l: Lang) {
    bad(
        ui,
        format!("{} {}", sentence(why), Tx::NothingChanged.text(l)),
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
    good: Tx,
    op: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>,
) -> Effect {
    let Some(t) = tournament else {
        return Effect::None;
    };
    match op(t) {
        Ok(()) => {
            ui.message = (good != Tx::NothingChanged).then(|| (true, good.text(l).to_owned()));
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
    let mut h = H::new();
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
        let said = Tx::SeasonAdded.text(l);
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
                    ui.message = Some((true, Tx::SeasonSaved.text(l).to_owned()));
                    Effect::Save
                }
                None => {
                    refused(ui, Tx::SeasonBad.text(l).to_owned(), l);
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
                        Tx::SeasonUpdated
                    } else {
                        Tx::SeasonAdded
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
            season.remove(i as usize);
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
                    season.csv()
                } else {
                    crate::tournament::season::encode(season)
                },
            }
        }
        A::SeasonImportConfirm => match ui.pending_season.take() {
            Some(s) => {
                *season = *s;
                ui.message = Some((true, Tx::SeasonImported.text(l).to_owned()));
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
            ui.renaming = None;
            ui.picked = None;
            ui.slips = None;
            ui.pending_season = None;
            ui.confirm_season_clear = false;
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
            Effect::Print
        }
        A::UndoRound => done(tournament, ui, l, Tx::RoundUndone, Tournament::undo_round),
        A::CorrectGame { round, table, game } => {
            ui.editing = Some((round, table));
            ui.correcting = Some((round, table, game));
            ui.message = None;
            Effect::None
        }
        A::Rename(p) => {
            ui.renaming = Some(p);
            Effect::None
        }
        A::RenameSave(p) => {
            let name = form.get("name").to_owned();
            ui.renaming = None;
            done(tournament, ui, l, Tx::NothingChanged, |t| {
                t.rename(PlayerId(p), &name)
            })
        }
        A::Reinstate(p) => done(tournament, ui, l, Tx::NothingChanged, |t| {
            t.reinstate(PlayerId(p))
        }),
        A::Remove(p) => done(tournament, ui, l, Tx::NothingChanged, |t| {
            t.remove_player(PlayerId(p))
        }),
        A::Pick(p) => match ui.picked {
            Some(q) if q == p => {
                ui.picked = None;
                Effect::None
            }
            Some(q) => {
                ui.picked = None;
                done(tournament, ui, l, Tx::NothingChanged, |t| {
                    t.swap_players(PlayerId(q), PlayerId(p))
                })
            }
            None => {
                ui.picked = Some(p);
                ui.message = None;
                Effect::None
            }
        },
        A::MoveTo(tb) => match ui.picked.take() {
            Some(p) => done(tournament, ui, l, Tx::NothingChanged, |t| {
                t.move_player(PlayerId(p), tb as usize)
            }),
            None => Effect::None,
        },
        A::ImportConfirm => match ui.pending_import.take() {
            Some(t) => {
                *tournament = Some(*t);
                *ui = DeskUi {
                    message: Some((true, Tx::Imported.text(l).into())),
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
                    ui.message = Some((true, Tx::PenaltyGiven.text(l).into()));
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
                    message: Some((true, Tx::Created.text(l).into())),
                    ..DeskUi::default()
                };
            })
        }
        A::AddPlayer => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let club = form.get("club");
            let added = t.register(
                form.get("player"),
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
            saved(ui, l, withdrawn, &|ui| ui.message = None)
        }
        A::Seat(method) => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            saved(ui, l, t.seat_next_round(method, seed).map(drop), &|ui| {
                ui.message = None;
                ui.editing = None;
                ui.picked = None;
            })
        }
        A::Edit { round, table } => {
            ui.editing = Some((round, table));
            ui.correcting = None;
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
                    Some(game) => t.correct(r, tb, game, g),
                    None => t.record(r, tb, g).map(|()| Vec::new()),
                });
            match done {
                Ok(affected) => {
                    ui.editing = None;
                    ui.correcting = None;
                    let mut text = if correcting.is_some() {
                        Tx::Corrected.text(l).to_owned()
                    } else {
                        Tx::Recorded.text(l).to_owned()
                    };
                    if !affected.is_empty() {
                        text.push(' ');
                        text.push_str(Tx::Affected.text(l));
                        for (k, (ar, at)) in affected.iter().enumerate() {
                            text.push_str(if k == 0 { " " } else { ", " });
                            text.push_str(&round_label(t, *ar, l));
                            text.push_str(" · ");
                            text.push_str(Tx::Table.text(l));
                            text.push(' ');
                            text.push_str(&(at + 1).to_string());
                        }
                    }
                    ui.message = Some((true, text));
                    Effect::Save
                }
                Err(e) => {
                    refused(ui, error_text(&e, l), l);
                    Effect::None
                }
            }
        }
        A::Clear { round, table } => {
            let Some(t) = tournament else {
                return Effect::None;
            };
            let cleared = t.clear_results(round as usize, table as usize);
            saved(ui, l, cleared, &|ui| ui.editing = Some((round, table)))
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
                    export::standings_csv(t),
                ),
                A::CsvTables => (
                    format!("{base}-tavoli.csv"),
                    "text/csv",
                    export::tables_csv(t),
                ),
                _ => (
                    format!("{base}.torneo.json"),
                    "application/json",
                    export::encode(t),
                ),
            };
            Effect::Download { name, mime, text }
        }
        A::Print => Effect::Print,
        A::Lang(l) => Effect::Lang(l),
        A::MessageClose => {
            ui.message = None;
            Effect::None
        }
        // The season's acts, done by season_act above.
        _ => Effect::None,
    }
}
