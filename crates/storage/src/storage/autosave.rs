//! The autosave protocol: what a tab writes, when, and what it does when another tab, a
//! full storage or a crash got in the way. A state machine over a [`KeyValueStore`]
//! (given to each event), a [`Clock`] and a [`Journal`]; the app wires it to
//! localStorage, `Date.now`, its timers and the DOM (`ui::saves`), the tests to fakes
//! (tests/autosave.rs).
//!
//! - every applied action is written at once ([`Autosave::on_action`]), the play clock
//!   every few seconds and when the page is hidden ([`Autosave::on_clock`]);
//! - one tab at a time per game ([`super::lock`]): the tab holding a game refreshes its
//!   lock ([`Autosave::on_heartbeat`]); a tab that finds its game taken stops writing
//!   ([`SaveStatus::Elsewhere`]) and keeps the moves the save lacks as a copy;
//! - a save changed by another tab since this one wrote or read it is never overwritten
//!   ([`SaveLibrary::write_checked`]);
//! - each save also goes to the journal (durable at once); the journal's copies read at
//!   start are merged into the store ([`Autosave::on_journal_read`]), and those a full
//!   storage refuses wait for the next chance ([`Autosave::retry`]);
//! - taking a game back from another tab keeps that tab's moves as a copy
//!   ([`Autosave::take_over`]).
//!
//! Each event returns the [`Effects`] to show; [`Autosave::status`] is what the autosave
//! did last.

use crate::session::Session;

use super::codec::ActionsEncoder;
use super::library::{lineage, save_key, text_hash};
use super::lock::{self, LockState};
use super::{save, KeyValueStore, LibraryError, Lineage, Merged, SaveLibrary, StoreError, Summary};

/// The time, and fresh game ids made from it.
pub trait Clock {
    /// Milliseconds since the epoch (`Date.now`).
    fn now_ms(&self) -> u64;
    /// A precise time in milliseconds, to measure how long a save took
    /// (`performance.now`).
    fn precise_ms(&self) -> f64;
    /// A fresh game id (for a copy).
    fn new_id(&self) -> String;
}

/// The durable copy of each game's latest save, and the tabs' "who holds this game?"
/// channel (`public/journal.js` in the app).
pub trait Journal {
    /// Puts game `id`'s save text in the journal.
    fn put(&mut self, id: &str, text: &str);
    /// Puts several games' save texts (id, text) in the journal as one write: all of
    /// them durable, or none (`planisferoJournal.putAll`).
    fn put_all(&mut self, entries: Vec<(String, String)>) {
        for (id, text) in entries {
            self.put(&id, &text);
        }
    }
    /// Tells the other tabs that this one holds game `id` ("" for none).
    fn hold(&mut self, id: &str);
}

/// What the autosave did last.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveStatus {
    /// Nothing to save yet.
    Idle,
    /// The game is saved: `took_ms` is the time the save took (measured around it).
    Saved {
        actions: usize,
        bytes: usize,
        took_ms: f64,
    },
    /// The browser gives no storage: play goes on unsaved.
    Off,
    /// The last write failed (storage full...): the previous save is intact.
    Failed(StoreError),
    /// Another tab has this game: this one does not write.
    Elsewhere,
}

impl SaveStatus {
    /// Stable name for `data-state`.
    pub fn key(&self) -> &'static str {
        match self {
            SaveStatus::Idle => "idle",
            SaveStatus::Saved { .. } => "saved",
            SaveStatus::Off => "off",
            SaveStatus::Failed(_) => "failed",
            SaveStatus::Elsewhere => "elsewhere",
        }
    }
}

/// Why a saved game was not opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Another tab holds it: ask the player, then open with `force`.
    Elsewhere,
    /// It could not be loaded.
    Library(LibraryError),
}

/// How long a tab waits for the holder of a fresh lock to answer the journal's ping
/// before it takes the lock for one a crash left behind ([`Opening::Ping`]). Hidden tabs
/// answer too (messages are not throttled).
pub const PING_MS: u32 = 600;

