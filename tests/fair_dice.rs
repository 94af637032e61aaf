//! Issue 18, provably fair dice: the fingerprint, the record of an exported game and its
//! verification (a changed die, action or seed fails, naming the first differing step),
//! older saves, and that nothing a player sees during a game holds the seed.

mod common;
use common::Pick;
use planisfero::history::record::RecordStep;
use planisfero::history::verify::FingerprintSource;
use planisfero::history::*;
use planisfero::rules::*;
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::save;

/// A finished torneo game (sdadata from round 3) played by a quick random player.
fn finished_game(seed: u64) -> Session {
    let mut config = GameConfig::new(
        PresetId::Torneo,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
            SeatConfig::human("Dario", Color::Verde),
        ],
    );
    config.options.ending = Ending::Sdadata {
        trigger: Trigger::Rounds(3),
    };
    let meta = SessionMeta {
        id: format!("g-{seed}"),
        name: "Partita".into(),
        created_ms: 1_700_000_000_000,
        updated_ms: 1_700_000_000_000,
    };
    let mut s = Session::start(meta, config, seed).unwrap();
    let mut pick = Pick(seed);
    while s.game().outcome().is_none() {
        let a = quick_action(s.game(), &mut pick);
        s.apply(a, 1).expect("legal");
    }
    s
}

fn quick_action(g: &Game, pick: &mut Pick) -> Action {
    match g.phase() {
        Phase::Setup | Phase::Reinforce => match g.tradable_tris().first() {
            Some(t) => Action::Trade { cards: t.cards },
            None => {
                let ts = g.placeable_territories();
                Action::Place {
                    territory: ts[pick.below(ts.len())],
                    armies: g.armies_to_place(),
                }
            }
        },
        Phase::Attack => {
            let sources = g.attack_sources();
            if sources.is_empty() || pick.chance(25) {
                Action::EndAttacks
            } else {
                let from = sources[pick.below(sources.len())];
                let targets = g.attack_targets(from);
                let to = targets[pick.below(targets.len())];
                if pick.chance(50) {
                    Action::Blitz {
                        from,
                        to,
                        stop_at: 1,
                    }
                } else {
                    let dice = g.attack_dice_options(from, to);
                    match dice.last() {
                        Some(d) => Action::Attack { from, to, dice: *d },
                        None => Action::EndAttacks,
                    }
                }
            }
        }
        Phase::Conquest => Action::Occupy {
            armies: g.conquest_move_range().expect("pending").1,
        },
        Phase::Fortify => Action::end_turn(),
        // Not a club game: no removal.
        Phase::Removal | Phase::Over => unreachable!(),
    }
}

#[test]
fn an_exported_finished_game_verifies_against_its_fingerprint() {
    let s = finished_game(1);
    let text = export_save(&s);
    assert!(!reveals_future_dice(&s));
    let report = verify_save(&text, None).unwrap();
    assert_eq!(report.fingerprint, s.fingerprint());
    assert_eq!(report.checked_against, FingerprintSource::Saved);
    assert!(report.record_checked && report.finished);
    assert_eq!(report.actions, s.parts().actions.len());
    // Every die of every throw and roll of the log was counted.
    let dice: usize = s
        .log()
        .iter()
        .map(|e| match &e.event {
            Event::Battle {
                attacker_dice,
                defender_dice,
                ..
            } => attacker_dice.len() + defender_dice.len(),
            Event::SdadataRoll { .. } => 2,
            Event::TieBreakRoll { dice, .. } => dice.len(),
            _ => 0,
        })
        .sum();
    assert!(dice > 50, "{dice}");
    assert_eq!(report.dice, dice);
    // The digits a player noted at the start.
    let short = s.fingerprint().short();
    assert_eq!(
        verify_save(&text, Some(&short)).unwrap().checked_against,
        FingerprintSource::Noted
    );
    // The same check on the game on the table, its log as the record.
    let on_table = verify_session(&s, None).unwrap();
    assert_eq!(on_table, report);
    // The export is still a save the app loads.
    assert_eq!(save::decode(&text).unwrap().parts(), s.parts());
}

