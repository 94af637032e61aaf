//! The autosave protocol (`storage::autosave`), on every path, with fakes: an in-memory
//! store that can be made full, a settable clock shared by the tabs, a journal that
//! records what it was given. Most of these paths were covered only end to end before
//! (tests/e2e/*.test.mjs, named in each test); they still are.

mod common;
use common::{play, serata};

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::rc::Rc;

use planisfero::session::Session;
use planisfero::storage::autosave::{
    Autosave, Clock, Effects, Journal, Notice, OpenError, Opening, SaveStatus,
};
use planisfero::storage::library::save_key;
use planisfero::storage::lock::{self, LockState, STALE_MS};
use planisfero::storage::save;
use planisfero::storage::{KeyValueStore, LibraryError, MemoryStore, SaveLibrary, StoreError};

/// The copies' suffix, as the app gives it in Italian.
const COPIA: &str = "(copia)";

/// A clock the test sets; ids counted. Shared by the tabs of a test.
#[derive(Clone, Default)]
struct FakeClock {
    now: Rc<Cell<u64>>,
    ids: Rc<Cell<u32>>,
}

impl FakeClock {
    fn at(ms: u64) -> FakeClock {
        let c = FakeClock::default();
        c.now.set(ms);
        c
    }
    fn advance(&self, ms: u64) {
        self.now.set(self.now.get() + ms);
    }
}

impl Clock for FakeClock {
    fn now_ms(&self) -> u64 {
        self.now.get()
    }
    fn precise_ms(&self) -> f64 {
        self.now.get() as f64
    }
    fn new_id(&self) -> String {
        self.ids.set(self.ids.get() + 1);
        let mut id = String::from("copy-");
        id.push_str(&self.ids.get().to_string());
        id
    }
}

/// The journal (IndexedDB in the app): the latest text of each game, kept across a crash
/// of the tab; and what the tab says it holds.
#[derive(Clone, Default)]
struct FakeJournal {
    games: Rc<RefCell<BTreeMap<String, String>>>,
    held: Rc<RefCell<String>>,
    /// Each write (one transaction in the app): the games it held.
    writes: Rc<RefCell<Vec<Vec<String>>>>,
}

impl FakeJournal {
    fn texts(&self) -> Vec<String> {
        self.games.borrow().values().cloned().collect()
    }
    fn get(&self, id: &str) -> Option<String> {
        self.games.borrow().get(id).cloned()
    }
}

impl Journal for FakeJournal {
    fn put(&mut self, id: &str, text: &str) {
        self.games.borrow_mut().insert(id.into(), text.into());
        self.writes.borrow_mut().push(vec![id.into()]);
    }
    fn put_all(&mut self, entries: Vec<(String, String)>) {
        let ids = entries.iter().map(|(id, _)| id.clone()).collect();
        self.games.borrow_mut().extend(entries);
        self.writes.borrow_mut().push(ids);
    }
    fn hold(&mut self, id: &str) {
        *self.held.borrow_mut() = id.into();
    }
}

type Tab = Autosave<FakeClock, FakeJournal>;

fn tab(name: &str, clock: &FakeClock, journal: &FakeJournal) -> Tab {
    Autosave::new(name.into(), clock.clone(), journal.clone(), true)
}

/// Plays one action and autosaves it, as the app does after every action.
fn act(t: &mut Tab, store: &mut MemoryStore, s: &mut Session, pick: usize) -> Effects {
    play(s, 1, pick);
    t.on_action(store, s, COPIA)
}

fn stored(store: &MemoryStore, id: &str) -> Option<String> {
    store.get(&save_key(id)).unwrap()
}

fn stored_actions(store: &MemoryStore, id: &str) -> usize {
    save::read(&stored(store, id).unwrap())
        .unwrap()
        .actions
        .len()
}

fn names(store: &MemoryStore) -> Vec<String> {
    SaveLibrary::new(store.clone())
        .list()
        .unwrap()
        .iter()
        .map(|g| g.name().to_owned())
        .collect()
}

/// Leaves no room: the next write that grows the store fails.
fn fill(store: &mut MemoryStore) {
    store.quota = Some(store.used());
}

