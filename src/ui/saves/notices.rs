//! What the shell shows about saving, on every screen: the save status (for tests and
//! screen readers), the banners and the "open here?" question, whose markup and reducer
//! are [`crate::present::notices`]; this side reads the saves' signals and does the
//! effects.

use leptos::prelude::*;

use super::{offline, use_saves, SaveStatus};
use crate::present::act::Act;
use crate::present::notices::{self, confirm_open, reduce, Notices, Saving, Shown, Then};
use crate::ui::app::{use_nav, Screen};
use crate::ui::html::{acting, region};

/// Banners and dialogs of the saves, placed once under the header.
#[component]
pub fn SaveNotices() -> impl IntoView {
    let saves = use_saves();
    let nav = use_nav();
    let st = RwSignal::new(Notices::default());

    // The autosave's report, as attributes (tests read them; nothing is shown).
    let status_node = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let status = saves.status();
        let Some(el) = status_node.get() else { return };
        let (us, bytes, actions) = match status {
            SaveStatus::Saved {
                took_ms,
                bytes,
                actions,
            } => (
                ((took_ms * 1000.0) as u64).to_string(),
                bytes.to_string(),
                actions.to_string(),
            ),
            _ => Default::default(),
        };
        let journal = if saves.journal_done.get() {
            "done"
        } else {
            "reading"
        };
        for (name, value) in [
            ("data-state", status.key().to_owned()),
            ("data-journal", journal.to_owned()),
            ("data-save-us", us),
            ("data-save-bytes", bytes),
            ("data-save-actions", actions),
        ] {
            let _ = el.set_attribute(name, &value);
        }
    });

    let banners = NodeRef::new();
    region(
        banners,
        false,
        Box::new(move || {
            let saving = match saves.status() {
                SaveStatus::Off => Saving::Off,
                SaveStatus::Failed(e) => Saving::Failed(e),
                SaveStatus::Elsewhere => Saving::Elsewhere,
                SaveStatus::Idle | SaveStatus::Saved { .. } => Saving::Fine,
            };
            let shown = Shown {
                update_ready: saves.update_ready.get(),
                saving,
                had_save: saves.had_save.get(),
                on_home: nav.current() == Screen::Home,
                last_damaged: &|| saves.last_damaged(),
                info: saves.info.get(),
                error: saves.error.get(),
            };
            notices::banners(st.get(), &shown, saves.lang())
        }),
    );
    let dialog = NodeRef::new();
    region(
        dialog,
        true,
        Box::new(move || confirm_open(saves.confirm_open.get(), saves.lang())),
    );

    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Notice(act)) = acting(e.target()) else {
            return;
        };
        let (next, then) = reduce(st.get_untracked(), act);
        if next != st.get_untracked() {
            st.set(next);
        }
        match then {
            Then::Nothing => {}
            Then::Reload => {
                offline::remember_place(saves, nav);
                offline::apply_update();
            }
            Then::Manage => nav.go(Screen::Saves),
            Then::TakeOver => saves.take_over(),
            Then::CloseError => saves.error.set(None),
            Then::CloseInfo => saves.info.set(None),
            Then::CancelOpen => saves.confirm_open.set(None),
            Then::OpenHere(id) => {
                let name = saves
                    .confirm_open
                    .get_untracked()
                    .map(|(_, n)| n)
                    .unwrap_or_default();
                saves.continue_game(&id, &name, true, move || super::show_game(nav));
            }
        }
    };

    view! {
        <div class="save-status" data-testid="save-status" aria-hidden="true" node_ref=status_node></div>
        <div class="sv-notices" aria-live="polite" node_ref=banners on:click=on_click></div>
        <div node_ref=dialog on:click=on_click></div>
    }
}
