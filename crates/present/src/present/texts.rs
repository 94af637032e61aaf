//! The texts' one convention, for every screen of both pages (the game app and the
//! tournament desk, each a wasm of its own with its own table):
//! - a fixed text is a variant of a table declared by [`texts!`] and worded in a
//!   `const fn text(self, Lang)` arm, `T::X => ("it", "en")`; `T::ALL` lists the
//!   variants for the tests (`tests/texts.rs`: every text worded in both languages);
//! - a sentence with names or numbers is a function taking the [`Lang`] that fills a
//!   template pair: `fill(pick(lang, "it {0}", "en {0}"), &[&x])`;
//! - names that are the same in every language are plain functions here.

use crate::present::lang::Lang;

/// Italian or English.
pub fn pick(lang: Lang, it: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::It => it,
        Lang::En => en,
    }
}

pub use crate::session::preset_name;

/// `template` with each `{i}` (one digit) replaced by `args[i]` (after " a " or " e ",
/// an argument that starts with the same vowel gets Italian's euphonic d: "ad Alaska"). The sentences of both
/// languages are written once as templates, picked by language and filled by this one
/// function: a `format!` per language copied the formatting code (and the arguments'
/// evaluation) into every branch of the game screens' texts.
pub fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    // No indexing or slicing that could panic: a str slice's panic path formats the
    // string with Debug, which would link the Unicode tables into the wasm.
    while let Some((head, tail)) = rest.split_once('{') {
        out.push_str(head);
        let k = tail
            .bytes()
            .next()
            .map_or(0, |b| usize::from(b.wrapping_sub(b'0')));
        if let Some(arg) = args.get(k) {
            let mut text = String::new();
            let _ = write!(text, "{arg}");
            // Italian's euphonic d: "a Alaska" -> "ad Alaska", "e Egitto" -> "ed Egitto";
            // and the article a plural name takes: "in Urali" -> "negli Urali".
            // English templates have no " a {i}", " e {i}", " in {i}" before such names.
            let first = text.chars().next().map(|c| c.to_ascii_lowercase());
            if out.ends_with(" e ") && first == Some('e') {
                out.pop();
                out.push_str("d ");
            }
            for (word, prep) in [(" a ", a_ad as fn(&str) -> &'static str), (" in ", in_it)] {
                if out.ends_with(word) {
                    out.truncate(out.len() - word.len() + 1);
                    out.push_str(prep(&text));
                    out.push(' ');
                }
            }
            out.push_str(&text);
        }
        rest = tail.get(2..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

/// Declares a table of fixed texts: the enum, with its doc comment, and `ALL`, every
/// variant in the order of the list. Its `text(self, Lang)` is written beside it.
macro_rules! texts {
    ($(#[$doc:meta])* $name:ident { $($v:ident,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum $name {
            $($v,)*
        }

        impl $name {
            /// Every variant, in the order of the list (`tests/texts.rs` checks each is
            /// worded in both languages).
            pub const ALL: &'static [$name] = &[$($name::$v,)*];
        }
    };
}
pub(crate) use texts;

/// The article of a plural place name: `Some(true)` for "gli" (Stati Uniti, Urali),
/// `Some(false)` for "i" (Territori del Nord Ovest), `None` for a name said without one.
fn plural(next: &str) -> Option<bool> {
    if next.starts_with("Stati ") || next.starts_with("Urali") {
        Some(true)
    } else if next.starts_with("Territori ") {
        Some(false)
    } else {
        None
    }
}

/// Italian's "a" before `next`: "ad" before a word starting with a ("ad Alaska"), "agli"
/// or "ai" before a plural place ("agli Urali", "ai Territori del Nord Ovest").
pub fn a_ad(next: &str) -> &'static str {
    match (plural(next), next.chars().next()) {
        (Some(true), _) => "agli",
        (Some(false), _) => "ai",
        (None, Some('a' | 'A')) => "ad",
        _ => "a",
    }
}

/// Italian's "in" before a place: "in Ucraina", "negli Urali", "nei Territori del Nord
/// Ovest".
pub fn in_it(next: &str) -> &'static str {
    match plural(next) {
        Some(true) => "negli",
        Some(false) => "nei",
        None => "in",
    }
}
