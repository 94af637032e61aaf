//! Looking back at a game, in words and pictures: the log as text and the SVG files to
//! keep (map at any step, charts), from what [`crate::history`] computes, with the play
//! screen's texts ([`crate::present::i18n_app`]), colours and patterns
//! ([`crate::present::colors`]).
//!
//! - [`chart`]: the charts on screen (inline SVG, integers only);
//! - [`export`]: the SVG files offered as downloads, made in the bots' worker;
//! - [`log`]: the log as plain text;
//! - [`picture`]: SVG pictures of the map at any step and of the charts;
//! - [`turning`]: the final table's turning points (chances of winning, three moments).

pub mod chart;
pub mod export;
pub mod log;
pub mod picture;
pub mod turning;

pub use export::{file, Download};
pub use log::log_text;
pub use picture::{chart_svg, map_svg, MapShapes, Series};
