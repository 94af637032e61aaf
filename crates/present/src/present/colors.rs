//! The six RisiKo! colours on screen, each with a pattern so that colour-blind players
//! can tell them apart: the map fills use `url(#pp-<colour>)` (colour plus pattern), and
//! every swatch next to a player's name shows the same pattern.

use crate::present::html::{Html, Markup};
use crate::rules::Color;

/// The colour's CSS value.
pub const fn css(c: Color) -> &'static str {
    match c {
        Color::Blu => "#2163c4",
        Color::Rosso => "#c62828",
        Color::Giallo => "#f2c230",
        Color::Verde => "#2e7d32",
        Color::Viola => "#7e3fa8",
        Color::Nero => "#2b2b2b",
    }
}

/// The colour of a neutral territory (`club`: the draft's two, a retired player's): a
/// light grey no player's colour resembles.
pub const NEUTRAL: &str = "#b8b2a6";

/// The fill of a neutral territory: [`NEUTRAL`] crossed by a dark X hatch, a pattern no
/// seat's resembles (colour-blind players tell it apart from every colour).
pub const NEUTRAL_FILL: &str = "url(#pp-neutral)";

/// The pattern drawn over the colour (one 28-unit tile): path, ink (white or black),
/// the ink's opacity in percent and its stroke width. The map and the exported pictures
/// (`present::history::picture`) draw the same tiles.
pub const fn pattern(c: Color) -> (&'static str, bool, u8, u8) {
    match c {
        // Rising diagonals.
        Color::Blu => ("M-7 7 7-7M0 28 28 0M21 35 35 21", true, 45, 5),
        // Dots, drawn as round-capped zero-length strokes.
        Color::Rosso => ("M7 7h0M21 21h0", true, 55, 9),
        // Horizontal bars.
        Color::Giallo => ("M0 14h28", false, 30, 5),
        // Falling diagonals.
        Color::Verde => ("M-7 21 7 35M0 0 28 28M21-7 35 7", true, 45, 5),
        // A grid.
        Color::Viola => ("M14 0v28M0 14h28", true, 40, 4),
        // Vertical bars.
        Color::Nero => ("M14 0v28", true, 35, 5),
    }
}

/// The pattern's ink as `#rrggbb`.
pub const fn ink(white: bool) -> &'static str {
    if white {
        "#ffffff"
    } else {
        "#000000"
    }
}

/// The fill of a territory held by colour `c`: colour and pattern.
pub fn fill(c: Color) -> String {
    format!("url(#pp-{})", c.key())
}

/// The `<pattern>` definitions (once per screen that shows players).
pub fn pattern_defs() -> Markup {
    let mut h = Html::new();
    write_pattern_defs(&mut h);
    Markup::of(h)
}

/// [`pattern_defs`], written into `h`.
pub fn write_pattern_defs(h: &mut Html) {
    h.raw(r#"<svg class="pattern-defs" width="0" height="0" aria-hidden="true"><defs>"#);
    // The neutral hatch: a dark X, a pattern no seat's resembles.
    let neutral = ("M0 0 28 28M28 0 0 28", false, 45, 3);
    let all = Color::ALL.map(|c| (c.key(), css(c), pattern(c)));
    for (key, colour, (d, white, opacity, width)) in
        all.into_iter().chain([("neutral", NEUTRAL, neutral)])
    {
        h.raw(r#"<pattern width="28" height="28" patternUnits="userSpaceOnUse" id="pp-"#)
            .raw(key)
            .raw(r#""><rect width="28" height="28" fill=""#)
            .raw(colour)
            .raw(r#""/><path fill="none" stroke-linecap="round" d=""#)
            .raw(d)
            .raw(r#"" stroke=""#)
            .raw(ink(white))
            .raw(r#"" stroke-opacity="."#)
            .num(opacity)
            .raw(r#"" stroke-width=""#)
            .num(width)
            .raw(r#""/></pattern>"#);
    }
    h.raw("</defs></svg>");
}

/// A small square showing a colour and its pattern.
pub fn swatch(h: &mut Html, c: Color) {
    h.raw(r#"<svg class="swatch" viewBox="0 0 56 56" aria-hidden="true" data-color=""#)
        .raw(c.key())
        .raw(r#""><rect width="56" height="56" rx="10" fill="url(#pp-"#)
        .raw(c.key())
        .raw(r#")"/></svg>"#);
}
