//! A backup of everything in one file, and its restore: every saved game, the tournament
//! desk's data, the settings, and any other data the app keeps (issue 32: Safari deletes
//! a site's storage after seven days without a visit; a file outside the browser keeps
//! it all).
//!
//! Format 1, a versioned container of named sections, each a set of the store's keys and
//! their values as stored:
//!
//! ```json
//! {
//!   "kind": "planisfero-backup",   // anything else is not a backup (a save is recognised)
//!   "format": 1,                   // a newer number is refused with a clear message
//!   "app": "0.1.0",                // the app that wrote it (informative)
//!   "created_ms": 1764680000000,   // when it was made
//!   "check": "9f0c…",              // FNV-1a 64 of "sections" as written: a damaged file is refused
//!   "sections": {
//!     "games": { "planisfero.save.g-…": "<a save file's text>", … },
//!     "tournament": { "planisfero.tournament": "<the desk's file>" },
//!     "settings": { "planisfero.lang": "it", … },
//!     "other": { "<any other key of the app>": "…" }
//!   }
//! }
//! ```
//!
//! A new kind of data (the desk's season...) is one more line of [`SECTIONS`]; until
//! then its keys travel in `other`, and a section this app does not know is restored key
//! by key like `other`. The index of the saved games, the tabs' locks and the damage
//! marks are not backed up: they are rebuilt.
//!
//! Restoring never loses anything without a choice: [`plan`] says, for each game, whether
//! it is new, the same, newer in the file or on this device, or different from the one
//! here (then the player keeps both or takes the file's), and for each section whether it
//! adds or replaces data; [`restore`] does what the player chose, all or nothing: the
//! plan made again must be the one the player read (another tab may have played on), a
//! file with a section or a key twice is refused by [`decode`], every game is read and
//! replayed before the first write, and a write refused midway (a full storage) takes
//! back the writes before it. The app then puts every game written in the journal, as
//! one write, and says the backup is restored once that write is committed; the other
//! keys written go in the same write, as one entry that the next start writes again if
//! the store lost them ([`journal_restore`]).

use crate::rules::Phase;

use super::json::{self, ErrorKind, Node, ObjectWriter};
use super::library::{
    lineage, save_key, suffixed, text_hash, Lineage, SaveLibrary, Summary, DAMAGED_KEY, INDEX_KEY,
    SAVE_PREFIX,
};
use super::lock::LOCK_PREFIX;
use super::save::{self, APP_VERSION};
use super::store::{KeyValueStore, StoreError};
use super::LibraryError;

/// The value of the `kind` field.
pub const KIND: &str = "planisfero-backup";

/// The format this app writes.
pub const FORMAT: u32 = 1;

/// Largest backup read (browsers give a site about 5 MB of localStorage).
pub const MAX_BACKUP_BYTES: usize = 32 * 1024 * 1024;

/// When the last backup was made (ms), for "Ultimo backup" and the reminder.
pub const LAST_KEY: &str = "planisfero.backup.last";

/// When the last restore was made (ms, as text): its other data (settings, tournament)
/// also waits in the journal until the store surely has it ([`journal_restore`]).
pub const RESTORED_KEY: &str = "planisfero.backup.restored";

/// How long after a restore its other data is surely on disk in the store (browsers
/// write localStorage seconds late): its journal copy is then dropped.
pub const RESTORED_SETTLED_MS: u64 = 60_000;

/// When the reminder was last put away (ms).
pub const DISMISSED_KEY: &str = "planisfero.backup.dismissed";

/// The section of the saved games.
pub const GAMES: &str = "games";

/// The section of the keys no other section claims.
pub const OTHER: &str = "other";

/// The named sections and the key prefixes each holds, in the file's order. The games
/// are first; keys of the app (`planisfero` prefix) no section claims go to [`OTHER`].
pub const SECTIONS: &[(&str, &[&str])] = &[
    (GAMES, &[SAVE_PREFIX]),
    // The desk's tournament and its damaged copy (`present::tournament::STORAGE_KEY`).
    ("tournament", &["planisfero.tournament"]),
    (
        "settings",
        &[
            "planisfero.lang",
            "planisfero.bot-speed",
            "planisfero-sounds",
            "planisfero-vs-computer",
        ],
    ),
];

