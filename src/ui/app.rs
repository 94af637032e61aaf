//! The app shell: a header with the language switch, and one screen at a time.
//!
//! Screens are switched by a signal, not a router (no URL to keep in sync, a smaller
//! wasm). To add a screen: add a variant to [`Screen`], a module under `screens/`, and an
//! arm in [`render`]; navigate with `use_nav().go(Screen::X)`.

use leptos::prelude::*;

use super::html::{acting, region};
use super::i18n::{load_lang, store_lang, use_lang};
use super::screens;
use crate::present::act::Act;
use crate::present::home::{shell, ShellThen};

pub use crate::present::screen::Screen;

/// The view of `screen`.
fn render(screen: Screen) -> AnyView {
    match screen {
        Screen::Home => view! { <screens::home::Home/> }.into_any(),
        Screen::NewGame => view! { <screens::new_game::NewGame/> }.into_any(),
        Screen::Play => view! { <super::play::Play/> }.into_any(),
        Screen::Explore => view! { <screens::explore::Explore/> }.into_any(),
        Screen::Rules => view! { <screens::rules::Rules/> }.into_any(),
        Screen::About => view! { <screens::about::About/> }.into_any(),
        Screen::Saves => view! { <super::saves::screen::SavedGames/> }.into_any(),
    }
}

/// Navigation, shared through the context.
#[derive(Copy, Clone)]
pub struct Nav(RwSignal<Screen>);

impl Nav {
    /// Creates the navigation on `screen` and provides it (the app does; component tests
    /// that mount one screen alone do too).
    pub fn provide(screen: Screen) -> Nav {
        let nav = Nav(RwSignal::new(screen));
        provide_context(nav);
        nav
    }

    /// Shows `screen`.
    pub fn go(self, screen: Screen) {
        self.0.set(screen);
    }

    /// The screen on show (reactive).
    pub fn current(self) -> Screen {
        self.0.get()
    }
}

/// The navigation handle provided by [`App`].
pub fn use_nav() -> Nav {
    use_context::<Nav>().expect("Nav is provided by App")
}

/// The whole app. Provides the language signal and the navigation to every screen.
#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(load_lang());
    provide_context(lang);
    let screen = RwSignal::new(Screen::default());
    provide_context(Nav(screen));
    super::game_ctx::ActiveGame::provide();
    super::saves::install();
    super::sound::init();

    // Keep <html lang> and the stored choice in step with the switch.
    Effect::new(move |_| {
        let l = lang.get();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", l.code());
        }
    });

    view! {
        <div class="app" data-testid="app" data-lang=move || lang.get().code()>
            <Header/>
            <super::saves::notices::SaveNotices/>
            <main class="screen" data-testid="screen" data-screen=move || screen.get().key()>
                {move || render(screen.get())}
            </main>
        </div>
    }
}

/// Top bar: home button and title, language switch. Written as an HTML string with
/// delegated `data-act` clicks, like the game screens (`ui::html`): as a `view!` with
/// `<Show>` and a button list it cost about 11 KB of gzipped wasm.
#[component]
fn Header() -> impl IntoView {
    let nav = use_nav();
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(
        node,
        false,
        Box::new(move || crate::present::home::header(nav.current(), lang.get())),
    );
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Shell(act)) = acting(e.target()) else {
            return;
        };
        match shell(act) {
            ShellThen::Go(screen) => nav.go(screen),
            ShellThen::Speak(l) => {
                // The choice is stored at once.
                lang.set(l);
                store_lang(l);
            }
        }
    };
    view! {
        <header class="topbar" on:click=on_click>
            <div class="topbar-row" node_ref=node></div>
        </header>
    }
}
