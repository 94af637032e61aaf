//! Typed errors. Variants carry ids, never prose; [`ActionError::code`] and
//! [`ConfigError::code`] give stable snake_case keys the UI can translate, and `Display`
//! gives an English sentence for logs and tests.

use super::action::ActionKind;
use super::board::{Card, TerritoryId};
use super::config::{Color, SeatId};
use super::game::Phase;
use super::preset::PresetId;

/// Why a [`crate::rules::GameConfig`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ConfigError {
    /// A preset id the engine does not know (or does not implement yet).
    UnknownPreset(String),
    /// The preset does not allow this many seats.
    SeatCount {
        preset: PresetId,
        min: usize,
        max: usize,
        got: usize,
    },
    /// Two seats share a colour.
    DuplicateColor(Color),
    /// Two seats share a name (names tell the players apart on the hand-over screen).
    DuplicateName { first: SeatId, second: SeatId },
    /// A seat has an empty name.
    EmptyName(SeatId),
    /// A seat name is too long.
    NameTooLong { seat: SeatId, max: usize },
    /// Wrong number of virtual seats (the morto exists only in `testa_a_testa`, once).
    VirtualSeats {
        preset: PresetId,
        expected: usize,
        got: usize,
    },
    /// The preset does not offer this ending.
    EndingNotAllowed(PresetId),
    /// An ending with a zero or inverted limit.
    InvalidEnding,
    /// The preset fixes the army cap.
    ArmyCapNotConfigurable(PresetId),
    /// An army cap below what the setup already needs.
    ArmyCapTooLow { min: u32, got: u32 },
    /// The border penalty is a `club` option.
    BorderPenaltyNotAllowed(PresetId),
}

impl ConfigError {
    /// Stable key for translations.
    pub fn code(&self) -> &'static str {
        match self {
            ConfigError::UnknownPreset(_) => "unknown_preset",
            ConfigError::SeatCount { .. } => "seat_count",
            ConfigError::DuplicateColor(_) => "duplicate_color",
            ConfigError::DuplicateName { .. } => "duplicate_name",
            ConfigError::EmptyName(_) => "empty_name",
            ConfigError::NameTooLong { .. } => "name_too_long",
            ConfigError::VirtualSeats { .. } => "virtual_seats",
            ConfigError::EndingNotAllowed(_) => "ending_not_allowed",
            ConfigError::InvalidEnding => "invalid_ending",
            ConfigError::ArmyCapNotConfigurable(_) => "army_cap_not_configurable",
            ConfigError::ArmyCapTooLow { .. } => "army_cap_too_low",
            ConfigError::BorderPenaltyNotAllowed(_) => "border_penalty_not_allowed",
        }
    }
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::UnknownPreset(p) => write!(f, "unknown preset {p:?}"),
            ConfigError::SeatCount {
                preset,
                min,
                max,
                got,
            } => write!(f, "{preset} needs {min} to {max} seats, not {got}"),
            ConfigError::DuplicateColor(c) => write!(f, "colour {} is taken twice", c.key()),
            ConfigError::DuplicateName { first, second } => {
                write!(f, "{first} and {second} have the same name")
            }
            ConfigError::EmptyName(s) => write!(f, "{s} has no name"),
            ConfigError::NameTooLong { seat, max } => {
                write!(f, "the name of {seat} is longer than {max} characters")
            }
            ConfigError::VirtualSeats {
                preset,
                expected,
                got,
            } => write!(f, "{preset} needs {expected} virtual seats, not {got}"),
            ConfigError::EndingNotAllowed(p) => write!(f, "{p} does not offer this ending"),
            ConfigError::InvalidEnding => write!(f, "the time or round limit must be positive"),
            ConfigError::ArmyCapNotConfigurable(p) => write!(f, "{p} fixes its army cap"),
            ConfigError::BorderPenaltyNotAllowed(p) => {
                write!(f, "{p} has no border penalty option")
            }
            ConfigError::ArmyCapTooLow { min, got } => {
                write!(f, "an army cap of {got} is below the minimum of {min}")
            }
        }
    }
}

impl std::error::Error for ConfigError {}

