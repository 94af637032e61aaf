//! The first screens written into the pages at build time (`src/bin/prerender.rs`, run by
//! `scripts/post-build.mjs`), so that a cold load shows them before any wasm has arrived:
//! index.html gets the app's shell on Home ([`home`]), torneo.html the desk's top bar
//! over an empty desk ([`desk`]).
//!
//! Each is written in every language, each copy marked `data-pre-lang`: `public/boot.js`,
//! a blocking script in `<head>` (the CSP forbids inline ones), sets `<html lang>` from
//! the stored choice before the first paint and `style/app.css` hides the other copies.
//! The markup is the app's own ([`super::home::write_header`], [`super::home::write_page`],
//! [`super::tournament::page`]) without its `data-testid`s and the shell's `data-screen`:
//! the tests find the app by them, not this stand-in (and the copies would repeat them). When the wasm has mounted
//! the app, `boot.js` removes `#prerender` before the app's first frame, and
//! performs a tap made on it meanwhile (`tests/e2e/first_paint.test.mjs`).

use super::home::{write_header, write_page};
use super::html::Html;
use super::lang::Lang;
use super::screen::Screen;
use super::tournament::{self, Desk};
use crate::rules::{Phase, PresetId};
use crate::storage::Summary;

/// index.html's first screen: `<div id="prerender">` holding, per language, the app's
/// shell (`ui::app::App`) on Home, with a "Continua" slot ([`slot`]).
pub fn home() -> String {
    let mut h = Html::new();
    h.open("div", "").attr("id", "prerender").end();
    for l in Lang::ALL {
        h.open("div", "app")
            .attr("data-pre-lang", l.code())
            .attr("data-lang", l.code())
            .end();
        h.open("header", "topbar")
            .end()
            .open("div", "topbar-row")
            .end();
        write_header(&mut h, Screen::Home, l);
        h.close("div").close("header");
        h.open("main", "screen").end();
        h.open("section", "home")
            .end()
            .open("div", "home-body")
            .end();
        // The settings of a first visit; a player who changed them sees the app's
        // line replace this one when it takes over.
        let (config, computers) = super::bots::vs_computer_default(l);
        let vs = super::bots::describe(&config, &computers, l);
        write_page(&mut h, l, Some(&slot()), None, &vs);
        h.close("div").close("section").close("main").close("div");
    }
    h.close("div");
    without_testids(&h.into_string())
}

/// The "Continua" button's place: which game it continues is known once the app has read
/// the saves. `boot.js` keeps the place (invisible) when the browser holds saved games,
/// so that the app's button appears in it without moving the others; else it is not drawn.
/// Its act, `continue:` with no game, is the slot's mark (`style/app.css`).
fn slot() -> Summary {
    Summary {
        id: String::new(),
        // One line's height, as a game's name takes.
        name: "\u{a0}".into(),
        preset: PresetId::Classico,
        players: Vec::new(),
        round: 0,
        phase: Phase::Reinforce,
        created_ms: 0,
        last_played_ms: 0,
        actions: 0,
        elapsed_ms: 0,
        bytes: 0,
    }
}

/// torneo.html's loading state, written inside its `#desk` (the desk's first render
/// replaces it): per language, the desk's top bar and its empty main area.
pub fn desk() -> String {
    let mut out = String::new();
    for l in Lang::ALL {
        let mut h = Html::new();
        h.open("div", "pre-lang")
            .attr("data-pre-lang", l.code())
            .end();
        out.push_str(&h.into_string());
        let page = tournament::page(&Desk::default(), l);
        // The top bar and the opening of the desk's main area, closed empty.
        let open = "data-testid=\"tournament\">";
        let cut = page.find(open).map_or(page.len(), |at| at + open.len());
        out.push_str(&page[..cut]);
        out.push_str("</div></main></div>");
    }
    without_testids(&out)
}

/// `html` without its ` data-testid="…"` and ` data-screen="…"` attributes (values are
/// escaped: no `"` inside).
fn without_testids(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    loop {
        let next = [" data-testid=\"", " data-screen=\""]
            .into_iter()
            .filter_map(|attr| rest.find(attr).map(|at| (at, attr.len())))
            .min();
        let Some((at, len)) = next else { break };
        out.push_str(&rest[..at]);
        let value = &rest[at + len..];
        rest = value.find('"').map_or("", |end| &value[end + 1..]);
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::home::{header, page};

    #[test]
    fn the_prerendered_home_is_the_apps_markup_in_every_language_without_testids() {
        let html = home();
        assert!(!html.contains("data-testid"), "{html}");
        assert!(!html.contains("data-screen"), "{html}");
        for l in Lang::ALL {
            let copy = format!("data-pre-lang=\"{}\"", l.code());
            assert_eq!(html.matches(&copy).count(), 1, "{html}");
            assert!(html.contains(&without_testids(&header(Screen::Home, l))));
            let (config, computers) = crate::present::bots::vs_computer_default(l);
            let vs = crate::present::bots::describe(&config, &computers, l);
            assert!(html.contains(&without_testids(&page(l, Some(&slot()), None, &vs))));
            assert_eq!(html.matches("data-act=\"continue:\"").count(), 2, "{html}");
            // The saved games' count: an empty badge, filled by boot.js (style/app.css).
            assert_eq!(
                html.matches("<span class=\"home-count\"></span>").count(),
                2,
                "{html}"
            );
        }
        // Home's buttons keep their acts: a tap on one is performed by the app.
        assert!(html.contains("data-act=\"go:explore\""), "{html}");
        assert!(html.contains("data-act=\"lang:en\""), "{html}");
    }

    #[test]
    fn the_prerendered_desk_is_its_top_bar_over_an_empty_desk() {
        let html = desk();
        assert!(!html.contains("data-testid"), "{html}");
        assert!(!html.contains("data-screen"), "{html}");
        for l in Lang::ALL {
            let copy = format!("data-pre-lang=\"{}\"", l.code());
            assert_eq!(html.matches(&copy).count(), 1, "{html}");
        }
        assert_eq!(html.matches("<main").count(), 2, "{html}");
        assert_eq!(html.matches("</main>").count(), 2, "{html}");
        assert!(html.contains("class=\"topbar-title\""), "{html}");
    }

    #[test]
    fn testids_are_removed_and_nothing_else() {
        assert_eq!(
            without_testids(
                r#"<a data-testid="x" href="y">t</a><b data-testid="">u</b><main data-screen="s">"#
            ),
            r#"<a href="y">t</a><b>u</b><main>"#
        );
    }
}
