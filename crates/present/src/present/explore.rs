//! Explore the map: tap a territory to see its name, continent and neighbours.
//! Neighbours come from the rules' border table (`rules::board`), never from geometry.
//! The screen's state is the territory selected; its glue (the map, the clicks) is
//! `ui::screens::explore`. The side panel is an HTML string with delegated `data-act`
//! clicks, like the game screens': as a `view!` it cost about 5.7 KB of gzipped wasm.

use super::act::ExploreAct;
use super::html::{Html, Markup};
use super::i18n_app::AppText;
use super::lang::Lang;
use crate::rules::board::TerritoryId;

/// The territory selected after `act` (each act sets it, whatever was selected).
pub fn reduce(act: ExploreAct) -> Option<TerritoryId> {
    match act {
        ExploreAct::Close => None,
        ExploreAct::Neighbour(t) => Some(t),
    }
}

/// The panel's markup for `selected` in `l`.
pub fn panel(selected: Option<TerritoryId>, l: Lang) -> Markup {
    let mut h = Html::new();
    let Some(t) = selected else {
        h.open("p", "hint")
            .id("explore-hint")
            .end()
            .text(AppText::ExploreHint.text(l))
            .close("p");
        return Markup::of(h);
    };
    let continent = t.continent();
    let close = AppText::Close.text(l);
    h.open("div", "panel-head").end();
    h.open("h2", "")
        .id("territory-name")
        .attr("data-territory-id", t.key())
        .end()
        .text(l.territory(t))
        .close("h2");
    h.open("button", "icon-button")
        .attr("type", "button")
        .act(ExploreAct::Close)
        .id("territory-close")
        .attr("aria-label", close)
        .attr("title", close)
        .end()
        .raw("\u{00d7}")
        .close("button")
        .close("div");
    h.open("p", "panel-continent").end();
    h.open("span", "label")
        .end()
        .text(AppText::Continent.text(l))
        .raw(": ")
        .close("span");
    h.open("span", "continent-tag")
        .id("territory-continent")
        .attr("data-continent", continent.key())
        .end()
        .text(l.continent(continent))
        .close("span")
        .close("p");
    h.open("h3", "")
        .end()
        .text(AppText::Neighbours.text(l))
        .raw(" (")
        .num(t.neighbours().count())
        .raw(")")
        .close("h3");
    h.open("ul", "neighbour-list").id("neighbours").end();
    for n in t.neighbours() {
        h.raw("<li>")
            .open("button", "chip")
            .attr("type", "button")
            .act(ExploreAct::Neighbour(n))
            .attr("data-neighbour", n.key())
            .attr("data-continent", n.continent().key())
            .end()
            .text(l.territory(n))
            .close("button")
            .raw("</li>");
    }
    h.close("ul");
    Markup::of(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_forgets_the_territory_and_a_neighbour_is_selected() {
        let t = TerritoryId::ALL[0];
        let n = t.neighbours().next().unwrap();
        assert_eq!(reduce(ExploreAct::Close), None);
        assert_eq!(reduce(ExploreAct::Neighbour(n)), Some(n));
    }
}
