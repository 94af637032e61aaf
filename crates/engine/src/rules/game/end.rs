//! The end of the game: objectives completed (RisiKo!) and the final outcome.

use super::*;

impl Game {
    /// Whether a seat holds its whole objective now.
    #[inline]
    pub fn objective_complete(&self, seat: SeatId) -> bool {
        let s = &self.seats[seat.index()];
        if s.destroyed_target {
            return true;
        }
        let Some(objective) = self.objective(seat) else {
            return false;
        };
        objective.is_complete(s.owned, &self.armies)
    }

    /// "A player who holds all of its objective during its own turn wins at once."
    #[inline]
    pub(super) fn check_risiko(&mut self, me: SeatId, events: &mut Vec<Event>) {
        if self.phase == Phase::Over || self.is_virtual(me) || me != self.current() {
            return;
        }
        // ---- club rule (docs/RULES.md §4): RisiKo! by points, and the player stops playing.
        if self.rules.risiko_by_points {
            crate::rules::club_score::check_risiko(self, me, events);
            return;
        }
        if self.objective_complete(me) {
            self.declare_risiko(me, events);
        }
    }

    /// Whether armies alone, with no territory changing hands, can complete `seat`'s
    /// objective: `club`'s points count them, and so does "18 territories with 2 armies".
    pub(super) fn objective_counts_armies(&self, seat: SeatId) -> bool {
        self.rules.risiko_by_points
            || self.objective(seat)
                == Some(Objective::Classic(ClassicObjective::Territories18With2))
    }

    /// RisiKo!: `me` wins at once (the rare end of [`Game::check_risiko`]).
    #[cold]
    fn declare_risiko(&mut self, me: SeatId, events: &mut Vec<Event>) {
        events.push(Event::Risiko { seat: me });
        self.finish(EndReason::Risiko { seat: me }, Some(me), events);
    }

    // ----------------------------------------------------------------- end of turn

    pub(crate) fn finish(
        &mut self,
        reason: EndReason,
        risiko: Option<SeatId>,
        events: &mut Vec<Event>,
    ) {
        let outcome = crate::rules::ending::compute_outcome(self, reason, risiko, events);
        self.turn.pending = None;
        self.phase = Phase::Over;
        self.outcome = Some(outcome.clone());
        events.push(Event::GameOver {
            outcome: Box::new(outcome),
        });
    }
}
