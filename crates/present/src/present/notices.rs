//! What the shell shows about saving, on every screen: banners when saving is off,
//! failed, or done by another tab, a damaged last game (on Home), good news, load
//! errors, the new-version offer, and the "open here?" question. Their glue (the saves'
//! signals, the update, the tab lock) is `ui::saves::notices`.

use super::act::NoticeAct;
use super::html::{Html, Markup};
use super::i18n_app::AppText;
use super::i18n_saves::{self, store_error};
use super::lang::Lang;
use crate::storage::StoreError;

/// The notices' own state: what the player put away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Notices {
    /// "Saving is off" was read: not shown again.
    pub off_dismissed: bool,
}

/// What follows an act of the notices, for `ui::saves::notices` to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    Nothing,
    /// Load the new version (where the player is, kept).
    Reload,
    /// Open the saved games.
    Manage,
    /// Save the game here rather than in the other tab.
    TakeOver,
    /// Put the load error away.
    CloseError,
    /// Put the good news away.
    CloseInfo,
    /// Close the "open here?" question.
    CancelOpen,
    /// Open this game (its id) here, taking it from the other tab.
    OpenHere(String),
}

/// The notices after `act`, and what follows.
pub fn reduce(st: Notices, act: NoticeAct) -> (Notices, Then) {
    let then = match act {
        NoticeAct::StorageOffClose => {
            return (
                Notices {
                    off_dismissed: true,
                },
                Then::Nothing,
            )
        }
        NoticeAct::UpdateReload => Then::Reload,
        NoticeAct::Manage => Then::Manage,
        NoticeAct::TakeOver => Then::TakeOver,
        NoticeAct::ErrorClose => Then::CloseError,
        NoticeAct::InfoClose => Then::CloseInfo,
        NoticeAct::OpenCancel => Then::CancelOpen,
        NoticeAct::OpenHere(id) => Then::OpenHere(id),
    };
    (st, then)
}

/// The autosave's state, as far as the banners care.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// Nothing to say (nothing saved yet, or saved).
    Fine,
    /// The browser gives no storage.
    Off,
    /// The last write failed.
    Failed(StoreError),
    /// Another tab has this game.
    Elsewhere,
}

/// What the banners say.
pub struct Shown<'a> {
    /// A new version is ready.
    pub update_ready: bool,
    pub saving: Saving,
    /// Something was saved on this device before (the storage-full banner says so).
    pub had_save: bool,
    /// On Home: the last game played, damaged (its name); asked only there.
    pub on_home: bool,
    pub last_damaged: &'a dyn Fn() -> Option<String>,
    /// Good news (a backup made...).
    pub info: Option<String>,
    /// A load error.
    pub error: Option<String>,
}

