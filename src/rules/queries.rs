//! Questions the UI asks so that it never decides a rule. Every answer agrees with
//! [`Game::check`]: what a query offers is accepted, what it leaves out is refused.

use super::action::Action;
use super::board::{territories_in, TerritoryId};
use super::cards::{self, TrisOption};
use super::event::Reinforcement;
use super::game::{blitz_dice, Game, Phase};

impl Game {
    /// The reinforcement breakdown of the turn in progress (territories / 3, each
    /// continent bonus, cards, cap); `None` during the setup and at the end.
    pub fn reinforcement(&self) -> Option<&Reinforcement> {
        match self.phase {
            Phase::Setup | Phase::Over => None,
            _ => Some(&self.turn.reinforcement),
        }
    }

    /// Armies left to place now: in the current setup group, or of the reinforcements.
    pub fn armies_to_place(&self) -> u32 {
        match self.phase {
            Phase::Setup => self.setup.group_left,
            Phase::Reinforce => self.turn.to_place,
            _ => 0,
        }
    }

    /// Armies the seat placing in the setup still has to place in all its groups.
    pub fn setup_armies_left(&self, seat: super::config::SeatId) -> u32 {
        self.seats[seat.index()].setup_left
    }

    /// Territories where armies can be placed now.
    pub fn placeable_territories(&self) -> Vec<TerritoryId> {
        if self.armies_to_place() == 0 {
            return Vec::new();
        }
        // ---- preset hook (club): the draft places on free territories.
        if self.setup.draft {
            return territories_in(super::club::free_territories(self)).collect();
        }
        territories_in(self.territory_mask(self.current())).collect()
    }

    /// Whether [`Action::UndoPlace`] is possible.
    pub fn can_undo_place(&self) -> bool {
        self.check(&Action::UndoPlace).is_ok()
    }

    /// Whether a trade is possible now (the window is open), whatever the hand.
    pub fn trade_window_open(&self) -> bool {
        matches!(self.phase, Phase::Reinforce | Phase::Attack) && self.turn.trade_window
    }

    /// Every tris the actor can trade now, with its value and territory bonus.
    pub fn tradable_tris(&self) -> Vec<TrisOption> {
        // `club` trades without tris: see `Game::club_trades`.
        if !self.trade_window_open() || self.rules.club {
            return Vec::new();
        }
        let me = self.current();
        cards::all_tris(self.hand(me), &self.rules.tris, self.territory_mask(me))
            .into_iter()
            .filter(|t| self.check(&Action::Trade { cards: t.cards }).is_ok())
            .collect()
    }

    /// Dice the attacker may roll from `from` against `to` (empty if no attack is legal).
    pub fn attack_dice_options(&self, from: TerritoryId, to: TerritoryId) -> Vec<u8> {
        (1..=3u8)
            .filter(|&dice| self.check(&Action::Attack { from, to, dice }).is_ok())
            .collect()
    }

    /// Why no attack from `from` to `to` is possible (the error of the attack with the
    /// most dice allowed), or `None` if one is.
    pub fn attack_refusal(&self, from: TerritoryId, to: TerritoryId) -> Option<super::ActionError> {
        let max = self.armies(from).saturating_sub(1).clamp(1, 3) as u8;
        self.check(&Action::Attack {
            from,
            to,
            dice: max,
        })
        .err()
    }

    /// Territories of the defender adjacent to `from` that can be attacked now.
    pub fn attack_targets(&self, from: TerritoryId) -> Vec<TerritoryId> {
        if self.phase != Phase::Attack {
            return Vec::new();
        }
        from.neighbours()
            .filter(|&to| !self.attack_dice_options(from, to).is_empty())
            .collect()
    }

    /// Own territories from which some attack is possible now.
    pub fn attack_sources(&self) -> Vec<TerritoryId> {
        if self.phase != Phase::Attack {
            return Vec::new();
        }
        territories_in(self.territory_mask(self.current()))
            .filter(|&t| self.armies(t) >= 2 && !self.attack_targets(t).is_empty())
            .collect()
    }

