//! Questions the UI asks so that it never decides a rule. Every answer agrees with
//! [`Game::check`]: what a query offers is accepted, what it leaves out is refused.
//!
//! The hot queries have allocation-free forms for search and bots: territory bit masks
//! (bit = [`TerritoryId::index`], read them with [`territories_in`]) such as
//! [`Game::attack_sources_mask`], dice bit sets ([`Game::attack_dice_mask`]) and
//! iterators ([`Game::tradable_tris_iter`]); the `Vec` forms are built from them.

use super::action::Action;
use super::board::{bit_indices, territories_in, TerritoryId};
use super::cards::{self, TrisOption};
use super::config::SeatId;
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
        territories_in(self.placeable_mask()).collect()
    }

    /// [`Game::placeable_territories`] as a bit mask.
    pub fn placeable_mask(&self) -> u64 {
        if self.armies_to_place() == 0 {
            return 0;
        }
        // ---- club rule (docs/RULES.md §4): the draft places on free territories.
        if self.setup.draft {
            return super::draft::free_territories(self);
        }
        self.territory_mask(self.current())
    }

    /// Whether [`Action::UndoPlace`] is possible.
    pub fn can_undo_place(&self) -> bool {
        self.check(&Action::UndoPlace).is_ok()
    }

    /// Whether [`Action::UndoMove`] is possible (`club`, after the strategic move).
    pub fn can_undo_move(&self) -> bool {
        self.check(&Action::UndoMove).is_ok()
    }

    /// Whether a trade is possible now (the window is open), whatever the hand.
    #[inline]
    pub fn trade_window_open(&self) -> bool {
        matches!(self.phase, Phase::Reinforce | Phase::Attack) && self.turn.trade_window
    }

    /// Every tris the actor can trade now, with its value and territory bonus.
    pub fn tradable_tris(&self) -> Vec<TrisOption> {
        self.tradable_tris_iter().collect()
    }

    /// [`Game::tradable_tris`] as an iterator, without allocating.
    pub fn tradable_tris_iter(&self) -> impl Iterator<Item = TrisOption> + '_ {
        // With the trade window closed no tris is looked at; `club` trades without tris
        // (see `Game::club_trades`).
        let (hand, owned) = if self.trade_window_open() && !self.rules.trades_by_hand_size() {
            let me = self.current();
            (self.hand(me), self.territory_mask(me))
        } else {
            (&[][..], 0)
        };
        // Tris of the hand's own cards with the window open: only the victim's cards
        // (`evaluate_trade`) can refuse one.
        cards::tris_in(hand, &self.rules.tris, owned).filter(|t| {
            let ok = self.uses_victim_cards(&t.cards);
            debug_assert_eq!(
                ok,
                self.check(&Action::Trade { cards: t.cards }).is_ok(),
                "tradable_tris_iter disagrees with check"
            );
            ok
        })
    }

    /// Dice the attacker may roll from `from` against `to` (empty if no attack is legal).
    pub fn attack_dice_options(&self, from: TerritoryId, to: TerritoryId) -> Vec<u8> {
        let bits = self.attack_dice_mask(from, to);
        (1..=3u8).filter(|&dice| bits & (1 << dice) != 0).collect()
    }

    /// [`Game::attack_dice_options`] as a bit set: bit `d` (1 to 3) is set when the
    /// attack with `d` dice is legal. The most dice allowed is `7 - mask.leading_zeros()`.
    pub fn attack_dice_mask(&self, from: TerritoryId, to: TerritoryId) -> u8 {
        if self.phase != Phase::Attack || self.check_attack_pair(self.current(), from, to).is_err()
        {
            return 0;
        }
        self.throw_dice_mask(from, to)
    }

    /// The dice counts the throw rules allow from `from` (which has at least 2 armies)
    /// against `to`, the pair itself being legal.
    fn throw_dice_mask(&self, from: TerritoryId, to: TerritoryId) -> u8 {
        let (fewest, most) = self.dice_bounds_at(to.index(), self.throw_limits());
        let most = most.min(self.armies[from.index()] - 1);
        let mut mask = if fewest <= most {
            ((1u8 << (most + 1)) - 1) & !((1u8 << fewest) - 1)
        } else {
            0
        };
        // ---- club rule (docs/RULES.md §4): attack by superiority, maximum dice (points 8-9).
        if self.club_attack_rules() {
            for dice in 1..=3u8 {
                if mask & (1 << dice) != 0
                    && super::superiority::check_attack(self, from, to, dice).is_err()
                {
                    mask &= !(1 << dice);
                }
            }
        }
        debug_assert_eq!(
            mask,
            (1..=3u8)
                .filter(|&dice| u32::from(dice) < self.armies[from.index()]
                    && self.check_throw(from, to, dice).is_ok())
                .fold(0, |m, dice| m | (1 << dice)),
            "throw_dice_mask disagrees with check_throw"
        );
        mask
    }

    /// The throw rules [`Game::dice_bounds_at`] reads, read once for many territories:
    /// whether fewer dice than the defender's are refused, and the territories whose
    /// owner may not be eliminated now because they are its last (none when an
    /// elimination is allowed).
    fn throw_limits(&self) -> (bool, u64) {
        let mut last = 0;
        if self.elimination_refused() {
            for seat in &self.seats {
                if seat.owned.is_power_of_two() {
                    last |= seat.owned;
                }
            }
        }
        (self.rules.no_attack_with_fewer_dice, last)
    }

    /// Whether the rules refuse an elimination now (see `elimination_too_early`).
    fn elimination_refused(&self) -> bool {
        self.rules
            .no_elimination_until_round
            .is_some_and(|limit| self.round <= limit)
    }

    /// The dice counts `(fewest, most)` that the throw rules of `check_throw` (not
    /// `club`'s) allow against the territory of index `to`, whatever the attacker's
    /// armies; none if `fewest > most`. Each rule refuses a range of dice counts:
    /// - fewer dice than the defender's are refused;
    /// - a throw that could take the last army of a seat's last territory too early is
    ///   refused: it destroys up to `min(dice, defender dice)` armies, which reaches
    ///   `defending` exactly when `dice >= defending`.
    #[inline]
    fn dice_bounds_at(&self, to: usize, (fewer, last): (bool, u64)) -> (u32, u32) {
        let defending = self.armies[to];
        let fewest = if fewer { defending.clamp(1, 3) } else { 1 };
        let most = if last & (1 << to) != 0 && defending <= 3 {
            defending.saturating_sub(1)
        } else {
            3
        };
        (fewest, most)
    }

    /// Whether the throw rules (`check_throw`) can refuse a throw now (an elimination too early,
    /// fewer dice than the defender); if not, every dice count up to the armies' is legal.
    fn throw_rules_apply(&self) -> bool {
        self.club_attack_rules()
            || self.rules.no_attack_with_fewer_dice
            || self.elimination_refused()
    }

    /// Whether `club`'s attack rules (superiority, maximum dice) apply.
    fn club_attack_rules(&self) -> bool {
        self.rules.attacker_max_dice || self.rules.attack_superiority.is_some()
    }

    /// The territories `me` may attack now: not its own, nor (for the morto) its
    /// director's. The dice rules are not applied.
    fn enemy_mask(&self, me: SeatId) -> u64 {
        let mut enemy = !self.territory_mask(me);
        if let Some(director) = self.turn.director {
            enemy &= !self.territory_mask(director);
        }
        enemy
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
        territories_in(self.attack_targets_mask(from)).collect()
    }

    /// [`Game::attack_targets`] as a bit mask.
    pub fn attack_targets_mask(&self, from: TerritoryId) -> u64 {
        let me = self.current();
        if self.phase != Phase::Attack || self.owner(from) != me || self.armies(from) < 2 {
            return 0;
        }
        self.targets_of(from, self.enemy_mask(me))
    }

    /// The neighbours of `from` in `enemy` that the dice rules let `from` attack.
    fn targets_of(&self, from: TerritoryId, enemy: u64) -> u64 {
        let targets = self.neighbour_mask_of(from) & enemy;
        if targets == 0 || !self.throw_rules_apply() {
            return targets;
        }
        self.dice_allowed(from, targets)
    }

    /// The territories of `targets` against which some throw from `from` is legal.
    fn dice_allowed(&self, from: TerritoryId, targets: u64) -> u64 {
        if self.club_attack_rules() {
            return territories_in(targets)
                .filter(|&to| self.throw_dice_mask(from, to) != 0)
                .fold(0, |m, to| m | to.bit());
        }
        // `throw_dice_mask` without building the masks: some throw is legal when the
        // fewest dice allowed are allowed and `from` can roll them.
        let armies = self.armies[from.index()];
        let limits = self.throw_limits();
        let mut allowed = 0;
        for i in bit_indices(targets) {
            let (fewest, most) = self.dice_bounds_at(i, limits);
            allowed |= u64::from((fewest <= most) & (fewest < armies)) << i;
        }
        allowed
    }

    /// Own territories from which some attack is possible now.
    pub fn attack_sources(&self) -> Vec<TerritoryId> {
        territories_in(self.attack_sources_mask()).collect()
    }

    /// [`Game::attack_sources`] as a bit mask.
    pub fn attack_sources_mask(&self) -> u64 {
        if self.phase != Phase::Attack {
            return 0;
        }
        let me = self.current();
        let enemy = self.enemy_mask(me);
        let own = self.territory_mask(me);
        let sources = if self.club_attack_rules() {
            territories_in(own)
                .filter(|&t| self.armies[t.index()] >= 2 && self.targets_of(t, enemy) != 0)
                .fold(0, |m, t| m | t.bit())
        } else {
            self.sources_by_dice(own, enemy)
        };
        debug_assert_eq!(
            sources,
            territories_in(own)
                .filter(|&t| self.armies[t.index()] >= 2 && self.targets_of(t, enemy) != 0)
                .fold(0, |m, t| m | t.bit()),
            "attack_sources_mask disagrees with attack_targets_mask"
        );
        sources
    }

    /// The territories of `own` that may attack one of `enemy` by the throw rules of
    /// [`Game::dice_bounds_at`] (not `club`'s): a territory that can roll up to `d` dice
    /// borders an enemy that a throw of at most `d` dice may attack. Borders are
    /// symmetric, so the territories bordering a set are the union of its neighbours.
    fn sources_by_dice(&self, own: u64, enemy: u64) -> u64 {
        // Own territories by the most dice they can roll (the index), and the neighbours
        // of all of them (no branch on the armies, which follow no pattern); then those
        // that can roll at least 1, 2 and 3 dice.
        let neighbours = self.neighbour_masks();
        let (mut by_most, mut front) = ([0u64; 4], 0);
        for i in bit_indices(own) {
            by_most[self.armies[i].saturating_sub(1).min(3) as usize] |= 1 << i;
            front |= neighbours[i];
        }
        let three = by_most[3];
        let two = three | by_most[2];
        let one = two | by_most[1];
        // The neighbours of the enemies that need at least 1, 2 and 3 dice.
        let limits = self.throw_limits();
        let mut near = [0u64; 4];
        for i in bit_indices(front & enemy) {
            let (fewest, most) = self.dice_bounds_at(i, limits);
            if fewest <= most {
                near[fewest as usize] |= neighbours[i];
            }
        }
        (one & near[1]) | (two & near[2]) | (three & near[3])
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
        territories_in(self.move_sources_mask()).collect()
    }

    /// [`Game::move_sources`] as a bit mask.
    pub fn move_sources_mask(&self) -> u64 {
        if self.phase != Phase::Fortify || self.move_made() {
            return 0;
        }
        // [`Game::move_targets_mask`] of every own territory in one pass: an own
        // neighbour, and more armies than the garrison (`Game::garrison`).
        // Without branches on the armies, which follow no pattern.
        let own = self.territory_mask(self.current());
        let neighbours = self.neighbour_masks();
        let above_one = self.rules.garrison_next_to_enemy - 1;
        let mut sources = 0;
        for i in bit_indices(own) {
            let garrison = 1 + above_one * u32::from(neighbours[i] & !own != 0);
            let source = (neighbours[i] & own != 0) & (self.armies[i] > garrison);
            sources |= u64::from(source) << i;
        }
        debug_assert_eq!(
            sources,
            territories_in(own)
                .filter(|&t| self.move_targets_mask(t) != 0)
                .fold(0, |m, t| m | t.bit()),
            "move_sources_mask disagrees with move_targets_mask"
        );
        sources
    }

    /// Own territories adjacent to `from` that can receive the strategic move.
    pub fn move_targets(&self, from: TerritoryId) -> Vec<TerritoryId> {
        territories_in(self.move_targets_mask(from)).collect()
    }

    /// [`Game::move_targets`] as a bit mask.
    pub fn move_targets_mask(&self, from: TerritoryId) -> u64 {
        let me = self.current();
        if self.phase != Phase::Fortify
            || self.move_made()
            || self.owner(from) != me
            || self.armies(from) <= self.garrison(from)
        {
            return 0;
        }
        self.neighbour_mask_of(from) & self.territory_mask(me)
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
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Game::legal_actions`] written into `out` (cleared first), so that a caller
    /// asking often reuses one buffer.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.phase == Phase::Over {
            return;
        }
        let me = self.current();
        for t in territories_in(self.placeable_mask()) {
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
        for t in self.tradable_tris_iter() {
            out.push(Action::Trade { cards: t.cards });
        }
        // ---- rule hook (docs/RULES.md §4): removals, trades by hand size, the chain,
        // pass, retire, taking the move back; each gated by its own rule.
        super::club::legal_extra(self, out);
        if self.phase == Phase::Attack {
            let enemy = self.enemy_mask(me);
            for from in territories_in(self.territory_mask(me)) {
                if self.armies(from) < 2 {
                    continue;
                }
                // Every other neighbour fails `check_attack_pair`: no attack, no blitz.
                for to in territories_in(self.neighbour_mask_of(from) & enemy) {
                    let dice_mask = self.throw_dice_mask(from, to);
                    for dice in 1..=3u8 {
                        if dice_mask & (1 << dice) != 0 {
                            out.push(Action::Attack { from, to, dice });
                        }
                    }
                    let armies = self.armies(from);
                    for stop_at in 1..armies {
                        let dice = super::game::blitz_dice(armies, stop_at);
                        if self.check_throw(from, to, dice).is_ok() {
                            out.push(Action::Blitz { from, to, stop_at });
                        }
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
        for from in territories_in(self.move_sources_mask()) {
            let max = self.armies(from) - self.garrison(from);
            for to in territories_in(self.move_targets_mask(from)) {
                for armies in 1..=max {
                    out.push(Action::Move { from, to, armies });
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
    }

    /// Dice of the next blitz throw from `from` with limit `stop_at`.
    pub fn blitz_throw_dice(&self, from: TerritoryId, stop_at: u32) -> u8 {
        blitz_dice(self.armies(from), stop_at)
    }
}
