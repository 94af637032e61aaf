//! The `club` preset (`club-qualificazioni.txt`, docs/RULES.md §4): its board without the
//! Egitto-Medio Oriente border, the attack by superiority, the score (territory values,
//! the chain counting double, whole continents), the RisiKo! by points and the ranking
//! points. The engine reaches these through small hooks in [`Game`]; every other preset
//! keeps its code paths.

use super::action::Action;
use super::board::{territories_in, Card, Continent, TerritoryId};
use super::config::{Ending, SeatId, Trigger};
use super::error::ActionError;
use super::event::Event;
use super::game::{Game, Phase, SeatStatus};
use super::preset::{CardTrades, ObjectiveSet, PresetId, RuleSet, Scoring, TrisValues};
use super::scoring::{EndReason, Points, Standing};

/// Neighbour masks of the club board: the standard ones without Egitto-Medio Oriente
/// ("Medio Oriente ed Egitto non confinano", point 5).
pub(crate) const NEIGHBOURS: [u64; 42] = {
    let mut masks = [0u64; 42];
    let mut i = 0;
    while i < 42 {
        masks[i] = TerritoryId::ALL[i].neighbour_mask();
        i += 1;
    }
    let e = TerritoryId::Egitto as usize;
    let m = TerritoryId::MedioOriente as usize;
    masks[e] &= !(1u64 << m);
    masks[m] &= !(1u64 << e);
    masks
};

/// Neighbours of `t` on the club board (bit = [`TerritoryId::index`]).
pub const fn neighbour_mask(t: TerritoryId) -> u64 {
    NEIGHBOURS[t as usize]
}

/// A territory's club value: its number of borders on the club board ("un punteggio
/// corrispondente al numero di confini che il territorio possiede", point 11), so
/// Egitto is worth 3 and Medio Oriente 5 here.
pub const fn value(t: TerritoryId) -> u32 {
    neighbour_mask(t).count_ones()
}

/// Points of a whole continent: "tanti punti quanti sono gli stati più i confini esterni
/// del continente" (point 13); an external border is a border pair leaving the continent
/// (docs/RULES.md §6: NA 3, SA 2, Europe 8, Africa 4, Asia 6, Oceania 1 on the club board).
pub fn continent_points(c: Continent) -> u32 {
    let inside = c.mask();
    let external: u32 = territories_in(inside)
        .map(|t| (neighbour_mask(t) & !inside).count_ones())
        .sum();
    inside.count_ones() + external
}

/// The connected groups of `owned` on the club board, each a mask.
pub fn chains(owned: u64) -> Vec<u64> {
    let mut left = owned;
    let mut out = Vec::new();
    while left != 0 {
        let start = left & left.wrapping_neg();
        let mut group = start;
        let mut frontier = start;
        while frontier != 0 {
            let mut next = 0;
            for t in territories_in(frontier) {
                next |= neighbour_mask(t);
            }
            frontier = next & owned & !group;
            group |= frontier;
        }
        left &= !group;
        out.push(group);
    }
    out
}

/// Sum of the club values of the territories in `mask`.
pub fn values_of(mask: u64) -> u32 {
    territories_in(mask).map(value).sum()
}

/// The chain that scores most: the connected group of held territories with the highest
/// total value (the first in board order on a tie). "La striscia ... dovrà essere una
/// sola per ogni giocatore e sarà scelta da lui" (point 12): a chain is read as a group
/// of territories each bordering another of the group (docs/RULINGS.md), so the best is
/// a whole connected group and no other choice scores more.
pub fn best_chain(owned: u64) -> u64 {
    let mut best = 0;
    let mut best_value = 0;
    for c in chains(owned) {
        let v = values_of(c);
        if v > best_value {
            best = c;
            best_value = v;
        }
    }
    best
}

/// A seat's club score (points 11-13): each held territory its value, the chain's
/// territories once more (`chain` counts double unless `None`), each whole continent
/// its points.
pub fn score_of(owned: u64, chain: Option<u64>) -> u32 {
    let base = values_of(owned);
    let double = chain.map_or(0, |c| values_of(c & owned));
    let continents: u32 = Continent::ALL
        .into_iter()
        .filter(|c| owned & c.mask() == c.mask())
        .map(continent_points)
        .sum();
    base + double + continents
}

/// The score that makes RisiKo!: "150 punti se si gioca in 5 e di 160 punti se si gioca
/// in 4" (point 14).
pub fn risiko_target(seats: usize) -> u32 {
    if seats >= 5 {
        150
    } else {
        160
    }
}

/// Ranking points of a table (STRUTTURA section, lines 5-9): the first 31 plus a tenth
/// of the difference to the second, the others 15, 7, 3, 1 minus a tenth of the
/// difference to the first. `standings` in final order; points in hundredths.
pub fn ranking_points(standings: &[Standing]) -> Vec<(SeatId, Points)> {
    const BASE: [i64; 5] = [31, 15, 7, 3, 1];
    let first = standings.first().map_or(0, |s| s.table_points.0);
    let second = standings.get(1).map_or(first, |s| s.table_points.0);
    standings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let base = Points::whole(BASE.get(i).copied().unwrap_or(0)).0;
            // Table points are in hundredths: a tenth of a point per point of difference
            // is the difference divided by 10.
            let p = if i == 0 {
                base + (first - second) / 10
            } else {
                base - (first - s.table_points.0) / 10
            };
            (s.seat, Points(p))
        })
        .collect()
}

