//! How a game ends (docs/RULES.md §3 "Timed endings") and the final table it leaves.
//!
//! The sdadata is read per game round: time runs out during round `p` (the penultimate,
//! "si chiama il penultimo giro"); round `p + 1` is the last (the "giro supplementare");
//! the last seat rolls at the end of its turn in round `p + 1`, with the first threshold;
//! from round `p + 2` on every seat rolls at the end of its turn, the threshold rising by
//! one each round ("Se la partita non si conclude durante il primo giro supplementare, il
//! punteggio ... viene elevato di un punto (quindi nel secondo giro supplementare ... 5)",
//! regolamento-tornei-ufficiali-2003.txt lines 257-261). The rolls themselves are in
//! [`crate::rules::Game`]'s end of turn; this module computes the outcome.

use super::board::territories_in;
use super::config::SeatId;
use super::event::Event;
use super::game::Game;
use super::preset::Scoring;
use super::scoring::{
    match_points_for_difference, team_points, EndReason, MatchPoints, MatchReason, Outcome, Points,
    Standing, TournamentPoints,
};

/// Table points of one seat under the preset's scoring (RisiKo! fixed points excluded).
pub fn table_points(game: &Game, seat: SeatId) -> Points {
    let owned = game.territory_mask(seat);
    let objective = game.objective(seat);
    match game.rules().scoring {
        Scoring::TerritoryCount => Points::whole(owned.count_ones() as i64),
        Scoring::TournamentValues => {
            let mask = objective.map(|o| o.territory_mask()).unwrap_or(0);
            Points::whole(territories_in(owned & mask).map(|t| t.value() as i64).sum())
        }
        Scoring::Club => Points::whole(i64::from(game.club_score(seat))),
        Scoring::TestaATesta => {
            // testa-a-testa.txt lines 84-90: "ogni territorio presente in obiettivo vale 4
            // punti, non presente vale 1 punto, il continente presente in obiettivo vale
            // 2,5 punti per numero di territori" (read per territory, docs/RULES.md §6).
            let named = objective.map(|o| o.named_mask()).unwrap_or(0);
            let continents = objective.map(|o| o.continent_mask()).unwrap_or(0);
            Points(
                territories_in(owned)
                    .map(|t| {
                        if named & t.bit() != 0 {
                            400
                        } else if continents & t.bit() != 0 {
                            250
                        } else {
                            100
                        }
                    })
                    .sum(),
            )
        }
    }
}

