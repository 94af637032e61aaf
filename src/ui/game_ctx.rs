//! The game being played, shared by every screen: [`ActiveGame`].
//!
//! One `ActiveGame` is provided by the app shell. It holds the current
//! [`Session`] (or none) in a signal; screens read it reactively
//! ([`ActiveGame::with_game`], [`ActiveGame::with_session`]) and change it only through
//! [`ActiveGame::apply`], [`ActiveGame::tick`] and [`ActiveGame::set`]. After every
//! change that a save must record (a successful apply, a tick that sent
//! [`Action::TimeUp`], a new or loaded game) the **change hooks** run with the session:
//! the saves layer registers its autosave there with [`ActiveGame::on_change`].
//!
//! The clock: [`ActiveGame::tick`] advances the session's play time without waking the
//! whole page every second; [`ActiveGame::elapsed_ms`] is a separate small signal for
//! the clock on screen.
//!
//! Test hook (kept out of normal play): [`ActiveGame::set_sandbox`] puts a bare
//! [`Game`] built from a position (`Game::from_position`) on the table. A sandbox game
//! is played like any other, but it is not a session: no change hook ever sees it, so it
//! is never saved. The play screen's `?sandbox=` URL parameter uses it for performance
//! measurements and browser tests of positions that would take long to reach.

use std::rc::Rc;

use leptos::prelude::*;

use crate::rules::{Action, ActionError, Event, Game};
use crate::session::{LogEntry, Session, SessionMeta};

/// A change hook: receives the session after each recorded change.
pub type ChangeHook = Rc<dyn Fn(&Session)>;

/// What is on the table.
// One per app, never moved around: boxing the session would only cost code.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Table {
    /// A real game, saved by the change hooks.
    Session(Session),
    /// A position for tests and measurements (see the module doc); never saved.
    Sandbox {
        game: Game,
        log: Vec<LogEntry>,
        actions: usize,
    },
}

impl Table {
    /// The game as it stands.
    pub fn game(&self) -> &Game {
        match self {
            Table::Session(s) => s.game(),
            Table::Sandbox { game, .. } => game,
        }
    }

    /// Every event so far, oldest first (show only `Game::event_for` of each).
    pub fn log(&self) -> &[LogEntry] {
        match self {
            Table::Session(s) => s.log(),
            Table::Sandbox { log, .. } => log,
        }
    }

    /// The session, if this is a real game.
    pub fn session(&self) -> Option<&Session> {
        match self {
            Table::Session(s) => Some(s),
            Table::Sandbox { .. } => None,
        }
    }

    /// Number of actions applied so far.
    pub fn actions(&self) -> usize {
        match self {
            Table::Session(s) => s.parts().actions.len(),
            Table::Sandbox { actions, .. } => *actions,
        }
    }
}

/// Handle on the game being played (Copy; get it with [`use_active_game`]).
#[derive(Copy, Clone)]
pub struct ActiveGame {
    table: RwSignal<Option<Table>>,
    elapsed: RwSignal<u64>,
    hooks: StoredValue<Vec<ChangeHook>, LocalStorage>,
}

/// The handle provided by the app shell.
pub fn use_active_game() -> ActiveGame {
    use_context::<ActiveGame>().expect("ActiveGame is provided by App")
}

/// Milliseconds since the Unix epoch, from the browser's clock.
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// 64 random bits from the platform's generator (`getrandom`, the browser's crypto).
pub fn random_u64() -> u64 {
    crate::ui::bots::random_u64()
}

/// A 64-bit seed for a new deal (`?seed=N` in the URL does not apply: see [`new_seed`]).
pub fn random_seed() -> u64 {
    random_u64()
}

