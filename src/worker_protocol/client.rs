//! The app's side of the bots' worker, as bookkeeping without the browser: whether the
//! worker's script was checked and started, whether it listens, the request waiting for
//! it, the request it works on and its answer waiting to be shown. The page
//! (`crate::ui::bots`) holds one [`BotClient`] and does what its methods say: post a
//! message, check or start the worker, apply an action; its timers call back in.
//!
//! - Nothing is posted before the worker said [`super::READY`]: the latest request waits
//!   ([`BotClient::send`], [`BotClient::on_ready`]).
//! - A request carries its position's number of actions as its id: an answer for any
//!   other position, or one already being shown, is dropped ([`BotClient::on_reply`]).
//! - A worker that fails (a script that does not load, a crash, no [`super::READY`]
//!   within the page's time limit) is dropped and said; "Riprova" clears the failure and
//!   the next request starts a new one ([`BotClient::on_worker_error`],
//!   [`BotClient::retry`]).

use crate::rules::Action;

/// What the page must do to send a message ([`BotClient::send`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Send {
    /// Post it to the worker now.
    Post,
    /// Kept until the worker listens; first check the worker's script (its integrity),
    /// then call [`BotClient::on_checked`].
    Check,
    /// Kept until the worker listens; start the worker (and its time limit to say it
    /// listens) now.
    Start,
    /// Kept until the worker listens; nothing else to do.
    Wait,
}

/// The computer's request with the worker, or its answer waiting to be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub game_id: String,
    /// The position's number of actions (the request's id).
    pub actions: usize,
    /// The answer, while it waits to be shown.
    pub ready: Option<Action>,
    /// Its pause is running (the answer is being shown).
    pub showing: bool,
}

/// The bookkeeping of the bots' worker (see the module's documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotClient {
    /// The worker's script matched its integrity (checked once per page).
    checked: bool,
    /// Its check is under way.
    checking: bool,
    /// A worker was started (and not dropped since).
    started: bool,
    /// The request to post once the worker says it listens (`None` once it did).
    waiting: Option<Option<String>>,
    /// The worker failed: no request is sent until [`BotClient::retry`].
    failed: bool,
    asked: Option<Asked>,
}

impl Default for BotClient {
    fn default() -> Self {
        BotClient::new()
    }
}

impl BotClient {
    /// No worker yet.
    pub const fn new() -> BotClient {
        BotClient {
            checked: false,
            checking: false,
            started: false,
            waiting: Some(None),
            failed: false,
            asked: None,
        }
    }

    /// Whether the worker failed (until [`BotClient::retry`]).
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// The computer's request under way, if any.
    pub fn asked(&self) -> Option<&Asked> {
        self.asked.as_ref()
    }

    /// Whether a worker was started and not dropped.
    pub fn started(&self) -> bool {
        self.started
    }

    /// Sends `message`: what the page must do ([`Send`]); a message not posted now is
    /// kept (replacing any kept before) and returned by [`BotClient::on_ready`].
    pub fn send(&mut self, message: &str) -> Send {
        let Some(slot) = self.waiting.as_mut() else {
            return Send::Post;
        };
        *slot = Some(message.to_owned());
        if !self.checked {
            if self.checking {
                return Send::Wait;
            }
            self.checking = true;
            return Send::Check;
        }
        if self.started {
            return Send::Wait;
        }
        self.started = true;
        Send::Start
    }

    /// The worker's script was checked: `ok` if it matched. Returns whether to start the
    /// worker now; when it did not match, the page fails the worker
    /// ([`BotClient::on_worker_error`]).
    pub fn on_checked(&mut self, ok: bool) -> Start {
        self.checking = false;
        if !ok {
            return Start::Failed;
        }
        self.checked = true;
        if self.started {
            return Start::No;
        }
        self.started = true;
        Start::Now
    }

    /// The page could not start the worker after [`Send::Start`] or [`Start::Now`]: the
    /// next message tries again.
    pub fn not_started(&mut self) {
        self.started = false;
    }

    /// The worker said it listens: the message kept for it, to post now.
    pub fn on_ready(&mut self) -> Option<String> {
        self.waiting.take().flatten()
    }

    /// The worker failed to load, crashed, or did not say it listens in time: it is
    /// dropped (the page terminates it), requests wait for a new one, and the request
    /// under way is forgotten. Returns whether there was one (its screen says "failed").
    pub fn on_worker_error(&mut self) -> bool {
        self.started = false;
        self.waiting = Some(None);
        self.failed = true;
        self.asked.take().is_some()
    }

    /// "Riprova": the failure is cleared and the request under way forgotten; the next
    /// request starts a new worker.
    pub fn retry(&mut self) {
        self.failed = false;
        self.asked = None;
    }

    /// Whether the computer's action at position `actions` of game `game_id` must be
    /// asked for (it was not asked yet).
    pub fn should_ask(&self, game_id: &str, actions: usize) -> bool {
        !self
            .asked
            .as_ref()
            .is_some_and(|a| a.game_id == game_id && a.actions == actions)
    }

    /// The computer's action at position `actions` is asked for (replacing any request
    /// under way: its answer will be dropped).
    pub fn ask(&mut self, game_id: String, actions: usize) {
        self.asked = Some(Asked {
            game_id,
            actions,
            ready: None,
            showing: false,
        });
    }

    /// An answer to request `id` came: whether it is for the request under way (and not
    /// already being shown). A late answer for another position is dropped.
    pub fn on_reply(&self, id: u32) -> bool {
        self.asked
            .as_ref()
            .is_some_and(|a| a.actions as u32 == id && !a.showing)
    }

    /// The answer `action` to the request under way is shown for a moment (the page's
    /// pause starts).
    pub fn show(&mut self, action: Action) {
        if let Some(a) = self.asked.as_mut() {
            a.ready = Some(action);
            a.showing = true;
        }
    }

    /// The pause of the answer to request `id` ended: whether its action is still to be
    /// applied (not skipped, not replaced).
    pub fn on_shown(&mut self, id: u32) -> bool {
        self.asked
            .as_mut()
            .filter(|a| a.actions as u32 == id)
            .is_some_and(|a| {
                a.showing = false;
                a.ready.take().is_some()
            })
    }

    /// "Skip": the answer being shown, to apply at once (its pause cancelled).
    pub fn skip(&mut self) -> Option<Action> {
        let a = self.asked.as_mut()?;
        if !a.showing {
            return None;
        }
        a.showing = false;
        a.ready.take()
    }

    /// The play screen went away: the request under way is forgotten.
    pub fn clear(&mut self) {
        self.asked = None;
    }
}

/// Whether to start the worker after its check ([`BotClient::on_checked`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Start it now.
    Now,
    /// It is started already.
    No,
    /// The script did not match: the worker failed.
    Failed,
}