// Before: tests/e2e/autosave.test.mjs "every action is saved at once, and a tab killed at
// any moment resumes exactly".
#[test]
fn every_action_is_written_at_once_to_the_store_and_the_journal() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    for n in 4..8 {
        let fx = act(&mut a, &mut store, &mut s, 0);
        assert!(fx.touched && fx.notices.is_empty());
        assert_eq!(stored_actions(&store, "g-1"), n);
        assert!(matches!(a.status(), SaveStatus::Saved { actions, .. } if *actions == n));
        assert_eq!(journal.get("g-1"), stored(&store, "g-1"), "the same text");
    }
    assert_eq!(*journal.held.borrow(), "g-1");
    assert_eq!(
        lock::inspect(&store, "g-1", "B", clock.now_ms()).unwrap(),
        LockState::Other { age_ms: 0 }
    );
}

// Before: tests/e2e/autosave.test.mjs "the play clock is saved when the page is hidden".
#[test]
fn the_clock_is_written_only_when_it_moved() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    let before = stored(&store, "g-1");
    store.quota = Some(0); // any write would fail
    assert_eq!(a.on_clock(&mut store, &s, COPIA), Effects::default());
    assert!(
        matches!(a.status(), SaveStatus::Saved { .. }),
        "nothing written"
    );
    store.quota = None;
    s.tick(5_000, 2_000);
    a.on_clock(&mut store, &s, COPIA);
    assert_ne!(stored(&store, "g-1"), before);
    assert_eq!(
        save::read(&stored(&store, "g-1").unwrap())
            .unwrap()
            .elapsed_ms,
        s.elapsed_ms()
    );
}

// Before: tests/e2e/autosave.test.mjs "storage full: the move is played, the player is
// told, the previous save stays intact", saves_safe.test.mjs "storage full: the banner's
// way out, a deletion and Continua lose no move".
#[test]
fn quota_full_keeps_the_previous_save_and_the_next_chance_writes_the_game_whole() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    let saved = stored(&store, "g-1");
    fill(&mut store);
    let fx = act(&mut a, &mut store, &mut s, 0);
    assert_eq!(a.status(), &SaveStatus::Failed(StoreError::QuotaExceeded));
    assert_eq!(fx.had_save, Some(true));
    assert_eq!(stored(&store, "g-1"), saved, "the previous save is intact");
    // The journal has the move the store refused.
    assert_eq!(
        save::read(&journal.get("g-1").unwrap())
            .unwrap()
            .actions
            .len(),
        4
    );
    // Opening it again (Continua) gives the game on the table, not the stale save.
    let opened = a.open(&mut store, "g-1", false, Some(&s)).unwrap();
    assert_eq!(opened.parts(), s.parts());
    // Still full: the heartbeat tries and fails again, quietly.
    let fx = a.on_heartbeat(&mut store, Some(&s), COPIA);
    assert!(fx.notices.is_empty());
    // Room made: the next heartbeat writes it, and says so.
    store.quota = None;
    let fx = a.on_heartbeat(&mut store, Some(&s), COPIA);
    assert_eq!(fx.notices, vec![Notice::SavedWhole]);
    assert_eq!(stored_actions(&store, "g-1"), 4);
    assert!(matches!(a.status(), SaveStatus::Saved { .. }));
}

// Before: tests/e2e/saves_safe.test.mjs "a new game started with storage full does not
// claim an earlier save".
#[test]
fn a_new_game_that_does_not_fit_says_it_has_no_earlier_save() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    store.set("filler", "x").unwrap();
    fill(&mut store);
    let fx = a.on_action(&mut store, &serata("g-new", 0), COPIA);
    assert_eq!(fx.had_save, Some(false));
    assert_eq!(a.status(), &SaveStatus::Failed(StoreError::QuotaExceeded));
}

// Before: tests/e2e/autosave.test.mjs "storage unavailable while playing".
#[test]
fn without_storage_the_autosave_is_off_and_clock_saves_try_nothing() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut a: Tab = Autosave::new("A".into(), clock, journal.clone(), false);
    assert_eq!(a.status(), &SaveStatus::Off);
    let mut store = MemoryStore::new();
    a.on_clock(&mut store, &serata("g-1", 2), COPIA);
    assert_eq!(stored(&store, "g-1"), None);
    assert!(journal.get("g-1").is_none());
    // A store that refuses every call mid-game turns the autosave off too.
    let mut b = tab("B", &FakeClock::at(1), &journal);
    store.unavailable = true;
    b.on_action(&mut store, &serata("g-2", 2), COPIA);
    assert_eq!(b.status(), &SaveStatus::Off);
}

