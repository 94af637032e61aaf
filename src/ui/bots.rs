//! Computer players in the browser: the bots' web worker and the pace of their turns.
//!
//! The bots live in their own wasm, run by a web worker (`src/bin/bot_worker.rs`,
//! `bot_worker_loader.js`), started the first time a computer must act: the app never
//! links them, and the page keeps painting while a bot thinks. For each action the
//! worker gets the save text and the seat ([`crate::thinking::Request`]); its answer is
//! shown for a moment at the chosen [`Speed`] (`gloo-timers`) and applied through
//! [`PlayUi::act_computer`], the path a person's action takes.

use std::cell::RefCell;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::present::bots::Speed;
use crate::present::lang::Lang;
use crate::rules::{Action, Game};
use crate::thinking::{Reply, Request};
use crate::ui::play::PlayUi;

/// The loader Trunk writes for the worker (`data-loader-shim` in index.html).
const WORKER_URL: &str = "./bot_worker_loader.js";

pub use crate::present::bots::BotUi;

impl BotUi {
    /// The speed chosen last (remembered in localStorage; normal at first).
    pub fn new() -> BotUi {
        let speed = LAST_SPEED.with(|s| *s.borrow_mut().get_or_insert_with(stored_speed));
        BotUi {
            speed,
            thinking: false,
            skip: None,
            failed: WORKER_FAILED.with(|f| f.get()),
            hint: crate::present::bots::Hint::None,
        }
    }
}

/// How long a new worker may take to load before it counts as failed.
const READY_WITHIN_MS: u32 = 30_000;

/// localStorage key of the chosen speed.
const SPEED_KEY: &str = "planisfero.bot-speed";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn stored_speed() -> Speed {
    storage()
        .and_then(|s| s.get_item(SPEED_KEY).ok().flatten())
        .and_then(|k| Speed::from_key(&k))
        .unwrap_or(Speed::Normale)
}

impl Default for BotUi {
    fn default() -> Self {
        BotUi::new()
    }
}

/// The request with the worker, or the answer waiting to be shown.
struct Pending {
    ui: PlayUi,
    game_id: String,
    actions: usize,
    /// The answer, while it waits to be shown.
    ready: Option<Action>,
    timeout: Option<Timeout>,
}

thread_local! {
    static LAST_SPEED: RefCell<Option<Speed>> = const { RefCell::new(None) };
    static WORKER_FAILED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Fails a worker that has not said it listens in time (its wasm did not load: a
    /// rejected promise in the worker reaches no `error` event).
    static READY_TIMEOUT: RefCell<Option<Timeout>> = const { RefCell::new(None) };
    static WORKER: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
    /// The worker's loader matched its integrity (checked once per page).
    static CHECKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Its check is under way.
    static CHECKING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The request to post once the worker said it listens (`None` once it did).
    static WAITING: RefCell<Option<Option<String>>> = const { RefCell::new(Some(None)) };
    static PENDING: RefCell<Option<Pending>> = const { RefCell::new(None) };
    /// "Mostrami": the timer of the next arrow.
    static SHOW_ME: RefCell<Option<Timeout>> = const { RefCell::new(None) };
    /// The play screen that asked for the person's hint.
    static HINT_UI: std::cell::Cell<Option<PlayUi>> = const { std::cell::Cell::new(None) };
}

/// "Consiglio": asks the worker what Difficile would play now in the place of the person
/// on turn, from that person's own view ([`crate::thinking::hint_request`]); the answer
/// is shown ([`crate::present::bots::hint_panel`]), never played.
pub fn ask_hint(ui: PlayUi) {
    use crate::present::bots::{hints_allowed, Hint};
    let Some((actions, message)) = ui
        .ag
        .with_session_untracked(|s| {
            let seat = s.game().actor()?;
            if !hints_allowed(s.game().config()) || s.computer(seat).is_some() {
                return None;
            }
            let actions = s.parts().actions.len() as u32;
            let save = crate::storage::save::encode(s.parts());
            let text = crate::thinking::hint_request(actions, seat, random_u64(), &save);
            Some((actions, text))
        })
        .flatten()
    else {
        return;
    };
    HINT_UI.with(|h| h.set(Some(ui)));
    ui.bot.update(|b| b.hint = Hint::Asking(actions));
    post(&message);
}

fn on_hint_reply(reply: Reply) {
    use crate::present::bots::Hint;
    let Some(ui) = HINT_UI.with(|h| h.get()) else {
        return;
    };
    ui.bot.try_update(|b| {
        if b.hint == Hint::Asking(reply.id) {
            b.hint = Hint::Shown(reply.id, reply.action);
        }
    });
}

/// "Mostrami": steps the summary's arrows on the map at the chosen speed, then brings the
/// summary back ([`crate::present::follow`]; `UiState::follow` is the arrow shown).
pub fn show_me(ui: PlayUi) {
    let count = ui
        .ag
        .with_table_untracked(|t| {
            let person = t.game().actor()?;
            let s = crate::present::follow::summary(t.game(), t.log(), person, Lang::It)?;
            Some(s.arrows.len() as u32)
        })
        .flatten()
        .unwrap_or(0);
    let ms = ui.bot.get_untracked().speed.replay_step_ms();
    let timeout = Timeout::new(ms, move || {
        // Not dropped from within its own callback.
        SHOW_ME.with(|t| t.borrow_mut().take().map(Timeout::forget));
        let Some(step) = ui.st.try_with_untracked(|s| s.follow).flatten() else {
            return;
        };
        if step + 1 < count {
            ui.st.update(|s| s.follow = Some(step + 1));
            show_me(ui);
        } else {
            ui.st.update(|s| {
                s.follow = None;
                s.dialog = Some(crate::present::play::Dialog::Summary);
            });
        }
    });
    SHOW_ME.with(|t| *t.borrow_mut() = Some(timeout));
}

/// Asks the worker for an SVG file of the game on the table (the map at a step, a chart):
/// the download starts when it answers ([`crate::thinking::file_reply`]).
pub fn export_svg(ui: PlayUi, ask: crate::present::history::Download, l: Lang) {
    if let Some(save) = ui
        .ag
        .with_session_untracked(|s| crate::storage::save::encode(s.parts()))
    {
        post(&crate::thinking::file_request(ask, l, &save));
    }
}

/// 64 random bits from the platform's generator (`getrandom`); without one, from the
/// clock and `Math.random`.
pub fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        crate::ui::game_ctx::now_ms() ^ ((js_sys::Math::random() * u32::MAX as f64) as u64) << 20
    })
}