/// Keys never backed up nor restored: rebuilt, or about this device only.
const SKIPPED: &[&str] = &[
    INDEX_KEY,
    DAMAGED_KEY,
    LOCK_PREFIX,
    "planisfero.backup.",
    "planisfero.hint.",
    "planisfero.resume",
    // A finished game's turning points: computed again from its save when missing.
    "planisfero.turning.",
    // The stamp of the desk's last change, matched with its journal entry on this device
    // (`present::tournament::SAVED_KEY`): a restore keeps the stamp, so the journal never
    // writes an older tournament over a restored one.
    "planisfero.desk.",
];

/// How long after the last backup (or after the reminder was put away) it reminds again.
pub const REMIND_AFTER_MS: u64 = 7 * 24 * 60 * 60 * 1000;

/// Play time that makes a game worth a first backup, finished or not.
pub const LONG_GAME_MS: u64 = 30 * 60 * 1000;

/// The section a stored key belongs to; `None` for keys not backed up.
pub fn section_of(key: &str) -> Option<&'static str> {
    if !key.starts_with("planisfero") || SKIPPED.iter().any(|p| key.starts_with(p)) {
        return None;
    }
    Some(
        SECTIONS
            .iter()
            .find(|(_, prefixes)| prefixes.iter().any(|p| key.starts_with(p)))
            .map_or(OTHER, |(name, _)| name),
    )
}

/// One named section: keys and values, as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Section {
    pub name: String,
    pub entries: Vec<(String, String)>,
}

/// A whole backup.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Backup {
    pub app: String,
    pub created_ms: u64,
    pub sections: Vec<Section>,
}

impl Backup {
    /// The section named `name`, if the file has it.
    pub fn section(&self, name: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// The saved games: (id, save text).
    pub fn games(&self) -> impl Iterator<Item = (&str, &str)> {
        self.section(GAMES).into_iter().flat_map(|s| {
            s.entries
                .iter()
                .filter_map(|(k, v)| Some((k.strip_prefix(SAVE_PREFIX)?, v.as_str())))
        })
    }
}

/// Why a file is not a backup this app can restore. Nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    Empty,
    TooLarge {
        bytes: usize,
        max: usize,
    },
    /// Not JSON at all.
    NotJson,
    /// JSON, but not a Planisfero backup.
    NotABackup,
    /// Written by a newer app in a format this one does not know.
    NewerFormat {
        format: u64,
        app: Option<String>,
    },
    /// A format number no app ever wrote (0): not a valid backup.
    UnknownFormat {
        format: u64,
    },
    /// A section named twice: which one to restore is not known.
    DuplicateSection {
        name: String,
    },
    /// A key twice (in one section or two; for the games, two saves under one id):
    /// which value to restore is not known.
    DuplicateKey {
        key: String,
    },
    /// Cut off before its end.
    Truncated,
    /// Broken or edited: at this place of the text, or (no place) its content does not
    /// match its check.
    Damaged {
        line: usize,
        column: usize,
    },
}

impl BackupError {
    /// Stable key for translations.
    pub fn code(&self) -> &'static str {
        match self {
            BackupError::Empty => "empty",
            BackupError::TooLarge { .. } => "too_large",
            BackupError::NotJson => "not_json",
            BackupError::NotABackup => "not_a_backup",
            BackupError::NewerFormat { .. } => "newer_format",
            BackupError::UnknownFormat { .. } => "unknown_format",
            BackupError::DuplicateSection { .. } => "duplicate_section",
            BackupError::DuplicateKey { .. } => "duplicate_key",
            BackupError::Truncated => "truncated",
            BackupError::Damaged { .. } => "damaged",
        }
    }
}

impl std::fmt::Display for BackupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BackupError::Empty => write!(f, "the file is empty"),
            BackupError::TooLarge { bytes, max } => {
                write!(f, "{bytes} bytes is more than a backup may take ({max})")
            }
            BackupError::NotJson => write!(f, "this is not a backup (not JSON)"),
            BackupError::NotABackup => write!(f, "this is not a Planisfero backup"),
            BackupError::NewerFormat { format, .. } => {
                write!(f, "backup format {format} is newer than this app's")
            }
            BackupError::UnknownFormat { format } => {
                write!(f, "backup format {format} is not a valid backup format")
            }
            BackupError::DuplicateSection { name } => {
                write!(f, "the backup has two sections named {name}")
            }
            BackupError::DuplicateKey { key } => match key.strip_prefix(SAVE_PREFIX) {
                Some(id) => write!(f, "the backup has two games under the id {id}"),
                None => write!(f, "the backup has the key {key} twice"),
            },
            BackupError::Truncated => write!(f, "the backup is cut off"),
            BackupError::Damaged { line: 0, .. } => {
                write!(
                    f,
                    "the backup is damaged: its content does not match its check"
                )
            }
            BackupError::Damaged { line, column } => {
                write!(f, "the backup is damaged at line {line}, column {column}")
            }
        }
    }
}

