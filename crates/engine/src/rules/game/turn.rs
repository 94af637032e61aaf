//! The turn and its phases: the setup groups, the start of a turn (reinforcements,
//! the army cap), the end of a turn (cards, the sdadata roll), time up, the next seat.

use super::*;

impl Game {
    pub(crate) fn set_owner(&mut self, t: TerritoryId, seat: SeatId) {
        let old = self.owner[t.index()];
        // `club`: neutral territories belong to no seat.
        if !old.is_neutral() {
            self.seats[old.index()].owned &= !t.bit();
        }
        if !seat.is_neutral() {
            self.seats[seat.index()].owned |= t.bit();
        }
        self.owner[t.index()] = seat;
    }

    // ----------------------------------------------------------------- setup

    /// Starts the setup group of the first seat at or after `pos` (cyclically) that has
    /// armies left; finishes the setup if none has.
    pub(crate) fn begin_setup_group(&mut self, pos: usize, events: &mut Vec<Event>) {
        let n = self.order.len();
        for k in 0..n {
            let p = (pos + k) % n;
            let seat = self.order[p];
            let left = self.seats[seat.index()].setup_left;
            if left > 0 {
                self.setup.pos = p;
                self.setup.group_left = left.min(3);
                self.setup.placements.clear();
                return;
            }
        }
        self.setup.placements.clear();
        self.setup.group_left = 0;
        events.push(Event::SetupFinished);
        self.round = 1;
        events.push(Event::RoundStarted { round: 1 });
        if let Some(p) = self.penultimate_round {
            if p <= 1 {
                events.push(Event::LastRoundAnnounced {
                    penultimate: p,
                    last: p + 1,
                });
            }
        }
        self.start_turn(0, events);
    }

    // ----------------------------------------------------------------- turns

    pub(crate) fn start_turn(&mut self, pos: usize, events: &mut Vec<Event>) {
        self.turn_pos = pos;
        let seat = self.order[pos];
        let director = if self.is_virtual(seat) {
            let d = self.director_for(self.morto_turns);
            self.morto_turns += 1;
            Some(d)
        } else {
            None
        };
        // A fresh turn that keeps the buffers of the one before (their capacity only).
        let mut placements = std::mem::take(&mut self.turn.placements);
        placements.clear();
        let mut kill_cards = std::mem::take(&mut self.turn.kill_cards);
        kill_cards.clear();
        self.turn = TurnState {
            director,
            trade_window: true,
            placements,
            kill_cards,
            ..TurnState::default()
        };
        events.push(Event::TurnStarted {
            seat,
            round: self.round,
            director,
        });
        // "A player who holds all of its objective during its own turn wins at once"
        // (docs/RULES.md §3; risiko-online.txt line 104: "vince immediatamente"): also
        // when the turn starts so, before any reinforcement. Games of revision 0 declared
        // it at the first placement, and their saves replay so.
        if self.config.options.revision >= 1
            && !self.rules.risiko_by_points
            && !self.is_virtual(seat)
            && self.objective_complete(seat)
        {
            events.push(Event::Risiko { seat });
            self.finish(EndReason::Risiko { seat }, Some(seat), events);
            return;
        }
        let owned = self.seats[seat.index()].owned;
        let territories = owned.count_ones();
        let mut r = Reinforcement {
            territories,
            from_territories: territories / 3,
            cap: self.army_cap_of(seat),
            ..Reinforcement::default()
        };
        for c in Continent::ALL {
            if owned & c.mask() == c.mask() {
                r.continents.push((c, c.bonus()));
            }
        }
        let gross = r.from_territories + r.continents.iter().map(|c| c.1).sum::<u32>();
        let granted = self.capped(seat, 0, gross);
        r.lost_to_cap = gross - granted;
        r.total = granted;
        self.turn.to_place = granted;
        self.turn.reinforcement = r.clone();
        events.push(Event::Reinforcements { seat, breakdown: r });
        if gross > granted {
            events.push(Event::ArmyCapReached {
                seat,
                cap: self.army_cap_of(seat).unwrap_or(0),
                lost: gross - granted,
            });
        }
        self.phase = if granted > 0 {
            Phase::Reinforce
        } else {
            Phase::Attack
        };
    }