pub fn set_speed(ui: PlayUi, speed: Speed) {
    LAST_SPEED.with(|s| *s.borrow_mut() = Some(speed));
    // Failing storage only means the choice lasts until the tab closes.
    if let Some(s) = storage() {
        let _ = s.set_item(SPEED_KEY, speed.key());
    }
    ui.bot.update(|b| b.speed = speed);
}

/// The worker failed to load (a missing file, a script error) or crashed: drop it and
/// say so; the game is saved, and [`retry`] starts a new worker.
fn on_worker_error() {
    READY_TIMEOUT.with(|t| t.borrow_mut().take());
    WORKER.with(|w| {
        if let Some(w) = w.borrow_mut().take() {
            w.terminate();
        }
    });
    WAITING.with(|q| *q.borrow_mut() = Some(None));
    WORKER_FAILED.with(|f| f.set(true));
    let ui = PENDING.with(|p| p.borrow_mut().take().map(|p| p.ui));
    if let Some(ui) = ui {
        ui.bot.try_update(|b| {
            b.thinking = false;
            b.failed = true;
        });
    }
}

/// "Riprova": a new worker is started by the next request, which the cleared failure
/// makes [`drive`] send again.
pub fn retry(ui: PlayUi) {
    WORKER_FAILED.with(|f| f.set(false));
    PENDING.with(|p| p.borrow_mut().take());
    ui.bot.update(|b| b.failed = false);
}

/// Shows the rest of the acting computer's turn at once.
pub fn skip_turn(ui: PlayUi) {
    let seat = ui.ag.with_game_untracked(Game::current_seat).flatten();
    ui.bot.update(|b| b.skip = seat);
    // An answer waiting to be shown is applied now (its timeout dropped, so cancelled).
    let ready = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let p = p.as_mut()?;
        drop(p.timeout.take()?);
        p.ready.take()
    });
    if let Some(action) = ready {
        ui.act_computer(action);
    }
}

#[wasm_bindgen]
extern "C" {
    /// Whether the worker's loader matches its integrity (`public/journal.js`).
    #[wasm_bindgen(catch, js_name = planisferoWorkerChecked)]
    fn worker_checked() -> Result<js_sys::Promise, JsValue>;
}

/// The worker, once started; the first call checks its loader first (no integrity
/// attribute guards a worker's script, issue 32) and starts it only if it matches, else
/// fails as a worker that does not load. Requests wait in `WAITING` meanwhile.
fn worker() -> Option<web_sys::Worker> {
    if CHECKED.with(|c| c.get()) {
        return started_worker();
    }
    if !CHECKING.with(|c| c.replace(true)) {
        wasm_bindgen_futures::spawn_local(async {
            let ok = match worker_checked() {
                Ok(p) => wasm_bindgen_futures::JsFuture::from(p).await.ok(),
                Err(_) => None,
            };
            CHECKING.with(|c| c.set(false));
            if ok.and_then(|v| v.as_bool()) == Some(true) {
                CHECKED.with(|c| c.set(true));
                started_worker();
            } else {
                on_worker_error();
            }
        });
    }
    None
}