/// How opening a saved game for the player went ([`Autosave::continue_game`]).
// Made once per "Continua", never kept: boxing the session would only cost code.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Opening {
    /// Opened, its lock taken: it goes on the table.
    Open(Session),
    /// Another tab's lock, fresh: ask the tabs whether one holds the game (the journal's
    /// channel, [`PING_MS`]), then [`Autosave::after_ping`] with the answer.
    Ping,
    /// A live tab holds it: the player is asked whether to take it here (then
    /// [`Autosave::continue_game`] with `force`).
    Ask,
    /// It cannot be opened: why. A save that fails to load is marked damaged (listed so
    /// from now on, after a reload too).
    Failed(LibraryError),
}

/// Something to tell the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The game that failed to save is saved whole again.
    SavedWhole,
    /// A journal copy went another way than its save: kept as game `name`.
    Forked { name: String },
    /// `games` games the store had lost were brought back from the journal.
    Recovered { games: usize },
    /// The game was found taken by another tab: the moves its save lacks are in `name`.
    KeptUnsaved { name: String },
    /// Taking the game over: the other tab's moves are kept in `name` (`theirs` actions
    /// there, `mine` here).
    OtherTabCopy {
        name: String,
        theirs: usize,
        mine: usize,
    },
    /// What could not be done (nothing was lost).
    Error(LibraryError),
}

/// What an event asks the page to show.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Effects {
    /// Said in this order (a later one replaces an earlier one on screen).
    pub notices: Vec<Notice>,
    /// Whether the game that failed to save has an earlier save in the store.
    pub had_save: Option<bool>,
    /// The saved games changed: lists read the store again.
    pub touched: bool,
}

/// One tab's autosave (see the module's documentation).
pub struct Autosave<C, J> {
    /// The time and ids.
    pub clock: C,
    /// The journal.
    pub journal: J,
    /// This tab's id in the locks.
    tab: String,
    status: SaveStatus,
    /// The game this tab holds (or tried to), by id.
    current: Option<String>,
    /// Another tab holds `current`: write nothing.
    locked_out: bool,
    /// What was last written: (id, actions, elapsed), to skip clock saves that change nothing.
    last_written: Option<(String, usize, u64)>,
    /// The action text of the game being saved, kept between saves (with the game's id).
    encoder: (String, ActionsEncoder),
    /// The game's save as this tab last wrote or loaded it (id, text hash): a save that
    /// changed since was written by another tab, and is not overwritten.
    last_hash: Option<(String, u64)>,
    /// Journal copies that did not fit in the store yet (storage full): written at the
    /// next chance, and opened instead of their stale saves meanwhile.
    pending: Vec<String>,
    /// While an event writes several games that must be durable together (a take-over):
    /// the journal's writes, put as one at its end.
    batch: Option<Vec<(String, String)>>,
    fx: Effects,
}

impl<C: Clock, J: Journal> Autosave<C, J> {
    /// The autosave of tab `tab`; `available` is whether there is a store at all (else
    /// the status is [`SaveStatus::Off`]).
    pub fn new(tab: String, clock: C, journal: J, available: bool) -> Self {
        Autosave {
            clock,
            journal,
            tab,
            status: if available {
                SaveStatus::Idle
            } else {
                SaveStatus::Off
            },
            current: None,
            locked_out: false,
            last_written: None,
            encoder: (String::new(), ActionsEncoder::new()),
            last_hash: None,
            pending: Vec::new(),
            batch: None,
            fx: Effects::default(),
        }
    }

    /// What the autosave did last.
    pub fn status(&self) -> &SaveStatus {
        &self.status
    }

    /// This tab's id in the locks.
    pub fn tab(&self) -> &str {
        &self.tab
    }

    /// The game this tab holds (or tried to), and whether another tab has it.
    pub fn holding(&self) -> Option<(&str, bool)> {
        self.current.as_deref().map(|id| (id, self.locked_out))
    }

    /// The journal copies waiting for room in the store.
    pub fn pending(&self) -> &[String] {
        &self.pending
    }

    fn done(&mut self) -> Effects {
        std::mem::take(&mut self.fx)
    }

    fn notice(&mut self, notice: Notice) {
        self.fx.notices.push(notice);
    }

