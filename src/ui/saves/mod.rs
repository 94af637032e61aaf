//! Saving in the app: the autosave, the saved games, the notices, offline.
//!
//! [`install`] (called once by the app shell) provides [`Saves`] and registers the
//! autosave on [`ActiveGame`]: every applied action is written to localStorage at once
//! (`storage::SaveLibrary::save`), so closing the tab at any moment loses nothing; the
//! play clock is written every [`CLOCK_SAVE_MS`] and when the page is hidden or left.
//! Sandbox games are never saved (ActiveGame runs no hook for them).
//!
//! One tab at a time per game (`storage::lock`): the tab that opens a game holds its lock
//! and refreshes it; another tab opening the same game is asked first ([`Saves::open`]
//! returns [`OpenError::Elsewhere`]), and a tab that lost its game to another stops
//! writing and says so ([`SaveStatus::Elsewhere`]).
//!
//! - [`local_store`]: localStorage as a `KeyValueStore`;
//! - [`screen`]: the saved-games screen; [`notices`]: banners and dialogs of the shell;
//! - [`files`]: export (download) and import (file picker); [`backup`]: everything in
//!   one file, and its restore;
//! - [`offline`]: the service worker and the "new version" offer;

pub mod backup;
pub mod files;
pub mod journal;
pub mod local_store;
pub mod notices;
pub mod offline;
pub mod screen;

use std::rc::Rc;
use std::time::Duration;

use leptos::prelude::*;

use crate::rules::GameConfig;
use crate::session::Session;
use crate::storage::codec::ActionsEncoder;
use crate::storage::library::{lineage, text_hash};
use crate::storage::lock::{self, LockState};
use crate::storage::{
    save, LibraryError, Lineage, Listed, Merged, SaveLibrary, StoreError, Summary,
};
use crate::ui::game_ctx::{now_ms, use_active_game, ActiveGame};
use crate::ui::i18n::Lang;

use crate::present::i18n_play::P;
use crate::present::i18n_saves;
use local_store::LocalStore;

/// How often the play clock is written while a game is open (besides every action).
pub const CLOCK_SAVE_MS: u64 = 10_000;

/// How long a tab waits for the holder of a fresh lock to answer before it takes the lock
/// for one a crash left behind. Hidden tabs answer too (messages are not throttled).
const PING_MS: u32 = 600;

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

struct State {
    /// This page's id in the locks.
    tab: String,
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
}

/// The saves handle (Copy; get it with [`use_saves`]).
#[derive(Copy, Clone)]
pub struct Saves {
    status: RwSignal<SaveStatus>,
    revision: RwSignal<u64>,
    /// A game waiting for "open here?" (id, name).
    pub confirm_open: RwSignal<Option<(String, String)>>,
    /// An error to show in the shell.
    pub error: RwSignal<Option<String>>,
    /// A new version of the app is waiting.
    pub update_ready: RwSignal<bool>,
    /// Good news to show in the shell (a game saved whole again, a copy made).
    pub info: RwSignal<Option<String>>,
    /// Whether the game that failed to save has an earlier save in the store.
    pub had_save: RwSignal<bool>,
    /// The journal was read and merged (for tests: `data-journal` of the save status).
    pub journal_done: RwSignal<bool>,
    /// Whether the browser keeps the saves (`navigator.storage.persist()`); `None` before
    /// it answered or where it cannot tell.
    pub persisted: RwSignal<Option<bool>>,
    active: ActiveGame,
    lang: RwSignal<Lang>,
    state: StoredValue<State, LocalStorage>,
}

/// The handle provided by [`install`].
pub fn use_saves() -> Saves {
    use_context::<Saves>().expect("Saves is provided by the app shell (saves::install)")
}

pub use crate::ui::game_ctx::new_game_id;

fn perf_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

pub use crate::present::saves::action_reason;

/// The settings of the game in a save text, if it reads.
pub fn config_of(text: &str) -> Option<GameConfig> {
    crate::storage::save::read(text).ok().map(|p| p.config)
}

