//! What the shell shows about saving, on every screen: the save status (for tests and
//! screen readers), banners when saving is off, failed, or done by another tab, the
//! "open here?" question, load errors, and the new-version offer.
//!
//! Written as HTML strings with one delegated click listener ([`crate::ui::html`]).

use leptos::prelude::*;

use super::{offline, use_saves, SaveStatus, Saves};
use crate::present::act::{Act, NoticeAct};
use crate::present::i18n_play::P;
use crate::present::i18n_saves::{self, store_error};
use crate::storage::StoreError;
use crate::ui::app::{use_nav, Screen};
use crate::ui::html::{acting, region, Markup, H};
use crate::ui::i18n::Lang;

/// A banner: `class` colours it, `testid` names it, `text` says it, then its buttons
/// (class, testid, act, label).
fn banner(
    h: &mut H,
    class: &str,
    testid: &str,
    role: &'static str,
    text: &str,
    buttons: &[(&str, &str, NoticeAct, &str)],
) {
    h.open("div", class).id(testid).attr("role", role).end();
    h.open("span", "")
        .id(&format!("{testid}-text"))
        .end()
        .text(text)
        .close("span");
    for (class, testid, act, label) in buttons {
        h.button(class, testid, act.clone(), label);
    }
    h.close("div");
}

fn notices(saves: Saves, off_dismissed: bool, on_home: bool, lang: Lang) -> Markup {
    let t = |m: P| m.text(lang);
    let mut h = H::new();
    if saves.update_ready.get() {
        banner(
            &mut h,
            "sv-notice sv-notice-update",
            "update-banner",
            "status",
            t(P::UpdateReady),
            &[(
                "sv-notice-button",
                "update-reload",
                NoticeAct::UpdateReload,
                t(P::Reload),
            )],
        );
    }
    match saves.status() {
        SaveStatus::Off if !off_dismissed => banner(
            &mut h,
            "sv-notice sv-notice-warn",
            "notice-storage-off",
            "alert",
            t(P::StorageOff),
            &[(
                "sv-notice-close",
                "notice-close",
                NoticeAct::StorageOffClose,
                "OK",
            )],
        ),
        SaveStatus::Failed(StoreError::QuotaExceeded) => banner(
            &mut h,
            "sv-notice sv-notice-error",
            "notice-storage-full",
            "alert",
            t(if saves.had_save.get() {
                P::StorageFull
            } else {
                P::StorageFullNew
            }),
            &[(
                "sv-notice-button",
                "notice-manage",
                NoticeAct::Manage,
                t(P::SavedGames),
            )],
        ),
        SaveStatus::Failed(e) => banner(
            &mut h,
            "sv-notice sv-notice-error",
            "notice-save-failed",
            "alert",
            &store_error(&e, lang),
            &[],
        ),
        SaveStatus::Elsewhere => banner(
            &mut h,
            "sv-notice sv-notice-warn",
            "notice-elsewhere",
            "alert",
            t(P::LockedElsewhere),
            &[(
                "sv-notice-button",
                "take-over",
                NoticeAct::TakeOver,
                t(P::TakeOver),
            )],
        ),
        SaveStatus::Idle | SaveStatus::Saved { .. } | SaveStatus::Off => {}
    }
    if on_home {
        if let Some(name) = saves.last_damaged() {
            banner(
                &mut h,
                "sv-notice sv-notice-warn",
                "notice-last-damaged",
                "status",
                &i18n_saves::last_damaged(&name, lang),
                &[(
                    "sv-notice-button",
                    "notice-manage",
                    NoticeAct::Manage,
                    t(P::SavedGames),
                )],
            );
        }
    }
    if let Some(text) = saves.info.get() {
        banner(
            &mut h,
            "sv-notice sv-notice-update",
            "notice-info",
            "status",
            &text,
            &[(
                "sv-notice-close",
                "notice-info-close",
                NoticeAct::InfoClose,
                "OK",
            )],
        );
    }
    if let Some(text) = saves.error.get() {
        banner(
            &mut h,
            "sv-notice sv-notice-error",
            "notice-error",
            "alert",
            &text,
            &[(
                "sv-notice-close",
                "notice-error-close",
                NoticeAct::ErrorClose,
                "OK",
            )],
        );
    }
    Markup::of(h)
}

fn confirm_open(saves: Saves, lang: Lang) -> Markup {
    let Some((id, name)) = saves.confirm_open.get() else {
        return Markup::default();
    };
    let t = |m: P| m.text(lang);
    let mut h = H::new();
    h.open("div", "sv-backdrop").id("confirm-open").end();
    h.open("div", "sv-dialog")
        .attr("role", "alertdialog")
        .attr("aria-modal", "true")
        .attr("aria-labelledby", "confirm-open-title")
        .end();
    h.open("h2", "")
        .attr("id", "confirm-open-title")
        .end()
        .text(t(P::OpenElsewhereTitle))
        .close("h2");
    h.el("p", "", t(P::OpenElsewhereBody));
    h.el("p", "sv-dialog-name", &name);
    h.open("div", "sv-dialog-actions").end();
    h.open_button_focus("sv-btn", "open-cancel", NoticeAct::OpenCancel)
        .text(t(P::Cancel))
        .close("button");
    h.open("button", "sv-btn sv-primary")
        .attr("type", "button")
        .act(NoticeAct::OpenHere(id))
        .id("open-here")
        .end()
        .text(t(P::OpenHere))
        .close("button");
    h.close("div").close("div").close("div");
    Markup::of(h)
}

/// Banners and dialogs of the saves, placed once under the header.
#[component]
pub fn SaveNotices() -> impl IntoView {
    let saves = use_saves();
    let nav = use_nav();
    let off_dismissed = RwSignal::new(false);

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
            let on_home = nav.current() == Screen::Home;
            notices(saves, off_dismissed.get(), on_home, saves.lang())
        }),
    );
    let dialog = NodeRef::new();
    region(
        dialog,
        true,
        Box::new(move || confirm_open(saves, saves.lang())),
    );

    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Notice(act)) = acting(e.target()) else {
            return;
        };
        match act {
            NoticeAct::UpdateReload => {
                offline::remember_place(saves, nav);
                offline::apply_update();
            }
            NoticeAct::StorageOffClose => off_dismissed.set(true),
            NoticeAct::Manage => nav.go(Screen::Saves),
            NoticeAct::TakeOver => saves.take_over(),
            NoticeAct::ErrorClose => saves.error.set(None),
            NoticeAct::InfoClose => saves.info.set(None),
            NoticeAct::OpenCancel => saves.confirm_open.set(None),
            NoticeAct::OpenHere(id) => {
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
