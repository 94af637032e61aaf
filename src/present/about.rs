//! About: what the app is, where the map comes from, the legal line. Written as an HTML
//! string, which costs less wasm than a `view!`; no state, no act (the top bar's
//! language and back are the shell's).

use super::html::{Markup, H};
use super::i18n_play::P;
use super::lang::Lang;

/// The page's markup in `l`.
pub fn page(l: Lang) -> Markup {
    let mut h = H::new();
    h.el("h2", "", P::About.text(l));
    h.open("p", "")
        .id("about-unofficial")
        .end()
        .text(P::AboutUnofficial.text(l))
        .close("p");
    h.open("p", "")
        .id("map-source")
        .end()
        .text(P::AboutMapSource.text(l))
        .close("p");
    h.el("p", "", P::AboutOffline.text(l));
    // Dice you can trust: what the fingerprint proves and what it cannot.
    h.el(
        "h3",
        "",
        super::texts::pick(l, "Dadi verificabili", "Dice you can check"),
    );
    h.open("p", "")
        .id("about-fingerprint")
        .end()
        .text(super::trust::proves(l))
        .close("p");
    h.open("p", "legal")
        .id("legal-line")
        .end()
        .text(P::LegalLine.text(l))
        .close("p");
    Markup::of(h)
}
