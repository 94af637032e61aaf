//! The play screen's component: the page's regions, each written from its render
//! function ([`super::panel`], [`super::layers`]), and the listeners that hand taps and
//! acts to the controller ([`super::controller::PlayUi`]).

use leptos::prelude::*;

use super::{colors, layers, panel, PlayUi, UiState};
use crate::present::act::Act;
use crate::present::html::Markup;
use crate::present::i18n_app::{event_text, AppText, Names};
use crate::present::lang::Lang;
use crate::rules::board::TerritoryId;
use crate::ui::board::Board;
use crate::ui::game_ctx::use_active_game;
use crate::ui::i18n::use_lang;

use wasm_bindgen::JsCast;

/// The play screen.
/// How long a toast stays unfolded.
const TOAST_MS: u64 = 6_000;

#[component]
pub fn Play() -> impl IntoView {
    let ag = use_active_game();
    let lang = use_lang();
    let ui = PlayUi::provide(ag);
    // Computer seats play from the bots' web worker.
    crate::ui::bots::drive(ui);
    // A finished game's turning points, in the background.
    super::turning::drive(ui);

    // The play clock runs while this screen is open.
    let last = StoredValue::new(crate::ui::game_ctx::now_ms());
    let handle = set_interval_with_handle(
        move || {
            let now = crate::ui::game_ctx::now_ms();
            // A sleeping tablet does not count as play time.
            let delta = now.saturating_sub(last.get_value()).min(5_000);
            last.set_value(now);
            ag.tick(delta);
        },
        std::time::Duration::from_millis(1000),
    )
    .ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear();
        }
    });

    // A toast folds into its chip by itself after a while (issue 43, item 4).
    let fold = StoredValue::new(None::<leptos::prelude::TimeoutHandle>);
    Effect::new(move |_| {
        let open = ui
            .st
            .with(|s| s.toast_open.then(|| s.toast.clone()).flatten());
        if let Some(h) = fold.try_update_value(Option::take).flatten() {
            h.clear();
        }
        if let Some(shown) = open {
            let h = set_timeout_with_handle(
                move || {
                    ui.set(|s| {
                        if s.toast.as_ref() == Some(&shown) {
                            s.toast_open = false;
                        }
                    })
                },
                std::time::Duration::from_millis(TOAST_MS),
            )
            .ok();
            fold.set_value(h);
        }
    });

    // Another game put on the table while this screen is open (a rematch, a loaded
    // save): start its screen state afresh, nothing revealed.
    Effect::new(move |prev: Option<Option<String>>| {
        let id = ag.with_session(|s| s.meta().id.clone());
        if prev.is_some_and(|p| p != id) {
            let fresh = ag.with_table_untracked(|t| t.session().is_some() && t.actions() == 0)
                == Some(true);
            let mut st = UiState::new(fresh);
            st.sheet = ui.st.with_untracked(|s| s.sheet);
            ui.st.set(st);
        }
        id
    });
    // The drawer stays as the player left it, across games and reloads.
    Effect::new(move |prev: Option<bool>| {
        let open = ui.st.with(|s| s.sheet);
        if prev.is_some_and(|p| p != open) {
            super::controller::store_drawer(open);
        }
        open
    });

    let board = Signal::derive(move || {
        let replay = ui.st.with(|s| s.replay);
        // "Rivedi": the finished game at the step shown.
        if let Some(g) =
            replay.and_then(|k| ag.with_game(|_| ()).and(super::replay::game_at(ag, k)))
        {
            return crate::present::play::board_view(&g, None);
        }
        // "Mostrami": the map right after the arrow's action.
        if let Some(g) = ui.st.with(|s| s.follow).and_then(|step| {
            let person = ui.table().actor?;
            let action = ag
                .with_table(|t| {
                    let s = crate::present::follow::summary(t.game(), t.log(), person, Lang::It)?;
                    Some(s.arrows.get(step as usize)?.action)
                })
                .flatten()?;
            super::replay::game_at(ag, action as u32 + 1)
        }) {
            return crate::present::play::board_view(&g, None);
        }
        let hint = ui.bot.with(|b| b.hint);
        ui.st
            .with(|s| {
                ag.with_table(|t| {
                    let mut view = crate::present::play::board_view_held(t.game(), s);
                    // "Consiglio": the territory where a placement is suggested.
                    if let Some(crate::rules::Action::Place { territory, .. }) =
                        hint.shown_at(t.actions() as u32)
                    {
                        view.look_mut(territory).highlight =
                            crate::present::board_view::Highlight::Selected;
                    }
                    view
                })
            })
            .unwrap_or_default()
    });
    let on_select = Callback::new(move |t: TerritoryId| ui.on_tap(t));
    // What a computer just did, or the summary's arrow "Mostrami" is at.
    let arrows = Signal::derive(move || follow_arrows(ui, lang.get()));
    // What the hint names, brought into view (issue 43 item 5).
    let hint_shows = Signal::derive(move || {
        let hint = ui.bot.with(|b| b.hint);
        ui.ag
            .with_table(|t| hint.names_at(t.game(), t.actions() as u32))
            .unwrap_or(0)
    });
    // The first view shows the lone person's territories (a game against the computer).
    let focus = Signal::derive(move || {
        let Some(me) = ui.table().lone else { return 0 };
        ui.ag
            .with_game(|g| crate::present::follow::held_by(g, me))
            .unwrap_or(0)
    });

    let strip = NodeRef::new();
    let notes = NodeRef::new();
    let actions = NodeRef::new();
    let tabs = NodeRef::new();
    let body = NodeRef::new();
    let overmap = NodeRef::new();
    let layer = NodeRef::new();
    use crate::ui::html::region;
    region(strip, false, Box::new(move || panel::strip(ui, lang.get())));
    region(notes, false, Box::new(move || panel::notes(ui, lang.get())));
    region(
        actions,
        false,
        Box::new(move || panel::actions(ui, lang.get())),
    );
    region(tabs, false, Box::new(move || panel::tabs(ui, lang.get())));
    region(
        body,
        false,
        Box::new(move || panel::tab_body(ui, lang.get())),
    );
    region(
        overmap,
        false,
        Box::new(move || panel::over_map(ui, lang.get())),
    );
    region(layer, true, Box::new(move || layers::layer(ui, lang.get())));
    // Screen readers hear each new line of the public log (never a secret, whoever looks).
    let live = NodeRef::new();
    let heard = StoredValue::new(usize::MAX);
    region(
        live,
        false,
        Box::new(move || announce(ui, heard, lang.get())),
    );

    let on_click = move |e: leptos::ev::MouseEvent| {
        if let Some(Act::Play(act)) = crate::ui::html::acting(e.target()) {
            ui.on_act(act);
        }
    };
    // Escape closes a dialog (or forgets the selection) on a keyboard.
    let on_key = move |e: leptos::ev::KeyboardEvent| {
        if e.key() == "Escape" {
            ui.set(|s| {
                if s.dialog.is_some() {
                    s.dialog = None;
                } else {
                    s.selected = None;
                    s.why = None;
                }
            });
        }
    };
    let input = move |e: leptos::ev::Event, commit: bool| {
        if let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            ui.on_input(&el, commit);
        }
    };

    view! {
        <section
            class="play"
            data-testid="play"
            data-collapsed=move || ui.st.with(|s| s.collapsed).to_string()
            data-sheet=move || ui.st.with(|s| s.sheet).to_string()
            on:click=on_click
            on:keydown=on_key
            on:input=move |e| input(e, false)
            on:change=move |e| input(e, true)
        >
            <div inner_html=String::from(colors::pattern_defs())></div>
            <div class="play-board">
                <Board view=board on_select=on_select cover=true arrows=arrows focus=focus show=hint_shows/>
                <super::dice_tray::DiceTray/>
            </div>
            <aside class="play-panel" data-testid="play-panel">
                // Each floats over the map (`data-overlay`: what covers it; style/play.css).
                <div class="turn-strip" data-overlay="" node_ref=strip></div>
                <div class="panel-notes" data-overlay="" node_ref=notes></div>
                // The messages over the map, in one column with the notes (style/play.css).
                <div class="over-map" node_ref=overmap></div>
                <div class="actions" data-overlay="" node_ref=actions></div>
                // The drawer: a bottom sheet in portrait, a side drawer in landscape.
                <div class="sheet" data-testid="sheet" data-overlay="">
                    <div class="tabs" role="tablist" node_ref=tabs></div>
                    // Focusable: a long log scrolls from the keyboard.
                    <div class="tab-body" role="tabpanel" tabindex="0" node_ref=body></div>
                </div>
            </aside>
            <div node_ref=layer></div>
            <div
                class="sr-only"
                data-testid="live"
                role="log"
                aria-live="polite"
                aria-label=move || AppText::Announcements.text(lang.get())
                node_ref=live
            ></div>
        </section>
    }
}