    /// Limits a blitz from `from` to `to` can stop at (`stop_at` values), if any.
    pub fn blitz_limits(&self, from: TerritoryId, to: TerritoryId) -> Vec<u32> {
        (1..self.armies(from))
            .filter(|&stop_at| self.check(&Action::Blitz { from, to, stop_at }).is_ok())
            .collect()
    }

    /// The conquest move range `(min, max)`, in [`Phase::Conquest`].
    pub fn conquest_move_range(&self) -> Option<(u32, u32)> {
        self.pending_conquest().map(|p| (p.min, p.max))
    }

    /// Own territories from which the strategic move can start.
    pub fn move_sources(&self) -> Vec<TerritoryId> {
        if self.phase != Phase::Fortify || self.move_made() {
            return Vec::new();
        }
        territories_in(self.territory_mask(self.current()))
            .filter(|&t| !self.move_targets(t).is_empty())
            .collect()
    }

    /// Own territories adjacent to `from` that can receive the strategic move.
    pub fn move_targets(&self, from: TerritoryId) -> Vec<TerritoryId> {
        from.neighbours()
            .filter(|&to| self.move_range(from, to).is_some())
            .collect()
    }

    /// Armies the strategic move from `from` to `to` can carry, `(1, max)`.
    pub fn move_range(&self, from: TerritoryId, to: TerritoryId) -> Option<(u32, u32)> {
        self.check(&Action::Move {
            from,
            to,
            armies: 1,
        })
        .ok()?;
        Some((1, self.armies(from) - self.garrison(from)))
    }

    /// Every legal action now. Complete: an action not listed is refused by
    /// [`Game::check`]. Long when many armies are involved (every amount is listed).
    /// [`Action::TimeUp`] is listed whenever the game has a clock that has not run out:
    /// it is the app's to send, not a player's choice.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.phase == Phase::Over {
            return out;
        }
        let me = self.current();
        for t in self.placeable_territories() {
            for armies in 1..=self.armies_to_place() {
                out.push(Action::Place {
                    territory: t,
                    armies,
                });
            }
        }
        if self.can_undo_place() {
            out.push(Action::UndoPlace);
        }
        for t in self.tradable_tris() {
            out.push(Action::Trade { cards: t.cards });
        }
        // ---- preset hook (club): trades without tris, pass, retire.
        if self.rules.club {
            super::club::legal_extra(self, &mut out);
        }
        if self.phase == Phase::Attack {
            for from in territories_in(self.territory_mask(me)) {
                if self.armies(from) < 2 {
                    continue;
                }
                for to in from.neighbours() {
                    for dice in self.attack_dice_options(from, to) {
                        out.push(Action::Attack { from, to, dice });
                    }
                    for stop_at in self.blitz_limits(from, to) {
                        out.push(Action::Blitz { from, to, stop_at });
                    }
                }
            }
            out.push(Action::EndAttacks);
        }
        if let Some((min, max)) = self.conquest_move_range() {
            for armies in min..=max {
                out.push(Action::Occupy { armies });
            }
        }
        for from in self.move_sources() {
            for to in self.move_targets(from) {
                if let Some((min, max)) = self.move_range(from, to) {
                    for armies in min..=max {
                        out.push(Action::Move { from, to, armies });
                    }
                }
            }
        }
        if matches!(self.phase, Phase::Attack | Phase::Fortify) {
            let held = if self.roll_due() {
                self.extra_rolls(me)
            } else {
                0
            };
            for extra_rolls in 0..=held {
                out.push(Action::EndTurn { extra_rolls });
            }
        }
        if self.check(&Action::TimeUp).is_ok() {
            out.push(Action::TimeUp);
        }
        out
    }

    /// Dice of the next blitz throw from `from` with limit `stop_at`.
    pub fn blitz_throw_dice(&self, from: TerritoryId, stop_at: u32) -> u8 {
        blitz_dice(self.armies(from), stop_at)
    }
}