/// The club attack rule (point 8): the armies of all the attacker's territories
/// bordering the target, summed, must exceed the target's; at equality or less only
/// from a territory with at least `min_from` armies. And the attacker rolls the maximum
/// its armies allow (point 9, "obbligati ad utilizzare il massimo dei dadi").
pub(crate) fn check_attack(
    game: &Game,
    from: TerritoryId,
    to: TerritoryId,
    dice: u8,
) -> Result<(), ActionError> {
    let rules = game.rules();
    if rules.attacker_max_dice {
        let max = game.armies(from).saturating_sub(1).min(3) as u8;
        if dice != max {
            return Err(ActionError::BadDice {
                min: max,
                max,
                got: dice,
            });
        }
    }
    if let Some(min_from) = rules.attack_superiority {
        let me = game.owner(from);
        let around = neighbour_mask(to) & game.territory_mask(me);
        let strength: u32 = territories_in(around).map(|t| game.armies(t)).sum();
        let defence = game.armies(to);
        if strength <= defence && game.armies(from) < min_from {
            return Err(ActionError::NoSuperiority {
                strength,
                defence,
                min_from,
            });
        }
    }
    Ok(())
}

impl Game {
    /// The chain that counts double for `seat` now: the best one (see [`best_chain`]),
    /// or none for a seat frozen during the supplementary turns (point 20).
    pub fn club_chain(&self, seat: SeatId) -> u64 {
        let frozen_late = self
            .club
            .as_ref()
            .is_some_and(|c| c.frozen_late & (1 << seat.index()) != 0);
        if frozen_late {
            return 0;
        }
        let owned = self.territory_mask(seat);
        let chosen = self
            .club
            .as_ref()
            .and_then(|c| c.chosen.get(seat.index()).copied().flatten())
            .filter(|t| owned & t.bit() != 0);
        match chosen {
            // "La striscia ... sarà scelta da lui" (point 12): the group holding the
            // territory the player picked, while it still holds it.
            Some(t) => chains(owned)
                .into_iter()
                .find(|c| c & t.bit() != 0)
                .unwrap_or(0),
            None => best_chain(owned),
        }
    }

    /// `club` border penalty warning: the seat's territories of 1 or 2 armies bordering
    /// more than one other player (empty mask when none, or in another preset).
    pub fn border_penalty_warning(&self, seat: SeatId) -> u64 {
        if self.rules.border_penalty_option {
            border_penalty_territories(self, seat)
        } else {
            0
        }
    }

    /// `club` point 20: whether ending the turn now would freeze the seat whose turn it
    /// is (at least [`FREEZE_TERRITORIES`] of its territories hold 1 or 2 armies, while
    /// it is still playing); false in another preset or outside a turn.
    pub fn end_turn_would_freeze(&self) -> bool {
        let Some(me) = self.current_seat() else {
            return false;
        };
        self.rules.freezing
            && matches!(self.phase(), Phase::Attack | Phase::Fortify)
            && self.seat_status(me) == SeatStatus::Playing
            && self.weak_territories(me) >= FREEZE_TERRITORIES
    }

    /// The seat's territories holding 1 or 2 armies (what freezes a club player).
    pub fn weak_territories(&self, seat: SeatId) -> u32 {
        territories_in(self.territory_mask(seat))
            .filter(|&t| self.armies(t) <= 2)
            .count() as u32
    }

    /// Whether the supplementary turns have started (`club`).
    pub fn in_supplementary_turns(&self) -> bool {
        self.club.as_ref().is_some_and(|c| c.supplementary)
    }

    /// Supplementary turns a seat has played (`club`, at most 3).
    pub fn supplementary_turns_played(&self, seat: SeatId) -> u32 {
        self.club
            .as_ref()
            .and_then(|c| c.played.get(seat.index()).copied())
            .map_or(0, u32::from)
    }

    /// Whether the current supplementary turn waits for its play or pass
    /// ([`Action::Pass`]).
    pub fn supplementary_choice_pending(&self) -> bool {
        self.club.as_ref().is_some_and(|c| c.choice_pending)
    }

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
    fn hand_trade_open(&self) -> bool {
        self.rules.leftover_cards_trade || self.turn.reinforcement.from_cards == 0
    }

    /// A seat's club score now (points 11-13).
    pub fn club_score(&self, seat: SeatId) -> u32 {
        let owned = self.territory_mask(seat);
        score_of(owned, Some(self.club_chain(seat)))
    }

    /// The score that makes RisiKo! in this game (point 14).
    pub fn club_risiko_target(&self) -> u32 {
        risiko_target(self.config().seats.len())
    }

    /// Armies the seat in turn still has to remove for the cap (point 4); 0 outside
    /// [`Phase::Removal`].
    pub fn armies_to_remove(&self) -> u32 {
        match (&self.club, self.phase) {
            (Some(c), Phase::Removal) => c.to_remove,
            _ => 0,
        }
    }

    /// Territories armies can be removed from now (own, with more than one army).
    pub fn removable_mask(&self) -> u64 {
        if self.armies_to_remove() == 0 {
            return 0;
        }
        territories_in(self.territory_mask(self.current()))
            .filter(|&t| self.armies(t) > 1)
            .fold(0, |m, t| m | t.bit())
    }
}

