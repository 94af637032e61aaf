//! Planisfero: RisiKo! in the browser.
//!
//! - [`rules`]: the whole game, pure Rust, deterministic (no web crate may appear there).
//! - `ui` (wasm32 only): the Leptos app that asks `rules` and shows the answer.

pub mod rules;

#[cfg(target_arch = "wasm32")]
pub mod ui;