impl std::error::Error for BackupError {}

/// Whether `text` says it is a backup (its `kind`, written first, is [`KIND`]): then it
/// is read by [`decode`], otherwise as a single save.
pub fn is_backup(text: &str) -> bool {
    let head = &text.as_bytes()[..text.len().min(200)];
    let needle = b"\"planisfero-backup\"";
    head.windows(needle.len()).any(|w| w == needle)
}

/// `{"k":"v",...}` with every key escaped (the store's keys are any text).
fn write_map<'a>(out: &mut String, pairs: impl Iterator<Item = (&'a str, &'a str)>) {
    out.push('{');
    for (i, (k, v)) in pairs.enumerate() {
        if i > 0 {
            out.push(',');
        }
        json::push_str(out, k);
        out.push(':');
        json::push_str(out, v);
    }
    out.push('}');
}

fn write_sections(out: &mut String, sections: &[Section]) {
    out.push('{');
    for (i, s) in sections.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        json::push_str(out, &s.name);
        out.push(':');
        write_map(out, s.entries.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    }
    out.push('}');
}

fn hex(n: u64) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    (0..16)
        .rev()
        .map(|i| char::from(DIGITS[((n >> (i * 4)) & 0xf) as usize]))
        .collect()
}

/// The members of an object, in order.
fn members(node: &Node) -> Result<&[(String, Node)], json::Error> {
    match &node.value {
        json::Value::Object(m) => Ok(m),
        _ => Err(json::Error::field(node.at, "expected an object")),
    }
}

/// The backup's text.
pub fn encode(backup: &Backup) -> String {
    let mut sections = String::new();
    write_sections(&mut sections, &backup.sections);
    let mut out = String::with_capacity(sections.len() + 160);
    let mut o = ObjectWriter::new(&mut out);
    json::push_str(o.key("kind"), KIND);
    json::push_u64(o.key("format"), u64::from(FORMAT));
    json::push_str(o.key("app"), &backup.app);
    json::push_u64(o.key("created_ms"), backup.created_ms);
    json::push_str(o.key("check"), &hex(text_hash(&sections)));
    o.key("sections").push_str(&sections);
    o.end();
    out
}

/// Reads a backup, checking everything but the games themselves (a game damaged on the
/// device it came from is restored as it was, listed as damaged).
///
/// # Errors
/// What is wrong with the file.
pub fn decode(text: &str) -> Result<Backup, BackupError> {
    if text.trim().is_empty() {
        return Err(BackupError::Empty);
    }
    if text.len() > MAX_BACKUP_BYTES {
        return Err(BackupError::TooLarge {
            bytes: text.len(),
            max: MAX_BACKUP_BYTES,
        });
    }
    let damaged = |e: json::Error| {
        let (line, column) = e.line_column(text);
        BackupError::Damaged { line, column }
    };
    let node = match json::parse_with_limit(text, 4 * json::MAX_VALUES) {
        Ok(n) => n,
        Err(e) if e.kind == ErrorKind::Eof => return Err(BackupError::Truncated),
        Err(e) if is_backup(text) => return Err(damaged(e)),
        Err(_) => return Err(BackupError::NotJson),
    };
    let f = node.fields().map_err(|_| BackupError::NotABackup)?;
    match f.get("kind") {
        Ok(Some(Node {
            value: json::Value::Str(k),
            ..
        })) if k == KIND => {}
        _ => return Err(BackupError::NotABackup),
    }
    let read = || -> Result<Backup, json::Error> {
        let format = f.req("format")?.u64()?;
        let app = f.opt("app")?.map(Node::str).transpose()?;
        if format > u64::from(FORMAT) {
            // Reported below with the app's version.
            return Err(json::Error::field(usize::MAX, "format"));
        }
        if format == 0 {
            return Err(json::Error::field(usize::MAX - 2, "format"));
        }
        let created_ms = f.req("created_ms")?.u64()?;
        let check_node = f.req("check")?;
        let check = check_node.str()?;
        let mut sections = Vec::new();
        for (name, node) in members(f.req("sections")?)? {
            let mut entries = Vec::new();
            for (k, v) in members(node)? {
                entries.push((k.clone(), v.str()?.to_owned()));
            }
            sections.push(Section {
                name: name.clone(),
                entries,
            });
        }
        let mut written = String::new();
        write_sections(&mut written, &sections);
        if check != hex(text_hash(&written)) {
            return Err(json::Error::field(usize::MAX - 1, "check"));
        }
        Ok(Backup {
            app: app.unwrap_or_default().to_owned(),
            created_ms,
            sections,
        })
    };
    read()
        .map_err(|e| match e.at {
            usize::MAX => BackupError::NewerFormat {
                format: f
                    .get("format")
                    .ok()
                    .flatten()
                    .and_then(|n| n.u64().ok())
                    .unwrap_or(0),
                app: f
                    .get("app")
                    .ok()
                    .flatten()
                    .and_then(|n| n.str().ok())
                    .map(str::to_owned),
            },
            at if at == usize::MAX - 1 => BackupError::Damaged { line: 0, column: 0 },
            at if at == usize::MAX - 2 => BackupError::UnknownFormat { format: 0 },
            _ => damaged(e),
        })
        .and_then(|b| {
            duplicate(&b)?;
            Ok(b)
        })
}

