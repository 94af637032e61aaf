//! The presentation layer: what the UI shows and how a tap becomes an act, pure Rust and
//! tested natively. No web crate nor the Leptos glue can be named here: this crate
//! depends on none.
//!
//! - [`present`]: state, typed acts, reducers, markup and texts of every screen.
//! - [`map_data`]: the planisphere's SVG, compiled in compactly and rebuilt on first use.
//!
//! The lower layers are re-exported under their module names (`crate::rules::...`).

// No `{:?}` in `write!` in the app's code (docs/SIZE.md: Debug formatting costs wasm); tests may.
#![cfg_attr(not(test), deny(clippy::use_debug))]

pub use planisfero_storage::{bot, history, rules, session, storage, tournament};

pub mod map_data;
pub mod present;
