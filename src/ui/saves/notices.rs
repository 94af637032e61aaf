//! What the shell shows about saving, on every screen: the save status (for tests and
//! screen readers), banners when saving is off, failed, or done by another tab, the
//! "open here?" question, load errors, and the new-version offer.

use leptos::prelude::*;

use super::i18n::S;
use super::{offline, use_saves, SaveStatus};
use crate::storage::StoreError;
use crate::ui::app::{use_nav, Screen};

/// Banners and dialogs of the saves, placed once under the header.
#[component]
pub fn SaveNotices() -> impl IntoView {
    let saves = use_saves();
    let nav = use_nav();
    let t = move |m: S| m.text(saves.lang());
    let off_dismissed = RwSignal::new(false);
    let status = move || saves.status();
    let took = move || match status() {
        SaveStatus::Saved { took_ms, .. } => ((took_ms * 1000.0) as u64).to_string(),
        _ => String::new(),
    };
    let bytes = move || match status() {
        SaveStatus::Saved { bytes, .. } => bytes.to_string(),
        _ => String::new(),
    };
    let actions = move || match status() {
        SaveStatus::Saved { actions, .. } => actions.to_string(),
        _ => String::new(),
    };
    view! {
        <div
            class="save-status"
            data-testid="save-status"
            data-state=move || status().key()
            data-save-us=took
            data-save-bytes=bytes
            data-save-actions=actions
            aria-hidden="true"
        ></div>
        <div class="sv-notices" aria-live="polite">
            <Show when=move || saves.update_ready.get()>
                <div class="sv-notice sv-notice-update" data-testid="update-banner" role="status">
                    <span>{move || t(S::UpdateReady)}</span>
                    <button class="sv-notice-button" data-testid="update-reload" on:click=move |_| offline::apply_update()>
                        {move || t(S::Reload)}
                    </button>
                </div>
            </Show>
            <Show when=move || status() == SaveStatus::Off && !off_dismissed.get()>
                <div class="sv-notice sv-notice-warn" data-testid="notice-storage-off" role="alert">
                    <span>{move || t(S::StorageOff)}</span>
                    <button class="sv-notice-close" data-testid="notice-close" aria-label="OK" on:click=move |_| off_dismissed.set(true)>
                        "OK"
                    </button>
                </div>
            </Show>
            {move || match status() {
                SaveStatus::Failed(StoreError::QuotaExceeded) => Some(view! {
                    <div class="sv-notice sv-notice-error" data-testid="notice-storage-full" role="alert">
                        <span>{move || t(S::StorageFull)}</span>
                        <button class="sv-notice-button" data-testid="notice-manage" on:click=move |_| nav.go(Screen::Saves)>
                            {move || t(S::SavedGames)}
                        </button>
                    </div>
                }.into_any()),
                SaveStatus::Failed(e) => Some(view! {
                    <div class="sv-notice sv-notice-error" data-testid="notice-save-failed" role="alert">
                        <span>{super::i18n::store_error(&e, saves.lang())}</span>
                    </div>
                }.into_any()),
                SaveStatus::Elsewhere => Some(view! {
                    <div class="sv-notice sv-notice-warn" data-testid="notice-elsewhere" role="alert">
                        <span>{move || t(S::LockedElsewhere)}</span>
                        <button class="sv-notice-button" data-testid="take-over" on:click=move |_| saves.take_over()>
                            {move || t(S::TakeOver)}
                        </button>
                    </div>
                }.into_any()),
                _ => None,
            }}
            {move || saves.error.get().map(|text| view! {
                <div class="sv-notice sv-notice-error" data-testid="notice-error" role="alert">
                    <span data-testid="notice-error-text">{text}</span>
                    <button class="sv-notice-close" data-testid="notice-error-close" aria-label="OK" on:click=move |_| saves.error.set(None)>
                        "OK"
                    </button>
                </div>
            })}
        </div>
        {move || saves.confirm_open.get().map(|(id, name)| {
            let (id2, name2) = (id.clone(), name.clone());
            view! {
                <div class="sv-backdrop" data-testid="confirm-open">
                    <div class="sv-dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-open-title">
                        <h2 id="confirm-open-title">{move || t(S::OpenElsewhereTitle)}</h2>
                        <p>{move || t(S::OpenElsewhereBody)}</p>
                        <p class="sv-dialog-name">{name.clone()}</p>
                        <div class="sv-dialog-actions">
                            <button class="sv-btn" data-testid="open-cancel" on:click=move |_| saves.confirm_open.set(None)>
                                {move || t(S::Cancel)}
                            </button>
                            <button
                                class="sv-btn sv-primary"
                                data-testid="open-here"
                                on:click=move |_| saves.continue_game(&id2, &name2, true, move || super::show_game(nav))
                            >
                                {move || t(S::OpenHere)}
                            </button>
                        </div>
                    </div>
                </div>
            }
        })}
    }
}
