//! Planisfero: RisiKo! in the browser.
//!
//! - [`history`]: provable dice, statistics, charts, replay and SVG pictures of a game
//!   (pure Rust).
//! - [`map_data`]: the planisphere's SVG, compiled in compactly and rebuilt on first use.
//! - [`bot`]: computer players: one action at a time from a seat's view (pure Rust).
//! - [`present`]: what the UI shows and how a tap becomes an act (pure Rust, tested
//!   natively).
//! - [`rules`]: the whole game, pure Rust, deterministic (no web crate may appear there).
//! - [`session`]: a game in progress as the app holds and saves it (pure Rust).
//! - [`storage`]: the save format, saved games and the store they live in (pure Rust).
//! - [`worker_protocol`]: the messages between the app and the bots' web worker (pure Rust).
//! - [`tournament`]: the tournament desk: seating, tournament points, standings (pure Rust).
//! - `ui` (wasm32 only): the Leptos glue (signals, effects, DOM) around `present`.

pub mod bot;
pub mod history;
pub mod map_data;
pub mod present;
pub mod rules;
pub mod session;
pub mod storage;
pub mod tournament;
pub mod worker_protocol;

#[cfg(target_arch = "wasm32")]
pub mod ui;