/// Provides [`Saves`], registers the autosave and the clock saves, the lock heartbeat and
/// the service worker. Call once, after `ActiveGame::provide`.
pub fn install() -> Saves {
    // A tab's id for the locks, made like a game id.
    let tab = new_game_id();
    let active = use_active_game();
    let saves = Saves {
        active,
        lang: crate::ui::i18n::use_lang(),
        status: RwSignal::new(SaveStatus::Idle),
        revision: RwSignal::new(0),
        confirm_open: RwSignal::new(None),
        error: RwSignal::new(None),
        update_ready: RwSignal::new(false),
        info: RwSignal::new(None),
        had_save: RwSignal::new(true),
        journal_done: RwSignal::new(false),
        persisted: RwSignal::new(None),
        state: StoredValue::new_local(State {
            tab,
            current: None,
            locked_out: false,
            last_written: None,
            encoder: (String::new(), ActionsEncoder::new()),
            last_hash: None,
            pending: Vec::new(),
        }),
    };
    provide_context(saves);
    if LocalStore::open().is_err() {
        saves.status.set(SaveStatus::Off);
    }
    active.on_change(Rc::new(move |session: &Session| saves.autosave(session)));
    let nav = use_context::<crate::ui::app::Nav>();
    // Safari deletes a site's storage after seven days without a visit unless it is
    // persistent (issue 32): ask for it, and show the answer on the saved games.
    leptos::task::spawn_local(async move {
        saves.persisted.set(offline::persist_storage().await);
    });
    // The journal's copies of the games, durable where localStorage may not have been.
    leptos::task::spawn_local(async move {
        let texts = journal::read_all().await;
        saves.state.update_value(|s| s.pending = texts);
        saves.flush_pending();
        saves.report_vanished();
        saves.journal_done.set(true);
        // Back to the game or screen on show before a reload, now that the journal's
        // copies (the latest state of a game) are known.
        offline::resume(saves, nav);
    });

    set_interval(
        move || saves.heartbeat(active),
        Duration::from_millis(lock::HEARTBEAT_MS),
    );
    // Another tab writing the store (e.g. taking this game's lock) is seen at once, not
    // only at the next heartbeat, which a hidden tab's throttled timers may delay.
    // Only reads the lock: a write here would wake the other tab in turn.
    std::mem::forget(window_event_listener_untyped("storage", move |_| {
        saves.check_taken();
    }));
    set_interval(
        move || saves.save_clock(active),
        Duration::from_millis(CLOCK_SAVE_MS),
    );
    // Where the page is, for a reload (or a tablet's browser putting the tab away) to come
    // back to: the game on show rather than Home.
    let note_place = move || {
        if let Some(nav) = nav {
            offline::remember_place(saves, nav);
        }
    };
    let hidden = move |_| {
        let is_hidden = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Hidden);
        if is_hidden {
            saves.save_clock(active);
            note_place();
        }
    };
    // Listeners for the page's whole life (the shell never unmounts).
    on_document_visibility(hidden);
    std::mem::forget(window_event_listener_untyped("pagehide", move |_| {
        saves.save_clock(active);
        note_place();
        saves.release();
    }));
    // Back from the back/forward cache: the page is as it was when it left, the store
    // may have moved on (issue 32).
    std::mem::forget(window_event_listener_untyped("pageshow", move |e| {
        let persisted = js_sys::Reflect::get(&e, &"persisted".into())
            .ok()
            .and_then(|v| v.as_bool());
        if persisted == Some(true) {
            saves.restored();
        }
    }));
    offline::register(saves);
    saves
}

/// Calls `f` at every `visibilitychange` of the document, for the page's whole life (the
/// event is fired at the document).
pub fn on_document_visibility(f: impl Fn(web_sys::Event) + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let f = Closure::<dyn Fn(web_sys::Event)>::new(f);
    let _ =
        document.add_event_listener_with_callback("visibilitychange", f.as_ref().unchecked_ref());
    f.forget();
}

impl Saves {
    /// What the autosave did last (reactive).
    pub fn status(self) -> SaveStatus {
        self.status.get()
    }

    /// Changes whenever the saved games change (reactive): lists read it to refresh.
    pub fn revision(self) -> u64 {
        self.revision.get()
    }

    /// Tells the lists to read the store again.
    pub fn touch(self) {
        self.revision.update(|r| *r += 1);
    }