/// The club's own state: the supplementary turns and the seats frozen in them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClubState {
    /// The supplementary turns have started (point 1).
    pub supplementary: bool,
    /// Supplementary turns played, per seat (index = seat).
    pub played: Vec<u8>,
    /// Passes in a row, automatic ones included.
    pub passes: u32,
    /// The current supplementary turn waits for its play or pass.
    pub choice_pending: bool,
    /// Seats frozen during the supplementary turns (bit = seat): their chain does not
    /// count double (point 20).
    pub frozen_late: u64,
    /// Cards owed to the border penalty, per seat (index = seat).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub owed_cards: Vec<u8>,
    /// The chain each seat chose (a territory of it), per seat; none: the best.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub chosen: Vec<Option<TerritoryId>>,
    /// Armies the seat in turn still has to remove (point 4, [`Phase::Removal`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "crate::rules::is_default")
    )]
    pub to_remove: u32,
    /// Each seat's lowered army cap after an excess, per seat; 0: the preset's (point 4).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub caps: Vec<u32>,
}

/// Supplementary turns each player may play ("tre possibili turni", point 1).
pub const SUPPLEMENTARY_TURNS: u8 = 3;

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

/// What only the `club` preset does, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ClubEvent {
    /// The draft is over: these territories are left neutral with `armies` each
    /// (point 7).
    Neutral {
        territories: Vec<TerritoryId>,
        armies: u32,
    },
    /// The seat chose the chain counting double (point 12).
    ChainChosen {
        seat: SeatId,
        territories: Vec<TerritoryId>,
    },
    /// Cards traded without a tris (point 10).
    CardsTraded {
        seat: SeatId,
        cards: Vec<Card>,
        armies: u32,
    },
    /// The last round is over: the supplementary turns begin (point 1).
    SupplementaryTurnsStarted,
    /// The seat plays its supplementary turn (`played` of 3 so far).
    SupplementaryTurnPlayed { seat: SeatId, played: u32 },
    /// The seat passes its supplementary turn; `automatic` when it has played all 3.
    Passed { seat: SeatId, automatic: bool },
    /// The seat ended its turn with at least 10 territories of 1 or 2 armies: frozen for
    /// the rest of the game, its territories set to 5 armies (point 20): `added` armies
    /// raised the weaker ones, `removed` came off the stronger ones (revision 2 on).
    Frozen {
        seat: SeatId,
        added: u32,
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "crate::rules::is_default")
        )]
        removed: u32,
    },
    /// The seat retired: its territories are neutral with at least 5 armies (point 17).
    Retired { seat: SeatId, added: u32 },
    /// An eliminated or retired seat's cards went to the bottom of the deck (point 18).
    CardsToDeckBottom { seat: SeatId, count: u32 },
    /// The border penalty (option): the seat ended its turn with these territories of 1
    /// or 2 armies bordering more than one other player; it loses a card now, or its next
    /// one when it holds none (`card_lost` false).
    BorderPenalty {
        seat: SeatId,
        territories: Vec<TerritoryId>,
        card_lost: bool,
    },
    /// A card owed to the border penalty: the card drawn is discarded at once.
    PenaltyCardDiscarded { seat: SeatId },
    /// The seat ended its turn with `armies`, above its cap: it removes `remove` armies
    /// and plays on with the lowered `cap` (point 4).
    CapExceeded {
        seat: SeatId,
        armies: u32,
        remove: u32,
        cap: u32,
    },
    /// Armies taken off a territory for the cap; `left` still to remove (point 4).
    ArmiesRemoved {
        seat: SeatId,
        territory: TerritoryId,
        armies: u32,
        left: u32,
    },
    /// The seat took back its strategic move: `armies` went back from `to` to `from`
    /// (point 22).
    MoveUndone {
        seat: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
    },
}

/// Armies on each of the two territories left neutral by the draft (point 7).
pub const DRAFT_NEUTRAL_ARMIES: u32 = 8;

/// Territories nobody has drafted yet (owned by no seat, without armies).
pub fn free_territories(game: &Game) -> u64 {
    TerritoryId::ALL
        .iter()
        .filter(|t| game.owner(**t).is_neutral() && game.armies(**t) == 0)
        .fold(0, |m, t| m | t.bit())
}

/// Starts the draft (point 7): "a partire dall'ultimo giocatore sino ad arrivare al
/// primo, posizionando un'armata del proprio colore per ogni turno su uno dei territori
/// liberi": the last seat of the turn order places first, then the one before it, and
/// so on round and round. No territory has an owner or an army yet.
pub(crate) fn begin_draft(game: &mut Game) {
    game.armies.iter_mut().for_each(|a| *a = 0);
    game.setup.draft = true;
    game.setup.pos = game.order.len() - 1;
    game.setup.group_left = 1;
}

/// The draft's check of a placement: one army on a free territory.
pub(crate) fn check_draft(
    game: &Game,
    territory: TerritoryId,
    armies: u32,
) -> Result<(), ActionError> {
    if free_territories(game) & territory.bit() == 0 {
        return Err(ActionError::NotFree { territory });
    }
    match armies {
        0 => Err(ActionError::Zero),
        1 => Ok(()),
        _ => Err(ActionError::TooManyToPlace {
            left: 1,
            got: armies,
        }),
    }
}

