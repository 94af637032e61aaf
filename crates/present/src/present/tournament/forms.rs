//! The forms read: the create form ([`settings_from`]), a table's result ([`result_from`]),
//! the penalty form, points as typed ([`parse_points`]).

use std::cmp::Ordering;

use crate::present::lang::Lang;
use crate::rules::scoring::Points;
use crate::tournament::{
    Entry, Finals, Format, GameResult, PlayerId, ResultError, Settings, TieRule, Tournament,
    TournamentError, TournamentRules,
};

use super::desk_text::DeskText;
use super::state::Form;
use super::words::error_text;

/// Points typed by the organiser: "45", "45,5", "45.25" (up to hundredths, not negative).
pub fn parse_points(s: &str) -> Option<Points> {
    let s = s.trim().replace(',', ".");
    let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    if !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
        || frac.len() > 2
        || int.len() > 9
    {
        return None;
    }
    let whole: i64 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let mut hundredths: i64 = if frac.is_empty() {
        0
    } else {
        frac.parse().ok()?
    };
    if frac.len() == 1 {
        hundredths *= 10;
    }
    Some(Points(whole * 100 + hundredths))
}

/// A file name part from the tournament's name: lowercase ASCII letters and digits.
pub(super) fn slug(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    let s = s.trim_end_matches('-');
    let s: String = s.chars().take(40).collect();
    if s.is_empty() {
        "torneo".into()
    } else {
        s
    }
}

/// The settings typed in the create form.
///
/// # Errors
/// The settings' first problem.
pub fn settings_from(form: &Form) -> Result<Settings, TournamentError> {
    let rules = TournamentRules::ALL
        .into_iter()
        .find(|r| r.key() == form.get("rules"))
        .unwrap_or(TournamentRules::Torneo);
    let format = Format::ALL
        .into_iter()
        .find(|f| f.key() == form.get("format"))
        .unwrap_or(Format::Italiana);
    let testa = rules == TournamentRules::TestaATesta;
    let table_size = if testa {
        2
    } else {
        form.get("size").trim().parse().unwrap_or(0)
    };
    let rounds = if format == Format::Knockout {
        1
    } else {
        form.get("rounds").trim().parse().unwrap_or(0)
    };
    let games_per_table = if testa {
        form.get("games").trim().parse().unwrap_or(1)
    } else {
        1
    };
    let settings = Settings {
        name: form.get("name").to_owned(),
        date: form.get("date").trim().to_owned(),
        rules,
        format,
        table_size,
        rounds,
        games_per_table,
        discards: if format == Format::Knockout {
            0
        } else {
            form.get("discards").trim().parse().unwrap_or(0)
        },
        clubs_apart: !form.get("clubs_apart").is_empty(),
        finals: if format == Format::Knockout || testa {
            Finals::NONE
        } else {
            Finals {
                direct: form.get("direct").trim().parse().unwrap_or(0),
                semifinalists: form.get("semis").trim().parse().unwrap_or(0),
                repechage: !form.get("repechage").is_empty(),
            }
        },
    };
    settings.check()?;
    Ok(settings)
}