/// A section or a key that `backup` holds twice: refused, since which one to restore is
/// not known (two different games under one id would otherwise be "2 games added" with
/// one of them dropped).
fn duplicate(backup: &Backup) -> Result<(), BackupError> {
    let mut names = std::collections::BTreeSet::new();
    let mut keys = std::collections::BTreeSet::new();
    for s in &backup.sections {
        if !names.insert(s.name.as_str()) {
            return Err(BackupError::DuplicateSection {
                name: s.name.clone(),
            });
        }
        for (k, _) in &s.entries {
            if !keys.insert(k.as_str()) {
                return Err(BackupError::DuplicateKey { key: k.clone() });
            }
        }
    }
    Ok(())
}

/// Everything the store holds worth keeping, made at `now_ms`. `extra_games` are save
/// texts newer than the store's (the game on the table, journal copies waiting for
/// room): each replaces its game's stored save when it goes on from it, or is added.
///
/// # Errors
/// The store's, when it cannot be read.
pub fn collect(
    store: &impl KeyValueStore,
    extra_games: &[String],
    now_ms: u64,
) -> Result<Backup, StoreError> {
    let mut keys = store.keys()?;
    keys.sort_unstable();
    let mut sections: Vec<Section> = SECTIONS
        .iter()
        .map(|(name, _)| Section {
            name: (*name).to_owned(),
            entries: Vec::new(),
        })
        .collect();
    sections.push(Section {
        name: OTHER.to_owned(),
        entries: Vec::new(),
    });
    for key in keys {
        let Some(name) = section_of(&key) else {
            continue;
        };
        let Some(value) = store.get(&key)? else {
            continue;
        };
        if let Some(s) = sections.iter_mut().find(|s| s.name == name) {
            s.entries.push((key, value));
        }
    }
    let games = &mut sections[0].entries;
    for text in extra_games {
        let Ok(parts) = save::read(text) else {
            continue;
        };
        let key = save_key(&parts.meta.id);
        match games.iter_mut().find(|(k, _)| *k == key) {
            Some((_, stored)) => {
                let ahead = save::read(stored)
                    .map_or(true, |other| lineage(&parts, &other) == Lineage::Ahead);
                if ahead {
                    stored.clone_from(text);
                }
            }
            None => games.push((key, text.clone())),
        }
    }
    sections.retain(|s| !s.entries.is_empty());
    Ok(Backup {
        app: APP_VERSION.to_owned(),
        created_ms: now_ms,
        sections,
    })
}

/// What restoring would do with one game of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChange {
    /// Not on this device: added.
    New,
    /// Here already, as in the file: nothing to do.
    Same,
    /// The file's goes on from the one here: it replaces it (nothing is lost).
    FileNewer,
    /// The one here goes on from the file's: it stays.
    DeviceNewer,
    /// Each has moves the other lacks: the player keeps both, or takes the file's.
    Different,
    /// The file's save does not read (it was damaged where it was backed up): restored as
    /// it is when its place is free, so nothing is lost.
    Damaged,
}

/// One game of the file and what restoring does with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePlan {
    /// Its id in the file.
    pub id: String,
    /// The game on this device it matches (the same id, or the same game imported under
    /// another id), if any.
    pub here: Option<String>,
    pub name: String,
    pub change: GameChange,
}

/// What restoring a section other than the games does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectionChange {
    /// Nothing of it here: added.
    New,
    /// Here already, as in the file.
    Same,
    /// Here with other values: replaced, unless the player keeps this device's.
    Replaced,
}

