//! The backup of everything in one file and its restore (issue 32, items 3 and 4): every
//! game, the tournament, the settings and any other key of the app go in and come back
//! out; a damaged or foreign file is refused with a clear reason and never panics; the
//! restore says what it will add or replace and loses nothing without a choice.

use planisfero::present::tournament::STORAGE_KEY as TOURNAMENT_KEY;
use planisfero::rules::{Color, GameConfig, Phase, PresetId, SeatConfig};
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::backup::{
    self, Backup, BackupError, Choices, GameChange, SectionChange, GAMES,
};
use planisfero::storage::library::save_key;
use planisfero::storage::{save, KeyValueStore, MemoryStore, SaveLibrary, Summary};

fn session(id: &str, name: &str, actions: usize, now: u64) -> Session {
    played(id, name, actions, now, false)
}

/// A game of `actions` actions; `last` takes the last legal action each time instead of
/// the first (another history from the same seed).
fn played(id: &str, name: &str, actions: usize, now: u64, last: bool) -> Session {
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
        name: name.into(),
        created_ms: now,
        updated_ms: now,
    };
    let mut s = Session::start(meta, config, 42).unwrap();
    for i in 0..actions {
        let legal = s.game().legal_actions();
        let a = if last && i + 1 == actions {
            *legal.last().unwrap()
        } else {
            legal[0]
        };
        s.apply(a, now + i as u64).unwrap();
    }
    s
}

/// A device with three games, a tournament, settings, another key of the app, and what a
/// backup leaves out (the index, a lock, a key of another site).
fn device() -> MemoryStore {
    let mut lib = SaveLibrary::new(MemoryStore::new());
    lib.save(&session("g-a", "Prima", 5, 100)).unwrap();
    lib.save(&session("g-b", "Seconda", 12, 200)).unwrap();
    lib.save(&session("g-c", "Terza", 1, 300)).unwrap();
    let mut store = lib.store().clone();
    // A save seeded under another key than its text's id (as tests and old imports do).
    let other = save::encode(session("g-old", "Terza", 1, 300).parts());
    store.set(&save_key("g-c"), &other).unwrap();
    store.set(TOURNAMENT_KEY, "{\"torneo\":1}").unwrap();
    store.set("planisfero.lang", "en").unwrap();
    store.set("planisfero.bot-speed", "fast").unwrap();
    store
        .set("planisfero.season", "{\"season\":\"2026\"}")
        .unwrap();
    store.set("planisfero.lock.g-a", "tab 1").unwrap();
    store.set("other-site", "not ours").unwrap();
    store
}

fn made(store: &MemoryStore) -> String {
    backup::encode(&backup::collect(store, &[], 1_000).unwrap())
}

#[test]
fn a_backup_restored_into_an_empty_device_brings_everything_back() {
    let store = device();
    let text = made(&store);
    assert!(backup::is_backup(&text));
    let b = backup::decode(&text).unwrap();
    assert_eq!(b.created_ms, 1_000);
    let names: Vec<_> = b.sections.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, [GAMES, "tournament", "settings", "other"]);

    let mut empty = MemoryStore::new();
    let plan = backup::plan(&empty, &b).unwrap();
    assert_eq!(plan.count(GameChange::New), 3);
    assert!(plan.sections.iter().all(|s| s.change == SectionChange::New));
    let done = backup::restore(
        &mut empty,
        &b,
        &plan,
        &Choices::default(),
        &mut || unreachable!(),
        "(backup)",
    )
    .unwrap();
    assert_eq!(done.added, 3);
    let lib = SaveLibrary::new(empty.clone());
    let mut names: Vec<_> = lib
        .list()
        .unwrap()
        .iter()
        .map(|l| l.name().to_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["Prima", "Seconda", "Terza"]);
    for id in ["g-a", "g-b", "g-c"] {
        assert_eq!(
            lib.raw(id).unwrap(),
            store.get(&save_key(id)).unwrap().unwrap()
        );
        assert!(lib.load(id).is_ok());
    }
    for key in [
        TOURNAMENT_KEY,
        "planisfero.lang",
        "planisfero.bot-speed",
        "planisfero.season",
    ] {
        assert_eq!(empty.get(key).unwrap(), store.get(key).unwrap(), "{key}");
    }
    // Left out: the lock, another site's key.
    assert_eq!(empty.get("planisfero.lock.g-a").unwrap(), None);
    assert_eq!(empty.get("other-site").unwrap(), None);
    // The restored device counts the file as its last backup.
    assert_eq!(backup::last_backup(&empty), Some(1_000));
}

#[test]
fn the_tournament_key_is_in_the_tournament_section() {
    assert_eq!(backup::section_of(TOURNAMENT_KEY), Some("tournament"));
    assert_eq!(
        backup::section_of(planisfero::present::tournament::DAMAGED_KEY),
        Some("tournament")
    );
    assert_eq!(backup::section_of(&save_key("g-1")), Some(GAMES));
    assert_eq!(backup::section_of("planisfero.saves"), None);
    assert_eq!(backup::section_of("planisfero.damaged"), None);
    // Rebuilt from the save when missing (issue 47): never backed up.
    assert_eq!(backup::section_of("planisfero.turning.g-1"), None);
    assert_eq!(backup::section_of(backup::LAST_KEY), None);
    assert_eq!(backup::section_of("planisfero.season"), Some("other"));
}

#[test]
fn a_game_newer_on_the_table_than_in_the_store_goes_in_the_backup() {
    let store = device();
    let newer = save::encode(session("g-b", "Seconda", 20, 200).parts());
    let b = backup::collect(&store, std::slice::from_ref(&newer), 5).unwrap();
    let found = b.games().find(|(id, _)| *id == "g-b").unwrap().1;
    assert_eq!(found, newer);
    // An older copy does not replace the stored save.
    let older = save::encode(session("g-b", "Seconda", 3, 200).parts());
    let b = backup::collect(&store, &[older], 5).unwrap();
    let found = b.games().find(|(id, _)| *id == "g-b").unwrap().1;
    assert_eq!(found, store.get(&save_key("g-b")).unwrap().unwrap());
}

