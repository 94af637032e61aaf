//! Never lose a game (issue 14): the journal's copy of a game is merged into the store
//! only when it goes on from the stored save, kept aside while the store is full, and
//! forked into a new game when both have moves the other lacks.

mod common;
use common::{play, serata};

use planisfero::session::Session;
use planisfero::storage::library::{lineage, save_key};
use planisfero::storage::save;
use planisfero::storage::{
    KeyValueStore, LibraryError, Lineage, MemoryStore, Merged, SaveLibrary, StoreError,
};

fn text(s: &Session) -> String {
    save::encode(s.parts())
}

/// Game "g-a" after 10 actions went two ways: `theirs` (4 more) is stored, `mine` (6 other
/// ones) is not.
fn went_two_ways() -> (SaveLibrary<MemoryStore>, Session, Session) {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let base = serata("g-a", 10);
    let mut theirs = base.clone();
    play(&mut theirs, 4, 0);
    lib.save(&theirs).unwrap();
    let mut mine = base;
    play(&mut mine, 6, 1);
    (lib, theirs, mine)
}

#[test]
fn lineage_tells_which_save_goes_on_from_the_other() {
    let a = serata("g-a", 10);
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
    let mut s = serata("g-a", 20);
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
    let s = serata("g-new", 4);
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
    let old = serata("g-a", 10);
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
    let (mut lib, _, mine) = went_two_ways();
    let stored = lib.raw("g-a").unwrap();
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
    let mut s = serata("g-a", 10);
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
    let s = serata("g-a", 10);
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
    let s = serata("g-a", 3);
    let t = text(&s);
    let (summary, hash) = lib.write_checked(&s, &t, None).unwrap();
    assert_eq!(lib.raw("g-a").unwrap(), t);
    assert_eq!(summary.actions, 3);
    assert_eq!(hash, planisfero::storage::library::text_hash(&t));
}

/// Issue 32: a tab whose game another tab took over at the instant of a move (the lock
/// changed after this tab's last check) keeps that move as a copy, and leaves the other
/// tab's save alone. Modelled over the store with a test clock: tab A plays, tab B takes
/// the game at 2 000 ms, A's next move at 2 100 ms is refused by the lock.
#[test]
fn a_tab_whose_game_was_taken_at_a_move_keeps_that_move_as_a_copy() {
    use planisfero::storage::codec::ActionsEncoder;
    use planisfero::storage::lock;
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let mut a = serata("g-a", 6);
    lock::acquire(lib.store_mut(), "g-a", "tab-a", 1_000, false).unwrap();
    lib.save_checked(&a, &mut ActionsEncoder::new(), None)
        .unwrap();
    // B opens the game on purpose and holds it.
    lock::acquire(lib.store_mut(), "g-a", "tab-b", 2_000, true).unwrap();
    let theirs = lib.raw("g-a").unwrap();
    // A's move, made before A could know.
    play(&mut a, 1, 0);
    assert!(!lock::may_write(lib.store(), "g-a", "tab-a", 2_100).unwrap());
    let copy = lib
        .keep_unsaved(&a, "g-copy", "Serata (copia)", 2_100)
        .unwrap()
        .expect("a copy");
    assert_eq!(copy.actions, 7);
    assert_eq!(lib.raw("g-a").unwrap(), theirs, "B's save is not touched");
    let kept = lib.load("g-copy").unwrap();
    assert_eq!(kept.parts().actions, a.parts().actions);
    assert_eq!(kept.meta().name, "Serata (copia)");
    // Nothing to keep when the save has every move (a clock-only write, or B played on).
    let mut b = lib.load("g-a").unwrap();
    play(&mut b, 2, 1);
    lib.save(&b).unwrap();
    let mut behind = serata("g-a", 6);
    behind.apply(b.parts().actions[6], 1_000).unwrap();
    assert_eq!(
        lib.keep_unsaved(&behind, "g-copy2", "x", 3_000).unwrap(),
        None
    );
    assert_eq!(lib.keep_unsaved(&b, "g-copy2", "x", 3_000).unwrap(), None);
    // Another seed is another game: kept.
    assert!(lib
        .keep_unsaved(&session_seeded("g-a", 3, 8), "g-copy3", "y", 3_000)
        .unwrap()
        .is_some());
}

