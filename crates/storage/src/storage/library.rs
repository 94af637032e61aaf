//! Several games side by side in one [`KeyValueStore`], with an index for the list.
//!
//! Keys:
//! - `planisfero.save.<id>`: one save ([`super::save`] format) per game;
//! - `planisfero.saves`: the index, a summary per game for the list (name, preset,
//!   players, round, last played) so the list needs no replay;
//! - `planisfero.lock.<id>`: which tab has the game open ([`super::lock`]);
//! - `planisfero.damaged`: the saves that read but failed to replay, each with the hash
//!   of the text that failed, so they stay listed as damaged after a reload.
//!
//! Writing never destroys the previous good save: a game's new save replaces the old one
//! in a single `set` (all or nothing), and only then is the index updated. If the store is
//! full the first write fails and nothing changed; if only the index write fails, the
//! game is saved and the list finds it anyway, since [`SaveLibrary::list`] also looks at
//! every save key the index lacks. A damaged index is rebuilt from the saves.

use crate::rules::{Color, Phase, PresetId};
use crate::session::{Session, SessionMeta, SessionParts};

use super::codec::ActionsEncoder;
use super::json::{self, Node, ObjectWriter};
use super::save::{self, SaveError, MAX_NAME_CHARS};
use super::store::{KeyValueStore, StoreError};

/// Key of the index.
pub const INDEX_KEY: &str = "planisfero.saves";

/// Prefix of the save keys (followed by the game's id).
pub const SAVE_PREFIX: &str = "planisfero.save.";

/// Key of the damage marks: one line `<text hash> <id>` per save that failed to replay.
pub const DAMAGED_KEY: &str = "planisfero.damaged";

/// The key of a game's save.
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// One seat, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerSummary {
    pub name: String,
    pub color: Color,
}

/// What the list of saved games shows about one game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Summary {
    pub id: String,
    pub name: String,
    pub preset: PresetId,
    pub players: Vec<PlayerSummary>,
    /// The round in progress (0 during the setup).
    pub round: u32,
    pub phase: Phase,
    pub created_ms: u64,
    /// When an action was last applied.
    pub last_played_ms: u64,
    pub actions: usize,
    pub elapsed_ms: u64,
    /// Size of the save, in bytes.
    pub bytes: usize,
}

impl Summary {
    /// The summary of a session whose save takes `bytes`.
    pub fn of(session: &Session, bytes: usize) -> Summary {
        let parts = session.parts();
        Summary {
            id: parts.meta.id.clone(),
            name: parts.meta.name.clone(),
            preset: parts.config.preset,
            players: parts
                .config
                .seats
                .iter()
                .map(|s| PlayerSummary {
                    name: s.name.clone(),
                    color: s.color,
                })
                .collect(),
            round: session.game().round(),
            phase: session.game().phase(),
            created_ms: parts.meta.created_ms,
            last_played_ms: parts.meta.updated_ms,
            actions: parts.actions.len(),
            elapsed_ms: parts.elapsed_ms,
            bytes,
        }
    }
}

/// The index: `{"version":1,"games":[summary, ...]}`, each summary's members in the
/// order of [`Summary`]'s fields.
#[derive(Debug, Default)]
struct Index {
    version: u32,
    games: Vec<Summary>,
}

impl Index {
    fn to_json(&self) -> String {
        let mut out = String::with_capacity(64 + 256 * self.games.len());
        let mut o = ObjectWriter::new(&mut out);
        json::push_u64(o.key("version"), u64::from(self.version));
        json::push_array(o.key("games"), &self.games, |out, g| {
            let mut s = ObjectWriter::new(out);
            json::push_str(s.key("id"), &g.id);
            json::push_str(s.key("name"), &g.name);
            json::push_str(s.key("preset"), g.preset.key());
            json::push_array(s.key("players"), &g.players, |out, p| {
                let mut po = ObjectWriter::new(out);
                json::push_str(po.key("name"), &p.name);
                json::push_str(po.key("color"), p.color.key());
                po.end();
            });
            json::push_u64(s.key("round"), u64::from(g.round));
            json::push_str(s.key("phase"), g.phase.key());
            json::push_u64(s.key("created_ms"), g.created_ms);
            json::push_u64(s.key("last_played_ms"), g.last_played_ms);
            json::push_u64(s.key("actions"), g.actions as u64);
            json::push_u64(s.key("elapsed_ms"), g.elapsed_ms);
            json::push_u64(s.key("bytes"), g.bytes as u64);
            s.end();
        });
        o.end();
        out
    }

    /// The index in `text`; `None` if it is damaged in any way.
    fn from_json(text: &str) -> Option<Index> {
        Index::read(&json::parse(text).ok()?).ok()
    }

    fn read(node: &Node) -> Result<Index, json::Error> {
        let f = node.fields()?;
        let mut games = Vec::new();
        for g in f.req("games")?.items()? {
            let s = g.fields()?;
            let mut players = Vec::new();
            for p in s.req("players")?.items()? {
                let po = p.fields()?;
                players.push(PlayerSummary {
                    name: po.req("name")?.str()?.to_owned(),
                    color: po.req("color")?.keyed_by(&Color::ALL, Color::key)?,
                });
            }
            games.push(Summary {
                id: s.req("id")?.str()?.to_owned(),
                name: s.req("name")?.str()?.to_owned(),
                preset: s.req("preset")?.keyed_by(&PresetId::ALL, PresetId::key)?,
                players,
                round: s.req("round")?.u32()?,
                phase: s.req("phase")?.keyed_by(&Phase::ALL, Phase::key)?,
                created_ms: s.req("created_ms")?.u64()?,
                last_played_ms: s.req("last_played_ms")?.u64()?,
                actions: s.req("actions")?.usize()?,
                elapsed_ms: s.req("elapsed_ms")?.u64()?,
                bytes: s.req("bytes")?.usize()?,
            });
        }
        Ok(Index {
            version: f.req("version")?.u32()?,
            games,
        })
    }
}

/// A game of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// The game's id (its save key without the prefix).
    pub id: String,
    /// What the index says about it; `None` for a damaged save the index does not know.
    pub summary: Option<Summary>,
    /// `Ok` if the save reads (its actions are checked by the replay when it is loaded),
    /// or what is wrong with it.
    pub status: Result<(), SaveError>,
}

impl Listed {
    /// The name to show: the summary's, or the id.
    pub fn name(&self) -> &str {
        self.summary.as_ref().map_or(&self.id, |s| &s.name)
    }

    fn last_played(&self) -> u64 {
        self.summary.as_ref().map_or(0, |s| s.last_played_ms)
    }
}

/// Why a library operation failed. Nothing is changed when it fails, except as said for
/// [`LibraryError::IndexNotUpdated`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryError {
    /// The store refused (unavailable or full).
    Store(StoreError),
    /// The game itself was written, but not the index (the list finds it anyway).
    IndexNotUpdated(StoreError),
    /// No game with this id.
    NotFound(String),
    /// The save cannot be loaded.
    Save(SaveError),
    /// A name that is empty or longer than [`MAX_NAME_CHARS`].
    BadName,
    /// An id that cannot name a save.
    BadId,
    /// The stored save is not the one expected: another tab wrote it meanwhile.
    Conflict,
}