/// The arrows over the map: the summary's arrow being replayed ("Mostrami"), else the
/// last action's while a computer acts, else the hint's or the person's own conquest or
/// move.
fn follow_arrows(ui: PlayUi, l: Lang) -> Vec<crate::present::follow::Arrow> {
    use crate::present::follow;
    if let Some(step) = ui.st.with(|s| s.follow) {
        let person = ui.table().actor;
        return ui
            .ag
            .with_table(|t| {
                let s = follow::summary(t.game(), t.log(), person?, l)?;
                s.arrows.get(step as usize).cloned()
            })
            .flatten()
            .into_iter()
            .collect();
    }
    if !ui.table().computer_acts {
        // "Consiglio": the suggested attack or move.
        // Else the person's own conquest or move, flowing like the computers'.
        let hint = ui.bot.with(|b| b.hint);
        return ui
            .ag
            .with_table(|t| match hint.shown_at(t.actions() as u32) {
                Some(a) => crate::present::bots::hint_arrow(t.game(), a, l)
                    .into_iter()
                    .collect(),
                None => follow::own_move_arrows(t.game(), t.log(), l),
            })
            .unwrap_or_default();
    }
    ui.ag
        .with_table(|t| follow::last_action_arrows(t.game(), t.log(), l))
        .unwrap_or_default()
}

/// The log's lines since the last call (`heard`: the log's length then; none on the
/// first call), as the public sees them: at most the last six, oldest first.
fn announce(ui: PlayUi, heard: StoredValue<usize>, l: Lang) -> Markup {
    let mut h = crate::ui::html::Html::new();
    ui.ag.with_table(|t| {
        let (g, log) = (t.game(), t.log());
        let from = heard.get_value().min(log.len());
        heard.set_value(log.len());
        let names = Names(g.config());
        let lines: Vec<String> = log
            .iter()
            .skip(from)
            .filter_map(|e| g.event_for(&e.event, None))
            .filter_map(|e| event_text(&e, names, l))
            .collect();
        for line in lines.iter().skip(lines.len().saturating_sub(6)) {
            h.el("p", "", line);
        }
    });
    Markup::of(h)
}
