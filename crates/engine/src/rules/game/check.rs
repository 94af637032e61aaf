//! [`Game::check`]: whether an action is legal now, and why not. Checked in a fixed
//! order (game over, wrong phase, the action's own rules); nothing changes.

use super::*;

impl Game {
    /// Whether `action` is legal now, and if not why. Errors are checked in a fixed
    /// order: the game is over, the phase is wrong, the move is illegal.
    ///
    /// # Errors
    /// The [`ActionError`] [`Game::apply`] would return.
    pub fn check(&self, action: &Action) -> Result<(), ActionError> {
        self.check_for(self.current(), action)
    }

    /// [`Game::check`] with the current seat `me` already known ([`Game::apply_into`]).
    pub(super) fn check_for(&self, me: SeatId, action: &Action) -> Result<(), ActionError> {
        if self.phase == Phase::Over {
            return Err(ActionError::GameOver);
        }
        let wrong = || ActionError::WrongPhase {
            action: action.kind(),
            phase: self.phase,
        };
        match *action {
            Action::Place { territory, armies } => {
                let left = match self.phase {
                    Phase::Setup => self.setup.group_left,
                    Phase::Reinforce => self.turn.to_place,
                    _ => return Err(wrong()),
                };
                // ---- club rule (docs/RULES.md §4): the draft: one army on a free territory.
                if self.setup.draft {
                    return crate::rules::draft::check_draft(self, territory, armies);
                }
                if self.owner[territory.index()] != me {
                    return Err(ActionError::NotOwned { territory });
                }
                if armies == 0 {
                    return Err(ActionError::Zero);
                }
                if armies > left {
                    return Err(ActionError::TooManyToPlace { left, got: armies });
                }
                Ok(())
            }
            Action::UndoPlace => match self.phase {
                Phase::Setup if !self.setup.placements.is_empty() => Ok(()),
                Phase::Reinforce | Phase::Attack if !self.turn.placements.is_empty() => Ok(()),
                Phase::Setup | Phase::Reinforce | Phase::Attack => Err(ActionError::NothingToUndo),
                _ => Err(wrong()),
            },
            Action::Trade { cards } => {
                if !matches!(self.phase, Phase::Reinforce | Phase::Attack) {
                    return Err(wrong());
                }
                if !self.turn.trade_window {
                    return Err(ActionError::TradeWindowClosed);
                }
                if self.rules.trades_by_hand_size() {
                    return crate::rules::hand_trades::check_trade(self, me, cards).map(|_| ());
                }
                self.evaluate_trade(me, cards).map(|_| ())
            }
            Action::Attack { from, to, dice } => {
                if self.phase != Phase::Attack {
                    return Err(wrong());
                }
                self.check_attack_pair(me, from, to)?;
                let armies = self.armies[from.index()];
                let max = (armies - 1).min(3) as u8;
                if dice == 0 || dice > max {
                    return Err(ActionError::BadDice {
                        min: 1,
                        max,
                        got: dice,
                    });
                }
                self.check_throw(from, to, dice)
            }
            Action::Blitz { from, to, stop_at } => {
                if self.phase != Phase::Attack {
                    return Err(wrong());
                }
                self.check_attack_pair(me, from, to)?;
                let armies = self.armies[from.index()];
                if stop_at == 0 || stop_at >= armies {
                    return Err(ActionError::BadBlitzLimit { armies, stop_at });
                }
                let dice = blitz_dice(armies, stop_at);
                self.check_throw(from, to, dice)
            }
            Action::Occupy { armies } => {
                if self.phase != Phase::Conquest {
                    return Err(wrong());
                }
                let p = self
                    .turn
                    .pending
                    .expect("conquest phase has a pending move");
                if armies < p.min || armies > p.max {
                    return Err(ActionError::MoveOutOfRange {
                        min: p.min,
                        max: p.max,
                        got: armies,
                    });
                }
                Ok(())
            }
            Action::EndAttacks => match self.phase {
                Phase::Attack => Ok(()),
                _ => Err(wrong()),
            },
            Action::Move { from, to, armies } => {
                if self.phase != Phase::Fortify {
                    return Err(wrong());
                }
                if self.turn.moved {
                    return Err(ActionError::MoveAlreadyMade);
                }
                if self.owner[from.index()] != me {
                    return Err(ActionError::NotOwned { territory: from });
                }
                if self.owner[to.index()] != me {
                    return Err(ActionError::NotOwned { territory: to });
                }
                if from == to || !self.borders(from, to) {
                    return Err(ActionError::NotAdjacent { from, to });
                }
                if armies == 0 {
                    return Err(ActionError::Zero);
                }
                let garrison = self.garrison(from);
                let have = self.armies[from.index()];
                if armies + garrison > have {
                    if have > garrison {
                        return Err(ActionError::MoveOutOfRange {
                            min: 1,
                            max: have - garrison,
                            got: armies,
                        });
                    }
                    return Err(ActionError::GarrisonRequired {
                        territory: from,
                        min: garrison,
                    });
                }
                Ok(())
            }
            Action::EndTurn { extra_rolls } => {
                if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
                    return Err(wrong());
                }
                if extra_rolls > 0 {
                    let held = if self.roll_due() {
                        self.seats[me.index()].extra_rolls
                    } else {
                        0
                    };
                    if extra_rolls > held {
                        return Err(ActionError::ExtraRolls {
                            held,
                            asked: extra_rolls,
                        });
                    }
                }
                Ok(())
            }
            Action::TimeUp => {
                if !self.has_clock() {
                    return Err(ActionError::NoClock);
                }
                if self.penultimate_round.is_some() {
                    return Err(ActionError::TimeAlreadyUp);
                }
                Ok(())
            }
            // ---- club rule (docs/RULES.md §4): pass, retire, trade the hand.
            Action::Pass | Action::Retire | Action::TradeHand | Action::ChooseChain { .. } => {
                crate::rules::club::check_action(self, *action)
            }
            Action::Remove { territory, armies } => {
                crate::rules::cap_removal::check_remove(self, territory, armies)
            }
            Action::UndoMove => crate::rules::move_undo::check_undo_move(self),
        }
    }

    /// Ownership, adjacency, armies and the morto's director for an attack.
    pub(in crate::rules) fn check_attack_pair(
        &self,
        me: SeatId,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<(), ActionError> {
        if self.owner[from.index()] != me {
            return Err(ActionError::NotOwned { territory: from });
        }
        if self.owner[to.index()] == me {
            return Err(ActionError::OwnTerritory { territory: to });
        }
        if !self.borders(from, to) {
            return Err(ActionError::NotAdjacent { from, to });
        }
        let armies = self.armies[from.index()];
        if armies < 2 {
            return Err(ActionError::TooFewArmiesToAttack {
                territory: from,
                armies,
            });
        }
        // testa-a-testa.txt lines 25-27: "Le armate del morto non possono attaccare quelle
        // del giocatore che in quel turno lo sta dirigendo."
        if let Some(director) = self.turn.director {
            if self.owner[to.index()] == director {
                return Err(ActionError::MortoCannotAttackDirector { director });
            }
        }
        Ok(())
    }

    /// The dice rules of one throw of `dice` dice.
    pub(in crate::rules) fn check_throw(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
    ) -> Result<(), ActionError> {
        let _ = from;
        let defender_dice = self.defender_dice_against(to);
        if self.rules.no_attack_with_fewer_dice && dice < defender_dice {
            return Err(ActionError::FewerDiceThanDefender {
                dice,
                defender_dice,
            });
        }
        if let Some(e) = self.elimination_too_early(to, dice) {
            return Err(e);
        }
        // ---- club rule (docs/RULES.md §4): attack by superiority, maximum dice (points 8-9).
        if self.rules.attacker_max_dice || self.rules.attack_superiority.is_some() {
            crate::rules::superiority::check_attack(self, from, to, dice)?;
        }
        Ok(())
    }

    /// Dice the defender of `to` rolls: the maximum its armies allow (docs/RULES.md §2, see
    /// [`RuleSet::mandatory_defence`]).
    pub fn defender_dice_against(&self, to: TerritoryId) -> u8 {
        self.armies[to.index()].min(3) as u8
    }

    /// The throw could take the defender's last army before the rules allow an
    /// elimination ("non può avvenire prima della fine del quarto turno di gioco",
    /// okgiocacon-campionati-2003.txt line 157): refused. A throw can destroy at most
    /// `min(attacker dice, defender dice)` armies, so attacks on a last territory with
    /// more armies than that stay allowed.
    pub(super) fn elimination_too_early(&self, to: TerritoryId, dice: u8) -> Option<ActionError> {
        let limit = self.rules.no_elimination_until_round?;
        if self.round > limit {
            return None;
        }
        let defender = self.owner[to.index()];
        if defender.is_neutral() || !self.seats[defender.index()].owned.is_power_of_two() {
            return None;
        }
        let can_lose = u32::from(dice.min(self.defender_dice_against(to)));
        if self.armies[to.index()] <= can_lose {
            Some(ActionError::EliminationTooEarly {
                defender,
                round: self.round,
                allowed_after_round: limit,
            })
        } else {
            None
        }
    }

    pub(super) fn evaluate_trade(
        &self,
        seat: SeatId,
        cards: [Card; 3],
    ) -> Result<TrisOption, ActionError> {
        let hand = &self.seats[seat.index()].hand;
        for (i, c) in cards.iter().enumerate() {
            if cards[..i].contains(c) {
                return Err(ActionError::DuplicateCard { card: *c });
            }
            if !hand.contains(c) {
                return Err(ActionError::CardNotInHand { card: *c });
            }
        }
        let option = cards::evaluate(cards, &self.rules.tris, self.seats[seat.index()].owned)
            .ok_or(ActionError::NotATris)?;
        if !self.uses_victim_cards(&cards) {
            return Err(ActionError::TradeMustUseVictimCards);
        }
        Ok(option)
    }

    /// After destroying the morto, trades must use one of its cards
    /// (`turn.kill_cards`): whether these do, or need not.
    pub(in crate::rules) fn uses_victim_cards(&self, cards: &[Card; 3]) -> bool {
        let victim = &self.turn.kill_cards;
        victim.is_empty() || cards.iter().any(|c| victim.contains(c))
    }

    // ----------------------------------------------------------------- apply
}
