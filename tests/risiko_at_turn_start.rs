//! A turn that starts with the objective already complete ends in RisiKo! at once
//! (docs/RULES.md §3: "A player who holds all of its objective during its own turn wins
//! at once"; risiko-online.txt line 104: "il giocatore vince immediatamente"), in games of
//! rules revision 1; saves of revision 0 replay as they were played.

use planisfero::rules::board::TerritoryId;
use planisfero::rules::objectives::{ClassicObjective, Objective};
use planisfero::rules::scenario::Position;
use planisfero::rules::{
    Action, Color, Event, Game, GameConfig, Options, Phase, PresetId, SeatConfig, SeatId,
};
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::save;

fn config(revision: u32) -> GameConfig {
    let mut c = GameConfig::new(
        PresetId::Classico,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
        ],
    );
    c.options.revision = revision;
    c
}

/// Anna (seat 0) about to end her turn; Bruno, next, already holds 24 territories, his
/// objective.
fn bruno_holds_his_objective(revision: u32) -> Game {
    let mut territories = std::collections::BTreeMap::new();
    for (i, t) in TerritoryId::ALL.into_iter().take(18).enumerate() {
        territories.insert(t, (if i % 2 == 0 { 0 } else { 2 }, 2));
    }
    let pos = Position {
        territories,
        rest: Some((1, 1)),
        objectives: [(1, Objective::Classic(ClassicObjective::Territories24))].into(),
        order: Some(vec![0, 1, 2]),
        ..Position::new(0, Phase::Fortify)
    };
    Game::from_position(config(revision), 9, &pos).unwrap()
}

#[test]
fn a_turn_starting_with_the_objective_complete_ends_in_risiko_at_once() {
    let mut g = bruno_holds_his_objective(Options::REVISION);
    assert_eq!(g.territory_count(SeatId(1)), 24);
    let events = g.apply(Action::EndTurn { extra_rolls: 0 }).unwrap();
    assert_eq!(g.phase(), Phase::Over);
    assert!(events.contains(&Event::Risiko { seat: SeatId(1) }));
    // Before any reinforcement: nothing to place, nothing announced.
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Reinforcements { .. })));
}

#[test]
fn a_revision_0_game_still_declares_it_at_the_first_placement() {
    let mut g = bruno_holds_his_objective(0);
    g.apply(Action::EndTurn { extra_rolls: 0 }).unwrap();
    assert_eq!(g.phase(), Phase::Reinforce);
    assert_eq!(g.current_seat(), Some(SeatId(1)));
    let mine = TerritoryId::ALL
        .into_iter()
        .find(|&t| g.owner(t) == SeatId(1))
        .unwrap();
    let events = g
        .apply(Action::Place {
            territory: mine,
            armies: 1,
        })
        .unwrap();
    assert!(events.contains(&Event::Risiko { seat: SeatId(1) }));
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn new_games_record_the_revision_and_older_saves_read_as_revision_0() {
    let c = config(Options::REVISION);
    assert_eq!(
        GameConfig::new(PresetId::Torneo, c.seats.clone())
            .options
            .revision,
        2
    );
    let meta = SessionMeta::new(&c, "", 1_700_000_000_000, 1);
    let mut s = Session::start(meta, c, 5).unwrap();
    for _ in 0..3 {
        let a = s.game().legal_actions()[0];
        s.apply(a, 0).unwrap();
    }
    let text = save::encode(s.parts());
    let member = format!(r#","revision":{}"#, Options::REVISION);
    assert!(text.contains(&member), "{text}");
    let back = save::decode(&text).unwrap();
    assert_eq!(back.game().config().options.revision, Options::REVISION);
    // A save written before revisions: the same text without the member.
    let old = text.replace(&member, "");
    assert_ne!(old, text);
    let back = save::decode(&old).unwrap();
    assert_eq!(back.game().config().options.revision, 0);
    assert_eq!(back.parts().actions, s.parts().actions);
}

// A placement moves no territory, so after the turn's first placement the engine checks
// the objective again only where armies count: "18 territories with 2 armies each" is
// still won by the placement that completes it.
#[test]
fn a_later_placement_that_completes_18_territories_with_2_armies_wins_at_once() {
    let mut territories = std::collections::BTreeMap::new();
    for (i, t) in TerritoryId::ALL.into_iter().enumerate() {
        let held = match i {
            0..=16 => (0, 2),
            17 => (0, 1),
            18..=29 => (1, 1),
            _ => (2, 1),
        };
        territories.insert(t, held);
    }
    let pos = Position {
        territories,
        objectives: [(0, Objective::Classic(ClassicObjective::Territories18With2))].into(),
        order: Some(vec![0, 1, 2]),
        reinforcements: Some(2),
        ..Position::new(0, Phase::Reinforce)
    };
    let mut g = Game::from_position(config(Options::REVISION), 9, &pos).unwrap();
    let place = |territory| Action::Place {
        territory,
        armies: 1,
    };
    let events = g.apply(place(TerritoryId::ALL[0])).unwrap();
    assert!(!events.contains(&Event::Risiko { seat: SeatId(0) }));
    assert_eq!(g.phase(), Phase::Reinforce);
    let events = g.apply(place(TerritoryId::ALL[17])).unwrap();
    assert!(events.contains(&Event::Risiko { seat: SeatId(0) }));
    assert_eq!(g.phase(), Phase::Over);
}
