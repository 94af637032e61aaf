//! The play screen: one game on one tablet, passed from hand to hand.
//!
//! Everything the screen shows comes from the [`Game`] held by
//! [`ActiveGame`]: what is legal (the highlights, the dice offered, the slider bounds),
//! why a tap is refused (the rules' [`ActionError`], put into words by
//! [`crate::ui::i18n_play::action_error_for`]), and what a player may see. The UI decides
//! no rule.
//!
//! Secrets: the objective and the cards are rendered only from
//! [`Game::view_for`] of the player who tapped "reveal" on the hand-over screen, and only
//! while that player is the one who must act ([`PlayUi::viewer`]). Whenever the acting
//! player changes, a full-screen hand-over hides everything until the next player taps;
//! the other players' secrets are never in the page.
//!
//! How a tap becomes an action, in one place: the [`component`] hands a tap on the map
//! and a button's act to the [`controller`]; the controller asks the presentation core
//! what the tap means ([`crate::present::play::tap`]) or matches the act
//! ([`crate::present::act::PlayAct`], exhaustively), and applies the resulting
//! [`crate::rules::Action`] to the game or changes the screen's state
//! ([`crate::present::play::UiState`]).
//!
//! - [`panel`], [`layers`], [`testa`]: the render functions of the side panel and of the
//!   layers over it (dialogs: attack, conquest, move, cards, rules; full-screen: seat
//!   order, hand-over, end-of-turn notice, final table), written as HTML strings
//!   ([`crate::present::html`]).

pub use crate::present::colors;
pub mod component;
pub mod controller;
pub mod layers;
pub mod panel;
pub mod sandbox;
pub mod testa;

use crate::ui::i18n::Lang;
use crate::ui::i18n_play::{action_error_for, Names};

pub use crate::present::play::{
    board_view, tap, BattleView, Dialog, Notice, Tab, Tap, UiState, Why,
};
pub use component::Play;
pub use controller::{use_play, PlayUi};

/// Why's sentence (the texts live with the Leptos glue for now).
impl Why {
    /// The sentence; with `morto`, worded for the morto's turn (the player at the tablet
    /// directs it: "un territorio del morto", never "un tuo territorio").
    pub fn text(&self, names: Names<'_>, lang: Lang, morto: bool) -> String {
        let t = |t| lang.territory(t);
        match (self, lang, morto) {
            (Why::Rule(e), _, _) => action_error_for(e, names, lang, morto),
            (Why::PickSourceFirst(x), Lang::It, false) => {
                format!("Per attaccare {} tocca prima un tuo territorio confinante, con almeno 2 armate.", t(*x))
            }
            (Why::PickSourceFirst(x), Lang::It, true) => {
                format!("Per attaccare {} tocca prima un territorio confinante del morto, con almeno 2 armate.", t(*x))
            }
            (Why::PickSourceFirst(x), Lang::En, false) => {
                format!("To attack {}, first tap one of your neighbouring territories with at least 2 armies.", t(*x))
            }
            (Why::PickSourceFirst(x), Lang::En, true) => {
                format!("To attack {}, first tap one of the morto's neighbouring territories with at least 2 armies.", t(*x))
            }
            (Why::NoEnemyNeighbour(x), Lang::It, _) => {
                format!("{} non confina con nessun nemico.", t(*x))
            }
            (Why::NoEnemyNeighbour(x), Lang::En, _) => format!("{} borders no enemy.", t(*x)),
            (Why::NoOwnNeighbour(x), Lang::It, m) => {
                format!(
                    "{} non confina con altri territori {}: non c'è dove spostare.",
                    t(*x),
                    if m { "del morto" } else { "tuoi" }
                )
            }
            (Why::NoOwnNeighbour(x), Lang::En, m) => {
                format!(
                    "{} borders none of {} other territories: nowhere to move to.",
                    t(*x),
                    if m { "the morto's" } else { "your" }
                )
            }
        }
    }
}
