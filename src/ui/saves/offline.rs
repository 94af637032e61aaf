//! The service worker (`public/sw.js`, precaching the whole app) and the "new version"
//! offer: when a new build's worker is installed and waiting, [`super::Saves::update_ready`]
//! turns true and the shell shows a notice; [`apply_update`] lets the new worker take over
//! and reloads. Saves are in localStorage, which the update does not touch; the screen and
//! the game on show are noted in sessionStorage first ([`remember_place`]) and reopened
//! after the reload ([`resume`]), so the players are back in their game. The place is also
//! noted whenever the page is hidden or left, so any reload comes back to the game (behind
//! its hand-over screen: a reload never shows a secret).
//!
//! Only release builds register the worker, once the app is idle (after the first
//! screen, and the first game's board when a tap was waiting): a debug build (`trunk
//! serve`) is always fetched fresh.

use std::cell::{Cell, RefCell};

use leptos::prelude::{GetUntracked, Set};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerRegistration, ServiceWorkerState};

use super::Saves;
use crate::present::screen::{place, place_note, Place};
use crate::ui::app::Nav;

thread_local! {
    static REGISTRATION: RefCell<Option<ServiceWorkerRegistration>> = const { RefCell::new(None) };
    static RELOADING: Cell<bool> = const { Cell::new(false) };
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_name = planisferoWhenIdle)]
    fn when_idle(f: &JsValue) -> Result<(), JsValue>;
}

fn container() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // Missing on insecure origins (plain http other than localhost).
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return None;
    }
    Some(navigator.service_worker())
}

fn controlled() -> bool {
    container().is_some_and(|c| c.controller().is_some())
}