    /// There is no store (the browser refuses it): play goes on unsaved.
    pub fn on_unavailable(&mut self) {
        self.status = SaveStatus::Off;
    }

    /// An action was applied to `session` (or it was put on the table): writes it.
    /// `suffix` names copies (" (copia)").
    pub fn on_action<S: KeyValueStore>(
        &mut self,
        store: S,
        session: &Session,
        suffix: &str,
    ) -> Effects {
        self.autosave(&mut SaveLibrary::new(store), session, suffix);
        self.done()
    }

    fn autosave<S: KeyValueStore>(
        &mut self,
        library: &mut SaveLibrary<S>,
        session: &Session,
        suffix: &str,
    ) {
        let id = session.meta().id.clone();
        let t0 = self.clock.precise_ms();
        let now = self.clock.now_ms();
        // A game this tab did not open through `open` (a new game): take its lock now,
        // unless another tab has it.
        if self.current.as_deref() != Some(id.as_str()) {
            self.release_lock(library);
            let found = lock::acquire(library.store_mut(), &id, &self.tab, now, false);
            let elsewhere = matches!(found, Ok(LockState::Other { .. }));
            if !elsewhere {
                self.journal.hold(&id);
            }
            // `last_hash` stays: the same game taken again by this tab (a page back from
            // the back/forward cache, which let the lock go) must not overwrite a save
            // another tab wrote meanwhile (issue 32); a new game has none of its own.
            self.current = Some(id.clone());
            self.locked_out = elsewhere;
            self.last_written = None;
        }
        let was_locked_out = self.locked_out;
        if was_locked_out || !lock::may_write(library.store(), &id, &self.tab, now).unwrap_or(true)
        {
            self.locked_out = true;
            self.status = SaveStatus::Elsewhere;
            // Found out at this write: its moves were played before the player could know.
            if !was_locked_out {
                self.keep_unsaved(library, session, suffix);
            }
            return;
        }
        let (encoder_id, mut encoder) = std::mem::take(&mut self.encoder);
        if encoder_id != id {
            encoder = ActionsEncoder::new();
        }
        let expected = self
            .last_hash
            .as_ref()
            .filter(|(h_id, _)| *h_id == id)
            .map(|(_, h)| *h);
        let text = save::encode_with(session.parts(), &mut encoder);
        // Durable within milliseconds, whatever the store does with it (and kept while
        // the store is full).
        self.journal_put(&id, &text);
        let result = library.write_checked(session, &text, expected);
        if let Ok((_, hash)) = &result {
            self.last_hash = Some((id.clone(), *hash));
        }
        self.encoder = (id.clone(), encoder);
        let took_ms = self.clock.precise_ms() - t0;
        let was_failing = matches!(self.status, SaveStatus::Failed(_));
        if result.is_ok() || matches!(result, Err(LibraryError::IndexNotUpdated(_))) {
            // Written: its journal copies waiting for room are superseded.
            self.drop_pending(&id);
            if was_failing {
                self.notice(Notice::SavedWhole);
            }
        }
        match result {
            // The game is written; a failed index write is repaired by the list.
            Ok((summary, _)) => {
                self.mark_written(session);
                self.status = SaveStatus::Saved {
                    actions: summary.actions,
                    bytes: summary.bytes,
                    took_ms,
                };
            }
            Err(LibraryError::IndexNotUpdated(_)) => {
                // Written: remember what, as for a full success.
                self.last_hash = Some((id.clone(), text_hash(&text)));
                self.mark_written(session);
                self.status = SaveStatus::Saved {
                    actions: session.parts().actions.len(),
                    bytes: 0,
                    took_ms,
                };
            }
            // Another tab played this game on and saved it: keep its moves.
            Err(LibraryError::Conflict) => {
                self.locked_out = true;
                self.status = SaveStatus::Elsewhere;
                self.keep_unsaved(library, session, suffix);
            }
            Err(LibraryError::Store(StoreError::Unavailable)) => self.status = SaveStatus::Off,
            Err(LibraryError::Store(e)) => {
                self.fx.had_save = Some(library.raw(&id).is_ok());
                self.status = SaveStatus::Failed(e);
            }
            Err(e) => self.status = SaveStatus::Failed(StoreError::Other(e.code().to_owned())),
        }
        self.fx.touched = true;
    }