fn session_seeded(id: &str, actions: usize, seed: u64) -> Session {
    let s = serata(id, 0);
    let mut s = Session::start(s.meta().clone(), s.parts().config.clone(), seed).unwrap();
    play(&mut s, actions, 0);
    s
}

/// The app says how many games the journal keeps (`JOURNAL_KEEP`): `public/journal.js`
/// keeps that many.
#[test]
fn the_journal_keeps_as_many_games_as_the_app_says() {
    let js =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/public/journal.js")).unwrap();
    let keep = planisfero::storage::JOURNAL_KEEP;
    assert!(
        js.contains(&format!("KEEP = {keep};")),
        "public/journal.js keeps {keep} games"
    );
}

/// Issue 48, item 5: one restore during play made three identical copies, "(copia)",
/// "(copia) (2)", "(copia) (3)": the same moves kept by the take-over check, then by
/// each journal merge. A copy is made once; a copy with other moves still is made.
#[test]
fn the_same_moves_are_kept_as_one_copy_whatever_path_keeps_them() {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let base = serata("g-a", 10);
    // This tab's moves, and the store's other ones (the save replaced under the table).
    let mut mine = base.clone();
    play(&mut mine, 3, 0);
    let mut stored = base.clone();
    play(&mut stored, 3, 1);
    lib.save(&stored).unwrap();
    let copy = lib
        .keep_unsaved(&mine, "g-c1", "Serata (copia)", 5)
        .unwrap();
    assert!(copy.is_some(), "the first path keeps them");
    for fork in ["g-c2", "g-c3"] {
        assert_eq!(
            lib.merge(&text(&mine), fork, "Serata (copia) (2)", 6)
                .unwrap(),
            Merged::Kept,
            "{fork}: kept already"
        );
    }
    assert_eq!(
        lib.keep_unsaved(&mine, "g-c4", "Serata (copia) (2)", 7)
            .unwrap(),
        None
    );
    let mut names: Vec<_> = lib
        .list()
        .unwrap()
        .iter()
        .map(|l| l.name().to_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["Serata", "Serata (copia)"]);
    // Other moves again: a copy of their own, under a name of its own.
    let mut more = mine.clone();
    play(&mut more, 2, 1);
    let name = lib.copy_name("Serata", "(copia)");
    assert_eq!(name, "Serata (copia) (2)");
    assert!(matches!(
        lib.merge(&text(&more), "g-c5", &name, 8).unwrap(),
        Merged::Forked { .. }
    ));
    assert_eq!(lib.list().unwrap().len(), 3);
}

/// A take-over (issue 48) writes this tab's game under its id and the other tab's moves as
/// a copy, in one journal write; a browser killed before localStorage had both brings back
/// the journal: the copy first, then this tab's game in its own place, not a third save.
#[test]
fn a_take_over_from_the_journal_comes_back_under_its_own_id() {
    let (mut lib, theirs, mine) = went_two_ways();
    let mine_text = save::encode(mine.parts());
    let mut copy_parts = theirs.parts().clone();
    copy_parts.meta.id = "g-c".into();
    copy_parts.meta.name = "Serata (copia)".into();
    let copy_text = save::encode(&copy_parts);
    // The copy is back first (the journal's order: games the store lacks first).
    assert!(matches!(
        lib.merge(&copy_text, "g-f1", "x", 5).unwrap(),
        Merged::Restored { .. }
    ));
    assert!(matches!(
        lib.merge(&mine_text, "g-f2", "Serata (copia) (2)", 5)
            .unwrap(),
        Merged::Restored { .. }
    ));
    assert_eq!(
        lib.load("g-a").unwrap().parts().actions,
        mine.parts().actions
    );
    assert_eq!(
        lib.load("g-c").unwrap().parts().actions,
        theirs.parts().actions
    );
    assert_eq!(lib.list().unwrap().len(), 2, "no third save");
}

/// A diverged copy whose rival is kept nowhere else still becomes a copy of its own.
#[test]
fn a_diverged_copy_still_forks_when_the_stored_moves_live_nowhere_else() {
    let (mut lib, _, mine) = went_two_ways();
    let stored = lib.raw("g-a").unwrap();
    assert!(matches!(
        lib.merge(&save::encode(mine.parts()), "g-b", "Serata (copia)", 5)
            .unwrap(),
        Merged::Forked { .. }
    ));
    assert_eq!(lib.raw("g-a").unwrap(), stored);
}
