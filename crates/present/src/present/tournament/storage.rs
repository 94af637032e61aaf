//! The tournament and the season in the browser's storage: autosave ([`save`],
//! [`save_season`]) and load ([`load`]), and their durable copy in the journal
//! ([`journal_pairs`], [`merge_journal`]).
//!
//! Chromium writes localStorage to disk lazily (about a second later): a browser killed
//! right after a change had shown it and lost it. Each change is therefore also put in
//! the journal (IndexedDB, `public/journal.js`, committed to disk before the page shows
//! the change: `crate::ui::desk`), with a stamp also written to [`SAVED_KEY`]; at start a
//! journal entry stamped later than the store is written back (issue 46 item 8).

use crate::present::lang::Lang;
use crate::storage::{KeyValueStore, StoreError};
use crate::tournament::season::{self, Season};
use crate::tournament::{export, Tournament};

use super::desk_text::DeskText;
use super::reduce::{update, TournamentAct};
use super::state::{Desk, Effect, Form};
use super::words::{file_error_text, season_file_error_text};

/// localStorage key of the current tournament (its file, [`export::encode`]).
pub const STORAGE_KEY: &str = "planisfero.tournament";

/// Where a stored tournament that no longer reads is kept, so that nothing is lost.
pub const DAMAGED_KEY: &str = "planisfero.tournament.damaged";

/// localStorage key of the club's season (its file, [`season::encode`]; read back with
/// [`season::decode`]). Absent while the season is empty.
pub const SEASON_KEY: &str = "planisfero.season";

/// Where a stored season that no longer reads is kept, so that nothing is lost.
pub const SEASON_DAMAGED_KEY: &str = "planisfero.season.damaged";

/// localStorage key of the stamp of the desk's last change (ms, as text), also in its
/// journal entry: a store that lost the change has an older one. About this device only,
/// never backed up (`storage::backup`'s skipped keys).
pub const SAVED_KEY: &str = "planisfero.desk.saved";

fn storage_error(e: StoreError, l: Lang) -> String {
    match e {
        StoreError::QuotaExceeded => DeskText::StorageFull.text(l).to_owned(),
        _ => DeskText::StorageOff.text(l).to_owned(),
    }
}

/// Autosaves the season (an empty season removes its key). A full or refused storage is
/// reported in words; the season in memory is untouched.
///
/// # Errors
/// The message to show.
pub fn save_season(store: &mut impl KeyValueStore, s: &Season, l: Lang) -> Result<(), String> {
    let done = if *s == Season::default() {
        store.remove(SEASON_KEY)
    } else {
        store.set(SEASON_KEY, &season::encode(s))
    };
    done.map_err(|e| storage_error(e, l))
}

/// Autosaves the tournament. A full or refused storage is reported in words; the
/// tournament in memory is untouched.
///
/// # Errors
/// The message to show.
pub fn save(store: &mut impl KeyValueStore, t: &Tournament, l: Lang) -> Result<(), String> {
    store
        .set(STORAGE_KEY, &export::encode(t))
        .map_err(|e| storage_error(e, l))
}

/// The stored tournament, if any, and the season. One that no longer reads is copied to
/// [`DAMAGED_KEY`] ([`SEASON_DAMAGED_KEY`]; nothing is lost) and reported in words.
pub fn load(store: &mut impl KeyValueStore, l: Lang) -> Desk {
    let mut desk = Desk::default();
    match store.get(STORAGE_KEY) {
        Ok(Some(text)) => match export::decode(&text) {
            Ok(t) => desk.tournament = Some(t),
            Err(e) => {
                let _ = store.set(DAMAGED_KEY, &text);
                let _ = store.remove(STORAGE_KEY);
                desk.ui.message = Some((false, file_error_text(&e, l)));
            }
        },
        Ok(None) => {}
        Err(_) => desk.ui.message = Some((false, DeskText::StorageOff.text(l).into())),
    }
    if let Ok(Some(text)) = store.get(SEASON_KEY) {
        match season::decode(&text) {
            Ok(s) => desk.season = s,
            Err(e) => {
                let _ = store.set(SEASON_DAMAGED_KEY, &text);
                let _ = store.remove(SEASON_KEY);
                desk.ui.message = Some((false, season_file_error_text(&e, l)));
            }
        }
    }
    desk
}

/// Saves the tournament and the season; a full or refused storage becomes the desk's
/// message (the tournament in memory untouched). Whether both were written.
pub fn save_desk(store: &mut impl KeyValueStore, desk: &mut Desk, l: Lang) -> bool {
    let problem = desk
        .tournament
        .as_ref()
        .and_then(|t| save(store, t, l).err())
        .or_else(|| save_season(store, &desk.season, l).err());
    match problem {
        Some(m) => {
            desk.ui.message = Some((false, m));
            false
        }
        None => true,
    }
}

