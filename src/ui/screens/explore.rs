//! Explore the map: tap a territory to see its name, continent and neighbours.
//! Neighbours come from the rules' border table (`rules::board`), never from geometry.
//!
//! The side panel is written as an HTML string with delegated `data-act` clicks, like the
//! game screens (`ui::html`): as a `view!` it cost about 5.7 KB of gzipped wasm.

use leptos::prelude::*;

use crate::present::act::{Act, ExploreAct};
use crate::rules::board::TerritoryId;
use crate::ui::board::{Board, BoardView};
use crate::ui::html::{acting, region, Markup, H};
use crate::ui::i18n::{use_lang, Lang, P};

#[component]
pub fn Explore() -> impl IntoView {
    let selected = RwSignal::new(None::<TerritoryId>);
    let view = Signal::derive(move || match selected.get() {
        Some(t) => BoardView::new().with_neighbourhood(t),
        None => BoardView::new(),
    });
    let on_select = Callback::new(move |t: TerritoryId| selected.set(Some(t)));
    view! {
        <section class="explore" data-testid="explore">
            <Board view=view on_select=on_select/>
            <TerritoryPanel selected=selected/>
        </section>
    }
}

/// Name, continent and neighbours of the selected territory, or a hint.
#[component]
fn TerritoryPanel(selected: RwSignal<Option<TerritoryId>>) -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::<leptos::html::Div>::new();
    region(
        node,
        false,
        Box::new(move || panel_html(selected.get(), lang.get())),
    );
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Explore(act)) = acting(e.target()) else {
            return;
        };
        match act {
            ExploreAct::Close => selected.set(None),
            ExploreAct::Neighbour(t) => selected.set(Some(t)),
        }
    };
    view! {
        <aside class="side-panel" data-testid="territory-panel" on:click=on_click>
            <div node_ref=node></div>
        </aside>
    }
}

/// The panel's markup for `selected` in `l`.
fn panel_html(selected: Option<TerritoryId>, l: Lang) -> Markup {
    let mut h = H::new();
    let Some(t) = selected else {
        h.open("p", "hint")
            .id("explore-hint")
            .end()
            .text(P::ExploreHint.text(l))
            .close("p");
        return Markup::of(h);
    };
    let continent = t.continent();
    let close = P::Close.text(l);
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
        .text(P::Continent.text(l))
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
        .text(P::Neighbours.text(l))
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