/// One section of the file and what restoring does with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionPlan {
    pub name: String,
    pub change: SectionChange,
}

/// What restoring a backup would do, for the player to read before choosing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub games: Vec<GamePlan>,
    pub sections: Vec<SectionPlan>,
}

impl Plan {
    /// How many games of the file will have `change`.
    pub fn count(&self, change: GameChange) -> usize {
        self.games.iter().filter(|g| g.change == change).count()
    }

    /// Whether restoring as `choices` says replaces game `id` of this device: the file's
    /// goes on from it, or differs and the player chose the file's. (The game on the
    /// table and the journal's copy of such a game would bring the replaced moves back.)
    pub fn replaces(&self, choices: &Choices, id: &str) -> bool {
        self.games.iter().any(|g| {
            g.here.as_deref() == Some(id)
                && (g.change == GameChange::FileNewer
                    || (g.change == GameChange::Different && choices.take_different))
        })
    }
}

/// What the player chose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// Games [`GameChange::Different`]: the file's replaces the one here (else both kept).
    pub take_different: bool,
    /// Sections [`SectionChange::Replaced`] left as they are on this device.
    pub keep: Vec<String>,
}

/// What restoring `backup` into `store` would do.
///
/// # Errors
/// The store's, when it cannot be read.
pub fn plan(store: &impl KeyValueStore, backup: &Backup) -> Result<Plan, StoreError> {
    // The games here that a game of the file stands for: each at most one (the file's
    // own ids first), so that no two games of the file replace the same game here.
    let mut claimed: Vec<String> = backup.games().map(|(id, _)| id.to_owned()).collect();
    let mut games = Vec::new();
    for (id, text) in backup.games() {
        let Ok(parts) = save::read(text) else {
            let free = store.get(&save_key(id))?.is_none();
            games.push(GamePlan {
                id: id.to_owned(),
                here: (!free).then(|| id.to_owned()),
                name: id.to_owned(),
                change: if free {
                    GameChange::Damaged
                } else {
                    GameChange::Same
                },
            });
            continue;
        };
        let name = parts.meta.name.clone();
        let stored = store.get(&save_key(id))?;
        let (here, relation) = match stored.as_deref().map(save::read) {
            Some(_) if stored.as_deref() == Some(text) => (Some(id.to_owned()), Lineage::Same),
            Some(Ok(other)) => (Some(id.to_owned()), lineage(&parts, &other)),
            // A damaged save here goes on being kept; the file's is added beside it.
            Some(Err(_)) => (Some(id.to_owned()), Lineage::Diverged),
            None => match same_game(store, &parts, &claimed)? {
                Some((here, relation)) => (Some(here), relation),
                None => (None, Lineage::Ahead),
            },
        };
        if let Some(here) = &here {
            if !claimed.contains(here) {
                claimed.push(here.clone());
            }
        }
        let change = match (&here, relation) {
            (None, _) => GameChange::New,
            (Some(_), Lineage::Same) => GameChange::Same,
            (Some(_), Lineage::Ahead) => GameChange::FileNewer,
            (Some(_), Lineage::Behind) => GameChange::DeviceNewer,
            (Some(_), Lineage::Diverged) => GameChange::Different,
        };
        games.push(GamePlan {
            id: id.to_owned(),
            here,
            name,
            change,
        });
    }
    let mut sections = Vec::new();
    for s in backup.sections.iter().filter(|s| s.name != GAMES) {
        let mut same = true;
        let mut any_here = false;
        for (k, v) in s.entries.iter().filter(|(k, _)| restorable(k)) {
            match store.get(k)? {
                Some(here) => {
                    any_here = true;
                    same &= here == *v;
                }
                None => same = false,
            }
        }
        sections.push(SectionPlan {
            name: s.name.clone(),
            change: match (same, any_here) {
                (true, _) => SectionChange::Same,
                (false, false) => SectionChange::New,
                (false, true) => SectionChange::Replaced,
            },
        });
    }
    Ok(Plan { games, sections })
}

/// The game here that is the same game as `parts` under another id (a file imported
/// earlier: the same seed and settings, one's actions beginning with the other's), and
/// how `parts` relates to it; not one of `claimed` (matched already).
fn same_game(
    store: &impl KeyValueStore,
    parts: &crate::session::SessionParts,
    claimed: &[String],
) -> Result<Option<(String, Lineage)>, StoreError> {
    for key in store.keys()? {
        let Some(id) = key.strip_prefix(SAVE_PREFIX) else {
            continue;
        };
        if claimed.iter().any(|c| c == id) {
            continue;
        }
        let Some(Ok(other)) = store.get(&key)?.as_deref().map(save::read) else {
            continue;
        };
        let relation = lineage(parts, &other);
        if other.config == parts.config && relation != Lineage::Diverged {
            return Ok(Some((id.to_owned(), relation)));
        }
    }
    Ok(None)
}