#[test]
fn restore_says_what_it_adds_and_replaces_and_keeps_both_when_games_differ() {
    let b = backup::decode(&made(&device())).unwrap();
    // Another device: g-a played further than the file, g-b behind it, g-c another way,
    // a game of its own, another tournament, the same settings.
    let mut lib = SaveLibrary::new(MemoryStore::new());
    lib.save(&session("g-a", "Prima", 9, 100)).unwrap();
    lib.save(&session("g-b", "Seconda", 4, 200)).unwrap();
    lib.save(&played("g-c", "Terza", 1, 300, true)).unwrap();
    lib.save(&session("g-z", "Sua", 2, 400)).unwrap();
    let mut here = lib.store().clone();
    here.set(TOURNAMENT_KEY, "{\"torneo\":2}").unwrap();
    here.set("planisfero.lang", "en").unwrap();
    here.set("planisfero.bot-speed", "fast").unwrap();

    let plan = backup::plan(&here, &b).unwrap();
    let change = |id: &str| plan.games.iter().find(|g| g.id == id).unwrap().change;
    assert_eq!(change("g-a"), GameChange::DeviceNewer);
    assert_eq!(change("g-b"), GameChange::FileNewer);
    assert_eq!(change("g-c"), GameChange::Different);
    let section = |n: &str| plan.sections.iter().find(|s| s.name == n).unwrap().change;
    assert_eq!(section("tournament"), SectionChange::Replaced);
    assert_eq!(section("settings"), SectionChange::Same);
    assert_eq!(section("other"), SectionChange::New);

    // Keep both, keep this device's tournament.
    let mut ids = vec!["g-fork".to_owned()];
    let choices = Choices {
        take_different: false,
        keep: vec!["tournament".into()],
    };
    // What it replaces here: the game behind the file's, the different one only if
    // the player takes the file's.
    let replaced = |choices: &Choices| {
        ["g-a", "g-b", "g-c", "g-z"]
            .into_iter()
            .filter(|id| plan.replaces(choices, id))
            .collect::<Vec<_>>()
    };
    assert_eq!(replaced(&choices), ["g-b"]);
    let take = Choices {
        take_different: true,
        ..choices.clone()
    };
    assert_eq!(replaced(&take), ["g-b", "g-c"]);
    let done = backup::restore(
        &mut here,
        &b,
        &plan,
        &choices,
        &mut || ids.pop().unwrap(),
        "(backup)",
    )
    .unwrap();
    assert_eq!(done.replaced, replaced(&choices));
    assert_eq!(done.added, 1);
    let lib = SaveLibrary::new(here.clone());
    assert_eq!(lib.load("g-a").unwrap().parts().actions.len(), 9, "kept");
    assert_eq!(lib.load("g-b").unwrap().parts().actions.len(), 12, "newer");
    let mine = lib.load("g-c").unwrap();
    let theirs = lib.load("g-fork").unwrap();
    assert_ne!(mine.parts().actions, theirs.parts().actions);
    assert_eq!(theirs.meta().name, "Terza (backup)");
    assert!(lib.load("g-z").is_ok(), "a game only here stays");
    assert_eq!(
        here.get(TOURNAMENT_KEY).unwrap().as_deref(),
        Some("{\"torneo\":2}")
    );
    assert_eq!(
        here.get("planisfero.season").unwrap().as_deref(),
        Some("{\"season\":\"2026\"}")
    );
}

#[test]
fn taking_the_files_version_of_a_different_game_replaces_it_and_the_tournament() {
    let b = backup::decode(&made(&device())).unwrap();
    let mut lib = SaveLibrary::new(MemoryStore::new());
    lib.save(&played("g-c", "Terza", 1, 300, true)).unwrap();
    let mut here = lib.store().clone();
    here.set(TOURNAMENT_KEY, "{\"torneo\":2}").unwrap();
    let plan = backup::plan(&here, &b).unwrap();
    let choices = Choices {
        take_different: true,
        keep: Vec::new(),
    };
    assert!(plan.replaces(&choices, "g-c"));
    let done =
        backup::restore(&mut here, &b, &plan, &choices, &mut || unreachable!(), "x").unwrap();
    assert_eq!(done.replaced, ["g-c"]);
    assert_eq!(done.added, 2);
    assert_eq!(
        here.get(&save_key("g-c")).unwrap(),
        device().get(&save_key("g-c")).unwrap()
    );
    assert_eq!(
        here.get(TOURNAMENT_KEY).unwrap().as_deref(),
        Some("{\"torneo\":1}")
    );
}

#[test]
fn a_game_imported_under_another_id_is_recognised_as_the_same_game() {
    let b = backup::decode(&made(&device())).unwrap();
    let mut lib = SaveLibrary::new(MemoryStore::new());
    let copy = save::encode(session("g-a", "Prima", 5, 100).parts());
    lib.import(&copy, "g-imported", 900, "Importata", None)
        .unwrap();
    let plan = backup::plan(lib.store(), &b).unwrap();
    let g = plan.games.iter().find(|g| g.id == "g-a").unwrap();
    assert_eq!(g.change, GameChange::Same);
    assert_eq!(g.here.as_deref(), Some("g-imported"));
}

#[test]
fn restoring_the_same_backup_twice_changes_nothing_the_second_time() {
    let store = device();
    let b = backup::decode(&made(&store)).unwrap();
    let mut here = store.clone();
    let plan = backup::plan(&here, &b).unwrap();
    assert_eq!(plan.count(GameChange::Same), 3);
    assert!(plan
        .sections
        .iter()
        .all(|s| s.change == SectionChange::Same));
    let done = backup::restore(
        &mut here,
        &b,
        &plan,
        &Choices::default(),
        &mut || unreachable!(),
        "x",
    )
    .unwrap();
    assert_eq!((done.added, done.replaced.len()), (0, 0));
}