/// A banner: `class` colours it, `testid` names it, `text` says it, then its buttons
/// (class, testid, act, label).
fn banner(
    h: &mut Html,
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

/// The banners, as HTML.
pub fn banners(st: Notices, shown: &Shown, lang: Lang) -> Markup {
    let t = |m: AppText| m.text(lang);
    let mut h = Html::new();
    if shown.update_ready {
        banner(
            &mut h,
            "sv-notice sv-notice-update",
            "update-banner",
            "status",
            t(AppText::UpdateReady),
            &[(
                "sv-notice-button",
                "update-reload",
                NoticeAct::UpdateReload,
                t(AppText::Reload),
            )],
        );
    }
    match &shown.saving {
        Saving::Off if !st.off_dismissed => banner(
            &mut h,
            "sv-notice sv-notice-warn",
            "notice-storage-off",
            "alert",
            t(AppText::StorageOff),
            &[(
                "sv-notice-close",
                "notice-close",
                NoticeAct::StorageOffClose,
                "OK",
            )],
        ),
        Saving::Failed(StoreError::QuotaExceeded) => banner(
            &mut h,
            "sv-notice sv-notice-error",
            "notice-storage-full",
            "alert",
            t(if shown.had_save {
                AppText::StorageFull
            } else {
                AppText::StorageFullNew
            }),
            &[(
                "sv-notice-button",
                "notice-manage",
                NoticeAct::Manage,
                t(AppText::SavedGames),
            )],
        ),
        Saving::Failed(e) => banner(
            &mut h,
            "sv-notice sv-notice-error",
            "notice-save-failed",
            "alert",
            &store_error(e, lang),
            &[],
        ),
        Saving::Elsewhere => banner(
            &mut h,
            "sv-notice sv-notice-warn",
            "notice-elsewhere",
            "alert",
            t(AppText::LockedElsewhere),
            &[(
                "sv-notice-button",
                "take-over",
                NoticeAct::TakeOver,
                t(AppText::TakeOver),
            )],
        ),
        _ => {}
    }
    if shown.on_home {
        if let Some(name) = (shown.last_damaged)() {
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
                    t(AppText::SavedGames),
                )],
            );
        }
    }
    if let Some(text) = &shown.info {
        banner(
            &mut h,
            "sv-notice sv-notice-update",
            "notice-info",
            "status",
            text,
            &[(
                "sv-notice-close",
                "notice-info-close",
                NoticeAct::InfoClose,
                "OK",
            )],
        );
    }
    if let Some(text) = &shown.error {
        banner(
            &mut h,
            "sv-notice sv-notice-error",
            "notice-error",
            "alert",
            text,
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

/// The "open here?" question about game `(id, name)`, open in another tab, as HTML.
pub fn confirm_open(open: Option<(String, String)>, lang: Lang) -> Markup {
    let Some((id, name)) = open else {
        return Markup::default();
    };
    let t = |m: AppText| m.text(lang);
    let mut h = Html::new();
    h.open("div", "sv-backdrop").id("confirm-open").end();
    h.open("div", "sv-dialog")
        .attr("role", "alertdialog")
        .attr("aria-modal", "true")
        .attr("aria-labelledby", "confirm-open-title")
        .end();
    h.open("h2", "")
        .attr("id", "confirm-open-title")
        .end()
        .text(t(AppText::OpenElsewhereTitle))
        .close("h2");
    h.el("p", "", t(AppText::OpenElsewhereBody));
    h.el("p", "sv-dialog-name", &name);
    h.open("div", "sv-dialog-actions").end();
    h.open_button_focus("sv-btn", "open-cancel", NoticeAct::OpenCancel)
        .text(t(AppText::Cancel))
        .close("button");
    h.open("button", "sv-btn sv-primary")
        .attr("type", "button")
        .act(NoticeAct::OpenHere(id))
        .id("open-here")
        .end()
        .text(t(AppText::OpenHere))
        .close("button");
    h.close("div").close("div").close("div");
    Markup::of(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn storage_off_is_put_away_and_every_other_act_is_an_effect() {
        let st = Notices::default();
        let (put_away, then) = reduce(st, NoticeAct::StorageOffClose);
        assert!(put_away.off_dismissed);
        assert_eq!(then, Then::Nothing);
        for (act, then) in [
            (NoticeAct::UpdateReload, Then::Reload),
            (NoticeAct::Manage, Then::Manage),
            (NoticeAct::TakeOver, Then::TakeOver),
            (NoticeAct::ErrorClose, Then::CloseError),
            (NoticeAct::InfoClose, Then::CloseInfo),
            (NoticeAct::OpenCancel, Then::CancelOpen),
            (NoticeAct::OpenHere("g".into()), Then::OpenHere("g".into())),
        ] {
            assert_eq!(reduce(put_away, act), (put_away, then));
        }
    }

    fn shown(saving: Saving, on_home: bool) -> Shown<'static> {
        Shown {
            update_ready: false,
            saving,
            had_save: true,
            on_home,
            last_damaged: &|| Some("Venerdì".into()),
            info: None,
            error: None,
        }
    }

    #[test]
    fn the_storage_off_banner_goes_once_put_away() {
        let off = shown(Saving::Off, false);
        assert!(banners(Notices::default(), &off, Lang::En).contains("notice-storage-off"));
        let put_away = reduce(Notices::default(), NoticeAct::StorageOffClose).0;
        assert_eq!(banners(put_away, &off, Lang::En).as_str(), "");
    }

    #[test]
    fn a_full_storage_offers_the_saved_games_and_a_damaged_last_game_shows_on_home_only() {
        let full = shown(Saving::Failed(StoreError::QuotaExceeded), false);
        let html = banners(Notices::default(), &full, Lang::En);
        assert!(html.contains("notice-storage-full") && html.contains("notice-manage"));
        assert!(!html.contains("notice-last-damaged"));
        let home = shown(Saving::Fine, true);
        assert!(banners(Notices::default(), &home, Lang::En).contains("notice-last-damaged"));
    }
}
