//! The storage layer, on the engine: what a game leaves behind, pure Rust. No web crate
//! nor presentation module can be named here: this crate depends on none.
//!
//! - [`storage`]: the save format, saved games and the store they live in.
//! - [`session`]: a game in progress as the app holds and saves it.
//! - [`history`]: provable dice, statistics, charts, replay of a game.
//! - [`tournament`]: the tournament desk: seating, tournament points, standings.
//!
//! The engine's modules are re-exported under their names (`crate::rules::...`).

pub use planisfero_engine::{bot, rules};

pub mod history;
pub mod session;
pub mod storage;
pub mod tournament;
