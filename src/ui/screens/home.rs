//! Home: big buttons to every part of the app; its markup is
//! [`crate::present::home::page`], its clicks delegated `data-act`s like the game screens',
//! read by [`crate::present::home::reduce`]; this side does the effects.

use leptos::prelude::*;

use crate::present::act::{Act, Note};
use crate::present::home::{reduce, Then};
use crate::ui::app::{use_nav, Screen};
use crate::ui::html::{acting, region};
use crate::ui::i18n::{use_lang, Lang};
use crate::ui::saves::{self, use_saves};

/// The `?sandbox=<name>` test hook, honoured once per page load (see `ui::play::sandbox`).
/// Only in builds with the `sandbox` feature (the tests' `dist-test/`), never shipped.
#[cfg(feature = "sandbox")]
fn sandbox_hook(nav: crate::ui::app::Nav) {
    use std::sync::atomic::{AtomicBool, Ordering};
    static SANDBOX_CHECKED: AtomicBool = AtomicBool::new(false);
    if !SANDBOX_CHECKED.swap(true, Ordering::Relaxed) {
        let game = crate::ui::game_ctx::url_param("sandbox")
            .and_then(|n| crate::ui::play::sandbox::game_named(&n));
        if let Some(game) = game {
            crate::ui::game_ctx::use_active_game().set_sandbox(game);
            nav.go(Screen::Play);
        }
    }
}

/// The first screen.
#[component]
pub fn Home() -> impl IntoView {
    let nav = use_nav();
    #[cfg(feature = "sandbox")]
    sandbox_hook(nav);
    let saves = use_saves();
    let lang = use_lang();
    let ag = crate::ui::game_ctx::use_active_game();
    let node = NodeRef::<leptos::html::Div>::new();
    // The last game played, if any, and the saved games' count (both reactive).
    region(
        node,
        false,
        Box::new(move || {
            let l = lang.get();
            let (config, computers) = vs_settings(l);
            let mut vs = crate::present::bots::describe(&config, &computers, l);
            // Say which settings the one tap takes (issue 43, item 6).
            if remembered() {
                vs = crate::present::texts::fill(
                    crate::present::texts::pick(
                        l,
                        "Stesse impostazioni dell'ultima partita: {0}",
                        "Same settings as your last game: {0}",
                    ),
                    &[&vs],
                );
            }
            crate::present::home::page(l, saves.last_played().as_ref(), Some(saves.count()), &vs)
        }),
    );
    // The quiet notes under the menu: the backup reminder, the home-screen hint.
    let notes_node = NodeRef::<leptos::html::Div>::new();
    let notes_seen = RwSignal::new(0u32);
    region(
        notes_node,
        false,
        Box::new(move || {
            notes_seen.track();
            crate::present::home::notes(
                lang.get(),
                saves::backup::reminder(saves),
                home_screen_hint(),
            )
        }),
    );
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Home(act)) = acting(e.target()) else {
            return;
        };
        match reduce(&|| saves.last_played(), act) {
            Then::Nothing => {}
            Then::Backup => {
                match saves::backup::download(saves) {
                    Ok(text) => saves.info.set(Some(text)),
                    Err(text) => saves.error.set(Some(text)),
                }
                notes_seen.update(|n| *n += 1);
            }
            Then::Dismiss(note) => {
                match note {
                    Note::Backup => saves::backup::dismiss(),
                    Note::HomeScreen => {
                        if let Some(s) = storage() {
                            let _ = s.set_item(HINT_KEY, "1");
                        }
                    }
                }
                notes_seen.update(|n| *n += 1);
            }
            Then::Go(screen) => nav.go(screen),
            Then::VsComputer => vs_computer(lang.get_untracked(), nav, ag),
            Then::VsComputerChange => {
                super::new_game::prefill(vs_settings(lang.get_untracked()));
                nav.go(Screen::NewGame);
            }
            Then::Continue { id, name, replay } => {
                if replay {
                    crate::ui::play::controller::open_in_replay();
                }
                saves.continue_game(&id, &name, false, move || saves::show_game(nav));
            }
        }
    };
    view! {
        <section class="home" on:click=on_click>
            <div class="home-body" node_ref=node></div>
            <div class="home-notes" node_ref=notes_node></div>
        </section>
    }
}

/// Set once the home-screen hint was put away.
const HINT_KEY: &str = "planisfero.hint.home-screen";

/// Whether to show the hint to add the app to the home screen: iOS or iPadOS Safari,
/// outside the installed app, not put away before.
fn home_screen_hint() -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    if storage().is_some_and(|s| s.get_item(HINT_KEY).ok().flatten().is_some()) {
        return false;
    }
    let navigator = w.navigator();
    // `matchMedia` through Reflect: its web-sys binding would be one more feature.
    let get = |o: &wasm_bindgen::JsValue, k: &str| js_sys::Reflect::get(o, &k.into()).ok();
    let standalone = get(&w, "matchMedia")
        .and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok())
        .and_then(|f| f.call1(&w, &"(display-mode: standalone)".into()).ok())
        .and_then(|m| get(&m, "matches"))
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
        || get(&navigator, "standalone")
            .and_then(|v| v.as_bool())
            .unwrap_or(false);
    crate::present::platform::needs_home_screen_hint(
        &navigator.user_agent().unwrap_or_default(),
        navigator.max_touch_points().max(0) as u32,
        standalone,
    )
}

/// Where the settings of the last game against the computer are kept.
const VS_COMPUTER_KEY: &str = "planisfero-vs-computer";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Remembers the settings of a game against the computer for the one-tap button.
pub fn remember_vs_computer(
    config: &crate::rules::GameConfig,
    computers: &[Option<crate::bot::Level>],
) {
    if let Some(s) = storage() {
        let _ = s.set_item(
            VS_COMPUTER_KEY,
            &crate::present::bots::remember(config, computers),
        );
    }
}

/// The settings of the one-tap game against the computer: the last such game's (the
/// person against three Medio in `torneo` the first time).
/// Whether the one tap takes the last such game's settings (else the defaults).
fn remembered() -> bool {
    storage()
        .and_then(|s| s.get_item(VS_COMPUTER_KEY).ok().flatten())
        .and_then(|text| crate::present::bots::recall(&text))
        .is_some()
}

fn vs_settings(l: Lang) -> (crate::rules::GameConfig, Vec<Option<crate::bot::Level>>) {
    use crate::present::bots::{names_in, recall, vs_computer_default};
    storage()
        .and_then(|s| s.get_item(VS_COMPUTER_KEY).ok().flatten())
        .and_then(|text| recall(&text))
        .map(|settings| names_in(settings, l))
        .unwrap_or_else(|| vs_computer_default(l))
}

/// One tap: a new game against the computer, with [`vs_settings`].
fn vs_computer(l: Lang, nav: crate::ui::app::Nav, ag: crate::ui::game_ctx::ActiveGame) {
    let (config, computers) = vs_settings(l);
    let meta = crate::ui::game_ctx::new_meta(&config, "");
    let seed = crate::ui::game_ctx::new_seed();
    if let Ok(mut session) = crate::session::Session::start(meta, config.clone(), seed) {
        remember_vs_computer(&config, &computers);
        session.set_computers(computers);
        ag.set(Some(session));
        nav.go(Screen::Play);
    }
}
