//! The presentation core: what the UI shows and how a tap becomes an act, in plain Rust
//! that builds and is tested natively. `crate::ui` (wasm32 only) is the Leptos glue
//! around it: signals, effects and the DOM.
//!
//! - [`act`]: every button's act ([`act::Act`]), written into the markup as `data-act`
//!   and read back by one function pair ([`act::Act::encode`], [`act::Act::decode`]).
//! - [`html`]: the HTML writer the screens are rendered with; it escapes by construction.
//! - [`i18n_app`]: the app's one table of texts in Italian and English
//!   ([`i18n_app::AppText`]) and the game screens' sentences (sentences with values are
//!   template pairs filled by [`texts::fill`]).
//! - [`i18n_saves`]: the saved games' sentences and every save or storage error worded.
//! - [`lang`]: the languages the UI speaks.
//! - [`new_game`]: the new-game form: its state, its checks, its markup.
//! - [`screen`]: the app's screens.
//! - [`follow`]: following the computer's turn: arrows on the map and the summary.
//! - [`dice_tray`]: the dice of the last attack, laid over the map.
//! - [`ending`]: how a new game ends, as the new-game form offers it.
//! - [`play`]: the play screen's state, what a tap means ([`play::tap`]) and what the
//!   map shows ([`play::board_view`]).
//! - [`history`]: a game looked back at: the log as text, SVG map and charts.
//! - [`home`]: the first screen's markup.
//! - [`prerender`]: the first screens written into the pages at build time.
//! - [`saves`]: the saved games' screen (list, notices, questions).
//! - [`replay_view`]: "Rivedi", a finished game step by step (its bar).
//! - [`board_view`]: what the board shows, territory by territory.
//! - [`bots`]: computer players on the play screen: who sees what, the pace of their
//!   turns, the one-tap game against the computer.
//! - [`panel`]: the play screen's side panel (whose turn, the phase's actions, the tabs).
//! - [`layers`]: what covers the play screen's map: hand-over, notices, final table,
//!   dialogs.
//! - [`club`]: the club draft and chains, and what only a club game shows.
//! - [`testa`]: testa a testa on the play screen: the morto, the extra rolls, the match.
//! - [`colors`]: the players' colours and patterns.
//! - [`verify_pages`]: the dice fingerprint, Verifica and the dice statistics.
//! - [`texts`]: texts that are the same in every language.
//! - [`tournament`]: the tournament desk's screen (state, reducer, markup).
//! - [`viewport`]: the map's pan and zoom arithmetic.

pub mod about;
pub mod act;
pub mod board_view;
pub mod bots;
pub mod club;
pub mod colors;
pub mod dice_tray;
pub mod ending;
pub mod explore;
pub mod follow;
pub mod history;
pub mod home;
pub mod html;
pub mod i18n_app;
pub mod i18n_saves;
pub mod lang;
pub mod layers;
pub mod new_game;
pub mod notices;
pub mod panel;
pub mod platform;
pub mod play;
pub mod prerender;
pub mod replay_view;
pub mod rule_text;
pub mod rules;
pub mod saves;
pub mod screen;
pub mod testa;
pub mod texts;
pub mod tournament;
pub mod verify_pages;
pub mod viewport;
