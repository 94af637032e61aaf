//! The tournament and the season in the browser's storage: autosave ([`save`],
//! [`save_season`]) and load ([`load`]).

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
