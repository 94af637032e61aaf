//! A tiny HTML writer for the game screens.
//!
//! Why not `view!`: every distinct Leptos view type is monomorphised into its own build
//! and rebuild code, and the game screens have hundreds of them (measured: 150 KB of
//! gzipped wasm for the play screen alone, against a 200 KB budget for the whole app).
//! The game screens therefore render each region of the page to a string, written with
//! `innerHTML` only when it changed ([`Region`]), and take their clicks through one
//! delegated listener reading `data-act` attributes. Everything dynamic is escaped.

use std::fmt::Display;
use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// An HTML string being written.
#[derive(Default)]
pub struct H(pub String);

impl H {
    pub fn new() -> H {
        H(String::with_capacity(1024))
    }

    /// Markup as it is (never player input).
    pub fn raw(&mut self, s: &str) -> &mut H {
        self.0.push_str(s);
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, s: &str) -> &mut H {
        for c in s.chars() {
            match c {
                '&' => self.0.push_str("&amp;"),
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '"' => self.0.push_str("&quot;"),
                '\'' => self.0.push_str("&#39;"),
                c => self.0.push(c),
            }
        }
        self
    }

    /// A number or anything displayable that cannot contain markup.
    pub fn num(&mut self, n: impl Display) -> &mut H {
        let _ = write!(self.0, "{n}");
        self
    }

    /// `<tag class="class"` (attributes may follow; finish with [`H::end`]).
    pub fn open(&mut self, tag: &str, class: &str) -> &mut H {
        self.0.push('<');
        self.0.push_str(tag);
        if !class.is_empty() {
            self.attr("class", class);
        }
        self
    }

    /// ` name="value"`, the value escaped.
    pub fn attr(&mut self, name: &str, value: &str) -> &mut H {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.text(value);
        self.0.push('"');
        self
    }

    /// ` name="n"`.
    pub fn attr_num(&mut self, name: &str, n: impl Display) -> &mut H {
        let _ = write!(self.0, " {name}=\"{n}\"");
        self
    }

    /// ` data-testid="id"`.
    pub fn id(&mut self, testid: &str) -> &mut H {
        self.attr("data-testid", testid)
    }

    /// `>`.
    pub fn end(&mut self) -> &mut H {
        self.0.push('>');
        self
    }

    /// `</tag>`.
    pub fn close(&mut self, tag: &str) -> &mut H {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// `<tag class="class">text</tag>`.
    pub fn el(&mut self, tag: &str, class: &str, text: &str) -> &mut H {
        self.open(tag, class).end().text(text).close(tag)
    }

    /// A button that acts through `data-act` (and, if not empty, `data-testid`).
    pub fn button(&mut self, class: &str, testid: &str, act: &str, label: &str) -> &mut H {
        self.open_button(class, testid, act, false)
            .text(label)
            .close("button")
    }

    /// `<button ... data-act="act"` with `disabled` if asked, closed with `>`.
    pub fn open_button(&mut self, class: &str, testid: &str, act: &str, disabled: bool) -> &mut H {
        self.open("button", class)
            .attr("type", "button")
            .attr("data-act", act);
        if !testid.is_empty() {
            self.id(testid);
        }
        if disabled {
            self.raw(" disabled");
        }
        self.end()
    }

    /// Like [`H::open_button`], and the element that takes the focus when its dialog opens.
    pub fn open_button_focus(&mut self, class: &str, testid: &str, act: &str) -> &mut H {
        self.open("button", class)
            .attr("type", "button")
            .attr("data-act", act)
            .id(testid)
            .raw(" data-autofocus>")
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// The element (or its ancestor) carrying `data-act`, and the action's name.
pub fn acting(target: Option<web_sys::EventTarget>) -> Option<(Element, String)> {
    let el: Element = target?.dyn_into().ok()?;
    let el = el.closest("[data-act]").ok()??;
    if el.has_attribute("disabled") {
        return None;
    }
    let act = el.get_attribute("data-act")?;
    Some((el, act))
}

/// An attribute parsed as a number.
pub fn attr_u32(el: &Element, name: &str) -> Option<u32> {
    el.get_attribute(name)?.parse().ok()
}

/// A region of the page written from an HTML string: `inner_html` is set only when the
/// string changes, and a focused button keeps the focus (found again by its
/// `data-testid`, or its `data-act`) so that keyboard play is not interrupted. With
/// `autofocus` (dialogs and full-screen layers), new content that the focus is not in
/// takes it: its `[data-autofocus]` element, else its first button.
pub fn region(node: NodeRef<leptos::html::Div>, autofocus: bool, html: Box<dyn Fn() -> String>) {
    let last = StoredValue::new_local((None::<Element>, String::new()));
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
        el.set_inner_html(&text);
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
