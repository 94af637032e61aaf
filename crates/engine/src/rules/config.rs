//! What a new game is made of: preset, seats and the options the preset leaves open.

use super::error::ConfigError;
use super::preset::{PresetId, RuleSet};

/// A seat of the game: an index into [`GameConfig::seats`] (the order the seats were
/// given in, not the turn order: see [`crate::rules::Game::turn_order`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct SeatId(pub u8);

impl SeatId {
    /// The owner of a neutral territory (`club`): no seat. Never an index into
    /// [`GameConfig::seats`]; a [`crate::rules::TerritoryView`] shows it as its owner.
    pub const NEUTRAL: SeatId = SeatId(u8::MAX);

    /// Whether this is [`SeatId::NEUTRAL`].
    pub const fn is_neutral(self) -> bool {
        self.0 == u8::MAX
    }

    /// The index into [`GameConfig::seats`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for SeatId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// The six RisiKo! army colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Color {
    Blu,
    Rosso,
    Giallo,
    Verde,
    Viola,
    Nero,
}

impl Color {
    /// All colours, in the order of docs/RULES.md §3 ("blu, rosso, giallo, verde, viola, nero").
    pub const ALL: [Color; 6] = [
        Color::Blu,
        Color::Rosso,
        Color::Giallo,
        Color::Verde,
        Color::Viola,
        Color::Nero,
    ];

    /// The serde id (`"blu"`).
    pub const fn key(self) -> &'static str {
        match self {
            Color::Blu => "blu",
            Color::Rosso => "rosso",
            Color::Giallo => "giallo",
            Color::Verde => "verde",
            Color::Viola => "viola",
            Color::Nero => "nero",
        }
    }

    /// Italian display name.
    pub const fn name_it(self) -> &'static str {
        match self {
            Color::Blu => "Blu",
            Color::Rosso => "Rosso",
            Color::Giallo => "Giallo",
            Color::Verde => "Verde",
            Color::Viola => "Viola",
            Color::Nero => "Nero",
        }
    }

    /// English display name.
    pub const fn name_en(self) -> &'static str {
        match self {
            Color::Blu => "Blue",
            Color::Rosso => "Red",
            Color::Giallo => "Yellow",
            Color::Verde => "Green",
            Color::Viola => "Purple",
            Color::Nero => "Black",
        }
    }
}

/// Who plays a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Controller {
    /// A person at the table.
    Human,
    /// The morto of `testa_a_testa`: no objective, each turn directed by one of the real
    /// players (docs/RULES.md §5).
    Virtual,
}

/// One seat of a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatConfig {
    /// Display name (not empty, at most [`GameConfig::MAX_NAME_CHARS`] characters).
    pub name: String,
    /// Army colour, unique in the game.
    pub color: Color,
    /// Who plays it.
    pub controller: Controller,
}

impl SeatConfig {
    /// A human seat.
    pub fn human(name: impl Into<String>, color: Color) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            color,
            controller: Controller::Human,
        }
    }

    /// The virtual seat (morto) of `testa_a_testa`.
    pub fn morto(name: impl Into<String>, color: Color) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            color,
            controller: Controller::Virtual,
        }
    }
}

/// What starts the sdadata (or, in `testa_a_testa`, calls the penultimate round).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Trigger {
    /// Real time: the app's clock sends [`crate::rules::Action::TimeUp`] after these
    /// minutes; the round in progress becomes the penultimate.
    Minutes(u32),
    /// A number of rounds: round `n` is the penultimate one (as if time ran out during it),
    /// round `n + 1` the last (supplementary) one, and the first roll is at the end of the
    /// last seat's turn in round `n + 1`.
    Rounds(u32),
}

