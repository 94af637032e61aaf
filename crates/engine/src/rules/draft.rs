//! The territories' draft (`club` point 7, docs/RULES.md §4): one army at a time on a
//! free territory, the last two left neutral.

use super::board::{territories_in, TerritoryId};
use super::club::ClubEvent;
use super::config::SeatId;
use super::error::ActionError;
use super::event::Event;
use super::game::Game;

/// Armies on each of the two territories left neutral by the draft (point 7).
pub const DRAFT_NEUTRAL_ARMIES: u32 = 8;

/// Territories nobody has drafted yet (owned by no seat, without armies).
pub fn free_territories(game: &Game) -> u64 {
    TerritoryId::ALL
        .iter()
        .filter(|t| game.owner(**t).is_neutral() && game.armies(**t) == 0)
        .fold(0, |m, t| m | t.bit())
}

/// Starts the draft (point 7): "a partire dall'ultimo giocatore sino ad arrivare al
/// primo, posizionando un'armata del proprio colore per ogni turno su uno dei territori
/// liberi": the last seat of the turn order places first, then the one before it, and
/// so on round and round. No territory has an owner or an army yet.
pub(crate) fn begin_draft(game: &mut Game) {
    game.armies.iter_mut().for_each(|a| *a = 0);
    game.setup.draft = true;
    game.setup.pos = game.order.len() - 1;
    game.setup.group_left = 1;
}

/// The draft's check of a placement: one army on a free territory.
pub(crate) fn check_draft(
    game: &Game,
    territory: TerritoryId,
    armies: u32,
) -> Result<(), ActionError> {
    if free_territories(game) & territory.bit() == 0 {
        return Err(ActionError::NotFree { territory });
    }
    match armies {
        0 => Err(ActionError::Zero),
        1 => Ok(()),
        _ => Err(ActionError::TooManyToPlace {
            left: 1,
            got: armies,
        }),
    }
}

/// A draft placement. When two territories are left free they become neutral with 8
/// armies each and the usual placement of the remaining armies starts with the first
/// seat, in groups of 3.
pub(crate) fn draft_place(
    game: &mut Game,
    me: SeatId,
    territory: TerritoryId,
    events: &mut Vec<Event>,
) {
    game.set_owner(territory, me);
    game.armies[territory.index()] = 1;
    game.seats[me.index()].setup_left -= 1;
    events.push(Event::Placed {
        seat: me,
        by: me,
        territory,
        armies: 1,
    });
    let free = free_territories(game);
    if free.count_ones() > 2 {
        let n = game.order.len();
        game.setup.pos = (game.setup.pos + n - 1) % n;
        return;
    }
    let territories: Vec<TerritoryId> = territories_in(free).collect();
    for &t in &territories {
        game.armies[t.index()] = DRAFT_NEUTRAL_ARMIES;
    }
    events.push(Event::Club(ClubEvent::Neutral {
        territories,
        armies: DRAFT_NEUTRAL_ARMIES,
    }));
    game.setup.draft = false;
    game.begin_setup_group(0, events);
}
