//! About: what the app is, where the map comes from, the legal line. Written as an HTML
//! string (`ui::html`), which costs less wasm than a `view!`.

use leptos::prelude::*;

use crate::ui::html::{region, Markup, H};
use crate::ui::i18n::{use_lang, Lang, P};

#[component]
pub fn About() -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(node, false, Box::new(move || about_html(lang.get())));
    view! { <section class="page" data-testid="about"><div node_ref=node></div></section> }
}

fn about_html(l: Lang) -> Markup {
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
        crate::present::texts::pick(l, "Dadi verificabili", "Dice you can check"),
    );
    h.open("p", "")
        .id("about-fingerprint")
        .end()
        .text(crate::present::trust::proves(l))
        .close("p");
    h.open("p", "legal")
        .id("legal-line")
        .end()
        .text(P::LegalLine.text(l))
        .close("p");
    Markup::of(h)
}