// Before: tests/e2e/autosave.test.mjs "every action is saved at once, and a tab killed at
// any moment resumes exactly"; kill.test.mjs (a killed browser); moves.test.mjs
// "localStorage cleared".
#[test]
fn a_tab_killed_before_the_store_kept_its_last_moves_gets_them_back_from_the_journal() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    // localStorage reaches the disk lazily: the browser dies with the last two moves only
    // in the journal (durable at once).
    let on_disk = store.clone();
    act(&mut a, &mut store, &mut s, 0);
    act(&mut a, &mut store, &mut s, 0);
    let mut store = on_disk;
    let mut b = tab("B", &clock, &journal);
    let fx = b.on_journal_read(&mut store, journal.texts(), None, COPIA);
    assert!(fx.notices.is_empty(), "the game was there: nothing to say");
    assert!(fx.touched);
    assert_eq!(stored_actions(&store, "g-1"), 5);
    // The lock the dead tab left does not keep its game closed forever.
    clock.advance(STALE_MS);
    let opened = b.open(&mut store, "g-1", false, None).unwrap();
    assert_eq!(opened.parts(), s.parts());
}

#[test]
fn a_store_cleared_is_refilled_from_the_journal_and_the_player_told_how_many() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    a.on_action(&mut store, &serata("g-1", 3), COPIA);
    a.on_action(&mut store, &serata("g-2", 5), COPIA);
    let mut cleared = MemoryStore::new();
    let mut b = tab("B", &clock, &journal);
    let fx = b.on_journal_read(&mut cleared, journal.texts(), None, COPIA);
    assert_eq!(fx.notices, vec![Notice::Recovered { games: 2 }]);
    assert_eq!(stored_actions(&cleared, "g-1"), 3);
    assert_eq!(stored_actions(&cleared, "g-2"), 5);
}

// Before: tests/saves_safe.rs (merge, natively), e2e moves.test.mjs.
#[test]
fn a_journal_copy_that_went_another_way_becomes_a_copy_and_is_said() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let base = serata("g-1", 3);
    let mut mine = base.clone();
    a.on_action(&mut store, &base, COPIA);
    act(&mut a, &mut store, &mut mine, 0);
    // The store went another way (a backup restored, another tab...).
    let mut theirs = base.clone();
    play(&mut theirs, 2, 1);
    SaveLibrary::new(&mut store).save(&theirs).unwrap();
    let mut b = tab("B", &clock, &journal);
    let fx = b.on_journal_read(&mut store, journal.texts(), None, COPIA);
    assert_eq!(
        fx.notices,
        vec![Notice::Forked {
            name: "Serata (copia)".into()
        }]
    );
    assert_eq!(stored_actions(&store, "g-1"), 5, "theirs stays");
    assert_eq!(stored_actions(&store, "copy-1"), 4, "mine is the copy");
}

// Before: tests/e2e/saves_safe.test.mjs "storage full: a reload keeps the unsaved moves and
// writes them when room is made".
#[test]
fn journal_replay_into_a_full_store_waits_and_is_written_when_room_is_made() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    fill(&mut store);
    act(&mut a, &mut store, &mut s, 0);
    act(&mut a, &mut store, &mut s, 0);
    // Reload: a new page, the store still full.
    let mut b = tab("B", &clock, &journal);
    clock.advance(STALE_MS);
    let fx = b.on_journal_read(&mut store, journal.texts(), None, COPIA);
    assert_eq!(fx.had_save, Some(true));
    assert_eq!(b.status(), &SaveStatus::Failed(StoreError::QuotaExceeded));
    assert_eq!(b.pending().len(), 1);
    assert_eq!(stored_actions(&store, "g-1"), 3, "the stale save");
    // "Continua" shows the latest state, and opens it.
    let last = b.pending_summaries();
    assert_eq!(last[0].actions, 5);
    let opened = b.open(&mut store, "g-1", false, None).unwrap();
    assert_eq!(opened.parts(), s.parts());
    b.release(Some(&mut store));
    // Room made (a game deleted): the copy is written, and the player told.
    store.quota = None;
    let fx = b.retry(&mut store, None, COPIA);
    assert_eq!(fx.notices, vec![Notice::SavedWhole]);
    assert_eq!(b.status(), &SaveStatus::Idle);
    assert!(b.pending().is_empty());
    assert_eq!(stored_actions(&store, "g-1"), 5);
}