/// A draft placement. When two territories are left free they become neutral with 8
/// armies each and the usual placement of the remaining armies starts with the first
/// seat, in groups of 3.
pub(crate) fn draft_place(
    game: &mut Game,
    me: SeatId,
    territory: TerritoryId,
    events: &mut Vec<Event>,
) {
    game.set_owner(territory, me);
    game.armies[territory.index()] = 1;
    game.seats[me.index()].setup_left -= 1;
    events.push(Event::Placed {
        seat: me,
        by: me,
        territory,
        armies: 1,
    });
    let free = free_territories(game);
    if free.count_ones() > 2 {
        let n = game.order.len();
        game.setup.pos = (game.setup.pos + n - 1) % n;
        return;
    }
    let territories: Vec<TerritoryId> = territories_in(free).collect();
    for &t in &territories {
        game.armies[t.index()] = DRAFT_NEUTRAL_ARMIES;
    }
    events.push(Event::Club(ClubEvent::Neutral {
        territories,
        armies: DRAFT_NEUTRAL_ARMIES,
    }));
    game.setup.draft = false;
    game.begin_setup_group(0, events);
}

/// RisiKo! by points (points 14-15): a player whose score reaches the target during its
/// own turn makes RisiKo! (200 table points) and "non potrà più continuare a giocare":
/// its turn ends at once and it takes no more turns; its armies stay on the board.
pub(crate) fn check_risiko(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    if game.phase() == Phase::Conquest || game.club_score(me) < game.club_risiko_target() {
        return;
    }
    events.push(Event::Risiko { seat: me });
    game.seats[me.index()].status = SeatStatus::Risiko;
    game.close_reinforcement();
    advance(game, events);
}

/// Armies a frozen or retired seat's territories get at least (points 17 and 20).
pub const FROZEN_ARMIES: u32 = 5;

/// Territories held with 1 or 2 armies that freeze a player at the end of its turn.
pub const FREEZE_TERRITORIES: u32 = 10;

fn state(game: &mut Game) -> &mut ClubState {
    game.club.get_or_insert_with(Box::default)
}

