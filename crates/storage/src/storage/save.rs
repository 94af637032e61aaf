//! The save file: a versioned JSON envelope around a [`SessionParts`].
//!
//! Format 2 (the current one), field by field:
//!
//! ```json
//! {
//!   "kind": "planisfero-save",      // what the file is: anything else is not a save
//!   "format": 2,                    // this layout; a newer number is refused with a clear message
//!   "app": "0.1.0",                 // the app version that wrote it (informative)
//!   "meta": { "id": "g-…", "name": "Partita del venerdì", "created_ms": 1, "updated_ms": 2 },
//!   "config": { "preset": "torneo", "seats": [...], "options": {...} },   // rules::GameConfig
//!   "computers": [null, "medio", "medio", "medio"],   // optional: who plays each seat
//!   "seed": "00000000075bcd15",    // u64 as 16 hex digits (a JSON number loses precision in JS)
//!   "fingerprint": "a297…b281",     // optional: SHA-256 of the seed shown at the start
//!                                   // (64 hex digits, docs/FAIR-DICE.md)
//!   "elapsed_ms": 123456,           // play clock
//!   "count": 4321,                  // number of actions, to catch a cut-off action string
//!   "actions": "Ph1*3 Pa2 Aab3 …",  // the actions, compact (see super::codec)
//!   "match": {                      // only in the second game of a testa a testa match
//!     "first_id": "g-…",            // the first game's save id (it may have been deleted)
//!     "record": { "players": ["Luca", "Andrea"], "games": [   // rules::Match
//!       { "points": [12, 8], "table_points": [4550, 3200], "reason": { "difference": 1350 } } ] }
//!   }
//! }
//! ```
//!
//! `computers` (optional, one entry per seat of `config.seats`: `null` for a person, a
//! level key such as `"medio"` for a computer player) was also added to format 2 without
//! a new number: a save without it is a game of persons only. It is written only when a
//! seat is a computer.
//!
//! `fingerprint` was added to format 2 without a new number: older versions of the app
//! ignore it, and saves without it load as before (their fingerprint is computed from the
//! seed, [`Session::fingerprint`]).
//!
//! Format 1 is format 2 without `match` (written before the testa a testa match): it is
//! read by the same decoder, and a `match` in a format 1 file is ignored.
//!
//! [`decode`] checks everything and replays every action through the rules before
//! accepting: a save never loads into a state the rules could not have reached, and a
//! replay never rerolls a die (the generator's state is part of the game). There is no
//! snapshot: replaying a 300-turn game takes milliseconds (measured in the tests).
//!
//! Old formats load forever: each released format keeps its decoder here and its golden
//! file under `tests/saves/`.
//!
//! The JSON is written and read by [`super::json`] and [`super::stored`], byte for byte
//! the form the serde derives wrote before (pinned by `tests/save_format.rs`).

use crate::history::Fingerprint;
use crate::rules::{Action, ActionError, ConfigError, ReplayFailure};
use crate::session::{Session, SessionMeta, SessionParts};

use super::codec::{decode_actions, ActionsEncoder, DecodeActionsError};
use super::json::{self, ErrorKind, Node, ObjectWriter};
use super::stored;

/// The format this app writes.
pub const FORMAT: u32 = 2;

/// The value of the `kind` field: marks a file as a Planisfero save.
pub const KIND: &str = "planisfero-save";

/// The app version written into saves.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Largest save accepted (a 300-turn game takes about 20 KB): a bigger file is not read.
pub const MAX_SAVE_BYTES: usize = 4 * 1024 * 1024;

/// Longest game name accepted in a save.
pub const MAX_NAME_CHARS: usize = 80;

/// Longest save id (ids are part of storage keys).
pub const MAX_ID_CHARS: usize = 64;

/// What is damaged in a save that claims to be one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Corruption {
    /// The JSON is broken at this place.
    Syntax { line: usize, column: usize },
    /// A field is missing or has the wrong type (at this place of the text).
    Field { line: usize, column: usize },
    /// The `format` field is not a format this app has ever written.
    UnknownFormat(u64),
    /// The seed is not 16 hexadecimal digits.
    Seed,
    /// The id is empty, too long, or has characters other than letters, digits, `-`, `_`.
    Id,
    /// The name is longer than [`MAX_NAME_CHARS`].
    Name,
    /// The action string cannot be read.
    Actions(DecodeActionsError),
    /// The action string holds a different number of actions than `count` says.
    Count { expected: usize, found: usize },
    /// The `match` of a second testa a testa game does not fit its game (other players,
    /// another preset, not exactly one first game of 20 points).
    Match,
    /// The `fingerprint` is not 64 hexadecimal digits.
    Fingerprint,
    /// The `computers` list does not have one entry per seat.
    Computers,
}