/// A table's result as typed in its form: for each seat `i` of the table, `pts-i`
/// (table points), `elim-i` (order of elimination, empty if not eliminated), `tie-i`
/// (place among players with equal table points, empty if none); `risiko` the seat who
/// made RisiKo! (or empty); `tie_rule` the rule that decided a tie ([`TieRule::key`]);
/// `mondo` and `morto` (testa a testa). Put in the order [`GameResult`] wants: RisiKo!
/// first, survivors by table points (ties by the organiser's order), then the eliminated,
/// the last eliminated first.
///
/// # Errors
/// A field that is not a number (as [`ResultError::PointsOutOfRange`] or
/// [`ResultError::EliminationOrder`]); equal table points without a distinct order for
/// each tied player and the rule that decided ([`ResultError::TieUndecided`]): the seat
/// order never decides.
pub fn result_from(players: &[PlayerId], form: &Form) -> Result<GameResult, ResultError> {
    let risiko_seat: Option<usize> = form.get("risiko").parse().ok();
    let mut entries: Vec<(Entry, Option<u32>)> = Vec::with_capacity(players.len());
    for (i, &player) in players.iter().enumerate() {
        let table_points =
            parse_points(form.get(&format!("pts-{i}"))).ok_or(ResultError::PointsOutOfRange)?;
        let e = form.get(&format!("elim-{i}")).trim();
        let eliminated = if e.is_empty() {
            None
        } else {
            Some(
                e.parse::<u32>()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or(ResultError::EliminationOrder)?,
            )
        };
        let tie = form
            .get(&format!("tie-{i}"))
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|&n| n >= 1);
        entries.push((
            Entry {
                player,
                table_points,
                eliminated,
                risiko: risiko_seat == Some(i),
            },
            tie,
        ));
    }
    // RisiKo! first (in club even if eliminated afterwards), then the survivors by points
    // and the organiser's order of the tied, then the eliminated, last out first.
    entries.sort_by(|(a, ta), (b, tb)| {
        b.risiko
            .cmp(&a.risiko)
            .then_with(|| match (a.eliminated, b.eliminated) {
                (None, None) => b
                    .table_points
                    .cmp(&a.table_points)
                    .then(ta.unwrap_or(u32::MAX).cmp(&tb.unwrap_or(u32::MAX))),
                (None, Some(_)) => Ordering::Less,
                (Some(_), None) => Ordering::Greater,
                (Some(x), Some(y)) => y.cmp(&x),
            })
    });
    // regolamento-tornei-ufficiali-2003.txt, "Situazioni di parità al termine della
    // singola partita": a tie among the survivors is decided by a rule, not by the seats.
    let from = usize::from(entries.first().is_some_and(|(e, _)| e.risiko));
    let survivors: Vec<&(Entry, Option<u32>)> = entries[from..]
        .iter()
        .take_while(|(e, _)| e.eliminated.is_none())
        .collect();
    let mut tied = false;
    for w in survivors.windows(2) {
        if w[0].0.table_points == w[1].0.table_points {
            tied = true;
            match (w[0].1, w[1].1) {
                (Some(x), Some(y)) if x < y => {}
                _ => return Err(ResultError::TieUndecided),
            }
        }
    }
    let tie = if tied {
        let rule = TieRule::ALL
            .into_iter()
            .find(|r| r.key() == form.get("tie_rule"));
        Some(rule.ok_or(ResultError::TieUndecided)?)
    } else {
        None
    };
    Ok(GameResult {
        entries: entries.into_iter().map(|(e, _)| e).collect(),
        mondo: !form.get("mondo").is_empty(),
        morto_eliminated_by_winner: !form.get("morto").is_empty(),
        tie,
    })
}

/// The penalty typed in the players' penalty form: `pen-player` (the player's index),
/// `pen-points` ("7", "25" or "other" with `pen-custom`), `pen-note`. The club's -7 and
/// -25 carry their reason in the note, before the organiser's.
pub(super) fn penalty_from(
    t: &Tournament,
    form: &Form,
    l: Lang,
) -> Result<(PlayerId, Points, String), String> {
    let player = form
        .get("pen-player")
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&p| (p as usize) < t.players.len())
        .map(PlayerId)
        .ok_or_else(|| error_text(&TournamentError::UnknownPlayer(PlayerId(0)), l))?;
    let typed = form.get("pen-note").trim();
    let (points, reason) = match form.get("pen-points") {
        "7" => (Points::whole(7), Some(DeskText::PenaltySeven)),
        "25" => (Points::whole(25), Some(DeskText::PenaltyTwentyFive)),
        _ => (
            parse_points(form.get("pen-custom"))
                .filter(|p| p.0 > 0)
                .ok_or_else(|| error_text(&TournamentError::Penalty, l))?,
            None,
        ),
    };
    let mut note: String = reason.map(|r| r.text(l).to_owned()).unwrap_or_default();
    if !typed.is_empty() {
        if !note.is_empty() {
            note.push_str("; ");
        }
        note.extend(
            typed
                .chars()
                .filter(|c| !c.is_control())
                .take(crate::tournament::MAX_NAME_CHARS),
        );
    }
    Ok((player, points, note))
}
