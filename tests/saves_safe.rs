//! Never lose a game (issue 14): the journal's copy of a game is merged into the store
//! only when it goes on from the stored save, kept aside while the store is full, and
//! forked into a new game when both have moves the other lacks.

use planisfero::rules::{Color, GameConfig, PresetId, SeatConfig};
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::library::{lineage, save_key};
use planisfero::storage::save;
use planisfero::storage::{
    KeyValueStore, LibraryError, Lineage, MemoryStore, Merged, SaveLibrary, StoreError,
};

fn session(id: &str, actions: usize) -> Session {
    let config = GameConfig::new(
        PresetId::Classico,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
        ],
    );
    let meta = SessionMeta {
        id: id.into(),
        name: "Serata".into(),
        created_ms: 100,
        updated_ms: 100,
    };
    let mut s = Session::start(meta, config, 7).unwrap();
    play(&mut s, actions, 0);
    s
}

/// Plays `n` actions, choosing the `pick`-th legal one (modulo) each time.
fn play(s: &mut Session, n: usize, pick: usize) {
    for _ in 0..n {
        let legal = s.game().legal_actions();
        let a = legal[pick % legal.len()];
        s.apply(a, 1_000).unwrap();
    }
}

fn text(s: &Session) -> String {
    save::encode(s.parts())
}

#[test]
fn lineage_tells_which_save_goes_on_from_the_other() {
    let a = session("g-a", 10);
    let mut b = a.clone();
    play(&mut b, 3, 0);
    let mut c = a.clone();
    play(&mut c, 3, 1);
    assert_eq!(lineage(a.parts(), a.parts()), Lineage::Same);
    assert_eq!(lineage(b.parts(), a.parts()), Lineage::Ahead);
    assert_eq!(lineage(a.parts(), b.parts()), Lineage::Behind);
    assert_eq!(lineage(b.parts(), c.parts()), Lineage::Diverged);
    // The same actions with a later clock go on too.
    let mut later = a.parts().clone();
    later.elapsed_ms += 5_000;
    assert_eq!(lineage(&later, a.parts()), Lineage::Ahead);
}

#[test]
fn a_journal_copy_ahead_of_the_store_replaces_the_stale_save() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let mut s = session("g-a", 20);
    lib.save(&s).unwrap();
    play(&mut s, 9, 0);
    assert_eq!(
        lib.merge(&text(&s), "g-f", "copia", 5).unwrap(),
        Merged::Restored {
            id: "g-a".into(),
            actions: 29
        }
    );
    assert_eq!(lib.load("g-a").unwrap().parts(), s.parts());
    // Merging again changes nothing.
    assert_eq!(
        lib.merge(&text(&s), "g-f", "copia", 5).unwrap(),
        Merged::Kept
    );
}

#[test]
fn a_game_only_in_the_journal_is_restored() {
    // A browser killed right after a new game: the store never had it.
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let s = session("g-new", 4);
    assert!(matches!(
        lib.merge(&text(&s), "g-f", "copia", 5).unwrap(),
        Merged::Restored { actions: 4, .. }
    ));
    assert_eq!(lib.list().unwrap().len(), 1);
    assert_eq!(lib.last_played().unwrap().unwrap().id, "g-new");
}

#[test]
fn an_older_journal_copy_never_replaces_a_later_save() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let old = session("g-a", 10);
    let mut s = old.clone();
    play(&mut s, 5, 0);
    lib.save(&s).unwrap();
    let stored = lib.raw("g-a").unwrap();
    assert_eq!(
        lib.merge(&text(&old), "g-f", "copia", 5).unwrap(),
        Merged::Kept
    );
    assert_eq!(lib.raw("g-a").unwrap(), stored);
}

#[test]
fn a_journal_copy_that_went_another_way_becomes_a_new_game() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let base = session("g-a", 10);
    let mut theirs = base.clone();
    play(&mut theirs, 4, 0);
    lib.save(&theirs).unwrap();
    let stored = lib.raw("g-a").unwrap();
    let mut mine = base.clone();
    play(&mut mine, 6, 1);
    assert_eq!(
        lib.merge(&text(&mine), "g-b", "Serata (copia)", 5).unwrap(),
        Merged::Forked {
            id: "g-b".into(),
            name: "Serata (copia)".into()
        }
    );
    assert_eq!(
        lib.raw("g-a").unwrap(),
        stored,
        "the stored game is untouched"
    );
    let fork = lib.load("g-b").unwrap();
    assert_eq!(fork.parts().actions, mine.parts().actions);
    assert_eq!(fork.meta().name, "Serata (copia)");
    assert_eq!(lib.list().unwrap().len(), 2);
}

#[test]
fn a_full_store_refuses_the_merge_and_changes_nothing() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let mut s = session("g-a", 10);
    lib.save(&s).unwrap();
    let stored = lib.raw("g-a").unwrap();
    lib.store_mut().quota = Some(lib.store().used());
    play(&mut s, 12, 0);
    assert_eq!(
        lib.merge(&text(&s), "g-f", "copia", 5).unwrap_err(),
        LibraryError::Store(StoreError::QuotaExceeded)
    );
    assert_eq!(lib.raw("g-a").unwrap(), stored);
    // Room again: the same copy goes in whole.
    lib.store_mut().quota = None;
    assert!(matches!(
        lib.merge(&text(&s), "g-f", "copia", 5).unwrap(),
        Merged::Restored { actions: 22, .. }
    ));
}

#[test]
fn a_damaged_journal_copy_is_refused_and_changes_nothing() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let s = session("g-a", 10);
    lib.save(&s).unwrap();
    let before = lib.store().keys().unwrap();
    let t = text(&s);
    assert!(matches!(
        lib.merge(&t[..t.len() / 2], "g-f", "copia", 5),
        Err(LibraryError::Save(_))
    ));
    assert_eq!(lib.store().keys().unwrap(), before);
    assert!(lib.store().get(&save_key("g-f")).unwrap().is_none());
}

#[test]
fn write_checked_writes_the_given_text() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let s = session("g-a", 3);
    let t = text(&s);
    let (summary, hash) = lib.write_checked(&s, &t, None).unwrap();
    assert_eq!(lib.raw("g-a").unwrap(), t);
    assert_eq!(summary.actions, 3);
    assert_eq!(hash, planisfero::storage::library::text_hash(&t));
}
