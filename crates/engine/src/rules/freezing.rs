//! Freezing (`club` point 20, docs/RULES.md §4): a player ending its turn with ten or
//! more territories of 1 or 2 armies is frozen, its territories set to 5 armies.

use super::board::territories_in;
use super::club::ClubEvent;
use super::config::SeatId;
use super::event::Event;
use super::game::{Game, Phase, SeatStatus};

/// Armies a frozen or retired seat's territories get at least (points 17 and 20).
pub const FROZEN_ARMIES: u32 = 5;

/// Territories held with 1 or 2 armies that freeze a player at the end of its turn.
pub const FREEZE_TERRITORIES: u32 = 10;

impl Game {
    /// `club` point 20: whether ending the turn now would freeze the seat whose turn it
    /// is (at least [`FREEZE_TERRITORIES`] of its territories hold 1 or 2 armies, while
    /// it is still playing); false in another preset or outside a turn.
    pub fn end_turn_would_freeze(&self) -> bool {
        let Some(me) = self.current_seat() else {
            return false;
        };
        self.rules.freezing
            && matches!(self.phase(), Phase::Attack | Phase::Fortify)
            && self.seat_status(me) == SeatStatus::Playing
            && self.weak_territories(me) >= FREEZE_TERRITORIES
    }

    /// The seat's territories holding 1 or 2 armies (what freezes a club player).
    pub fn weak_territories(&self, seat: SeatId) -> u32 {
        territories_in(self.territory_mask(seat))
            .filter(|&t| self.armies(t) <= 2)
            .count() as u32
    }
}

/// Freezes the seat ending its turn when it has [`FREEZE_TERRITORIES`] weak territories.
pub(crate) fn freeze_if_weak(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let weak = game.weak_territories(me);
    if !game.rules().freezing
        || weak < FREEZE_TERRITORIES
        || game.seat_status(me) != SeatStatus::Playing
    {
        return;
    }
    // "i suoi territori vengono coperti con 5 armate l'uno" (point 20): exactly 5
    // since revision 2, at least 5 before (`RuleSet::frozen_armies_exact`).
    let exact = game.rules().frozen_armies_exact;
    let (mut added, mut removed) = (0, 0);
    for t in territories_in(game.territory_mask(me)) {
        let a = &mut game.armies[t.index()];
        added += FROZEN_ARMIES.saturating_sub(*a);
        if exact {
            removed += a.saturating_sub(FROZEN_ARMIES);
            *a = FROZEN_ARMIES;
        } else {
            *a = (*a).max(FROZEN_ARMIES);
        }
    }
    game.seats[me.index()].status = SeatStatus::Frozen;
    if game.in_supplementary_turns() {
        // Its chain no longer counts double (point 20).
        game.frozen_late |= 1 << me.index();
    }
    events.push(Event::Club(ClubEvent::Frozen {
        seat: me,
        added,
        removed,
    }));
}
