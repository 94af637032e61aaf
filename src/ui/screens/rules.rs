//! Rules: the turn in short. The full rules of a preset come with the game screens.
//! Written as an HTML string (`ui::html`), which costs less wasm than a `view!`.

use leptos::prelude::*;

use crate::ui::html::{region, H};
use crate::ui::i18n::{use_lang, Lang, Msg};

#[component]
pub fn Rules() -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(node, false, Box::new(move || rules_html(lang.get())));
    view! { <section class="page" data-testid="rules"><div node_ref=node></div></section> }
}

fn rules_html(l: Lang) -> String {
    let steps = [
        Msg::RulesCards,
        Msg::RulesReinforce,
        Msg::RulesAttack,
        Msg::RulesMove,
        Msg::RulesDraw,
    ];
    let mut h = H::new();
    h.el("h2", "", Msg::RulesTitle.text(l));
    h.el("p", "", Msg::RulesIntro.text(l));
    h.open("ol", "rules-steps").end();
    for m in steps {
        h.el("li", "", m.text(l));
    }
    h.close("ol");
    h.el("p", "", Msg::RulesWin.text(l));
    h.into_string()
}