#[test]
fn a_damaged_or_foreign_file_is_refused_with_its_reason() {
    let text = made(&device());
    assert_eq!(backup::decode(""), Err(BackupError::Empty));
    assert_eq!(backup::decode("ciao"), Err(BackupError::NotJson));
    assert_eq!(
        backup::decode(&text[..text.len() / 2]),
        Err(BackupError::Truncated)
    );
    // A single save is no backup (the app imports it as before).
    let one = save::encode(session("g-a", "Prima", 5, 100).parts());
    assert!(!backup::is_backup(&one));
    assert_eq!(backup::decode(&one), Err(BackupError::NotABackup));
    // One character changed inside a game: the check says so.
    let edited = text.replacen("Seconda", "Secondo", 1);
    assert_eq!(
        backup::decode(&edited),
        Err(BackupError::Damaged { line: 0, column: 0 })
    );
    // A newer format.
    let newer = text.replacen("\"format\":1", "\"format\":7", 1);
    assert!(matches!(
        backup::decode(&newer),
        Err(BackupError::NewerFormat { format: 7, .. })
    ));
    // Broken JSON in the middle: damaged, with the place.
    let broken = text.replacen("\"sections\":{", "\"sections\":{{", 1);
    assert!(matches!(
        backup::decode(&broken),
        Err(BackupError::Damaged { line: 1, .. })
    ));
    // A missing field.
    let missing = text.replacen("\"created_ms\"", "\"made_ms\"", 1);
    assert!(matches!(
        backup::decode(&missing),
        Err(BackupError::Damaged { .. })
    ));
    for e in [
        BackupError::Empty,
        BackupError::Truncated,
        BackupError::Damaged { line: 0, column: 0 },
    ] {
        assert!(!e.to_string().is_empty());
        assert!(!e.code().is_empty());
    }
}

#[test]
fn no_damage_to_a_backup_makes_the_decoder_panic() {
    let text = made(&device());
    let bytes = text.as_bytes();
    // Every cut, and a byte changed at many places: refused or read, never a panic.
    for cut in (0..bytes.len()).step_by(7) {
        let _ = backup::decode(&String::from_utf8_lossy(&bytes[..cut]));
    }
    for at in (0..bytes.len()).step_by(5) {
        for b in [b'"', b'}', b'\\', b'0', 0xff] {
            let mut v = bytes.to_vec();
            v[at] = b;
            let t = String::from_utf8_lossy(&v);
            if let Ok(read) = backup::decode(&t) {
                // Read: the change was outside the checked content, which is intact.
                assert_eq!(read.sections, backup::decode(&text).unwrap().sections);
            }
        }
    }
}

#[test]
fn a_backup_whose_game_was_damaged_on_its_device_restores_it_as_it_was() {
    let mut store = device();
    let text = store.get(&save_key("g-b")).unwrap().unwrap();
    store
        .set(&save_key("g-b"), &text[..text.len() - 30])
        .unwrap();
    let b = backup::decode(&made(&store)).unwrap();
    let mut empty = MemoryStore::new();
    let plan = backup::plan(&empty, &b).unwrap();
    let g = plan.games.iter().find(|g| g.id == "g-b").unwrap();
    assert_eq!(g.change, GameChange::Damaged);
    backup::restore(
        &mut empty,
        &b,
        &plan,
        &Choices::default(),
        &mut || unreachable!(),
        "x",
    )
    .unwrap();
    assert_eq!(
        empty.get(&save_key("g-b")).unwrap(),
        store.get(&save_key("g-b")).unwrap()
    );
}

#[test]
fn an_unknown_section_is_restored_key_by_key_but_never_a_lock_or_a_save() {
    let b = Backup {
        app: "9.0".into(),
        created_ms: 7,
        sections: vec![planisfero::storage::backup::Section {
            name: "season".into(),
            entries: vec![
                ("planisfero.season".into(), "s".into()),
                ("planisfero.lock.g-a".into(), "tab".into()),
                (save_key("g-q"), "not a game".into()),
                ("elsewhere".into(), "x".into()),
            ],
        }],
    };
    let b = backup::decode(&backup::encode(&b)).unwrap();
    let mut empty = MemoryStore::new();
    let plan = backup::plan(&empty, &b).unwrap();
    backup::restore(
        &mut empty,
        &b,
        &plan,
        &Choices::default(),
        &mut || unreachable!(),
        "x",
    )
    .unwrap();
    let mut keys = empty.keys().unwrap();
    keys.sort();
    assert_eq!(keys, [backup::LAST_KEY, "planisfero.season"]);
}

fn summary(phase: Phase, last_played_ms: u64, elapsed_ms: u64) -> Summary {
    Summary {
        id: "g".into(),
        name: "g".into(),
        preset: PresetId::Classico,
        players: Vec::new(),
        round: 3,
        phase,
        created_ms: 0,
        last_played_ms,
        actions: 40,
        elapsed_ms,
        bytes: 100,
    }
}

#[test]
fn the_backup_reminder_comes_after_a_week_of_play_without_a_backup() {
    const DAY: u64 = 24 * 60 * 60 * 1000;
    let now = 100 * DAY;
    let played = [summary(Phase::Attack, now - DAY, 5 * 60 * 1000)];
    // A backup 8 days ago, a game played since: remind.
    assert!(backup::reminder_due(
        now,
        Some(now - 8 * DAY),
        None,
        &played
    ));
    // 3 days ago: not yet.
    assert!(!backup::reminder_due(
        now,
        Some(now - 3 * DAY),
        None,
        &played
    ));
    // Nothing played since the backup: nothing to remind of.
    assert!(!backup::reminder_due(
        now,
        Some(now - DAY / 2),
        None,
        &played[..0]
    ));
    let old = [summary(Phase::Attack, now - 20 * DAY, 0)];
    assert!(!backup::reminder_due(now, Some(now - 10 * DAY), None, &old));
    // Never a backup: a short game is not worth a reminder, a finished or long one is.
    assert!(!backup::reminder_due(now, None, None, &played));
    assert!(backup::reminder_due(
        now,
        None,
        None,
        &[summary(Phase::Over, now, 60_000)]
    ));
    assert!(backup::reminder_due(
        now,
        None,
        None,
        &[summary(Phase::Attack, now, backup::LONG_GAME_MS)]
    ));
    // Put away: quiet for a week.
    let over = [summary(Phase::Over, now, 0)];
    assert!(!backup::reminder_due(now, None, Some(now - DAY), &over));
    assert!(backup::reminder_due(now, None, Some(now - 8 * DAY), &over));
}

