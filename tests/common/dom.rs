//! DOM helpers shared by the browser component tests (`tests/web*.rs`, wasm32 only):
//! `#[path = "common/dom.rs"] mod dom;` in each.
// Each test crate uses only some of these.
#![allow(dead_code)]

use leptos::task::tick;
use planisfero::present::act::Act;
use planisfero::rules::board::TerritoryId;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent, PointerEventInit};

pub fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// A fresh container of this size in the page (the board needs a real size to map
/// pixels).
pub fn container(width: u32, height: u32) -> HtmlElement {
    let el: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    el.set_attribute(
        "style",
        &format!("width:{width}px;height:{height}px;position:relative"),
    )
    .unwrap();
    document().body().unwrap().append_child(&el).unwrap();
    el
}

/// Lets the effects run (the page's regions are written by effects), then checks that
/// every act in the page decodes ([`every_act_decodes`]).
pub async fn settle() {
    for _ in 0..3 {
        tick().await;
    }
    every_act_decodes(&document().document_element().unwrap());
}

/// The acts of every `data-act` under `root`, each decoded: a button whose act does not
/// decode fails the test (no click of it could do anything).
pub fn every_act_decodes(root: &Element) -> Vec<Act> {
    all(root, "[data-act]")
        .iter()
        .map(|el| {
            let s = el.get_attribute("data-act").unwrap();
            Act::decode(&s).unwrap_or_else(|| panic!("data-act=\"{s}\" does not decode"))
        })
        .collect()
}

/// The act of the element `el` (which must have one).
pub fn act_of(el: &Element) -> Act {
    Act::decode(&el.get_attribute("data-act").unwrap()).unwrap()
}

pub fn find(root: &Element, sel: &str) -> Option<Element> {
    root.query_selector(sel).unwrap()
}

pub fn q(root: &Element, sel: &str) -> Element {
    find(root, sel).unwrap_or_else(|| panic!("no element matches {sel}"))
}

pub fn testid(root: &Element, id: &str) -> Element {
    q(root, &format!("[data-testid=\"{id}\"]"))
}

pub fn has(root: &Element, id: &str) -> bool {
    find(root, &format!("[data-testid=\"{id}\"]")).is_some()
}

pub fn all(root: &Element, sel: &str) -> Vec<Element> {
    let list = root.query_selector_all(sel).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into())
        .collect()
}

/// Clicks the element with this `data-testid` and lets the page settle.
pub async fn click(root: &Element, id: &str) {
    testid(root, id).unchecked_into::<HtmlElement>().click();
    settle().await;
}

/// A touch pointer event (`id` 1 is the primary finger).
pub fn pointer(kind: &str, id: i32, x: f64, y: f64) -> PointerEvent {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_id(id);
    init.set_pointer_type("touch");
    init.set_is_primary(id == 1);
    init.set_client_x(x as i32);
    init.set_client_y(y as i32);
    PointerEvent::new_with_event_init_dict(kind, &init).unwrap()
}

/// The territory's element on the board.
pub fn territory(root: &Element, t: TerritoryId) -> Element {
    q(root, &format!("[data-territory=\"{}\"]", t.key()))
}

/// Centre of an element on screen.
pub fn centre(el: &Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The land shape of a territory (pointer events start there, as with a finger).
pub fn land(root: &Element, t: TerritoryId) -> Element {
    let g = territory(root, t);
    g.query_selector(".land, path").unwrap().unwrap_or(g)
}

/// A tap: down and up on the same spot of the territory's shape (no settling).
pub fn tap_now(root: &Element, t: TerritoryId) {
    let el = land(root, t);
    let (x, y) = centre(&el);
    el.dispatch_event(&pointer("pointerdown", 1, x, y)).unwrap();
    el.dispatch_event(&pointer("pointerup", 1, x, y)).unwrap();
}

/// A tap on a territory's shape, as a finger would, then the page settles.
pub async fn tap(root: &Element, t: TerritoryId) {
    tap_now(root, t);
    settle().await;
}
