//! A game is `config + seed + actions`: [`replay`] rebuilds it, and [`state_hash`] gives a
//! stable fingerprint of a state (for golden tests and save checks).

use super::action::Action;
use super::config::GameConfig;
use super::error::{ReplayError, ReplayFailure};
use super::event::Event;
use super::game::Game;

/// Replays `actions` on a new game.
///
/// # Errors
/// [`ReplayError`] with the index of the first refused action (or no index if the config
/// is refused).
pub fn replay(config: GameConfig, seed: u64, actions: &[Action]) -> Result<Game, ReplayError> {
    replay_with_events(config, seed, actions).map(|(g, _)| g)
}

/// Like [`replay`], also returning every event in order.
///
/// # Errors
/// As [`replay`].
pub fn replay_with_events(
    config: GameConfig,
    seed: u64,
    actions: &[Action],
) -> Result<(Game, Vec<Event>), ReplayError> {
    let mut game = Game::new(config, seed).map_err(|e| ReplayError {
        index: None,
        error: ReplayFailure::Config(e),
    })?;
    let mut events = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        let ev = game.apply(*action).map_err(|e| ReplayError {
            index: Some(index),
            error: ReplayFailure::Action(e),
        })?;
        events.extend(ev);
    }
    Ok((game, events))
}

impl Game {
    /// See [`replay`].
    ///
    /// # Errors
    /// As [`replay`].
    pub fn replay(config: GameConfig, seed: u64, actions: &[Action]) -> Result<Game, ReplayError> {
        replay(config, seed, actions)
    }
}

/// FNV-1a 64 of a byte string: a stable hash written here (std's hasher may change).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A stable fingerprint of the whole state (its JSON snapshot). Native only (tests and
/// tools): the web app does not carry serde_json.
#[cfg(feature = "serde")]
pub fn state_hash(game: &Game) -> u64 {
    fnv1a(
        serde_json::to_string(game)
            .expect("a game always serializes")
            .as_bytes(),
    )
}