    fn mark_written(&mut self, session: &Session) {
        self.last_written = Some((
            session.meta().id.clone(),
            session.parts().actions.len(),
            session.elapsed_ms(),
        ));
    }

    /// The game on the table was just found taken by another tab: the moves of
    /// `session` its save lacks (made before this tab could know) are kept as a copy,
    /// durable in the journal too, and the player is told where.
    fn keep_unsaved<S: KeyValueStore>(
        &mut self,
        library: &mut SaveLibrary<S>,
        session: &Session,
        suffix: &str,
    ) {
        let name = library.copy_name(&session.meta().name, suffix);
        let copy_id = self.clock.new_id();
        let now = self.clock.now_ms();
        match library.keep_unsaved(session, &copy_id, &name, now) {
            Ok(Some(_)) | Err(LibraryError::IndexNotUpdated(_)) => {
                self.journal_copy(library, &copy_id);
                self.notice(Notice::KeptUnsaved { name });
                self.fx.touched = true;
            }
            Ok(None) => {}
            Err(e) => self.notice(Notice::Error(e)),
        }
    }

    /// Puts saved game `id` in the journal as it is in `library`: a copy just made that
    /// holds moves no other save has (durable like any save, and before the save it was
    /// copied from is overwritten).
    fn journal_copy<S: KeyValueStore>(&mut self, library: &SaveLibrary<S>, id: &str) {
        if let Ok(text) = library.raw(id) {
            self.journal_put(id, &text);
        }
    }

    /// Puts a save in the journal, or in the batch of the event under way.
    fn journal_put(&mut self, id: &str, text: &str) {
        match &mut self.batch {
            Some(batch) => {
                batch.retain(|(i, _)| i != id);
                batch.push((id.to_owned(), text.to_owned()));
            }
            None => self.journal.put(id, text),
        }
    }

    /// The play clock: writes `session` if it moved since the last write (called every
    /// few seconds, and when the page is hidden or left).
    pub fn on_clock<S: KeyValueStore>(
        &mut self,
        store: S,
        session: &Session,
        suffix: &str,
    ) -> Effects {
        let unchanged = self.last_written.as_ref().is_some_and(|(id, n, e)| {
            id == &session.meta().id
                && *n == session.parts().actions.len()
                && *e == session.elapsed_ms()
        });
        if !unchanged && self.status != SaveStatus::Off {
            self.autosave(&mut SaveLibrary::new(store), session, suffix);
        }
        self.done()
    }

    /// The lock's heartbeat: keeps this tab's lock fresh, notices when another tab took
    /// the game, frees a game no longer on the table (`on_table`). Also the next chance
    /// for what did not fit in a full storage ([`Autosave::retry`]).
    pub fn on_heartbeat<S: KeyValueStore>(
        &mut self,
        store: S,
        on_table: Option<&Session>,
        suffix: &str,
    ) -> Effects {
        let mut library = SaveLibrary::new(store);
        self.retry_inner(&mut library, on_table, suffix);
        let open = on_table.map(|s| s.meta().id.as_str());
        if open.is_none() || open != self.current.as_deref() {
            // The game was closed (or replaced): free it for other tabs.
            if self.current.is_some() {
                self.release_lock(&mut library);
            }
            return self.done();
        }
        if self.locked_out {
            return self.done();
        }
        let id = self.current.clone().unwrap_or_default();
        if let Ok(false) = lock::heartbeat(library.store_mut(), &id, &self.tab, self.clock.now_ms())
        {
            self.locked_out = true;
            self.status = SaveStatus::Elsewhere;
        }
        self.done()
    }

    /// Another tab wrote the store (the `storage` event): whether it took the game this
    /// tab plays; if so, stops writing it. Reads only.
    pub fn on_store_changed<S: KeyValueStore>(&mut self, store: &S) {
        let (Some(id), false) = (self.current.as_deref(), self.locked_out) else {
            return;
        };
        if let Ok(LockState::Other { .. }) =
            lock::inspect(store, id, &self.tab, self.clock.now_ms())
        {
            self.locked_out = true;
            self.status = SaveStatus::Elsewhere;
        }
    }

