//! The language the UI speaks, as a signal, remembered in localStorage.
//!
//! Italian is the default; English is selectable from the header. The texts are in the
//! presentation core's one table ([`AppText`], `crate::present::i18n_app`): a screen asks for
//! `AppText::Explore.text(lang)`, never for a string key, so a missing translation is a compile
//! error.

use leptos::prelude::*;

/// localStorage key holding the chosen language code.
pub const LANG_STORAGE_KEY: &str = "planisfero.lang";

pub use crate::present::i18n_app::AppText;
pub use crate::present::lang::Lang;

/// The language stored in localStorage, or Italian when none (or storage is off).
pub fn load_lang() -> Lang {
    storage()
        .and_then(|s| s.get_item(LANG_STORAGE_KEY).ok().flatten())
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_default()
}

/// Remembers the language. Failing storage (private mode, quota) is not an error
/// worth interrupting anyone for: the choice simply lasts until the tab closes.
pub fn store_lang(lang: Lang) {
    if let Some(s) = storage() {
        let _ = s.set_item(LANG_STORAGE_KEY, lang.code());
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The language signal shared through the app's context.
pub fn use_lang() -> RwSignal<Lang> {
    use_context::<RwSignal<Lang>>().expect("the language signal is provided by App")
}

/// A reactive text: `{tr(AppText::Home)}` in a view re-renders when the language changes.
pub fn tr(msg: AppText) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || msg.text(lang.get())
}
