//! Saving games: the save format, the store it lives in, the list of saved games and the
//! one-tab-per-game lock. Pure Rust, tested natively; the browser's localStorage store is
//! in the UI (wasm only) and plugs in through [`KeyValueStore`].
//!
//! - [`save`]: the versioned save file ([`save::encode`], [`save::decode`] which checks
//!   and replays everything) and its typed errors ([`SaveError`]);
//! - [`codec`]: the compact text of the actions inside a save;
//! - [`json`]: the JSON reader and writer, [`stored`]: the JSON form of the game types;
//! - [`store`]: the [`KeyValueStore`] trait and [`MemoryStore`];
//! - [`library`]: several games side by side ([`SaveLibrary`]);
//! - [`lock`]: one tab at a time per game;
//! - [`autosave`]: the protocol that strings them together (what a tab writes, when);
//! - [`backup`]: everything in one file, and its restore.

pub mod autosave;
pub mod backup;
pub mod codec;
pub mod json;
pub mod library;
pub mod lock;
pub mod save;
pub mod store;
pub mod stored;

pub use library::{
    Deleted, LibraryError, Lineage, Listed, Merged, PlayerSummary, SameGame, SaveLibrary, Summary,
};
pub use save::{Corruption, SaveError, FORMAT};
pub use store::{KeyValueStore, MemoryStore, StoreError};

/// How many games the app's journal (`public/journal.js`, `ui::saves::journal`) keeps:
/// the most recently saved. A game older than those is only in localStorage.
pub const JOURNAL_KEEP: usize = 24;
