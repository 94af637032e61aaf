//! Cards traded by the hand's size (`club` point 10, docs/RULES.md §4): any three cards,
//! worth more with more cards held, or a whole hand of one or two.

use super::action::Action;
use super::board::Card;
use super::club::ClubEvent;
use super::config::SeatId;
use super::error::ActionError;
use super::event::Event;
use super::game::Game;

/// Armies for trading the whole hand of `held` cards: "2 armate se si cambia una carta,
/// 4 armate se se ne cambiano 2 ... Si può cambiare una carta solo se si è in possesso di
/// una sola carta. Si possono cambiare due carte solo se si è in possesso di due sole
/// carte" (point 10).
pub fn hand_trade_value(held: usize) -> Option<u32> {
    match held {
        1 => Some(2),
        2 => Some(4),
        _ => None,
    }
}

/// Armies for three cards traded out of `held`: "8 armate se se ne cambiano 3, 10 armate
/// se si possiedono 4 carte e se ne cambiano 3, 12 armate se si possiedono 5 o più carte"
/// (point 10); no tris is needed and the territory on a card is worth nothing.
pub fn three_card_value(held: usize) -> Option<u32> {
    match held {
        0..=2 => None,
        3 => Some(8),
        4 => Some(10),
        _ => Some(12),
    }
}

impl Game {
    /// Every club trade possible now (three cards, or the whole hand of one or two), with
    /// the armies it gives.
    pub fn club_trades(&self) -> Vec<(Action, u32)> {
        let mut out = Vec::new();
        if !self.rules.trades_by_hand_size() || !self.trade_window_open() {
            return out;
        }
        let me = self.current();
        let hand = self.hand(me);
        if let Some(v) = hand_trade_value(hand.len()).filter(|_| self.hand_trade_open()) {
            out.push((Action::TradeHand, v));
        }
        if let Some(v) = three_card_value(hand.len()) {
            for i in 0..hand.len() {
                for j in i + 1..hand.len() {
                    for k in j + 1..hand.len() {
                        let cards = [hand[i], hand[j], hand[k]];
                        out.push((Action::Trade { cards }, v));
                    }
                }
            }
        }
        out
    }

    /// Whether the whole hand of one or two cards may be traded now: not after threes
    /// were traded this turn, where the rules trade "solo in multipli di tre" a hand of
    /// three or more (point 10; [`RuleSet::leftover_cards_trade`]).
    pub(crate) fn hand_trade_open(&self) -> bool {
        self.rules.leftover_cards_trade || self.turn.reinforcement.from_cards == 0
    }
}

/// A trade of three cards: any three distinct cards of the hand (point 10).
pub(crate) fn check_trade(game: &Game, me: SeatId, cards: [Card; 3]) -> Result<u32, ActionError> {
    let hand = game.hand(me);
    for (i, c) in cards.iter().enumerate() {
        if cards[..i].contains(c) {
            return Err(ActionError::DuplicateCard { card: *c });
        }
        if !hand.contains(c) {
            return Err(ActionError::CardNotInHand { card: *c });
        }
    }
    three_card_value(hand.len()).ok_or(ActionError::NotATris)
}

/// Trades `cards` (three, or the whole hand) for their armies.
pub(crate) fn trade(game: &mut Game, me: SeatId, cards: &[Card], events: &mut Vec<Event>) {
    let held = game.hand(me).len();
    let value = if cards.len() == 3 {
        three_card_value(held)
    } else {
        hand_trade_value(held)
    }
    .unwrap_or(0);
    game.seats[me.index()].hand.retain(|c| !cards.contains(c));
    game.discards.extend_from_slice(cards);
    events.push(Event::Club(ClubEvent::CardsTraded {
        seat: me,
        cards: cards.to_vec(),
        armies: value,
    }));
    game.grant_card_armies(me, value, events);
}

/// Trading the whole hand of one or two cards (point 10), in the trade window.
pub(crate) fn check_hand_trade(game: &Game) -> Result<(), ActionError> {
    if !game.trade_window_open() {
        return Err(ActionError::TradeWindowClosed);
    }
    if !game.hand_trade_open() {
        return Err(ActionError::OnlyThreesLeft);
    }
    hand_trade_value(game.hand(game.current()).len())
        .map(|_| ())
        .ok_or(ActionError::NotATris)
}
