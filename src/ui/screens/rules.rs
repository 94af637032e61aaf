//! Rules: the turn in short. The full rules of a preset come with the game screens.

use leptos::prelude::*;

use crate::ui::i18n::{tr, Msg};

#[component]
pub fn Rules() -> impl IntoView {
    let steps = [
        Msg::RulesCards,
        Msg::RulesReinforce,
        Msg::RulesAttack,
        Msg::RulesMove,
        Msg::RulesDraw,
    ];
    view! {
        <section class="page" data-testid="rules">
            <h2>{tr(Msg::RulesTitle)}</h2>
            <p>{tr(Msg::RulesIntro)}</p>
            <ol class="rules-steps">
                {steps.into_iter().map(|m| view! { <li>{tr(m)}</li> }).collect_view()}
            </ol>
            <p>{tr(Msg::RulesWin)}</p>
        </section>
    }
}
