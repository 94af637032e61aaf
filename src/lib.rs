//! Planisfero: RisiKo! in the browser. The app crate, on the layers' crates
//! (docs/ARCHITECTURE.md), whose modules it re-exports under their names:
//!
//! - `planisfero-engine`: [`rules`] (the whole game, deterministic) and [`bot`] (computer
//!   players, one action at a time from a seat's view).
//! - `planisfero-storage`: [`storage`] (the save format, saved games, their store),
//!   [`session`] (a game in progress), [`history`] (provable dice, statistics, replay) and
//!   [`tournament`] (the tournament desk's domain).
//! - `planisfero-present`: [`present`] (what the UI shows and how a tap becomes an act)
//!   and [`map_data`] (the planisphere's SVG, compiled in compactly).
//! - here: [`worker_protocol`] (the messages between the app and the bots' web worker)
//!   and `ui` (wasm32 only): the Leptos glue (signals, effects, DOM) around `present`.

pub use planisfero_present::{
    bot, history, map_data, present, rules, session, storage, tournament,
};

pub mod worker_protocol;

#[cfg(target_arch = "wasm32")]
pub mod ui;