/// Why a text is not a save this app can load. Nothing is changed when decoding fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Nothing at all.
    Empty,
    /// Larger than [`MAX_SAVE_BYTES`].
    TooLarge { bytes: usize, max: usize },
    /// Not JSON (a picture, a text, ...).
    NotJson,
    /// JSON, but not a Planisfero save.
    NotASave,
    /// Written by a newer version of the app, in a format this one does not know.
    NewerFormat { format: u64, app: Option<String> },
    /// Cut off before its end.
    Truncated,
    /// Damaged.
    Corrupted(Corruption),
    /// The game's settings are refused by the rules.
    InvalidConfig(ConfigError),
    /// The action at `index` is refused by the rules (an edited or damaged save).
    IllegalAction {
        index: usize,
        action: Action,
        error: ActionError,
    },
}

impl SaveError {
    /// Stable key for translations.
    pub fn code(&self) -> &'static str {
        match self {
            SaveError::Empty => "empty",
            SaveError::TooLarge { .. } => "too_large",
            SaveError::NotJson => "not_json",
            SaveError::NotASave => "not_a_save",
            SaveError::NewerFormat { .. } => "newer_format",
            SaveError::Truncated => "truncated",
            SaveError::Corrupted(_) => "corrupted",
            SaveError::InvalidConfig(_) => "invalid_config",
            SaveError::IllegalAction { .. } => "illegal_action",
        }
    }
}

impl std::fmt::Display for Corruption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Corruption::Syntax { line, column } => {
                write!(f, "broken JSON at line {line}, column {column}")
            }
            Corruption::Field { line, column } => {
                write!(
                    f,
                    "a missing or wrong field at line {line}, column {column}"
                )
            }
            Corruption::UnknownFormat(n) => write!(f, "unknown format {n}"),
            Corruption::Seed => write!(f, "the seed is not 16 hexadecimal digits"),
            Corruption::Id => write!(f, "invalid id"),
            Corruption::Name => write!(f, "the name is longer than {MAX_NAME_CHARS} characters"),
            Corruption::Actions(e) => {
                write!(
                    f,
                    "action {} (token {}) cannot be read: {}",
                    e.action, e.token, e.error
                )
            }
            Corruption::Count { expected, found } => {
                write!(f, "{found} actions where {expected} were announced")
            }
            Corruption::Match => write!(f, "the match does not fit the game"),
            Corruption::Fingerprint => write!(f, "the fingerprint is not 64 hexadecimal digits"),
            Corruption::Computers => write!(f, "the computer players do not match the seats"),
        }
    }
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Empty => write!(f, "the save is empty"),
            SaveError::TooLarge { bytes, max } => {
                write!(f, "{bytes} bytes is more than a save may take ({max})")
            }
            SaveError::NotJson => write!(f, "this is not a save (not JSON)"),
            SaveError::NotASave => write!(f, "this is not a Planisfero save"),
            SaveError::NewerFormat { format, app } => match app {
                Some(app) => write!(f, "saved by version {app} in format {format}, newer than this app ({APP_VERSION})"),
                None => write!(f, "saved in format {format}, newer than this app ({APP_VERSION})"),
            },
            SaveError::Truncated => write!(f, "the save is cut off"),
            SaveError::Corrupted(c) => write!(f, "the save is damaged: {c}"),
            SaveError::InvalidConfig(e) => write!(f, "the game's settings are refused: {e}"),
            SaveError::IllegalAction { index, action, error } => {
                write!(f, "action {index} ({action:?}) is refused by the rules: {error}")
            }
        }
    }
}

impl std::error::Error for SaveError {}

/// Writes a save (format [`FORMAT`]).
pub fn encode(parts: &SessionParts) -> String {
    encode_with(parts, &mut ActionsEncoder::new())
}

