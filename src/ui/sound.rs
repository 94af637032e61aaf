//! Optional sounds, off by default: dice, conquest, the end. `public/sound.js` synthesizes
//! them with WebAudio (no sound files); it is loaded only once the player turns the sounds
//! on, so it is never on the home screen's critical path, and it is called through one
//! tiny extern (`planisferoSound`, a stub in `public/journal.js` that loads it). The choice
//! is remembered in localStorage.

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use crate::rules::Event;

/// localStorage key, present while the sounds are on.
const KEY: &str = "planisfero-sounds";

thread_local! {
    static ON: Cell<bool> = const { Cell::new(false) };
}

#[wasm_bindgen]
extern "C" {
    /// public/journal.js: loads sound.js at the first call, then plays through it.
    #[wasm_bindgen(catch, js_namespace = window, js_name = planisferoSound)]
    fn js_play(kind: &str) -> Result<(), JsValue>;
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Whether the sounds are on.
pub fn on() -> bool {
    ON.get()
}

/// At start: the sounds as the player left them.
pub fn init() {
    if storage().is_some_and(|s| s.get_item(KEY).ok().flatten().is_some()) {
        enable();
    }
}

fn enable() {
    ON.set(true);
    // The first call loads sound.js (public/journal.js).
    let _ = js_play("load");
}

/// Turns the sounds on (loading the synthesizer) or off; remembered.
pub fn toggle() {
    let store = storage();
    if on() {
        ON.set(false);
        if let Some(s) = store {
            let _ = s.remove_item(KEY);
        }
    } else {
        enable();
        if let Some(s) = store {
            let _ = s.set_item(KEY, "1");
        }
    }
}

/// The sound of an action's events, if the sounds are on: the end, a conquest, dice.
pub fn after(events: &[Event]) {
    if !on() {
        return;
    }
    let has = |f: fn(&Event) -> bool| events.iter().any(f);
    let kind = if has(|e| matches!(e, Event::GameOver { .. })) {
        "end"
    } else if has(|e| matches!(e, Event::Conquered { .. })) {
        "conquest"
    } else if has(|e| matches!(e, Event::Battle { .. } | Event::SdadataRoll { .. })) {
        "dice"
    } else {
        return;
    };
    let _ = js_play(kind);
}
