//! Saving in the app: the autosave, the saved games, the notices, offline.
//!
//! [`install`] (called once by the app shell) provides [`Saves`] and registers the
//! autosave on [`ActiveGame`]: every applied action is written to localStorage at once
//! (`storage::SaveLibrary::save`), so closing the tab at any moment loses nothing; the
//! play clock is written every [`CLOCK_SAVE_MS`] and when the page is hidden or left.
//! Sandbox games are never saved (ActiveGame runs no hook for them).
//!
//! One tab at a time per game (`storage::lock`): the tab that opens a game holds its lock
//! and refreshes it; another tab opening the same game is asked first
//! ([`Saves::continue_game`], [`Opening`]), and a tab that lost its game to another stops
//! writing and says so ([`SaveStatus::Elsewhere`]).
//!
//! The protocol itself is native, [`crate::storage::autosave::Autosave`] (tested in
//! tests/autosave.rs); this module wires it to localStorage, `Date.now`, the journal,
//! the timers and the page's events, and shows its effects.
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

use crate::session::Session;
use crate::storage::autosave::{Autosave, Clock, Effects, Journal};
use crate::storage::lock;
use crate::storage::{LibraryError, Listed, SaveLibrary, StoreError, Summary};
use crate::ui::game_ctx::{now_ms, use_active_game, ActiveGame};
use crate::ui::i18n::Lang;

use crate::present::i18n_app::AppText;
use crate::present::i18n_saves;
use local_store::LocalStore;

/// How often the play clock is written while a game is open (besides every action).
pub const CLOCK_SAVE_MS: u64 = 10_000;

pub use crate::storage::autosave::{Opening, SaveStatus, PING_MS};

/// The protocol with the browser's clock and journal.
type Protocol = Autosave<BrowserClock, BrowserJournal>;

/// `Date.now`, `performance.now` and game ids.
struct BrowserClock;

impl Clock for BrowserClock {
    fn now_ms(&self) -> u64 {
        now_ms()
    }
    fn precise_ms(&self) -> f64 {
        perf_now()
    }
    fn new_id(&self) -> String {
        new_game_id()
    }
}

/// [`journal`] (`public/journal.js`).
struct BrowserJournal;

