//! Home: big buttons to every part of the app.

use std::sync::atomic::{AtomicBool, Ordering};

use leptos::prelude::*;

use crate::ui::app::{use_nav, Screen};
use crate::ui::game_ctx::use_active_game;
use crate::ui::i18n::{tr, Msg};
use crate::ui::saves::{self, i18n::S, use_saves};

/// The `?sandbox=` test hook is honoured once per page load (see `ui::play::sandbox`).
static SANDBOX_CHECKED: AtomicBool = AtomicBool::new(false);

/// The first screen.
#[component]
pub fn Home() -> impl IntoView {
    let nav = use_nav();
    let ag = use_active_game();
    if !SANDBOX_CHECKED.swap(true, Ordering::Relaxed) {
        let game = super::new_game::url_param("sandbox")
            .and_then(|n| crate::ui::play::sandbox::game_named(&n));
        if let Some(game) = game {
            ag.set_sandbox(game);
            nav.go(Screen::Play);
        }
    }
    let entry = move |screen: Screen, msg: Msg, testid: &'static str| {
        view! {
            <button class="big-button" data-testid=testid on:click=move |_| nav.go(screen)>
                {tr(msg)}
            </button>
        }
    };
    let saves = use_saves();
    // The last game played, if any (saves::Saves::last_played is reactive).
    let continue_button = move || {
        saves.last_played().map(|last| {
            let (id, name) = (last.id.clone(), last.name.clone());
            view! {
                <button
                    class="big-button"
                    data-testid="home-continue"
                    data-save-id=last.id
                    on:click=move |_| saves.continue_game(&id, &name, false, move || saves::show_game(nav))
                >
                    {move || S::Continue.text(saves.lang())}
                    <span class="home-continue-name" data-testid="home-continue-name">{last.name}</span>
                </button>
            }
        })
    };
    view! {
        <section class="home">
            <div class="home-hero">
                <p class="home-title">{tr(Msg::AppTitle)}</p>
                <p class="home-tagline">{tr(Msg::Tagline)}</p>
            </div>
            <nav class="home-menu">
                {entry(Screen::NewGame, Msg::NewGame, "home-new-game")}
                {continue_button}
                {entry(Screen::Saves, Msg::SavedGames, "home-saves")}
                {entry(Screen::Explore, Msg::Explore, "home-explore")}
                {entry(Screen::Rules, Msg::Rules, "home-rules")}
                {entry(Screen::About, Msg::About, "home-about")}
            </nav>
        </section>
    }
}