/// The value of `name` in the page's query string (`?seed=123&x=y`).
pub fn url_param(name: &str) -> Option<String> {
    let search = leptos::prelude::location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// The seed of a new game: `?seed=N` if given, else random.
pub fn new_seed() -> u64 {
    url_param("seed")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(random_seed)
}

/// The description of a new game of `config` made now ([`SessionMeta::new`]).
/// Named apart from every saved game ([`unused_name`]).
pub fn new_meta(config: &crate::rules::GameConfig, suffix: &str) -> SessionMeta {
    let mut meta = SessionMeta::new(config, suffix, now_ms(), random_u64());
    meta.name = unused_name(&meta.name);
    meta
}

/// `name`, numbered if a saved game has it ([`crate::storage::SaveLibrary::unused_name`]).
pub fn unused_name(name: &str) -> String {
    crate::ui::saves::local_store::LocalStore::open()
        .map(crate::storage::SaveLibrary::new)
        .map_or_else(|_| name.to_owned(), |l| l.unused_name(name))
}

/// A fresh game id made now ([`crate::session::new_game_id`]).
pub fn new_game_id() -> String {
    crate::session::new_game_id(now_ms(), random_u64())
}

impl ActiveGame {
    /// Creates the handle (no game) and provides it to the components below.
    pub fn provide() -> ActiveGame {
        let g = ActiveGame {
            table: RwSignal::new(None),
            elapsed: RwSignal::new(0),
            hooks: StoredValue::new_local(Vec::new()),
        };
        provide_context(g);
        g
    }

    /// Registers a hook called with the session after every successful apply, every
    /// tick that recorded an action, and every [`ActiveGame::set`] of a session.
    pub fn on_change(self, hook: ChangeHook) {
        self.hooks.update_value(|h| h.push(hook));
    }

    fn run_hooks(self) {
        let hooks = self.hooks.with_value(|h| h.clone());
        if hooks.is_empty() {
            return;
        }
        self.table.with_untracked(|t| {
            if let Some(Table::Session(s)) = t {
                for hook in &hooks {
                    hook(s);
                }
            }
        });
    }

    /// Puts a session on the table (a new or loaded game), or clears it with `None`.
    pub fn set(self, session: Option<Session>) {
        self.elapsed
            .set(session.as_ref().map_or(0, Session::elapsed_ms));
        let is_some = session.is_some();
        self.table.set(session.map(Table::Session));
        if is_some {
            self.run_hooks();
        }
    }

    /// Test hook: plays `game` without a session (never saved; see the module doc).
    pub fn set_sandbox(self, game: Game) {
        self.elapsed.set(0);
        self.table.set(Some(Table::Sandbox {
            game,
            log: Vec::new(),
            actions: 0,
        }));
    }

    /// Applies a player's action. A refused action changes nothing and says why.
    ///
    /// # Errors
    /// The rules' [`ActionError`]; [`ActionError::GameOver`] when no game is on the table.
    pub fn apply(self, action: Action) -> Result<Vec<Event>, ActionError> {
        // Check first, so that a refusal never wakes the page.
        let checked = self.table.with_untracked(|t| match t {
            Some(t) => t.game().check(&action),
            None => Err(ActionError::GameOver),
        });
        checked?;
        let result = self.table.try_update(|t| match t {
            Some(Table::Session(s)) => s.apply(action, now_ms()),
            Some(Table::Sandbox { game, log, actions }) => {
                let events = game.apply(action)?;
                log.extend(events.iter().cloned().map(|event| LogEntry {
                    action: *actions,
                    event,
                }));
                *actions += 1;
                Ok(events)
            }
            None => Err(ActionError::GameOver),
        });
        let result = result.unwrap_or(Err(ActionError::GameOver));
        if result.is_ok() {
            self.run_hooks();
        }
        result
    }

    /// Advances the play clock by `delta_ms` (call it every second while the game is on
    /// screen). Returns the events when time ran out (the session sent
    /// [`Action::TimeUp`]); only then is the page woken and are the hooks run.
    pub fn tick(self, delta_ms: u64) -> Option<Vec<Event>> {
        let mut out = None;
        let mut elapsed = None;
        self.table.update_untracked(|t| {
            if let Some(Table::Session(s)) = t {
                out = s.tick(delta_ms, now_ms());
                elapsed = Some(s.elapsed_ms());
            }
        });
        if let Some(e) = elapsed {
            self.elapsed.set(e);
        }
        if out.is_some() {
            self.table.notify();
            self.run_hooks();
        }
        out
    }

    /// Play time so far in milliseconds (reactive, updated by [`ActiveGame::tick`]).
    pub fn elapsed_ms(self) -> u64 {
        self.elapsed.get()
    }

    /// Whether a game is on the table (reactive).
    pub fn is_some(self) -> bool {
        self.table.with(Option::is_some)
    }

    /// Reads the game (reactive): `None` when no game is on the table.
    pub fn with_game<R>(self, f: impl FnOnce(&Game) -> R) -> Option<R> {
        self.table.with(|t| t.as_ref().map(|t| f(t.game())))
    }

    /// Reads the game without subscribing.
    pub fn with_game_untracked<R>(self, f: impl FnOnce(&Game) -> R) -> Option<R> {
        self.table
            .with_untracked(|t| t.as_ref().map(|t| f(t.game())))
    }

    /// Reads what is on the table (reactive).
    pub fn with_table<R>(self, f: impl FnOnce(&Table) -> R) -> Option<R> {
        self.table.with(|t| t.as_ref().map(f))
    }

    /// Reads what is on the table without subscribing.
    pub fn with_table_untracked<R>(self, f: impl FnOnce(&Table) -> R) -> Option<R> {
        self.table.with_untracked(|t| t.as_ref().map(f))
    }

    /// Reads the session (reactive): `None` when no game or a sandbox is on the table.
    pub fn with_session<R>(self, f: impl FnOnce(&Session) -> R) -> Option<R> {
        self.table
            .with(|t| t.as_ref().and_then(Table::session).map(f))
    }

    /// Reads the session without subscribing.
    pub fn with_session_untracked<R>(self, f: impl FnOnce(&Session) -> R) -> Option<R> {
        self.table
            .with_untracked(|t| t.as_ref().and_then(Table::session).map(f))
    }

    /// A copy of the session, for saving or a rematch.
    pub fn session_untracked(self) -> Option<Session> {
        self.with_session_untracked(Session::clone)
    }
}