/// Whether a key of a section other than the games may be written by a restore: a key
/// of the app that is neither a save nor one of the keys never restored.
fn restorable(key: &str) -> bool {
    section_of(key).is_some_and(|s| s != GAMES)
}

/// What a restore did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Restored {
    /// Games added (new ones, and the file's copies of games kept both ways).
    pub added: usize,
    /// Ids of the games here that the file's replaced (their open copies are stale).
    pub replaced: Vec<String>,
    /// Sections written.
    pub sections: Vec<String>,
    /// Every save written, (id, text) as stored: the app puts each in the journal, as
    /// it does a played move, before it says the backup is restored.
    pub written: Vec<(String, String)>,
    /// Every other key written (settings, tournament...), with its value: the journal
    /// keeps them too, until the store surely has them ([`journal_restore`]).
    pub keys: Vec<(String, String)>,
}

/// Why a restore wrote nothing: every part of the plan is written, or none is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// The saves here changed since the plan was made (another tab played on): this is
    /// the plan as it is now, for the player to read again.
    Stale(Plan),
    /// A game of the file reads but does not replay (or its id is not valid): the file's
    /// id, the game's name, why.
    InvalidGame {
        id: String,
        name: String,
        error: LibraryError,
    },
    /// Two games of the file would be written over one game here (`id`, `name`: the
    /// second of them).
    SameGameTwice { id: String, name: String },
    /// The store refused a write (full...) or could not be read. `undone`: what was
    /// written before was taken back, so nothing changed; false only when taking it
    /// back failed too.
    Store { error: StoreError, undone: bool },
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::Stale(_) => write!(f, "the saves changed since the plan was made"),
            RestoreError::InvalidGame { id, error, .. } => {
                write!(f, "game {id} of the backup is not valid: {error}")
            }
            RestoreError::SameGameTwice { id, .. } => {
                write!(
                    f,
                    "game {id} of the backup is written over another of its games"
                )
            }
            RestoreError::Store { error, undone } => {
                write!(f, "{error} (undone: {undone})")
            }
        }
    }
}

impl std::error::Error for RestoreError {}

impl From<StoreError> for RestoreError {
    fn from(error: StoreError) -> RestoreError {
        RestoreError::Store {
            error,
            undone: true,
        }
    }
}

/// One key the restore writes.
struct Write {
    key: String,
    value: String,
    /// For a save: its game's line in the index (none for a damaged save).
    summary: Option<Summary>,
}

/// Restores `backup` as `plan` says and the player chose. `fork` gives a new id for the
/// file's copy of a game kept both ways; the copy's name ends with `suffix`, numbered so
/// that no saved game nor other copy has it.
///
/// All or nothing: the plan is made again first and must be the one the player read;
/// every game is then read and replayed and every key to write is known before the first
/// write; a write refused midway takes back those before it.
///
/// # Errors
/// [`RestoreError`]: in every case nothing was changed (but see `undone`).
pub fn restore<S: KeyValueStore>(
    store: S,
    backup: &Backup,
    plan: &Plan,
    choices: &Choices,
    fork: &mut dyn FnMut() -> String,
    suffix: &str,
) -> Result<Restored, RestoreError> {
    if let Some(now) = stale(&store, backup, plan)? {
        return Err(RestoreError::Stale(now));
    }
    // The store by value: the library's code is the app's own (`SaveLibrary<LocalStore>`),
    // not a second copy for a reference.
    let mut library = SaveLibrary::new(store);
    let (writes, done) = prepare(&library, backup, plan, choices, fork, suffix)?;
    // Then write, remembering what each key held.
    let mut before: Vec<(&str, Option<String>)> = Vec::with_capacity(writes.len());
    for w in &writes {
        let store = library.store_mut();
        let result = store.get(&w.key).and_then(|old| {
            before.push((&w.key, old));
            store.set(&w.key, &w.value)
        });
        if let Err(error) = result {
            let undone = undo(library.store_mut(), before);
            return Err(RestoreError::Store { error, undone });
        }
    }
    // The list finds a save the index misses: a full store here loses nothing.
    let summaries: Vec<Summary> = writes.into_iter().filter_map(|w| w.summary).collect();
    if !summaries.is_empty() {
        let _ = library.index_all(summaries);
    }
    // The device holds what the backup held: its date counts as the last backup.
    let store = library.store_mut();
    if last_backup(store).is_none_or(|t| t < backup.created_ms) {
        let _ = mark_backup(store, backup.created_ms);
    }
    Ok(done)
}

