//! A tiny HTML writer for the screens, escaping by construction.
//!
//! Why not `view!`: every distinct Leptos view type is monomorphised into its own build
//! and rebuild code, and the game screens have hundreds of them (measured: 150 KB of
//! gzipped wasm for the play screen alone, against a 200 KB budget for the whole app).
//! The screens therefore render each region of the page to a string, written with
//! `innerHTML` only when it changed (`crate::ui::html::region`), and take their clicks
//! through one delegated listener reading `data-act` ([`crate::present::act`]).
//!
//! Escaping holds by the types: markup as it is ([`Html::raw`]), tag and attribute names
//! are `&'static str` (text in the program, never player input); every other string is
//! escaped; numbers are integers ([`Int`]) and cannot carry markup.

use std::fmt::Write;

use crate::present::act::Act;

/// An integer written into the markup as it is.
pub trait Int: Copy + std::fmt::Display + sealed::Sealed {}

mod sealed {
    pub trait Sealed {}
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Int for $t {}
    )*};
}
ints!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// An HTML string being written.
#[derive(Default)]
pub struct Html(String);

impl Html {
    pub fn new() -> Html {
        Html(String::with_capacity(1024))
    }

    /// Markup as it is: only text of the program itself.
    pub fn raw(&mut self, s: &'static str) -> &mut Html {
        self.0.push_str(s);
        self
    }

