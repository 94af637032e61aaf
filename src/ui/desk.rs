//! The tournament desk's page (`torneo.html`, its own wasm: `src/bin/desk.rs`). The state
//! and markup are `crate::present::tournament`; here the forms are read, effects performed
//! (autosave in localStorage and the journal, downloads, print, the language) and the
//! markup written: a change only once the journal has it on the disk.
//!
//! No Leptos: the page is one region written from a string ([`present::page`]) with three
//! delegated listeners on its root, so the desk's wasm links no reactive runtime.
//!
//! [`present::page`]: crate::present::tournament::page

use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::present::act::{Named, TournamentAct};
use crate::present::html::Markup;
use crate::present::lang::Lang;
use crate::present::tournament::{self as desk_core, Desk, DeskText, Effect, Form};
use crate::tournament::export::{FileError, MAX_FILE_BYTES};
use crate::ui::game_ctx::random_seed;
use crate::ui::html::set_markup;
use crate::ui::saves::{files, journal, local_store::LocalStore};

/// The page's state.
struct Page {
    desk: Desk,
    lang: Lang,
    root: Element,
    /// The markup last written, so that an act that changes nothing rewrites nothing.
    shown: Markup,
}

thread_local! {
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
    /// The public screen's tournament, as last read from the storage.
    static PUBLIC: RefCell<Option<crate::tournament::Tournament>> = const { RefCell::new(None) };
    /// Changes put in the journal and not yet committed: the page is not drawn meanwhile
    /// (it would show a change that a killed browser loses).
    static WRITING: Cell<u32> = const { Cell::new(0) };
}

/// Now, in ms since the epoch (the stamp of a change).
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Now on the tablet's clock, local time: "2026-11-30 21:14" (when a correction is noted
/// in the tournament's log).
fn clock() -> String {
    let d = js_sys::Date::new_0();
    let two = |n: u32| {
        let mut s = String::with_capacity(2);
        if n < 10 {
            s.push('0');
        }
        s.push_str(&n.to_string());
        s
    };
    let mut out = d.get_full_year().to_string();
    for (sep, n) in [
        ('-', d.get_month() + 1),
        ('-', d.get_date()),
        (' ', d.get_hours()),
        (':', d.get_minutes()),
    ] {
        out.push(sep);
        out.push_str(&two(n));
    }
    out
}

/// Writes the round clock's face again (`[data-testid=t-clock-face]` under `root`) from
/// `t`'s clock at the time now: the time left, and the call of the penultimate round once
/// it is up (issue 46 item 7). The reckoning is the domain's; only the face changes, so
/// a form being typed on the desk is left alone.
fn tick_clock(root: &Element, t: Option<&crate::tournament::Tournament>, lang: Lang) {
    let Some(t) = t.filter(|t| t.clock().is_some()) else {
        return;
    };
    let Ok(faces) = root.query_selector_all("[data-testid=\"t-clock-face\"]") else {
        return;
    };
    let face = desk_core::clock_face(t, now_ms(), lang);
    for i in 0..faces.length() {
        let Some(el) = faces.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        if el.inner_html() != face.as_str() {
            set_markup(&el, &face);
        }
    }
}

/// Calls `tick` every second for as long as the page lives.
fn every_second(tick: impl Fn() + 'static) {
    let listener = Closure::<dyn Fn()>::new(tick);
    if let Some(w) = web_sys::window() {
        let _ = w.set_interval_with_callback_and_timeout_and_arguments_0(
            listener.as_ref().unchecked_ref(),
            1000,
        );
    }
    // The page lives as long as the timer: never dropped.
    listener.forget();
}

/// Puts a change (`desk_core::journal_pairs`) in the journal and draws the page once it
/// is committed, and not before: every change is on the disk before it is shown (issue
/// 46 item 8, as a game's moves: `crate::ui::saves::journal`). Without a journal (no
/// IndexedDB) the page is drawn all the same, the change in localStorage only.
fn journal_then_show(pairs: Vec<(String, String)>) {
    WRITING.with(|w| w.set(w.get() + 1));
    wasm_bindgen_futures::spawn_local(async move {
        let _ = journal::put_desk(&pairs).await;
        WRITING.with(|w| w.set(w.get().saturating_sub(1)));
        show();
    });
}

