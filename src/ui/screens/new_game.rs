//! New game: the screen's glue. The form's state, its checks and its markup are
//! [`crate::present::new_game`], with its reducer: this side does the effects (starting
//! the session, remembering the settings). Typed values are kept without redrawing.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::present::act::Act;
use crate::present::new_game::{
    opens_with, render, type_in, update, NewGameBind, Settings, Then, Typed,
};
pub use crate::present::new_game::{FormState, MORTO_NAME, PRESETS};
use crate::session::Session;
use crate::ui::app::{use_nav, Screen};
use crate::ui::game_ctx::{new_meta, new_seed, use_active_game};
use crate::ui::html::{acting, region};
use crate::ui::i18n::{use_lang, Lang};
use crate::ui::i18n_app::config_error;
use crate::ui::play::colors::pattern_defs;

/// The form's state (one signal: typing updates it without redrawing).
type Form = RwSignal<FormState>;

thread_local! {
    /// Settings the next form opens with (Home's "Cambia" under "Gioca contro il computer").
    static PREFILL: std::cell::RefCell<Option<Settings>> = const { std::cell::RefCell::new(None) };
}

/// Opens the next new-game form with `settings` rather than the game on the table's.
pub fn prefill(settings: Settings) {
    PREFILL.with(|p| *p.borrow_mut() = Some(settings));
}

/// The new-game screen.
#[component]
pub fn NewGame() -> impl IntoView {
    let lang = use_lang();
    let nav = use_nav();
    let ag = use_active_game();
    let mut asked = PREFILL.with(|p| p.borrow_mut().take());
    let last = ag
        .with_table_untracked(|t| {
            let computers = t.session().map_or(&[][..], |s| &s.parts().computers[..]);
            opens_with(asked.take(), Some((t.game().config(), computers)))
        })
        .unwrap_or_else(|| opens_with(asked, None));
    let form: Form = RwSignal::new(FormState::new(lang.get_untracked(), last));
    // Another language: the default names follow it ("Giocatore 2" -> "Player 2").
    Effect::new(move |prev: Option<Lang>| {
        let l = lang.get();
        if prev.is_some_and(|p| p != l) {
            form.update(|f| f.relabel(l));
        }
        l
    });
    let node = NodeRef::new();
    region(
        node,
        false,
        Box::new(move || {
            let l = lang.get();
            form.with(|f| render(f, l))
        }),
    );

    // The effect of "Inizia": the session, then the play screen.
    let start = move |config: crate::rules::GameConfig,
                      computers: Vec<Option<crate::bot::Level>>,
                      remember: bool| {
        let meta = new_meta(&config, "");
        match Session::start(meta, config.clone(), new_seed()) {
            Ok(mut session) => {
                if remember {
                    crate::ui::screens::home::remember_vs_computer(&config, &computers);
                }
                session.set_computers(computers);
                ag.set(Some(session));
                nav.go(Screen::Play);
            }
            // Nothing typed is lost: the form stays as it is, with the reason.
            Err(e) => {
                let msg = config_error(&e, &config, lang.get_untracked());
                form.update(|f| f.error = Some(msg));
            }
        }
    };
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::NewGame(act)) = acting(e.target()) else {
            return;
        };
        let mut then = Then::Nothing;
        form.update(|f| then = update(f, act, lang.get_untracked()));
        match then {
            Then::Nothing => {}
            Then::Start {
                config,
                computers,
                remember,
            } => start(config, computers, remember),
        }
    };
    // Typed values are kept without redrawing (the caret stays where it is).
    let on_input = move |e: leptos::ev::Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let v = input.value();
        let Some(bind) = crate::ui::html::bound::<NewGameBind>(&input) else {
            return;
        };
        let i = crate::ui::html::attr_u32(&input, "data-i").unwrap_or(0) as usize;
        let mut shown = Typed::Keep;
        form.maybe_update(|f| {
            shown = type_in(f, bind, i, &v, input.checked());
            shown == Typed::Redraw
        });
        // The turn order's list shows the name as typed (without redrawing the form).
        if let Typed::Name(i) = shown {
            let sel = format!("[data-name-of=\"{i}\"]");
            if let Some(el) = document().query_selector(&sel).ok().flatten() {
                el.set_text_content(Some(&v));
            }
        }
    };

    view! {
        <section class="page new-game" data-testid="new-game" on:click=on_click on:input=on_input>
            <div inner_html=String::from(pattern_defs())></div>
            <div node_ref=node></div>
        </section>
    }
}
