//! Home: big buttons to every part of the app. Written as an HTML string with delegated
//! `data-act` clicks, like the game screens (`ui::html`): as a `view!` it cost about
//! 2.5 KB of gzipped wasm.

use leptos::prelude::*;

use crate::present::act::{Act, HomeAct};
use crate::storage::Summary;
use crate::ui::app::{use_nav, Screen};
use crate::ui::html::{acting, region, H};
use crate::ui::i18n::{use_lang, Lang, P};
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
    // The last game played, if any (saves::Saves::last_played is reactive).
    region(
        node,
        false,
        Box::new(move || home_html(lang.get(), saves.last_played())),
    );
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Home(act)) = acting(e.target()) else {
            return;
        };
        match act {
            HomeAct::Go(screen) => nav.go(screen),
            HomeAct::VsComputer => vs_computer(lang.get_untracked(), nav, ag),
            HomeAct::Continue(id) => {
                if let Some(last) = saves.last_played().filter(|l| l.id == id) {
                    saves.continue_game(&last.id, &last.name, false, move || saves::show_game(nav));
                }
            }
        }
    };
    view! {
        <section class="home" on:click=on_click>
            <div class="home-body" node_ref=node></div>
        </section>
    }
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

/// One tap: a new game against the computer, with the last such game's settings (the
/// person against three Medio in `torneo` the first time).
fn vs_computer(l: Lang, nav: crate::ui::app::Nav, ag: crate::ui::game_ctx::ActiveGame) {
    use crate::present::bots::{recall, vs_computer_default};
    let (config, computers) = storage()
        .and_then(|s| s.get_item(VS_COMPUTER_KEY).ok().flatten())
        .and_then(|text| recall(&text))
        .unwrap_or_else(|| vs_computer_default(l));
    let meta = crate::ui::game_ctx::new_meta(&config, "");
    let seed = crate::ui::game_ctx::new_seed();
    if let Ok(mut session) = crate::session::Session::start(meta, config.clone(), seed) {
        remember_vs_computer(&config, &computers);
        session.set_computers(computers);
        ag.set(Some(session));
        nav.go(Screen::Play);
    }
}

/// The menu's buttons after "new game" and "continue": screen, text, testid.
const ENTRIES: [(Screen, P, &str); 5] = [
    (Screen::NewGame, P::NewGame, "home-new-game"),
    (Screen::Saves, P::SavedGames, "home-saves"),
    (Screen::Explore, P::Explore, "home-explore"),
    (Screen::Rules, P::Rules, "home-rules"),
    (Screen::About, P::About, "home-about"),
];

/// Home's markup in `l`, with a "continue" button for `last`, the game played last.
fn home_html(l: Lang, last: Option<Summary>) -> String {
    let mut h = H::new();
    h.open("div", "home-hero").end();
    h.el("p", "home-title", P::AppTitle.text(l));
    h.el("p", "home-tagline", P::Tagline.text(l));
    h.close("div");
    h.open("nav", "home-menu").end();
    for (k, &(screen, msg, testid)) in ENTRIES.iter().enumerate() {
        h.open("button", "big-button")
            .attr("type", "button")
            .act(HomeAct::Go(screen))
            .id(testid)
            .end()
            .text(msg.text(l))
            .close("button");
        if k == 1 {
            // The tournament desk is its own page, with its own wasm (src/bin/desk.rs).
            h.open("a", "big-button")
                .attr("href", "torneo.html")
                .id("home-tournament")
                .end()
                .text(P::Tournament.text(l))
                .close("a");
        }
        if k == 0 {
            h.open("button", "big-button")
                .attr("type", "button")
                .act(HomeAct::VsComputer)
                .id("home-vs-computer")
                .end()
                .text(match l {
                    Lang::It => "Gioca contro il computer",
                    Lang::En => "Play against the computer",
                })
                .close("button");
            if let Some(last) = &last {
                h.open("button", "big-button")
                    .attr("type", "button")
                    .act(HomeAct::Continue(last.id.clone()))
                    .id("home-continue")
                    .attr("data-save-id", &last.id)
                    .end()
                    .text(P::Resume.text(l));
                h.open("span", "home-continue-name")
                    .id("home-continue-name")
                    .end()
                    .text(&last.name)
                    .close("span")
                    .close("button");
            }
        }
    }
    h.close("nav");
    h.into_string()
}