impl LibraryError {
    /// Stable key for translations.
    pub fn code(&self) -> &'static str {
        match self {
            LibraryError::Store(e) | LibraryError::IndexNotUpdated(e) => e.code(),
            LibraryError::NotFound(_) => "not_found",
            LibraryError::Save(e) => e.code(),
            LibraryError::BadName => "bad_name",
            LibraryError::BadId => "bad_id",
            LibraryError::Conflict => "conflict",
        }
    }
}

impl std::fmt::Display for LibraryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LibraryError::Store(e) => write!(f, "{e}"),
            LibraryError::IndexNotUpdated(e) => {
                write!(f, "saved, but the list was not updated: {e}")
            }
            LibraryError::NotFound(id) => write!(f, "no saved game {id:?}"),
            LibraryError::Save(e) => write!(f, "{e}"),
            LibraryError::BadName => write!(f, "a name needs 1 to {MAX_NAME_CHARS} characters"),
            LibraryError::BadId => write!(f, "invalid game id"),
            LibraryError::Conflict => write!(f, "the save was changed by another tab"),
        }
    }
}

impl std::error::Error for LibraryError {}

impl From<StoreError> for LibraryError {
    fn from(e: StoreError) -> Self {
        LibraryError::Store(e)
    }
}

/// How two saves of one game relate, action by action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lineage {
    /// The same actions and no more play time.
    Same,
    /// `mine` goes on from `other` (more actions, or the same and a later clock).
    Ahead,
    /// `other` goes on from `mine`.
    Behind,
    /// Each has actions the other lacks (or their seeds differ).
    Diverged,
}

/// How `mine` relates to `other`.
pub fn lineage(mine: &SessionParts, other: &SessionParts) -> Lineage {
    // Same id and seed: the same game (a different seed cannot share a history).
    if mine.seed != other.seed {
        return Lineage::Diverged;
    }
    let (a, b) = (&mine.actions, &other.actions);
    if a == b {
        if mine.elapsed_ms > other.elapsed_ms {
            Lineage::Ahead
        } else {
            Lineage::Same
        }
    } else if a.len() > b.len() && a.starts_with(b) {
        Lineage::Ahead
    } else if b.len() > a.len() && b.starts_with(a) {
        Lineage::Behind
    } else {
        Lineage::Diverged
    }
}

/// What [`SaveLibrary::merge`] did with a copy of a game kept outside the store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Merged {
    /// The store has it already, or a later state of the same game: nothing written.
    Kept,
    /// The copy goes on from the stored save (or the store had none): it replaced it.
    Restored { id: String, actions: usize },
    /// The copy and the stored save went separate ways: the copy is now a new game.
    Forked { id: String, name: String },
}

/// A stored game that is the same game as a file being imported
/// ([`SaveLibrary::same_game`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameGame {
    pub id: String,
    pub name: String,
    /// Its actions (the file's may be more, fewer, or as many).
    pub actions: usize,
}

/// A deleted game as it was, for [`SaveLibrary::undelete`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    pub id: String,
    pub name: String,
    text: String,
    summary: Option<Summary>,
}

/// The saved games in a store.
#[derive(Debug)]
pub struct SaveLibrary<S> {
    store: S,
}

/// Checks and tidies a game name: trimmed, 1 to [`MAX_NAME_CHARS`] characters.
///
/// # Errors
/// [`LibraryError::BadName`].
pub fn clean_name(name: &str) -> Result<String, LibraryError> {
    let name = name.trim();
    let n = name.chars().count();
    if n == 0 || n > MAX_NAME_CHARS || name.chars().any(char::is_control) {
        return Err(LibraryError::BadName);
    }
    Ok(name.to_owned())
}

/// The damage mark of save `text` of game `id`.
fn mark(text: &str, id: &str) -> String {
    let mut line = String::new();
    json::push_u64(&mut line, text_hash(text));
    line.push(' ');
    line.push_str(id);
    line
}

/// A fingerprint of a save text (FNV-1a 64), to notice that another tab rewrote it.
pub fn text_hash(text: &str) -> u64 {
    crate::rules::replay::fnv1a(text.as_bytes())
}

/// A new game id from the time and a random number: `g-<time base 36>-<random base 36>`.
pub fn new_id(now_ms: u64, random: u64) -> String {
    // Written digit by digit: no format! and no UTF-8 check in the wasm.
    fn push_base36(out: &mut String, mut n: u64) {
        const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
        // u64::MAX has 13 digits in base 36.
        let mut digits = [0u8; 13];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = DIGITS[(n % 36) as usize];
            n /= 36;
            if n == 0 {
                break;
            }
        }
        for &d in &digits[i..] {
            out.push(char::from(d));
        }
    }
    let mut id = String::from("g-");
    push_base36(&mut id, now_ms);
    id.push('-');
    push_base36(&mut id, random);
    id
}

/// `name` followed by a space and `suffix`, shortened to fit [`MAX_NAME_CHARS`].
pub fn suffixed(name: &str, suffix: &str) -> String {
    let room = MAX_NAME_CHARS.saturating_sub(suffix.chars().count() + 1);
    let mut out: String = name.chars().take(room).collect();
    out.truncate(out.trim_end().len());
    out.push(' ');
    out.push_str(suffix);
    out
}

