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
//!
//! On wasm32 the app compiles the layers' files as its own modules, under the same names:
//! one crate's code shares its inlined and generic copies, which four crates' would not
//! (the game's wasm: +6.7 KB brotli, docs/SIZE.md). The layers' crates, built by every
//! native build and linted for wasm32 too (scripts/test.sh), keep the layers apart.

#[cfg(not(target_arch = "wasm32"))]
pub use planisfero_present::{
    bot, history, map_data, present, rules, session, storage, tournament,
};

#[cfg(target_arch = "wasm32")]
#[path = "../crates/engine/src/bot/mod.rs"]
pub mod bot;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/history/mod.rs"]
pub mod history;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/present/src/map_data.rs"]
pub mod map_data;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/present/src/present/mod.rs"]
pub mod present;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/engine/src/rules/mod.rs"]
pub mod rules;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/session.rs"]
pub mod session;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/storage/mod.rs"]
pub mod storage;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/tournament/mod.rs"]
pub mod tournament;

pub mod worker_protocol;

#[cfg(target_arch = "wasm32")]
pub mod ui;
