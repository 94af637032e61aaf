//! [`Game::apply`]: an accepted action changes the game and says what happened as
//! events: placements, trades, throws, conquests, eliminations, the move.

use super::*;

impl Game {
    /// Applies an action and returns what happened. A refused action leaves the game
    /// exactly as it was.
    ///
    /// # Errors
    /// The [`ActionError`] of [`Game::check`].
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] that appends the events to `out` instead of returning a new vector,
    /// so that a caller applying many actions (a search, a benchmark) reuses one buffer.
    /// On an error nothing is appended.
    ///
    /// # Errors
    /// The [`ActionError`] of [`Game::check`].
    pub fn apply_into(&mut self, action: Action, out: &mut Vec<Event>) -> Result<(), ActionError> {
        let me = self.current();
        self.check_for(me, &action)?;
        // Events are only pushed once the action is accepted.
        let events = out;
        // ---- club rule (docs/RULES.md §4): the first action of a supplementary turn plays it.
        if self.rules.supplementary_turns
            && !matches!(
                action,
                Action::Pass | Action::TimeUp | Action::Retire | Action::ChooseChain { .. }
            )
        {
            crate::rules::supplementary::turn_played(self, me, events);
        }
        match action {
            Action::Place { territory, armies } => self.do_place(me, territory, armies, events),
            Action::UndoPlace => self.do_undo(me, events),
            Action::Trade { cards } if self.rules.trades_by_hand_size() => {
                crate::rules::hand_trades::trade(self, me, &cards, events)
            }
            Action::Trade { cards } => self.do_trade(me, cards, events),
            Action::Attack { from, to, dice } => {
                self.close_reinforcement();
                self.seats[me.index()].attacked |= to.bit();
                self.throw(me, from, to, dice, events);
            }
            Action::Blitz { from, to, stop_at } => {
                self.close_reinforcement();
                self.seats[me.index()].attacked |= to.bit();
                self.do_blitz(me, from, to, stop_at, events);
            }
            Action::Occupy { armies } => self.do_occupy(me, armies, events),
            Action::EndAttacks => {
                self.close_reinforcement();
                self.phase = Phase::Fortify;
                events.push(Event::AttacksEnded { seat: me });
            }
            Action::Move { from, to, armies } => {
                self.armies[from.index()] -= armies;
                self.armies[to.index()] += armies;
                self.turn.moved = true;
                // ---- club rule (docs/RULES.md §4): the move can be taken back (point 22).
                if self.rules.move_undo {
                    self.turn.last_move = Some((from, to, armies));
                }
                events.push(Event::Moved { from, to, armies });
                self.check_risiko(me, events);
            }
            Action::EndTurn { extra_rolls } => self.do_end_turn(me, extra_rolls, events),
            Action::TimeUp => self.do_time_up(events),
            Action::Pass | Action::Retire | Action::TradeHand | Action::ChooseChain { .. } => {
                crate::rules::club::apply_action(self, me, action, events)
            }
            Action::Remove { territory, armies } => {
                crate::rules::cap_removal::remove(self, me, territory, armies, events)
            }
            Action::UndoMove => crate::rules::move_undo::undo_move(self, me, events),
        }
        Ok(())
    }

    /// Placements can no longer be undone and no more trades are possible.
    pub(crate) fn close_reinforcement(&mut self) {
        self.turn.placements.clear();
        self.turn.trade_window = false;
        self.turn.kill_cards.clear();
    }

    pub(super) fn do_place(
        &mut self,
        me: SeatId,
        territory: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) {
        // The director places the morto's armies.
        let by = if self.is_virtual(me) {
            self.actor().unwrap_or(me)
        } else {
            me
        };
        if self.setup.draft {
            crate::rules::draft::draft_place(self, me, territory, events);
            return;
        }
        self.armies[territory.index()] += armies;
        events.push(Event::Placed {
            seat: me,
            by,
            territory,
            armies,
        });
        if self.phase == Phase::Setup {
            self.seats[me.index()].setup_left -= armies;
            self.setup.group_left -= armies;
            self.setup.placements.push((territory, armies));
            if self.setup.group_left == 0 {
                if self.is_virtual(me) {
                    self.setup.morto_groups += 1;
                }
                let next = self.setup.pos + 1;
                self.begin_setup_group(next, events);
            }
            return;
        }
        let first = self.turn.placements.is_empty();
        if first {
            self.turn.window_before_placements = self.turn.trade_window;
        }
        // "After the first army is placed no trade is possible" (docs/RULES.md §2), and undoing
        // the placement does not reopen the trades (see `do_undo`).
        self.turn.trade_window = false;
        self.turn.placements.push((territory, armies));
        self.turn.to_place -= armies;
        if self.turn.to_place == 0 {
            self.phase = Phase::Attack;
        }
        // A placement moves no territory, and until the first attack (which forgets the
        // placements) none changes hands: after the first placement, checked, only an
        // objective that counts armies can be completed by another.
        if first || self.objective_counts_armies(me) {
            self.check_risiko(me, events);
        }
    }

    pub(super) fn do_undo(&mut self, me: SeatId, events: &mut Vec<Event>) {
        if self.phase == Phase::Setup {
            let (t, n) = self.setup.placements.pop().expect("checked");
            self.armies[t.index()] -= n;
            self.seats[me.index()].setup_left += n;
            self.setup.group_left += n;
            events.push(Event::PlacementUndone {
                seat: me,
                territory: t,
                armies: n,
            });
            return;
        }
        let (t, n) = self.turn.placements.pop().expect("checked");
        self.armies[t.index()] -= n;
        self.turn.to_place += n;
        self.phase = Phase::Reinforce;
        // The trade window stays closed: "dopo avere posto anche una sola armata ... il/i
        // tris non si potrà più cambiare" (okgiocacon-campionati-2003.txt line 121), "anche
        // se poi tolta" (club-qualificazioni.txt point 22).
        events.push(Event::PlacementUndone {
            seat: me,
            territory: t,
            armies: n,
        });
    }

    pub(super) fn do_trade(&mut self, me: SeatId, cards: [Card; 3], events: &mut Vec<Event>) {
        // Checked (`evaluate_trade`): only the values are wanted. Not `expect`, which
        // would print the error with Debug (formatting code in the wasm).
        let owned = self.seats[me.index()].owned;
        let Some(option) = cards::evaluate(cards, &self.rules.tris, owned) else {
            unreachable!("checked")
        };
        let hand = &mut self.seats[me.index()].hand;
        hand.retain(|c| !cards.contains(c));
        self.turn.kill_cards.retain(|c| !cards.contains(c));
        self.discards.extend_from_slice(&cards);
        events.push(Event::Traded {
            seat: me,
            cards,
            kind: option.kind,
            base: option.base,
            territory_bonus: option.territory_bonus,
            total: option.total,
        });
        self.grant_card_armies(me, option.total, events);
    }

    /// Adds `total` armies from cards to the turn's reinforcements, within the cap.
    pub(crate) fn grant_card_armies(&mut self, me: SeatId, total: u32, events: &mut Vec<Event>) {
        let granted = self.capped(me, self.turn.to_place, total);
        let r = &mut self.turn.reinforcement;
        r.from_cards += total;
        r.lost_to_cap += total - granted;
        r.total += granted;
        self.turn.to_place += granted;
        events.push(Event::Reinforcements {
            seat: me,
            breakdown: self.turn.reinforcement.clone(),
        });
        if granted < total {
            events.push(Event::ArmyCapReached {
                seat: me,
                cap: self.army_cap_of(me).unwrap_or(0),
                lost: total - granted,
            });
        }
        if self.turn.to_place > 0 {
            self.phase = Phase::Reinforce;
        }
    }

    /// One throw; handles the conquest. Returns whether `to` was conquered.
    pub(super) fn throw(
        &mut self,
        me: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
        events: &mut Vec<Event>,
    ) -> bool {
        let defender = self.owner[to.index()];
        let ddice = self.defender_dice_against(to);
        let mut a = [0u8; Dice::MAX];
        let mut d = [0u8; Dice::MAX];
        a[..usize::from(dice)].fill_with(|| self.roll());
        d[..usize::from(ddice)].fill_with(|| self.roll());
        let (al, dl) = crate::rules::battle::resolve(&mut a, &mut d);
        self.armies[from.index()] -= al;
        self.armies[to.index()] -= dl;
        events.push(Event::Battle {
            attacker: me,
            defender,
            from,
            to,
            attacker_dice: Dice::rolled(a, dice),
            defender_dice: Dice::rolled(d, ddice),
            attacker_losses: al,
            defender_losses: dl,
        });
        if self.armies[to.index()] > 0 {
            return false;
        }
        self.conquer(me, defender, from, to, u32::from(dice), events);
        true
    }

    pub(super) fn conquer(
        &mut self,
        me: SeatId,
        defender: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        dice: u32,
        events: &mut Vec<Event>,
    ) {
        // The mandatory part of the conquest move ("deve occuparlo con le armate che hanno
        // partecipato all'ultima battaglia") goes in at once, so no territory is ever empty.
        let moved = dice.min(self.armies[from.index()] - 1);
        self.set_owner(to, me);
        self.armies[from.index()] -= moved;
        self.armies[to.index()] = moved;
        self.turn.conquests += 1;
        events.push(Event::Conquered {
            seat: me,
            from,
            to,
            previous_owner: defender,
            armies_moved: moved,
        });
        let garrison = if self.rules.min_garrison_everywhere {
            self.garrison(from)
        } else {
            1
        };
        let extra = self.armies[from.index()].saturating_sub(garrison);
        let pending = PendingConquest {
            from,
            to,
            min: moved,
            max: moved + extra,
        };
        if !defender.is_neutral() && self.seats[defender.index()].owned == 0 {
            self.eliminate(defender, me, events);
            if self.phase == Phase::Over {
                return;
            }
        }
        // "wins at once": the conquest itself can complete the objective. (`club`: the
        // score is checked once the conquest move is made.)
        if !self.rules.risiko_by_points {
            self.check_risiko(me, events);
        }
        if self.phase == Phase::Over {
            return;
        }
        if extra == 0 {
            // Nothing to choose: the conquest move is complete.
            events.push(Event::Occupied {
                from,
                to,
                armies: moved,
            });
            self.phase = Phase::Attack;
            // Outside `club` the board was checked just above, as it is now.
            if self.rules.risiko_by_points {
                self.check_risiko(me, events);
            }
        } else {
            self.turn.pending = Some(pending);
            self.phase = Phase::Conquest;
        }
    }

    pub(super) fn eliminate(&mut self, victim: SeatId, killer: SeatId, events: &mut Vec<Event>) {
        self.eliminations += 1;
        let order = self.eliminations;
        self.seats[victim.index()].eliminated = Some(Elimination {
            order,
            by: killer,
            round: self.round,
        });
        events.push(Event::Eliminated {
            seat: victim,
            by: killer,
            order,
        });
        // "si impadronisce anche delle sue carte" (okgiocacon line 157).
        let cards = std::mem::take(&mut self.seats[victim.index()].hand);
        // ---- club rule (docs/RULES.md §4): the victim's cards go to the bottom of the deck.
        if !self.rules.victim_cards_to_killer {
            crate::rules::retiring::cards_to_deck_bottom(self, victim, cards, events);
        } else {
            let same_turn = self.rules.victim_cards_same_turn && self.is_virtual(victim);
            events.push(Event::CardsTaken {
                from: victim,
                to: killer,
                count: cards.len() as u32,
                cards: Some(cards.clone()),
                usable_this_turn: same_turn,
            });
            if same_turn && !cards.is_empty() {
                // testa-a-testa.txt lines 45-48: the killer of the morto "potrà giocarle anche
                // nello stesso turno di gioco".
                self.turn.trade_window = true;
                self.turn.kill_cards = cards.clone();
                self.turn.placements.clear();
            }
            self.seats[killer.index()].hand.extend(cards);
        }
        // Classic "destroy colour X" objectives aimed at the victim.
        let color = self.config.seats[victim.index()].color;
        for i in 0..self.seats.len() {
            if let Some(Objective::Classic(ClassicObjective::Destroy(c))) = self.seats[i].objective
            {
                if c == color && !self.seats[i].objective_fallback {
                    if i == killer.index() {
                        self.seats[i].destroyed_target = true;
                    } else {
                        self.seats[i].objective_fallback = true;
                        events.push(Event::ObjectiveChanged {
                            seat: SeatId(i as u8),
                        });
                    }
                }
            }
        }
        if self.rules.real_elimination_ends_game && !self.is_virtual(victim) {
            // testa-a-testa.txt lines 49-51: "la partita cessa immediatamente".
            if self.objective_complete(killer)
                && !self.is_virtual(killer)
                && killer == self.current()
            {
                events.push(Event::Risiko { seat: killer });
                self.finish(EndReason::Risiko { seat: killer }, Some(killer), events);
            } else {
                self.finish(
                    EndReason::RealPlayerEliminated {
                        seat: victim,
                        by: killer,
                    },
                    None,
                    events,
                );
            }
            return;
        }
        if self.alive_in_order().count() <= 1 {
            if self.objective_complete(killer) {
                events.push(Event::Risiko { seat: killer });
                self.finish(EndReason::Risiko { seat: killer }, Some(killer), events);
            } else {
                self.finish(EndReason::LastStanding { seat: killer }, None, events);
            }
        }
    }

    pub(super) fn do_blitz(
        &mut self,
        me: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        stop_at: u32,
        events: &mut Vec<Event>,
    ) {
        loop {
            let armies = self.armies[from.index()];
            let dice = blitz_dice(armies, stop_at);
            if dice == 0 {
                events.push(Event::BlitzStopped {
                    from,
                    to,
                    reason: BlitzStop::LimitReached,
                });
                return;
            }
            if self.rules.no_attack_with_fewer_dice && dice < self.defender_dice_against(to) {
                let reason = if (armies - 1).min(3) as u8 >= self.defender_dice_against(to) {
                    BlitzStop::LimitReached
                } else {
                    BlitzStop::CannotAttack
                };
                events.push(Event::BlitzStopped { from, to, reason });
                return;
            }
            if self.elimination_too_early(to, dice).is_some() {
                events.push(Event::BlitzStopped {
                    from,
                    to,
                    reason: BlitzStop::EliminationTooEarly,
                });
                return;
            }
            // ---- club rule (docs/RULES.md §4): each throw: maximum dice, superiority.
            if (self.rules.attacker_max_dice || self.rules.attack_superiority.is_some())
                && crate::rules::superiority::check_attack(self, from, to, dice).is_err()
            {
                let reason = if dice < (armies - 1).min(3) as u8 {
                    BlitzStop::LimitReached
                } else {
                    BlitzStop::CannotAttack
                };
                events.push(Event::BlitzStopped { from, to, reason });
                return;
            }
            if self.throw(me, from, to, dice, events) {
                return;
            }
        }
    }

    pub(super) fn do_occupy(&mut self, me: SeatId, armies: u32, events: &mut Vec<Event>) {
        let p = self.turn.pending.take().expect("checked");
        let extra = armies - p.min;
        self.armies[p.from.index()] -= extra;
        self.armies[p.to.index()] += extra;
        events.push(Event::Occupied {
            from: p.from,
            to: p.to,
            armies,
        });
        self.phase = Phase::Attack;
        // The conquest (`conquer`) checked the territories held: only armies changed since.
        if self.objective_counts_armies(me) {
            self.check_risiko(me, events);
        }
    }

    // ----------------------------------------------------------------- objectives
}
