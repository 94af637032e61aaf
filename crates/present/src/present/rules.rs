//! Rules: the turn in short, then every preset's full rules (those a game's rules dialog
//! shows, `crate::present::layers::all_rules`).
//! Written as an HTML string, which costs less wasm than a `view!`; no state, no act
//! (the top bar's language and back are the shell's).

use super::html::{Html, Markup};
use super::i18n_app::AppText;
use super::lang::Lang;

/// The page's markup in `l`.
pub fn page(l: Lang) -> Markup {
    let steps = [
        AppText::RulesCards,
        AppText::RulesReinforce,
        AppText::RulesAttack,
        AppText::RulesMove,
        AppText::RulesDraw,
    ];
    let mut h = Html::new();
    h.el("h2", "", AppText::RulesTitle.text(l));
    h.el("p", "", AppText::RulesIntro.text(l));
    h.open("ol", "rules-steps").end();
    for m in steps {
        h.el("li", "", m.text(l));
    }
    h.close("ol");
    h.el("p", "", AppText::RulesWin.text(l));
    super::layers::all_rules(&mut h, l);
    Markup::of(h)
}
