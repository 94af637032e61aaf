//! Older games keep their rules (issue 44, item 10; docs/RULINGS.md "Rules revision 2"): a
//! save records the rules revision it was played under, and a game saved before revision
//! 2 loads, replays and verifies (its dice proof too) as it was played, while a new game
//! plays the new readings.

mod common;

use common::Pick;
use std::path::PathBuf;

use planisfero::history::{export_save, verify_save};
use planisfero::rules::*;
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::save;

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/saves/revision-1-online.json")
}

fn online(revision: u32) -> GameConfig {
    let seats = ["Anna", "Bruno", "Carla", "Dario"]
        .iter()
        .zip(Color::ALL)
        .map(|(n, c)| SeatConfig::human(*n, c))
        .collect();
    let mut c = GameConfig::new(PresetId::Online, seats);
    c.options.ending = Ending::Sdadata {
        trigger: Trigger::Rounds(4),
    };
    c.options.seat_order = SeatOrder::AsGiven;
    c.options.revision = revision;
    c
}

/// Whether `a` is an attack with fewer dice than the attacker's armies allow, or with
/// fewer than the defender rolls: legal under revision 1 only.
fn revision_1_only(g: &Game, a: &Action) -> bool {
    match *a {
        Action::Attack { from, to, dice } => {
            let most = g.armies(from).saturating_sub(1).min(3) as u8;
            dice < most || dice < g.defender_dice_against(to)
        }
        _ => false,
    }
}

/// An online game of revision 1 played to its end by a fixed script that prefers the
/// attacks revision 2 no longer allows.
fn play_revision_1() -> Session {
    let meta = SessionMeta {
        id: "g-rev1".into(),
        name: "Online, revisione 1".into(),
        created_ms: 1_700_000_000_000,
        updated_ms: 1_700_000_000_000,
    };
    let mut s = Session::start(meta, online(1), 44).expect("valid config");
    let mut pick = Pick(44);
    let mut attacks = 0;
    while s.game().outcome().is_none() && s.parts().actions.len() < 3000 {
        let g = s.game();
        let legal = g.legal_actions();
        let old: Vec<_> = legal.iter().filter(|a| revision_1_only(g, a)).collect();
        let a = if !old.is_empty() && attacks < 4 {
            attacks += 1;
            *old[pick.below(old.len())]
        } else if let Some(end) = legal
            .iter()
            .find(|a| matches!(a, Action::EndAttacks | Action::EndTurn { .. }))
            .filter(|_| g.phase() != Phase::Reinforce)
        {
            attacks = 0;
            *end
        } else {
            legal[pick.below(legal.len())]
        };
        s.apply(a, 1_700_000_000_000 + s.parts().actions.len() as u64)
            .expect("legal");
    }
    s
}

/// Pinned: (actions, round, phase, state hash) of the golden save.
const GOLDEN: (usize, u32, &str, u64) = (215, 6, "over", 0x462163e3d42a3852);

#[test]
fn a_save_of_revision_1_replays_and_verifies_under_its_own_rules() {
    if std::env::var_os("PLANISFERO_WRITE_REVISION_1").is_some() {
        let s = play_revision_1();
        let text = export_save(&s);
        std::fs::write(golden_path(), format!("{text}\n")).unwrap();
        println!(
            "wrote: ({}, {}, {:?}, {:#018x})",
            s.parts().actions.len(),
            s.game().round(),
            s.game().phase().key(),
            state_hash(s.game())
        );
    }
    let text = std::fs::read_to_string(golden_path()).expect("golden file present");
    let s = save::decode(&text).expect("loads");
    assert_eq!(s.game().config().options.revision, 1);
    assert_eq!(s.game().rules(), &RuleSet::at_revision(PresetId::Online, 1));
    let (actions, round, phase, hash) = GOLDEN;
    assert_eq!(s.parts().actions.len(), actions);
    assert_eq!(s.game().round(), round);
    assert_eq!(s.game().phase().key(), phase);
    assert_eq!(state_hash(s.game()), hash);
    // The dice proof: the seed's fingerprint and every step of the record.
    let report = verify_save(&text, None).expect("verifies");
    assert!(report.record_checked && report.finished);
    assert_eq!(report.actions, actions);
    // The same actions are refused under the new rules: the save keeps its revision.
    let mut config = s.parts().config.clone();
    config.options.revision = Options::REVISION;
    let err = replay(config, s.parts().seed, &s.parts().actions).unwrap_err();
    let i = err.index.expect("an action refused");
    assert!(matches!(s.parts().actions[i], Action::Attack { .. }), "{i}");
}

// A new online game plays revision 2: the attacker rolls every die its armies allow.
#[test]
fn a_new_game_plays_the_new_readings() {
    let c = GameConfig::new(PresetId::Online, online(1).seats);
    assert_eq!(c.options.revision, Options::REVISION);
    let g = Game::new(c, 44).unwrap();
    assert_eq!(g.rules(), &PresetId::Online.rules());
    assert!(g.rules().attacker_max_dice && !g.rules().no_attack_with_fewer_dice);
    assert_eq!(g.rules().tris.territory_bonus, 0);
}