/// Pass, retire, the chain and the hand trade: each under its rule, in its moment.
pub(crate) fn check_action(game: &Game, action: Action) -> Result<(), ActionError> {
    let wrong = || ActionError::WrongPhase {
        action: action.kind(),
        phase: game.phase(),
    };
    let r = game.rules();
    let allowed = match action {
        Action::Pass => r.supplementary_turns,
        Action::Retire => r.retiring,
        Action::ChooseChain { .. } => r.chain_scoring(),
        Action::TradeHand => r.trades_by_hand_size(),
        _ => false,
    };
    if !allowed {
        return Err(wrong());
    }
    match action {
        Action::Pass => {
            if game.supplementary_choice_pending()
                && matches!(game.phase(), Phase::Reinforce | Phase::Attack)
            {
                Ok(())
            } else {
                Err(wrong())
            }
        }
        Action::Retire => match game.phase() {
            Phase::Reinforce | Phase::Attack | Phase::Fortify => Ok(()),
            _ => Err(wrong()),
        },
        Action::ChooseChain { territory } => {
            if !matches!(
                game.phase(),
                Phase::Reinforce | Phase::Attack | Phase::Fortify
            ) {
                return Err(wrong());
            }
            let me = game.current();
            if game.owner(territory) != me {
                return Err(ActionError::NotOwned { territory });
            }
            if game.club_chain(me) & territory.bit() != 0 {
                return Err(ActionError::ChainAlreadyChosen);
            }
            Ok(())
        }
        Action::TradeHand => {
            if !matches!(game.phase(), Phase::Reinforce | Phase::Attack) {
                return Err(wrong());
            }
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
        _ => Err(wrong()),
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

/// The club's own legal actions (for [`Game::legal_actions`]).
pub(crate) fn legal_extra(game: &Game, out: &mut Vec<Action>) {
    let left = game.armies_to_remove();
    for territory in territories_in(game.removable_mask()) {
        for armies in 1..=left.min(game.armies(territory) - 1) {
            out.push(Action::Remove { territory, armies });
        }
    }
    out.extend(game.club_trades().into_iter().map(|(a, _)| a));
    if game.rules().chain_scoring()
        && matches!(
            game.phase(),
            Phase::Reinforce | Phase::Attack | Phase::Fortify
        )
    {
        let me = game.current();
        let current = game.club_chain(me);
        for territory in territories_in(game.territory_mask(me) & !current) {
            out.push(Action::ChooseChain { territory });
        }
    }
    for a in [Action::Pass, Action::Retire, Action::UndoMove] {
        if game.check(&a).is_ok() {
            out.push(a);
        }
    }
}

/// `club` point 22 (line 35): after the strategic move "non è più possibile compiere
/// altri attacchi, ma eventualmente solo decidere di cambiare luogo e/o numero di armate
/// per lo spostamento", until "passo" ends the turn. So the move can be taken back in
/// [`Phase::Fortify`] (where no attack is possible) and another made.
pub(crate) fn check_undo_move(game: &Game) -> Result<(), ActionError> {
    if !game.rules().move_undo || game.phase() != Phase::Fortify {
        return Err(ActionError::WrongPhase {
            action: crate::rules::ActionKind::UndoMove,
            phase: game.phase(),
        });
    }
    match game.turn.last_move {
        Some(_) => Ok(()),
        None => Err(ActionError::NoMoveToUndo),
    }
}

/// Takes the strategic move back (checked by [`check_undo_move`]). Nothing changed
/// hands since (no attack in [`Phase::Fortify`]), so the armies go back where they were.
pub(crate) fn undo_move(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let Some((from, to, armies)) = game.turn.last_move.take() else {
        return;
    };
    game.armies[to.index()] -= armies;
    game.armies[from.index()] += armies;
    game.turn.moved = false;
    events.push(Event::Club(ClubEvent::MoveUndone {
        seat: me,
        from,
        to,
        armies,
    }));
}

/// The first action of a supplementary turn other than a pass plays it.
pub(crate) fn turn_played(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let n = game.config().seats.len();
    let st = state(game);
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

pub(crate) fn apply_action(game: &mut Game, me: SeatId, action: Action, events: &mut Vec<Event>) {
    match action {
        Action::Pass => {
            // "il giocatore non deve toccare il tabellone" (point 1).
            let st = state(game);
            st.choice_pending = false;
            st.passes += 1;
            events.push(Event::Club(ClubEvent::Passed {
                seat: me,
                automatic: false,
            }));
            game.close_reinforcement();
            advance(game, events);
        }
        Action::Retire => {
            // "tutti i suoi territori diverranno neutrali e armati con un minimo di 5
            // armate a territorio" (point 17).
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
            state(game).choice_pending = false;
            game.close_reinforcement();
            game.turn.pending = None;
            advance(game, events);
        }
        Action::TradeHand => {
            let cards = game.hand(me).to_vec();
            trade(game, me, &cards, events);
        }
        Action::ChooseChain { territory } => {
            let n = game.config().seats.len();
            let st = state(game);
            st.chosen.resize(n, None);
            st.chosen[me.index()] = Some(territory);
            let territories = territories_in(game.club_chain(me)).collect();
            events.push(Event::Club(ClubEvent::ChainChosen {
                seat: me,
                territories,
            }));
            // A richer chain can make the score reach RisiKo!.
            check_risiko(game, me, events);
        }
        _ => {}
    }
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

/// The end of a club turn: freezing (point 20), the card(s) for a conquest (two in a
/// supplementary turn, point 2), then the next turn.
pub(crate) fn end_turn(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let weak = game.weak_territories(me);
    if game.rules().freezing
        && weak >= FREEZE_TERRITORIES
        && game.seat_status(me) == SeatStatus::Playing
    {
        // "i suoi territori vengono coperti con 5 armate l'uno" (point 20): exactly 5
        // since revision 2, at least 5 before (`RuleSet::frozen_armies_exact`).
        let exact = game.rules().frozen_armies_exact;
        let (mut added, mut removed) = (0, 0);
        for t in territories_in(game.territory_mask(me)) {
            let a = &mut game.armies[t.index()];
            added += FROZEN_ARMIES.saturating_sub(*a);
            if exact {
                removed += a.saturating_sub(FROZEN_ARMIES);
                *a = FROZEN_ARMIES;
            } else {
                *a = (*a).max(FROZEN_ARMIES);
            }
        }
        game.seats[me.index()].status = SeatStatus::Frozen;
        let supplementary = game.in_supplementary_turns();
        if supplementary {
            state(game).frozen_late |= 1 << me.index();
        }
        events.push(Event::Club(ClubEvent::Frozen {
            seat: me,
            added,
            removed,
        }));
    }
    if game.config().options.cap_removal && over_cap(game, me, events) {
        return;
    }
    finish_turn(game, me, events);
}

/// The rest of the end of the turn, after the removal of point 4 if any.
fn finish_turn(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    if game.turn.conquests > 0 {
        let draws = if game.in_supplementary_turns() { 2 } else { 1 };
        for _ in 0..draws {
            draw(game, me, events);
        }
    }
    // A frozen seat no longer plays: not penalized (its territories had 5 armies until
    // the removal of point 4 could thin them).
    if game.config().options.border_penalty && game.seat_status(me) == SeatStatus::Playing {
        border_penalty(game, me, events);
    }
    advance(game, events);
}

/// "Nel caso un giocatore si trovasse ad avere disposto più di 150 carri sul tabellone
/// dovrà toglierne istantaneamente a sua scelta il doppio della quantità in eccesso e sarà
/// costretto a terminare la partita con una quantità inferiore pari a 150 meno
/// l'eccesso" (point 4). Reinforcements never exceed the cap (see [`Game::army_cap_of`]);
/// freezing (point 20) can. Above it, the seat's cap is lowered and the turn waits in
/// [`Phase::Removal`] for the seat's removals (every territory keeps one army, so the
/// removal stops there). Returns whether the removal is pending.
fn over_cap(game: &mut Game, me: SeatId, events: &mut Vec<Event>) -> bool {
    let (Some(cap), total) = (game.army_cap_of(me), game.total_armies(me)) else {
        return false;
    };
    if total <= cap {
        return false;
    }
    let excess = total - cap;
    let remove = (2 * excess).min(total - game.territory_count(me));
    let n = game.config().seats.len();
    let st = state(game);
    st.caps.resize(n, 0);
    st.caps[me.index()] = cap.saturating_sub(excess).max(1);
    st.to_remove = remove;
    let cap = st.caps[me.index()];
    events.push(Event::Club(ClubEvent::CapExceeded {
        seat: me,
        armies: total,
        remove,
        cap,
    }));
    if remove > 0 {
        game.phase = Phase::Removal;
    }
    remove > 0
}

/// A removal's check: own territory, at least one army left on it, no more than due.
pub(crate) fn check_remove(
    game: &Game,
    territory: TerritoryId,
    armies: u32,
) -> Result<(), ActionError> {
    if game.phase() != Phase::Removal {
        return Err(ActionError::WrongPhase {
            action: super::action::ActionKind::Remove,
            phase: game.phase(),
        });
    }
    if game.owner(territory) != game.current() {
        return Err(ActionError::NotOwned { territory });
    }
    let max = game
        .armies_to_remove()
        .min(game.armies(territory).saturating_sub(1));
    match armies {
        0 => Err(ActionError::Zero),
        a if a > max => Err(ActionError::MoveOutOfRange {
            min: 1,
            max,
            got: armies,
        }),
        _ => Ok(()),
    }
}

/// Takes `armies` off `territory`; the last removal ends the turn.
pub(crate) fn remove(
    game: &mut Game,
    me: SeatId,
    territory: TerritoryId,
    armies: u32,
    events: &mut Vec<Event>,
) {
    game.armies[territory.index()] -= armies;
    let st = state(game);
    st.to_remove -= armies;
    let left = st.to_remove;
    events.push(Event::Club(ClubEvent::ArmiesRemoved {
        seat: me,
        territory,
        armies,
        left,
    }));
    if left == 0 {
        finish_turn(game, me, events);
    }
}

/// Draws a card, unless one is owed to the border penalty: then the card drawn goes to
/// the discards ("o conquistabile nei turni successivi").
fn draw(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let before = game.hand(me).len();
    game.draw_card(me, events);
    let n = game.config().seats.len();
    let st = state(game);
    st.owed_cards.resize(n, 0);
    if st.owed_cards[me.index()] > 0 && game.hand(me).len() > before {
        state(game).owed_cards[me.index()] -= 1;
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
fn border_penalty(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
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
            let st = state(game);
            st.owed_cards.resize(n, 0);
            st.owed_cards[me.index()] += 1;
            false
        }
    };
    events.push(Event::Club(ClubEvent::BorderPenalty {
        seat: me,
        territories: territories_in(at_risk).collect(),
        card_lost,
    }));
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
            let st = state(game);
            st.supplementary = true;
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
        if active == 0 || state(game).passes >= active {
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
                state(game).passes += 1;
                events.push(Event::Club(ClubEvent::Passed {
                    seat,
                    automatic: true,
                }));
            } else {
                game.start_turn(pos, events);
                state(game).choice_pending = true;
                return;
            }
        }
        pos += 1;
    }
}

/// The `club` rule set, given the tournament tris values (whose table the club replaces
/// by its own, see `cards`).
pub(crate) const fn rule_set(tris: TrisValues) -> RuleSet {
    RuleSet {
        preset: PresetId::Club,
        // "25 carri di dotazione (o 30 in 4 giocatori)" (penalty section, point 1).
        min_seats: 4,
        max_seats: 5,
        virtual_seats: 0,
        initial_armies: [0, 0, 0, 0, 30, 25, 0],
        // The territories are drafted, not dealt (point 7).
        fifty_percent_rule: None,
        mandatory_defence: true,
        // "non è permesso l'attacco in inferiorità di dadi" (point 9).
        no_attack_with_fewer_dice: true,
        min_garrison_everywhere: false,
        garrison_next_to_enemy: 2,
        // Club cards are traded without tris (point 10); "Il territorio citato sulla carta
        // non vale nulla".
        tris: TrisValues {
            territory_bonus: 0,
            ..tris
        },
        // "Il limite di carri ammessi per ogni giocatore è di 150" (point 3).
        army_cap: Some(150),
        army_cap_configurable: false,
        no_elimination_until_round: None,
        victim_cards_same_turn: false,
        // "Non ci saranno obbiettivi segreti" (point 14).
        objectives: ObjectiveSet::None,
        sdadata: None,
        secret_time_allowed: false,
        scoring: Scoring::Club,
        // "Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo" (point 15).
        risiko_points: Some(200),
        tournament_points: false,
        // The supplementary turns are the only ending (point 1).
        untimed_allowed: false,
        real_elimination_ends_game: false,
        extra_rolls_beyond: None,
        match_points: false,
        club_map: true,
        attack_superiority: Some(10),
        attacker_max_dice: true,
        // Point 7.
        territory_draft: true,
        // Point 10.
        card_trades: CardTrades::HandSize,
        leftover_cards_trade: false,
        // Point 18.
        victim_cards_to_killer: false,
        // Points 14-15.
        risiko_by_points: true,
        // Points 1-2.
        supplementary_turns: true,
        // Point 20.
        freezing: true,
        frozen_armies_exact: true,
        // Point 17.
        retiring: true,
        // Point 22.
        move_undo: true,
        // Penalty section, point 1.
        border_penalty_option: true,
        // Point 4.
        cap_excess_removal: true,
    }
}

/// The default ending: 120 minutes ("Allo scadere del tempo previsto (105,120,150
/// min.)", point 1), then the supplementary turns.
pub(crate) fn default_ending() -> Ending {
    Ending::Supplementary {
        trigger: Trigger::Minutes(120),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Point 5: "Medio Oriente ed Egitto non confinano"; point 11: values follow borders.
    #[test]
    fn egypt_and_middle_east_do_not_border_and_lose_a_point_each() {
        use TerritoryId::*;
        assert!(Egitto.borders(MedioOriente));
        assert_eq!(neighbour_mask(Egitto) & MedioOriente.bit(), 0);
        assert_eq!(neighbour_mask(MedioOriente) & Egitto.bit(), 0);
        assert_eq!((value(Egitto), value(MedioOriente)), (3, 5));
        for t in TerritoryId::ALL {
            if t != Egitto && t != MedioOriente {
                assert_eq!(value(t), t.value(), "{t:?}");
                assert_eq!(neighbour_mask(t), t.neighbour_mask());
            }
        }
    }

    // docs/RULES.md §6: external borders NA 3, SA 2, Europe 8, Africa 4, Asia 6, Oceania 1.
    #[test]
    fn continent_points_are_territories_plus_external_borders() {
        let got: Vec<u32> = Continent::ALL.into_iter().map(continent_points).collect();
        assert_eq!(got, vec![9 + 3, 4 + 2, 7 + 8, 6 + 4, 12 + 6, 4 + 1]);
    }

    // Point 12: one chain of bordering territories counts double.
    #[test]
    fn best_chain_is_the_richest_connected_group() {
        use TerritoryId::*;
        // Brasile-Argentina-Peru (4+2+3) and Cina-Siam (7+3): Cina-Siam wins.
        let owned = [Brasile, Argentina, Peru, Cina, Siam]
            .iter()
            .fold(0, |m, t| m | t.bit());
        assert_eq!(chains(owned).len(), 2);
        assert_eq!(best_chain(owned), Cina.bit() | Siam.bit());
        assert_eq!(score_of(owned, Some(best_chain(owned))), 19 + 10);
        // Egitto and Medio Oriente are two chains on the club board.
        assert_eq!(chains(Egitto.bit() | MedioOriente.bit()).len(), 2);
    }

    // Lines 5-9: 31 + diff/10 to the first, 15/7/3/1 - diff/10 to the others.
    #[test]
    fn ranking_points_follow_the_structure_section() {
        let st = |seat: u8, p: i64| Standing {
            seat: SeatId(seat),
            place: 0,
            table_points: Points::whole(p),
            risiko: false,
            eliminated: None,
            objective: None,
            territories: 0,
            outside_values: 0,
            armies_in_objective: 0,
            armies_total: 0,
            tie_die: None,
        };
        let got = ranking_points(&[st(2, 120), st(0, 100), st(1, 95), st(3, 40), st(4, 0)]);
        let want = [(2, 3300), (0, 1300), (1, 450), (3, -500), (4, -1100)];
        for ((seat, p), (ws, wp)) in got.into_iter().zip(want) {
            assert_eq!((seat, p), (SeatId(ws), Points(wp)));
        }
    }

    // Point 15: "Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo"; the others
    // score their club points; ranking points follow the final table.
    #[test]
    fn risiko_scores_200_on_the_final_table() {
        use crate::rules::config::{Color, GameConfig, SeatConfig};
        use crate::rules::scenario::Position;
        let seats = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect();
        let mut config = GameConfig::new(PresetId::Club, seats);
        config.options.seat_order = crate::rules::SeatOrder::AsGiven;
        let mut pos = Position::new(1, Phase::Attack);
        pos.rest = Some((SeatId::NEUTRAL.0, 1));
        for (t, o) in [
            (TerritoryId::Alaska, 0),
            (TerritoryId::Cina, 1),
            (TerritoryId::Siam, 1),
            (TerritoryId::Peru, 2),
            (TerritoryId::Giappone, 3),
        ] {
            pos.territories.insert(t, (o, 1));
        }
        let mut g = Game::from_position(config, 0, &pos).unwrap();
        g.seats[0].status = SeatStatus::Risiko;
        let mut events = Vec::new();
        g.finish(EndReason::SupplementaryTurnsOver, None, &mut events);
        let table: Vec<(u8, i64, bool)> = g
            .outcome()
            .unwrap()
            .standings
            .iter()
            .map(|s| (s.seat.0, s.table_points.0 / 100, s.risiko))
            .collect();
        assert_eq!(
            table,
            vec![(0, 200, true), (1, 20, false), (2, 6, false), (3, 4, false)]
        );
        let ranking = ranking_points(&g.outcome().unwrap().standings);
        assert_eq!(ranking[0], (SeatId(0), Points(3100 + 1800)));
        assert_eq!(ranking[1], (SeatId(1), Points(1500 - 1800)));
    }

    // Point 1: "Allo scadere del tempo previsto (105,120,150 min.)": the app's clock.
    #[test]
    fn club_minutes_drive_the_apps_clock_and_rounds_do_not() {
        use crate::rules::config::{Color, GameConfig, SeatConfig};
        let seats: Vec<SeatConfig> = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect();
        let mut c = GameConfig::new(PresetId::Club, seats.clone());
        assert_eq!(c.options.ending, default_ending());
        c.options.ending = Ending::Supplementary {
            trigger: Trigger::Minutes(105),
        };
        let g = Game::new(c, 1).unwrap();
        assert!(g.has_clock());
        assert!(g.time_limit_reached(105 * 60));
        assert!(!g.time_limit_reached(105 * 60 - 1));
        // 5 players: 25 armies each, the draft first.
        assert_eq!(g.phase(), Phase::Setup);
        assert_eq!(g.armies_to_place(), 1);
        assert_eq!(g.setup_armies_left(g.current()), 25);
        assert_eq!(g.current(), *g.turn_order().last().unwrap());
        // Point 14: 150 points with 5 players (160 with 4, see the scenario).
        assert_eq!(g.club_risiko_target(), 150);
        assert_eq!(risiko_target(4), 160);
        let mut r = GameConfig::new(PresetId::Club, seats);
        r.options.ending = Ending::Supplementary {
            trigger: Trigger::Rounds(8),
        };
        let g = Game::new(r, 1).unwrap();
        assert!(!g.has_clock());
        assert_eq!(g.penultimate_round(), Some(8));
        // Only the supplementary ending fits the club; the others refuse it.
        let mut bad = GameConfig::new(PresetId::Club, g.config().seats.clone());
        bad.options.ending = Ending::RoundLimit(8);
        assert!(bad.validate().is_err());
        let mut torneo = GameConfig::new(PresetId::Torneo, g.config().seats[..4].to_vec());
        torneo.options.ending = default_ending();
        assert!(torneo.validate().is_err());
    }

    fn cap_game(current: u8, territories: &[(TerritoryId, u8, u32)], rest: (u8, u32)) -> Game {
        cap_game_at(crate::rules::Options::REVISION, current, territories, rest)
    }

    fn cap_game_at(
        revision: u32,
        current: u8,
        territories: &[(TerritoryId, u8, u32)],
        rest: (u8, u32),
    ) -> Game {
        use crate::rules::config::{Color, GameConfig, SeatConfig};
        use crate::rules::scenario::Position;
        let seats = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect();
        let mut config = GameConfig::new(PresetId::Club, seats);
        config.options.seat_order = crate::rules::SeatOrder::AsGiven;
        config.options.revision = revision;
        let mut pos = Position::new(current, Phase::Fortify);
        pos.rest = Some(rest);
        for &(t, o, a) in territories {
            pos.territories.insert(t, (o, a));
        }
        pos.territories.insert(TerritoryId::Cina, (2, 1));
        pos.territories.insert(TerritoryId::Peru, (3, 1));
        Game::from_position(config, 0, &pos).unwrap()
    }

    /// Anna holds every territory but Cina, Perù and the first four (Bruno's): 30 with
    /// one army, six with 20; 150 in all. Under revision 1, where freezing raised each
    /// territory to at least 5 (the six of 20 keep theirs): 270 after the freeze.
    fn anna_at_150() -> Game {
        let mut ts = Vec::new();
        for (i, &t) in TerritoryId::ALL.iter().enumerate() {
            if matches!(t, TerritoryId::Cina | TerritoryId::Peru) {
                continue;
            }
            let (o, a) = match i {
                0..=3 => (1, 1),
                4..=9 => (0, 20),
                _ => (0, 1),
            };
            ts.push((t, o, a));
        }
        cap_game_at(1, 0, &ts, (1, 1))
    }

    // Point 4 (line 16): twice the excess is removed, each territory keeping one army
    // (an army is needed to hold it): here 2 x 120 would take more than the board has, so
    // the removal stops when all 36 territories are down to one army.
    #[test]
    fn the_removal_stops_when_every_territory_is_down_to_one_army() {
        let mut g = anna_at_150();
        assert_eq!(g.total_armies(SeatId(0)), 150);
        g.apply(Action::end_turn()).unwrap();
        assert_eq!(g.seat_status(SeatId(0)), SeatStatus::Frozen);
        assert_eq!(g.total_armies(SeatId(0)), 270);
        assert_eq!(g.armies_to_remove(), 270 - 36);
        assert_eq!(g.army_cap_of(SeatId(0)), Some(30));
        while let Some(t) = territories_in(g.removable_mask()).next() {
            let armies = g.armies(t) - 1;
            g.apply(Action::Remove {
                territory: t,
                armies,
            })
            .unwrap();
        }
        assert_eq!(g.total_armies(SeatId(0)), 36);
        assert_eq!(g.current_seat(), Some(SeatId(1)));
    }

    // Point 4: "istantaneamente": nothing but the removal (and the app's clock) is legal
    // until it is done, and every removal offered is accepted.
    #[test]
    fn only_removals_are_legal_while_armies_are_above_the_cap() {
        let mut g = anna_at_150();
        g.apply(Action::end_turn()).unwrap();
        let legal = g.legal_actions();
        assert!(legal.iter().any(|a| matches!(a, Action::Remove { .. })));
        for a in legal {
            assert!(matches!(a, Action::Remove { .. } | Action::TimeUp), "{a:?}");
            assert!(g.check(&a).is_ok());
        }
        // Six territories of 20 offer 1..=19 each; the 30 of 5 offer 1..=4.
        assert_eq!(g.legal_actions().len(), 6 * 19 + 30 * 4 + 1);
    }

    // Point 4: "sarà costretto a terminare la partita con una quantità inferiore pari a 150
    // meno l'eccesso": a lowered cap limits what the seat receives from then on.
    #[test]
    fn a_lowered_cap_limits_the_seats_reinforcements() {
        let mut g = cap_game(0, &[(TerritoryId::Alaska, 0, 3)], (1, 1));
        let bruno = SeatId(1);
        let total = g.total_armies(bruno);
        state(&mut g).caps = vec![0, total + 1];
        g.apply(Action::end_turn()).unwrap();
        assert_eq!(g.current_seat(), Some(bruno));
        assert_eq!(g.armies_to_place(), 1);
        let r = g.reinforcement().unwrap();
        assert_eq!((r.cap, r.total), (Some(total + 1), 1));
        assert!(r.lost_to_cap > 0);
    }
}
