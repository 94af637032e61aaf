//! The data of the charts over time: territories, armies on the board, table points and
//! the cards traded, per player, sampled at the start of every turn.
//!
//! Table points depend on the secret objectives in torneo, okgiocacon and testa a testa:
//! they are given only when `secrets` is true (pass it once the game is over), or where
//! they are public (the territory count of classico).

use crate::rules::ending::table_points;
use crate::rules::{Event, Game, Points, Scoring, SeatId};

use super::Replay;

/// One player at one moment.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatSample {
    pub territories: u32,
    /// Armies on the board.
    pub armies: u32,
    /// Table points (RisiKo! fixed points excluded), where they may be shown.
    pub table_points: Option<Points>,
    /// Tris traded so far, and the armies they gave.
    pub trades: u32,
    pub card_armies: u32,
}

/// Every player at one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The step (actions applied): the start of a turn, or the last step asked for.
    pub step: usize,
    /// The round (0: the setup).
    pub round: u32,
    /// Whose turn starts (`None` at the deal and at the end).
    pub turn_of: Option<SeatId>,
    /// By seat index.
    pub seats: Vec<SeatSample>,
}

/// The samples of a game, oldest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    pub samples: Vec<Sample>,
    /// Whether the samples carry table points.
    pub table_points: bool,
}

fn sample(
    game: &Game,
    step: usize,
    turn_of: Option<SeatId>,
    trades: &[(u32, u32)],
    points: bool,
) -> Sample {
    let seats = (0..game.config().seats.len())
        .map(|i| {
            let s = SeatId(i as u8);
            SeatSample {
                territories: game.territory_count(s),
                armies: game.total_armies(s),
                table_points: points.then(|| table_points(game, s)),
                trades: trades[i].0,
                card_armies: trades[i].1,
            }
        })
        .collect();
    Sample {
        step,
        round: game.round(),
        turn_of,
        seats,
    }
}

impl Timeline {
    /// The samples of the first `step` actions of a replayed game: the deal, the start of
    /// every turn, and `step` itself. Table points only with `secrets` (see the module) or
    /// where the preset's are public.
    pub fn of_replay(replay: &Replay, step: usize, secrets: bool) -> Timeline {
        let step = step.min(replay.len());
        let mut game = replay.game_at(0);
        let points = secrets || game.rules().scoring == Scoring::TerritoryCount;
        let n = game.config().seats.len();
        let mut trades = vec![(0u32, 0u32); n];
        let mut samples = vec![sample(&game, 0, None, &trades, points)];
        for (i, a) in replay.actions()[..step].iter().enumerate() {
            let _ = game.apply(*a);
            let mut turn = None;
            for e in replay.events_of(i) {
                match e {
                    Event::Traded { seat, total, .. } => {
                        trades[seat.index()].0 += 1;
                        trades[seat.index()].1 += total;
                    }
                    Event::TurnStarted { seat, .. } => turn = Some(*seat),
                    _ => {}
                }
            }
            if turn.is_some() || i + 1 == step {
                samples.push(sample(&game, i + 1, turn, &trades, points));
            }
        }
        Timeline {
            samples,
            table_points: points,
        }
    }
}