/// How the game ends besides a RisiKo! (docs/RULES.md §3 "Timed endings").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ending {
    /// Sdadata after the trigger, with the preset's thresholds.
    Sdadata {
        /// What starts it.
        trigger: Trigger,
    },
    /// `torneo` secret time: the engine draws the duration (whole minutes, uniform in the
    /// range) from the seed and keeps it out of every view; the game ends as soon as the
    /// app reports that it has passed.
    SecretTime {
        /// Shortest duration (a real tournament needs at least 90).
        min_minutes: u32,
        /// Longest duration.
        max_minutes: u32,
    },
    /// `club`: after the trigger the round in progress is the penultimate; after the last
    /// round each player has up to 3 supplementary turns, played or passed
    /// (club-qualificazioni.txt point 1).
    Supplementary {
        /// What starts it.
        trigger: Trigger,
    },
    /// The game ends at the end of this round.
    RoundLimit(u32),
    /// Play until a RisiKo! or until one seat is left.
    None,
}

/// The turn order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SeatOrder {
    /// Drawn from the seed (the dice of docs/RULES.md §2, "first player chosen at random").
    Random,
    /// The order of [`GameConfig::seats`].
    AsGiven,
}

/// What the preset leaves open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// How the game ends.
    pub ending: Ending,
    /// Overrides the preset's army cap where [`RuleSet::army_cap_configurable`] allows:
    /// `Some(n)` sets a cap of `n`. `None` keeps the preset's.
    #[cfg_attr(feature = "serde", serde(default))]
    pub army_cap: Option<u32>,
    /// The turn order.
    pub seat_order: SeatOrder,
    /// `club` option, off by default: the 1-2 army border penalty (penalty section,
    /// point 1) costs a card at the end of the turn.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "std::ops::Not::not")
    )]
    pub border_penalty: bool,
    /// `club` point 4: a seat above its army cap removes twice the excess and plays on
    /// with a lowered cap. Set in every club game created since; false (the default when
    /// missing) in older saves, which replay as they were played.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "std::ops::Not::not")
    )]
    pub cap_removal: bool,
    /// The rules revision the game was created under, so that every save replays as it
    /// was played: 0 in saves written before revisions, [`Options::REVISION`] in new games.
    /// Revision 1: a turn that starts with the objective already complete ends in RisiKo!
    /// at once (before, at the first placement). Revision 2: `club`, `online` and
    /// `testa_a_testa` read their rulebooks as written ([`RuleSet::at_revision`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "crate::rules::is_default")
    )]
    pub revision: u32,
    /// A table choice, not a rule: the person may ask for a hint ("Consiglio", what
    /// Difficile would play) in a tournament preset. Off by default and in every older
    /// save (left out of a save when off); the other presets always allow it
    /// (`crate::present::bots::hints_allowed`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "std::ops::Not::not")
    )]
    pub hints: bool,
}

impl Options {
    /// The rules revision of new games (see [`Options::revision`]).
    pub const REVISION: u32 = 2;

    /// The preset's defaults: `testa_a_testa` 45 minutes then sdadata ("La partita dura tre
    /// quarti d'ora minimo"), `torneo` and `okgiocacon` sdadata after 90 minutes,
    /// `classico` no time limit; random seat order.
    pub fn default_for(preset: PresetId) -> Options {
        let ending = match preset {
            PresetId::Classico => Ending::None,
            PresetId::Torneo | PresetId::Okgiocacon => Ending::Sdadata {
                trigger: Trigger::Minutes(90),
            },
            PresetId::TestaATesta => Ending::Sdadata {
                trigger: Trigger::Minutes(45),
            },
            PresetId::Online => super::online::default_ending(),
            PresetId::Club => super::club::default_ending(),
        };
        Options {
            ending,
            army_cap: None,
            seat_order: SeatOrder::Random,
            border_penalty: false,
            cap_removal: preset.rules().cap_excess_removal,
            revision: Options::REVISION,
            hints: false,
        }
    }
}

/// Everything needed, with a seed, to start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameConfig {
    /// The rules.
    pub preset: PresetId,
    /// The seats, 3 to 6 depending on the preset.
    pub seats: Vec<SeatConfig>,
    /// The preset's open choices.
    pub options: Options,
}

impl GameConfig {
    /// Longest seat name, in characters.
    pub const MAX_NAME_CHARS: usize = 24;

