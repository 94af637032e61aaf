//! The chain counting double (`club` point 12, docs/RULES.md §4): a connected group of a
//! player's territories, the best one or the one the player chose.

use super::board::{territories_in, TerritoryId};
use super::club::ClubEvent;
use super::club_board::neighbour_mask;
use super::club_score::{check_risiko, values_of};
use super::config::SeatId;
use super::error::ActionError;
use super::event::Event;
use super::game::Game;

/// The chain each seat chose (a territory of it), by seat; none: the best.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChainChoice {
    pub chosen: Vec<Option<TerritoryId>>,
}

/// The connected groups of `owned` on the club board, each a mask.
pub fn chains(owned: u64) -> Vec<u64> {
    let mut left = owned;
    let mut out = Vec::new();
    while left != 0 {
        let start = left & left.wrapping_neg();
        let mut group = start;
        let mut frontier = start;
        while frontier != 0 {
            let mut next = 0;
            for t in territories_in(frontier) {
                next |= neighbour_mask(t);
            }
            frontier = next & owned & !group;
            group |= frontier;
        }
        left &= !group;
        out.push(group);
    }
    out
}

/// The chain that scores most: the connected group of held territories with the highest
/// total value (the first in board order on a tie). "La striscia ... dovrà essere una
/// sola per ogni giocatore e sarà scelta da lui" (point 12): a chain is read as a group
/// of territories each bordering another of the group (docs/RULINGS.md), so the best is
/// a whole connected group and no other choice scores more.
pub fn best_chain(owned: u64) -> u64 {
    let mut best = 0;
    let mut best_value = 0;
    for c in chains(owned) {
        let v = values_of(c);
        if v > best_value {
            best = c;
            best_value = v;
        }
    }
    best
}

impl Game {
    /// The chain that counts double for `seat` now: the best one (see [`best_chain`]),
    /// or none for a seat frozen during the supplementary turns (point 20).
    pub fn club_chain(&self, seat: SeatId) -> u64 {
        let frozen_late = self.frozen_late & (1 << seat.index()) != 0;
        if frozen_late {
            return 0;
        }
        let owned = self.territory_mask(seat);
        let chosen = self
            .chain_choice
            .chosen
            .get(seat.index())
            .copied()
            .flatten()
            .filter(|t| owned & t.bit() != 0);
        match chosen {
            // "La striscia ... sarà scelta da lui" (point 12): the group holding the
            // territory the player picked, while it still holds it.
            Some(t) => chains(owned)
                .into_iter()
                .find(|c| c & t.bit() != 0)
                .unwrap_or(0),
            None => best_chain(owned),
        }
    }
}

/// Choosing the chain: a territory of the seat in turn outside its current chain.
pub(crate) fn check_choice(game: &Game, territory: TerritoryId) -> Result<(), ActionError> {
    let me = game.current();
    if game.owner(territory) != me {
        return Err(ActionError::NotOwned { territory });
    }
    if game.club_chain(me) & territory.bit() != 0 {
        return Err(ActionError::ChainAlreadyChosen);
    }
    Ok(())
}

/// The seat's chain is now the one holding `territory`.
pub(crate) fn choose(game: &mut Game, me: SeatId, territory: TerritoryId, events: &mut Vec<Event>) {
    let n = game.config().seats.len();
    let chosen = &mut game.chain_choice.chosen;
    chosen.resize(n, None);
    chosen[me.index()] = Some(territory);
    let territories = territories_in(game.club_chain(me)).collect();
    events.push(Event::Club(ClubEvent::ChainChosen {
        seat: me,
        territories,
    }));
    // A richer chain can make the score reach RisiKo!.
    check_risiko(game, me, events);
}
