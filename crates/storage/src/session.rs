//! A game in progress as the app holds it: what a save contains (config, seed, the list
//! of actions, the play clock) and the [`Game`] those replay to, plus the events so far
//! for the log.
//!
//! Pure Rust, tested natively. The UI keeps one `Session` in a signal and calls
//! [`Session::apply`] for every player action and [`Session::tick`] for the clock; the
//! storage layer turns a session into a save file ([`Session::parts`]) and back
//! ([`Session::restore`], which replays every action, so a reload never rerolls a die).

use crate::bot::Level;
use crate::history::Fingerprint;
use crate::rules::{Action, ActionError, ConfigError, Event, Game, GameConfig};
use crate::rules::{Controller, Match, MatchError, PresetId, ReplayError, ReplayFailure, SeatId};

/// Everything that identifies and describes a saved game besides its actions.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SessionMeta {
    /// Unique id of the save slot (stable across renames).
    pub id: String,
    /// Name shown in the list of saved games.
    pub name: String,
    /// When the game was created (milliseconds since the Unix epoch).
    pub created_ms: u64,
    /// When an action was last applied (milliseconds since the Unix epoch).
    pub updated_ms: u64,
}

impl SessionMeta {
    /// The description of a new game of `config` created at `now_ms`: the one way a game
    /// id is made (`g-<time>-<random>` in base 36, [`crate::storage::library::new_id`]
    /// from the time and a random number), named by [`game_name`] with `suffix`.
    pub fn new(config: &GameConfig, suffix: &str, now_ms: u64, random: u64) -> SessionMeta {
        SessionMeta {
            id: new_game_id(now_ms, random),
            name: game_name(config, suffix),
            created_ms: now_ms,
            updated_ms: now_ms,
        }
    }
}

/// A fresh game id from the time and a random number (`g-<time>-<random>`).
pub fn new_game_id(now_ms: u64, random: u64) -> String {
    crate::storage::library::new_id(now_ms, random)
}

/// The preset's name (a proper name: the same in Italian and English).
pub fn preset_name(p: crate::rules::PresetId) -> &'static str {
    match p {
        PresetId::Classico => "Classico",
        PresetId::Torneo => "Torneo",
        PresetId::Okgiocacon => "OK GiocaCon",
        PresetId::TestaATesta => "Testa a testa",
        PresetId::Online => "RisiKo! Online",
        PresetId::Club => "Club",
    }
}

/// The name of a saved game: "Torneo: Anna, Bruno, Carla, Dario" and `suffix`, cut to
/// the longest name a save takes (six long names would not fit).
pub fn game_name(config: &GameConfig, suffix: &str) -> String {
    let mut name = String::from(preset_name(config.preset));
    name.push_str(": ");
    for (i, s) in config.seats.iter().enumerate() {
        if i > 0 {
            name.push_str(", ");
        }
        name.push_str(&s.name);
    }
    let room = crate::storage::save::MAX_NAME_CHARS - suffix.chars().count();
    if name.chars().nth(room).is_some() {
        let cut = name.char_indices().nth(room - 1).map_or(0, |c| c.0);
        name.truncate(cut);
        name.push('…');
    }
    name + suffix
}

/// `name`, or the first of `name (2)`, `name (3)`... that `taken` does not hold, cut to the
/// longest name a save takes: two saved games never share a title.
pub fn distinct_name(name: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(name) {
        return name.to_owned();
    }
    let max = crate::storage::save::MAX_NAME_CHARS;
    (2u32..)
        .map(|n| {
            let mut suffix = String::from(" (");
            crate::storage::json::push_u64(&mut suffix, u64::from(n));
            suffix.push(')');
            let mut base: String = name.chars().take(max - suffix.len()).collect();
            base.push_str(&suffix);
            base
        })
        .find(|c| !taken(c))
        .unwrap_or_default()
}