    /// The saved games in localStorage.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when there is no storage.
    pub fn library(self) -> Result<SaveLibrary<LocalStore>, StoreError> {
        LocalStore::open().map(SaveLibrary::new)
    }

    /// How many saved games there are (reactive), for Home's "Partite salvate".
    pub fn count(self) -> usize {
        self.revision.track();
        self.library()
            .ok()
            .and_then(|l| l.count().ok())
            .unwrap_or(0)
    }

    /// The last game played that reads well (reactive), for "Continua".
    pub fn last_played(self) -> Option<Summary> {
        let last = self
            .list()?
            .into_iter()
            .find(|l| l.status.is_ok())
            .and_then(|l| l.summary);
        // A journal copy waiting for room is the latest state of its game.
        let waiting: Vec<Summary> = self.state.with_value(|s| {
            s.pending
                .iter()
                .filter_map(|t| {
                    let session = save::restore(save::read(t).ok()?).ok()?;
                    Some(Summary::of(&session, t.len()))
                })
                .collect()
        });
        waiting
            .into_iter()
            .chain(last)
            .max_by_key(|s| s.last_played_ms)
    }

    /// The saved games (reactive); those that failed to replay are marked damaged in
    /// the store ([`SaveLibrary::mark_damaged`]).
    pub fn list(self) -> Option<Vec<Listed>> {
        self.revision.track();
        self.library().ok()?.list().ok()
    }

    /// Tells the player, once, of the saved games that vanished outside this tab (see
    /// [`SaveLibrary::forget_vanished`]).
    pub fn report_vanished(self) {
        let names = self
            .library()
            .map_err(LibraryError::Store)
            .and_then(|mut l| l.forget_vanished());
        if let Ok(names) = names.as_deref() {
            if !names.is_empty() {
                let lang = self.lang.get_untracked();
                self.info.set(Some(i18n_saves::vanished(names, lang)));
                self.touch();
            }
        }
    }

    /// The name of the game played last when it cannot be continued (damaged), so Home
    /// says so rather than "Continua" silently opening another game (reactive).
    pub fn last_damaged(self) -> Option<String> {
        let list = self.list()?;
        let first = list.first()?;
        first.status.is_err().then(|| first.name().to_owned())
    }

    /// The save of the second game of the testa a testa match whose first game is
    /// `first_id`, if one was started (see [`SaveLibrary::second_game_of`]).
    pub fn second_game_of(self, first_id: &str) -> Option<crate::session::SessionMeta> {
        self.library().ok()?.second_game_of(first_id).ok()?
    }

    fn tab(self) -> String {
        self.state.with_value(|s| s.tab.clone())
    }