/// [`update`], then its autosave, **before the page is drawn** (issue 46 item 8: a
/// browser killed right after a round was seated had shown the round and lost it, the
/// page drawn before the save). `store` is `None` where the browser's storage is off:
/// the desk then says so on the same screen. Returns what is left to do once the page is
/// drawn (a download, the print, the language): never [`Effect::Save`].
pub fn update_saved<S: KeyValueStore>(
    desk: &mut Desk,
    act: TournamentAct,
    form: &Form,
    seed: u64,
    l: Lang,
    store: Option<&mut S>,
) -> Effect {
    let effect = update(desk, act, form, seed, l);
    if effect != Effect::Save {
        return effect;
    }
    match store {
        Some(s) => {
            save_desk(s, desk, l);
        }
        None => desk.ui.message = Some((false, DeskText::StorageOff.text(l).to_owned())),
    }
    Effect::None
}

/// The stamp of a change made at `now_ms`: later than the store's last (two changes in
/// one millisecond, or a clock set back, still stamped in order).
pub fn next_stamp(store: &impl KeyValueStore, now_ms: u64) -> u64 {
    stamp_of(store).map_or(now_ms, |last| now_ms.max(last.saturating_add(1)))
}

fn stamp_of(store: &impl KeyValueStore) -> Option<u64> {
    store.get(SAVED_KEY).ok().flatten()?.parse().ok()
}

/// The journal entry of the desk as it is now, stamped `stamp`: the tournament's file
/// ([`STORAGE_KEY`], none while there is no tournament), the season's ([`SEASON_KEY`], ""
/// while it is empty) and the stamp ([`SAVED_KEY`]). Written whole even where the store
/// refused the change (full): the journal then keeps it.
pub fn journal_pairs(desk: &Desk, stamp: u64) -> Vec<(String, String)> {
    let mut pairs = Vec::with_capacity(3);
    if let Some(t) = &desk.tournament {
        pairs.push((STORAGE_KEY.to_owned(), export::encode(t)));
    }
    let season = if desk.season == Season::default() {
        String::new()
    } else {
        season::encode(&desk.season)
    };
    pairs.push((SEASON_KEY.to_owned(), season));
    pairs.push((SAVED_KEY.to_owned(), stamp.to_string()));
    pairs
}

/// Writes the journal's entry back into the store when it is stamped later than the
/// store's last change (the store lost it: the browser was killed before localStorage
/// reached the disk). Only the desk's keys are written; an empty season removes its
/// key. Whether it was written back. A store stamped the same or later (a restore, which
/// does not touch the stamp, keeps what it restored) is left as it is.
pub fn merge_journal(store: &mut impl KeyValueStore, pairs: &[(String, String)]) -> bool {
    let stamp = |k: &str| -> Option<u64> {
        pairs
            .iter()
            .find(|(key, _)| key == k)
            .and_then(|(_, v)| v.parse().ok())
    };
    let Some(journal) = stamp(SAVED_KEY) else {
        return false;
    };
    if stamp_of(store).is_some_and(|s| s >= journal) {
        return false;
    }
    for (key, value) in pairs {
        let done = match key.as_str() {
            SEASON_KEY if value.is_empty() => store.remove(key),
            STORAGE_KEY | SEASON_KEY => store.set(key, value),
            _ => continue,
        };
        if done.is_err() {
            return false;
        }
    }
    // The stamp last: a store full halfway through takes the entry again next time.
    store.set(SAVED_KEY, &journal.to_string()).is_ok()
}

/// [`update_saved`] that also says what to put in the journal: the desk's entry
/// ([`journal_pairs`]) when the act changed what is stored, its stamp (later than
/// `now_ms`'s if need be) written to the store with the change. `None` when nothing was
/// stored (the act only changed the screen, or the storage is off).
pub fn update_journaled<S: KeyValueStore>(
    desk: &mut Desk,
    act: TournamentAct,
    form: &Form,
    seed: u64,
    l: Lang,
    store: Option<&mut S>,
    now_ms: u64,
) -> (Effect, Option<Vec<(String, String)>>) {
    let effect = update(desk, act, form, seed, l);
    if effect != Effect::Save {
        return (effect, None);
    }
    (Effect::None, save_journaled(desk, l, store, now_ms))
}

/// Saves the desk ([`save_desk`]) and stamps it; the journal's entry of the change, or
/// `None` where the storage is off (then said on the desk's screen).
pub fn save_journaled<S: KeyValueStore>(
    desk: &mut Desk,
    l: Lang,
    store: Option<&mut S>,
    now_ms: u64,
) -> Option<Vec<(String, String)>> {
    let Some(s) = store else {
        desk.ui.message = Some((false, DeskText::StorageOff.text(l).to_owned()));
        return None;
    };
    let stamp = next_stamp(s, now_ms);
    if save_desk(s, desk, l) {
        let _ = s.set(SAVED_KEY, &stamp.to_string());
    }
    Some(journal_pairs(desk, stamp))
}
