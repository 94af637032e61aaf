//! Verification: replays a whole game from its seed and actions, confirms every die and
//! card drawn against the record an exported save carries, and that the seed matches the
//! fingerprint shown at the start (docs/FAIR-DICE.md).

// A verification error is returned once per check, never in a loop: its size does not matter.
#![allow(clippy::result_large_err)]

use crate::rules::{ActionError, ConfigError, Game};
use crate::session::SessionParts;
use crate::storage::save::{self, SaveError};

use super::fingerprint::Fingerprint;
use super::record::{read_record, Chain, Draw, Record, RecordError};

/// A step of a game: the setup (turn order, territories dealt) or an action (0-based
/// index into the save's actions).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Setup,
    Action(usize),
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Setup => write!(f, "the setup"),
            Step::Action(i) => write!(f, "action {}", i + 1),
        }
    }
}

/// What differs at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DifferenceKind {
    /// The turn order or the territories dealt are not the record's.
    Setup,
    /// The rules refuse the action.
    Illegal(ActionError),
    /// A draw (throw, roll or card; `index` counts them within the action) differs; `None`
    /// where one side has no such draw.
    Draw {
        index: usize,
        recorded: Option<Draw>,
        replayed: Option<Draw>,
    },
    /// The draws agree but the action's check does not: the action (or an earlier one)
    /// is not the one recorded.
    Check,
    /// The record ends before the actions do.
    NotInRecord,
    /// The record has more steps than the save has actions.
    MissingAction,
}

/// The first step where the game replayed from its seed and actions differs from what
/// was recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    pub step: Step,
    pub kind: DifferenceKind,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |d: &Option<Draw>| d.as_ref().map_or("nothing".into(), ToString::to_string);
        match &self.kind {
            DifferenceKind::Setup => write!(f, "{}: turn order or territories differ", self.step),
            DifferenceKind::Illegal(e) => write!(f, "{}: refused by the rules ({e})", self.step),
            DifferenceKind::Draw {
                index,
                recorded,
                replayed,
            } => write!(
                f,
                "{}, draw {}: recorded {}, replayed {}",
                self.step,
                index + 1,
                show(recorded),
                show(replayed)
            ),
            DifferenceKind::Check => {
                write!(f, "{}: the action is not the one recorded", self.step)
            }
            DifferenceKind::NotInRecord => write!(f, "{}: not in the record", self.step),
            DifferenceKind::MissingAction => {
                write!(f, "{}: recorded but missing from the save", self.step)
            }
        }
    }
}

/// Why a game does not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The file is not a save that can be read.
    Unreadable(SaveError),
    /// The save's record cannot be read.
    Record(RecordError),
    /// The game's settings are refused.
    Config(ConfigError),
    /// The seed's fingerprint is not the one shown at the start; `first_difference` is
    /// the first step that also differs from the record, if one was found.
    Fingerprint {
        expected: String,
        computed: Fingerprint,
        first_difference: Option<Difference>,
    },
    /// The replay differs from the record (or the rules refuse an action).
    Differs(Difference),
}

impl VerifyError {
    /// The first step that differs, if the replay got that far.
    pub fn first_step(&self) -> Option<Step> {
        match self {
            VerifyError::Fingerprint {
                first_difference, ..
            } => first_difference.as_ref().map(|d| d.step),
            VerifyError::Differs(d) => Some(d.step),
            _ => None,
        }
    }
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VerifyError::Unreadable(e) => write!(f, "not a readable save: {e}"),
            VerifyError::Record(e) => write!(f, "the record is damaged: {e}"),
            VerifyError::Config(e) => write!(f, "the game's settings are refused: {e}"),
            VerifyError::Fingerprint {
                expected,
                computed,
                first_difference,
            } => {
                write!(
                    f,
                    "the seed's fingerprint {computed} is not the one shown at the start ({expected})"
                )?;
                match first_difference {
                    Some(d) => write!(f, "; first difference: {d}"),
                    None => Ok(()),
                }
            }
            VerifyError::Differs(d) => write!(f, "first difference: {d}"),
        }
    }
}

impl std::error::Error for VerifyError {}

/// Which fingerprint the seed was checked against.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FingerprintSource {
    /// The one a player noted (given to [`verify`]).
    Noted,
    /// The one the save recorded at the start of the game.
    Saved,
    /// None was available (a save written before fingerprints): nothing to check.
    None,
}

/// What a successful verification checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The seed's fingerprint.
    pub fingerprint: Fingerprint,
    /// What it was checked against.
    pub checked_against: FingerprintSource,
    /// Actions replayed.
    pub actions: usize,
    /// Dice thrown and cards drawn in the replay.
    pub dice: usize,
    pub cards: usize,
    /// Whether a record was compared step by step (else only the replay and the
    /// fingerprint were checked).
    pub record_checked: bool,
    /// Whether the game is over.
    pub finished: bool,
}

