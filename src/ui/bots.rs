//! Computer players in the browser: the bots' web worker and the pace of their turns.
//!
//! The bots live in their own wasm, run by a web worker (`src/bin/bot_worker.rs`,
//! `bot_worker_loader.js`), started the first time a computer must act: the app never
//! links them, and the page keeps painting while a bot thinks. For each action the
//! worker gets the save text and the seat ([`crate::worker_protocol::Request`]); its answer is
//! shown for a moment at the chosen [`Speed`] (`gloo-timers`) and applied through
//! [`PlayUi::act_computer`], the path a person's action takes.

use std::cell::RefCell;

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::present::bots::Speed;
use crate::present::lang::Lang;
use crate::rules::Game;
use crate::ui::play::PlayUi;
use crate::worker_protocol::client::{BotClient, Send, Start};
use crate::worker_protocol::{Reply, Request};

/// The loader Trunk writes for the worker (`data-loader-shim` in index.html).
const WORKER_URL: &str = "./bot_worker_loader.js";

pub use crate::present::bots::BotUi;

/// A play screen's bots' state at the speed chosen last (remembered in localStorage;
/// normal at first).
pub fn new_bot_ui() -> BotUi {
    let speed = with(|p| p.last_speed).unwrap_or_else(stored_speed);
    with(|p| p.last_speed = Some(speed));
    BotUi {
        speed,
        thinking: false,
        skip: None,
        failed: with(|p| p.client.failed()),
        hint: crate::present::bots::Hint::None,
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

/// The page's side of the bots: the bookkeeping ([`BotClient`], native and tested) and
/// the browser's handles it does not hold.
struct Page {
    client: BotClient,
    /// The speed chosen last (read from localStorage once).
    last_speed: Option<Speed>,
    worker: Option<web_sys::Worker>,
    /// Fails a worker that has not said it listens in time (its wasm did not load: a
    /// rejected promise in the worker reaches no `error` event).
    ready_timeout: Option<Timeout>,
    /// The play screen of the computer's request under way.
    asked_ui: Option<PlayUi>,
    /// The pause of the answer being shown.
    pause: Option<Timeout>,
    /// "Mostrami": the timer of the next arrow.
    show_me: Option<Timeout>,
    /// The play screen that asked for the person's hint.
    hint_ui: Option<PlayUi>,
    /// The play screen that asked for a finished game's turning points.
    turning_ui: Option<PlayUi>,
}

thread_local! {
    static PAGE: RefCell<Page> = const {
        RefCell::new(Page {
            client: BotClient::new(),
            last_speed: None,
            worker: None,
            ready_timeout: None,
            asked_ui: None,
            pause: None,
            show_me: None,
            hint_ui: None,
            turning_ui: None,
        })
    };
}

/// Runs `f` on the page's state. Never call the UI from `f` (its effects may come back).
fn with<R>(f: impl FnOnce(&mut Page) -> R) -> R {
    PAGE.with(|p| f(&mut p.borrow_mut()))
}

impl Page {
    /// Forgets the computer's request under way (its pause cancelled).
    fn clear(&mut self) -> Option<PlayUi> {
        self.client.clear();
        self.pause = None;
        self.asked_ui.take()
    }
}

/// "Consiglio": asks the worker what Difficile would play now in the place of the person
/// on turn, from that person's own view ([`crate::worker_protocol::hint_request`]); the answer
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
            let text = crate::worker_protocol::hint_request(actions, seat, random_u64(), &save);
            Some((actions, text))
        })
        .flatten()
    else {
        return;
    };
    with(|p| p.hint_ui = Some(ui));
    ui.bot.update(|b| b.hint = Hint::Asking(actions));
    post(&message);
}

fn on_hint_reply((reply, why): (Reply, Option<crate::bot::hint::HintReason>)) {
    use crate::present::bots::Hint;
    let Some(ui) = with(|p| p.hint_ui) else {
        return;
    };
    ui.bot.try_update(|b| {
        if b.hint == Hint::Asking(reply.id) {
            b.hint = Hint::Shown(reply.id, reply.action, why);
        }
    });
}

/// Asks the worker for a finished game's turning points
/// ([`crate::worker_protocol::turning_request`]); the answer goes to
/// [`crate::ui::play::turning::on_reply`].
pub fn ask_turning(ui: PlayUi, message: &str) {
    with(|p| p.turning_ui = Some(ui));
    post(message);
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
        with(|p| p.show_me.take().map(Timeout::forget));
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
    with(|p| p.show_me = Some(timeout));
}

