//! About: what the app is, where the map comes from, the legal line.

use leptos::prelude::*;

use crate::ui::i18n::{tr, Msg};

#[component]
pub fn About() -> impl IntoView {
    view! {
        <section class="page" data-testid="about">
            <h2>{tr(Msg::AboutTitle)}</h2>
            <p data-testid="about-unofficial">{tr(Msg::AboutUnofficial)}</p>
            <p data-testid="map-source">{tr(Msg::AboutMapSource)}</p>
            <p>{tr(Msg::AboutOffline)}</p>
            <p class="legal" data-testid="legal-line">{tr(Msg::LegalLine)}</p>
        </section>
    }
}