/// The file name an exported game gets: `planisfero-<name in lowercase ASCII>.json`.
pub fn export_file_name(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars() {
        let c = match c {
            'à' | 'á' | 'â' | 'ä' | 'À' | 'Á' => 'a',
            'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' => 'e',
            'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' => 'i',
            'ò' | 'ó' | 'ô' | 'ö' | 'Ò' | 'Ó' => 'o',
            'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' => 'u',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.len() >= 40 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "planisfero-partita.json".to_owned()
    } else {
        format!("planisfero-{slug}.json")
    }
}

impl<S: KeyValueStore> SaveLibrary<S> {
    /// A library over `store`.
    pub fn new(store: S) -> SaveLibrary<S> {
        SaveLibrary { store }
    }

    /// The store, for the lock and tests.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The store, mutably.
    pub fn store_mut(&mut self) -> &mut S {
        &mut self.store
    }

    /// `name`, numbered if a saved game has it ([`crate::session::distinct_name`]); as
    /// given when the list cannot be read.
    pub fn unused_name(&self, name: &str) -> String {
        let list = self.list().unwrap_or_default();
        crate::session::distinct_name(name, |n| list.iter().any(|g| g.name() == n))
    }

    /// The name of a copy of game `name`: followed by `suffix` (" (copia)"), shortened
    /// to fit ([`suffixed`]), numbered if a saved game has it ([`Self::unused_name`]).
    pub fn copy_name(&self, name: &str, suffix: &str) -> String {
        self.unused_name(&suffixed(name, suffix))
    }

    fn read_index(&self) -> Result<Index, StoreError> {
        Ok(self
            .store
            .get(INDEX_KEY)?
            .and_then(|text| Index::from_json(&text))
            .unwrap_or_default())
    }

    fn write_index(&mut self, mut index: Index) -> Result<(), StoreError> {
        index.version = 1;
        self.store.set(INDEX_KEY, &index.to_json())
    }

    fn update_index(&mut self, f: impl FnOnce(&mut Vec<Summary>)) -> Result<(), LibraryError> {
        let mut index = self.read_index().map_err(LibraryError::IndexNotUpdated)?;
        f(&mut index.games);
        self.write_index(index)
            .map_err(LibraryError::IndexNotUpdated)
    }

    fn upsert(&mut self, summary: Summary) -> Result<(), LibraryError> {
        self.update_index(
            |games| match games.iter_mut().find(|g| g.id == summary.id) {
                Some(g) => *g = summary,
                None => games.push(summary),
            },
        )
    }

    /// Puts the lines of games just written in the index (one write of the index).
    ///
    /// # Errors
    /// [`LibraryError::IndexNotUpdated`]: the saves are listed anyway.
    pub fn index_all(
        &mut self,
        summaries: impl IntoIterator<Item = Summary>,
    ) -> Result<(), LibraryError> {
        self.update_index(|games| {
            for summary in summaries {
                match games.iter_mut().find(|g| g.id == summary.id) {
                    Some(g) => *g = summary,
                    None => games.push(summary),
                }
            }
        })
    }

    /// The damage marks' text.
    fn read_marks(&self) -> Result<String, StoreError> {
        Ok(self.store.get(DAMAGED_KEY)?.unwrap_or_default())
    }

    /// Marks game `id` damaged: its save reads but fails to replay ([`SaveLibrary::load`]
    /// said why). The mark holds while the save's text stays the same, so the list shows
    /// it damaged, with the reason, after a reload too; a new text (an import replacing
    /// it) clears it. Marks of saves changed or gone since are dropped.
    ///
    /// # Errors
    /// The store's error (the save is then listed as fine until it is opened again).
    pub fn mark_damaged(&mut self, id: &str) -> Result<(), StoreError> {
        let mut out = String::new();
        for line in self.read_marks()?.lines() {
            let other = line.split_once(' ').map_or("", |(_, id)| id);
            if other != id && self.mark_of(other)?.as_deref() == Some(line) {
                out.push_str(line);
                out.push('\n');
            }
        }
        if let Some(line) = self.mark_of(id)? {
            out.push_str(&line);
            out.push('\n');
        }
        self.store.set(DAMAGED_KEY, &out)
    }

    /// The damage mark of game `id`'s save as it is now: `<text hash> <id>`.
    fn mark_of(&self, id: &str) -> Result<Option<String>, StoreError> {
        Ok(self.store.get(&save_key(id))?.map(|text| mark(&text, id)))
    }

    /// Forgets the games the index lists whose save is gone (another tab deleted it, or
    /// its key was removed outside the app); returns their names, for telling the player
    /// once.
    ///
    /// # Errors
    /// The store's error (nothing is forgotten).
    pub fn forget_vanished(&mut self) -> Result<Vec<String>, LibraryError> {
        let mut index = self.read_index()?;
        let mut gone = Vec::new();
        let mut kept = Vec::new();
        for g in index.games {
            if self.store.get(&save_key(&g.id))?.is_some() {
                kept.push(g);
            } else {
                gone.push(g.name);
            }
        }
        if !gone.is_empty() {
            index.games = kept;
            self.write_index(index)?;
        }
        Ok(gone)
    }

    /// How many saved games there are, damaged ones included (as many as [`Self::list`]
    /// lists): the saves' keys, none read. `public/boot.js` counts the same keys before
    /// the app's wasm has arrived.
    ///
    /// # Errors
    /// [`StoreError`] when the store cannot be read at all.
    pub fn count(&self) -> Result<usize, StoreError> {
        Ok(self
            .store
            .keys()?
            .iter()
            .filter(|k| k.starts_with(SAVE_PREFIX))
            .count())
    }

    /// Every saved game, the most recently played first; damaged saves are listed too,
    /// with what is wrong (they can be exported or deleted, not continued).
    ///
    /// # Errors
    /// [`StoreError`] when the store cannot be read at all.
    pub fn list(&self) -> Result<Vec<Listed>, StoreError> {
        let index = self.read_index()?;
        let marks = self.read_marks()?;
        let mut ids: Vec<String> = self
            .store
            .keys()?
            .into_iter()
            .filter_map(|k| k.strip_prefix(SAVE_PREFIX).map(str::to_owned))
            .collect();
        ids.sort_unstable();
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            let Some(text) = self.store.get(&save_key(&id))? else {
                continue;
            };
            let known = index.games.iter().find(|g| g.id == id).cloned();
            let listed = match save::read(&text) {
                // A save marked damaged is replayed again for the reason (a marked text
                // that replays now, under newer rules, is fine).
                Ok(parts) if known.is_some() => Listed {
                    status: if marks.lines().any(|l| l == mark(&text, &id)) {
                        save::restore(parts).map(|_| ())
                    } else {
                        Ok(())
                    },
                    id,
                    summary: known,
                },
                // A save the index lacks (its index write failed): replay it for the summary.
                Ok(parts) => match save::restore(parts) {
                    Ok(session) => Listed {
                        summary: Some(Summary {
                            id: id.clone(),
                            ..Summary::of(&session, text.len())
                        }),
                        id,
                        status: Ok(()),
                    },
                    Err(e) => Listed {
                        id,
                        summary: None,
                        status: Err(e),
                    },
                },
                Err(e) => Listed {
                    id,
                    summary: known,
                    status: Err(e),
                },
            };
            out.push(listed);
        }
        // Most recent first, then by id (unique: the order is total, a stable sort would
        // give the same).
        out.sort_unstable_by(|a, b| {
            b.last_played()
                .cmp(&a.last_played())
                .then_with(|| a.id.cmp(&b.id))
        });
        Ok(out)
    }

    /// The most recently played game that reads well, for "Continua".
    ///
    /// # Errors
    /// As [`SaveLibrary::list`].
    pub fn last_played(&self) -> Result<Option<Summary>, StoreError> {
        Ok(self
            .list()?
            .into_iter()
            .find(|l| l.status.is_ok())
            .and_then(|l| l.summary))
    }

    /// The second game of the `testa_a_testa` match whose first game is saved as
    /// `first_id`, if one was started and is still saved: a save whose match link names
    /// `first_id` (the most recently played, should a copy exist). Damaged saves are
    /// skipped. The first game's save is never changed, so its format stays as it was.
    ///
    /// # Errors
    /// [`StoreError`] when the store cannot be read at all.
    pub fn second_game_of(&self, first_id: &str) -> Result<Option<SessionMeta>, StoreError> {
        let mut found: Option<SessionMeta> = None;
        for key in self.store.keys()? {
            if !key.starts_with(SAVE_PREFIX) {
                continue;
            }
            let Some(text) = self.store.get(&key)? else {
                continue;
            };
            // Most saves do not even contain the id: skip them without decoding.
            if !text.contains(first_id) {
                continue;
            }
            let Ok(parts) = save::read(&text) else {
                continue;
            };
            let linked = parts
                .match_link
                .as_ref()
                .is_some_and(|l| l.first_id == first_id);
            if linked
                && found
                    .as_ref()
                    .is_none_or(|f| parts.meta.updated_ms > f.updated_ms)
            {
                found = Some(parts.meta);
            }
        }
        Ok(found)
    }

    /// Saves `session` (a new game or an existing one) and returns its summary.
    ///
    /// # Errors
    /// [`LibraryError::Store`] if the save could not be written: the previous save of
    /// this game is intact. [`LibraryError::IndexNotUpdated`] if only the index failed.
    pub fn save(&mut self, session: &Session) -> Result<Summary, LibraryError> {
        self.save_with(session, &mut ActionsEncoder::new())
    }

    /// [`SaveLibrary::save`] reusing `encoder`'s work on this game's earlier actions.
    ///
    /// # Errors
    /// As [`SaveLibrary::save`].
    pub fn save_with(
        &mut self,
        session: &Session,
        encoder: &mut ActionsEncoder,
    ) -> Result<Summary, LibraryError> {
        self.save_checked(session, encoder, None)
            .map(|(summary, _)| summary)
    }

    /// Saves `session` only if its stored save is still the one this writer last wrote or
    /// read: `expected` is [`text_hash`] of that text (`None`: no check). Another tab may
    /// have played the game on meanwhile (its lock long gone); writing would throw its
    /// moves away. Returns the summary and the hash of the text written.
    ///
    /// # Errors
    /// [`LibraryError::Conflict`] when the stored save changed (nothing is written), else
    /// as [`SaveLibrary::save`].
    pub fn save_checked(
        &mut self,
        session: &Session,
        encoder: &mut ActionsEncoder,
        expected: Option<u64>,
    ) -> Result<(Summary, u64), LibraryError> {
        let text = save::encode_with(session.parts(), encoder);
        self.write_checked(session, &text, expected)
    }

    /// [`SaveLibrary::save_checked`] of `text`, which is `session`'s save already encoded
    /// (the app also writes it to its journal).
    ///
    /// # Errors
    /// As [`SaveLibrary::save_checked`].
    pub fn write_checked(
        &mut self,
        session: &Session,
        text: &str,
        expected: Option<u64>,
    ) -> Result<(Summary, u64), LibraryError> {
        let id = &session.meta().id;
        if !save::valid_id(id) {
            return Err(LibraryError::BadId);
        }
        if let Some(expected) = expected {
            let stored = self.store.get(&save_key(id))?;
            if stored.as_deref().map(text_hash) != Some(expected) {
                return Err(LibraryError::Conflict);
            }
        }
        self.store.set(&save_key(id), text)?;
        let hash = text_hash(text);
        let summary = Summary::of(session, text.len());
        self.upsert(summary.clone())?;
        Ok((summary, hash))
    }

    /// The text of a game's save, as stored.
    ///
    /// # Errors
    /// [`LibraryError::NotFound`] or the store's error.
    pub fn raw(&self, id: &str) -> Result<String, LibraryError> {
        self.store
            .get(&save_key(id))?
            .ok_or_else(|| LibraryError::NotFound(id.to_owned()))
    }

    /// Loads a game: reads its save and replays every action.
    ///
    /// # Errors
    /// [`LibraryError::NotFound`], [`LibraryError::Save`] with what is wrong, or the store's.
    pub fn load(&self, id: &str) -> Result<Session, LibraryError> {
        let text = self.raw(id)?;
        let mut parts = save::read(&text).map_err(LibraryError::Save)?;
        // The key names the game, whatever the text says.
        parts.meta.id = id.to_owned();
        save::restore(parts).map_err(LibraryError::Save)
    }

    /// Renames a game.
    ///
    /// # Errors
    /// [`LibraryError::BadName`], a damaged save, or the store's error; nothing changes.
    pub fn rename(&mut self, id: &str, name: &str) -> Result<(), LibraryError> {
        let name = clean_name(name)?;
        let text = self.raw(id)?;
        let parts = save::read(&text).map_err(LibraryError::Save)?;
        let meta = SessionMeta {
            name: name.clone(),
            id: id.to_owned(),
            ..parts.meta
        };
        let renamed = save::with_meta(&text, meta).map_err(LibraryError::Save)?;
        self.store.set(&save_key(id), &renamed)?;
        let bytes = renamed.len();
        let mut index = self.read_index().map_err(LibraryError::IndexNotUpdated)?;
        match index.games.iter_mut().find(|g| g.id == id) {
            Some(g) => {
                g.name = name;
                g.bytes = bytes;
                self.write_index(index)
                    .map_err(LibraryError::IndexNotUpdated)
            }
            None => {
                let session = self.load(id)?;
                self.upsert(Summary::of(&session, bytes))
            }
        }
    }

    /// Copies a game under a new id and name; returns the copy's summary.
    ///
    /// # Errors
    /// As [`SaveLibrary::load`], [`LibraryError::BadName`], [`LibraryError::BadId`], or
    /// the store's error (then no copy exists).
    pub fn duplicate(
        &mut self,
        id: &str,
        new_id: &str,
        name: &str,
        now_ms: u64,
    ) -> Result<Summary, LibraryError> {
        let name = clean_name(name)?;
        if !save::valid_id(new_id) {
            return Err(LibraryError::BadId);
        }
        if self.store.get(&save_key(new_id))?.is_some() {
            return Err(LibraryError::BadId);
        }
        let session = self.load(id)?;
        let mut parts = session.parts().clone();
        parts.meta = SessionMeta {
            id: new_id.to_owned(),
            name,
            created_ms: now_ms,
            updated_ms: now_ms,
        };
        let copy = save::restore(parts).map_err(LibraryError::Save)?;
        self.save(&copy)
    }

    /// Keeps the moves of `session` that its stored save lacks, as a new game (`copy_id`,
    /// `copy_name`, played at `now_ms`): for a tab that just found its game taken over
    /// by another one (lock or save changed under it, issue 32), whose last moves were
    /// played before it could know and cannot go into the save the other tab now holds.
    /// Returns the copy's summary, or `None` when the stored save has every action of
    /// `session` (nothing would be lost).
    ///
    /// # Errors
    /// [`LibraryError::BadName`], [`LibraryError::BadId`] or the store's error: no copy.
    pub fn keep_unsaved(
        &mut self,
        session: &Session,
        copy_id: &str,
        copy_name: &str,
        now_ms: u64,
    ) -> Result<Option<Summary>, LibraryError> {
        let stored = self
            .store
            .get(&save_key(&session.meta().id))?
            .and_then(|t| save::read(&t).ok());
        let mine = session.parts();
        if stored.is_some_and(|theirs| {
            theirs.seed == mine.seed && theirs.actions.starts_with(&mine.actions)
        }) {
            return Ok(None);
        }
        if self.kept_elsewhere(mine)? {
            return Ok(None);
        }
        let name = clean_name(copy_name)?;
        if !save::valid_id(copy_id) || self.store.get(&save_key(copy_id))?.is_some() {
            return Err(LibraryError::BadId);
        }
        let mut parts = mine.clone();
        parts.meta = SessionMeta {
            id: copy_id.to_owned(),
            name,
            created_ms: now_ms,
            updated_ms: now_ms,
        };
        let copy = save::restore(parts).map_err(LibraryError::Save)?;
        self.save(&copy).map(Some)
    }

    /// Whether a saved game other than `parts`' own holds every move of `parts` (a copy
    /// made already: the same game, seed and settings, its moves beginning with all of
    /// `parts`'): then another copy would only repeat it under a new name.
    fn kept_elsewhere(&self, parts: &SessionParts) -> Result<bool, StoreError> {
        let own = save_key(&parts.meta.id);
        for key in self.store.keys()? {
            if !key.starts_with(SAVE_PREFIX) || key == own {
                continue;
            }
            let Some(Ok(other)) = self.store.get(&key)?.as_deref().map(save::read) else {
                continue;
            };
            if other.seed == parts.seed
                && other.config == parts.config
                && other.actions.starts_with(&parts.actions)
            {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Brings a copy of a game kept outside the store (the app's journal, written after
    /// every action) into it: the copy replaces the stored save only when it goes on from
    /// it; when both have moves the other lacks, the copy is stored as a new game
    /// (`fork_id`, `fork_name`, played at `now_ms`), so nothing is thrown away.
    ///
    /// # Errors
    /// [`LibraryError::Save`] when the copy does not read or replay (nothing changes), or
    /// the store's error (then nothing changed and the copy should be kept for later).
    pub fn merge(
        &mut self,
        text: &str,
        fork_id: &str,
        fork_name: &str,
        now_ms: u64,
    ) -> Result<Merged, LibraryError> {
        let mut parts = save::read(text).map_err(LibraryError::Save)?;
        let id = parts.meta.id.clone();
        if !save::valid_id(&id) {
            return Err(LibraryError::BadId);
        }
        let stored = self.store.get(&save_key(&id))?;
        if stored.as_deref() == Some(text) {
            return Ok(Merged::Kept);
        }
        // A stored save that no longer reads is replaced by the good copy.
        let other = stored.as_deref().and_then(|t| save::read(t).ok());
        let relation = other
            .as_ref()
            .map_or(Lineage::Ahead, |o| lineage(&parts, o));
        // A stored rival whose moves live on in another save (a take-over: the other tab's
        // moves were kept as a copy in the same journal write) gives way: nothing is lost.
        let superseded = relation == Lineage::Diverged
            && other
                .as_ref()
                .is_some_and(|o| self.kept_elsewhere(o).unwrap_or(false));
        match if superseded { Lineage::Ahead } else { relation } {
            Lineage::Same | Lineage::Behind => Ok(Merged::Kept),
            Lineage::Ahead => {
                let session = save::restore(parts).map_err(LibraryError::Save)?;
                self.save(&session)?;
                Ok(Merged::Restored {
                    id,
                    actions: session.parts().actions.len(),
                })
            }
            // A copy made earlier (the same moves kept by another path): not another one.
            Lineage::Diverged if self.kept_elsewhere(&parts)? => Ok(Merged::Kept),
            Lineage::Diverged => {
                let name = clean_name(fork_name)?;
                if !save::valid_id(fork_id) || self.store.get(&save_key(fork_id))?.is_some() {
                    return Err(LibraryError::BadId);
                }
                parts.meta = SessionMeta {
                    id: fork_id.to_owned(),
                    name: name.clone(),
                    created_ms: now_ms,
                    updated_ms: now_ms,
                };
                let session = save::restore(parts).map_err(LibraryError::Save)?;
                self.save(&session)?;
                Ok(Merged::Forked {
                    id: fork_id.to_owned(),
                    name,
                })
            }
        }
    }

    /// Deletes a game (the caller has asked the player to confirm) and returns it as it
    /// was, for [`SaveLibrary::undelete`]. The index is tidied if it can be (an entry
    /// left behind is forgotten by [`SaveLibrary::forget_vanished`]).
    ///
    /// # Errors
    /// [`LibraryError::NotFound`] or the store's error; nothing is deleted.
    pub fn delete(&mut self, id: &str) -> Result<Deleted, LibraryError> {
        let text = self.raw(id)?;
        let summary = self.read_index()?.games.into_iter().find(|g| g.id == id);
        let name = summary.as_ref().map_or_else(
            || save::read(&text).map_or_else(|_| id.to_owned(), |p| p.meta.name),
            |s| s.name.clone(),
        );
        self.store.remove(&save_key(id))?;
        let _ = self.store.remove(&super::lock::lock_key(id));
        let _ = self.update_index(|games| games.retain(|g| g.id != id));
        Ok(Deleted {
            id: id.to_owned(),
            name,
            text,
            summary,
        })
    }

    /// Puts a deleted game back exactly as it was.
    ///
    /// # Errors
    /// [`LibraryError::Conflict`] if a game under its id was saved meanwhile, or the
    /// store's error (then nothing is back).
    pub fn undelete(&mut self, deleted: &Deleted) -> Result<(), LibraryError> {
        let key = save_key(&deleted.id);
        if self.store.get(&key)?.is_some() {
            return Err(LibraryError::Conflict);
        }
        self.store.set(&key, &deleted.text)?;
        match &deleted.summary {
            Some(s) => self.upsert(s.clone()),
            // The index did not know it: the list reads the save itself.
            None => Ok(()),
        }
    }

    /// The stored game that is the same game as `parts`, if any: the same seed and
    /// settings, and the actions of one begin with all of the other's (one is the other
    /// played on, or they are equal). Ids are not compared: an import gets a new id, so a
    /// file imported twice is one game under two ids; a seed is drawn at random for each
    /// new game, so two games never share one. The most recently played if several.
    ///
    /// # Errors
    /// [`StoreError`] when the store cannot be read.
    pub fn same_game(&self, parts: &SessionParts) -> Result<Option<SameGame>, StoreError> {
        for listed in self.list()? {
            let Some(text) = self.store.get(&save_key(&listed.id))? else {
                continue;
            };
            let Ok(other) = save::read(&text) else {
                continue;
            };
            if other.config == parts.config && lineage(parts, &other) != Lineage::Diverged {
                return Ok(Some(SameGame {
                    id: listed.id,
                    name: other.meta.name,
                    actions: other.actions.len(),
                }));
            }
        }
        Ok(None)
    }

    /// Checks a file before importing it (read and replayed) and says whether its game
    /// is saved already ([`SaveLibrary::same_game`]): then the player chooses between
    /// replacing it and keeping both ([`SaveLibrary::import`]).
    ///
    /// # Errors
    /// [`LibraryError::Save`] with what is wrong with the file, or the store's error.
    pub fn import_check(&self, text: &str) -> Result<Option<SameGame>, LibraryError> {
        let parts = save::read(text).map_err(LibraryError::Save)?;
        let found = self.same_game(&parts)?;
        save::restore(parts).map_err(LibraryError::Save)?;
        Ok(found)
    }

    /// Imports a save from a file: checked and replayed first, then stored under `id`,
    /// played "now", named `fallback_name` if its own name is empty, followed by
    /// `suffix` if given (a second copy of a saved game). `id` is a new id (the file
    /// becomes a new game) or, when the player chose to replace a saved game with the
    /// file, that game's id. Returns the game.
    ///
    /// # Errors
    /// [`LibraryError::Save`] with what is wrong with the file (nothing is stored), or
    /// the store's error.
    pub fn import(
        &mut self,
        text: &str,
        id: &str,
        now_ms: u64,
        fallback_name: &str,
        suffix: Option<&str>,
    ) -> Result<Session, LibraryError> {
        if !save::valid_id(id) {
            return Err(LibraryError::BadId);
        }
        let mut parts = save::read(text).map_err(LibraryError::Save)?;
        parts.meta.id = id.to_owned();
        parts.meta.updated_ms = now_ms;
        let own = clean_name(&parts.meta.name).unwrap_or_else(|_| fallback_name.to_owned());
        parts.meta.name = match suffix {
            Some(suffix) => suffixed(&own, suffix),
            None => own,
        };
        let session = save::restore(parts).map_err(LibraryError::Save)?;
        self.save(&session)?;
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameConfig, SeatConfig};
    use crate::storage::store::MemoryStore;

    fn session(id: &str, name: &str, actions: usize, now: u64) -> Session {
        let config = GameConfig::new(
            PresetId::Classico,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Carla", Color::Giallo),
            ],
        );
        let meta = SessionMeta {
            id: id.into(),
            name: name.into(),
            created_ms: now,
            updated_ms: now,
        };
        let mut s = Session::start(meta, config, now).unwrap();
        for _ in 0..actions {
            let a = s.game().legal_actions().into_iter().next().unwrap();
            s.apply(a, now).unwrap();
        }
        s
    }

    #[test]
    fn saved_games_are_listed_newest_first_with_their_summary() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Prima", 5, 100)).unwrap();
        lib.save(&session("g-b", "Seconda", 9, 300)).unwrap();
        lib.save(&session("g-c", "Terza", 1, 200)).unwrap();
        let list = lib.list().unwrap();
        let names: Vec<_> = list.iter().map(Listed::name).collect();
        assert_eq!(names, ["Seconda", "Terza", "Prima"]);
        let s = list[0].summary.as_ref().unwrap();
        assert_eq!(s.preset, PresetId::Classico);
        assert_eq!(s.players.len(), 3);
        assert_eq!(s.players[1].name, "Bruno");
        assert_eq!(s.actions, 9);
        assert_eq!(s.phase, Phase::Setup);
        assert!(list.iter().all(|l| l.status.is_ok()));
        assert_eq!(lib.last_played().unwrap().unwrap().id, "g-b");
    }

    #[test]
    fn load_replays_the_saved_game() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        let s = session("g-a", "Prima", 30, 100);
        lib.save(&s).unwrap();
        let back = lib.load("g-a").unwrap();
        assert_eq!(back.parts(), s.parts());
        assert_eq!(
            lib.load("g-x").unwrap_err(),
            LibraryError::NotFound("g-x".into())
        );
    }

    #[test]
    fn a_damaged_save_is_listed_as_damaged_and_the_others_still_load() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Buona", 5, 100)).unwrap();
        lib.save(&session("g-b", "Rotta", 5, 200)).unwrap();
        let text = lib.raw("g-b").unwrap();
        lib.store_mut()
            .set(&save_key("g-b"), &text[..text.len() - 40])
            .unwrap();
        let list = lib.list().unwrap();
        assert_eq!(list.len(), 2);
        // Home's count (and boot.js's, from the keys alone) is the list's length.
        assert_eq!(lib.count().unwrap(), 2);
        let broken = list.iter().find(|l| l.id == "g-b").unwrap();
        assert_eq!(broken.status.as_ref().unwrap_err().code(), "truncated");
        assert_eq!(broken.name(), "Rotta", "the index still names it");
        assert!(lib.load("g-a").is_ok());
        assert_eq!(lib.load("g-b").unwrap_err().code(), "truncated");
        // "Continua" skips the damaged one.
        assert_eq!(lib.last_played().unwrap().unwrap().id, "g-a");
    }

    #[test]
    fn a_full_store_keeps_the_previous_save_and_says_so() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        let mut s = session("g-a", "Piena", 10, 100);
        lib.save(&s).unwrap();
        let before = lib.raw("g-a").unwrap();
        let index_before = lib.store().get(INDEX_KEY).unwrap();
        let used = lib.store().used();
        lib.store_mut().quota = Some(used);
        // One more action makes the save longer: it no longer fits.
        for _ in 0..5 {
            let a = s.game().legal_actions().into_iter().next().unwrap();
            s.apply(a, 500).unwrap();
        }
        assert_eq!(
            lib.save(&s).unwrap_err(),
            LibraryError::Store(StoreError::QuotaExceeded)
        );
        assert_eq!(lib.raw("g-a").unwrap(), before);
        assert_eq!(lib.store().get(INDEX_KEY).unwrap(), index_before);
        assert_eq!(lib.load("g-a").unwrap().parts().actions.len(), 10);
        // Space freed: the next save goes through.
        lib.store_mut().quota = None;
        lib.save(&s).unwrap();
        assert_eq!(lib.load("g-a").unwrap().parts().actions.len(), 15);
    }

    #[test]
    fn a_save_whose_index_write_failed_is_still_listed() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Prima", 3, 100)).unwrap();
        let s = session("g-b", "Senza indice", 7, 200);
        let text = save::encode(s.parts());
        // Room for the save, not for the index growing.
        let quota = lib.store().used() + save_key("g-b").len() + text.len() + 5;
        lib.store_mut().quota = Some(quota);
        assert!(matches!(
            lib.save(&s).unwrap_err(),
            LibraryError::IndexNotUpdated(StoreError::QuotaExceeded)
        ));
        let list = lib.list().unwrap();
        let b = list
            .iter()
            .find(|l| l.id == "g-b")
            .expect("listed from its key");
        assert_eq!(b.summary.as_ref().unwrap().name, "Senza indice");
        assert_eq!(b.summary.as_ref().unwrap().actions, 7);
    }

    #[test]
    fn a_damaged_index_is_rebuilt_from_the_saves() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Prima", 3, 100)).unwrap();
        lib.store_mut().set(INDEX_KEY, "{not json").unwrap();
        let list = lib.list().unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].name(), "Prima");
        lib.save(&session("g-b", "Seconda", 3, 200)).unwrap();
        assert_eq!(lib.list().unwrap().len(), 2);
    }

    #[test]
    fn rename_duplicate_delete() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Prima", 12, 100)).unwrap();
        lib.rename("g-a", "  Venerdì sera ").unwrap();
        assert_eq!(lib.load("g-a").unwrap().meta().name, "Venerdì sera");
        assert_eq!(lib.list().unwrap()[0].name(), "Venerdì sera");
        assert_eq!(lib.rename("g-a", "   "), Err(LibraryError::BadName));

        let copy = lib
            .duplicate("g-a", "g-b", "Venerdì sera (copia)", 900)
            .unwrap();
        assert_eq!(copy.actions, 12);
        assert_eq!(copy.last_played_ms, 900);
        let (a, b) = (lib.load("g-a").unwrap(), lib.load("g-b").unwrap());
        assert_eq!(a.parts().actions, b.parts().actions);
        assert_eq!(
            crate::rules::state_hash(a.game()),
            crate::rules::state_hash(b.game())
        );
        assert_eq!(
            lib.duplicate("g-a", "g-b", "x", 1),
            Err(LibraryError::BadId),
            "id taken"
        );

        lib.delete("g-a").unwrap();
        let list = lib.list().unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].id, "g-b");
        assert!(lib.store().get(&save_key("g-a")).unwrap().is_none());
    }

    #[test]
    fn import_checks_the_file_and_stores_it_as_a_new_game() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        let s = session("g-a", "Da fuori", 20, 100);
        let text = save::encode(s.parts());
        let before = lib.store().keys().unwrap();
        assert_eq!(
            lib.import("not a save", "g-i", 5, "x", None)
                .unwrap_err()
                .code(),
            "not_json"
        );
        assert_eq!(
            lib.store().keys().unwrap(),
            before,
            "a bad file changes nothing"
        );
        assert_eq!(lib.import_check(&text), Ok(None), "not saved yet");
        let imported = lib.import(&text, "g-i", 5000, "x", None).unwrap();
        assert_eq!(imported.meta().id, "g-i");
        assert_eq!(imported.meta().name, "Da fuori");
        assert_eq!(imported.meta().updated_ms, 5000);
        assert_eq!(imported.parts().actions, s.parts().actions);
        // Kept beside the saved one: another game, told apart by its name.
        let again = lib.import(&text, "g-j", 6000, "x", Some("(i)")).unwrap();
        assert_eq!(again.meta().name, "Da fuori (i)");
        assert_eq!(lib.list().unwrap().len(), 2);
        assert_eq!(lib.load("g-i").unwrap().meta().name, "Da fuori");
    }

    #[test]
    fn a_file_of_a_saved_game_is_recognised_by_seed_settings_and_moves() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        let s = session("g-a", "Salvata", 20, 100);
        lib.save(&s).unwrap();
        lib.save(&session("g-b", "Altra", 20, 200)).unwrap();
        let same =
            |lib: &SaveLibrary<MemoryStore>, parts: &SessionParts| lib.same_game(parts).unwrap();
        assert_eq!(
            lib.import_check(&save::encode(s.parts()))
                .unwrap()
                .unwrap()
                .id,
            "g-a"
        );
        let found = Some(SameGame {
            id: "g-a".into(),
            name: "Salvata".into(),
            actions: 20,
        });
        // The file of the saved game, under any id or name: the same game.
        let mut file = s.parts().clone();
        file.meta.id = "g-elsewhere".into();
        file.meta.name = "Altro nome".into();
        assert_eq!(same(&lib, &file), found);
        // Fewer moves (an older export) or more (played on elsewhere): the same game.
        let mut older = file.clone();
        older.actions.truncate(12);
        assert_eq!(same(&lib, &older), found);
        let mut later = save::restore(file.clone()).unwrap();
        let a = later.game().legal_actions().into_iter().next().unwrap();
        later.apply(a, 300).unwrap();
        assert_eq!(same(&lib, later.parts()), found);
        // Another seed, other settings or other moves: another game.
        let mut other_seed = file.clone();
        other_seed.seed ^= 1;
        assert_eq!(same(&lib, &other_seed), None);
        let mut renamed_seat = file.clone();
        renamed_seat.config.seats[0].name = "Zoe".into();
        assert_eq!(same(&lib, &renamed_seat), None);
        let mut branch = save::restore(older).unwrap();
        let a = branch.game().legal_actions().into_iter().last().unwrap();
        branch.apply(a, 300).unwrap();
        assert_ne!(branch.parts().actions[..13], s.parts().actions[..13]);
        assert_eq!(same(&lib, branch.parts()), None);
    }

    #[test]
    fn importing_over_a_saved_game_keeps_its_id_and_takes_the_file() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Salvata", 20, 100)).unwrap();
        let mut file = session("g-x", "Dal file", 25, 100).parts().clone();
        file.actions.truncate(8);
        let text = save::encode(&file);
        let back = lib.import(&text, "g-a", 500, "x", None).unwrap();
        assert_eq!(back.meta().id, "g-a");
        assert_eq!(back.meta().name, "Dal file");
        let list = lib.list().unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].summary.as_ref().unwrap().actions, 8);
        assert_eq!(lib.load("g-a").unwrap().parts().actions, file.actions);
    }

    #[test]
    fn a_deleted_game_comes_back_exactly_on_undo() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Da tenere", 14, 100)).unwrap();
        lib.save(&session("g-b", "Altra", 3, 200)).unwrap();
        let before = lib.store().clone();
        let deleted = lib.delete("g-a").unwrap();
        assert_eq!(deleted.name, "Da tenere");
        assert_eq!(lib.list().unwrap().len(), 1);
        assert_eq!(
            lib.delete("g-a").unwrap_err(),
            LibraryError::NotFound("g-a".into())
        );
        lib.undelete(&deleted).unwrap();
        assert_eq!(
            lib.raw("g-a").unwrap(),
            before.get(&save_key("g-a")).unwrap().unwrap()
        );
        assert_eq!(
            lib.list().unwrap(),
            SaveLibrary::new(before).list().unwrap()
        );
        // A game saved under its id meanwhile is not overwritten.
        assert_eq!(lib.undelete(&deleted), Err(LibraryError::Conflict));
    }

    #[test]
    fn a_vanished_save_is_reported_once_then_forgotten() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Sparita", 4, 100)).unwrap();
        lib.save(&session("g-b", "In attesa", 4, 200)).unwrap();
        lib.save(&session("g-c", "Presente", 4, 300)).unwrap();
        assert_eq!(lib.forget_vanished().unwrap(), Vec::<String>::new());
        // Another tab deleted a, b's key was removed outside the app.
        lib.store_mut().remove(&save_key("g-a")).unwrap();
        lib.store_mut().remove(&save_key("g-b")).unwrap();
        assert_eq!(lib.forget_vanished().unwrap(), ["Sparita", "In attesa"]);
        assert_eq!(lib.forget_vanished().unwrap(), Vec::<String>::new());
        let index = Index::from_json(&lib.store().get(INDEX_KEY).unwrap().unwrap()).unwrap();
        let ids: Vec<_> = index.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["g-c"]);
    }

    #[test]
    fn a_save_that_fails_to_replay_stays_marked_damaged_with_its_reason() {
        use crate::rules::{Action, TerritoryId};
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-a", "Ritoccata", 12, 200)).unwrap();
        lib.save(&session("g-b", "Buona", 12, 100)).unwrap();
        // Edited after it was listed: it still reads, but move 6 is refused (docs/RULES.md §2:
        // the setup is placement only).
        let mut parts = save::read(&lib.raw("g-a").unwrap()).unwrap();
        parts.actions[5] = Action::Attack {
            from: TerritoryId::Alaska,
            to: TerritoryId::Kamchatka,
            dice: 3,
        };
        let edited = save::encode(&parts);
        lib.store_mut().set(&save_key("g-a"), &edited).unwrap();
        assert!(lib.list().unwrap()[0].status.is_ok(), "not replayed yet");
        let err = lib.load("g-a").unwrap_err();
        assert_eq!(err.code(), "illegal_action");
        lib.mark_damaged("g-a").unwrap();
        // A reload: a new library over the same store.
        let lib2 = SaveLibrary::new(lib.store().clone());
        let list = lib2.list().unwrap();
        assert_eq!(list[0].id, "g-a");
        assert_eq!(
            list[0].status,
            Err(match err {
                LibraryError::Save(e) => e,
                _ => unreachable!(),
            })
        );
        assert!(list[1].status.is_ok());
        // Continua goes to the other, the raw save is kept for export.
        assert_eq!(lib2.last_played().unwrap().unwrap().id, "g-b");
        assert_eq!(lib2.raw("g-a").unwrap(), edited);
        // A new text (the file imported over it) clears the mark.
        let good = save::encode(session("g-z", "Nuova", 4, 1).parts());
        lib.import(&good, "g-a", 900, "x", None).unwrap();
        assert!(lib.list().unwrap().iter().all(|l| l.status.is_ok()));
        // Marking another drops the stale mark.
        lib.mark_damaged("g-b").unwrap();
        let marks = lib.store().get(DAMAGED_KEY).unwrap().unwrap();
        assert_eq!(marks.lines().count(), 1);
        assert!(marks.ends_with(" g-b\n"));
    }

    #[test]
    fn a_copy_is_named_with_the_suffix_and_numbered_apart_from_saved_games() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        assert_eq!(lib.copy_name("Sera", "(copia)"), "Sera (copia)");
        lib.save(&session("g-a", "Sera (copia)", 0, 1)).unwrap();
        assert_eq!(lib.copy_name("Sera", "(copia)"), "Sera (copia) (2)");
        lib.save(&session("g-b", "Sera (copia) (2)", 0, 2)).unwrap();
        assert_eq!(lib.copy_name("Sera ", "(copia)"), "Sera (copia) (3)");
        assert_eq!(lib.unused_name("Alba"), "Alba");
        let long = "x".repeat(MAX_NAME_CHARS);
        assert_eq!(
            lib.copy_name(&long, "(copy)").chars().count(),
            MAX_NAME_CHARS
        );
        // No list to read: the name as given.
        let mut store = MemoryStore::new();
        store.unavailable = true;
        assert_eq!(SaveLibrary::new(store).unused_name("Sera"), "Sera");
    }

    #[test]
    fn a_typed_name_is_trimmed_and_refused_when_empty_too_long_or_with_controls() {
        assert_eq!(clean_name("  Sera \n").as_deref(), Ok("Sera"));
        let longest = "é".repeat(MAX_NAME_CHARS);
        assert_eq!(clean_name(&longest), Ok(longest.clone()));
        for bad in [
            String::new(),
            "   ".into(),
            "x".repeat(MAX_NAME_CHARS + 1),
            "Se\u{7}ra".into(),
        ] {
            assert_eq!(clean_name(&bad), Err(LibraryError::BadName), "{bad:?}");
        }
    }

    #[test]
    fn suffixed_names_fit() {
        assert_eq!(suffixed("Sera ", "(importata)"), "Sera (importata)");
        let long = "x".repeat(MAX_NAME_CHARS);
        let name = suffixed(&long, "(copy)");
        assert_eq!(name.chars().count(), MAX_NAME_CHARS);
        assert!(name.ends_with("x (copy)"));
    }

    #[test]
    fn an_unavailable_store_is_reported_not_panicked() {
        let mut store = MemoryStore::new();
        store.unavailable = true;
        let mut lib = SaveLibrary::new(store);
        assert_eq!(lib.list(), Err(StoreError::Unavailable));
        assert_eq!(
            lib.save(&session("g-a", "x", 0, 1)).unwrap_err(),
            LibraryError::Store(StoreError::Unavailable)
        );
    }

    #[test]
    fn a_writer_does_not_overwrite_a_save_another_tab_changed() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        let mut s = session("g-a", "Due schede", 10, 100);
        let mut enc = ActionsEncoder::new();
        let (_, mine) = lib.save_checked(&s, &mut enc, None).unwrap();
        // Another tab played on and saved.
        let mut other = lib.load("g-a").unwrap();
        let a = other.game().legal_actions().into_iter().next().unwrap();
        other.apply(a, 200).unwrap();
        lib.save(&other).unwrap();
        let theirs = lib.raw("g-a").unwrap();
        // This writer's next save is refused and changes nothing.
        let a = s.game().legal_actions().into_iter().last().unwrap();
        s.apply(a, 300).unwrap();
        assert_eq!(
            lib.save_checked(&s, &mut enc, Some(mine)),
            Err(LibraryError::Conflict)
        );
        assert_eq!(lib.raw("g-a").unwrap(), theirs);
        // The other writer goes on with the hash of what it wrote.
        let (_, h) = lib
            .save_checked(&other, &mut ActionsEncoder::new(), Some(text_hash(&theirs)))
            .unwrap();
        assert_eq!(h, text_hash(&lib.raw("g-a").unwrap()));
    }

    #[test]
    fn export_file_names_are_plain_ascii() {
        assert_eq!(
            export_file_name("Venerdì sera: 4 giocatori!"),
            "planisfero-venerdi-sera-4-giocatori.json"
        );
        assert_eq!(export_file_name("  ***  "), "planisfero-partita.json");
        assert_eq!(export_file_name("日本"), "planisfero-partita.json");
        assert!(export_file_name(&"x".repeat(200)).len() <= 60);
    }

    #[test]
    fn new_ids_are_valid_and_differ() {
        let a = new_id(1_700_000_000_000, 12345);
        let b = new_id(1_700_000_000_000, 12346);
        assert!(save::valid_id(&a) && save::valid_id(&b));
        assert_ne!(a, b);
        assert!(save::valid_id(&new_id(u64::MAX, u64::MAX)));
    }

    #[test]
    fn new_ids_write_the_time_and_the_random_number_in_base_36() {
        assert_eq!(new_id(0, 35), "g-0-z");
        assert_eq!(new_id(36, 1295), "g-10-zz");
        assert_eq!(new_id(1_700_000_000_000, 12345), "g-loyw3v28-9ix");
        assert_eq!(new_id(u64::MAX, 1), "g-3w5e11264sgsf-1");
    }

    /// The index as the serde derives wrote it until the hand-written writer replaced them.
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    struct SerdeIndex {
        version: u32,
        games: Vec<Summary>,
    }

    fn summaries() -> Vec<Summary> {
        let names = [
            "Anna",
            "\"Bruno\" \\ \n\u{1}",
            "Dàrio 🎲",
            "",
            "\u{7f}\u{1f}",
        ];
        (0..40u64)
            .map(|i| {
                let n = i as usize;
                Summary {
                    id: format!("g-{i}"),
                    name: names[n % names.len()].into(),
                    preset: PresetId::ALL[n % 4],
                    players: (0..n % 7)
                        .map(|k| PlayerSummary {
                            name: names[(n + k) % names.len()].into(),
                            color: Color::ALL[(n + k) % 6],
                        })
                        .collect(),
                    round: [0, 1, 300, u32::MAX][n % 4],
                    phase: Phase::ALL[n % Phase::ALL.len()],
                    created_ms: [0, u64::MAX, 1_700_000_000_000][n % 3],
                    last_played_ms: i * 1_000,
                    actions: [0, 5_000, u32::MAX as usize][n % 3],
                    elapsed_ms: [u64::MAX, 0][n % 2],
                    bytes: n * 777,
                }
            })
            .collect()
    }

    #[cfg(feature = "serde")]
    #[test]
    fn the_index_is_written_and_read_as_serde_wrote_and_read_it() {
        let games = summaries();
        for n in [0, 1, games.len()] {
            let index = Index {
                version: 1,
                games: games[..n].to_vec(),
            };
            let serde = serde_json::to_string(&SerdeIndex {
                version: 1,
                games: index.games.clone(),
            })
            .unwrap();
            assert_eq!(index.to_json(), serde);
            let back = Index::from_json(&serde).expect("reads");
            assert_eq!((back.version, back.games), (1, index.games));
        }
    }

    #[test]
    fn a_damaged_index_reads_as_none() {
        let good = Index {
            version: 1,
            games: summaries()[..3].to_vec(),
        }
        .to_json();
        assert!(Index::from_json(&good).is_some());
        for bad in [
            good[..good.len() - 1].to_owned(),
            good.replacen("\"version\":1", "\"version\":-1", 1),
            good.replacen("\"phase\":\"setup\"", "\"phase\":\"lunch\"", 1),
            good.replacen("\"games\":[", "\"games\":{", 1),
            "[]".into(),
            String::new(),
        ] {
            assert!(Index::from_json(&bad).is_none(), "{bad}");
        }
    }
}
