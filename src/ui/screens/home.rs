//! Home: big buttons to every part of the app.

use leptos::prelude::*;

use crate::ui::app::{use_nav, Screen};
use crate::ui::i18n::{tr, Msg};

/// The first screen.
#[component]
pub fn Home() -> impl IntoView {
    let nav = use_nav();
    // Issue 4 adds new game / continue / load above these.
    let entry = move |screen: Screen, msg: Msg, testid: &'static str| {
        view! {
            <button class="big-button" data-testid=testid on:click=move |_| nav.go(screen)>
                {tr(msg)}
            </button>
        }
    };
    view! {
        <section class="home">
            <div class="home-hero">
                <p class="home-title">{tr(Msg::AppTitle)}</p>
                <p class="home-tagline">{tr(Msg::Tagline)}</p>
            </div>
            <nav class="home-menu">
                {entry(Screen::Explore, Msg::Explore, "home-explore")}
                {entry(Screen::Rules, Msg::Rules, "home-rules")}
                {entry(Screen::About, Msg::About, "home-about")}
            </nav>
        </section>
    }
}
