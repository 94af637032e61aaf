//! The engine layer: the game and the computer players, pure Rust and deterministic.
//! No web crate nor app module can be named here: this crate depends on none.
//!
//! - [`rules`]: the whole game (legal actions, check, apply -> events, view_for).
//! - [`bot`]: computer players: one action at a time from a seat's view.

pub mod bot;
pub mod rules;