    /// Writes what a full storage refused: the game on the table whose last save failed,
    /// then the journal copies still waiting. Called at every heartbeat and after a
    /// deletion.
    pub fn retry<S: KeyValueStore>(
        &mut self,
        store: S,
        on_table: Option<&Session>,
        suffix: &str,
    ) -> Effects {
        self.retry_inner(&mut SaveLibrary::new(store), on_table, suffix);
        self.done()
    }

    fn retry_inner<S: KeyValueStore>(
        &mut self,
        library: &mut SaveLibrary<S>,
        on_table: Option<&Session>,
        suffix: &str,
    ) {
        if let (SaveStatus::Failed(_), Some(session)) = (&self.status, on_table) {
            self.autosave(library, session, suffix);
        }
        self.flush_pending(library, on_table.is_some(), suffix);
    }

    /// The journal was read at start (`texts`, the copies of the games it keeps): merges
    /// them into the store (see [`Autosave::retry`] for those that do not fit).
    pub fn on_journal_read<S: KeyValueStore>(
        &mut self,
        store: S,
        texts: Vec<String>,
        on_table: Option<&Session>,
        suffix: &str,
    ) -> Effects {
        self.pending = texts;
        self.flush_pending(&mut SaveLibrary::new(store), on_table.is_some(), suffix);
        self.done()
    }

    /// Merges the journal copies waiting into the store: each that goes on from its save
    /// replaces it; one that went another way becomes a copy. Those the store has no
    /// room for wait for the next chance.
    fn flush_pending<S: KeyValueStore>(
        &mut self,
        library: &mut SaveLibrary<S>,
        table_open: bool,
        suffix: &str,
    ) {
        if self.pending.is_empty() {
            return;
        }
        // Games the store lacks first: a take-over's copy of the other tab's moves is back
        // before the game it was taken from is weighed against the store (`merge`).
        let (absent, stored): (Vec<String>, Vec<String>) = self
            .pending
            .iter()
            .cloned()
            .partition(|t| save::read(t).is_ok_and(|p| library.raw(&p.meta.id).is_err()));
        let texts = absent.into_iter().chain(stored);
        let mut waiting = Vec::new();
        let mut full = false;
        // Games the store had no save of at all (its storage cleared): said, with how
        // many the journal keeps, so the older ones do not vanish without a word.
        let mut recovered = 0;
        for text in texts {
            let read = save::read(&text).ok();
            let name = read
                .as_ref()
                .map(|p| library.copy_name(&p.meta.name, suffix))
                .unwrap_or_default();
            let absent = read.is_some_and(|p| library.raw(&p.meta.id).is_err());
            let fork_id = self.clock.new_id();
            match library.merge(&text, &fork_id, &name, self.clock.now_ms()) {
                Ok(Merged::Forked { name, .. }) => self.notice(Notice::Forked { name }),
                Ok(Merged::Restored { .. }) | Err(LibraryError::IndexNotUpdated(_)) if absent => {
                    recovered += 1;
                }
                Ok(_) | Err(LibraryError::IndexNotUpdated(_)) => {}
                Err(LibraryError::Store(e)) => {
                    full = matches!(e, StoreError::QuotaExceeded);
                    waiting.push(text);
                }
                // A copy that does not read protects nothing.
                Err(_) => {}
            }
        }
        if recovered > 0 {
            self.notice(Notice::Recovered { games: recovered });
        }
        let cleared = waiting.is_empty();
        self.pending = waiting;
        if full && !table_open {
            self.fx.had_save = Some(true);
            self.status = SaveStatus::Failed(StoreError::QuotaExceeded);
        } else if cleared && !table_open && matches!(self.status, SaveStatus::Failed(_)) {
            self.status = SaveStatus::Idle;
            self.notice(Notice::SavedWhole);
        }
        self.fx.touched = true;
    }