/// The plan as it is now, if it is not `plan` any more: the saves here changed since
/// `plan` was made (another tab played on, or made or deleted a game), so what the player
/// read and chose is not what restoring would do.
///
/// # Errors
/// The store's, when it cannot be read.
pub fn stale(
    store: &impl KeyValueStore,
    backup: &Backup,
    plan: &Plan,
) -> Result<Option<Plan>, StoreError> {
    let now = self::plan(store, backup)?;
    Ok((now != *plan).then_some(now))
}

/// Puts back what each key held before the restore, the last written first. Whether
/// all of it went back.
fn undo(store: &mut impl KeyValueStore, before: Vec<(&str, Option<String>)>) -> bool {
    let mut undone = true;
    for (key, old) in before.into_iter().rev() {
        let result = match old {
            Some(v) => store.set(key, &v),
            None => store.remove(key),
        };
        undone &= result.is_ok();
    }
    undone
}

/// Every key a restore writes, checked, and what it will have done; nothing is written.
fn prepare<S: KeyValueStore>(
    library: &SaveLibrary<S>,
    backup: &Backup,
    plan: &Plan,
    choices: &Choices,
    fork: &mut dyn FnMut() -> String,
    suffix: &str,
) -> Result<(Vec<Write>, Restored), RestoreError> {
    let mut done = Restored::default();
    let mut writes = Vec::new();
    // The names of the saved games, and of the copies this restore makes.
    let mut names: Vec<String> = library
        .list()?
        .iter()
        .map(|l| l.name().to_owned())
        .collect();
    for g in &plan.games {
        let Some((_, text)) = backup.games().find(|(id, _)| *id == g.id) else {
            continue;
        };
        let invalid = |error| RestoreError::InvalidGame {
            id: g.id.clone(),
            name: g.name.clone(),
            error,
        };
        // The save as written under `id`, renamed to `name` if given, replayed.
        let checked = |id: &str, name: Option<&str>| -> Result<Write, RestoreError> {
            if !save::valid_id(id) {
                return Err(invalid(LibraryError::BadId));
            }
            let mut parts = save::read(text).map_err(|e| invalid(LibraryError::Save(e)))?;
            parts.meta.id = id.to_owned();
            if let Some(name) = name {
                parts.meta.name = name.to_owned();
            }
            let session = save::restore(parts).map_err(|e| invalid(LibraryError::Save(e)))?;
            // The file's own text, byte for byte, unless renamed (the key names the game,
            // whatever id the text says: `SaveLibrary::load`).
            let value = if name.is_none() {
                text.to_owned()
            } else {
                save::encode(session.parts())
            };
            Ok(Write {
                key: save_key(id),
                summary: Some(Summary::of(&session, value.len())),
                value,
            })
        };
        let write = match g.change {
            GameChange::Same | GameChange::DeviceNewer => continue,
            GameChange::New => {
                done.added += 1;
                checked(&g.id, None)?
            }
            GameChange::Damaged => {
                if !save::valid_id(&g.id) {
                    return Err(invalid(LibraryError::BadId));
                }
                done.added += 1;
                Write {
                    key: save_key(&g.id),
                    value: text.to_owned(),
                    summary: None,
                }
            }
            GameChange::FileNewer => {
                let here = g.here.as_deref().unwrap_or(&g.id);
                done.replaced.push(here.to_owned());
                checked(here, None)?
            }
            GameChange::Different if choices.take_different => {
                let here = g.here.as_deref().unwrap_or(&g.id);
                done.replaced.push(here.to_owned());
                checked(here, None)?
            }
            GameChange::Different => {
                let name = crate::session::distinct_name(&suffixed(&g.name, suffix), |n| {
                    names.iter().any(|m| m == n)
                });
                names.push(name.clone());
                done.added += 1;
                checked(&fork(), Some(&name))?
            }
        };
        if writes.iter().any(|w: &Write| w.key == write.key) {
            // Two games of the file for one game here ([`plan`] matches each game here
            // once, so only a plan not made by it): which one to keep is not known.
            return Err(RestoreError::SameGameTwice {
                id: g.id.clone(),
                name: g.name.clone(),
            });
        }
        if write.summary.is_some() {
            let id = write.key.strip_prefix(SAVE_PREFIX).unwrap_or_default();
            done.written.push((id.to_owned(), write.value.clone()));
        }
        writes.push(write);
    }
    for s in &plan.sections {
        if s.change == SectionChange::Same || choices.keep.contains(&s.name) {
            continue;
        }
        let Some(section) = backup.section(&s.name) else {
            continue;
        };
        for (k, v) in section.entries.iter().filter(|(k, _)| restorable(k)) {
            done.keys.push((k.clone(), v.clone()));
            writes.push(Write {
                key: k.clone(),
                value: v.clone(),
                summary: None,
            });
        }
        done.sections.push(s.name.clone());
    }
    Ok((writes, done))
}