#[test]
fn a_save_written_supersedes_its_journal_copy_waiting_for_room() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    fill(&mut store);
    act(&mut a, &mut store, &mut s, 0);
    let mut b = tab("B", &clock, &journal);
    clock.advance(STALE_MS);
    b.on_journal_read(&mut store, journal.texts(), None, COPIA);
    let mut s = b.open(&mut store, "g-1", false, None).unwrap();
    store.quota = None;
    act(&mut b, &mut store, &mut s, 0);
    assert!(b.pending().is_empty());
    assert_eq!(stored_actions(&store, "g-1"), 5);
}

// Before: tests/e2e/saves.test.mjs "two tabs on the same game: the second is asked, and the
// one that loses it stops saving"; autosave.test.mjs "two tabs: the tab that lost the
// game to another does not overwrite it".
#[test]
fn two_tabs_the_second_is_asked_and_the_one_that_loses_the_game_stops_writing() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut b = tab("B", &clock, &FakeJournal::default());
    let mut sa = serata("g-1", 3);
    a.on_action(&mut store, &sa, COPIA);
    clock.advance(500);
    assert_eq!(
        b.open(&mut store, "g-1", false, None).unwrap_err(),
        OpenError::Elsewhere
    );
    assert_eq!(b.holding(), None, "asking takes nothing");
    // The player chose to open it here.
    let mut sb = b.open(&mut store, "g-1", true, None).unwrap();
    act(&mut b, &mut store, &mut sb, 0);
    assert_eq!(stored_actions(&store, "g-1"), 4);
    // A's heartbeat finds the lock taken: it stops writing.
    clock.advance(lock::HEARTBEAT_MS);
    a.on_heartbeat(&mut store, Some(&sa), COPIA);
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    let before = store.clone();
    act(&mut a, &mut store, &mut sa, 1);
    assert_eq!(
        stored(&store, "g-1"),
        stored(&before, "g-1"),
        "A overwrites nothing"
    );
    assert_eq!(store.keys(), before.keys(), "and writes no copy: it knew");
    // B keeps its lock.
    b.on_heartbeat(&mut store, Some(&sb), COPIA);
    assert!(matches!(b.status(), SaveStatus::Saved { .. }));
}

#[test]
fn the_storage_event_tells_at_once_that_another_tab_took_the_game() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut b = tab("B", &clock, &journal);
    a.on_action(&mut store, &serata("g-1", 3), COPIA);
    let before = store.clone();
    a.on_store_changed(&store);
    assert!(matches!(a.status(), SaveStatus::Saved { .. }));
    assert_eq!(store.keys(), before.keys(), "reads only");
    b.open(&mut store, "g-1", true, None).unwrap();
    a.on_store_changed(&store);
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    assert_eq!(a.holding(), Some(("g-1", true)));
}

// Before: tests/e2e/moves.test.mjs (a crashed tab's lock is answered by no live tab).
#[test]
fn a_stale_lock_left_by_a_crash_is_free_a_fresh_one_is_not() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    a.on_action(&mut store, &serata("g-1", 3), COPIA);
    // A crashes: no release, no heartbeat.
    let mut b = tab("B", &clock, &journal);
    clock.advance(STALE_MS - 1);
    assert_eq!(
        b.open(&mut store, "g-1", false, None).unwrap_err(),
        OpenError::Elsewhere
    );
    clock.advance(1);
    assert!(b.open(&mut store, "g-1", false, None).is_ok());
    assert_eq!(
        lock::inspect(&store, "g-1", "B", clock.now_ms()).unwrap(),
        LockState::Mine
    );
}

/// Who holds game `id`, as tab `tab` sees it now.
fn lock_of(store: &MemoryStore, clock: &FakeClock, id: &str, tab: &str) -> LockState {
    lock::inspect(store, id, tab, clock.now_ms()).unwrap()
}

