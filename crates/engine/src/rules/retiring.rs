//! Retiring (`club` points 17-18, docs/RULES.md §4): a player may leave the game, its
//! territories neutral with at least 5 armies, its cards under the deck.

use super::board::{territories_in, Card};
use super::club::{advance, ClubEvent};
use super::config::SeatId;
use super::event::Event;
use super::freezing::FROZEN_ARMIES;
use super::game::{Game, SeatStatus};

/// The seat retires: "tutti i suoi territori diverranno neutrali e armati con un minimo di
/// 5 armate a territorio" (point 17).
pub(crate) fn retire(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let mut added = 0;
    for t in territories_in(game.territory_mask(me)) {
        game.set_owner(t, SeatId::NEUTRAL);
        let a = &mut game.armies[t.index()];
        added += FROZEN_ARMIES.saturating_sub(*a);
        *a = (*a).max(FROZEN_ARMIES);
    }
    game.seats[me.index()].status = SeatStatus::Retired;
    events.push(Event::Club(ClubEvent::Retired { seat: me, added }));
    let cards = std::mem::take(&mut game.seats[me.index()].hand);
    cards_to_deck_bottom(game, me, cards, events);
    game.supplementary.choice_pending = false;
    game.close_reinforcement();
    game.turn.pending = None;
    advance(game, events);
}

/// "le carte da lui possedute verranno inserite nel fondo del mazzo senza poter essere
/// utilizzate" (point 18). The deck is drawn from its end: the bottom is its start.
pub(crate) fn cards_to_deck_bottom(
    game: &mut Game,
    seat: SeatId,
    cards: Vec<Card>,
    events: &mut Vec<Event>,
) {
    let count = cards.len() as u32;
    game.deck.splice(0..0, cards);
    events.push(Event::Club(ClubEvent::CardsToDeckBottom { seat, count }));
}