/// Asks the worker for an SVG file of the game on the table (the map at a step, a chart):
/// the download starts when it answers ([`crate::worker_protocol::file_reply`]).
pub fn export_svg(ui: PlayUi, ask: crate::present::history::Download, l: Lang) {
    if let Some(save) = ui
        .ag
        .with_session_untracked(|s| crate::storage::save::encode(s.parts()))
    {
        post(&crate::worker_protocol::file_request(ask, l, &save));
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
    with(|p| p.last_speed = Some(speed));
    // Failing storage only means the choice lasts until the tab closes.
    if let Some(s) = storage() {
        let _ = s.set_item(SPEED_KEY, speed.key());
    }
    ui.bot.update(|b| b.speed = speed);
}

/// The worker failed to load (a missing file, a script error) or crashed: drop it and
/// say so; the game is saved, and [`retry`] starts a new worker.
fn on_worker_error() {
    let (worker, ui) = with(|p| {
        p.ready_timeout = None;
        let asked = p.client.on_worker_error();
        p.pause = None;
        (p.worker.take(), p.asked_ui.take().filter(|_| asked))
    });
    if let Some(w) = worker {
        w.terminate();
    }
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
    with(|p| {
        p.client.retry();
        p.clear();
    });
    ui.bot.update(|b| b.failed = false);
}

/// Shows the rest of the acting computer's turn at once.
pub fn skip_turn(ui: PlayUi) {
    let seat = ui.ag.with_game_untracked(Game::current_seat).flatten();
    ui.bot.update(|b| b.skip = seat);
    // An answer waiting to be shown is applied now (its pause dropped, so cancelled).
    let ready = with(|p| {
        let action = p.client.skip();
        if action.is_some() {
            p.pause = None;
        }
        action
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

/// Checks the worker's loader (no integrity attribute guards a worker's script, issue
/// 32), then starts the worker only if it matches, else fails as a worker that does not
/// load. Requests wait in the client meanwhile.
fn check_worker() {
    wasm_bindgen_futures::spawn_local(async {
        let ok = match worker_checked() {
            Ok(p) => wasm_bindgen_futures::JsFuture::from(p).await.ok(),
            Err(_) => None,
        };
        let ok = ok.and_then(|v| v.as_bool()) == Some(true);
        match with(|p| p.client.on_checked(ok)) {
            Start::Now => start_worker(),
            Start::No => {}
            Start::Failed => on_worker_error(),
        }
    });
}

/// Starts the worker, with its time limit to say it listens.
fn start_worker() {
    let Ok(worker) = web_sys::Worker::new(WORKER_URL) else {
        with(|p| p.client.not_started());
        return;
    };
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            if text == crate::worker_protocol::READY {
                let queued = with(|p| {
                    p.ready_timeout = None;
                    p.client.on_ready()
                });
                if let Some(message) = queued {
                    post(&message);
                }
            } else if let Some((name, svg)) = crate::worker_protocol::file_reply(&text) {
                let _ = crate::ui::saves::files::download_as(name, "image/svg+xml", svg);
            } else if let Some((id, record)) = crate::worker_protocol::turning_reply(&text) {
                if let Some(ui) = with(|p| p.turning_ui) {
                    crate::ui::play::turning::on_reply(ui, id, record);
                }
            } else if let Some(reply) = crate::worker_protocol::hint_reply(&text) {
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
        with(|p| p.ready_timeout.take().map(Timeout::forget));
        on_worker_error();
    });
    with(|p| {
        p.ready_timeout = Some(timeout);
        p.worker = Some(worker);
    });
}

/// Posts a request, or keeps it until the worker listens.
fn post(message: &str) {
    match with(|p| p.client.send(message)) {
        Send::Post => {
            if let Some(worker) = with(|p| p.worker.clone()) {
                let _ = worker.post_message(&JsValue::from_str(message));
            }
        }
        Send::Check => check_worker(),
        Send::Start => start_worker(),
        Send::Wait => {}
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
        if with(|p| p.client.should_ask(&game_id, actions)) {
            ask(ui, game_id, actions);
        }
    });
    on_cleanup(|| {
        with(Page::clear);
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
    with(|p| {
        p.clear();
        p.client.ask(game_id, actions);
        p.asked_ui = Some(ui);
    });
    ui.bot.update(|b| b.thinking = true);
    post(&message);
}

fn on_reply(reply: Reply) {
    let Some(ui) = with(|p| p.asked_ui.filter(|_| p.client.on_reply(reply.id))) else {
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
        let still = with(|p| {
            let still = p.client.on_shown(reply.id);
            if p.client
                .asked()
                .is_some_and(|a| a.actions as u32 == reply.id)
            {
                p.pause = None;
            }
            still
        });
        let same = ui
            .ag
            .with_session_untracked(|s| s.parts().actions.len() as u32 == reply.id)
            == Some(true);
        if still && same {
            ui.act_computer(action);
        }
    });
    with(|p| {
        if p.client.asked().is_some() {
            p.client.show(action);
            p.pause = Some(timeout);
        }
    });
}
