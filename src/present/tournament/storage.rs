//! The tournament in the browser's storage: autosave ([`save`]) and load ([`load`]).

use crate::present::lang::Lang;
use crate::storage::{KeyValueStore, StoreError};
use crate::tournament::{export, Tournament};

use super::state::Desk;
use super::tx::Tx;
use super::words::file_error_text;

/// localStorage key of the current tournament (its file, [`export::encode`]).
pub const STORAGE_KEY: &str = "planisfero.tournament";

/// Where a stored tournament that no longer reads is kept, so that nothing is lost.
pub const DAMAGED_KEY: &str = "planisfero.tournament.damaged";

/// Autosaves the tournament. A full or refused storage is reported in words; the
/// tournament in memory is untouched.
///
/// # Errors
/// The message to show.
pub fn save(store: &mut impl KeyValueStore, t: &Tournament, l: Lang) -> Result<(), String> {
    store
        .set(STORAGE_KEY, &export::encode(t))
        .map_err(|e| match e {
            StoreError::QuotaExceeded => Tx::StorageFull.text(l).to_owned(),
            _ => Tx::StorageOff.text(l).to_owned(),
        })
}

/// The stored tournament, if any. One that no longer reads is copied to
/// [`DAMAGED_KEY`] (nothing is lost) and reported in words.
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
        Err(_) => desk.ui.message = Some((false, Tx::StorageOff.text(l).into())),
    }
    desk
}
