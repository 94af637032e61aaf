//! The Leptos app (wasm32 only). It asks `rules` and shows the answer; it never decides a
//! rule itself.
//!
//! - [`app`]: the shell: header, language switch, and the [`app::Screen`] switch.
//! - [`screens`]: one module per screen.
//! - [`bots`]: computer players: the bots' web worker and the pace of their turns.
//! - [`board`]: the SVG map component and its small API ([`board::BoardView`]).
//! - `viewport`: pan/zoom arithmetic of the map ([`crate::present::viewport`]).
//! - [`i18n`]: languages and typed texts.
//! - [`saves`]: autosave, saved games, export/import, offline and the update offer.
//! - [`play`]: the play screen (one game on one tablet) and its dialogs; [`i18n_app`]
//!   its texts.
//! - [`desk`]: the tournament desk's page (`torneo.html`), started by its own wasm.
//! - [`tap_guard`]: a tap's click never presses what its lift opened under the finger.
//! - [`sound`]: the optional sounds (a script loaded only when they are on).
//! - [`game_ctx`]: the game being played ([`game_ctx::ActiveGame`]), shared by every screen.

// No `{:?}` in `write!` in the app's code (docs/SIZE.md: Debug formatting costs wasm); tests may.
#![cfg_attr(not(test), deny(clippy::use_debug))]

pub mod app;
pub mod board;
pub mod bots;
pub mod desk;
pub mod game_ctx;
pub mod html;
pub mod i18n;
pub mod play;
pub mod saves;
pub mod screens;
pub mod sound;
pub mod tap_guard;

/// The map's pan/zoom arithmetic and the play screens' texts, in the presentation core.
pub use crate::present::{i18n_app, viewport};

/// Mounts the app on `<body>`. Called by `main` in the browser.
pub fn start() {
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        tap_guard::install(&doc);
    }
    // A panic's message and place in the console.
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
    link_game_styles();
    // index.html shows Home before the wasm arrives (`crate::present::prerender`):
    // public/boot.js removes that copy before the app's first frame, and performs
    // a tap made on it meanwhile. Absent (component tests), nothing to take over.
    let _ = take_over();
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_name = planisferoTakeOver)]
    fn take_over() -> Result<(), wasm_bindgen::JsValue>;
}

/// Links the game screens' stylesheet (`play.css`). Home does not use it, so it stays off
/// Home's critical path: it loads while Home is shown, long before a game screen opens.
fn link_game_styles() {
    let head = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| Some((d.query_selector("head").ok()??, d)));
    if let Some((head, d)) = head {
        if let Ok(link) = d.create_element("link") {
            let _ = link.set_attribute("rel", "stylesheet");
            let _ = link.set_attribute("href", "play.css");
            let _ = head.append_child(&link);
        }
    }
}