/// The persistent content of a session: exactly what a save stores.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SessionParts {
    pub meta: SessionMeta,
    pub config: GameConfig,
    pub seed: u64,
    pub actions: Vec<Action>,
    /// Play time so far, in milliseconds: the clock runs only while the game is open
    /// (docs/RULES.md §3: "the timer keeps running across saves only while the game is open").
    pub elapsed_ms: u64,
    /// `testa_a_testa`: set in the second game of a match, the first game's result (save
    /// format 2; absent in format 1 saves).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub match_link: Option<MatchLink>,
    /// The fingerprint of the seed shown when the game started (docs/FAIR-DICE.md).
    /// `None` in saves written before fingerprints: [`Session::fingerprint`] then
    /// computes it from the seed.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub fingerprint: Option<Fingerprint>,
    /// Who plays each seat of `config.seats` (same order): `Some(level)` for a computer,
    /// `None` for a person. Empty means every seat is a person (saves written before
    /// computer players; see [`SessionParts::computer`]). The rules do not know it: to
    /// them a computer seat is a player like any other.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub computers: Vec<Option<Level>>,
}

impl SessionParts {
    /// The level of the computer playing `seat`, `None` for a person.
    pub fn computer(&self, seat: SeatId) -> Option<Level> {
        self.computers.get(usize::from(seat.0)).copied().flatten()
    }
}

/// The second game of a `testa_a_testa` match holds the first game's result, so that the
/// match score survives reloads, exports and even the deletion of the first game's save
/// (docs/RULES.md §5: "the match result adds both games").
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchLink {
    /// The save id of the first game (it may since have been deleted).
    pub first_id: String,
    /// The match with the first game recorded: players in the first game's config order.
    pub record: Match,
}

impl MatchLink {
    /// Whether the link fits a game of `config`: a `testa_a_testa` game whose real
    /// players are the match's, with exactly the first game recorded (20 points shared).
    pub fn fits(&self, config: &GameConfig) -> bool {
        let mut real = config
            .seats
            .iter()
            .filter(|s| s.controller != Controller::Virtual)
            .map(|s| s.name.as_str());
        // The same two names, in either order (no sorted copies: fewer bytes in the wasm).
        let same_players = match (real.next(), real.next(), real.next()) {
            (Some(a), Some(b), None) => {
                let [p, q] = &self.record.players;
                (a == p && b == q) || (a == q && b == p)
            }
            _ => false,
        };
        config.preset == PresetId::TestaATesta
            && same_players
            && self.record.games.len() == 1
            && self.record.games[0].points[0] + self.record.games[0].points[1] == 20
    }
}

/// Why a second game of a match cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SecondGameError {
    /// The game is not a `testa_a_testa` game, or is already the second of its match.
    NotAFirstGame,
    /// The first game cannot be recorded (not over...).
    Match(MatchError),
    /// The second game's config is refused (it cannot be, as it is the first's reordered).
    Config(ConfigError),
}

/// One entry of the game's history: the event and the index of the action that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// Index into [`SessionParts::actions`].
    pub action: usize,
    pub event: Event,
}

/// A game being played.
#[derive(Clone, Debug)]
pub struct Session {
    parts: SessionParts,
    game: Game,
    log: Vec<LogEntry>,
}

impl Session {
    /// A new game.
    ///
    /// # Errors
    /// The config's [`ConfigError`].
    pub fn start(meta: SessionMeta, config: GameConfig, seed: u64) -> Result<Session, ConfigError> {
        let game = Game::new(config.clone(), seed)?;
        Ok(Session {
            parts: SessionParts {
                meta,
                config,
                seed,
                actions: Vec::new(),
                elapsed_ms: 0,
                match_link: None,
                fingerprint: Some(Fingerprint::of_seed(seed)),
                computers: Vec::new(),
            },
            game,
            log: Vec::new(),
        })
    }

