//! The app shell: a header with the language switch, and one screen at a time.
//!
//! Screens are switched by a signal, not a router (no URL to keep in sync, a smaller
//! wasm). To add a screen: add a variant to [`Screen`], a module under `screens/`, and an
//! arm in [`Screen::render`]; navigate with `use_nav().go(Screen::X)`.

use leptos::prelude::*;

use super::i18n::{tr, use_lang, Lang, Msg};
use super::screens;

/// Every screen of the app.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Screen {
    #[default]
    Home,
    NewGame,
    Play,
    Explore,
    Rules,
    About,
    Saves,
}

impl Screen {
    /// Stable name, exposed as `data-screen` for tests and styles.
    pub const fn key(self) -> &'static str {
        match self {
            Screen::Home => "home",
            Screen::NewGame => "new_game",
            Screen::Play => "play",
            Screen::Explore => "explore",
            Screen::Rules => "rules",
            Screen::About => "about",
            Screen::Saves => "saves",
        }
    }

    /// Title shown in the header (none on Home, which shows the app's name).
    pub const fn title(self) -> Option<Msg> {
        match self {
            Screen::Home => None,
            Screen::NewGame => Some(Msg::NewGame),
            Screen::Play => Some(Msg::Game),
            Screen::Explore => Some(Msg::Explore),
            Screen::Rules => Some(Msg::Rules),
            Screen::About => Some(Msg::About),
            Screen::Saves => Some(Msg::SavedGames),
        }
    }

    fn render(self) -> AnyView {
        match self {
            Screen::Home => view! { <screens::home::Home/> }.into_any(),
            Screen::NewGame => view! { <screens::new_game::NewGame/> }.into_any(),
            Screen::Play => view! { <super::play::Play/> }.into_any(),
            Screen::Explore => view! { <screens::explore::Explore/> }.into_any(),
            Screen::Rules => view! { <screens::rules::Rules/> }.into_any(),
            Screen::About => view! { <screens::about::About/> }.into_any(),
            Screen::Saves => view! { <super::saves::screen::SavedGames/> }.into_any(),
        }
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
    let lang = RwSignal::new(Lang::load());
    provide_context(lang);
    let screen = RwSignal::new(Screen::default());
    provide_context(Nav(screen));
    super::game_ctx::ActiveGame::provide();
    super::saves::install();

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
                {move || screen.get().render()}
            </main>
        </div>
    }
}

/// Top bar: home button and title, language switch.
#[component]
fn Header() -> impl IntoView {
    let nav = use_nav();
    let lang = use_lang();
    let title = move || match nav.current().title() {
        Some(m) => m.text(lang.get()),
        None => Msg::AppTitle.text(lang.get()),
    };
    view! {
        <header class="topbar">
            <Show when=move || nav.current() != Screen::Home>
                <button
                    class="icon-button"
                    data-testid="nav-home"
                    aria-label=tr(Msg::Home)
                    title=tr(Msg::Home)
                    on:click=move |_| nav.go(Screen::Home)
                >
                    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.6"/>
                    </svg>
                </button>
            </Show>
            <h1 class="topbar-title" data-testid="screen-title">{title}</h1>
            <LangSwitch/>
        </header>
    }
}

/// Two-button switch IT / EN. The choice is stored at once.
#[component]
pub fn LangSwitch() -> impl IntoView {
    let lang = use_lang();
    let button = move |l: Lang| {
        let label = l.code().to_uppercase();
        view! {
            <button
                class="lang-button"
                data-testid=format!("lang-{}", l.code())
                aria-pressed=move || (lang.get() == l).to_string()
                on:click=move |_| {
                    lang.set(l);
                    l.store();
                }
            >
                {label}
            </button>
        }
    };
    view! {
        <div class="lang-switch" role="group" aria-label=tr(Msg::LanguageLabel)>
            {Lang::ALL.into_iter().map(button).collect_view()}
        </div>
    }
}