    /// Forgets the journal copies of game `id` waiting for room (it was just written).
    fn drop_pending(&mut self, id: &str) {
        if !self.pending.is_empty() {
            self.pending
                .retain(|t| save::read(t).is_ok_and(|p| p.meta.id != id));
        }
    }

    /// The journal copy of game `id` waiting for room, if any (newer than its save).
    fn pending_of(&self, id: &str) -> Option<Session> {
        self.pending.iter().find_map(|t| {
            let parts = save::read(t).ok().filter(|p| p.meta.id == id)?;
            save::restore(parts).ok()
        })
    }

    /// The summaries of the journal copies waiting for room (the latest state of their
    /// games, for "Continua").
    pub fn pending_summaries(&self) -> Vec<Summary> {
        self.pending
            .iter()
            .filter_map(|t| {
                let session = save::restore(save::read(t).ok()?).ok()?;
                Some(Summary::of(&session, t.len()))
            })
            .collect()
    }

    /// The page came back from the back/forward cache with `mine` on the table. Whether
    /// the table should take the game's stored save instead: it was played on elsewhere
    /// meanwhile (another tab, the same page opened again) and goes on from `mine`. A
    /// save that went another way is never overwritten (the autosave refuses and says
    /// so).
    pub fn on_pageshow_restored<S: KeyValueStore>(&self, store: &S, mine: &Session) -> bool {
        let id = &mine.meta().id;
        let Ok(Some(text)) = store.get(&save_key(id)) else {
            return false;
        };
        let written = self
            .last_hash
            .as_ref()
            .is_some_and(|(h_id, h)| h_id == id && *h == text_hash(&text));
        let later = save::read(&text)
            .is_ok_and(|theirs| matches!(lineage(mine.parts(), &theirs), Lineage::Behind));
        later && !written
    }

    /// The page goes away, or the game left the table: frees the lock of the game this
    /// tab holds.
    pub fn release<S: KeyValueStore>(&mut self, store: Option<&mut S>) {
        if let (Some(id), false, Some(store)) = (self.current.as_deref(), self.locked_out, store) {
            let _ = lock::release(store, id, &self.tab);
        }
        self.journal.hold("");
        self.current = None;
        self.locked_out = false;
    }

    fn release_lock<S: KeyValueStore>(&mut self, library: &mut SaveLibrary<S>) {
        self.release(Some(library.store_mut()));
    }

    /// Loads saved game `id` and takes its lock; `on_table` is the game on the table.
    /// With `force` (the player chose to), takes the game from another tab that holds
    /// it. The caller puts the session on the table.
    ///
    /// # Errors
    /// [`OpenError::Elsewhere`] when another tab holds it (and not `force`), or what
    /// prevents loading it; a save that fails to load is marked damaged (listed so from
    /// now on, after a reload too).
    pub fn open<S: KeyValueStore>(
        &mut self,
        store: S,
        id: &str,
        force: bool,
        on_table: Option<&Session>,
    ) -> Result<Session, OpenError> {
        // The game in memory is the truth: the one on the table (this tab holds it, its
        // last save may have failed), or a journal copy the full store could not take.
        let on_table = on_table
            .filter(|s| s.meta().id == id)
            .filter(|_| self.current.as_deref() == Some(id) && !self.locked_out)
            .cloned();
        let mut library = SaveLibrary::new(store);
        let session = match on_table.or_else(|| self.pending_of(id)) {
            Some(session) => session,
            None => library.load(id).map_err(|e| {
                if let LibraryError::Save(_) = &e {
                    let _ = library.mark_damaged(id);
                }
                OpenError::Library(e)
            })?,
        };
        let loaded = library.raw(id).map(|t| text_hash(&t)).ok();
        // A lock that cannot be written (storage full) does not keep the game closed.
        let found = lock::acquire(
            library.store_mut(),
            id,
            &self.tab,
            self.clock.now_ms(),
            force,
        )
        .unwrap_or(LockState::Free);
        if matches!(found, LockState::Other { .. }) && !force {
            return Err(OpenError::Elsewhere);
        }
        if self.current.as_deref() != Some(id) {
            self.release_lock(&mut library);
        }
        self.journal.hold(id);
        self.current = Some(id.to_owned());
        self.locked_out = false;
        self.last_written = None;
        self.last_hash = loaded.map(|h| (id.to_owned(), h));
        Ok(session)
    }

