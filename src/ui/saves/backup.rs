//! The backup of everything and its restore, in the app (the format and the plan are
//! `storage::backup`): the download, the reading of a picked file, the restore the player
//! chose, and what Home's reminder needs.

use leptos::prelude::*;

use super::{files, journal, local_store::LocalStore, new_game_id, Saves};
use crate::present::i18n_saves as t;
use crate::present::platform::days_between;
use crate::present::saves::{restore_failed, Done, Restoring};
use crate::storage::backup::{self, Choices, JournalRestore, RestoreError, Restored};
use crate::storage::save;
use crate::ui::game_ctx::now_ms;
use crate::ui::i18n::Lang;

/// Offers a backup of everything as a download and notes its date; says how many games
/// it holds.
///
/// # Errors
/// The message to show (storage unreadable, download refused).
pub fn download(saves: Saves) -> Result<String, String> {
    let lang = saves.lang.get_untracked();
    let store = LocalStore::open().map_err(|e| t::store_error(&e, lang))?;
    // Newer than the store: the game on the table, journal copies waiting for room.
    let mut extra: Vec<String> = saves.state.with_value(|s| s.pending().to_vec());
    if let Some(text) = saves
        .active()
        .with_session_untracked(|s| save::encode(s.parts()))
    {
        extra.push(text);
    }
    let now = now_ms();
    let b = backup::collect(&store, &extra, now).map_err(|e| t::store_error(&e, lang))?;
    let games = b.games().count();
    let date = String::from(js_sys::Date::new_0().to_iso_string());
    let mut name = String::from("planisfero-backup-");
    name.push_str(date.get(..10).unwrap_or("0"));
    name.push_str(".json");
    files::download(&name, &backup::encode(&b))
        .map_err(|_| t::store_error(&crate::storage::StoreError::Other("download".into()), lang))?;
    let mut store = store;
    let _ = backup::mark_backup(&mut store, now);
    Ok(t::backed_up(games, lang))
}

/// Days since the last backup (`None`: never), for "Ultimo backup".
pub fn age() -> Option<u64> {
    let store = LocalStore::open().ok()?;
    backup::last_backup(&store).map(|t| days_between(t, now_ms()))
}

/// Home's reminder, if due: days since the last backup (`None`: never).
pub fn reminder(saves: Saves) -> Option<Option<u64>> {
    let store = LocalStore::open().ok()?;
    let games: Vec<_> = saves
        .list()?
        .into_iter()
        .filter_map(|l| l.summary)
        .collect();
    let now = now_ms();
    let last = backup::last_backup(&store);
    backup::reminder_due(now, last, backup::dismissed(&store), &games)
        .then(|| last.map(|t| days_between(t, now)))
}

/// Puts the reminder away for a week.
pub fn dismiss() {
    if let Ok(mut store) = LocalStore::open() {
        let _ = backup::dismiss(&mut store, now_ms());
    }
}

/// Reads a picked backup file and what restoring it would do.
///
/// # Errors
/// Why it cannot be restored, and that nothing changed.
pub fn read(text: &str, lang: Lang) -> Result<Restoring, String> {
    let nothing = |mut m: String| {
        m.push(' ');
        m.push_str(crate::present::i18n_app::AppText::NothingChanged.text(lang));
        m
    };
    let b = backup::decode(text).map_err(|e| nothing(t::backup_error(&e, lang)))?;
    let store = LocalStore::open().map_err(|e| nothing(t::store_error(&e, lang)))?;
    let plan = backup::plan(&store, &b).map_err(|e| nothing(t::store_error(&e, lang)))?;
    Ok(Restoring {
        backup: b,
        plan,
        choices: Choices::default(),
    })
}