fn started_worker() -> Option<web_sys::Worker> {
    WORKER.with(|w| {
        let mut w = w.borrow_mut();
        if w.is_none() {
            let worker = web_sys::Worker::new(WORKER_URL).ok()?;
            let on_message =
                Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
                    let text = e.data().as_string().unwrap_or_default();
                    if text == crate::thinking::READY {
                        READY_TIMEOUT.with(|t| t.borrow_mut().take());
                        let queued = WAITING.with(|q| q.borrow_mut().take()).flatten();
                        if let Some(message) = queued {
                            post(&message);
                        }
                    } else if let Some((name, svg)) = crate::thinking::file_reply(&text) {
                        let _ = crate::ui::saves::files::download_as(name, "image/svg+xml", svg);
                    } else if let Some(reply) = crate::thinking::hint_reply(&text) {
                        on_hint_reply(reply);
                    } else if let Some(reply) = Reply::decode(&text) {
                        on_reply(reply);
                    }
                });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            on_message.forget();
            let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| on_worker_error());
            worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            on_error.forget();
            let timeout = Timeout::new(READY_WITHIN_MS, || {
                // Not dropped from within its own callback.
                READY_TIMEOUT.with(|t| t.borrow_mut().take().map(Timeout::forget));
                on_worker_error();
            });
            READY_TIMEOUT.with(|t| *t.borrow_mut() = Some(timeout));
            *w = Some(worker);
        }
        w.clone()
    })
}

/// Posts a request, or keeps it until the worker listens.
fn post(message: &str) {
    let kept = WAITING.with(|q| match q.borrow_mut().as_mut() {
        Some(slot) => {
            *slot = Some(message.to_owned());
            true
        }
        None => false,
    });
    let Some(worker) = worker() else { return };
    if !kept {
        let _ = worker.post_message(&JsValue::from_str(message));
    }
}

/// Drives the computer seats of the game on the play screen: whenever a computer must
/// act (the seat order and any notice read), asks the worker for its action.
pub fn drive(ui: PlayUi) {
    Effect::new(move |_| {
        let table = ui.table();
        let st = ui.state();
        let bot = ui.bot.get();
        let current = ui.ag.with_game(Game::current_seat).flatten();
        if bot.skip.is_some() && bot.skip != current {
            ui.bot.update(|b| b.skip = None);
        }
        let Some((game_id, actions)) = ui
            .ag
            .with_session(|s| (s.meta().id.clone(), s.parts().actions.len()))
        else {
            return;
        };
        if bot.failed || !table.computer_should_act(&st) {
            return;
        }
        let asked = PENDING.with(|p| {
            p.borrow()
                .as_ref()
                .is_some_and(|p| p.game_id == game_id && p.actions == actions)
        });
        if !asked {
            ask(ui, game_id, actions);
        }
    });
    on_cleanup(|| {
        PENDING.with(|p| p.borrow_mut().take());
    });
}

fn ask(ui: PlayUi, game_id: String, actions: usize) {
    let Some(message) = ui.ag.with_session_untracked(|s| {
        let seat = s.game().actor()?;
        let level = s.computer(seat)?;
        let save = crate::storage::save::encode(s.parts());
        Some(
            Request {
                id: actions as u32,
                seat,
                level: level.key(),
                seed: random_u64(),
                save: &save,
            }
            .encode(),
        )
    }) else {
        return;
    };
    let Some(message) = message else { return };
    PENDING.with(|p| {
        *p.borrow_mut() = Some(Pending {
            ui,
            game_id,
            actions,
            ready: None,
            timeout: None,
        })
    });
    ui.bot.update(|b| b.thinking = true);
    post(&message);
}

fn on_reply(reply: Reply) {
    let Some(ui) = PENDING.with(|p| {
        p.borrow()
            .as_ref()
            .filter(|p| p.actions as u32 == reply.id && p.timeout.is_none())
            .map(|p| p.ui)
    }) else {
        return;
    };
    ui.bot.try_update(|b| b.thinking = false);
    let Some(action) = reply.action else { return };
    let bot = ui.bot.get_untracked();
    let current = ui.ag.with_game_untracked(Game::current_seat).flatten();
    let pause = if bot.skip.is_some() && bot.skip == current {
        0
    } else {
        bot.speed.pause_ms(&action).saturating_sub(reply.ms)
    };
    let timeout = Timeout::new(pause, move || {
        let still = PENDING.with(|p| {
            let mut p = p.borrow_mut();
            let p = p.as_mut().filter(|p| p.actions as u32 == reply.id);
            p.is_some_and(|p| {
                p.timeout = None;
                p.ready.take().is_some()
            })
        });
        let same = ui
            .ag
            .with_session_untracked(|s| s.parts().actions.len() as u32 == reply.id)
            == Some(true);
        if still && same {
            ui.act_computer(action);
        }
    });
    PENDING.with(|p| {
        if let Some(p) = p.borrow_mut().as_mut() {
            p.ready = Some(action);
            p.timeout = Some(timeout);
        }
    });
}
