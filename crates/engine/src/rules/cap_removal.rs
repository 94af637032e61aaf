//! The army cap's excess (`club` point 4, docs/RULES.md §4): above 150 armies a player
//! removes twice the excess and plays on with a cap lowered by it.

use super::board::{territories_in, TerritoryId};
use super::club::{finish_turn, ClubEvent};
use super::config::SeatId;
use super::error::ActionError;
use super::event::Event;
use super::game::{Game, Phase};

/// Armies still to remove and the lowered caps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CapRemoval {
    /// Armies the seat in turn still has to remove ([`Phase::Removal`]).
    pub to_remove: u32,
    /// Each seat's lowered army cap after an excess, by seat; 0: the preset's.
    pub caps: Vec<u32>,
}

impl Game {
    /// Armies the seat in turn still has to remove for the cap (point 4); 0 outside
    /// [`Phase::Removal`].
    pub fn armies_to_remove(&self) -> u32 {
        match self.phase {
            Phase::Removal => self.cap_removal.to_remove,
            _ => 0,
        }
    }

    /// Territories armies can be removed from now (own, with more than one army).
    pub fn removable_mask(&self) -> u64 {
        if self.armies_to_remove() == 0 {
            return 0;
        }
        territories_in(self.territory_mask(self.current()))
            .filter(|&t| self.armies(t) > 1)
            .fold(0, |m, t| m | t.bit())
    }
}

/// "Nel caso un giocatore si trovasse ad avere disposto più di 150 carri sul tabellone
/// dovrà toglierne istantaneamente a sua scelta il doppio della quantità in eccesso e sarà
/// costretto a terminare la partita con una quantità inferiore pari a 150 meno
/// l'eccesso" (point 4). Reinforcements never exceed the cap (see [`Game::army_cap_of`]);
/// freezing (point 20) can. Above it, the seat's cap is lowered and the turn waits in
/// [`Phase::Removal`] for the seat's removals (every territory keeps one army, so the
/// removal stops there). Returns whether the removal is pending.
pub(crate) fn over_cap(game: &mut Game, me: SeatId, events: &mut Vec<Event>) -> bool {
    let (Some(cap), total) = (game.army_cap_of(me), game.total_armies(me)) else {
        return false;
    };
    if total <= cap {
        return false;
    }
    let excess = total - cap;
    let remove = (2 * excess).min(total - game.territory_count(me));
    let n = game.config().seats.len();
    let st = &mut game.cap_removal;
    st.caps.resize(n, 0);
    st.caps[me.index()] = cap.saturating_sub(excess).max(1);
    st.to_remove = remove;
    let cap = st.caps[me.index()];
    events.push(Event::Club(ClubEvent::CapExceeded {
        seat: me,
        armies: total,
        remove,
        cap,
    }));
    if remove > 0 {
        game.phase = Phase::Removal;
    }
    remove > 0
}

/// A removal's check: own territory, at least one army left on it, no more than due.
pub(crate) fn check_remove(
    game: &Game,
    territory: TerritoryId,
    armies: u32,
) -> Result<(), ActionError> {
    if game.phase() != Phase::Removal {
        return Err(ActionError::WrongPhase {
            action: super::action::ActionKind::Remove,
            phase: game.phase(),
        });
    }
    if game.owner(territory) != game.current() {
        return Err(ActionError::NotOwned { territory });
    }
    let max = game
        .armies_to_remove()
        .min(game.armies(territory).saturating_sub(1));
    match armies {
        0 => Err(ActionError::Zero),
        a if a > max => Err(ActionError::MoveOutOfRange {
            min: 1,
            max,
            got: armies,
        }),
        _ => Ok(()),
    }
}

/// Takes `armies` off `territory`; the last removal ends the turn.
pub(crate) fn remove(
    game: &mut Game,
    me: SeatId,
    territory: TerritoryId,
    armies: u32,
    events: &mut Vec<Event>,
) {
    game.armies[territory.index()] -= armies;
    let st = &mut game.cap_removal;
    st.to_remove -= armies;
    let left = st.to_remove;
    events.push(Event::Club(ClubEvent::ArmiesRemoved {
        seat: me,
        territory,
        armies,
        left,
    }));
    if left == 0 {
        finish_turn(game, me, events);
    }
}