    /// A config with the preset's default options.
    pub fn new(preset: PresetId, seats: Vec<SeatConfig>) -> GameConfig {
        GameConfig {
            preset,
            seats,
            options: Options::default_for(preset),
        }
    }

    /// Checks the config against its preset.
    ///
    /// # Errors
    /// The first problem found, as a [`ConfigError`].
    pub fn validate(&self) -> Result<RuleSet, ConfigError> {
        let rules = RuleSet::at_revision(self.preset, self.options.revision);
        let n = self.seats.len();
        if n < rules.min_seats || n > rules.max_seats {
            return Err(ConfigError::SeatCount {
                preset: self.preset,
                min: rules.min_seats,
                max: rules.max_seats,
                got: n,
            });
        }
        for (i, seat) in self.seats.iter().enumerate() {
            let name = seat.name.trim();
            if name.is_empty() {
                return Err(ConfigError::EmptyName(SeatId(i as u8)));
            }
            if seat.name.chars().count() > GameConfig::MAX_NAME_CHARS {
                return Err(ConfigError::NameTooLong {
                    seat: SeatId(i as u8),
                    max: GameConfig::MAX_NAME_CHARS,
                });
            }
            for (j, other) in self.seats.iter().enumerate().take(i) {
                if other.color == seat.color {
                    return Err(ConfigError::DuplicateColor(seat.color));
                }
                if other.name.trim().eq_ignore_ascii_case(name) {
                    return Err(ConfigError::DuplicateName {
                        first: SeatId(j as u8),
                        second: SeatId(i as u8),
                    });
                }
            }
        }
        let virtuals = self
            .seats
            .iter()
            .filter(|s| s.controller == Controller::Virtual)
            .count();
        if virtuals != rules.virtual_seats {
            return Err(ConfigError::VirtualSeats {
                preset: self.preset,
                expected: rules.virtual_seats,
                got: virtuals,
            });
        }
        if rules.supplementary_turns != matches!(self.options.ending, Ending::Supplementary { .. })
        {
            return Err(ConfigError::EndingNotAllowed(self.preset));
        }
        match self.options.ending {
            Ending::Supplementary { trigger } => {
                if matches!(trigger, Trigger::Minutes(0) | Trigger::Rounds(0)) {
                    return Err(ConfigError::InvalidEnding);
                }
            }
            Ending::Sdadata { trigger } => {
                if rules.sdadata.is_none() {
                    return Err(ConfigError::EndingNotAllowed(self.preset));
                }
                match trigger {
                    Trigger::Minutes(0) | Trigger::Rounds(0) => {
                        return Err(ConfigError::InvalidEnding)
                    }
                    _ => {}
                }
            }
            Ending::SecretTime {
                min_minutes,
                max_minutes,
            } => {
                if !rules.secret_time_allowed {
                    return Err(ConfigError::EndingNotAllowed(self.preset));
                }
                if min_minutes == 0 || min_minutes > max_minutes || max_minutes > 24 * 60 {
                    return Err(ConfigError::InvalidEnding);
                }
            }
            Ending::RoundLimit(0) => return Err(ConfigError::InvalidEnding),
            Ending::RoundLimit(_) | Ending::None if rules.sdadata_ending_only() => {
                return Err(ConfigError::EndingNotAllowed(self.preset))
            }
            Ending::RoundLimit(_) => {}
            Ending::None => {
                if !rules.untimed_allowed {
                    return Err(ConfigError::EndingNotAllowed(self.preset));
                }
            }
        }
        if self.options.border_penalty && !rules.border_penalty_option {
            return Err(ConfigError::BorderPenaltyNotAllowed(self.preset));
        }
        if let Some(cap) = self.options.army_cap {
            if !rules.army_cap_configurable {
                return Err(ConfigError::ArmyCapNotConfigurable(self.preset));
            }
            let initial = rules.initial_armies_for(n).unwrap_or(0);
            if cap < initial.max(42) {
                return Err(ConfigError::ArmyCapTooLow {
                    min: initial.max(42),
                    got: cap,
                });
            }
        }
        Ok(rules)
    }
}