/// What the app does at start with the last restore's other data that the journal
/// keeps (its `stamp`, [`RESTORED_KEY`]'s value then).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JournalRestore {
    /// The store lost it (the browser was killed before writing it to disk): write it
    /// again ([`reapply`]).
    Reapply,
    /// The store has it, for long enough to be on disk, or has a later restore's: the
    /// journal's copy goes.
    Drop,
    /// The store has it, written just now: kept a while longer.
    Keep,
}

/// [`JournalRestore`] for the journal's restore of `stamp`, the store as it is, at
/// `now_ms`.
pub fn journal_restore(stamp: &str, store: &impl KeyValueStore, now_ms: u64) -> JournalRestore {
    let Ok(journal) = stamp.parse::<u64>() else {
        return JournalRestore::Drop;
    };
    let here = store
        .get(RESTORED_KEY)
        .ok()
        .flatten()
        .and_then(|t| t.parse::<u64>().ok());
    match here {
        // Later than the store's, or the store has none: the store lost it.
        None => JournalRestore::Reapply,
        Some(h) if h < journal => JournalRestore::Reapply,
        Some(h) if h > journal => JournalRestore::Drop,
        _ if now_ms >= journal.saturating_add(RESTORED_SETTLED_MS) => JournalRestore::Drop,
        _ => JournalRestore::Keep,
    }
}

/// Writes again the other data of a restore (`pairs`, from the journal), then its
/// `stamp`: only keys a restore may write (never a save, a lock or the index).
///
/// # Errors
/// The store's.
pub fn reapply(
    store: &mut impl KeyValueStore,
    stamp: &str,
    pairs: &[(String, String)],
) -> Result<(), StoreError> {
    for (k, v) in pairs.iter().filter(|(k, _)| restorable(k)) {
        store.set(k, v)?;
    }
    store.set(RESTORED_KEY, stamp)
}

/// When the last backup was made, if ever.
pub fn last_backup(store: &impl KeyValueStore) -> Option<u64> {
    store.get(LAST_KEY).ok()??.parse().ok()
}

/// Notes that a backup was made at `ms`.
///
/// # Errors
/// The store's.
pub fn mark_backup(store: &mut impl KeyValueStore, ms: u64) -> Result<(), StoreError> {
    let mut v = String::new();
    json::push_u64(&mut v, ms);
    store.set(LAST_KEY, &v)
}

/// When the reminder was last put away, if ever.
pub fn dismissed(store: &impl KeyValueStore) -> Option<u64> {
    store.get(DISMISSED_KEY).ok()??.parse().ok()
}

/// Puts the reminder away (for [`REMIND_AFTER_MS`]).
///
/// # Errors
/// The store's.
pub fn dismiss(store: &mut impl KeyValueStore, ms: u64) -> Result<(), StoreError> {
    let mut v = String::new();
    json::push_u64(&mut v, ms);
    store.set(DISMISSED_KEY, &v)
}

/// Whether to remind the player to make a backup at `now_ms`: games were played since the
/// last backup and it is [`REMIND_AFTER_MS`] old; or there was never one and a game is
/// finished or long ([`LONG_GAME_MS`]). Not for [`REMIND_AFTER_MS`] after the reminder
/// was put away.
pub fn reminder_due(
    now_ms: u64,
    last: Option<u64>,
    dismissed: Option<u64>,
    games: &[Summary],
) -> bool {
    if dismissed.is_some_and(|d| now_ms < d.saturating_add(REMIND_AFTER_MS)) {
        return false;
    }
    match last {
        None => games
            .iter()
            .any(|g| g.phase == Phase::Over || g.elapsed_ms >= LONG_GAME_MS),
        Some(t) => {
            now_ms >= t.saturating_add(REMIND_AFTER_MS)
                && games.iter().any(|g| g.last_played_ms > t)
        }
    }
}