    /// The autosave: called by ActiveGame after every recorded change.
    fn autosave(self, session: &Session) {
        let id = session.meta().id.clone();
        let tab = self.tab();
        let Ok(mut store) = LocalStore::open() else {
            self.status.set(SaveStatus::Off);
            return;
        };
        let t0 = perf_now();
        // A game this tab did not open through `open` (a new game): take its lock now,
        // unless another tab has it.
        if self
            .state
            .with_value(|s| s.current.as_deref() != Some(id.as_str()))
        {
            self.release();
            let found = lock::acquire(&mut store, &id, &tab, now_ms(), false);
            let elsewhere = matches!(found, Ok(LockState::Other { .. }));
            if !elsewhere {
                journal::hold(&id);
            }
            // `last_hash` stays: the same game taken again by this tab (a page back from
            // the back/forward cache, which let the lock go) must not overwrite a save
            // another tab wrote meanwhile (issue 32); a new game has none of its own.
            self.state.update_value(|s| {
                s.current = Some(id.clone());
                s.locked_out = elsewhere;
                s.last_written = None;
            });
        }
        let was_locked_out = self.state.with_value(|s| s.locked_out);
        if was_locked_out || !lock::may_write(&store, &id, &tab, now_ms()).unwrap_or(true) {
            self.state.update_value(|s| s.locked_out = true);
            self.status.set(SaveStatus::Elsewhere);
            // Found out at this write: its moves were played before the player could know.
            if !was_locked_out {
                self.keep_unsaved(session);
            }
            return;
        }
        let mut library = SaveLibrary::new(store);
        let (encoder_id, mut encoder) = self
            .state
            .try_update_value(|s| std::mem::take(&mut s.encoder))
            .unwrap_or_default();
        if encoder_id != id {
            encoder = ActionsEncoder::new();
        }
        let expected = self.state.with_value(|s| {
            s.last_hash
                .as_ref()
                .filter(|(h_id, _)| *h_id == id)
                .map(|(_, h)| *h)
        });
        let text = save::encode_with(session.parts(), &mut encoder);
        // Durable within milliseconds, whatever localStorage does with it (and kept
        // while localStorage is full).
        journal::put(&id, &text);
        let result = library
            .write_checked(session, &text, expected)
            .map(|(summary, hash)| {
                self.state
                    .update_value(|s| s.last_hash = Some((id.clone(), hash)));
                summary
            });
        self.state
            .update_value(|s| s.encoder = (id.clone(), encoder));
        let took_ms = perf_now() - t0;
        let was_failing = matches!(self.status.get_untracked(), SaveStatus::Failed(_));
        if result.is_ok() || matches!(result, Err(LibraryError::IndexNotUpdated(_))) {
            // Written: its journal copies waiting for room are superseded.
            self.drop_pending(&id);
            if was_failing {
                self.info.set(Some(
                    P::SavedWhole.text(self.lang.get_untracked()).to_owned(),
                ));
            }
        }
        match result {
            // The game is written; a failed index write is repaired by the list.
            Ok(summary) => {
                self.mark_written(session);
                self.status.set(SaveStatus::Saved {
                    actions: summary.actions,
                    bytes: summary.bytes,
                    took_ms,
                });
            }
            Err(LibraryError::IndexNotUpdated(_)) => {
                // Written: remember what, as for a full success.
                self.state
                    .update_value(|s| s.last_hash = Some((id.clone(), text_hash(&text))));
                self.mark_written(session);
                self.status.set(SaveStatus::Saved {
                    actions: session.parts().actions.len(),
                    bytes: 0,
                    took_ms,
                });
            }
            // Another tab played this game on and saved it: keep its moves.
            Err(LibraryError::Conflict) => {
                self.state.update_value(|s| s.locked_out = true);
                self.status.set(SaveStatus::Elsewhere);
                self.keep_unsaved(session);
            }
            Err(LibraryError::Store(StoreError::Unavailable)) => self.status.set(SaveStatus::Off),
            Err(LibraryError::Store(e)) => {
                let had = library.raw(&id).is_ok();
                self.had_save.set(had);
                self.status.set(SaveStatus::Failed(e));
            }
            Err(e) => self
                .status
                .set(SaveStatus::Failed(StoreError::Other(e.code().to_owned()))),
        }
        self.touch();
    }

    fn mark_written(self, session: &Session) {
        let key = (
            session.meta().id.clone(),
            session.parts().actions.len(),
            session.elapsed_ms(),
        );
        self.state.update_value(|s| s.last_written = Some(key));
    }

    /// The game on the table was just found taken by another tab: the moves of
    /// `session` its save lacks (made before this tab could know) are kept as a copy,
    /// durable in the journal too, and the player is told where.
    fn keep_unsaved(self, session: &Session) {
        let Ok(mut library) = self.library() else {
            return;
        };
        let lang = self.lang.get_untracked();
        let name = screen::copy_name(&session.meta().name, lang);
        let copy_id = new_game_id();
        match library.keep_unsaved(session, &copy_id, &name, now_ms()) {
            Ok(Some(_)) | Err(LibraryError::IndexNotUpdated(_)) => {
                journal_copy(&library, &copy_id);
                self.info.set(Some(i18n_saves::kept_unsaved(&name, lang)));
                self.touch();
            }
            Ok(None) => {}
            Err(e) => {
                let text = i18n_saves::library_error(&e, lang, &action_reason(lang, None));
                self.error.set(Some(text));
            }
        }
    }