    /// The army cap in force.
    pub fn army_cap(&self) -> Option<u32> {
        self.config.options.army_cap.or(self.rules.army_cap)
    }

    /// A seat's army cap: [`Game::army_cap`], or lower after an excess (`club` point 4).
    pub fn army_cap_of(&self, seat: SeatId) -> Option<u32> {
        let lowered = self.cap_removal.caps.get(seat.index());
        match lowered {
            Some(&cap) if cap > 0 => Some(cap),
            _ => self.army_cap(),
        }
    }

    /// How many of `gross` new armies a seat may receive with `pending` still to place.
    pub(super) fn capped(&self, seat: SeatId, pending: u32, gross: u32) -> u32 {
        match self.army_cap_of(seat) {
            None => gross,
            Some(cap) => {
                let have = self.total_armies(seat) + pending;
                gross.min(cap.saturating_sub(have))
            }
        }
    }

    // ----------------------------------------------------------------- check

    /// Whether the end of the current turn is a sdadata roll point: the last seat's turn
    /// of the last round (the round after the penultimate), and every turn after it.
    /// Torneo: "L'ultimo giocatore del giro supplementare, al termine del proprio turno
    /// ... lancia due dadi ... Ogni giocatore, alla fine del proprio turno, ripete"
    /// (regolamento-tornei-ufficiali-2003.txt lines 253-257); testa a testa: "Dalla fine
    /// dell'ultimo giro in poi" (testa-a-testa.txt line 65).
    pub fn roll_due(&self) -> bool {
        self.rolling_round_index().is_some()
    }

    /// The index `k` of the rolling round for the current turn (0 for the single roll at
    /// the end of the last round, 1 for the round after it...), if a roll is due. Where
    /// the rule rises by lap (`SdadataRule::by_lap`), a lap starts with the last seat's
    /// turn, so the seats before it in the next round still roll in lap 0.
    pub(super) fn rolling_round_index(&self) -> Option<u32> {
        let rule = self.rules.sdadata?;
        if !matches!(self.config.options.ending, Ending::Sdadata { .. }) {
            return None;
        }
        let last = self.penultimate_round? + 1;
        if self.round < last {
            return None;
        }
        let last_seat = self.is_last_alive_position(self.turn_pos);
        if self.round == last && !last_seat {
            return None;
        }
        let k = self.round - last;
        Some(if rule.by_lap && !last_seat { k - 1 } else { k })
    }

    /// The sdadata range `(min, max)` that would end the game at the end of this turn.
    pub fn sdadata_threshold(&self) -> Option<(u32, u32)> {
        let k = self.rolling_round_index()?;
        Some(self.rules.sdadata?.threshold(k))
    }

    pub(super) fn is_last_alive_position(&self, pos: usize) -> bool {
        self.order[pos + 1..].iter().all(|&s| !self.is_alive(s))
    }

