//! One tab at a time per game: a lock with a heartbeat in the store.
//!
//! The tab that plays a game writes `planisfero.lock.<id>` = `{tab, at_ms}` when it opens
//! the game and again every [`HEARTBEAT_MS`]; it removes it when the page goes away. A
//! second tab opening the same game finds a fresh lock of another tab and is told (it
//! may take the game over on purpose). The first tab checks the lock before every write
//! and stops writing as soon as it is no longer the holder, so two tabs never overwrite
//! each other's moves. A lock not refreshed for [`STALE_MS`] belongs to a closed or
//! crashed tab and is free.

use super::json::{self, ObjectWriter};
use super::store::{KeyValueStore, StoreError};

/// Prefix of the lock keys (followed by the game's id).
pub const LOCK_PREFIX: &str = "planisfero.lock.";

/// How often the holder refreshes its lock.
pub const HEARTBEAT_MS: u64 = 2_000;

/// Age after which a lock is considered abandoned. Generous: browsers slow down the
/// timers of hidden tabs to once a second.
pub const STALE_MS: u64 = 10_000;

/// The key of a game's lock.
pub fn lock_key(id: &str) -> String {
    format!("{LOCK_PREFIX}{id}")
}

/// The lock's value: `{"tab":"...","at_ms":123}`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Record {
    tab: String,
    at_ms: u64,
}

impl Record {
    fn to_json(&self) -> String {
        let mut out = String::with_capacity(self.tab.len() + 32);
        let mut o = ObjectWriter::new(&mut out);
        json::push_str(o.key("tab"), &self.tab);
        json::push_u64(o.key("at_ms"), self.at_ms);
        o.end();
        out
    }

    /// The record in `text`; `None` if it is damaged in any way.
    fn from_json(text: &str) -> Option<Record> {
        let node = json::parse(text).ok()?;
        let f = node.fields().ok()?;
        Some(Record {
            tab: f.req("tab").ok()?.str().ok()?.to_owned(),
            at_ms: f.req("at_ms").ok()?.u64().ok()?,
        })
    }
}

/// Who holds a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LockState {
    /// Nobody (or an abandoned lock).
    Free,
    /// This tab.
    Mine,
    /// Another live tab, last seen `age_ms` ago.
    Other { age_ms: u64 },
}

/// Reads the lock of game `id` as seen by tab `tab` at `now_ms`.
///
/// # Errors
/// The store's error.
pub fn inspect(
    store: &impl KeyValueStore,
    id: &str,
    tab: &str,
    now_ms: u64,
) -> Result<LockState, StoreError> {
    let Some(text) = store.get(&lock_key(id))? else {
        return Ok(LockState::Free);
    };
    // A damaged lock protects nothing.
    let Some(record) = Record::from_json(&text) else {
        return Ok(LockState::Free);
    };
    if record.tab == tab {
        return Ok(LockState::Mine);
    }
    // A lock from the future (the clock was set back) counts as fresh only within STALE_MS.
    let age_ms = now_ms.saturating_sub(record.at_ms);
    let ahead_ms = record.at_ms.saturating_sub(now_ms);
    if age_ms >= STALE_MS || ahead_ms >= STALE_MS {
        Ok(LockState::Free)
    } else {
        Ok(LockState::Other { age_ms })
    }
}

fn write(
    store: &mut impl KeyValueStore,
    id: &str,
    tab: &str,
    now_ms: u64,
) -> Result<(), StoreError> {
    let record = Record {
        tab: tab.to_owned(),
        at_ms: now_ms,
    };
    store.set(&lock_key(id), &record.to_json())
}

/// Takes the lock of game `id` for `tab`, unless another live tab holds it and `force` is
/// false. Returns the state found before.
///
/// # Errors
/// The store's error.
pub fn acquire(
    store: &mut impl KeyValueStore,
    id: &str,
    tab: &str,
    now_ms: u64,
    force: bool,
) -> Result<LockState, StoreError> {
    let state = inspect(store, id, tab, now_ms)?;
    if matches!(state, LockState::Other { .. }) && !force {
        return Ok(state);
    }
    if let Err(e) = write(store, id, tab, now_ms) {
        // A full store can refuse this tab's record (a longer tab id) and keep the
        // previous holder's, which would then lock this tab out of the game it may take
        // (the same tab after a reload, with a new id). The previous record goes first;
        // without room for this one the game is left free.
        store.remove(&lock_key(id))?;
        if write(store, id, tab, now_ms).is_err() {
            return Err(e);
        }
    }
    Ok(state)
}

/// Refreshes the lock if `tab` still holds it (or it is free). Returns whether `tab` holds
/// it afterwards; `false` means another tab took the game over: stop writing.
///
/// # Errors
/// The store's error.
pub fn heartbeat(
    store: &mut impl KeyValueStore,
    id: &str,
    tab: &str,
    now_ms: u64,
) -> Result<bool, StoreError> {
    match inspect(store, id, tab, now_ms)? {
        LockState::Other { .. } => Ok(false),
        LockState::Mine | LockState::Free => {
            write(store, id, tab, now_ms)?;
            Ok(true)
        }
    }
}

/// Whether `tab` may write game `id` now: it holds the lock, or nobody does.
///
/// # Errors
/// The store's error.
pub fn may_write(
    store: &impl KeyValueStore,
    id: &str,
    tab: &str,
    now_ms: u64,
) -> Result<bool, StoreError> {
    Ok(!matches!(
        inspect(store, id, tab, now_ms)?,
        LockState::Other { .. }
    ))
}