    /// The second game of the match this finished first game opens: the real players swap
    /// seats and the morto keeps its own ([`Match::second_game_config`], testa-a-testa.txt
    /// lines 18-24), and the first game's result goes into the new session's
    /// [`MatchLink`].
    ///
    /// # Errors
    /// [`SecondGameError`] if this is not a finished first game of `testa_a_testa`.
    pub fn second_game(&self, meta: SessionMeta, seed: u64) -> Result<Session, SecondGameError> {
        if self.parts.match_link.is_some() || self.parts.config.preset != PresetId::TestaATesta {
            return Err(SecondGameError::NotAFirstGame);
        }
        let mut record = Match::new(&self.parts.config).map_err(SecondGameError::Config)?;
        record.record(&self.game).map_err(SecondGameError::Match)?;
        let config = Match::second_game_config(&self.game);
        // Each player keeps its controller in its new seat (names are unique in a game).
        let computers = self.computers_for(&config);
        let mut second = Session::start(meta, config, seed).map_err(SecondGameError::Config)?;
        second.set_computers(computers);
        second.parts.match_link = Some(MatchLink {
            first_id: self.parts.meta.id.clone(),
            record,
        });
        Ok(second)
    }

    /// The match as it stands once this `testa_a_testa` game is over: the first game
    /// alone, or (in the second game) both games added. `None` before the end or in other
    /// presets.
    pub fn match_result(&self) -> Option<Match> {
        let mut record = match &self.parts.match_link {
            Some(link) => link.record.clone(),
            None => Match::new(&self.parts.config).ok()?,
        };
        record.record(&self.game).ok()?;
        Some(record)
    }

    /// Rebuilds a session from saved parts by replaying every action.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first action the rules refuse (an edited or corrupted
    /// save), or the config's error.
    pub fn restore(parts: SessionParts) -> Result<Session, ReplayError> {
        let game = Game::new(parts.config.clone(), parts.seed).map_err(|e| ReplayError {
            index: None,
            error: ReplayFailure::Config(e),
        })?;
        let mut session = Session {
            parts: SessionParts {
                actions: Vec::with_capacity(parts.actions.len()),
                ..parts.clone()
            },
            game,
            log: Vec::new(),
        };
        for (index, action) in parts.actions.into_iter().enumerate() {
            session.push(action).map_err(|error| ReplayError {
                index: Some(index),
                error: ReplayFailure::Action(error),
            })?;
        }
        Ok(session)
    }

    /// Applies a player's action. On success the action is recorded (so the caller
    /// should save at once) and its events returned; a refused action changes nothing.
    ///
    /// # Errors
    /// The rules' [`ActionError`], which says why the action is illegal.
    pub fn apply(&mut self, action: Action, now_ms: u64) -> Result<Vec<Event>, ActionError> {
        let events = self.push(action)?;
        self.parts.meta.updated_ms = now_ms;
        Ok(events)
    }

    /// Advances the play clock by `delta_ms`. When the game's time limit passes, the
    /// clock reports it to the rules ([`Action::TimeUp`], recorded like any action) and
    /// the events are returned.
    pub fn tick(&mut self, delta_ms: u64, now_ms: u64) -> Option<Vec<Event>> {
        if self.game.outcome().is_some() {
            return None;
        }
        self.parts.elapsed_ms = self.parts.elapsed_ms.saturating_add(delta_ms);
        if self.game.time_limit_reached(self.parts.elapsed_ms / 1000) {
            self.apply(Action::TimeUp, now_ms).ok()
        } else {
            None
        }
    }

    fn push(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let events = self.game.apply(action)?;
        let index = self.parts.actions.len();
        self.parts.actions.push(action);
        self.log
            .extend(events.iter().cloned().map(|event| LogEntry {
                action: index,
                event,
            }));
        Ok(events)
    }

    /// Sets who plays each seat (see [`SessionParts::computers`]); a list of another
    /// length than the seats, or of persons only, is stored empty.
    pub fn set_computers(&mut self, computers: Vec<Option<Level>>) {
        let fits = computers.len() == self.parts.config.seats.len();
        self.parts.computers = if fits && computers.iter().any(Option::is_some) {
            computers
        } else {
            Vec::new()
        };
    }

