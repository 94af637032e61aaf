//! The tournament desk's glue: the state and markup are `crate::present::tournament`;
//! here the forms are read, effects performed (autosave in localStorage, downloads,
//! print) and the markup written. The desk outlives the screen (a thread-local copy), so
//! a tournament that could not be saved (storage full) is not lost by leaving the screen.

use std::cell::RefCell;

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::present::act::{Act, TournamentAct};
use crate::present::tournament::{self as desk_core, Desk, Effect as DeskEffect, Form, Tx};
use crate::ui::game_ctx::random_seed;
use crate::ui::html::{acting, region};
use crate::ui::i18n::use_lang;
use crate::ui::saves::{files, local_store::LocalStore};

thread_local! {
    /// The desk while the app runs (loaded from storage on first use).
    static DESK: RefCell<Option<Desk>> = const { RefCell::new(None) };
}

/// A property of a JS object as a string ("" if absent).
fn prop(o: &JsValue, name: &str) -> String {
    js_sys::Reflect::get(o, &JsValue::from_str(name))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The named fields of `form` (checkboxes and radios only when checked).
fn read_form(form: &web_sys::Element) -> Form {
    let mut fields = Vec::new();
    let Ok(list) = form.query_selector_all("input[name], select[name]") else {
        return Form(fields);
    };
    for i in 0..list.length() {
        let Some(el) = list.item(i) else { continue };
        let v: JsValue = el.into();
        let kind = prop(&v, "type");
        if kind == "checkbox" || kind == "radio" {
            let checked = js_sys::Reflect::get(&v, &JsValue::from_str("checked"))
                .ok()
                .and_then(|c| c.as_bool())
                .unwrap_or(false);
            if !checked {
                continue;
            }
        }
        fields.push((prop(&v, "name"), prop(&v, "value")));
    }
    Form(fields)
}

/// The tournament desk.
#[component]
pub fn TournamentScreen() -> impl IntoView {
    let lang = use_lang();
    let start = DESK.with_borrow(Clone::clone).unwrap_or_else(|| {
        let l = lang.get_untracked();
        match LocalStore::open() {
            Ok(mut s) => desk_core::load(&mut s, l),
            Err(_) => Desk {
                ui: desk_core::DeskUi {
                    message: Some((false, Tx::StorageOff.text(l).into())),
                    ..Default::default()
                },
                ..Default::default()
            },
        }
    });
    let desk = RwSignal::new(start);
    // Keep the copy that outlives the screen.
    Effect::new(move |_| desk.with(|d| DESK.with_borrow_mut(|c| *c = Some(d.clone()))));

    let node = NodeRef::<leptos::html::Div>::new();
    region(
        node,
        false,
        Box::new(move || desk.with(|d| desk_core::render(d, lang.get()))),
    );

    let perform = move |effect: DeskEffect| {
        let l = lang.get_untracked();
        match effect {
            DeskEffect::None => {}
            DeskEffect::Save => {
                let problem = desk.with_untracked(|d| {
                    let t = d.tournament.as_ref()?;
                    match LocalStore::open() {
                        Ok(mut s) => desk_core::save(&mut s, t, l).err(),
                        Err(_) => Some(Tx::StorageOff.text(l).to_owned()),
                    }
                });
                if let Some(m) = problem {
                    desk.update(|d| d.ui.message = Some((false, m)));
                }
            }
            DeskEffect::Download { name, mime, text } => {
                let _ = files::download_as(&name, mime, &text);
            }
            DeskEffect::Print => {
                if let Some(w) = web_sys::window() {
                    let _ = w.print();
                }
            }
        }
    };
    let run = move |act: TournamentAct, form: Form| {
        let l = lang.get_untracked();
        let mut effect = DeskEffect::None;
        desk.update(|d| effect = desk_core::update(d, act, &form, random_seed(), l));
        perform(effect);
    };

    // One handler for the three events, attached directly to the desk's root: a single
    // listener type keeps the wasm smaller than three typed `on:` handlers.
    let on_event = move |e: web_sys::Event| match e.type_().as_str() {
        "click" => {
            if let Some(Act::Tournament(act)) = acting(e.target()) {
                run(act, Form::default());
            }
        }
        "submit" => {
            e.prevent_default();
            let Some(form) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let act = form
                .get_attribute("data-submit")
                .and_then(|a| Act::decode(&a));
            if let Some(Act::Tournament(act)) = act {
                run(act, read_form(&form));
            }
        }
        "change" => {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .filter(|i| i.type_() == "file")
            else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let l = lang.get_untracked();
            if file.size() > crate::tournament::export::MAX_FILE_BYTES as f64 {
                let text =
                    desk_core::file_error_text(&crate::tournament::export::FileError::TooLarge, l);
                desk.update(|d| d.ui.message = Some((false, text)));
                return;
            }
            leptos::task::spawn_local(async move {
                let text = files::read_text(file).await.unwrap_or_default();
                let mut effect = DeskEffect::None;
                desk.update(|d| effect = desk_core::import(d, &text, l));
                perform(effect);
            });
        }
        _ => {}
    };

    leptos::html::div()
        .class("tournament")
        .attr("data-testid", "tournament")
        .node_ref(node)
        .on(leptos::ev::Custom::new("click"), on_event)
        .on(leptos::ev::Custom::new("submit"), on_event)
        .on(leptos::ev::Custom::new("change"), on_event)
}
