//! The supplementary turns (`club` points 1-2, docs/RULES.md §4): after the last round
//! each player may play up to three more turns, or pass; all passing in a row ends the game.

use super::club::ClubEvent;
use super::config::SeatId;
use super::event::Event;
use super::game::{Game, Phase};
use super::scoring::EndReason;

/// Where the supplementary turns stand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SupplementaryTurns {
    /// The supplementary turns have started (point 1).
    pub started: bool,
    /// Supplementary turns played, by seat.
    pub played: Vec<u8>,
    /// Passes in a row, automatic ones included.
    pub passes: u32,
    /// The current supplementary turn waits for its play or pass.
    pub choice_pending: bool,
}

/// Supplementary turns each player may play ("tre possibili turni", point 1).
pub const SUPPLEMENTARY_TURNS: u8 = 3;

impl Game {
    /// Whether the supplementary turns have started (`club`).
    pub fn in_supplementary_turns(&self) -> bool {
        self.supplementary.started
    }

    /// Supplementary turns a seat has played (`club`, at most 3).
    pub fn supplementary_turns_played(&self, seat: SeatId) -> u32 {
        self.supplementary
            .played
            .get(seat.index())
            .map_or(0, |&p| u32::from(p))
    }

    /// Whether the current supplementary turn waits for its play or pass
    /// ([`Action::Pass`]).
    pub fn supplementary_choice_pending(&self) -> bool {
        self.supplementary.choice_pending
    }
}

/// The first action of a supplementary turn other than a pass plays it.
pub(crate) fn turn_played(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let n = game.config().seats.len();
    let st = &mut game.supplementary;
    if !st.choice_pending {
        return;
    }
    st.choice_pending = false;
    st.passes = 0;
    st.played.resize(n, 0);
    st.played[me.index()] += 1;
    let played = u32::from(st.played[me.index()]);
    events.push(Event::Club(ClubEvent::SupplementaryTurnPlayed {
        seat: me,
        played,
    }));
}

/// Passing the supplementary turn: "il giocatore non deve toccare il tabellone" (point 1).
pub(crate) fn pass(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let st = &mut game.supplementary;
    st.choice_pending = false;
    st.passes += 1;
    events.push(Event::Club(ClubEvent::Passed {
        seat: me,
        automatic: false,
    }));
    game.close_reinforcement();
    advance(game, events);
}

/// The next club turn: the usual rotation until the last seat's turn of the last round
/// (the round after the penultimate); then the supplementary turns, from the first seat.
pub(crate) fn advance(game: &mut Game, events: &mut Vec<Event>) {
    if game.phase() == Phase::Over {
        return;
    }
    if !game.in_supplementary_turns() {
        let last_round = game.penultimate_round().map(|p| p + 1);
        let pos = game.turn_pos;
        let last_seat = !game.order[pos + 1..].iter().any(|&s| game.takes_turns(s));
        if last_round.is_some_and(|r| game.round() >= r) && last_seat {
            let n = game.config().seats.len();
            let st = &mut game.supplementary;
            st.started = true;
            st.passes = 0;
            st.played = vec![0; n];
            events.push(Event::Club(ClubEvent::SupplementaryTurnsStarted));
            next_supplementary(game, game.order.len(), events);
        } else {
            game.advance_turn(events);
        }
        return;
    }
    let next = game.turn_pos + 1;
    next_supplementary(game, next, events);
}

/// Offers the supplementary turn to the next seat from position `pos` (wrapping into a
/// new round), passing for those who played their three; ends the game when every seat
/// still in has passed in a row.
fn next_supplementary(game: &mut Game, mut pos: usize, events: &mut Vec<Event>) {
    let n = game.order.len();
    loop {
        let active = game.order.iter().filter(|&&s| game.takes_turns(s)).count() as u32;
        if active == 0 || game.supplementary.passes >= active {
            game.finish(EndReason::SupplementaryTurnsOver, None, events);
            return;
        }
        if pos >= n {
            pos = 0;
            game.round += 1;
            events.push(Event::RoundStarted { round: game.round });
        }
        let seat = game.order[pos];
        if game.takes_turns(seat) {
            if game.supplementary_turns_played(seat) >= u32::from(SUPPLEMENTARY_TURNS) {
                game.supplementary.passes += 1;
                events.push(Event::Club(ClubEvent::Passed {
                    seat,
                    automatic: true,
                }));
            } else {
                game.start_turn(pos, events);
                game.supplementary.choice_pending = true;
                return;
            }
        }
        pos += 1;
    }
}
