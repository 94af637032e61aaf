//! Rules' glue: its markup is [`crate::present::rules::page`].

use leptos::prelude::*;

use crate::ui::html::region;
use crate::ui::i18n::use_lang;

#[component]
pub fn Rules() -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(
        node,
        false,
        Box::new(move || crate::present::rules::page(lang.get())),
    );
    view! { <section class="page" data-testid="rules"><div node_ref=node></div></section> }
}
