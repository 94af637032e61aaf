//! About: what the app is, where the map comes from, the legal line. Written as an HTML
//! string, which costs less wasm than a `view!`; no state, no act (the top bar's
//! language and back are the shell's).

use super::html::{Html, Markup};
use super::i18n_app::AppText;
use super::lang::Lang;

/// The page's markup in `l`.
pub fn page(l: Lang) -> Markup {
    let mut h = Html::new();
    h.el("h2", "", AppText::About.text(l));
    h.open("p", "")
        .id("about-unofficial")
        .end()
        .text(AppText::AboutUnofficial.text(l))
        .close("p");
    h.open("p", "")
        .id("map-source")
        .end()
        .text(AppText::AboutMapSource.text(l))
        .close("p");
    h.el("p", "", AppText::AboutOffline.text(l));
    // Dice you can trust: what the fingerprint proves and what it cannot.
    h.el(
        "h3",
        "",
        super::texts::pick(l, "Dadi verificabili", "Dice you can check"),
    );
    h.open("p", "")
        .id("about-fingerprint")
        .end()
        .text(super::verify_pages::proves(l))
        .close("p");
    h.open("p", "legal")
        .id("legal-line")
        .end()
        .text(AppText::LegalLine.text(l))
        .close("p");
    Markup::of(h)
}
