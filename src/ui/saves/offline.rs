//! The service worker (`public/sw.js`, precaching the whole app) and the "new version"
//! offer: when a new build's worker is installed and waiting, [`super::Saves::update_ready`]
//! turns true and the shell shows a notice; [`apply_update`] lets the new worker take over
//! and reloads. Saves are in localStorage, which the update does not touch.
//!
//! Only release builds register the worker: a debug build (`trunk serve`) is always
//! fetched fresh.

use std::cell::{Cell, RefCell};

use leptos::prelude::Set;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerRegistration, ServiceWorkerState};

use super::Saves;

thread_local! {
    static REGISTRATION: RefCell<Option<ServiceWorkerRegistration>> = const { RefCell::new(None) };
    static RELOADING: Cell<bool> = const { Cell::new(false) };
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

/// Registers `sw.js` (release builds only) and watches for a new version.
pub fn register(saves: Saves) {
    if cfg!(debug_assertions) {
        return;
    }
    let Some(container) = container() else {
        return;
    };
    let options = web_sys::RegistrationOptions::new();
    // Always ask the server for sw.js itself, so a new build is seen at the next visit.
    options.set_update_via_cache(web_sys::ServiceWorkerUpdateViaCache::None);
    let promise = container.register_with_options("sw.js", &options);
    leptos::task::spawn_local(async move {
        if let Ok(reg) = JsFuture::from(promise).await {
            let reg: ServiceWorkerRegistration = reg.unchecked_into();
            watch(&reg, saves);
            REGISTRATION.with(|r| *r.borrow_mut() = Some(reg));
        }
    });
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