#[test]
fn the_last_backup_and_the_dismissal_are_remembered() {
    let mut s = MemoryStore::new();
    assert_eq!(backup::last_backup(&s), None);
    backup::mark_backup(&mut s, 123).unwrap();
    assert_eq!(backup::last_backup(&s), Some(123));
    assert_eq!(backup::dismissed(&s), None);
    backup::dismiss(&mut s, 456).unwrap();
    assert_eq!(backup::dismissed(&s), Some(456));
    // Neither travels in a backup.
    let b = backup::collect(&s, &[], 1).unwrap();
    assert!(b.sections.is_empty());
}

mod platform {
    use planisfero::present::platform::needs_home_screen_hint as hint;

    const IPADOS_SAFARI: &str = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";
    const IPAD_MOBILE_SAFARI: &str = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
    const IPHONE_SAFARI: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
    const IPHONE_CHROME: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.109 Mobile/15E148 Safari/604.1";
    const IPAD_FIREFOX: &str = "Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/119.0 Mobile/15E148 Safari/605.1.15";
    const IPHONE_EDGE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/119.2151.65 Mobile/15E148 Safari/605.1.15";
    const ANDROID_CHROME: &str = "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36";
    const ANDROID_FIREFOX: &str =
        "Mozilla/5.0 (Android 13; Tablet; rv:119.0) Gecko/119.0 Firefox/119.0";
    const LINUX_CHROME: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36";

    #[test]
    fn safari_on_ipad_and_iphone_outside_the_installed_app_gets_the_hint() {
        // iPadOS asks for desktop sites: a "Mac" with touch points.
        assert!(hint(IPADOS_SAFARI, 5, false));
        assert!(hint(IPAD_MOBILE_SAFARI, 5, false));
        assert!(hint(IPHONE_SAFARI, 5, false));
    }

    #[test]
    fn the_installed_app_a_mac_and_other_browsers_get_no_hint() {
        assert!(!hint(IPADOS_SAFARI, 5, true), "opened from the home screen");
        assert!(!hint(IPHONE_SAFARI, 5, true));
        assert!(!hint(IPADOS_SAFARI, 0, false), "a Mac");
        for ua in [
            IPHONE_CHROME,
            IPAD_FIREFOX,
            IPHONE_EDGE,
            ANDROID_CHROME,
            ANDROID_FIREFOX,
            LINUX_CHROME,
        ] {
            assert!(!hint(ua, 10, false), "{ua}");
        }
    }
}

mod screens {
    use super::*;
    use planisfero::present::home::notes;
    use planisfero::present::lang::Lang;
    use planisfero::present::saves::{page, Restoring, SavesUi};

    fn restoring() -> Restoring {
        let b = backup::decode(&made(&device())).unwrap();
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&played("g-c", "Terza", 1, 300, true)).unwrap();
        let mut here = lib.store().clone();
        here.set(TOURNAMENT_KEY, "{\"torneo\":2}").unwrap();
        let plan = backup::plan(&here, &b).unwrap();
        Restoring {
            backup: b,
            plan,
            choices: Choices::default(),
        }
    }

    #[test]
    fn the_restore_question_says_what_is_added_and_replaced_with_the_choices() {
        let ui = SavesUi {
            restoring: Some(restoring()),
            ..SavesUi::default()
        };
        let html = page(
            &Ok(Vec::new()),
            &ui,
            Lang::It,
            &|_| "2 dic 2026".into(),
            &|_| None,
        );
        assert!(html.contains("Ripristinare il backup?"), "{html}");
        assert!(html.contains("Backup del 2 dic 2026."));
        assert!(html.contains("2 partite nuove"));
        assert!(html.contains("1 partita è andata diversamente da quella qui"));
        assert!(html.contains("Torneo: sostituito da quello del file"));
        assert!(html.contains("Impostazioni: aggiunto dal file"));
        // Keep both is chosen until the player says otherwise.
        assert!(html.contains("data-testid=\"restore-both\" aria-pressed=\"true\""));
        assert!(html.contains("data-act=\"restore-keep:tournament\""));
        let mut r = restoring();
        r.choices.keep.push("tournament".into());
        r.choices.take_different = true;
        let ui = SavesUi {
            restoring: Some(r),
            ..SavesUi::default()
        };
        let html = page(
            &Ok(Vec::new()),
            &ui,
            Lang::En,
            &|_| "2 Dec 2026".into(),
            &|_| None,
        );
        assert!(
            html.contains("Tournament: this device&#39;s stays")
                || html.contains("Tournament: this device's stays"),
            "{html}"
        );
        assert!(html.contains("data-testid=\"restore-file\" aria-pressed=\"true\""));
        assert!(html.contains("2 new games"));
    }

    #[test]
    fn the_last_backup_line_says_when_or_never() {
        for (age, it, en) in [
            (None, "Ultimo backup: mai.", "Last backup: never."),
            (Some(0), "Ultimo backup: oggi.", "Last backup: today."),
            (
                Some(3),
                "Ultimo backup: 3 giorni fa.",
                "Last backup: 3 days ago.",
            ),
        ] {
            for (l, text) in [(Lang::It, it), (Lang::En, en)] {
                let ui = SavesUi {
                    backup_age: Some(age),
                    ..SavesUi::default()
                };
                let html = page(&Ok(Vec::new()), &ui, l, &|_| String::new(), &|_| None);
                assert!(html.contains(text), "{html}");
            }
        }
    }

    #[test]
    fn home_notes_show_only_what_is_due_and_can_be_put_away() {
        assert_eq!(notes(Lang::It, None, false).as_str(), "");
        let html = notes(Lang::It, Some(Some(9)), true);
        assert!(html.contains("Nessun backup da 9 giorni"));
        assert!(html.contains("data-act=\"home-backup\""));
        assert!(html.contains("data-act=\"dismiss:backup\""));
        assert!(html.contains("Safari cancella i dati di un sito dopo 7 giorni"));
        assert!(html.contains("data-act=\"dismiss:home-screen\""));
        let en = notes(Lang::En, Some(None), false);
        assert!(en.contains("You never backed up your games"));
        assert!(!en.contains("home-screen-hint"));
    }
}

