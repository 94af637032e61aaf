//! The journal: a durable copy of each game's latest save in IndexedDB, and the tabs'
//! "who holds this game?" channel.
//!
//! Chromium writes localStorage to disk lazily (seconds later), so a browser killed by
//! the system lost the last moves although every action was saved at once. The autosave
//! therefore also puts the save's text in IndexedDB, in a transaction with
//! `durability: "strict"` (committed to disk before it completes); at start the journal
//! is read and each copy merged into localStorage (`SaveLibrary::merge`), which stays the
//! store the app reads. While localStorage is full the journal keeps the game, so a
//! reload loses nothing either. Writes are coalesced: one transaction at a time, then the
//! latest text of each game. The journal keeps the most recent games only.
//!
//! The lock channel (a `BroadcastChannel`): a tab answers for the game it holds, so a lock
//! left by a crashed tab is told from a live one without waiting for it to go stale.
//!
//! Written in JavaScript (`public/journal.js`, a classic script that index.html loads
//! before the app): a few imports cost the wasm far less than the IndexedDB bindings
//! would. Where the script, IndexedDB or BroadcastChannel is missing, the journal is
//! empty, writes are dropped and pings go unanswered.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = put)]
    fn js_put(id: &str, text: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = putAll)]
    fn js_put_all(
        ids: js_sys::Array,
        texts: js_sys::Array,
        stamp: &JsValue,
        pairs: &JsValue,
    ) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = putDesk)]
    fn js_put_desk(pairs: js_sys::Array) -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = desk)]
    fn js_desk() -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = restored)]
    fn js_restored() -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = flushed)]
    fn js_flushed() -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = del)]
    fn js_del(id: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = all)]
    fn js_all() -> Result<js_sys::Promise, JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = hold)]
    fn js_hold(id: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = planisferoJournal, js_name = ping)]
    fn js_ping(id: &str, ms: u32) -> Result<js_sys::Promise, JsValue>;
}

/// How many games the journal keeps, the most recently saved (`KEEP` in
/// `public/journal.js`; tests/saves.rs checks they agree).
pub const KEEP: usize = crate::storage::JOURNAL_KEEP;

/// Puts game `id`'s save text in the journal (durable within milliseconds).
pub fn put(id: &str, text: &str) {
    let _ = js_put(id, text);
}

/// Puts several games' save texts (id, text) in the journal as one write (one
/// transaction: all durable, or none); see [`flushed`] for when it is committed.
pub fn put_all(entries: &[(String, String)]) {
    put_restore(entries, None);
}

/// The journal's entry of the last restore's other data (not a game).
pub const RESTORE_ENTRY: &str = "restore";

/// [`put_all`], with a restore's other data (its stamp, its keys and values) in the
/// same write, replacing the last restore's.
pub fn put_restore(entries: &[(String, String)], restore: Option<(&str, &[(String, String)])>) {
    let ids = js_sys::Array::new();
    let texts = js_sys::Array::new();
    for (id, text) in entries {
        ids.push(&JsValue::from_str(id));
        texts.push(&JsValue::from_str(text));
    }
    let (stamp, pairs) = match restore {
        Some((stamp, pairs)) => {
            let list = js_sys::Array::new();
            for (k, v) in pairs {
                list.push(&js_sys::Array::of2(
                    &JsValue::from_str(k),
                    &JsValue::from_str(v),
                ));
            }
            (JsValue::from_str(stamp), list.into())
        }
        None => (JsValue::UNDEFINED, JsValue::UNDEFINED),
    };
    let _ = js_put_all(ids, texts, &stamp, &pairs);
}

/// Only arrays read as arrays (`Array.from` throws on null).
fn array(v: JsValue) -> Option<js_sys::Array> {
    v.dyn_into::<js_sys::Array>().ok()
}

/// `[[key, value]...]` read back: the pairs that are two strings.
fn pairs_of(list: js_sys::Array) -> Vec<(String, String)> {
    list.iter()
        .filter_map(|p| {
            let p = array(p)?;
            Some((p.get(0).as_string()?, p.get(1).as_string()?))
        })
        .collect()
}

/// Puts the tournament desk's change (its keys and values,
/// `present::tournament::journal_pairs`) in the journal, replacing the last; once it is
/// committed, whether it was (false without a journal: no script, no IndexedDB).
pub async fn put_desk(pairs: &[(String, String)]) -> bool {
    let list = js_sys::Array::new();
    for (k, v) in pairs {
        list.push(&js_sys::Array::of2(
            &JsValue::from_str(k),
            &JsValue::from_str(v),
        ));
    }
    let Ok(promise) = js_put_desk(list) else {
        return false;
    };
    JsFuture::from(promise)
        .await
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// The tournament desk's last change in the journal when the page started (empty if none).
pub async fn desk_entry() -> Vec<(String, String)> {
    let Ok(promise) = js_desk() else {
        return Vec::new();
    };
    match JsFuture::from(promise).await.ok().and_then(array) {
        Some(list) => pairs_of(list),
        None => Vec::new(),
    }
}

/// The last restore's other data in the journal when the page started: its stamp and
/// its keys and values.
pub async fn restored() -> Option<(String, Vec<(String, String)>)> {
    let value = JsFuture::from(js_restored().ok()?).await.ok()?;
    let entry = array(value)?;
    let stamp = entry.get(0).as_string()?;
    Some((stamp, pairs_of(array(entry.get(1))?)))
}

/// Whether everything put in the journal so far is committed (durable), once it is:
/// false when the journal could not write it (no script, no IndexedDB, a failed write).
pub async fn flushed() -> bool {
    answer_true(js_flushed()).await
}

/// What a journal call's promise resolved to, true only for `true` (a failed call, a
/// rejected promise or any other value is false).
async fn answer_true(promise: Result<js_sys::Promise, JsValue>) -> bool {
    let Ok(promise) = promise else {
        return false;
    };
    JsFuture::from(promise)
        .await
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Removes game `id` from the journal (the game was deleted).
pub fn remove(id: &str) {
    let _ = js_del(id);
}

/// The save texts in the journal when the page started.
pub async fn read_all() -> Vec<String> {
    let Ok(promise) = js_all() else {
        return Vec::new();
    };
    let Ok(value) = JsFuture::from(promise).await else {
        return Vec::new();
    };
    js_sys::Array::from(&value)
        .iter()
        .filter_map(|v| v.as_string())
        .collect()
}

/// Tells the other tabs that this one holds game `id` ("" for none).
pub fn hold(id: &str) {
    let _ = js_hold(id);
}

/// Whether a live tab answers that it holds game `id` within `ms` milliseconds.
pub async fn held_elsewhere(id: &str, ms: u32) -> bool {
    answer_true(js_ping(id, ms)).await
}