// Before: only end to end (saves.test.mjs, moves.test.mjs), the decision in ui::saves.
#[test]
fn continua_on_a_fresh_lock_of_another_tab_pings_then_asks_or_takes_a_crashed_tab_s_lock() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    a.on_action(&mut store, &serata("g-1", 3), COPIA);
    let mut b = tab("B", &clock, &FakeJournal::default());
    clock.advance(STALE_MS - 1);
    // Fresh: nothing taken before the tabs answer.
    let before = store.clone();
    assert!(matches!(
        b.continue_game(&mut store, "g-1", false, None, None),
        Opening::Ping
    ));
    assert_eq!(store.keys(), before.keys());
    assert_eq!(
        lock_of(&store, &clock, "g-1", "B"),
        LockState::Other {
            age_ms: STALE_MS - 1
        }
    );
    assert_eq!(b.holding(), None);
    // A answers: the player is asked, still nothing taken.
    assert!(matches!(
        b.after_ping(&mut store, "g-1", true, None),
        Opening::Ask
    ));
    assert!(matches!(
        lock_of(&store, &clock, "g-1", "B"),
        LockState::Other { .. }
    ));
    assert_eq!(b.holding(), None);
    // Nobody answers: A crashed; the game opens here at once, its lock B's.
    let Opening::Open(s) = b.after_ping(&mut store, "g-1", false, None) else {
        panic!("opened");
    };
    assert_eq!(s.parts().actions.len(), 3);
    assert_eq!(lock_of(&store, &clock, "g-1", "B"), LockState::Mine);
    assert_eq!(b.holding(), Some(("g-1", false)));
    // The player chose "open it here" after being asked: taken without a ping.
    assert!(matches!(
        a.continue_game(&mut store, "g-1", true, None, None),
        Opening::Open(_)
    ));
    assert_eq!(lock_of(&store, &clock, "g-1", "A"), LockState::Mine);
}

#[test]
fn continua_on_a_stale_lock_or_this_tab_s_own_opens_at_once() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    a.on_action(&mut store, &serata("g-1", 3), COPIA);
    // Its own lock: opened again.
    assert!(matches!(
        a.continue_game(&mut store, "g-1", false, None, None),
        Opening::Open(_)
    ));
    // A crashed long enough ago: its lock is stale, no ping.
    clock.advance(STALE_MS);
    let mut b = tab("B", &clock, &FakeJournal::default());
    assert!(matches!(
        b.continue_game(&mut store, "g-1", false, None, None),
        Opening::Open(_)
    ));
    assert_eq!(lock_of(&store, &clock, "g-1", "B"), LockState::Mine);
}

#[test]
fn continua_on_a_damaged_save_marks_it_damaged_and_a_missing_one_marks_nothing() {
    use planisfero::rules::{Action, TerritoryId};
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    SaveLibrary::new(&mut store)
        .save(&serata("g-1", 12))
        .unwrap();
    // Edited: move 6 is refused (docs/RULES.md §2: the setup is placement only).
    let mut parts = save::read(&stored(&store, "g-1").unwrap()).unwrap();
    parts.actions[5] = Action::Attack {
        from: TerritoryId::Alaska,
        to: TerritoryId::Kamchatka,
        dice: 3,
    };
    store.set(&save_key("g-1"), &save::encode(&parts)).unwrap();
    assert!(SaveLibrary::new(&mut store).list().unwrap()[0]
        .status
        .is_ok());
    let mut a = tab("A", &clock, &journal);
    assert!(matches!(
        a.continue_game(&mut store, "g-1", false, None, None),
        Opening::Failed(LibraryError::Save(_))
    ));
    assert!(
        SaveLibrary::new(&mut store).list().unwrap()[0]
            .status
            .is_err(),
        "listed as damaged from now on"
    );
    let before = store.clone();
    assert!(matches!(
        a.continue_game(&mut store, "g-2", false, None, None),
        Opening::Failed(LibraryError::NotFound(_))
    ));
    for key in before.keys().unwrap() {
        assert_eq!(store.get(&key), before.get(&key), "nothing written: {key}");
    }
}

#[test]
fn a_new_game_another_tab_holds_is_not_written() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    lock::acquire(&mut store, "g-1", "B", 1_000, false).unwrap();
    let mut a = tab("A", &clock, &journal);
    a.on_action(&mut store, &serata("g-1", 3), COPIA);
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    assert_eq!(stored(&store, "g-1"), None);
    assert_eq!(*journal.held.borrow(), "", "holds nothing");
}