/// Writes a save, reusing `encoder`'s work on the same game's earlier actions (the
/// autosave keeps one per game, so a long game saves as fast as a short one).
pub fn encode_with(parts: &SessionParts, encoder: &mut ActionsEncoder) -> String {
    // About 4 characters per action (runs share one token).
    let mut out = String::with_capacity(4 * parts.actions.len() + 600);
    let mut o = ObjectWriter::new(&mut out);
    json::push_str(o.key("kind"), KIND);
    json::push_u64(o.key("format"), u64::from(FORMAT));
    json::push_str(o.key("app"), APP_VERSION);
    stored::push_meta(o.key("meta"), &parts.meta);
    stored::push_config(o.key("config"), &parts.config);
    if parts.computers.iter().any(Option::is_some) {
        stored::push_computers(o.key("computers"), &parts.computers);
    }
    push_seed(o.key("seed"), parts.seed);
    if let Some(fingerprint) = &parts.fingerprint {
        json::push_str(o.key("fingerprint"), &fingerprint.hex());
    }
    json::push_u64(o.key("elapsed_ms"), parts.elapsed_ms);
    json::push_u64(o.key("count"), parts.actions.len() as u64);
    // The compact form is letters, digits, `*`, `?` and spaces: a JSON string as it is.
    let actions = o.key("actions");
    actions.push('"');
    encoder.encode_into(&parts.actions, actions);
    actions.push('"');
    if let Some(link) = &parts.match_link {
        stored::push_match_link(o.key("match"), link);
    }
    o.end();
    out
}

/// The seed as 16 lowercase hexadecimal digits, in quotes.
fn push_seed(out: &mut String, seed: u64) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for i in (0..16).rev() {
        out.push(char::from(HEX[((seed >> (4 * i)) & 15) as usize]));
    }
    out.push('"');
}

/// Reads a save and replays it: the only way a save becomes a game.
///
/// # Errors
/// A [`SaveError`] saying what is wrong; the first action the rules refuse is named.
pub fn decode(text: &str) -> Result<Session, SaveError> {
    let parts = read(text)?;
    restore(parts)
}

/// Replays parts that came out of [`read`].
///
/// # Errors
/// [`SaveError::InvalidConfig`] or [`SaveError::IllegalAction`].
pub fn restore(parts: SessionParts) -> Result<Session, SaveError> {
    let actions = parts.actions.clone();
    Session::restore(parts).map_err(|e| match (e.index, e.error) {
        (_, ReplayFailure::Config(c)) => SaveError::InvalidConfig(c),
        (Some(index), ReplayFailure::Action(error)) => SaveError::IllegalAction {
            index,
            action: actions[index],
            error,
        },
        // Session::restore names the index of every refused action.
        (None, ReplayFailure::Action(error)) => SaveError::IllegalAction {
            index: 0,
            action: actions.first().cloned().unwrap_or(Action::TimeUp),
            error,
        },
    })
}

/// Reads a save without replaying it: checks the envelope, the fields and the action
/// string. Cheap; [`decode`] does this and then replays.
///
/// # Errors
/// Every [`SaveError`] except [`SaveError::InvalidConfig`] and [`SaveError::IllegalAction`].
pub fn read(text: &str) -> Result<SessionParts, SaveError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge {
            bytes: text.len(),
            max: MAX_SAVE_BYTES,
        });
    }
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() {
        return Err(SaveError::Empty);
    }
    let root = match json::parse(trimmed) {
        Ok(root) => root,
        Err(e) => return Err(classify_parse_error(trimmed, &e)),
    };
    // A number, a string, an array: JSON but not a save. So is an object with a `kind`
    // written twice.
    let header = root.fields().map_err(|_| SaveError::NotASave)?;
    let field = |key| header.get(key).map_err(|_| SaveError::NotASave);
    if field("kind")?.and_then(|k| k.str().ok()) != Some(KIND) {
        return Err(SaveError::NotASave);
    }
    let format = field("format")?
        .and_then(|f| f.u64().ok())
        .ok_or(SaveError::Corrupted(Corruption::Field {
            line: 1,
            column: 1,
        }))?;
    if format > u64::from(FORMAT) {
        return Err(SaveError::NewerFormat {
            format,
            app: field("app")?.and_then(|a| a.str().ok()).map(str::to_owned),
        });
    }
    match format {
        1 | 2 => read_v1(trimmed, &root, format),
        other => Err(SaveError::Corrupted(Corruption::UnknownFormat(other))),
    }
}

/// A format 1 or 2 save as written: its parts but the seed and the actions, which come
/// as text; nothing checked yet but the JSON types.
struct EnvelopeV1<'a> {
    parts: SessionParts,
    seed: &'a str,
    fingerprint: Option<&'a str>,
    count: usize,
    actions: &'a str,
}