/// Registers `sw.js` (release builds only) once the app is idle, and watches for a new
/// version.
pub fn register(saves: Saves) {
    if cfg!(debug_assertions) {
        return;
    }
    let Some(container) = container() else {
        return;
    };
    let worker = container.clone();
    let install = Closure::once_into_js(move || {
        let options = web_sys::RegistrationOptions::new();
        // Always ask the server for sw.js itself, so a new build is seen at the next visit.
        options.set_update_via_cache(web_sys::ServiceWorkerUpdateViaCache::None);
        let promise = worker.register_with_options("sw.js", &options);
        leptos::task::spawn_local(async move {
            if let Ok(reg) = JsFuture::from(promise).await {
                let reg: ServiceWorkerRegistration = reg.unchecked_into();
                watch(&reg, saves);
                REGISTRATION.with(|r| *r.borrow_mut() = Some(reg));
            }
        });
    });
    // Once the app is idle (public/boot.js): the install fetches the whole app again,
    // which would compete with the first screen and the first game's board. Without
    // boot.js (component tests), at once.
    if when_idle(&install).is_err() {
        if let Ok(f) = install.dyn_into::<js_sys::Function>() {
            let _ = f.call0(&JsValue::NULL);
        }
    }
    // A tablet may keep the app open for days: look for a new version whenever the page
    // comes back into view (the browser also looks at every page load).
    super::on_document_visibility(|_| {
        let visible = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
        if visible {
            let update =
                REGISTRATION.with(|r| r.borrow().as_ref().and_then(|reg| reg.update().ok()));
            if let Some(promise) = update {
                // Awaited so that a failure (offline) is not an unhandled rejection.
                leptos::task::spawn_local(async move {
                    let _ = JsFuture::from(promise).await;
                });
            }
        }
    });
    // The new worker took over because the player asked: load the new version.
    let on_change = Closure::<dyn FnMut()>::new(move || {
        if RELOADING.get() {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    // A new version the worker refused (a file missing or not matching its integrity):
    // the working version stays; say why.
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if let Some(file) = refused_update(&e.data()) {
                let lang = saves.lang.get_untracked();
                saves
                    .error
                    .set(Some(crate::present::i18n_saves::update_refused(
                        &file, lang,
                    )));
            }
        });
    container.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
}

/// Asks the browser to keep this site's storage (the saves and their journal): whether it
/// is kept (`navigator.storage.persisted()`, else what `persist()` answers); `None` where
/// the browser has no `navigator.storage.persist`.
pub async fn persist_storage() -> Option<bool> {
    let navigator = web_sys::window()?.navigator();
    let storage = js_sys::Reflect::get(&navigator, &JsValue::from_str("storage"))
        .ok()
        .filter(|s| s.is_object())?;
    let call = |name: &str| -> Option<js_sys::Promise> {
        let f: js_sys::Function = js_sys::Reflect::get(&storage, &JsValue::from_str(name))
            .ok()?
            .dyn_into()
            .ok()?;
        f.call0(&storage).ok()?.dyn_into().ok()
    };
    if let Some(done) = call("persisted") {
        if JsFuture::from(done).await.ok()?.as_bool() == Some(true) {
            return Some(true);
        }
    }
    JsFuture::from(call("persist")?).await.ok()?.as_bool()
}

/// The file named by the worker's `{ type: 'update-failed', file }` message (public/sw.js).
fn refused_update(data: &JsValue) -> Option<String> {
    let get = |key: &str| js_sys::Reflect::get(data, &JsValue::from_str(key)).ok();
    (get("type")?.as_string()? == "update-failed")
        .then(|| get("file").and_then(|f| f.as_string()).unwrap_or_default())
}

fn watch(reg: &ServiceWorkerRegistration, saves: Saves) {
    // A worker already waiting (installed during an earlier visit).
    if reg.waiting().is_some() && controlled() {
        saves.update_ready.set(true);
    }
    let r = reg.clone();
    let on_found = Closure::<dyn FnMut()>::new(move || {
        let Some(worker) = r.installing() else { return };
        let w = worker.clone();
        let on_state = Closure::<dyn FnMut()>::new(move || {
            // Installed while a worker controls the page: a new version (the very first
            // install has no controller and needs no reload).
            if w.state() == ServiceWorkerState::Installed && controlled() {
                saves.update_ready.set(true);
            }
        });
        worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
        on_state.forget();
    });
    reg.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
    on_found.forget();
}

/// sessionStorage key holding where the page was when the player accepted a new version:
/// the screen's key, and on the play screen a newline and the open game's save id.
pub const RESUME_KEY: &str = "planisfero.resume";

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Remembers the screen on show and the game being played (by its save id), for the
/// reload into the new version ([`resume`]). sessionStorage: this tab only, gone when
/// the tab is closed.
pub fn remember_place(saves: Saves, nav: Nav) {
    let Some(store) = session_storage() else {
        return;
    };
    let screen = nav.current();
    let text = saves
        .active()
        .with_session_untracked(|s| place_note(screen, Some(&s.meta().id)))
        .unwrap_or_else(|| place_note(screen, None));
    let _ = store.set_item(RESUME_KEY, &text);
}

/// After a reload (into a new version, or any): back to the remembered screen, and to the
/// game that was being played (loaded from its save, which every action wrote, or from
/// the journal: called once the journal is read). Called once at start; the note is used
/// once.
pub fn resume(saves: Saves, nav: Option<Nav>) {
    let Some(store) = session_storage() else {
        return resumed();
    };
    let Ok(Some(text)) = store.get_item(RESUME_KEY) else {
        return resumed();
    };
    let _ = store.remove_item(RESUME_KEY);
    // public/journal.js dropped the note unless this page load is a reload of the tab.
    let Some(nav) = nav else {
        return resumed();
    };
    match place(&text) {
        Some(Place::Game(id)) => {
            // The name is only shown if another tab took the game meanwhile. A game no longer
            // listed (deleted in another tab, never saved) leaves the page on Home.
            let listed = saves
                .library()
                .ok()
                .and_then(|l| l.list().ok())
                .and_then(|list| list.into_iter().find(|g| g.id == id && g.status.is_ok()));
            // Shown, asked about or failed, `continue_game` ends the wait (`resumed`).
            if let Some(g) = listed {
                return saves.continue_game(id, g.name(), false, move || super::show_game(nav));
            }
        }
        Some(Place::Screen(screen)) => nav.go(screen),
        None => {}
    }
    resumed();
}

/// Ends the wait of a reload that comes back to another screen than Home: until then
/// `<html data-boot="resume">` (set by public/boot.js before the first paint) keeps
/// Home's buttons from showing (style/app.css), so that Home does not flash before the
/// game. Called once that screen is shown, or once a question or a message on Home
/// stands in its place; nothing to do after any other start.
pub fn resumed() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.remove_attribute("data-boot");
    }
}

/// Lets the waiting worker take over; the page reloads when it has.
pub fn apply_update() {
    let waiting = REGISTRATION.with(|r| {
        r.borrow()
            .as_ref()
            .and_then(ServiceWorkerRegistration::waiting)
    });
    match waiting {
        Some(worker) => {
            RELOADING.set(true);
            let _ = worker.post_message(&JsValue::from_str("skip-waiting"));
        }
        None => {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    }
}