    /// Opens saved game `id` for the player ("Continua"), as [`Autosave::open`]. A fresh
    /// lock of another tab is not taken at once: it may have been left by a tab that
    /// crashed less than [`lock::STALE_MS`] ago, which the tabs' ping tells
    /// ([`Opening::Ping`]). `held` is the ping's answer, once asked: a live tab holds the
    /// game (the player is asked), or none does (the lock is taken: see
    /// [`Autosave::after_ping`]).
    pub fn continue_game<S: KeyValueStore>(
        &mut self,
        store: S,
        id: &str,
        force: bool,
        held: Option<bool>,
        on_table: Option<&Session>,
    ) -> Opening {
        if held == Some(true) {
            return Opening::Ask;
        }
        match self.open(store, id, force || held == Some(false), on_table) {
            Ok(session) => Opening::Open(session),
            Err(OpenError::Elsewhere) => Opening::Ping,
            Err(OpenError::Library(e)) => Opening::Failed(e),
        }
    }

    /// After [`Opening::Ping`] for game `id`: a live tab answered that it holds the game
    /// (`held`): the player is asked; none did: the lock was left by a crash, and the
    /// game opens here at once, its lock taken.
    pub fn after_ping<S: KeyValueStore>(
        &mut self,
        store: S,
        id: &str,
        held: bool,
        on_table: Option<&Session>,
    ) -> Opening {
        self.continue_game(store, id, false, Some(held), on_table)
    }

    /// The conflict choice "take it back here": takes `session` (on the table) back from
    /// another tab and saves it from here. The moves the other tab saved that this one
    /// lacks are kept first, as a copy; without room for it nothing is taken over.
    ///
    /// The copy and this tab's game go in the journal as one write
    /// ([`Journal::put_all`]): the page says "kept" once that write is committed.
    pub fn take_over<S: KeyValueStore>(
        &mut self,
        store: S,
        session: &Session,
        suffix: &str,
    ) -> Effects {
        self.batch = Some(Vec::new());
        let fx = self.take_over_inner(store, session, suffix);
        if let Some(batch) = self.batch.take().filter(|b| !b.is_empty()) {
            self.journal.put_all(batch);
        }
        fx
    }

    fn take_over_inner<S: KeyValueStore>(
        &mut self,
        store: S,
        session: &Session,
        suffix: &str,
    ) -> Effects {
        let id = session.meta().id.clone();
        let mut library = SaveLibrary::new(store);
        let theirs = library.raw(&id).ok().and_then(|t| save::read(&t).ok());
        if let Some(theirs) = theirs {
            if matches!(
                lineage(session.parts(), &theirs),
                Lineage::Behind | Lineage::Diverged
            ) {
                let name = library.copy_name(&theirs.meta.name, suffix);
                let copy_id = self.clock.new_id();
                match library.duplicate(&id, &copy_id, &name, self.clock.now_ms()) {
                    Ok(_) | Err(LibraryError::IndexNotUpdated(_)) => {
                        // Durable before this tab's game replaces theirs (issue 32).
                        self.journal_copy(&library, &copy_id);
                        self.notice(Notice::OtherTabCopy {
                            name,
                            theirs: theirs.actions.len(),
                            mine: session.parts().actions.len(),
                        });
                    }
                    // No room for the copy: keep theirs, take nothing over.
                    Err(e) => {
                        self.notice(Notice::Error(e));
                        return self.done();
                    }
                }
            }
        }
        let _ = lock::acquire(
            library.store_mut(),
            &id,
            &self.tab,
            self.clock.now_ms(),
            true,
        );
        self.journal.hold(&id);
        // Their moves are safe in the copy: this tab's game replaces the save.
        self.current = Some(id);
        self.locked_out = false;
        self.last_hash = None;
        self.autosave(&mut library, session, suffix);
        self.done()
    }
}