    /// Writes the play clock of the open game if it moved since the last write.
    fn save_clock(self, active: ActiveGame) {
        let Some(session) = active.session_untracked() else {
            return;
        };
        let unchanged = self.state.with_value(|s| {
            s.last_written.as_ref().is_some_and(|(id, n, e)| {
                id == &session.meta().id
                    && *n == session.parts().actions.len()
                    && *e == session.elapsed_ms()
            })
        });
        if !unchanged && !matches!(self.status.get_untracked(), SaveStatus::Off) {
            self.autosave(&session);
        }
    }

    /// Keeps this tab's lock fresh; notices when another tab took the game. Also the
    /// next chance for what did not fit in a full storage.
    fn heartbeat(self, active: ActiveGame) {
        self.retry();
        let open = active.with_session_untracked(|s| s.meta().id.clone());
        let current = self.state.with_value(|s| s.current.clone());
        if open.is_none() || open != current {
            // The game was closed (or replaced): free it for other tabs.
            if current.is_some() && open != current {
                self.release();
            }
            return;
        }
        let Some(id) = current else { return };
        if self.state.with_value(|s| s.locked_out) {
            return;
        }
        let Ok(mut store) = LocalStore::open() else {
            return;
        };
        if let Ok(false) = lock::heartbeat(&mut store, &id, &self.tab(), now_ms()) {
            self.state.update_value(|s| s.locked_out = true);
            self.status.set(SaveStatus::Elsewhere);
        }
    }

    /// Whether another tab took the game this tab plays; if so, stops writing it. Reads
    /// only (the store's `storage` event calls it).
    fn check_taken(self) {
        let (current, locked_out) = self.state.with_value(|s| (s.current.clone(), s.locked_out));
        let (Some(id), false) = (current, locked_out) else {
            return;
        };
        let Ok(store) = LocalStore::open() else {
            return;
        };
        if let Ok(lock::LockState::Other { .. }) = lock::inspect(&store, &id, &self.tab(), now_ms())
        {
            self.state.update_value(|s| s.locked_out = true);
            self.status.set(SaveStatus::Elsewhere);
        }
    }

    /// Writes what a full storage refused: the open game whose last save failed, then
    /// the journal copies still waiting. Called at every heartbeat and after a deletion.
    pub fn retry(self) {
        if let (SaveStatus::Failed(_), Some(session)) =
            (self.status.get_untracked(), self.active.session_untracked())
        {
            self.autosave(&session);
        }
        self.flush_pending();
    }