    /// This game's controllers for the seats of `config`, matched by the players' names
    /// (a rematch or the second game of a match seats the same players differently).
    pub fn computers_for(&self, config: &GameConfig) -> Vec<Option<Level>> {
        let seats = &self.parts.config.seats;
        config
            .seats
            .iter()
            .map(|s| {
                let i = seats.iter().position(|o| o.name == s.name)?;
                self.parts.computer(SeatId(i as u8))
            })
            .collect()
    }

    /// The level of the computer playing `seat`, `None` for a person.
    pub fn computer(&self, seat: SeatId) -> Option<Level> {
        self.parts.computer(seat)
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Every event so far, oldest first. Show a player only
    /// [`Game::event_for`] of each (cards drawn by others are secret).
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// What a save stores.
    pub fn parts(&self) -> &SessionParts {
        &self.parts
    }

    /// Id, name and dates.
    pub fn meta(&self) -> &SessionMeta {
        &self.parts.meta
    }

    /// Renames the game.
    pub fn rename(&mut self, name: impl Into<String>) {
        self.parts.meta.name = name.into();
    }

    /// Play time so far, in milliseconds.
    pub fn elapsed_ms(&self) -> u64 {
        self.parts.elapsed_ms
    }

    /// The fingerprint of the game's seed: the one recorded at the start, or for a save
    /// written before fingerprints, the seed's own.
    pub fn fingerprint(&self) -> Fingerprint {
        self.parts
            .fingerprint
            .unwrap_or_else(|| Fingerprint::of_seed(self.parts.seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, PresetId, SeatConfig};

    fn config() -> GameConfig {
        GameConfig::new(
            PresetId::Torneo,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Carla", Color::Giallo),
                SeatConfig::human("Dario", Color::Verde),
            ],
        )
    }

    fn meta() -> SessionMeta {
        SessionMeta {
            id: "g1".into(),
            name: "Partita".into(),
            created_ms: 1,
            updated_ms: 1,
        }
    }

    /// Plays the first legal action `n` times.
    fn play(session: &mut Session, n: usize) {
        for i in 0..n {
            let action = session
                .game()
                .legal_actions()
                .into_iter()
                .next()
                .expect("a legal action");
            session.apply(action, 100 + i as u64).expect("legal");
        }
    }

    #[test]
    fn a_match_link_fits_the_same_two_real_players_in_either_order_only() {
        let seats = |names: &[&str]| {
            let colors = [Color::Blu, Color::Rosso, Color::Giallo];
            let mut seats: Vec<SeatConfig> = names
                .iter()
                .zip(colors)
                .map(|(n, c)| SeatConfig::human(*n, c))
                .collect();
            seats.push(SeatConfig::morto("Morto", Color::Nero));
            GameConfig::new(PresetId::TestaATesta, seats)
        };
        let link = |a: &str, b: &str, points: [u32; 2]| MatchLink {
            first_id: "g1".into(),
            record: Match {
                players: [a.into(), b.into()],
                games: vec![crate::rules::morto::MatchGame {
                    points,
                    table_points: [crate::rules::Points(0), crate::rules::Points(0)],
                    reason: crate::rules::MatchReason::Mondo,
                }],
            },
        };
        let ab = link("Anna", "Bruno", [20, 0]);
        assert!(ab.fits(&seats(&["Anna", "Bruno"])));
        assert!(ab.fits(&seats(&["Bruno", "Anna"])));
        assert!(!ab.fits(&seats(&["Anna", "Carla"])));
        assert!(!ab.fits(&seats(&["Anna", "Anna"])));
        assert!(!link("Anna", "Anna", [20, 0]).fits(&seats(&["Anna", "Bruno"])));
        assert!(!ab.fits(&seats(&["Anna"])));
        assert!(!ab.fits(&seats(&["Anna", "Bruno", "Carla"])));
        assert!(!link("Anna", "Bruno", [19, 0]).fits(&seats(&["Anna", "Bruno"])));
        let mut torneo = seats(&["Anna", "Bruno"]);
        torneo.preset = PresetId::Torneo;
        assert!(!ab.fits(&torneo));
    }

    #[test]
    fn restore_replays_to_the_same_state_and_log() {
        let mut s = Session::start(meta(), config(), 42).unwrap();
        play(&mut s, 60);
        let restored = Session::restore(s.parts().clone()).unwrap();
        assert_eq!(
            crate::rules::state_hash(restored.game()),
            crate::rules::state_hash(s.game())
        );
        assert_eq!(restored.log(), s.log());
        assert_eq!(restored.parts(), s.parts());
    }

    #[test]
    fn a_refused_action_is_not_recorded() {
        let mut s = Session::start(meta(), config(), 7).unwrap();
        let before = s.parts().clone();
        // No attack is possible during the setup.
        let err = s.apply(
            Action::Attack {
                from: crate::rules::TerritoryId::Alaska,
                to: crate::rules::TerritoryId::Kamchatka,
                dice: 3,
            },
            999,
        );
        assert!(err.is_err());
        assert_eq!(s.parts(), &before);
        assert!(s.log().is_empty());
    }

    #[test]
    fn restore_names_the_first_illegal_action() {
        let mut s = Session::start(meta(), config(), 3).unwrap();
        play(&mut s, 5);
        let mut parts = s.parts().clone();
        parts.actions.insert(2, Action::EndAttacks);
        let err = Session::restore(parts).unwrap_err();
        assert_eq!(err.index, Some(2));
    }

    #[test]
    fn the_clock_reports_time_up_once_the_limit_passes() {
        // torneo's default ending: sdadata after 90 minutes of play.
        let mut s = Session::start(meta(), config(), 11).unwrap();
        assert!(s.tick(89 * 60 * 1000, 5).is_none());
        let events = s.tick(60 * 1000, 6).expect("time is up after 90 minutes");
        assert!(events.iter().any(|e| matches!(e, Event::TimeUp { .. })));
        assert_eq!(s.parts().actions.last(), Some(&Action::TimeUp));
        // Reported once only.
        assert!(s.tick(60 * 1000, 7).is_none());
        assert_eq!(s.elapsed_ms(), 91 * 60 * 1000);
    }

    #[test]
    fn a_new_game_is_named_after_its_preset_and_players_and_gets_a_valid_id() {
        let m = SessionMeta::new(&config(), "", 1_700_000_000_000, 42);
        assert_eq!(m.name, "Torneo: Anna, Bruno, Carla, Dario");
        assert!(crate::storage::save::valid_id(&m.id), "{}", m.id);
        assert_eq!(m.id, new_game_id(1_700_000_000_000, 42));
        assert_ne!(m.id, new_game_id(1_700_000_000_000, 43));
        assert_eq!(
            (m.created_ms, m.updated_ms),
            (1_700_000_000_000, 1_700_000_000_000)
        );
    }

    #[test]
    fn a_name_already_taken_gets_the_next_free_number() {
        let taken = ["Torneo: A, B, C", "Torneo: A, B, C (2)"];
        let is_taken = |n: &str| taken.contains(&n);
        assert_eq!(
            distinct_name("Classico: A, B, C", is_taken),
            "Classico: A, B, C"
        );
        assert_eq!(
            distinct_name("Torneo: A, B, C", is_taken),
            "Torneo: A, B, C (3)"
        );
        let long = "x".repeat(crate::storage::save::MAX_NAME_CHARS);
        let next = distinct_name(&long, |n| n == long);
        assert_eq!(next.chars().count(), crate::storage::save::MAX_NAME_CHARS);
        assert!(next.ends_with("x (2)"), "{next}");
    }

    #[test]
    fn a_long_game_name_is_cut_to_what_a_save_takes_keeping_the_suffix() {
        let mut c = config();
        for s in &mut c.seats {
            s.name = "Bartolomeo Zoë 🎲 XXXXXX".into();
        }
        let suffix = " (seconda partita)";
        let name = game_name(&c, suffix);
        assert_eq!(
            name.chars().count(),
            crate::storage::save::MAX_NAME_CHARS,
            "{name}"
        );
        assert!(name.ends_with(&format!("…{suffix}")), "{name}");
        assert!(name.starts_with("Torneo: Bartolomeo Zoë 🎲"), "{name}");
    }
}
