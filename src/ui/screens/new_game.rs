//! New game: the screen's glue. The form's state, its checks and its markup are
//! [`crate::present::new_game`]; typed values are kept without redrawing the form.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::present::act::{Act, NewGameAct};
use crate::present::new_game::{render, NewGameBind};
pub use crate::present::new_game::{FormState, MORTO_NAME, PRESETS};
use crate::session::Session;
use crate::ui::app::{use_nav, Screen};
use crate::ui::game_ctx::{new_meta, new_seed, use_active_game};
use crate::ui::html::{acting, region};
use crate::ui::i18n::use_lang;
use crate::ui::i18n_play::config_error;
use crate::ui::play::colors::pattern_defs;

/// The form's state (one signal: typing updates it without redrawing).
type Form = RwSignal<FormState>;

type Settings = (crate::rules::GameConfig, Vec<Option<crate::bot::Level>>);

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
    let last = PREFILL.with(|p| p.borrow_mut().take()).or_else(|| {
        ag.with_table_untracked(|t| {
            let computers = t.session().map(|s| s.parts().computers.clone());
            (t.game().config().clone(), computers.unwrap_or_default())
        })
    });
    let form: Form = RwSignal::new(FormState::new(lang.get_untracked(), last));
    let node = NodeRef::new();
    region(
        node,
        false,
        Box::new(move || {
            let l = lang.get();
            form.with(|f| render(f, l))
        }),
    );

    let start = move || {
        let l = lang.get_untracked();
        let config = match form.with_untracked(|f| f.config(l)) {
            Ok(c) => c,
            Err(msg) => {
                form.update(|f| f.error = Some(msg));
                return;
            }
        };
        let computers = form.with_untracked(FormState::seat_computers);
        let meta = new_meta(&config, "");
        match Session::start(meta, config.clone(), new_seed()) {
            Ok(mut session) => {
                form.update(|f| f.error = None);
                if computers.iter().any(Option::is_some) {
                    crate::ui::screens::home::remember_vs_computer(&config, &computers);
                }
                session.set_computers(computers);
                ag.set(Some(session));
                nav.go(Screen::Play);
            }
            // Nothing typed is lost: the form stays as it is, with the reason.
            Err(e) => form.update(|f| f.error = Some(config_error(&e, &config, l))),
        }
    };
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::NewGame(act)) = acting(e.target()) else {
            return;
        };
        match act {
            NewGameAct::Preset(p) => {
                if PRESETS.contains(&p) {
                    form.update(|f| f.set_preset(p));
                }
            }
            NewGameAct::Count(n) => form.update(|f| f.count = n as usize),
            NewGameAct::Color { seat, color } => {
                form.update(|f| f.set_color(seat as usize, color));
            }
            NewGameAct::Ending(k) => form.update(|f| f.end = k),
            NewGameAct::Who { seat, level } => form.update(|f| {
                if let Some(slot) = f.computers.get_mut(seat as usize) {
                    *slot = level;
                }
            }),
            NewGameAct::Minutes(m) => form.update(|f| f.minutes = m.to_string()),
            NewGameAct::Start => start(),
            NewGameAct::TableOrder(on) => form.update(|f| f.table_order = on),
            NewGameAct::OrderUp(k) => form.update(|f| f.order_up(k as usize)),
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
        let text = |slot: fn(&mut FormState) -> &mut String| {
            form.update_untracked(|f| slot(f).clone_from(&v));
        };
        match bind {
            NewGameBind::CapOn => form.update(|f| f.cap_on = input.checked()),
            NewGameBind::BorderPenalty => form.update(|f| f.border_penalty = input.checked()),
            NewGameBind::Hints => form.update(|f| f.hints = input.checked()),
            NewGameBind::Name => {
                let i = crate::ui::html::attr_u32(&input, "data-i").unwrap_or(0) as usize;
                form.update_untracked(|f| f.names[i].clone_from(&v));
                // The turn order's list shows the name as typed (without redrawing the form).
                let sel = format!("[data-name-of=\"{i}\"]");
                if let Some(el) = document().query_selector(&sel).ok().flatten() {
                    el.set_text_content(Some(&v));
                }
            }
            NewGameBind::Minutes => text(|f| &mut f.minutes),
            NewGameBind::Rounds => text(|f| &mut f.rounds),
            NewGameBind::SecretMin => text(|f| &mut f.secret_min),
            NewGameBind::SecretMax => text(|f| &mut f.secret_max),
            NewGameBind::RoundLimit => text(|f| &mut f.round_limit),
            NewGameBind::Cap => text(|f| &mut f.cap),
        }
    };

    view! {
        <section class="page new-game" data-testid="new-game" on:click=on_click on:input=on_input>
            <div inner_html=String::from(pattern_defs())></div>
            <div node_ref=node></div>
        </section>
    }
}
