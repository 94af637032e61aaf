//! About's glue: its markup is [`crate::present::about::page`].

use leptos::prelude::*;

use crate::ui::html::region;
use crate::ui::i18n::use_lang;

#[component]
pub fn About() -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(
        node,
        false,
        Box::new(move || crate::present::about::page(lang.get())),
    );
    view! { <section class="page" data-testid="about"><div node_ref=node></div></section> }
}
