//! The border penalty (`club`'s penalty section, point 1, docs/RULES.md §4, an option):
//! weak territories bordering two other players cost a card.

use super::board::territories_in;
use super::club::ClubEvent;
use super::club_board::neighbour_mask;
use super::config::SeatId;
use super::event::Event;
use super::game::Game;

impl Game {
    /// `club` border penalty warning: the seat's territories of 1 or 2 armies bordering
    /// more than one other player (empty mask when none, or in another preset).
    pub fn border_penalty_warning(&self, seat: SeatId) -> u64 {
        if self.rules.border_penalty_option {
            border_penalty_territories(self, seat)
        } else {
            0
        }
    }
}

/// Draws a card, unless one is owed to the border penalty: then the card drawn goes to
/// the discards ("o conquistabile nei turni successivi").
pub(crate) fn draw(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let before = game.hand(me).len();
    game.draw_card(me, events);
    let n = game.config().seats.len();
    game.owed_cards.resize(n, 0);
    if game.owed_cards[me.index()] > 0 && game.hand(me).len() > before {
        game.owed_cards[me.index()] -= 1;
        if let Some(card) = game.seats[me.index()].hand.pop() {
            game.discards.push(card);
        }
        events.push(Event::Club(ClubEvent::PenaltyCardDiscarded { seat: me }));
    }
}

/// Territories of `seat` with 1 or 2 armies that border territories of more than one
/// other player (penalty section, point 1: "confinanti con più di un solo altro
/// giocatore (2 giocatori compreso quello che sta giocando)"; neutral territories are no
/// player). The app shows them as a warning before the end of the turn.
pub fn border_penalty_territories(game: &Game, seat: SeatId) -> u64 {
    territories_in(game.territory_mask(seat))
        .filter(|&t| game.armies(t) <= 2)
        .filter(|&t| {
            let mut others = 0u64;
            for u in territories_in(neighbour_mask(t)) {
                let o = game.owner(u);
                if o != seat && !o.is_neutral() {
                    others |= 1 << o.index();
                }
            }
            others.count_ones() >= 2
        })
        .fold(0, |m, t| m | t.bit())
}

/// The border penalty at the end of the turn: at most one card per turn ("si può essere
/// penalizzati con il ritiro di una sola carta al massimo per lo stesso tipo di errore").
/// The card lost is the last one drawn; with no card, the next one drawn is lost.
pub(crate) fn border_penalty(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let at_risk = border_penalty_territories(game, me);
    if at_risk == 0 {
        return;
    }
    let card_lost = match game.seats[me.index()].hand.pop() {
        Some(card) => {
            game.discards.push(card);
            true
        }
        None => {
            let n = game.config().seats.len();
            game.owed_cards.resize(n, 0);
            game.owed_cards[me.index()] += 1;
            false
        }
    };
    events.push(Event::Club(ClubEvent::BorderPenalty {
        seat: me,
        territories: territories_in(at_risk).collect(),
        card_lost,
    }));
}