    pub(super) fn do_end_turn(&mut self, me: SeatId, extra_rolls: u32, events: &mut Vec<Event>) {
        self.close_reinforcement();
        // ---- club rule (docs/RULES.md §4): freezing, two cards in supplementary turns, the end.
        if self.rules.supplementary_turns {
            crate::rules::club::end_turn(self, me, events);
            return;
        }
        // "se ha conquistato uno o più territori, pesca una (una sola) carta".
        if self.turn.conquests > 0 {
            self.draw_card(me, events);
        }
        if let Some(k) = self.rolling_round_index() {
            let rule = self.rules.sdadata.expect("rolling needs a rule");
            let (min, max) = rule.threshold(k);
            let conquests = self.turn.conquests;
            // testa-a-testa.txt lines 74-83: each territory a real player conquers beyond
            // the third gives the other real player one extra roll.
            let beyond = self.rules.extra_rolls_beyond;
            if beyond.is_some_and(|b| conquests > b) && !self.is_virtual(me) {
                if let Some(other) = self.real_seats_in_order().into_iter().find(|&s| s != me) {
                    let count = conquests - beyond.unwrap_or(0);
                    self.seats[other.index()].extra_rolls += count;
                    events.push(Event::ExtraRollsEarned {
                        seat: other,
                        count,
                        held: self.seats[other.index()].extra_rolls,
                    });
                }
            }
            // The turn's roll (`extra == false`), unless skipped, then the extra rolls.
            let own_roll = if conquests > rule.max_conquests_to_roll {
                events.push(Event::SdadataSkipped {
                    seat: me,
                    conquests,
                });
                None
            } else {
                Some(false)
            };
            let rolls = own_roll
                .into_iter()
                .chain(std::iter::repeat_n(true, extra_rolls as usize));
            for extra in rolls {
                if extra {
                    self.seats[me.index()].extra_rolls -= 1;
                }
                let dice = [self.roll(), self.roll()];
                let sum = u32::from(dice[0]) + u32::from(dice[1]);
                let ends = sum >= min && sum <= max;
                events.push(Event::SdadataRoll {
                    seat: me,
                    dice,
                    sum,
                    min,
                    max,
                    ends,
                    extra,
                });
                if ends {
                    self.finish(EndReason::Sdadata { seat: me }, None, events);
                    return;
                }
            }
        }
        if let Ending::RoundLimit(limit) = self.config.options.ending {
            if self.round >= limit && self.is_last_alive_position(self.turn_pos) {
                self.finish(EndReason::RoundLimit { round: self.round }, None, events);
                return;
            }
        }
        self.advance_turn(events);
    }

    /// Starts the turn of the next seat that takes turns (a new round after the last).
    pub(crate) fn advance_turn(&mut self, events: &mut Vec<Event>) {
        // ---- club rule (docs/RULES.md §4): nobody left to take a turn ends the game.
        if !self.order.iter().any(|&s| self.takes_turns(s)) {
            self.finish(EndReason::SupplementaryTurnsOver, None, events);
            return;
        }
        // Next seat still in the game.
        let n = self.order.len();
        let mut pos = self.turn_pos;
        loop {
            pos += 1;
            if pos == n {
                pos = 0;
                self.round += 1;
                events.push(Event::RoundStarted { round: self.round });
                if let (
                    Some(p),
                    Ending::Sdadata {
                        trigger: Trigger::Rounds(_),
                    }
                    | Ending::Supplementary {
                        trigger: Trigger::Rounds(_),
                    },
                ) = (self.penultimate_round, self.config.options.ending)
                {
                    if p == self.round {
                        events.push(Event::LastRoundAnnounced {
                            penultimate: p,
                            last: p + 1,
                        });
                    }
                }
            }
            if self.takes_turns(self.order[pos]) {
                break;
            }
        }
        self.start_turn(pos, events);
    }

    pub(crate) fn draw_card(&mut self, me: SeatId, events: &mut Vec<Event>) {
        if self.deck.is_empty() {
            if self.discards.is_empty() {
                events.push(Event::NoCardDrawn {
                    seat: me,
                    reason: NoCardReason::NoCardsLeft,
                });
                return;
            }
            // "Quando il mazzo ... si esaurisce, il mazziere dovrà mescolare tutte le carte
            // precedentemente utilizzate per formare un nuovo mazzo."
            self.deck = std::mem::take(&mut self.discards);
            self.rng.shuffle(&mut self.deck);
            events.push(Event::DeckReshuffled {
                cards: self.deck.len() as u32,
            });
        }
        let card = self.deck.pop().expect("not empty");
        self.seats[me.index()].hand.push(card);
        events.push(Event::CardDrawn {
            seat: me,
            card: Some(card),
        });
    }

    pub(super) fn do_time_up(&mut self, events: &mut Vec<Event>) {
        let round = self.round.max(1);
        events.push(Event::TimeUp { round });
        match self.config.options.ending {
            Ending::SecretTime { .. } => {
                // "tutte le partite in corso devono immediatamente concludersi".
                self.penultimate_round = Some(round);
                self.finish(EndReason::SecretTime, None, events);
            }
            _ => {
                // "i giocatori terminano il turno in corso, al quale fa seguito un altro
                // giro completo": the round in progress is the penultimate.
                self.penultimate_round = Some(round);
                events.push(Event::LastRoundAnnounced {
                    penultimate: round,
                    last: round + 1,
                });
            }
        }
    }
}