/// Restores as the player chose, all or nothing; says what was done, or why nothing
/// was (with the plan as it is now when the saves changed since it was read).
///
/// Every game written goes in the journal like a played move, all in one write, and
/// "Backup ripristinato" is said once that write is committed: a browser killed after
/// the message keeps the restored games (localStorage reaches the disk seconds later).
pub async fn restore(saves: Saves, r: Restoring) -> Done {
    let lang = saves.lang.get_untracked();
    let failed = |m: String| Done::BackedUp((false, m), age());
    let store = match LocalStore::open() {
        Ok(s) => s,
        Err(e) => return failed(t::store_error(&e, lang)),
    };
    let suffix = crate::present::i18n_app::AppText::ImportedSuffix.text(lang);
    let result = backup::restore(
        store,
        &r.backup,
        &r.plan,
        &r.choices,
        &mut new_game_id,
        suffix,
    );
    let done: Restored = match result {
        Ok(done) => done,
        Err(RestoreError::Stale(plan)) => {
            let e = RestoreError::Stale(plan.clone());
            let why = restore_failed(&e, &r.backup, lang);
            return Done::Replanned(
                why,
                Restoring {
                    backup: r.backup.clone(),
                    plan,
                    choices: r.choices.clone(),
                },
            );
        }
        Err(e) => {
            saves.touch();
            return failed(restore_failed(&e, &r.backup, lang));
        }
    };
    saves.touch();
    // The game on the table, if replaced, and the journal's copies of the games
    // replaced would bring the replaced moves back.
    if saves
        .active()
        .with_session_untracked(|s| done.replaced.contains(&s.meta().id))
        == Some(true)
    {
        saves.active().set(None);
    }
    // The replaced games' journal copies are replaced too (the old ones would bring
    // the replaced moves back at the next start).
    // The other data (settings, tournament) too, with the restore's stamp: written
    // again at the next start if the store lost it (`backup::journal_restore`).
    let stamp = now_ms().to_string();
    if !done.keys.is_empty() {
        if let Ok(mut store) = LocalStore::open() {
            let _ = crate::storage::KeyValueStore::set(&mut store, backup::RESTORED_KEY, &stamp);
        }
    }
    let durable = (done.written.is_empty() && done.keys.is_empty()) || {
        let restore = (!done.keys.is_empty()).then_some((stamp.as_str(), &done.keys[..]));
        journal::put_restore(&done.written, restore);
        journal::flushed().await
    };
    if done.sections.iter().any(|s| s == "settings") {
        let store = LocalStore::open().ok();
        let code = store.and_then(|s| {
            crate::storage::KeyValueStore::get(&s, crate::ui::i18n::LANG_STORAGE_KEY).ok()
        });
        if let Some(l) = code.flatten().and_then(|c| Lang::from_code(&c)) {
            saves.lang.set(l);
        }
    }
    let lang = saves.lang.get_untracked();
    let mut said = t::restored(&done, lang);
    if !durable {
        said.push(' ');
        said.push_str(t::restored_not_durable(lang));
    }
    Done::BackedUp((true, said), age())
}

/// At start: the last restore's other data kept in the journal (`stamp`, `pairs`) is
/// written again if the store lost it (the browser killed before localStorage reached
/// the disk), dropped from the journal once the store surely has it.
pub fn after_start(saves: Saves, stamp: &str, pairs: &[(String, String)]) {
    let Ok(mut store) = LocalStore::open() else {
        return;
    };
    match backup::journal_restore(stamp, &store, now_ms()) {
        JournalRestore::Reapply => {
            if backup::reapply(&mut store, stamp, pairs).is_ok() {
                let code =
                    crate::storage::KeyValueStore::get(&store, crate::ui::i18n::LANG_STORAGE_KEY);
                if let Some(l) = code.ok().flatten().and_then(|c| Lang::from_code(&c)) {
                    if saves.lang.get_untracked() != l {
                        saves.lang.set(l);
                    }
                }
            }
        }
        JournalRestore::Drop => journal::remove(journal::RESTORE_ENTRY),
        JournalRestore::Keep => {}
    }
}
