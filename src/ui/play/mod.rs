//! The play screen: one game on one tablet, passed from hand to hand.
//!
//! Everything the screen shows comes from the [`Game`] held by
//! [`ActiveGame`]: what is legal (the highlights, the dice offered, the slider bounds),
//! why a tap is refused (the rules' [`ActionError`], put into words by
//! [`crate::ui::i18n_app::action_error_for`]), and what a player may see. The UI decides
//! no rule.
//!
//! Secrets: the objective and the cards are rendered only from
//! [`Game::view_for`] of the player who tapped "reveal" on the hand-over screen, and only
//! while that player is the one who must act ([`PlayUi::viewer`]). Whenever the acting
//! player changes, a full-screen hand-over hides everything until the next player taps;
//! the other players' secrets are never in the page. Computer seats
//! ([`crate::present::bots::Table`]): no hand-over for a computer, none at all with a
//! single person at the table (whose secrets are then always shown), and a computer's
//! secrets never before the end.
//!
//! How a tap becomes an action, in one place: the [`component`] hands a tap on the map
//! and a button's act to the [`controller`]; the controller asks the presentation core
//! what the tap means ([`crate::present::play::tap`]) or matches the act
//! ([`crate::present::act::PlayAct`], exhaustively), and applies the resulting
//! [`crate::rules::Action`] to the game or changes the screen's state
//! ([`crate::present::play::UiState`]).
//!
//! - [`panel`]: the side panel's glue; its render functions are
//!   [`crate::present::panel`] (with [`crate::present::testa`] and
//!   [`crate::present::club`]), built and snapshotted natively.
//! - [`layers`]: the render functions of the layers over the panel (dialogs: attack,
//!   conquest, move, cards, rules; full-screen: seat order, hand-over, end-of-turn
//!   notice, final table), written as HTML strings ([`crate::present::html`]).

pub use crate::present::{club, colors, testa};
pub mod component;
pub mod controller;
pub mod dice_tray;
pub mod layers;
pub mod panel;
pub mod replay;
pub mod sandbox;
pub mod turning;

pub use crate::present::play::{
    board_view, tap, BattleView, Dialog, Notice, Tab, Tap, UiState, Why,
};
pub use component::Play;
pub use controller::{use_play, PlayUi};
