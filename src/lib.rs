//! Planisfero: RisiKo! in the browser.
//!
//! - [`map_data`]: the planisphere's SVG, compiled in compactly and rebuilt on first use.
//! - [`present`]: what the UI shows and how a tap becomes an act (pure Rust, tested
//!   natively).
//! - [`rules`]: the whole game, pure Rust, deterministic (no web crate may appear there).
//! - [`session`]: a game in progress as the app holds and saves it (pure Rust).
//! - [`storage`]: the save format, saved games and the store they live in (pure Rust).
//! - [`tournament`]: the tournament desk: seating, tournament points, standings (pure Rust).
//! - `ui` (wasm32 only): the Leptos glue (signals, effects, DOM) around `present`.

pub mod map_data;
pub mod present;
pub mod rules;
pub mod session;
pub mod storage;
pub mod tournament;

#[cfg(target_arch = "wasm32")]
pub mod ui;