// Before: tests/e2e/moves.test.mjs "a move made as another tab takes the game is kept, and
// the player told where".
#[test]
fn a_move_made_as_another_tab_takes_the_game_is_kept_as_a_copy() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut b = tab("B", &clock, &journal);
    let mut sa = serata("g-1", 3);
    a.on_action(&mut store, &sa, COPIA);
    b.open(&mut store, "g-1", true, None).unwrap();
    // A plays before any heartbeat or storage event told it.
    let fx = act(&mut a, &mut store, &mut sa, 1);
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    assert_eq!(
        fx.notices,
        vec![Notice::KeptUnsaved {
            name: "Serata (copia)".into()
        }]
    );
    assert_eq!(stored_actions(&store, "g-1"), 3, "B's game untouched");
    assert_eq!(stored_actions(&store, "copy-1"), 4);
    assert_eq!(journal.get("copy-1"), stored(&store, "copy-1"), "durable");
}

// Before: tests/e2e/autosave.test.mjs "a save another tab wrote meanwhile is not
// overwritten".
#[test]
fn a_save_changed_behind_this_tab_is_not_overwritten_and_its_moves_kept_as_a_copy() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    // Another tab played on and saved, its lock long gone.
    let mut theirs = s.clone();
    play(&mut theirs, 2, 0);
    SaveLibrary::new(&mut store).save(&theirs).unwrap();
    let fx = act(&mut a, &mut store, &mut s, 1);
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    assert_eq!(stored_actions(&store, "g-1"), 5, "theirs is kept");
    assert!(matches!(&fx.notices[..], [Notice::KeptUnsaved { .. }]));
    assert_eq!(stored_actions(&store, "copy-1"), 4);
}

/// Two tabs on "g-1" (3 actions): A wrote it, B opened it and played `b_moves` moves, A
/// learned that the game is elsewhere, played one move of its own (not written) and is
/// about to take the game back.
struct TakeOver {
    clock: FakeClock,
    journal: FakeJournal,
    store: MemoryStore,
    a: Tab,
    b: Tab,
    sa: Session,
    sb: Session,
}

fn ready_to_take_over(b_moves: usize) -> TakeOver {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut b = tab("B", &clock, &journal);
    let mut sa = serata("g-1", 3);
    a.on_action(&mut store, &sa, COPIA);
    let mut sb = b.open(&mut store, "g-1", true, None).unwrap();
    for _ in 0..b_moves {
        act(&mut b, &mut store, &mut sb, 0);
    }
    a.on_store_changed(&store);
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    play(&mut sa, 1, 1);
    a.on_action(&mut store, &sa, COPIA);
    TakeOver {
        clock,
        journal,
        store,
        a,
        b,
        sa,
        sb,
    }
}

// Before: tests/e2e/saves_safe.test.mjs "two tabs: taking the game back keeps the other
// tab's saved moves as a copy"; moves.test.mjs "a browser killed right after 'Salva da
// qui'".
#[test]
fn taking_the_game_back_keeps_the_other_tabs_moves_as_a_copy_in_the_journal_too() {
    // A played one move of its own (locked out: not written), then takes the game back.
    let TakeOver {
        journal,
        mut store,
        mut a,
        mut b,
        sa,
        sb,
        ..
    } = ready_to_take_over(2);
    let fx = a.take_over(&mut store, &sa, COPIA);
    assert_eq!(
        fx.notices,
        vec![Notice::OtherTabCopy {
            name: "Serata (copia)".into(),
            theirs: 5,
            mine: 4
        }]
    );
    assert_eq!(stored_actions(&store, "copy-1"), 5, "B's moves");
    assert_eq!(journal.get("copy-1"), stored(&store, "copy-1"));
    assert_eq!(stored(&store, "g-1"), Some(save::encode(sa.parts())));
    assert!(matches!(a.status(), SaveStatus::Saved { actions: 4, .. }));
    assert_eq!(a.holding(), Some(("g-1", false)));
    // And B now learns it lost the game.
    b.on_store_changed(&store);
    assert_eq!(b.status(), &SaveStatus::Elsewhere);
    // A second copy gets a distinct name.
    b.take_over(&mut store, &sb, COPIA);
    assert!(names(&store).contains(&"Serata (copia)".to_owned()));
    assert!(names(&store).contains(&"Serata (copia) (2)".to_owned()));
}

