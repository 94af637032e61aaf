//! Explore the map: tap a territory to see its name, continent and neighbours.
//! Neighbours come from the rules' border table (`rules::board`), never from geometry.

use leptos::prelude::*;

use crate::rules::board::TerritoryId;
use crate::ui::board::{Board, BoardView};
use crate::ui::i18n::{tr, use_lang, Msg};

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
    view! {
        <aside class="side-panel" data-testid="territory-panel">
            {move || match selected.get() {
                None => view! { <p class="hint" data-testid="explore-hint">{tr(Msg::ExploreHint)}</p> }
                    .into_any(),
                Some(t) => {
                    let l = lang.get();
                    let continent = t.continent();
                    let neighbours = t
                        .neighbours()
                        .map(|n| {
                            view! {
                                <li>
                                    <button
                                        class="chip"
                                        data-neighbour=n.key()
                                        data-continent=n.continent().key()
                                        on:click=move |_| selected.set(Some(n))
                                    >
                                        {l.territory(n)}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view();
                    view! {
                        <div class="panel-head">
                            <h2 data-testid="territory-name" data-territory-id=t.key()>
                                {l.territory(t)}
                            </h2>
                            <button
                                class="icon-button"
                                data-testid="territory-close"
                                aria-label=tr(Msg::CloseTerritory)
                                title=tr(Msg::CloseTerritory)
                                on:click=move |_| selected.set(None)
                            >
                                "\u{00d7}"
                            </button>
                        </div>
                        <p class="panel-continent">
                            <span class="label">{tr(Msg::Continent)}": "</span>
                            <span
                                class="continent-tag"
                                data-testid="territory-continent"
                                data-continent=continent.key()
                            >
                                {l.continent(continent)}
                            </span>
                        </p>
                        <h3>{tr(Msg::Neighbours)}" (" {t.neighbours().count()} ")"</h3>
                        <ul class="neighbour-list" data-testid="neighbours">
                            {neighbours}
                        </ul>
                    }
                        .into_any()
                }
            }}
        </aside>
    }
}