fn envelope_v1(root: &Node) -> Result<EnvelopeV1<'_>, json::Error> {
    let f = root.fields()?;
    // Written by every version: their types are checked, as they always were.
    f.req("kind")?.str()?;
    f.req("format")?.u32()?;
    f.req("app")?.str()?;
    Ok(EnvelopeV1 {
        parts: SessionParts {
            meta: stored::read_meta(f.req("meta")?)?,
            config: stored::read_config(f.req("config")?)?,
            seed: 0,
            actions: Vec::new(),
            elapsed_ms: f.req("elapsed_ms")?.u64()?,
            match_link: f.opt("match")?.map(stored::read_match_link).transpose()?,
            fingerprint: None,
            computers: f
                .opt("computers")?
                .map(stored::read_computers)
                .transpose()?
                .unwrap_or_default(),
        },
        seed: f.req("seed")?.str()?,
        fingerprint: f.opt("fingerprint")?.map(Node::str).transpose()?,
        count: f.req("count")?.usize()?,
        actions: f.req("actions")?.str()?,
    })
}

fn read_v1(text: &str, root: &Node, format: u64) -> Result<SessionParts, SaveError> {
    let env = envelope_v1(root).map_err(|e| corruption(text, &e))?;
    let mut parts = env.parts;
    parts.seed = parse_seed(env.seed).ok_or(SaveError::Corrupted(Corruption::Seed))?;
    // Kept as written, even if it is not the seed's: verification reports that.
    parts.fingerprint = env
        .fingerprint
        .map(|f| Fingerprint::parse(f).ok_or(SaveError::Corrupted(Corruption::Fingerprint)))
        .transpose()?;
    if !valid_id(&parts.meta.id) {
        return Err(SaveError::Corrupted(Corruption::Id));
    }
    if parts.meta.name.chars().count() > MAX_NAME_CHARS {
        return Err(SaveError::Corrupted(Corruption::Name));
    }
    parts.actions =
        decode_actions(env.actions).map_err(|e| SaveError::Corrupted(Corruption::Actions(e)))?;
    if parts.actions.len() != env.count {
        return Err(SaveError::Corrupted(Corruption::Count {
            expected: env.count,
            found: parts.actions.len(),
        }));
    }
    // A `match` in a format 1 file is ignored.
    if format < 2 {
        parts.match_link = None;
    }
    if parts
        .match_link
        .as_ref()
        .is_some_and(|l| !l.fits(&parts.config))
    {
        return Err(SaveError::Corrupted(Corruption::Match));
    }
    if !parts.computers.is_empty() && parts.computers.len() != parts.config.seats.len() {
        return Err(SaveError::Corrupted(Corruption::Computers));
    }
    Ok(parts)
}

/// A JSON error as what it means in a save.
fn corruption(text: &str, e: &json::Error) -> SaveError {
    let (line, column) = e.line_column(text);
    match e.kind {
        ErrorKind::Eof => SaveError::Truncated,
        ErrorKind::Syntax => SaveError::Corrupted(Corruption::Syntax { line, column }),
        ErrorKind::Field => SaveError::Corrupted(Corruption::Field { line, column }),
    }
}

fn classify_parse_error(text: &str, e: &json::Error) -> SaveError {
    let looks_like_json = text.starts_with('{') || text.starts_with('[');
    if looks_like_json {
        corruption(text, e)
    } else {
        SaveError::NotJson
    }
}

fn parse_seed(s: &str) -> Option<u64> {
    if s.len() != 16 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u64::from_str_radix(s, 16).ok()
}