    /// Text, escaped (safe in element content and in quoted attribute values).
    pub fn text(&mut self, s: &str) -> &mut Html {
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

    /// An integer.
    pub fn num(&mut self, n: impl Int) -> &mut Html {
        let _ = write!(self.0, "{n}");
        self
    }

    /// `<tag class="class"` (attributes may follow; finish with [`Html::end`]).
    pub fn open(&mut self, tag: &'static str, class: &str) -> &mut Html {
        self.0.push('<');
        self.0.push_str(tag);
        if !class.is_empty() {
            self.attr("class", class);
        }
        self
    }

    /// ` name="value"`, the value escaped.
    pub fn attr(&mut self, name: &'static str, value: &str) -> &mut Html {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.text(value);
        self.0.push('"');
        self
    }

    /// ` name="n"`.
    pub fn attr_num(&mut self, name: &'static str, n: impl Int) -> &mut Html {
        let _ = write!(self.0, " {name}=\"{n}\"");
        self
    }

    /// ` data-testid="id"`.
    pub fn id(&mut self, testid: &str) -> &mut Html {
        self.attr("data-testid", testid)
    }

    /// ` data-act="act"`.
    pub fn act(&mut self, act: impl Into<Act>) -> &mut Html {
        self.act_(&act.into())
    }

    fn act_(&mut self, act: &Act) -> &mut Html {
        let mut s = String::new();
        act.encode(&mut s);
        self.attr("data-act", &s)
    }

    /// ` data-bind="bind"`: the value an input edits.
    pub fn bind(&mut self, bind: impl crate::present::act::Named) -> &mut Html {
        self.attr("data-bind", bind.key())
    }

    /// `>`.
    pub fn end(&mut self) -> &mut Html {
        self.0.push('>');
        self
    }

    /// `</tag>`.
    pub fn close(&mut self, tag: &'static str) -> &mut Html {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// A number with at most two decimals (coordinates).
    pub fn fixed2(&mut self, v: f64) -> &mut Html {
        crate::present::viewport::push_fixed2(&mut self.0, v);
        self
    }

    /// `<tag class="class">text</tag>`.
    pub fn el(&mut self, tag: &'static str, class: &str, text: &str) -> &mut Html {
        self.open(tag, class).end().text(text).close(tag)
    }

    /// A button that acts (and, if `testid` is not empty, has a `data-testid`).
    pub fn button(
        &mut self,
        class: &str,
        testid: &str,
        act: impl Into<Act>,
        label: &str,
    ) -> &mut Html {
        self.open_button_(class, testid, &act.into(), false)
            .text(label)
            .close("button")
    }

    /// `<button ... data-act="act"` with `disabled` if asked, closed with `>`.
    pub fn open_button(
        &mut self,
        class: &str,
        testid: &str,
        act: impl Into<Act>,
        disabled: bool,
    ) -> &mut Html {
        self.open_button_(class, testid, &act.into(), disabled)
    }

    fn open_button_(&mut self, class: &str, testid: &str, act: &Act, disabled: bool) -> &mut Html {
        self.open("button", class).attr("type", "button").act_(act);
        if !testid.is_empty() {
            self.id(testid);
        }
        if disabled {
            self.raw(" disabled");
        }
        self.end()
    }

    /// Like [`Html::open_button`], and the element that takes the focus when its dialog opens.
    pub fn open_button_focus(
        &mut self,
        class: &str,
        testid: &str,
        act: impl Into<Act>,
    ) -> &mut Html {
        self.open("button", class)
            .attr("type", "button")
            .act_(&act.into())
            .id(testid)
            .raw(" data-autofocus>")
    }

    pub fn into_string(self) -> String {
        self.0
    }

    /// Appends markup written by another [`Html`] (see [`Markup`]).
    pub fn markup(&mut self, m: &Markup) -> &mut Html {
        self.0.push_str(&m.0);
        self
    }
}

/// Markup written with [`Html`]: what a region of the page (`crate::ui::html::region`) and
/// the desk page take, or kept (Verifica's page, rendered once per game and move). Only
/// [`Markup::of`] (an [`Html`]'s output) makes one, so escaping stays by construction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Markup(String);

impl Markup {
    pub fn of(h: Html) -> Markup {
        Markup(h.0)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// This markup followed by `more`.
    pub fn append(&mut self, more: Markup) {
        self.0.push_str(&more.0);
    }
}

/// Handed to a sink that takes text (Leptos' `inner_html`).
impl From<Markup> for String {
    fn from(m: Markup) -> String {
        m.0
    }
}

/// Shown as its text (test messages).
impl std::fmt::Display for Markup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Read as text (tests, snapshots); never built from one.
impl std::ops::Deref for Markup {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::act::{PlayAct, SavesAct};

    const HOSTILE: [&str; 4] = [
        "<img src=x onerror=alert(1)>",
        "A&B \"q\"",
        "it's",
        "Zoë 🎲",
    ];

    #[test]
    fn text_escapes_markup_quotes_and_ampersands() {
        let mut h = Html::new();
        h.text(HOSTILE[0])
            .text(HOSTILE[1])
            .text(HOSTILE[2])
            .text(HOSTILE[3]);
        assert_eq!(
            h.into_string(),
            "&lt;img src=x onerror=alert(1)&gt;A&amp;B &quot;q&quot;it&#39;sZoë 🎲"
        );
    }

    #[test]
    fn attribute_values_classes_and_testids_are_escaped() {
        for s in HOSTILE {
            let mut h = Html::new();
            h.open("p", s)
                .attr("title", s)
                .id(s)
                .end()
                .text(s)
                .close("p");
            let out = h.into_string();
            // One element: the only `<` and `>` are the writer's own, and every quote
            // of the value is escaped (each attribute has exactly its two quotes).
            assert_eq!(out.matches('<').count(), 2, "{out}");
            assert_eq!(out.matches('>').count(), 2, "{out}");
            assert_eq!(out.matches('"').count(), 6, "{out}");
            assert!(!out.contains('\''), "{out}");
        }
    }

    #[test]
    fn an_act_carrying_any_id_stays_inside_its_attribute() {
        for s in HOSTILE {
            let mut h = Html::new();
            h.button("b", "t", SavesAct::Export(s.into()), s);
            let out = h.into_string();
            assert_eq!(out.matches('<').count(), 2, "{out}");
            assert_eq!(out.matches('"').count(), 8, "{out}");
            let act = out
                .split("data-act=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap();
            let unescaped = act
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&");
            assert_eq!(
                Act::decode(&unescaped),
                Some(SavesAct::Export(s.into()).into())
            );
        }
    }

    #[test]
    fn numbers_and_buttons_are_written_as_expected() {
        let mut h = Html::new();
        h.num(-3i32).raw(" ").num(42usize);
        h.open_button("step", "", PlayAct::Dice(2), true)
            .raw("2")
            .close("button");
        assert_eq!(
            h.into_string(),
            "-3 42<button class=\"step\" type=\"button\" data-act=\"dice:2\" disabled>2</button>"
        );
    }
}