/// Issue 48, item 2: the other tab's copy and this tab's game were two journal writes,
/// one queued behind the other; a kill between them lost this tab's moves after "kept".
#[test]
fn taking_the_game_back_puts_the_copy_and_the_game_in_one_journal_write() {
    let TakeOver {
        journal,
        mut store,
        mut a,
        mut sa,
        ..
    } = ready_to_take_over(1);
    let before = journal.writes.borrow().len();
    let fx = a.take_over(&mut store, &sa, COPIA);
    assert!(matches!(&fx.notices[..], [Notice::OtherTabCopy { .. }]));
    assert_eq!(
        journal.writes.borrow()[before..],
        [vec!["copy-1".to_owned(), "g-1".to_owned()]],
        "one write, the copy and the game"
    );
    assert_eq!(journal.get("g-1"), Some(save::encode(sa.parts())));
    assert_eq!(journal.get("copy-1"), stored(&store, "copy-1"));
    // Afterwards each move is a write of its own again.
    act(&mut a, &mut store, &mut sa, 0);
    assert_eq!(
        journal.writes.borrow().last(),
        Some(&vec!["g-1".to_owned()])
    );
}

/// Issue 48's flaw left over: a kill after "kept" but before localStorage held the take-over
/// brought this tab's game back as "(copia)" beside two saves of the other tab's moves; the
/// journal's copy is now merged first and this tab's later write takes its own place.
#[test]
fn a_take_over_lost_by_the_store_comes_back_from_the_journal_in_its_place() {
    let TakeOver {
        clock,
        journal,
        mut store,
        mut a,
        sa,
        ..
    } = ready_to_take_over(2);
    // The kill: the store as it was before the take-over, the journal after it.
    let mut lost = store.clone();
    a.take_over(&mut store, &sa, COPIA);
    let mut texts = journal.texts();
    texts.sort_by_key(|t| !t.contains("\"g-1\""));
    let mut c = tab("C", &clock, &journal);
    c.on_journal_read(&mut lost, texts, None, COPIA);
    assert_eq!(
        stored(&lost, "g-1"),
        Some(save::encode(sa.parts())),
        "A's game in its place"
    );
    assert_eq!(stored_actions(&lost, "copy-1"), 5, "B's moves in the copy");
    assert_eq!(names(&lost).len(), 2, "no third save: {:?}", names(&lost));
}

#[test]
fn taking_over_without_room_for_the_copy_takes_nothing() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut b = tab("B", &clock, &journal);
    let sa = serata("g-1", 3);
    a.on_action(&mut store, &sa, COPIA);
    let mut sb = b.open(&mut store, "g-1", true, None).unwrap();
    act(&mut b, &mut store, &mut sb, 0);
    a.on_store_changed(&store);
    fill(&mut store);
    let before = store.clone();
    let writes = journal.writes.borrow().len();
    let fx = a.take_over(&mut store, &sa, COPIA);
    assert!(matches!(
        &fx.notices[..],
        [Notice::Error(LibraryError::Store(
            StoreError::QuotaExceeded
        ))]
    ));
    assert_eq!(store.keys(), before.keys());
    assert_eq!(stored(&store, "g-1"), stored(&before, "g-1"));
    assert_eq!(a.status(), &SaveStatus::Elsewhere);
    // Nothing taken over: nothing put in the journal, and no write left batched.
    assert_eq!(journal.writes.borrow().len(), writes);
    let mut sb2 = sb.clone();
    act(&mut b, &mut store, &mut sb2, 0);
    assert_eq!(
        journal.writes.borrow().len(),
        writes + 1,
        "B's move, at once"
    );
}

