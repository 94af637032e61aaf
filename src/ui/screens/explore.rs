//! Explore the map: its glue. The panel's markup and the reducer of its acts are
//! [`crate::present::explore`]; this side holds the selection and draws the map.

use leptos::prelude::*;

use crate::present::act::Act;
use crate::present::explore::{panel, reduce};
use crate::rules::board::TerritoryId;
use crate::ui::board::{Board, BoardView};
use crate::ui::html::{acting, region};
use crate::ui::i18n::use_lang;

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
        Box::new(move || panel(selected.get(), lang.get())),
    );
    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Explore(act)) = acting(e.target()) else {
            return;
        };
        selected.set(reduce(act));
    };
    view! {
        <aside class="side-panel" data-testid="territory-panel" on:click=on_click>
            <div node_ref=node></div>
        </aside>
    }
}
