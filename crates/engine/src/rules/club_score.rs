//! The club score (`club` points 11-15 and the ranking points, docs/RULES.md §4): the
//! territories' values, the chain counting double, whole continents, RisiKo! by points.

use super::board::{territories_in, Continent};
use super::club::advance;
use super::club_board::{continent_points, value};
use super::config::SeatId;
use super::event::Event;
use super::game::{Game, Phase, SeatStatus};
use super::scoring::{Points, Standing};

/// Sum of the club values of the territories in `mask`.
pub fn values_of(mask: u64) -> u32 {
    territories_in(mask).map(value).sum()
}

/// A seat's club score (points 11-13): each held territory its value, the chain's
/// territories once more (`chain` counts double unless `None`), each whole continent
/// its points.
pub fn score_of(owned: u64, chain: Option<u64>) -> u32 {
    let base = values_of(owned);
    let double = chain.map_or(0, |c| values_of(c & owned));
    let continents: u32 = Continent::ALL
        .into_iter()
        .filter(|c| owned & c.mask() == c.mask())
        .map(continent_points)
        .sum();
    base + double + continents
}

/// The score that makes RisiKo!: "150 punti se si gioca in 5 e di 160 punti se si gioca
/// in 4" (point 14).
pub fn risiko_target(seats: usize) -> u32 {
    if seats >= 5 {
        150
    } else {
        160
    }
}

/// Ranking points of a table (STRUTTURA section, lines 5-9): the first 31 plus a tenth
/// of the difference to the second, the others 15, 7, 3, 1 minus a tenth of the
/// difference to the first. `standings` in final order; points in hundredths.
pub fn ranking_points(standings: &[Standing]) -> Vec<(SeatId, Points)> {
    const BASE: [i64; 5] = [31, 15, 7, 3, 1];
    let first = standings.first().map_or(0, |s| s.table_points.0);
    let second = standings.get(1).map_or(first, |s| s.table_points.0);
    standings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let base = Points::whole(BASE.get(i).copied().unwrap_or(0)).0;
            // Table points are in hundredths: a tenth of a point per point of difference
            // is the difference divided by 10.
            let p = if i == 0 {
                base + (first - second) / 10
            } else {
                base - (first - s.table_points.0) / 10
            };
            (s.seat, Points(p))
        })
        .collect()
}

/// RisiKo! by points (points 14-15): a player whose score reaches the target during its
/// own turn makes RisiKo! (200 table points) and "non potrà più continuare a giocare":
/// its turn ends at once and it takes no more turns; its armies stay on the board.
pub(crate) fn check_risiko(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    if game.phase() == Phase::Conquest || game.club_score(me) < game.club_risiko_target() {
        return;
    }
    events.push(Event::Risiko { seat: me });
    game.seats[me.index()].status = SeatStatus::Risiko;
    game.close_reinforcement();
    advance(game, events);
}

impl Game {
    /// A seat's club score now (points 11-13).
    pub fn club_score(&self, seat: SeatId) -> u32 {
        let owned = self.territory_mask(seat);
        score_of(owned, Some(self.club_chain(seat)))
    }

    /// The score that makes RisiKo! in this game (point 14).
    pub fn club_risiko_target(&self) -> u32 {
        risiko_target(self.config().seats.len())
    }
}