/// Removes the lock if `tab` holds it.
///
/// # Errors
/// The store's error.
pub fn release(store: &mut impl KeyValueStore, id: &str, tab: &str) -> Result<(), StoreError> {
    if inspect(store, id, tab, 0)? == LockState::Mine {
        store.remove(&lock_key(id))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::store::MemoryStore;

    #[test]
    fn the_second_tab_is_told_and_does_not_take_the_lock() {
        let mut s = MemoryStore::new();
        assert_eq!(
            acquire(&mut s, "g", "A", 1_000, false).unwrap(),
            LockState::Free
        );
        assert_eq!(
            acquire(&mut s, "g", "B", 2_000, false).unwrap(),
            LockState::Other { age_ms: 1_000 }
        );
        assert!(!may_write(&s, "g", "B", 2_000).unwrap());
        assert!(may_write(&s, "g", "A", 2_000).unwrap());
        assert!(heartbeat(&mut s, "g", "A", 3_000).unwrap());
    }

    #[test]
    fn taking_over_stops_the_first_tab() {
        let mut s = MemoryStore::new();
        acquire(&mut s, "g", "A", 1_000, false).unwrap();
        acquire(&mut s, "g", "B", 2_000, true).unwrap();
        assert!(
            !heartbeat(&mut s, "g", "A", 3_000).unwrap(),
            "A lost the game"
        );
        assert!(!may_write(&s, "g", "A", 3_000).unwrap());
        assert_eq!(inspect(&s, "g", "B", 3_000).unwrap(), LockState::Mine);
    }

    #[test]
    fn an_abandoned_lock_is_free() {
        let mut s = MemoryStore::new();
        acquire(&mut s, "g", "A", 1_000, false).unwrap();
        assert_eq!(
            inspect(&s, "g", "B", 1_000 + STALE_MS).unwrap(),
            LockState::Free
        );
        assert_eq!(
            acquire(&mut s, "g", "B", 1_000 + STALE_MS, false).unwrap(),
            LockState::Free
        );
        assert_eq!(
            inspect(&s, "g", "B", 1_000 + STALE_MS).unwrap(),
            LockState::Mine
        );
        // A lock dated far in the future is abandoned too.
        s.set(&lock_key("h"), r#"{"tab":"A","at_ms":999999999}"#)
            .unwrap();
        assert_eq!(inspect(&s, "h", "B", 5).unwrap(), LockState::Free);
        // And a damaged one protects nothing.
        s.set(&lock_key("i"), "garbage").unwrap();
        assert_eq!(inspect(&s, "i", "B", 5).unwrap(), LockState::Free);
    }

    #[test]
    fn a_full_store_does_not_keep_the_previous_holders_lock() {
        // Tab A's lock, then a store with no room left: tab B (a longer id, as the same
        // page after a reload may get) takes the game over.
        let mut s = MemoryStore::new();
        acquire(&mut s, "g", "A", 1_000, false).unwrap();
        s.quota = Some(s.used());
        assert_eq!(
            acquire(&mut s, "g", "BB", 2_000, true),
            Err(StoreError::QuotaExceeded)
        );
        assert!(
            may_write(&s, "g", "BB", 2_000).unwrap(),
            "B is not locked out"
        );
        assert_eq!(inspect(&s, "g", "A", 2_000).unwrap(), LockState::Free);
        // With room for B's record (but not for both), B holds it.
        acquire(&mut s, "g", "A", 3_000, false).unwrap();
        s.quota = Some(s.used() + 1);
        acquire(&mut s, "g", "BB", 4_000, true).unwrap();
        assert_eq!(inspect(&s, "g", "BB", 4_000).unwrap(), LockState::Mine);
        assert!(!may_write(&s, "g", "A", 4_000).unwrap());
    }

    #[test]
    fn release_removes_only_ones_own_lock() {
        let mut s = MemoryStore::new();
        acquire(&mut s, "g", "A", 1_000, false).unwrap();
        release(&mut s, "g", "B").unwrap();
        assert_eq!(
            inspect(&s, "g", "B", 1_500).unwrap(),
            LockState::Other { age_ms: 500 }
        );
        release(&mut s, "g", "A").unwrap();
        assert_eq!(inspect(&s, "g", "B", 1_500).unwrap(), LockState::Free);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn the_lock_record_is_written_and_read_as_serde_wrote_and_read_it() {
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        struct SerdeRecord {
            tab: String,
            at_ms: u64,
        }
        for (tab, at_ms) in [
            ("t-1", 0),
            ("\"q\" \\ \u{1} 🎲", u64::MAX),
            ("", 1_700_000_000_000),
        ] {
            let record = Record {
                tab: tab.into(),
                at_ms,
            };
            let serde = serde_json::to_string(&SerdeRecord {
                tab: tab.into(),
                at_ms,
            })
            .unwrap();
            assert_eq!(record.to_json(), serde);
            assert_eq!(Record::from_json(&serde), Some(record));
        }
        for bad in [
            "",
            "{",
            "{\"tab\":1,\"at_ms\":2}",
            "{\"tab\":\"a\"}",
            "[\"a\",1]",
        ] {
            assert_eq!(Record::from_json(bad), None, "{bad}");
        }
    }
}