/// Issue 48, item 3: a restore is all or nothing, and says exactly what it did.
mod all_or_nothing {
    use super::*;
    use planisfero::present::i18n_saves as t;
    use planisfero::present::lang::Lang;
    use planisfero::present::saves::restore_failed;
    use planisfero::rules::Action;
    use planisfero::storage::backup::{RestoreError, Section};
    use planisfero::storage::{LibraryError, SaveError, StoreError};

    /// Every key and value of a store, to compare before and after.
    fn contents(store: &MemoryStore) -> Vec<(String, Option<String>)> {
        let mut keys = store.keys().unwrap();
        keys.sort();
        keys.into_iter()
            .map(|k| {
                let v = store.get(&k).unwrap();
                (k, v)
            })
            .collect()
    }

    /// A game of its own (its seed from its id: not the same game as another's).
    fn game(id: &str, name: &str, actions: usize) -> Session {
        let seed = id.bytes().map(u64::from).sum::<u64>();
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
            name: name.into(),
            created_ms: 100,
            updated_ms: 100,
        };
        let mut s = Session::start(meta, config, seed).unwrap();
        for i in 0..actions {
            let a = s.game().legal_actions()[0];
            s.apply(a, 100 + i as u64).unwrap();
        }
        s
    }

    fn game_text(id: &str, name: &str, actions: usize) -> String {
        save::encode(game(id, name, actions).parts())
    }

    /// A save that reads but does not replay: move 4 takes back a placement that is
    /// not there.
    fn invalid_text(id: &str, name: &str) -> String {
        let mut parts = game(id, name, 3).parts().clone();
        parts.actions.push(Action::UndoPlace);
        let text = save::encode(&parts);
        let read = save::read(&text).expect("it reads");
        assert!(
            matches!(
                save::restore(read),
                Err(SaveError::IllegalAction { index: 3, .. })
            ),
            "it does not replay: {:?}",
            save::restore(save::read(&text).unwrap()).err()
        );
        text
    }

    /// A backup of `games` (id, text) and a settings section, as a file would hold it.
    fn file(games: Vec<(String, String)>) -> Backup {
        let b = Backup {
            app: "test".into(),
            created_ms: 5_000,
            sections: vec![
                Section {
                    name: GAMES.into(),
                    entries: games,
                },
                Section {
                    name: "settings".into(),
                    entries: vec![("planisfero.lang".into(), "en".into())],
                },
            ],
        };
        backup::decode(&backup::encode(&b)).unwrap()
    }

    fn restore(store: &mut MemoryStore, b: &Backup) -> Result<backup::Restored, RestoreError> {
        let plan = backup::plan(&*store, b).unwrap();
        let mut n = 0;
        backup::restore(
            store,
            b,
            &plan,
            &Choices::default(),
            &mut || {
                n += 1;
                format!("g-fork{n}")
            },
            "(importata)",
        )
    }

    #[test]
    fn two_different_games_under_one_id_are_refused_with_their_reason() {
        let b = Backup {
            app: "x".into(),
            created_ms: 1,
            sections: vec![Section {
                name: GAMES.into(),
                entries: vec![
                    (save_key("g-a"), game_text("g-a", "Prima", 2)),
                    (save_key("g-a"), game_text("g-a", "Altra", 7)),
                ],
            }],
        };
        let e = backup::decode(&backup::encode(&b)).unwrap_err();
        assert_eq!(
            e,
            BackupError::DuplicateKey {
                key: save_key("g-a")
            }
        );
        assert_eq!(
            t::backup_error(&e, Lang::It),
            "Il backup è danneggiato: contiene due partite con lo stesso identificativo (g-a), e non si sa quale ripristinare."
        );
        assert_eq!(
            t::backup_error(&e, Lang::En),
            "The backup is damaged: it holds two games under the same id (g-a), and which one to restore is not known."
        );
    }

    #[test]
    fn a_second_games_section_or_any_duplicated_section_is_refused() {
        let games = |id: &str| Section {
            name: GAMES.into(),
            entries: vec![(save_key(id), game_text(id, "Una", 1))],
        };
        let settings = || Section {
            name: "settings".into(),
            entries: vec![("planisfero.lang".into(), "it".into())],
        };
        for (sections, name) in [
            (vec![games("g-a"), settings(), games("g-b")], GAMES),
            (vec![settings(), games("g-a"), settings()], "settings"),
        ] {
            let b = Backup {
                app: "x".into(),
                created_ms: 1,
                sections,
            };
            let e = backup::decode(&backup::encode(&b)).unwrap_err();
            assert_eq!(
                e,
                BackupError::DuplicateSection {
                    name: name.to_owned()
                }
            );
        }
        let e = BackupError::DuplicateSection {
            name: GAMES.to_owned(),
        };
        assert_eq!(
            t::backup_error(&e, Lang::En),
            "The backup is damaged: it holds the section “games” twice, and which one to restore is not known."
        );
        let e = BackupError::DuplicateSection {
            name: "settings".into(),
        };
        assert_eq!(
            t::backup_error(&e, Lang::It),
            "Il backup è danneggiato: contiene due volte la sezione «Impostazioni», e non si sa quale ripristinare."
        );
        // One key in two sections: which value to restore is not known either.
        let b = Backup {
            app: "x".into(),
            created_ms: 1,
            sections: vec![
                settings(),
                Section {
                    name: "other".into(),
                    entries: vec![("planisfero.lang".into(), "en".into())],
                },
            ],
        };
        assert_eq!(
            backup::decode(&backup::encode(&b)),
            Err(BackupError::DuplicateKey {
                key: "planisfero.lang".into()
            })
        );
    }

    #[test]
    fn one_invalid_game_in_the_middle_writes_nothing_and_the_message_names_it() {
        let b = file(vec![
            (save_key("g-1"), game_text("g-1", "Uno", 2)),
            (save_key("g-2"), invalid_text("g-2", "Due")),
            (save_key("g-3"), game_text("g-3", "Tre", 4)),
        ]);
        let mut store = MemoryStore::new();
        store.set("planisfero.lang", "it").unwrap();
        let before = contents(&store);
        let e = restore(&mut store, &b).unwrap_err();
        assert!(
            matches!(
                &e,
                RestoreError::InvalidGame {
                    id,
                    name,
                    error: LibraryError::Save(SaveError::IllegalAction { index: 3, .. }),
                } if id == "g-2" && name == "Due"
            ),
            "{e:?}"
        );
        assert_eq!(contents(&store), before, "nothing written, not even game 1");
        let it = restore_failed(&e, &b, Lang::It);
        assert!(
            it.starts_with("Backup non ripristinato: la partita «Due» (g-2) non è valida. La mossa n. 4 del salvataggio non è ammessa dalle regole: "),
            "{it}"
        );
        assert!(it.ends_with(" Non è stato scritto nulla."), "{it}");
        let en = restore_failed(&e, &b, Lang::En);
        assert!(
            en.starts_with("Backup not restored: the game “Due” (g-2) is not valid. Move 4 of the save is not allowed by the rules: "),
            "{en}"
        );
        assert!(en.ends_with(" Nothing was written."), "{en}");
    }

    #[test]
    fn without_room_for_the_whole_plan_nothing_is_written() {
        let b = file(vec![
            (save_key("g-1"), game_text("g-1", "Uno", 2)),
            (save_key("g-2"), game_text("g-2", "Due", 3)),
            (save_key("g-3"), game_text("g-3", "Tre", 4)),
        ]);
        // Room for one game, not three.
        let mut store = MemoryStore::new();
        store.quota = Some(game_text("g-1", "Uno", 2).len() + 100);
        let e = restore(&mut store, &b).unwrap_err();
        assert_eq!(
            e,
            RestoreError::Store {
                error: StoreError::QuotaExceeded,
                undone: true
            }
        );
        assert_eq!(
            contents(&store),
            [],
            "the game written first was taken back"
        );
        assert_eq!(
            restore_failed(&e, &b, Lang::It),
            "Backup non ripristinato. La memoria del browser è piena: elimina qualche vecchia partita. Non è stato scritto nulla."
        );
        assert_eq!(
            restore_failed(&e, &b, Lang::En),
            "Backup not restored. The browser's storage is full: delete some old games. Nothing was written."
        );
    }

    #[test]
    fn a_write_refused_midway_puts_back_the_games_it_replaced() {
        // Here: Due behind the file's, so replaced first; then Tre does not fit.
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&game("g-2", "Due", 1)).unwrap();
        let mut store = lib.store().clone();
        store.set("planisfero.lang", "it").unwrap();
        let before = contents(&store);
        let b = file(vec![
            (save_key("g-2"), game_text("g-2", "Due", 3)),
            (save_key("g-3"), game_text("g-3", "Tre", 40)),
        ]);
        store.quota = Some(store.used() + 200);
        let plan = backup::plan(&store, &b).unwrap();
        assert_eq!(plan.games[0].change, GameChange::FileNewer);
        let e = restore(&mut store, &b).unwrap_err();
        assert!(
            matches!(e, RestoreError::Store { undone: true, .. }),
            "{e:?}"
        );
        assert_eq!(contents(&store), before, "Due as it was, nothing added");
    }

    /// A store that refuses every write from the `n`-th on (a disk gone bad).
    struct Failing {
        inner: MemoryStore,
        writes_left: usize,
    }

    impl KeyValueStore for Failing {
        fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
            self.inner.get(key)
        }
        fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
            if self.writes_left == 0 {
                return Err(StoreError::Other("disk".into()));
            }
            self.writes_left -= 1;
            self.inner.set(key, value)
        }
        fn remove(&mut self, _: &str) -> Result<(), StoreError> {
            Err(StoreError::Other("disk".into()))
        }
        fn keys(&self) -> Result<Vec<String>, StoreError> {
            self.inner.keys()
        }
    }

    #[test]
    fn a_write_that_cannot_be_taken_back_is_said_so() {
        let b = file(vec![
            (save_key("g-1"), game_text("g-1", "Uno", 2)),
            (save_key("g-2"), game_text("g-2", "Due", 3)),
        ]);
        let mut store = Failing {
            inner: MemoryStore::new(),
            writes_left: 1,
        };
        let plan = backup::plan(&store, &b).unwrap();
        let e = backup::restore(
            &mut store,
            &b,
            &plan,
            &Choices::default(),
            &mut || unreachable!(),
            "x",
        )
        .unwrap_err();
        assert_eq!(
            e,
            RestoreError::Store {
                error: StoreError::Other("disk".into()),
                undone: false
            }
        );
        assert_eq!(
            restore_failed(&e, &b, Lang::It),
            "Backup ripristinato solo in parte. Errore della memoria del browser (disk). Non è stato possibile annullare ciò che era già scritto."
        );
    }

    #[test]
    fn the_message_counts_exactly_what_was_written() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&game("g-2", "Due", 1)).unwrap();
        lib.save(&game("g-4", "Quattro", 9)).unwrap();
        let mut store = lib.store().clone();
        let b = file(vec![
            (save_key("g-1"), game_text("g-1", "Uno", 2)),
            (save_key("g-2"), game_text("g-2", "Due", 3)),
            (save_key("g-3"), game_text("g-3", "Tre", 4)),
            (save_key("g-4"), game_text("g-4", "Quattro", 5)),
        ]);
        let done = restore(&mut store, &b).unwrap();
        assert_eq!(done.added, 2);
        assert_eq!(done.replaced, ["g-2"]);
        assert_eq!(done.sections, ["settings"]);
        let ids: Vec<_> = done.written.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(
            ids,
            ["g-1", "g-2", "g-3"],
            "every save written, for the journal"
        );
        for (id, text) in &done.written {
            assert_eq!(store.get(&save_key(id)).unwrap().as_ref(), Some(text));
        }
        assert_eq!(
            t::restored(&done, Lang::It),
            "Backup ripristinato: 2 partite aggiunte, 1 sostituita, Impostazioni."
        );
        assert_eq!(
            t::restored(&done, Lang::En),
            "Backup restored: 2 games added, 1 replaced, Settings."
        );
        let lib = SaveLibrary::new(store);
        let mut names: Vec<_> = lib
            .list()
            .unwrap()
            .iter()
            .map(|l| l.name().to_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["Due", "Quattro", "Tre", "Uno"]);
        assert_eq!(lib.load("g-4").unwrap().parts().actions.len(), 9, "kept");
        assert_eq!(
            t::restored_not_durable(Lang::En),
            "The browser did not confirm it wrote them to disk: wait a few seconds before closing it."
        );
        assert!(t::restored_not_durable(Lang::It).starts_with("Il browser non ha confermato"));
        let one = backup::Restored {
            added: 1,
            ..backup::Restored::default()
        };
        assert_eq!(
            t::restored(&one, Lang::It),
            "Backup ripristinato: 1 partita aggiunta, 0 sostituite."
        );
    }

    #[test]
    fn copies_kept_both_ways_get_distinct_names() {
        // Here: two games named Terza that went another way than the file's, and a
        // copy named as the first copy would be.
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&played("g-c", "Terza", 1, 300, true)).unwrap();
        lib.save(&played("g-d", "Terza", 1, 300, true)).unwrap();
        lib.save(&session("g-x", "Terza (importata)", 0, 300))
            .unwrap();
        let mut store = lib.store().clone();
        let b = file(vec![
            (save_key("g-c"), game_text("g-c", "Terza", 1)),
            (save_key("g-d"), game_text("g-d", "Terza", 1)),
        ]);
        let done = restore(&mut store, &b).unwrap();
        assert_eq!(done.added, 2);
        let lib = SaveLibrary::new(store);
        let names: Vec<_> = ["g-fork1", "g-fork2"]
            .iter()
            .map(|id| lib.load(id).unwrap().meta().name.clone())
            .collect();
        assert_eq!(names, ["Terza (importata) (2)", "Terza (importata) (3)"]);
    }

    #[test]
    fn a_plan_made_stale_by_another_tab_is_refused_with_the_new_plan() {
        // Tab B reads the file: Due is behind the file's, to be replaced.
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&game("g-2", "Due", 1)).unwrap();
        let mut store = lib.store().clone();
        let b = file(vec![(save_key("g-2"), game_text("g-2", "Due", 3))]);
        let plan = backup::plan(&store, &b).unwrap();
        assert_eq!(plan.games[0].change, GameChange::FileNewer);
        // Tab A plays on: 5 moves, past the file's 3.
        SaveLibrary::new(&mut store)
            .save(&game("g-2", "Due", 5))
            .unwrap();
        let before = contents(&store);
        let e = backup::restore(
            &mut store,
            &b,
            &plan,
            &Choices::default(),
            &mut || unreachable!(),
            "x",
        )
        .unwrap_err();
        let RestoreError::Stale(now) = &e else {
            panic!("{e:?}");
        };
        assert_eq!(now.games[0].change, GameChange::DeviceNewer);
        assert_eq!(contents(&store), before, "A's moves kept");
        assert_eq!(
            restore_failed(&e, &b, Lang::En),
            "Backup not restored: the games on this device changed meanwhile (another tab). Here is what restoring would do now."
        );
        // Confirmed again on the new plan: nothing replaced, the settings added.
        let done = backup::restore(
            &mut store,
            &b,
            now,
            &Choices::default(),
            &mut || unreachable!(),
            "x",
        )
        .unwrap();
        assert_eq!((done.added, done.replaced.len()), (0, 0));
        assert_eq!(
            SaveLibrary::new(store)
                .load("g-2")
                .unwrap()
                .parts()
                .actions
                .len(),
            5
        );
    }

    #[test]
    fn the_plan_is_stale_only_when_the_saves_it_reads_changed() {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&game("g-2", "Due", 1)).unwrap();
        lib.save(&game("g-9", "Nove", 1)).unwrap();
        let mut store = lib.store().clone();
        let b = file(vec![
            (save_key("g-1"), game_text("g-1", "Uno", 2)),
            (save_key("g-2"), game_text("g-2", "Due", 6)),
        ]);
        let plan = backup::plan(&store, &b).unwrap();
        assert_eq!(backup::stale(&store, &b, &plan).unwrap(), None);
        // A game the file does not hold, played on: the plan stands.
        SaveLibrary::new(&mut store)
            .save(&game("g-9", "Nove", 4))
            .unwrap();
        assert_eq!(backup::stale(&store, &b, &plan).unwrap(), None);
        // Due played on, still behind the file's: replacing it loses nothing, it stands.
        SaveLibrary::new(&mut store)
            .save(&game("g-2", "Due", 3))
            .unwrap();
        assert_eq!(backup::stale(&store, &b, &plan).unwrap(), None);
        // Due played past the file's: the plan changed.
        SaveLibrary::new(&mut store)
            .save(&game("g-2", "Due", 8))
            .unwrap();
        let now = backup::stale(&store, &b, &plan).unwrap().expect("stale");
        let due = now.games.iter().find(|g| g.id == "g-2").unwrap();
        assert_eq!(due.change, GameChange::DeviceNewer);
        // Uno made here meanwhile (the same game): the plan changes again.
        SaveLibrary::new(&mut store)
            .save(&game("g-1", "Uno", 2))
            .unwrap();
        let again = backup::stale(&store, &b, &now).unwrap().expect("stale");
        assert_eq!(again.count(GameChange::Same), 1);
        // A setting changed here: the section's line changes.
        let settled = backup::stale(&store, &b, &again).unwrap();
        assert_eq!(settled, None);
        store.set("planisfero.lang", "it").unwrap();
        let s = backup::stale(&store, &b, &again).unwrap().expect("stale");
        assert_eq!(s.sections[0].change, SectionChange::Replaced);
    }

    #[test]
    fn two_games_of_the_file_never_replace_the_same_game_here() {
        // Here: a game imported under another id. The file: that game and its duplicate
        // played on, both going on from the one here.
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&session("g-x", "Importata", 3, 100)).unwrap();
        let mut store = lib.store().clone();
        let b = file(vec![
            (
                save_key("g-a"),
                save::encode(session("g-a", "Prima", 5, 100).parts()),
            ),
            (
                save_key("g-b"),
                save::encode(session("g-b", "Prima (2)", 8, 100).parts()),
            ),
        ]);
        let plan = backup::plan(&store, &b).unwrap();
        let changes: Vec<_> = plan
            .games
            .iter()
            .map(|g| (g.id.as_str(), g.here.as_deref(), g.change))
            .collect();
        assert_eq!(
            changes,
            [
                ("g-a", Some("g-x"), GameChange::FileNewer),
                ("g-b", None, GameChange::New)
            ]
        );
        let done = restore(&mut store, &b).unwrap();
        assert_eq!(
            (done.added, done.replaced.clone()),
            (1, vec!["g-x".to_owned()])
        );
        let lib = SaveLibrary::new(store);
        assert_eq!(lib.load("g-x").unwrap().parts().actions.len(), 5);
        assert_eq!(lib.load("g-b").unwrap().parts().actions.len(), 8);
        // A plan that would write both over one game is refused, nothing written.
        let mut twice = plan.clone();
        twice.games[1].here = Some("g-x".into());
        twice.games[1].change = GameChange::FileNewer;
        let e = backup::restore(
            &mut MemoryStore::new(),
            &b,
            &twice,
            &Choices::default(),
            &mut || unreachable!(),
            "x",
        )
        .unwrap_err();
        // (Against an empty store the plan is stale first: checked on the store it was
        // made on, it is two writes to one game.)
        assert!(matches!(e, RestoreError::Stale(_)), "{e:?}");
        let e = RestoreError::SameGameTwice {
            id: "g-b".into(),
            name: "Prima (2)".into(),
        };
        assert_eq!(
            restore_failed(&e, &b, Lang::It),
            "Backup non ripristinato: la partita «Prima (2)» (g-b) andrebbe sopra un'altra partita del file, e non si sa quale tenere. Non è stato scritto nulla."
        );
    }

    #[test]
    fn a_restores_other_data_lost_by_the_store_is_written_again_from_the_journal() {
        use backup::{journal_restore, reapply, JournalRestore, RESTORED_KEY, RESTORED_SETTLED_MS};
        // The restore: its settings written, listed for the journal.
        let b = file(vec![(save_key("g-1"), game_text("g-1", "Uno", 2))]);
        let mut store = MemoryStore::new();
        let done = restore(&mut store, &b).unwrap();
        assert_eq!(done.keys, [("planisfero.lang".to_owned(), "en".to_owned())]);
        store.set(RESTORED_KEY, "5000").unwrap();
        // Killed before localStorage reached the disk: the store lost it all.
        let mut lost = MemoryStore::new();
        lost.set("planisfero.lang", "it").unwrap();
        assert_eq!(
            journal_restore("5000", &lost, 6_000),
            JournalRestore::Reapply
        );
        let pairs = [
            done.keys[0].clone(),
            // A journal entry never writes a save, a lock or the index.
            (save_key("g-9"), "x".to_owned()),
            ("planisfero.lock.g-1".to_owned(), "tab".to_owned()),
            ("planisfero.saves".to_owned(), "{}".to_owned()),
        ];
        reapply(&mut lost, "5000", &pairs).unwrap();
        let mut keys = lost.keys().unwrap();
        keys.sort();
        assert_eq!(keys, [RESTORED_KEY, "planisfero.lang"]);
        assert_eq!(lost.get("planisfero.lang").unwrap().as_deref(), Some("en"));
        // The store has it: kept a while, then dropped.
        assert_eq!(journal_restore("5000", &store, 6_000), JournalRestore::Keep);
        assert_eq!(
            journal_restore("5000", &store, 5_000 + RESTORED_SETTLED_MS),
            JournalRestore::Drop
        );
        // A later restore in the store (its journal write failed): never taken back.
        store.set(RESTORED_KEY, "7000").unwrap();
        assert_eq!(journal_restore("5000", &store, 6_000), JournalRestore::Drop);
        // An older one in the store: this one was lost.
        store.set(RESTORED_KEY, "4000").unwrap();
        assert_eq!(
            journal_restore("5000", &store, 6_000),
            JournalRestore::Reapply
        );
        assert_eq!(
            journal_restore("nonsense", &store, 6_000),
            JournalRestore::Drop
        );
    }

    #[test]
    fn a_backup_of_format_0_is_not_called_newer() {
        let text = made(&device()).replacen("\"format\":1", "\"format\":0", 1);
        let e = backup::decode(&text).unwrap_err();
        assert_eq!(e, BackupError::UnknownFormat { format: 0 });
        assert_eq!(
            t::backup_error(&e, Lang::It),
            "Questo file non è un backup valido: nessuna versione di Planisfero scrive backup nel formato 0."
        );
        assert_eq!(
            t::backup_error(&e, Lang::En),
            "This file is not a valid backup: no version of Planisfero writes backups in format 0."
        );
        // A newer one still is.
        let text = made(&device()).replacen("\"format\":1", "\"format\":2", 1);
        assert!(
            t::backup_error(&backup::decode(&text).unwrap_err(), Lang::It)
                .contains("formato più recente")
        );
    }
}