#[test]
fn the_record_built_from_the_log_is_the_one_a_replay_builds() {
    let s = finished_game(2);
    let parts = s.parts();
    let (_, events) = planisfero::rules::replay::replay_with_events(
        parts.config.clone(),
        parts.seed,
        &parts.actions,
    )
    .unwrap();
    assert!(!events.is_empty());
    let from_log = Record::of_session(&s).unwrap();
    let text = from_log.to_text();
    assert_eq!(Record::parse(&text), Ok(from_log.clone()));
    assert_eq!(read_record(&export_save(&s)), Ok(Some(from_log)));
    assert_eq!(read_record(&save::encode(parts)), Ok(None));
}

/// The index of the first action that threw dice, and of one after it.
fn battle_steps(record: &Record) -> Vec<usize> {
    record
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| s.draws.iter().any(|d| matches!(d, Draw::Battle { .. })))
        .map(|(i, _)| i)
        .collect()
}

#[test]
fn a_changed_die_fails_at_its_action() {
    let s = finished_game(3);
    let mut record = Record::of_session(&s).unwrap();
    let steps = battle_steps(&record);
    let k = steps[steps.len() / 2];
    let RecordStep { draws, .. } = &mut record.steps[k];
    let Draw::Battle { attacker, .. } = &mut draws[0] else {
        unreachable!()
    };
    attacker[0] = if attacker[0] == 6 { 5 } else { 6 };
    let text = encode_with_record(s.parts(), &record);
    let err = verify_save(&text, None).unwrap_err();
    assert_eq!(err.first_step(), Some(Step::Action(k)), "{err}");
    match err {
        VerifyError::Differs(Difference {
            kind:
                DifferenceKind::Draw {
                    index: 0,
                    recorded: Some(r),
                    replayed: Some(p),
                },
            ..
        }) => assert_ne!(r, p),
        other => panic!("{other}"),
    }
}

#[test]
fn a_changed_action_fails_at_that_action() {
    let s = finished_game(4);
    let record = Record::of_session(&s).unwrap();
    let mut parts = s.parts().clone();
    // A placement moved to another territory of the same player: still legal, and it
    // draws nothing, so only the chained check can tell.
    let mut game = Game::new(parts.config.clone(), parts.seed).unwrap();
    let mut changed = None;
    for (i, a) in parts.actions.clone().iter().enumerate() {
        if let Action::Place { territory, armies } = *a {
            if i > 10 {
                let other = game
                    .placeable_territories()
                    .into_iter()
                    .find(|t| *t != territory);
                if let Some(t) = other {
                    parts.actions[i] = Action::Place {
                        territory: t,
                        armies,
                    };
                    changed = Some(i);
                    break;
                }
            }
        }
        game.apply(*a).unwrap();
    }
    let k = changed.expect("a placement to change");
    let err = verify_save(&encode_with_record(&parts, &record), None).unwrap_err();
    assert_eq!(
        err,
        VerifyError::Differs(Difference {
            step: Step::Action(k),
            kind: DifferenceKind::Check
        }),
        "{err}"
    );
    assert!(
        err.to_string().contains(&format!("action {}", k + 1)),
        "{err}"
    );
}

#[test]
fn a_changed_seed_fails_the_fingerprint_and_the_setup() {
    let s = finished_game(5);
    let record = Record::of_session(&s).unwrap();
    let mut parts = s.parts().clone();
    parts.seed ^= 1;
    let err = verify_save(&encode_with_record(&parts, &record), None).unwrap_err();
    assert!(matches!(err, VerifyError::Fingerprint { .. }), "{err}");
    assert_eq!(err.first_step(), Some(Step::Setup), "{err}");
    // The noted fingerprint catches it too, even where the save's was changed with it.
    parts.fingerprint = Some(Fingerprint::of_seed(parts.seed));
    let err = verify_save(
        &encode_with_record(&parts, &record),
        Some(&s.fingerprint().short()),
    )
    .unwrap_err();
    assert!(matches!(err, VerifyError::Fingerprint { .. }), "{err}");
    // And with the save's own fingerprint changed too and no noted one, the record
    // still tells: the deal is not the one recorded.
    let err = verify_save(&encode_with_record(&parts, &record), None).unwrap_err();
    assert_eq!(
        err,
        VerifyError::Differs(Difference {
            step: Step::Setup,
            kind: DifferenceKind::Setup
        })
    );
}