/// Builds the final table. Uses the game's dice for the last tie-break (recorded in a
/// [`Event::TieBreakRoll`]).
pub(crate) fn compute_outcome(
    game: &mut Game,
    reason: EndReason,
    risiko: Option<SeatId>,
    events: &mut Vec<Event>,
) -> Outcome {
    let rules = *game.rules();
    let mut standings: Vec<Standing> = Vec::new();
    for i in 0..game.config().seats.len() {
        let seat = SeatId(i as u8);
        if game.is_virtual(seat) {
            continue;
        }
        let owned = game.territory_mask(seat);
        let objective = game.objective(seat);
        let obj_mask = match rules.scoring {
            Scoring::TerritoryCount => 0,
            _ => objective.map(|o| o.territory_mask()).unwrap_or(0),
        };
        let mut table = table_points(game, seat);
        let is_risiko =
            risiko == Some(seat) || game.seat_status(seat) == super::game::SeatStatus::Risiko;
        if is_risiko {
            if let Some(fixed) = rules.risiko_points {
                // "si aggiudica un punteggio fisso di 100 punti".
                table = Points::whole(fixed as i64);
            }
        }
        standings.push(Standing {
            seat,
            place: 0,
            table_points: table,
            risiko: is_risiko,
            // ---- club rule (docs/RULES.md §4): a RisiKo! closes the seat's game with its fixed
            // points ("non potrà più continuare a giocare", club-qualificazioni.txt point
            // 14, line 26; "totalizzerà 200 punti tavolo", point 15, line 27). Losing its
            // territories afterwards is no elimination for the final table: the seat
            // ranks first (docs/RULINGS.md, `club`). Elsewhere a RisiKo! ends the game,
            // so its seat is never eliminated.
            eliminated: if is_risiko {
                None
            } else {
                game.elimination(seat).map(|e| e.order)
            },
            objective: game.dealt_objective(seat),
            territories: owned.count_ones(),
            outside_values: territories_in(owned & !obj_mask).map(|t| t.value()).sum(),
            armies_in_objective: territories_in(owned & obj_mask)
                .map(|t| game.armies(t))
                .sum(),
            armies_total: game.total_armies(seat),
            tie_die: None,
        });
    }
    // The key of docs/RULES.md §3: table points, then (1) values outside the objective, (2)
    // armies on objective territories, (3) all armies; (4) dice below.
    let key = |s: &Standing| {
        let alive = s.eliminated.is_none();
        // Among eliminated seats, the later one ranks higher.
        let elim_rank = s.eliminated.unwrap_or(0);
        match rules.scoring {
            Scoring::TerritoryCount => (
                alive,
                s.risiko,
                s.table_points,
                0,
                0,
                s.armies_total,
                elim_rank,
            ),
            _ => (
                alive,
                s.risiko,
                s.table_points,
                s.outside_values,
                s.armies_in_objective,
                s.armies_total,
                elim_rank,
            ),
        }
    };
    standings.sort_by_key(|s| std::cmp::Reverse(key(s)));
    // Tie-break 4: "non resta che lanciare i dadi". Tied seats roll one die each; ties
    // among them roll again.
    let mut i = 0;
    while i < standings.len() {
        let mut j = i + 1;
        while j < standings.len() && key(&standings[j]) == key(&standings[i]) {
            j += 1;
        }
        if j - i > 1 {
            let group = &mut standings[i..j];
            loop {
                let dice: Vec<u8> = group.iter().map(|_| game.roll()).collect();
                events.push(Event::TieBreakRoll {
                    seats: group.iter().map(|s| s.seat).collect(),
                    dice: dice.clone(),
                });
                let all_differ = dice.iter().enumerate().all(|(k, d)| !dice[..k].contains(d));
                if all_differ {
                    for (s, d) in group.iter_mut().zip(dice) {
                        s.tie_die = Some(d);
                    }
                    // The dice all differ: the order is total.
                    group.sort_unstable_by_key(|s| std::cmp::Reverse(s.tie_die));
                    break;
                }
            }
        }
        i = j;
    }
    for (i, s) in standings.iter_mut().enumerate() {
        s.place = i as u32 + 1;
    }
    let tournament_points = rules.tournament_points.then(|| {
        let ranked: Vec<(SeatId, Points)> = standings
            .iter()
            .filter(|s| s.eliminated.is_none())
            .map(|s| (s.seat, s.table_points))
            .collect();
        let eliminated: Vec<(SeatId, u32)> = standings
            .iter()
            .filter_map(|s| s.eliminated.map(|o| (s.seat, o)))
            .collect();
        let team = team_points(&ranked, &eliminated, game.config().seats.len());
        let first = standings
            .first()
            .map(|s| s.table_points)
            .unwrap_or_default();
        let second = standings.get(1).map(|s| s.table_points).unwrap_or_default();
        standings
            .iter()
            .map(|s| {
                let team = team
                    .iter()
                    .find(|t| t.0 == s.seat)
                    .map(|t| t.1)
                    .unwrap_or_default();
                let open_diff = if s.place == 1 {
                    Points(first.0 - second.0)
                } else {
                    Points(s.table_points.0 - first.0)
                };
                TournamentPoints {
                    seat: s.seat,
                    team,
                    open_place: s.place,
                    open_diff,
                }
            })
            .collect()
    });
    let match_points = rules
        .match_points
        .then(|| testa_match_points(game, &standings, risiko));
    Outcome {
        reason,
        standings,
        tournament_points,
        match_points,
    }
}

/// docs/RULES.md §5 / testa-a-testa.txt lines 90-119.
fn testa_match_points(game: &Game, standings: &[Standing], risiko: Option<SeatId>) -> MatchPoints {
    let first = standings[0].seat;
    let second = standings[1].seat;
    let morto = (0..game.config().seats.len())
        .map(|i| SeatId(i as u8))
        .find(|&s| game.is_virtual(s));
    let holds_world = |s: SeatId| game.territory_count(s) == 42;
    let (winner, reason) = if let Some(w) = risiko {
        let other = if w == first { second } else { first };
        let reason = if holds_world(w) {
            MatchReason::Mondo
        } else if !game.is_alive(other) {
            MatchReason::RisikoEliminatingOpponent
        } else if morto
            .and_then(|m| game.elimination(m))
            .is_some_and(|e| e.by == w)
        {
            MatchReason::RisikoEliminatingMorto
        } else {
            MatchReason::Risiko
        };
        (w, reason)
    } else if holds_world(first) {
        (first, MatchReason::Mondo)
    } else {
        let diff = Points(standings[0].table_points.0 - standings[1].table_points.0);
        (first, MatchReason::Difference(diff))
    };
    let loser = if winner == first { second } else { first };
    let (w, l) = match &reason {
        MatchReason::Mondo => (20, 0),
        MatchReason::RisikoEliminatingOpponent => (19, 1),
        MatchReason::RisikoEliminatingMorto => (18, 2),
        MatchReason::Risiko => (17, 3),
        MatchReason::Difference(d) => match_points_for_difference(*d),
    };
    MatchPoints {
        points: [(winner, w), (loser, l)],
        reason,
    }
}
