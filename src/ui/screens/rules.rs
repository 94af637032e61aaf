//! Rules: the turn in short, then every preset's full rules (those a game's rules dialog
//! shows, `crate::present::layers::all_rules`).
//! Written as an HTML string (`ui::html`), which costs less wasm than a `view!`.

use leptos::prelude::*;

use crate::ui::html::{region, Markup, H};
use crate::ui::i18n::{use_lang, Lang, P};

#[component]
pub fn Rules() -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(node, false, Box::new(move || rules_html(lang.get())));
    view! { <section class="page" data-testid="rules"><div node_ref=node></div></section> }
}

fn rules_html(l: Lang) -> Markup {
    let steps = [
        P::RulesCards,
        P::RulesReinforce,
        P::RulesAttack,
        P::RulesMove,
        P::RulesDraw,
    ];
    let mut h = H::new();
    h.el("h2", "", P::RulesTitle.text(l));
    h.el("p", "", P::RulesIntro.text(l));
    h.open("ol", "rules-steps").end();
    for m in steps {
        h.el("li", "", m.text(l));
    }
    h.close("ol");
    h.el("p", "", P::RulesWin.text(l));
    crate::present::layers::all_rules(&mut h, l);
    Markup::of(h)
}
