//! Looking back at a game, in pure Rust (no web crate: a test checks): provably fair
//! dice, dice statistics, charts' data over time, replay at any step. The words and the
//! pictures (the log as text, SVG map and charts) are presentation:
//! `crate::present::history` writes them from what these functions return.
//!
//! - [`fingerprint`]: the SHA-256 commitment of a game's seed ([`Fingerprint`]) and the
//!   texts saying what it proves;
//! - [`record`]: the log of every die and card drawn, with a check of every action, that
//!   an exported save carries ([`Record`]);
//! - [`verify`]: replays a game and checks it against its fingerprint and record;
//! - [`replay`]: the game at any step, fast ([`Replay`], checkpoints);
//! - [`stats`]: dice statistics ([`DiceStats`]);
//! - [`timeline`]: territories, armies, table points and trades by turn ([`Timeline`]);

pub mod fingerprint;

pub use fingerprint::Fingerprint;
pub mod record;
pub mod verify;

pub use record::{encode_with_record, export_save, read_record, reveals_future_dice, Draw, Record};
pub use verify::{
    verify, verify_save, verify_session, Difference, DifferenceKind, Report, Step, VerifyError,
};
pub mod replay;
pub mod stats;

pub use replay::Replay;
pub use stats::{DiceStats, DiceTally, FaceCounts, Verdict};
pub mod timeline;

pub use timeline::{Sample, SeatSample, Timeline};
pub mod turning;

pub use turning::TurningPoints;