#[test]
fn a_record_cut_short_or_too_long_is_named() {
    let s = finished_game(6);
    let mut record = Record::of_session(&s).unwrap();
    let n = record.steps.len();
    let last = record.steps.pop().unwrap();
    let err = verify_save(&encode_with_record(s.parts(), &record), None).unwrap_err();
    assert_eq!(err.first_step(), Some(Step::Action(n - 1)));
    record.steps.push(last.clone());
    record.steps.push(last);
    let err = verify_save(&encode_with_record(s.parts(), &record), None).unwrap_err();
    assert_eq!(err.first_step(), Some(Step::Action(n)));
}

#[test]
fn every_older_save_still_loads_and_verifies_without_a_fingerprint() {
    for path in [
        "tests/saves/format-1.json",
        "tests/saves/format-2.json",
        "tests/e2e/fixtures/long-300-turns.json",
    ] {
        let text =
            std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
                .unwrap();
        let s = save::decode(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(s.parts().fingerprint, None, "{path}");
        assert_eq!(s.fingerprint(), Fingerprint::of_seed(s.parts().seed));
        let report = verify_save(&text, None).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(report.checked_against, FingerprintSource::None);
        assert!(!report.record_checked);
        // Checking against the digits computed now works for them too.
        assert!(verify_save(&text, Some(&s.fingerprint().hex())).is_ok());
    }
}

#[test]
fn a_new_save_keeps_the_fingerprint_shown_at_the_start() {
    let s = finished_game(7);
    let text = save::encode(s.parts());
    let hex = Fingerprint::of_seed(s.parts().seed).hex();
    assert!(
        text.contains(&format!("\"fingerprint\":\"{hex}\"")),
        "{text}"
    );
    assert_eq!(save::decode(&text).unwrap().fingerprint().hex(), hex);
    let bad = text.replacen(&hex, &hex[..63], 1);
    assert_eq!(
        save::read(&bad).unwrap_err(),
        save::SaveError::Corrupted(save::Corruption::Fingerprint)
    );
}

/// "While a game runs, nothing the app shows lets a player compute future dice": no
/// player view, public view or public event names the seed or the generator's state.
#[test]
fn no_view_or_public_event_holds_the_seed_or_the_generator() {
    let seed = 0x1234_5678_9abc_def1_u64;
    let mut s = finished_game(8);
    let mut parts = s.parts().clone();
    parts.seed = seed;
    parts.actions.truncate(0);
    s = Session::restore(parts).unwrap();
    let mut pick = Pick(9);
    let game_json = serde_json::to_string(s.game()).unwrap();
    assert!(game_json.contains("\"rng\""), "the state itself holds it");
    for _ in 0..400 {
        if s.game().outcome().is_some() {
            break;
        }
        let a = quick_action(s.game(), &mut pick);
        s.apply(a, 1).unwrap();
        let g = s.game();
        let mut shown = vec![serde_json::to_string(&g.public_view()).unwrap()];
        for seat in 0..4 {
            shown.push(serde_json::to_string(&g.view_for(SeatId(seat))).unwrap());
        }
        for e in s.log() {
            if let Some(p) = g.event_for(&e.event, None) {
                shown.push(serde_json::to_string(&p).unwrap());
            }
        }
        for text in shown {
            for secret in [
                "seed".to_string(),
                "rng".to_string(),
                "inc\"".to_string(),
                seed.to_string(),
                format!("{seed:016x}"),
            ] {
                assert!(!text.contains(&secret), "{secret} in {text}");
            }
        }
    }
}
