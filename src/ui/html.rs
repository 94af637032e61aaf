//! The DOM side of the HTML writer ([`crate::present::html`]): a region of the page
//! written from a string, and the act of a click.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::present::act::{Act, Named};
pub use crate::present::html::{Html, Markup};

/// The act of the element clicked (or of its ancestor carrying `data-act`), unless it
/// is disabled.
pub fn acting(target: Option<web_sys::EventTarget>) -> Option<Act> {
    let el: Element = target?.dyn_into().ok()?;
    let el = el.closest("[data-act]").ok()??;
    if el.has_attribute("disabled") {
        return None;
    }
    Act::decode(&el.get_attribute("data-act")?)
}

/// What an input edits: its `data-bind`, read back as the screen's bind enum.
pub fn bound<B: Named>(el: &Element) -> Option<B> {
    B::from_key(&el.get_attribute("data-bind")?)
}

/// An attribute parsed as a number.
pub fn attr_u32(el: &Element, name: &str) -> Option<u32> {
    el.get_attribute(name)?.parse().ok()
}

/// The page's one sink of generated markup: `el`'s content becomes `m`.
pub fn set_markup(el: &Element, m: &Markup) {
    el.set_inner_html(m.as_str());
}

/// A region of the page written from [`Markup`]: `inner_html` is set only when the
/// string changes, and a focused button keeps the focus (found again by its
/// `data-testid`, or its `data-act`) so that keyboard play is not interrupted. With
/// `autofocus` (dialogs and full-screen layers), new content that the focus is not in
/// takes it: its `[data-autofocus]` element, else its first button.
pub fn region(node: NodeRef<leptos::html::Div>, autofocus: bool, html: Box<dyn Fn() -> Markup>) {
    let last = StoredValue::new_local((None::<Element>, Markup::default()));
    Effect::new(move |_| {
        let text = html();
        let Some(el) = node.get() else { return };
        let el: &Element = el.unchecked_ref();
        if last.with_value(|(e, l)| e.as_ref() == Some(el) && *l == text) {
            return;
        }
        let focused = document()
            .active_element()
            .filter(|a| el.contains(Some(a)))
            .and_then(|a| {
                a.get_attribute("data-testid")
                    .map(|v| ("data-testid", v))
                    .or_else(|| a.get_attribute("data-act").map(|v| ("data-act", v)))
            });
        set_markup(el, &text);
        last.set_value((Some(el.clone()), text));
        let target = match focused {
            Some((name, value)) => el
                .query_selector(&format!("[{name}=\"{value}\"]"))
                .ok()
                .flatten(),
            None if autofocus => el
                .query_selector("[data-autofocus]")
                .ok()
                .flatten()
                .or_else(|| el.query_selector("button").ok().flatten()),
            None => None,
        };
        if let Some(h) = target
            .as_ref()
            .and_then(|t| t.dyn_ref::<web_sys::HtmlElement>())
        {
            let _ = h.focus();
        }
    });
}