/// Why an action is refused. Checked in this order: the game is over, the phase is
/// wrong, the move is illegal. A refused action leaves the game exactly as it was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// This kind of action is not possible in this phase.
    WrongPhase { action: ActionKind, phase: Phase },
    /// The territory belongs to somebody else (placing, attacking from, moving).
    NotOwned { territory: TerritoryId },
    /// Attacking one's own territory.
    OwnTerritory { territory: TerritoryId },
    /// The two territories do not border.
    NotAdjacent { from: TerritoryId, to: TerritoryId },
    /// Zero armies or dice.
    Zero,
    /// More armies than are left to place.
    TooManyToPlace { left: u32, got: u32 },
    /// Nothing to undo (no placement since the last random event or phase change).
    NothingToUndo,
    /// `club`: no strategic move made this turn, so none to take back.
    NoMoveToUndo,
    /// A card is not in the hand of the seat trading.
    CardNotInHand { card: Card },
    /// The same card named twice.
    DuplicateCard { card: Card },
    /// The three cards do not form a tris.
    NotATris,
    /// `club`: after trading threes, the one or two cards left stay in the hand ("solo in
    /// multipli di tre", club-qualificazioni.txt point 10).
    OnlyThreesLeft,
    /// Cards can only be traded at the start of the turn, before the first army is placed.
    TradeWindowClosed,
    /// After destroying the morto, only tris with at least one of its cards may be traded.
    TradeMustUseVictimCards,
    /// An attack needs at least 2 armies on the source territory.
    TooFewArmiesToAttack { territory: TerritoryId, armies: u32 },
    /// Dice outside what the armies allow.
    BadDice { min: u8, max: u8, got: u8 },
    /// "Inferiorità numerica": fewer dice than the defender.
    FewerDiceThanDefender { dice: u8, defender_dice: u8 },
    /// The throw could eliminate a player before the end of the round the rules allow.
    EliminationTooEarly {
        defender: SeatId,
        round: u32,
        allowed_after_round: u32,
    },
    /// The morto cannot attack the real player directing it this turn.
    MortoCannotAttackDirector { director: SeatId },
    /// The blitz limit must be at least 1 and below the armies on the source.
    BadBlitzLimit { armies: u32, stop_at: u32 },
    /// Armies outside the allowed range of the conquest or strategic move.
    MoveOutOfRange { min: u32, max: u32, got: u32 },
    /// Moving would leave fewer armies than the minimum garrison on the source.
    GarrisonRequired { territory: TerritoryId, min: u32 },
    /// The strategic move was already made this turn.
    MoveAlreadyMade,
    /// Time was already reported up.
    TimeAlreadyUp,
    /// The ending has no real-time clock.
    NoClock,
    /// More extra rolls asked than held, or extra rolls when none can be used.
    ExtraRolls { held: u32, asked: u32 },
    /// `club` draft: the territory is already taken.
    NotFree { territory: TerritoryId },
    /// `club`: the chain asked for is already the one counting double.
    ChainAlreadyChosen,
    /// `club` point 8: the armies bordering the target do not exceed it and the source
    /// has fewer than `min_from`.
    NoSuperiority {
        strength: u32,
        defence: u32,
        min_from: u32,
    },
}

