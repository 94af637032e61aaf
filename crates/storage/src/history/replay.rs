//! The game at any step, cheaply: [`Replay`] replays a game once, keeping a copy of the
//! state every [`Replay::INTERVAL`] actions (checkpoints), every action's events and
//! where each turn and round starts. [`Replay::game_at`] then clones the nearest
//! checkpoint and applies at most `INTERVAL - 1` actions, whatever the length of the game
//! (benches/history.rs measures it).
//!
//! Steps count actions applied: step 0 is the game as dealt, step `n` the state after the
//! first `n` actions; the log line of step `n` (`n >= 1`) is action `n - 1`'s.

use crate::rules::{Action, Event, Game, GameConfig, ReplayError, ReplayFailure};
use crate::session::SessionParts;

/// A replayed game, ready to show at any step.
#[derive(Clone, Debug)]
pub struct Replay {
    actions: Vec<Action>,
    checkpoints: Vec<Game>,
    events: Vec<Vec<Event>>,
    turn_starts: Vec<usize>,
    round_starts: Vec<usize>,
    last: Game,
}

impl Replay {
    /// Actions between two checkpoints.
    pub const INTERVAL: usize = 32;

    /// Replays `actions` from a new game.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first action the rules refuse.
    pub fn new(config: GameConfig, seed: u64, actions: &[Action]) -> Result<Replay, ReplayError> {
        let game = Game::new(config, seed).map_err(|e| ReplayError {
            index: None,
            error: ReplayFailure::Config(e),
        })?;
        Replay::from_game(game, actions)
    }

    /// Replays a save's parts.
    ///
    /// # Errors
    /// As [`Replay::new`].
    pub fn of_parts(parts: &SessionParts) -> Result<Replay, ReplayError> {
        Replay::new(parts.config.clone(), parts.seed, &parts.actions)
    }

    /// Replays `actions` from any first state (a position of the tests).
    ///
    /// # Errors
    /// As [`Replay::new`].
    pub fn from_game(mut game: Game, actions: &[Action]) -> Result<Replay, ReplayError> {
        let mut r = Replay {
            actions: actions.to_vec(),
            checkpoints: Vec::with_capacity(actions.len() / Self::INTERVAL + 1),
            events: Vec::with_capacity(actions.len()),
            turn_starts: vec![0],
            round_starts: vec![0],
            last: game.clone(),
        };
        for (i, a) in actions.iter().enumerate() {
            if i % Self::INTERVAL == 0 {
                r.checkpoints.push(game.clone());
            }
            let ev = game.apply(*a).map_err(|e| ReplayError {
                index: Some(i),
                error: ReplayFailure::Action(e),
            })?;
            if ev.iter().any(|e| matches!(e, Event::TurnStarted { .. })) {
                r.turn_starts.push(i + 1);
            }
            if ev.iter().any(|e| matches!(e, Event::RoundStarted { .. })) {
                r.round_starts.push(i + 1);
            }
            r.events.push(ev);
        }
        if actions.len().is_multiple_of(Self::INTERVAL) {
            r.checkpoints.push(game.clone());
        }
        r.last = game;
        Ok(r)
    }

    /// Number of actions (the last step).
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether the game has no action yet.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The actions.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The game after the first `step` actions (clamped to the last step).
    pub fn game_at(&self, step: usize) -> Game {
        let step = step.min(self.len());
        if step == self.len() {
            return self.last.clone();
        }
        let k = step / Self::INTERVAL;
        let mut g = self.checkpoints[k].clone();
        for a in &self.actions[k * Self::INTERVAL..step] {
            // Replayed once already: every action applies.
            let _ = g.apply(*a);
        }
        g
    }

    /// The final state.
    pub fn last(&self) -> &Game {
        &self.last
    }

    /// The events of action `index` (the log lines of step `index + 1`).
    pub fn events_of(&self, index: usize) -> &[Event] {
        self.events.get(index).map_or(&[], Vec::as_slice)
    }

    /// Every action's events, in order.
    pub fn events(&self) -> &[Vec<Event>] {
        &self.events
    }

    /// The steps where a turn starts (after the setup's last placement, and after each
    /// end of turn), with step 0 (the setup) first.
    pub fn turn_starts(&self) -> &[usize] {
        &self.turn_starts
    }

    /// The steps where a round starts, with step 0 first.
    pub fn round_starts(&self) -> &[usize] {
        &self.round_starts
    }

    /// The index into [`Replay::turn_starts`] of the turn that `step` is in (0: setup).
    pub fn turn_of(&self, step: usize) -> usize {
        self.turn_starts.partition_point(|&s| s <= step) - 1
    }

    /// The first step of the next turn after `step`'s, if any.
    pub fn next_turn(&self, step: usize) -> Option<usize> {
        next(&self.turn_starts, step)
    }

    /// The start of `step`'s turn, or of the turn before if `step` is a turn's start.
    pub fn previous_turn(&self, step: usize) -> Option<usize> {
        previous(&self.turn_starts, step)
    }

    /// The first step of the next round after `step`'s, if any.
    pub fn next_round(&self, step: usize) -> Option<usize> {
        next(&self.round_starts, step)
    }

    /// The start of `step`'s round, or of the round before if `step` is a round's start.
    pub fn previous_round(&self, step: usize) -> Option<usize> {
        previous(&self.round_starts, step)
    }
}

fn next(starts: &[usize], step: usize) -> Option<usize> {
    starts.iter().copied().find(|&s| s > step)
}

fn previous(starts: &[usize], step: usize) -> Option<usize> {
    starts.iter().copied().rev().find(|&s| s < step)
}
