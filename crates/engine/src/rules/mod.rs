//! The whole game, in pure Rust: no web crate may appear under `crates/engine/src/rules` (a test
//! checks). Deterministic: a game is its config, a seed and the list of actions.
//!
//! Start with [`Game::new`]; ask [`Game::actor`] who must act and
//! [`Game::legal_actions`] (or the finer queries such as [`Game::attack_targets`]) what
//! they may do; [`Game::apply`] an [`Action`] to get the [`Event`]s; show a seat
//! [`Game::view_for`]; at the end read [`Game::outcome`].

pub mod action;
pub mod battle;
pub mod board;
pub mod border_penalty;
pub mod cap_removal;
pub mod cards;
pub mod chains;
pub mod club;
pub mod club_board;
pub mod club_score;
pub mod config;
pub mod draft;
pub mod ending;
pub mod error;
pub mod event;
pub mod freezing;
pub mod game;
pub mod hand_trades;
pub mod morto;
pub mod move_undo;
pub mod objectives;
pub mod odds;
pub mod online;
pub mod preset;
pub mod queries;
pub mod replay;
pub mod retiring;
pub mod rng;
pub mod scenario;
pub mod scoring;
pub mod setup;
pub mod superiority;
pub mod supplementary;
pub mod view;

pub use action::{Action, ActionKind};
pub use board::{Card, Continent, Symbol, TerritoryId};
pub use cards::{TrisKind, TrisOption};
pub use club::ClubEvent;
pub use config::{
    Color, Controller, Ending, GameConfig, Options, SeatConfig, SeatId, SeatOrder, Trigger,
};
pub use error::{ActionError, ConfigError, ReplayError, ReplayFailure};
pub use event::{BlitzStop, Dice, Event, NoCardReason, Reinforcement};
pub use game::{Elimination, Game, PendingConquest, Phase, SeatStatus};
pub use morto::{Match, MatchError};
pub use objectives::{ClassicObjective, Objective};
pub use odds::{odds, Odds};
pub use preset::{
    CardTrades, FiftyPercentMethod, ObjectiveSet, PresetId, RuleSet, Scoring, SdadataRule,
    TrisValues,
};
pub use replay::replay;
#[cfg(feature = "serde")]
pub use replay::state_hash;
pub use scoring::{
    EndReason, MatchPoints, MatchReason, Outcome, Points, Standing, TournamentPoints,
};
pub use view::{EndingView, PlayerView, SeatView, TerritoryView};

/// Whether a field holds its type's default, so that a save leaves it out (a serde
/// `skip_serializing_if`: older saves lack the field and read back the default).
#[cfg(feature = "serde")]
pub(crate) fn is_default<T: Default + PartialEq>(x: &T) -> bool {
    *x == T::default()
}