/// Verifies a game: replays `parts` (seed and actions), compares each step with `record`
/// if given, and checks the seed against `noted` (a fingerprint or its first digits as a
/// player noted them) or else the fingerprint the save recorded.
///
/// # Errors
/// [`VerifyError`], naming the first step that differs.
pub fn verify(
    parts: &SessionParts,
    record: Option<&Record>,
    noted: Option<&str>,
) -> Result<Report, VerifyError> {
    let computed = Fingerprint::of_seed(parts.seed);
    let (expected, source) = match (noted, parts.fingerprint) {
        (Some(n), _) => (Some(n.to_owned()), FingerprintSource::Noted),
        (None, Some(f)) => (Some(f.hex()), FingerprintSource::Saved),
        (None, None) => (None, FingerprintSource::None),
    };
    let fingerprint_ok = expected.as_deref().is_none_or(|e| computed.matches(e));
    let mut game = Game::new(parts.config.clone(), parts.seed).map_err(VerifyError::Config)?;
    let replay = compare(&mut game, parts, record);
    if !fingerprint_ok {
        return Err(VerifyError::Fingerprint {
            expected: expected.unwrap_or_default(),
            computed,
            first_difference: replay.err(),
        });
    }
    let (dice, cards) = replay.map_err(VerifyError::Differs)?;
    Ok(Report {
        fingerprint: computed,
        checked_against: source,
        actions: parts.actions.len(),
        dice,
        cards,
        record_checked: record.is_some(),
        finished: game.outcome().is_some(),
    })
}

/// Verifies the game on the table (the app's Verifica at the end of a game): its log, the
/// dice and cards as they were shown, is the record; `noted` as in [`verify`], else the
/// fingerprint shown at the start.
///
/// # Errors
/// As [`verify`].
pub fn verify_session(
    session: &crate::session::Session,
    noted: Option<&str>,
) -> Result<Report, VerifyError> {
    let record = Record::of_session(session).map_err(VerifyError::Config)?;
    let mut parts = session.parts().clone();
    parts.fingerprint = Some(session.fingerprint());
    verify(&parts, Some(&record), noted)
}

/// Reads a save (an export with its record, or any save) and [`verify`]s it.
///
/// # Errors
/// As [`verify`], and [`VerifyError::Unreadable`] or [`VerifyError::Record`].
pub fn verify_save(text: &str, noted: Option<&str>) -> Result<Report, VerifyError> {
    let parts = save::read(text).map_err(VerifyError::Unreadable)?;
    let record = read_record(text).map_err(VerifyError::Record)?;
    verify(&parts, record.as_ref(), noted)
}

/// Replays every action on `game`, comparing with `record`; returns the dice and cards
/// drawn.
fn compare(
    game: &mut Game,
    parts: &SessionParts,
    record: Option<&Record>,
) -> Result<(usize, usize), Difference> {
    let (mut chain, setup_check) = Chain::start(game);
    if record.is_some_and(|r| r.setup_check != setup_check) {
        return Err(Difference {
            step: Step::Setup,
            kind: DifferenceKind::Setup,
        });
    }
    let (mut dice, mut cards) = (0, 0);
    for (i, action) in parts.actions.iter().enumerate() {
        let step = Step::Action(i);
        let events = game.apply(*action).map_err(|e| Difference {
            step,
            kind: DifferenceKind::Illegal(e),
        })?;
        let draws = Draw::of_events(&events);
        dice += draws.iter().map(Draw::dice).sum::<usize>();
        cards += draws.iter().filter(|d| matches!(d, Draw::Card(_))).count();
        let check = chain.push(action, &draws);
        let Some(record) = record else { continue };
        let Some(recorded) = record.steps.get(i) else {
            return Err(Difference {
                step,
                kind: DifferenceKind::NotInRecord,
            });
        };
        let n = draws.len().max(recorded.draws.len());
        if let Some(index) = (0..n).find(|&k| draws.get(k) != recorded.draws.get(k)) {
            return Err(Difference {
                step,
                kind: DifferenceKind::Draw {
                    index,
                    recorded: recorded.draws.get(index).cloned(),
                    replayed: draws.get(index).cloned(),
                },
            });
        }
        if recorded.check != check {
            return Err(Difference {
                step,
                kind: DifferenceKind::Check,
            });
        }
    }
    if let Some(record) = record {
        if record.steps.len() > parts.actions.len() {
            return Err(Difference {
                step: Step::Action(parts.actions.len()),
                kind: DifferenceKind::MissingAction,
            });
        }
    }
    Ok((dice, cards))
}