/// Starts the desk on the page's `#desk` element (the whole body if there is none).
pub fn start() {
    // A panic's message and place in the console.
    console_error_panic_hook::set_once();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(root) = document
        .get_element_by_id("desk")
        .or_else(|| document.body().map(Into::into))
    else {
        return;
    };
    let lang = crate::ui::i18n::load_lang();
    let public = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .is_some_and(|h| h == "#schermo");
    if public {
        start_public(root, lang);
        return;
    }
    // The journal's entry of the last change first: a browser killed before localStorage
    // reached the disk left it there only (issue 46 item 8).
    wasm_bindgen_futures::spawn_local(async move {
        let entry = journal::desk_entry().await;
        let desk = match LocalStore::open() {
            Ok(mut s) => {
                if !entry.is_empty() {
                    desk_core::merge_journal(&mut s, &entry);
                }
                desk_core::load(&mut s, lang)
            }
            Err(_) => Desk {
                ui: desk_core::DeskUi {
                    message: Some((false, DeskText::StorageOff.text(lang).into())),
                    ..Default::default()
                },
                ..Default::default()
            },
        };
        for kind in DeskEvent::ALL.iter().map(|k| k.key()) {
            let listener = Closure::<dyn Fn(web_sys::Event)>::new(on_event);
            let _ = root.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
            // The page lives as long as the listener: never dropped.
            listener.forget();
        }
        let mut desk = desk;
        desk.ui.now_ms = now_ms();
        PAGE.with_borrow_mut(|p| {
            *p = Some(Page {
                desk,
                lang,
                root,
                shown: Markup::default(),
            })
        });
        show();
        every_second(|| {
            PAGE.with_borrow(|p| {
                if let Some(p) = p {
                    tick_clock(&p.root, p.desk.tournament.as_ref(), p.lang);
                }
            });
        });
    });
}

/// The public screen (`torneo.html#schermo`): the stored tournament drawn read-only,
/// again whenever the desk in another window saves it (the `storage` event, offline).
fn start_public(root: Element, lang: Lang) {
    fn draw(root: &Element, lang: Lang) {
        let t = LocalStore::open()
            .ok()
            .and_then(|mut s| desk_core::load(&mut s, lang).tournament);
        let _ = root.set_attribute("class", "app tn-public-app");
        set_markup(root, &desk_core::public_page(t.as_ref(), lang, now_ms()));
        PUBLIC.with_borrow_mut(|p| *p = t);
    }
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = html.set_attribute("lang", lang.code());
    }
    draw(&root, lang);
    let face_root = root.clone();
    every_second(move || {
        PUBLIC.with_borrow(|t| tick_clock(&face_root, t.as_ref(), lang));
    });
    let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_e: web_sys::Event| {
        draw(&root, lang);
    });
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
    }
    // The page lives as long as the listener: never dropped.
    listener.forget();
}

/// The bytes of a picked file (empty if the browser could not read it).
async fn read_bytes(file: &web_sys::File) -> Vec<u8> {
    match wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
        Ok(buffer) => js_sys::Uint8Array::new(&buffer).to_vec(),
        Err(_) => Vec::new(),
    }
}

/// Writes the page's markup if it changed; a focused control keeps the focus (found
/// again by its `data-testid`, or its `data-act`), as `crate::ui::html::region` does.
fn show() {
    if WRITING.with(Cell::get) > 0 {
        return;
    }
    PAGE.with_borrow_mut(|p| {
        let Some(p) = p else { return };
        let text = desk_core::page(&p.desk, p.lang);
        if text == p.shown {
            return;
        }
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(html) = document.as_ref().and_then(|d| d.document_element()) {
            let _ = html.set_attribute("lang", p.lang.code());
        }
        let focused = document
            .as_ref()
            .and_then(|d| d.active_element())
            .filter(|a| p.root.contains(Some(a)))
            .and_then(|a| {
                a.get_attribute("data-testid")
                    .map(|v| ("data-testid", v))
                    .or_else(|| a.get_attribute("data-act").map(|v| ("data-act", v)))
            });
        set_markup(&p.root, &text);
        p.shown = text;
        let target = focused.and_then(|(name, value)| {
            let mut selector = String::from("[");
            selector.push_str(name);
            selector.push_str("=\"");
            selector.push_str(&value);
            selector.push_str("\"]");
            p.root.query_selector(&selector).ok().flatten()
        });
        if let Some(h) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = h.focus();
        }
    });
}

/// The language of the page.
fn lang() -> Lang {
    PAGE.with_borrow(|p| p.as_ref().map(|p| p.lang).unwrap_or_default())
}

