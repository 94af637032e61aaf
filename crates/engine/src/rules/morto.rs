//! `testa_a_testa` (docs/RULES.md §5): the morto's directors live in [`crate::rules::Game`]
//! (`director_for`); this module holds the two-game [`Match`].
//!
//! "Nella seconda partita, le relative posizioni dei giocatori reali dovranno essere
//! invertite tenendo fissa la posizione del morto quindi se nella prima partita c'era
//! Luca-Morto-Andrea, nella seconda dovrà esserci Andrea-Morto-Luca" (testa-a-testa.txt
//! lines 18-24).

use super::config::{GameConfig, SeatOrder};
use super::error::ConfigError;
use super::game::Game;
use super::preset::PresetId;
use super::scoring::{MatchPoints, MatchReason, Points};

/// Why a game cannot be recorded in a match.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MatchError {
    /// The game is not over.
    NotOver,
    /// The game's real players are not the match's.
    WrongPlayers,
    /// Both games are already recorded.
    Complete,
}

impl std::fmt::Display for MatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            MatchError::NotOver => "the game is not over",
            MatchError::WrongPlayers => "the game's players are not the match's",
            MatchError::Complete => "the match already has both games",
        })
    }
}

impl std::error::Error for MatchError {}

/// The result of one game of the match, for the two players in match order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchGame {
    /// Match points of the two players (match order), total 20.
    pub points: [u32; 2],
    /// Table points of the two players (match order).
    pub table_points: [Points; 2],
    /// Why the points are what they are.
    pub reason: MatchReason,
}

/// A match of two games between the same two real players.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Match {
    /// The real players' names, in the order of the first game's config.
    pub players: [String; 2],
    /// The games recorded so far (at most 2).
    pub games: Vec<MatchGame>,
}

impl Match {
    /// A match whose first game uses `config`.
    ///
    /// # Errors
    /// The config's own error, or [`ConfigError::UnknownPreset`] if it is not `testa_a_testa`.
    pub fn new(config: &GameConfig) -> Result<Match, ConfigError> {
        config.validate()?;
        if config.preset != PresetId::TestaATesta {
            // Concatenated, not format!: the rules stay free of formatting code in the wasm.
            let mut text = config.preset.key().to_owned();
            text.push_str(" (a match needs testa_a_testa)");
            return Err(ConfigError::UnknownPreset(text));
        }
        let real: Vec<String> = config
            .seats
            .iter()
            .filter(|s| s.controller != super::config::Controller::Virtual)
            .map(|s| s.name.clone())
            .collect();
        Ok(Match {
            players: [real[0].clone(), real[1].clone()],
            games: Vec::new(),
        })
    }

    /// The config of the second game: the first game's actual turn order with the two real
    /// players swapped and the morto in its place, as given (no new draw).
    pub fn second_game_config(first: &Game) -> GameConfig {
        let mut config = first.config().clone();
        let order: Vec<usize> = first.turn_order().iter().map(|s| s.index()).collect();
        let real_positions: Vec<usize> = (0..order.len())
            .filter(|&p| !first.is_virtual(first.turn_order()[p]))
            .collect();
        let mut new_order = order.clone();
        new_order.swap(real_positions[0], real_positions[1]);
        config.seats = new_order
            .iter()
            .map(|&i| first.config().seats[i].clone())
            .collect();
        config.options.seat_order = SeatOrder::AsGiven;
        config
    }

    /// Records a finished game.
    ///
    /// # Errors
    /// [`MatchError`] if the game is not over, has other players, or the match is complete.
    pub fn record(&mut self, game: &Game) -> Result<&MatchGame, MatchError> {
        if self.games.len() >= 2 {
            return Err(MatchError::Complete);
        }
        let outcome = game.outcome().ok_or(MatchError::NotOver)?;
        let mp: &MatchPoints = outcome
            .match_points
            .as_ref()
            .ok_or(MatchError::WrongPlayers)?;
        let mut points = [0u32; 2];
        let mut table = [Points::default(); 2];
        for (k, name) in self.players.iter().enumerate() {
            let seat = game
                .config()
                .seats
                .iter()
                .position(|s| &s.name == name)
                .ok_or(MatchError::WrongPlayers)?;
            let p = mp
                .points
                .iter()
                .find(|(s, _)| s.index() == seat)
                .ok_or(MatchError::WrongPlayers)?;
            points[k] = p.1;
            table[k] = outcome
                .standing(p.0)
                .map(|s| s.table_points)
                .unwrap_or_default();
        }
        self.games.push(MatchGame {
            points,
            table_points: table,
            reason: mp.reason,
        });
        Ok(self.games.last().expect("just pushed"))
    }

    /// Match points of the two players summed over the games recorded.
    pub fn totals(&self) -> [u32; 2] {
        self.games.iter().fold([0, 0], |acc, g| {
            [acc[0] + g.points[0], acc[1] + g.points[1]]
        })
    }

    /// Whether both games are recorded.
    pub fn is_complete(&self) -> bool {
        self.games.len() == 2
    }
}
