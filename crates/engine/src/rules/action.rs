//! What a player can do. The serde names are stable: saves store actions forever.

use super::board::{Card, TerritoryId};

/// One action, applied by [`crate::rules::Game::apply`] for the seat that must act
/// ([`crate::rules::Game::actor`]), except [`Action::TimeUp`] which comes from the app's
/// clock.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    /// Place armies on an own territory: in setup (a group of 3 moves on to the next seat
    /// when complete) or as reinforcements.
    Place { territory: TerritoryId, armies: u32 },
    /// Take back the last placement, while nothing random happened since: within the
    /// current setup group, or in the turn's reinforcement until the first attack, move or
    /// end of turn.
    UndoPlace,
    /// Trade a tris, at the start of the turn before the first army is placed (several
    /// trades are allowed).
    Trade { cards: [Card; 3] },
    /// One throw of `dice` attacker dice from `from` against `to`.
    Attack {
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
    },
    /// Repeated throws with as many dice as allowed, until the conquest, until the armies
    /// on `from` are down to `stop_at` (each throw rolls only as many dice as can be lost
    /// without going below it), or until no attack is possible.
    Blitz {
        from: TerritoryId,
        to: TerritoryId,
        stop_at: u32,
    },
    /// The conquest move: `armies` in all (at least the dice of the last throw).
    Occupy { armies: u32 },
    /// No more attacks this turn: go to the strategic move.
    EndAttacks,
    /// The strategic move (once per turn, between adjacent own territories).
    Move {
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
    },
    /// End the turn: draw a card if a territory was conquered, roll the sdadata if due,
    /// plus `extra_rolls` extra rolls held (`testa_a_testa`).
    EndTurn {
        #[cfg_attr(feature = "serde", serde(default))]
        extra_rolls: u32,
    },
    /// The app's clock says that the time limit has passed (the engine has no clock).
    TimeUp,
    /// `club`: pass the supplementary turn (point 1); it must be the turn's first action
    /// and touches nothing. Any other first action plays the turn.
    Pass,
    /// `club`: retire from the game (point 17): the seat's territories become neutral.
    Retire,
    /// `club`: trade the whole hand when it holds exactly one card (2 armies) or two (4)
    /// (point 10).
    TradeHand,
    /// `club`: choose as the chain counting double the group of bordering territories
    /// held that contains `territory` (point 12), instead of the best one.
    ChooseChain { territory: TerritoryId },
    /// `club` point 4: take `armies` off an own territory (keeping at least one) while
    /// the seat removes the armies above its cap ([`crate::rules::Phase::Removal`]).
    Remove { territory: TerritoryId, armies: u32 },
    /// `club` point 22: take back the turn's strategic move, until the turn ends, to make
    /// another one (elsewhere, with other armies) or none. No attack is possible after it.
    UndoMove,
}

impl Action {
    /// `EndTurn` with no extra rolls.
    pub const fn end_turn() -> Action {
        Action::EndTurn { extra_rolls: 0 }
    }

    /// The kind, for errors.
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::Place { .. } => ActionKind::Place,
            Action::UndoPlace => ActionKind::UndoPlace,
            Action::Trade { .. } => ActionKind::Trade,
            Action::Attack { .. } => ActionKind::Attack,
            Action::Blitz { .. } => ActionKind::Blitz,
            Action::Occupy { .. } => ActionKind::Occupy,
            Action::EndAttacks => ActionKind::EndAttacks,
            Action::Move { .. } => ActionKind::Move,
            Action::EndTurn { .. } => ActionKind::EndTurn,
            Action::TimeUp => ActionKind::TimeUp,
            Action::Pass => ActionKind::Pass,
            Action::Retire => ActionKind::Retire,
            Action::TradeHand => ActionKind::TradeHand,
            Action::ChooseChain { .. } => ActionKind::ChooseChain,
            Action::Remove { .. } => ActionKind::Remove,
            Action::UndoMove => ActionKind::UndoMove,
        }
    }
}

/// [`Action`] without its data.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ActionKind {
    Place,
    UndoPlace,
    Trade,
    Attack,
    Blitz,
    Occupy,
    EndAttacks,
    Move,
    EndTurn,
    TimeUp,
    Pass,
    Retire,
    TradeHand,
    ChooseChain,
    Remove,
    UndoMove,
}