    /// Merges the journal copies waiting into the store (see [`journal`]): each that goes
    /// on from its save replaces it; one that went another way becomes a copy. Those the
    /// store has no room for wait for the next chance.
    fn flush_pending(self) {
        let texts = self.state.with_value(|s| s.pending.clone());
        if texts.is_empty() {
            return;
        }
        let Ok(mut library) = self.library() else {
            return;
        };
        let lang = self.lang.get_untracked();
        let mut waiting = Vec::new();
        let mut full = false;
        // Games the store had no save of at all (localStorage cleared): said, with how
        // many the journal keeps, so the older ones do not vanish without a word.
        let mut recovered = 0;
        for text in texts {
            let read = save::read(&text).ok();
            let name = read
                .as_ref()
                .map(|p| screen::copy_name(&p.meta.name, lang))
                .unwrap_or_default();
            let absent = read.is_some_and(|p| library.raw(&p.meta.id).is_err());
            match library.merge(&text, &new_game_id(), &name, now_ms()) {
                Ok(Merged::Forked { name, .. }) => {
                    self.info.set(Some(i18n_saves::forked(&name, lang)));
                }
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
            self.info
                .set(Some(i18n_saves::recovered(recovered, journal::KEEP, lang)));
        }
        let cleared = waiting.is_empty();
        self.state.update_value(|s| s.pending = waiting);
        if full && self.active.session_untracked().is_none() {
            self.had_save.set(true);
            self.status
                .set(SaveStatus::Failed(StoreError::QuotaExceeded));
        } else if cleared
            && self.active.session_untracked().is_none()
            && matches!(self.status.get_untracked(), SaveStatus::Failed(_))
        {
            self.status.set(SaveStatus::Idle);
            self.info.set(Some(P::SavedWhole.text(lang).to_owned()));
        }
        self.touch();
    }

    /// Forgets the journal copies of game `id` waiting for room (it was just written).
    fn drop_pending(self, id: &str) {
        if self.state.with_value(|s| s.pending.is_empty()) {
            return;
        }
        self.state.update_value(|s| {
            s.pending
                .retain(|t| save::read(t).is_ok_and(|p| p.meta.id != id));
        });
    }

    /// The journal copy of game `id` waiting for room, if any (newer than its save).
    fn pending_of(self, id: &str) -> Option<Session> {
        self.state.with_value(|s| {
            s.pending.iter().find_map(|t| {
                let parts = save::read(t).ok().filter(|p| p.meta.id == id)?;
                save::restore(parts).ok()
            })
        })
    }

    /// The page came back from the back/forward cache with a game on the table. If its
    /// save was played on elsewhere meanwhile (another tab, the same page opened again),
    /// the table takes that later state, asking first if another tab holds it; a save
    /// that went another way is never overwritten (the autosave refuses and says so).
    fn restored(self) {
        let Some((id, name, mine)) = self.active.with_session_untracked(|s| {
            (
                s.meta().id.clone(),
                s.meta().name.clone(),
                s.parts().clone(),
            )
        }) else {
            return;
        };
        let Ok(text) = self
            .library()
            .and_then(|l| l.raw(&id).map_err(|_| StoreError::Other(String::new())))
        else {
            return;
        };
        let written = self.state.with_value(|s| {
            s.last_hash
                .as_ref()
                .is_some_and(|(h_id, h)| *h_id == id && *h == text_hash(&text))
        });
        let later = save::read(&text)
            .is_ok_and(|theirs| matches!(lineage(&mine, &theirs), Lineage::Behind));
        if written || !later {
            return;
        }
        // Said once that state is on the table.
        self.continue_game(&id, &name, false, move || {
            self.info.set(Some(
                P::PlayedOnElsewhere
                    .text(self.lang.get_untracked())
                    .to_owned(),
            ));
        });
    }

    /// Frees the lock of the game this tab holds.
    fn release(self) {
        let (current, locked_out) = self.state.with_value(|s| (s.current.clone(), s.locked_out));
        if let (Some(id), false) = (current, locked_out) {
            if let Ok(mut store) = LocalStore::open() {
                let _ = lock::release(&mut store, &id, &self.tab());
            }
        }
        journal::hold("");
        self.state.update_value(|s| {
            s.current = None;
            s.locked_out = false;
        });
    }

    /// Loads saved game `id` (replaying it) and takes its lock. With `force`, takes the
    /// game from another tab that holds it. The caller puts the session on the table.
    ///
    /// # Errors
    /// [`OpenError::Elsewhere`] when another tab holds it (and not `force`), or what
    /// prevents loading it.
    pub fn open(self, id: &str, force: bool) -> Result<Session, OpenError> {
        let mut library = self
            .library()
            .map_err(|e| OpenError::Library(LibraryError::Store(e)))?;
        // The game in memory is the truth: the one on the table (this tab holds it, its
        // last save may have failed), or a journal copy the full store could not take.
        let on_table = self
            .active
            .session_untracked()
            .filter(|s| s.meta().id == id)
            .filter(|_| {
                self.state
                    .with_value(|s| s.current.as_deref() == Some(id) && !s.locked_out)
            });
        let session = match on_table.or_else(|| self.pending_of(id)) {
            Some(session) => session,
            None => library.load(id).map_err(OpenError::Library)?,
        };
        let loaded = library.raw(id).map(|t| text_hash(&t)).ok();
        let tab = self.tab();
        // A lock that cannot be written (storage full) does not keep the game closed.
        let found = lock::acquire(library.store_mut(), id, &tab, now_ms(), force)
            .unwrap_or(LockState::Free);
        if matches!(found, LockState::Other { .. }) && !force {
            return Err(OpenError::Elsewhere);
        }
        if self.state.with_value(|s| s.current.as_deref() != Some(id)) {
            self.release();
        }
        journal::hold(id);
        self.state.update_value(|s| {
            s.current = Some(id.to_owned());
            s.locked_out = false;
            s.last_written = None;
            s.last_hash = loaded.map(|h| (id.to_owned(), h));
        });
        Ok(session)
    }

    /// Takes the open game back from another tab and saves it from here.
    pub fn take_over(self) {
        let Some(session) = self.active.session_untracked() else {
            return;
        };
        let id = session.meta().id.clone();
        let lang = self.lang.get_untracked();
        if let Ok(mut library) = self.library() {
            // Moves the other tab saved that this one lacks are kept, as a copy.
            let theirs = library.raw(&id).ok().and_then(|t| save::read(&t).ok());
            if let Some(theirs) = theirs {
                if matches!(
                    lineage(session.parts(), &theirs),
                    Lineage::Behind | Lineage::Diverged
                ) {
                    let name = screen::copy_name(&theirs.meta.name, lang);
                    let copy_id = new_game_id();
                    match library.duplicate(&id, &copy_id, &name, now_ms()) {
                        Ok(_) | Err(LibraryError::IndexNotUpdated(_)) => {
                            // Durable before this tab's game replaces theirs (issue 32).
                            journal_copy(&library, &copy_id);
                            self.info.set(Some(i18n_saves::other_tab_copy(
                                &name,
                                theirs.actions.len(),
                                session.parts().actions.len(),
                                lang,
                            )));
                        }
                        // No room for the copy: keep theirs, take nothing over.
                        Err(e) => {
                            let text =
                                i18n_saves::library_error(&e, lang, &action_reason(lang, None));
                            self.error.set(Some(text));
                            return;
                        }
                    }
                }
            }
            let _ = lock::acquire(library.store_mut(), &id, &self.tab(), now_ms(), true);
        }
        journal::hold(&id);
        // Their moves are safe in the copy: this tab's game replaces the save.
        self.state.update_value(|s| {
            s.current = Some(id);
            s.locked_out = false;
            s.last_hash = None;
        });
        self.autosave(&session);
    }

    /// Opens saved game `id` and shows it: asks first if another tab has it, explains any
    /// failure. `show` navigates to the play screen.
    pub fn continue_game(self, id: &str, name: &str, force: bool, show: impl FnOnce() + 'static) {
        // One copy of the body, whatever the caller's closure.
        self.continue_boxed(id, name, force, Box::new(show));
    }

    fn continue_boxed(self, id: &str, name: &str, force: bool, show: Box<dyn FnOnce()>) {
        match self.open(id, force) {
            Ok(session) => {
                self.error.set(None);
                self.confirm_open.set(None);
                self.active.set(Some(session));
                show();
                offline::resumed();
            }
            // A lock no live tab answers for was left by a crash: open without asking.
            Err(OpenError::Elsewhere) => {
                let (id, name) = (id.to_owned(), name.to_owned());
                leptos::task::spawn_local(async move {
                    if journal::held_elsewhere(&id, PING_MS).await {
                        self.confirm_open.set(Some((id, name)));
                        offline::resumed();
                    } else {
                        self.continue_boxed(&id, &name, true, show);
                    }
                });
            }
            Err(OpenError::Library(e)) => {
                if let LibraryError::Save(_) = &e {
                    // Listed as damaged from now on (after a reload too), with this reason.
                    if let Ok(mut library) = self.library() {
                        let _ = library.mark_damaged(id);
                    }
                    self.touch();
                }
                let lang = self.lang.get_untracked();
                let config = self
                    .library()
                    .ok()
                    .and_then(|l| l.raw(id).ok())
                    .and_then(|t| config_of(&t));
                let text = i18n_saves::library_error(&e, lang, &action_reason(lang, config));
                self.error.set(Some(text));
                offline::resumed();
            }
        }
    }

    /// The language chosen (reactive).
    pub fn lang(self) -> Lang {
        self.lang.get()
    }

    /// The game on the table.
    pub fn active(self) -> ActiveGame {
        self.active
    }
}

/// Puts saved game `id` in the journal as it is in `library`: a copy just made that holds
/// moves no other save has (durable like any save, and before the save it was copied
/// from is overwritten). A plain "Duplica" needs none: its original is saved.
fn journal_copy(library: &SaveLibrary<LocalStore>, id: &str) {
    if let Ok(text) = library.raw(id) {
        journal::put(id, &text);
    }
}

/// Shows the game on the table.
pub fn show_game(nav: crate::ui::app::Nav) {
    nav.go(crate::ui::app::Screen::Play);
}