/// Applies `act` with the fields of `form` and saves what it changed, in localStorage and
/// the journal, then shows the page and performs what is left of its effect: nothing is
/// shown that is not written first (issue 46 item 8, `desk_core::update_journaled`).
fn run(act: TournamentAct, form: Form) {
    let done = PAGE.with_borrow_mut(|p| {
        let p = p.as_mut()?;
        p.desk.ui.clock = clock();
        p.desk.ui.now_ms = now_ms();
        let mut store = LocalStore::open().ok();
        Some(desk_core::update_journaled(
            &mut p.desk,
            act,
            &form,
            random_seed(),
            p.lang,
            store.as_mut(),
            now_ms(),
        ))
    });
    let effect = done.map(|(effect, pairs)| {
        if let Some(pairs) = pairs {
            journal_then_show(pairs);
        }
        effect
    });
    // Drawn before the rest (once the change is committed): a print shows what the act
    // just opened (the score slips).
    show();
    if let Some(effect) = effect.filter(|e| *e != Effect::None) {
        perform(effect);
        show();
    }
}

/// Shows `text` as a message (an error unless `good`).
fn say(good: bool, text: String) {
    PAGE.with_borrow_mut(|p| {
        if let Some(p) = p {
            p.desk.ui.message = Some((good, text));
        }
    });
}

fn perform(effect: Effect) {
    let l = lang();
    match effect {
        Effect::None => {}
        Effect::Save => {
            // The tournament and the season, each under its own key, and in the journal.
            let pairs = PAGE.with_borrow_mut(|p| {
                let desk = &mut p.as_mut()?.desk;
                let mut store = LocalStore::open().ok();
                desk_core::save_journaled(desk, l, store.as_mut(), now_ms())
            });
            if let Some(pairs) = pairs {
                journal_then_show(pairs);
            }
        }
        Effect::Download { name, mime, text } => {
            let _ = files::download_as(&name, mime, &text);
        }
        Effect::Print => {
            if let Some(w) = web_sys::window() {
                let _ = w.print();
            }
        }
        Effect::Lang(l) => {
            crate::ui::i18n::store_lang(l);
            PAGE.with_borrow_mut(|p| {
                if let Some(p) = p {
                    p.lang = l;
                }
            });
        }
    }
}

/// A property of a JS object as a string ("" if absent).
fn prop(o: &JsValue, name: &str) -> String {
    js_sys::Reflect::get(o, &JsValue::from_str(name))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The named fields of `form` (checkboxes and radios only when checked).
fn read_form(form: &Element) -> Form {
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

/// The element an event happened on.
fn target(e: &web_sys::Event) -> Option<Element> {
    e.target()?.dyn_into().ok()
}

crate::present::act::named! {
    /// The events the page's root listens to.
    DeskEvent {
        Click = "click",
        Submit = "submit",
        Change = "change",
    }
}

/// One handler for the three events on the page's root.
fn on_event(e: web_sys::Event) {
    let Some(kind) = DeskEvent::from_key(&e.type_()) else {
        return;
    };
    match kind {
        DeskEvent::Click => {
            let act = target(&e)
                .and_then(|t| t.closest("[data-act]").ok().flatten())
                .filter(|el| !el.has_attribute("disabled"))
                .and_then(|el| TournamentAct::decode(&el.get_attribute("data-act")?));
            if let Some(act) = act {
                run(act, Form::default());
            }
        }
        DeskEvent::Submit => {
            e.prevent_default();
            let Some(form) = target(&e) else { return };
            let act = form
                .get_attribute("data-submit")
                .and_then(|a| TournamentAct::decode(&a));
            if let Some(act) = act {
                run(act, read_form(&form));
            }
        }
        DeskEvent::Change => {
            let id = target(&e)
                .and_then(|t| t.get_attribute("data-testid"))
                .unwrap_or_default();
            let Some(file) = files::picked(e.target()) else {
                return;
            };
            let l = lang();
            if file.size() > MAX_FILE_BYTES as f64 {
                say(false, desk_core::file_error_text(&FileError::TooLarge, l));
                show();
                return;
            }
            wasm_bindgen_futures::spawn_local(async move {
                // Registrations come as bytes: the desk tells UTF-8 from Windows-1252
                // (`desk_core::decode_text`), which the browser's text() would garble.
                let csv = id == "t-import-csv";
                let bytes = if csv {
                    read_bytes(&file).await
                } else {
                    Vec::new()
                };
                let text = if csv {
                    String::new()
                } else {
                    files::read_text(file).await.unwrap_or_default()
                };
                let effect = PAGE.with_borrow_mut(|p| {
                    let p = p.as_mut()?;
                    Some(match id.as_str() {
                        "t-import-csv" => desk_core::import_players(&mut p.desk, &bytes, p.lang),
                        "t-season-import" => desk_core::import_season(&mut p.desk, &text, p.lang),
                        _ => desk_core::import(&mut p.desk, &text, p.lang),
                    })
                });
                // Drawn before it is saved: a file that cannot be drawn is never stored
                // to come back on every load.
                show();
                if let Some(effect) = effect {
                    perform(effect);
                    show();
                }
            });
        }
    }
}