/// Whether `id` can name a save (and a storage key): 1 to [`MAX_ID_CHARS`] ASCII letters,
/// digits, `-` or `_`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_CHARS
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Changes the id and name written in a save without replaying it (duplicate, import).
///
/// # Errors
/// As [`read`].
pub fn with_meta(text: &str, meta: SessionMeta) -> Result<String, SaveError> {
    let mut parts = read(text)?;
    parts.meta = meta;
    Ok(encode(&parts))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, GameConfig, PresetId, SeatConfig, TerritoryId};

    fn session(actions: usize) -> Session {
        let config = GameConfig::new(
            PresetId::Torneo,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Carla", Color::Giallo),
                SeatConfig::human("Dario", Color::Verde),
            ],
        );
        let meta = SessionMeta {
            id: "g-test".into(),
            name: "Partita di prova".into(),
            created_ms: 1_700_000_000_000,
            updated_ms: 1_700_000_000_000,
        };
        let mut s = Session::start(meta, config, 0xdead_beef_0bad_f00d).unwrap();
        for i in 0..actions {
            let a = s.game().legal_actions().into_iter().next().unwrap();
            s.apply(a, 1_700_000_000_000 + i as u64).unwrap();
        }
        s
    }

    #[test]
    fn encode_then_decode_gives_the_same_game() {
        let s = session(40);
        let text = encode(s.parts());
        let back = decode(&text).unwrap();
        assert_eq!(back.parts(), s.parts());
        assert_eq!(
            crate::rules::state_hash(back.game()),
            crate::rules::state_hash(s.game())
        );
    }

    #[test]
    fn the_seed_is_written_as_hex_so_javascript_cannot_round_it() {
        let text = encode(session(0).parts());
        assert!(text.contains("\"seed\":\"deadbeef0badf00d\""), "{text}");
        assert!(
            text.starts_with("{\"kind\":\"planisfero-save\",\"format\":2,"),
            "{text}"
        );
    }

    #[test]
    fn each_kind_of_bad_text_gets_its_own_error() {
        let good = encode(session(10).parts());
        let cases: Vec<(String, &str)> = vec![
            (String::new(), "empty"),
            ("   \n".into(), "empty"),
            ("\u{89}PNG\r\n".into(), "not_json"),
            ("hello".into(), "not_json"),
            ("42".into(), "not_a_save"),
            ("[1,2]".into(), "not_a_save"),
            ("{\"name\":\"x\"}".into(), "not_a_save"),
            (good[..good.len() / 2].to_owned(), "truncated"),
            (
                good.replacen("\"format\":2", "\"format\":3", 1),
                "newer_format",
            ),
            (
                good.replacen("\"format\":2", "\"format\":0", 1),
                "corrupted",
            ),
            (
                good.replacen("\"format\":2", "\"format\":\"2\"", 1),
                "corrupted",
            ),
            (good.replacen("\"seed\":\"", "\"seed\":\"x", 1), "corrupted"),
            (
                good.replacen("\"count\":10", "\"count\":11", 1),
                "corrupted",
            ),
            (
                good.replacen("\"preset\":\"torneo\"", "\"preset\":\"briscola\"", 1),
                "corrupted",
            ),
            (good.replacen(",\"meta\"", ",,\"meta\"", 1), "corrupted"),
            (
                good.replacen("\"id\":\"g-test\"", "\"id\":\"../x\"", 1),
                "corrupted",
            ),
        ];
        for (text, code) in cases {
            let err = decode(&text).expect_err(&text);
            assert_eq!(err.code(), code, "{text:?}: {err}");
        }
    }

    #[test]
    fn a_newer_format_names_the_version_that_wrote_it() {
        let good = encode(session(0).parts());
        let newer = good.replacen("\"format\":2", "\"format\":7", 1).replacen(
            &format!("\"app\":\"{APP_VERSION}\""),
            "\"app\":\"9.0.0\"",
            1,
        );
        assert_eq!(
            decode(&newer).unwrap_err(),
            SaveError::NewerFormat {
                format: 7,
                app: Some("9.0.0".into())
            }
        );
    }

    #[test]
    fn an_edited_illegal_action_is_named_with_its_index_and_the_rules_reason() {
        let s = session(12);
        let mut parts = s.parts().clone();
        // No attack during the setup (docs/RULES.md §2: the setup is placement only).
        parts.actions[5] = Action::Attack {
            from: TerritoryId::Alaska,
            to: TerritoryId::Kamchatka,
            dice: 3,
        };
        let err = decode(&encode(&parts)).unwrap_err();
        match err {
            SaveError::IllegalAction {
                index,
                action,
                error,
            } => {
                assert_eq!(index, 5);
                assert_eq!(action, parts.actions[5]);
                assert_eq!(error.code(), "wrong_phase");
            }
            other => panic!("expected an illegal action, got {other}"),
        }
    }

    #[test]
    fn an_invalid_config_is_the_rules_config_error() {
        let good = encode(session(0).parts());
        let dup = good.replacen("\"color\":\"rosso\"", "\"color\":\"blu\"", 1);
        assert_eq!(decode(&dup).unwrap_err().code(), "invalid_config");
    }

    #[test]
    fn a_byte_order_mark_and_surrounding_whitespace_are_accepted() {
        let good = encode(session(3).parts());
        let padded = format!("\u{feff}\n  {good}\n");
        assert_eq!(decode(&padded).unwrap().parts(), session(3).parts());
    }

    #[test]
    fn a_huge_text_is_refused_before_parsing() {
        let big = "x".repeat(MAX_SAVE_BYTES + 1);
        assert_eq!(decode(&big).unwrap_err().code(), "too_large");
    }

    #[test]
    fn with_meta_renames_without_touching_the_game() {
        let s = session(8);
        let text = encode(s.parts());
        let meta = SessionMeta {
            id: "g-copy".into(),
            name: "Copia".into(),
            ..s.meta().clone()
        };
        let copy = decode(&with_meta(&text, meta.clone()).unwrap()).unwrap();
        assert_eq!(copy.meta(), &meta);
        assert_eq!(copy.parts().actions, s.parts().actions);
    }
}