impl ActionError {
    /// Stable key for translations.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::GameOver => "game_over",
            ActionError::WrongPhase { .. } => "wrong_phase",
            ActionError::NotOwned { .. } => "not_owned",
            ActionError::OwnTerritory { .. } => "own_territory",
            ActionError::NotAdjacent { .. } => "not_adjacent",
            ActionError::Zero => "zero",
            ActionError::TooManyToPlace { .. } => "too_many_to_place",
            ActionError::NothingToUndo => "nothing_to_undo",
            ActionError::NoMoveToUndo => "no_move_to_undo",
            ActionError::CardNotInHand { .. } => "card_not_in_hand",
            ActionError::DuplicateCard { .. } => "duplicate_card",
            ActionError::NotATris => "not_a_tris",
            ActionError::OnlyThreesLeft => "only_threes_left",
            ActionError::TradeWindowClosed => "trade_window_closed",
            ActionError::TradeMustUseVictimCards => "trade_must_use_victim_cards",
            ActionError::TooFewArmiesToAttack { .. } => "too_few_armies_to_attack",
            ActionError::BadDice { .. } => "bad_dice",
            ActionError::FewerDiceThanDefender { .. } => "fewer_dice_than_defender",
            ActionError::EliminationTooEarly { .. } => "elimination_too_early",
            ActionError::MortoCannotAttackDirector { .. } => "morto_cannot_attack_director",
            ActionError::BadBlitzLimit { .. } => "bad_blitz_limit",
            ActionError::MoveOutOfRange { .. } => "move_out_of_range",
            ActionError::GarrisonRequired { .. } => "garrison_required",
            ActionError::MoveAlreadyMade => "move_already_made",
            ActionError::TimeAlreadyUp => "time_already_up",
            ActionError::NoClock => "no_clock",
            ActionError::ExtraRolls { .. } => "extra_rolls",
            ActionError::NoSuperiority { .. } => "no_superiority",
            ActionError::NotFree { .. } => "not_free",
            ActionError::ChainAlreadyChosen => "chain_already_chosen",
        }
    }
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::WrongPhase { action, phase } => {
                write!(f, "{action:?} is not possible in the {} phase", phase.key())
            }
            ActionError::NotOwned { territory } => write!(f, "{territory} is not yours"),
            ActionError::OwnTerritory { territory } => {
                write!(f, "{territory} is yours: you cannot attack it")
            }
            ActionError::NotAdjacent { from, to } => write!(f, "{from} does not border {to}"),
            ActionError::Zero => write!(f, "at least one army or die is needed"),
            ActionError::TooManyToPlace { left, got } => {
                write!(f, "only {left} armies are left to place, not {got}")
            }
            ActionError::NothingToUndo => write!(f, "there is no placement to undo"),
            ActionError::NoMoveToUndo => write!(f, "there is no strategic move to undo"),
            ActionError::CardNotInHand { card } => write!(f, "{card:?} is not in your hand"),
            ActionError::DuplicateCard { card } => write!(f, "{card:?} is named twice"),
            ActionError::NotATris => write!(f, "these three cards are not a tris"),
            ActionError::OnlyThreesLeft => write!(
                f,
                "with three cards or more only threes are traded: the rest stays in the hand"
            ),
            ActionError::TradeWindowClosed => {
                write!(f, "cards can only be traded before placing the first army")
            }
            ActionError::TradeMustUseVictimCards => {
                write!(f, "only a tris with the destroyed player's cards can be traded now")
            }
            ActionError::TooFewArmiesToAttack { territory, armies } => {
                write!(f, "{territory} has {armies} armies: at least 2 are needed to attack")
            }
            ActionError::BadDice { min, max, got } => {
                write!(f, "{got} dice: between {min} and {max} are allowed")
            }
            ActionError::FewerDiceThanDefender {
                dice,
                defender_dice,
            } => write!(
                f,
                "attacking with {dice} dice against {defender_dice} is not allowed"
            ),
            ActionError::EliminationTooEarly {
                defender,
                round,
                allowed_after_round,
            } => write!(
                f,
                "{defender} cannot be eliminated in round {round}: only after round {allowed_after_round}"
            ),
            ActionError::MortoCannotAttackDirector { director } => {
                write!(f, "the morto cannot attack {director}, who directs it this turn")
            }
            ActionError::BadBlitzLimit { armies, stop_at } => write!(
                f,
                "a blitz from {armies} armies cannot stop at {stop_at}"
            ),
            ActionError::MoveOutOfRange { min, max, got } => {
                write!(f, "{got} armies: between {min} and {max} can be moved")
            }
            ActionError::GarrisonRequired { territory, min } => {
                write!(f, "{territory} borders an enemy and must keep {min} armies")
            }
            ActionError::MoveAlreadyMade => write!(f, "the strategic move was already made"),
            ActionError::TimeAlreadyUp => write!(f, "time is already up"),
            ActionError::NoClock => write!(f, "this game has no clock"),
            ActionError::NotFree { territory } => write!(f, "{territory} is already taken"),
            ActionError::ChainAlreadyChosen => write!(f, "this chain already counts double"),
            ActionError::NoSuperiority {
                strength,
                defence,
                min_from,
            } => write!(
                f,
                "{strength} bordering armies against {defence}: an attack needs more, or {min_from} on the source"
            ),
            ActionError::ExtraRolls { held, asked } => {
                write!(f, "{asked} extra rolls asked, {held} can be used")
            }
        }
    }
}

impl std::error::Error for ActionError {}

/// A replay that failed: the action at `index` was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ReplayError {
    /// Index of the refused action; `None` if the config itself was refused.
    pub index: Option<usize>,
    /// What went wrong.
    pub error: ReplayFailure,
}

/// The cause of a [`ReplayError`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ReplayFailure {
    Config(ConfigError),
    Action(ActionError),
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.index, &self.error) {
            (_, ReplayFailure::Config(e)) => write!(f, "invalid config: {e}"),
            (Some(i), ReplayFailure::Action(e)) => write!(f, "action {i} refused: {e}"),
            (None, ReplayFailure::Action(e)) => write!(f, "action refused: {e}"),
        }
    }
}

impl std::error::Error for ReplayError {}