// Before: tests/e2e/moves.test.mjs "a page back from the back/forward cache takes the
// moves played meanwhile in another page and overwrites none".
#[test]
fn a_page_back_from_the_cache_takes_the_later_save_and_overwrites_none() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let sa = serata("g-1", 3);
    a.on_action(&mut store, &sa, COPIA);
    // Page A goes into the cache (pagehide lets the lock go).
    a.on_clock(&mut store, &sa, COPIA);
    a.release(Some(&mut store));
    assert_eq!(*journal.held.borrow(), "");
    // Nothing changed meanwhile: stay.
    assert!(!a.on_pageshow_restored(&store, &sa));
    // Page B opens the game and plays on.
    let mut b = tab("B", &clock, &journal);
    let mut sb = b.open(&mut store, "g-1", false, None).unwrap();
    act(&mut b, &mut store, &mut sb, 0);
    b.release(Some(&mut store));
    // A comes back: the later save is taken.
    assert!(a.on_pageshow_restored(&store, &sa));
    let taken = a.open(&mut store, "g-1", false, Some(&sa)).unwrap();
    assert_eq!(taken.parts(), sb.parts());
    a.release(Some(&mut store));
    // Had A played a move of its own meanwhile (the save went another way), nothing is
    // taken, and A's next write does not overwrite B's.
    let mut c = tab("C", &clock, &journal);
    let sc = c.open(&mut store, "g-1", false, None).unwrap();
    c.release(Some(&mut store));
    let mut mine = sc.clone();
    play(&mut mine, 1, 1);
    let mut theirs = sc.clone();
    play(&mut theirs, 1, 0);
    SaveLibrary::new(&mut store).save(&theirs).unwrap();
    assert!(!c.on_pageshow_restored(&store, &mine));
    c.on_action(&mut store, &mine, COPIA);
    assert_eq!(c.status(), &SaveStatus::Elsewhere);
    assert_eq!(stored(&store, "g-1"), Some(save::encode(theirs.parts())));
}

#[test]
fn a_page_back_from_the_cache_does_not_reload_its_own_last_write() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    // A save of this game ahead of the table, written by this very tab, is not taken.
    let mut ahead = s.clone();
    play(&mut ahead, 1, 0);
    a.on_action(&mut store, &ahead, COPIA);
    a.release(Some(&mut store));
    assert!(!a.on_pageshow_restored(&store, &s));
}

// Before: tests/e2e/saves.test.mjs "two tabs on the same game" (the game closed frees it).
#[test]
fn the_heartbeat_keeps_the_lock_fresh_and_frees_a_game_that_left_the_table() {
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let s = serata("g-1", 3);
    a.on_action(&mut store, &s, COPIA);
    for _ in 0..10 {
        clock.advance(lock::HEARTBEAT_MS);
        a.on_heartbeat(&mut store, Some(&s), COPIA);
    }
    assert!(matches!(
        lock::inspect(&store, "g-1", "B", clock.now_ms()).unwrap(),
        LockState::Other { .. }
    ));
    // Back to Home: the next heartbeat frees the game.
    a.on_heartbeat(&mut store, None, COPIA);
    assert_eq!(
        lock::inspect(&store, "g-1", "B", clock.now_ms()).unwrap(),
        LockState::Free
    );
    assert_eq!(a.holding(), None);
    assert_eq!(*journal.held.borrow(), "");
}

/// The store of a tab that dies between writing a save and its index: writes to `refuse`
/// fail.
struct DiesMidWrite<'a> {
    inner: &'a mut MemoryStore,
    refuse: &'static str,
}

impl KeyValueStore for DiesMidWrite<'_> {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.inner.get(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if key == self.refuse {
            return Err(StoreError::QuotaExceeded);
        }
        self.inner.set(key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.inner.remove(key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        self.inner.keys()
    }
}

// Before: tests/e2e/autosave.test.mjs "every action is saved at once, and a tab killed at
// any moment resumes exactly" (the kill may fall between the two writes).
#[test]
fn a_save_written_without_its_index_counts_as_saved_and_is_listed_after_a_reload() {
    use planisfero::storage::library::INDEX_KEY;
    let (clock, journal) = (FakeClock::at(1_000), FakeJournal::default());
    let mut store = MemoryStore::new();
    let mut a = tab("A", &clock, &journal);
    let mut s = serata("g-1", 3);
    play(&mut s, 1, 0);
    let dying = DiesMidWrite {
        inner: &mut store,
        refuse: INDEX_KEY,
    };
    let fx = a.on_action(dying, &s, COPIA);
    assert!(fx.notices.is_empty());
    assert!(matches!(
        a.status(),
        SaveStatus::Saved {
            actions: 4,
            bytes: 0,
            ..
        }
    ));
    assert_eq!(stored_actions(&store, "g-1"), 4);
    // Its own write is no conflict for the next one.
    act(&mut a, &mut store, &mut s, 0);
    assert_eq!(stored_actions(&store, "g-1"), 5);
    // The list finds a save its index lacks.
    let mut fresh = MemoryStore::new();
    fresh
        .set(&save_key("g-1"), &stored(&store, "g-1").unwrap())
        .unwrap();
    assert_eq!(names(&fresh), vec!["Serata".to_owned()]);
}
