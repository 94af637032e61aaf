//! The charts on screen: territories, armies on the board, table points (where they may
//! be shown) and tris traded per player by turn, as inline SVG written with [`Html`] in
//! integers (no float formatting in the wasm), each line in its player's colour with a
//! dash pattern of its own ([`super::picture::dashes`], as in the exported charts).

use crate::history::{SeatSample, Timeline};
use crate::present::act::PlayAct;
use crate::present::colors::{css, swatch};
use crate::present::html::Html;
use crate::present::i18n_app::{points, AppText};
use crate::present::lang::Lang;
use crate::present::texts::pick;
use crate::rules::{GameConfig, Points};

use super::picture::{dashes, Series};

/// Plot area in the 1000 x 400 viewBox.
const LEFT: i64 = 70;
const RIGHT: i64 = 990;
const TOP: i64 = 16;
const BOTTOM: i64 = 360;

fn value(series: Series, s: &SeatSample) -> i64 {
    match series {
        Series::Territories => i64::from(s.territories),
        Series::Armies => i64::from(s.armies),
        Series::TablePoints => s.table_points.map_or(0, |p| p.0),
        Series::CardsTraded => i64::from(s.trades),
    }
}

fn label(h: &mut Html, series: Series, v: i64, l: Lang) {
    match series {
        Series::TablePoints => h.text(&points(Points(v), l)),
        _ => h.num(v.clamp(0, u32::MAX.into()) as u32),
    };
}

/// Every chart the timeline allows, with the players' legend.
pub fn charts(h: &mut Html, t: &Timeline, config: &GameConfig, l: Lang) {
    h.raw(r#"<div class="charts" data-testid="charts"><ul class="chart-legend">"#);
    for s in &config.seats {
        h.raw("<li>");
        swatch(h, s.color);
        h.raw(
            r#"<svg viewBox="0 0 60 10" class="dash"><path d="M0 5h60" stroke-width="4" stroke=""#,
        )
        .raw(css(s.color))
        .raw(r#"" stroke-dasharray=""#)
        .raw(dashes(s.color))
        .raw(r#""/></svg>"#)
        .text(&s.name)
        .raw("</li>");
    }
    h.raw("</ul>");
    // The map as it is now, as a file.
    h.button(
        "action",
        "stats-export-map",
        PlayAct::ExportMap(u32::MAX),
        AppText::MapSvg.text(l),
    );
    for (k, series) in Series::ALL.into_iter().enumerate() {
        if series != Series::TablePoints || t.table_points {
            chart(h, t, config, series, k, l);
        }
    }
    h.raw("</div>");
}

/// One series as a line chart: x the samples (turn starts), y from 0 to the largest
/// value; the rounds' first and last on the x axis. Its caption offers it as a file
/// (`k`: its index in [`Series::ALL`]).
pub fn chart(h: &mut Html, t: &Timeline, config: &GameConfig, series: Series, k: usize, l: Lang) {
    let n = t.samples.len().max(2) as i64 - 1;
    let max = t
        .samples
        .iter()
        .flat_map(|s| s.seats.iter().map(|x| value(series, x)))
        .max()
        .unwrap_or(0)
        .max(1);
    // Coordinates within the viewBox: u32 is written as the rest of the page's numbers.
    let x = |i: usize| (LEFT + (RIGHT - LEFT) * i as i64 / n) as u32;
    let y = |v: i64| (BOTTOM - (BOTTOM - TOP) * v.clamp(0, max) / max) as u32;
    h.raw(r#"<figure class="chart" data-testid="chart" data-series=""#)
        .raw(series.key())
        .raw(r#""><figcaption><span>"#)
        .raw(series.name(l))
        .raw("</span>");
    h.open("button", "action")
        .attr("type", "button")
        .act(PlayAct::ExportChart(k as u32))
        .id("export-chart")
        .attr("data-series", series.key())
        .end()
        .raw(AppText::ChartSvg.text(l))
        .close("button");
    h.raw(r#"</figcaption><svg viewBox="0 0 1000 400" role="img" aria-label=""#)
        .raw(series.name(l))
        .raw(
            r#""><g class="axis"><path d="M70 16V360H990"/><text x="62" y="28" text-anchor="end">"#,
        );
    label(h, series, max, l);
    h.raw(r#"</text><text x="62" y="360" text-anchor="end">0</text><text x="70" y="392">"#)
        .raw(pick(l, "giro ", "round "))
        .num(t.samples.first().map_or(0, |s| s.round))
        .raw(r#"</text><text x="990" y="392" text-anchor="end">"#)
        .raw(pick(l, "giro ", "round "))
        .num(t.samples.last().map_or(0, |s| s.round))
        .raw("</text></g>");
    for (seat, sc) in config.seats.iter().enumerate() {
        h.raw(r#"<polyline fill="none" stroke-width="4" stroke-linejoin="round" stroke=""#)
            .raw(css(sc.color))
            .raw(r#"" stroke-dasharray=""#)
            .raw(dashes(sc.color))
            .raw(r#"" data-seat=""#)
            .num(seat)
            .raw(r#"" points=""#);
        for (i, s) in t.samples.iter().enumerate() {
            if i > 0 {
                h.raw(" ");
            }
            let v = s.seats.get(seat).map_or(0, |x| value(series, x));
            h.num(x(i)).raw(",").num(y(v));
        }
        h.raw(r#""/>"#);
    }
    h.raw("</svg></figure>");
}