impl Journal for BrowserJournal {
    fn put(&mut self, id: &str, text: &str) {
        journal::put(id, text);
    }
    fn put_all(&mut self, entries: Vec<(String, String)>) {
        journal::put_all(&entries);
    }
    fn hold(&mut self, id: &str) {
        journal::hold(id);
    }
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
    state: StoredValue<Protocol, LocalStorage>,
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

use crate::present::saves::{config_of, explain, notice_text};

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
        state: StoredValue::new_local(Autosave::new(
            tab,
            BrowserClock,
            BrowserJournal,
            LocalStore::open().is_ok(),
        )),
    };
    provide_context(saves);
    saves.sync_status();
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
        if let Ok(store) = LocalStore::open() {
            let on_table = saves.active.session_untracked();
            let suffix = saves.suffix();
            saves.run(|a| a.on_journal_read(store, texts, on_table.as_ref(), suffix));
        }
        // The last restore's settings and tournament, if the store lost them.
        if let Some((stamp, pairs)) = journal::restored().await {
            backup::after_start(saves, &stamp, &pairs);
        }
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
        let waiting = self.state.with_value(Protocol::pending_summaries);
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

    /// Runs an event of the protocol, then shows its status.
    fn with<R>(self, event: impl FnOnce(&mut Protocol) -> R) -> R {
        let out = self
            .state
            .try_update_value(event)
            .expect("the saves live as long as the page");
        self.sync_status();
        out
    }

    /// Runs an event of the protocol and shows what it asks to.
    fn run(self, event: impl FnOnce(&mut Protocol) -> Effects) {
        let fx = self.with(event);
        self.show(fx);
    }

    /// Shows the protocol's effects.
    fn show(self, fx: Effects) {
        let lang = self.lang.get_untracked();
        if let Some(had) = fx.had_save {
            self.had_save.set(had);
        }
        for notice in fx.notices {
            match notice_text(notice, lang) {
                Ok(text) => self.info.set(Some(text)),
                Err(text) => self.error.set(Some(text)),
            }
        }
        if fx.touched {
            self.touch();
        }
    }

    /// Puts the protocol's status on show (if it changed).
    fn sync_status(self) {
        let status = self.state.with_value(|a| a.status().clone());
        if self.status.with_untracked(|s| *s != status) {
            self.status.set(status);
        }
    }

    /// The suffix of the copies' names, in the language chosen.
    fn suffix(self) -> &'static str {
        AppText::CopySuffix.text(self.lang.get_untracked())
    }

    /// The autosave: called by ActiveGame after every recorded change.
    fn autosave(self, session: &Session) {
        let suffix = self.suffix();
        match LocalStore::open() {
            Ok(store) => self.run(|a| a.on_action(store, session, suffix)),
            Err(_) => self.with(Protocol::on_unavailable),
        }
    }

    /// Writes the play clock of the open game if it moved since the last write.
    fn save_clock(self, active: ActiveGame) {
        let Some(session) = active.session_untracked() else {
            return;
        };
        let suffix = self.suffix();
        if let Ok(store) = LocalStore::open() {
            self.run(|a| a.on_clock(store, &session, suffix));
        }
    }

    /// Keeps this tab's lock fresh; notices when another tab took the game. Also the
    /// next chance for what did not fit in a full storage.
    fn heartbeat(self, active: ActiveGame) {
        let suffix = self.suffix();
        let Ok(store) = LocalStore::open() else {
            return;
        };
        // The game on the table is lent, not copied (every two seconds).
        let fx = active
            .with_session_untracked(|s| {
                self.state
                    .try_update_value(|a| a.on_heartbeat(store.clone(), Some(s), suffix))
            })
            .unwrap_or_else(|| {
                self.state
                    .try_update_value(|a| a.on_heartbeat(store.clone(), None, suffix))
            });
        self.sync_status();
        if let Some(fx) = fx {
            self.show(fx);
        }
    }

    /// Whether another tab took the game this tab plays; if so, stops writing it. Reads
    /// only (the store's `storage` event calls it).
    fn check_taken(self) {
        if let Ok(store) = LocalStore::open() {
            self.with(|a| a.on_store_changed(&store));
        }
    }

    /// Writes what a full storage refused: the open game whose last save failed, then
    /// the journal copies still waiting. Called at every heartbeat and after a deletion.
    pub fn retry(self) {
        let session = self.active.session_untracked();
        let suffix = self.suffix();
        if let Ok(store) = LocalStore::open() {
            self.run(|a| a.retry(store, session.as_ref(), suffix));
        }
    }

    /// The page came back from the back/forward cache with a game on the table. If its
    /// save was played on elsewhere meanwhile (another tab, the same page opened again),
    /// the table takes that later state, asking first if another tab holds it.
    fn restored(self) {
        let Some(mine) = self.active.session_untracked() else {
            return;
        };
        let Ok(store) = LocalStore::open() else {
            return;
        };
        if !self
            .state
            .with_value(|a| a.on_pageshow_restored(&store, &mine))
        {
            return;
        }
        // Said once that state is on the table.
        self.continue_game(&mine.meta().id, &mine.meta().name, false, move || {
            self.info.set(Some(
                AppText::PlayedOnElsewhere
                    .text(self.lang.get_untracked())
                    .to_owned(),
            ));
        });
    }

    /// Frees the lock of the game this tab holds.
    fn release(self) {
        let mut store = LocalStore::open().ok();
        self.with(|a| a.release(store.as_mut()));
    }

    /// Takes the open game back from another tab and saves it from here. The other
    /// tab's copy and this game go in the journal as one write; what is said about them
    /// ("kept in ...") is said once that write is committed.
    pub fn take_over(self) {
        let Some(session) = self.active.session_untracked() else {
            return;
        };
        let suffix = self.suffix();
        match LocalStore::open() {
            Ok(store) => {
                let fx = self.with(|a| a.take_over(store, &session, suffix));
                leptos::task::spawn_local(async move {
                    journal::flushed().await;
                    self.show(fx);
                });
            }
            Err(_) => self.with(Protocol::on_unavailable),
        }
    }

    /// Opens saved game `id` and shows it: asks first if another tab has it, explains any
    /// failure. `show` navigates to the play screen.
    pub fn continue_game(self, id: &str, name: &str, force: bool, show: impl FnOnce() + 'static) {
        // One copy of the body, whatever the caller's closure.
        self.continue_boxed(id, name, force, None, Box::new(show));
    }

    /// [`Self::continue_game`]; `held`: the tabs' answer to the ping, once asked.
    fn continue_boxed(
        self,
        id: &str,
        name: &str,
        force: bool,
        held: Option<bool>,
        show: Box<dyn FnOnce()>,
    ) {
        let on_table = self.active.session_untracked();
        let opening = match LocalStore::open() {
            Ok(store) => self.with(|a| a.continue_game(store, id, force, held, on_table.as_ref())),
            Err(e) => Opening::Failed(LibraryError::Store(e)),
        };
        match opening {
            Opening::Open(session) => {
                self.error.set(None);
                self.confirm_open.set(None);
                self.active.set(Some(session));
                show();
                offline::resumed();
            }
            Opening::Ask => {
                self.confirm_open
                    .set(Some((id.to_owned(), name.to_owned())));
                offline::resumed();
            }
            // Whether a live tab answers for the lock, or a crash left it.
            Opening::Ping => {
                let (id, name) = (id.to_owned(), name.to_owned());
                leptos::task::spawn_local(async move {
                    let held = journal::held_elsewhere(&id, PING_MS).await;
                    self.continue_boxed(&id, &name, false, Some(held), show);
                });
            }
            Opening::Failed(e) => {
                if let LibraryError::Save(_) = &e {
                    // Marked damaged: listed so, with this reason.
                    self.touch();
                }
                let lang = self.lang.get_untracked();
                let config = self
                    .library()
                    .ok()
                    .and_then(|l| l.raw(id).ok())
                    .and_then(|t| config_of(&t));
                self.error.set(Some(explain(&e, lang, config)));
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

/// Shows the game on the table.
pub fn show_game(nav: crate::ui::app::Nav) {
    nav.go(crate::ui::app::Screen::Play);
}
