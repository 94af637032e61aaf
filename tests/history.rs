//! Issue 18: dice statistics against hand-counted games, replay at any step, charts data,
//! SVG pictures (parsed as XML, 42 territories) and the text log.

use planisfero::history::stats::{expected_net, Verdict};
use planisfero::history::*;
use planisfero::rules::scenario::{build, Scenario};
use planisfero::rules::*;

/// Anna (seat 0) holds Brasile with 6 and Perù; Bruno holds Africa del Nord with 3 and
/// Egitto; Dario Alaska; Carla the rest. Anna attacks with the dice given.
fn small_game(dice: &[u8]) -> Game {
    let json = format!(
        r#"{{"name":"stats","preset":"torneo","seats":["Anna","Bruno","Carla","Dario"],
        "position":{{"current":0,"phase":"attack","rest":[2,1],"territories":{{
          "brasile":[0,6],"peru":[0,1],"africa_del_nord":[1,3],"egitto":[1,1],"alaska":[3,1]}}}},
        "dice":{dice:?},"steps":[]}}"#
    );
    let s: Scenario = serde_json::from_str(&json).unwrap();
    build(&s).unwrap()
}

fn a(from: TerritoryId, to: TerritoryId, dice: u8) -> Action {
    Action::Attack { from, to, dice }
}

/// Three throws counted by hand (RULES.md §2 "Attack": highest with highest, ties to the
/// defender):
/// 1. 6 5 2 against 4 4 3: 6>4, 5>4, 2<3: Anna loses 1, Bruno 2 (3 -> 1);
/// 2. 1 1 1 against 6: Anna loses 1;
/// 3. a blitz, 3 2 1 against 2: 3>2, Africa del Nord conquered.
#[test]
fn statistics_of_a_hand_counted_game() {
    use TerritoryId::{AfricaDelNord as Naf, Brasile};
    let game = small_game(&[6, 5, 2, 4, 4, 3, 1, 1, 1, 6, 3, 2, 1, 2]);
    let rules = game.rules().clone();
    let actions = [
        a(Brasile, Naf, 3),
        a(Brasile, Naf, 3),
        Action::Blitz {
            from: Brasile,
            to: Naf,
            stop_at: 1,
        },
    ];
    let stats = DiceStats::of_actions(game, &actions).unwrap();
    let anna = &stats.seats[0];
    let bruno = &stats.seats[1];
    // Faces: Anna 6 5 2 / 1 1 1 / 3 2 1; Bruno 4 4 3 / 6 / 2.
    assert_eq!(anna.faces.counts, [4, 2, 1, 0, 1, 1]);
    assert_eq!(bruno.faces.counts, [0, 1, 1, 2, 0, 1]);
    assert_eq!(stats.total.counts, [4, 3, 2, 2, 1, 2]);
    assert_eq!(stats.throws, 3);
    assert_eq!((anna.throws_attacking, bruno.throws_defending), (3, 3));
    assert_eq!(
        (anna.attacks, anna.attacks_won, anna.attacks_lost()),
        (3, 1, 2)
    );
    assert_eq!((anna.armies_lost, anna.armies_destroyed), (2, 3));
    assert_eq!((bruno.armies_lost, bruno.armies_destroyed), (3, 2));
    // 3 dice against 1: the attacker's best of three beats the die 855 times in 1296.
    let win_3v1 = 855.0 / 1296.0;
    assert!((expected_net(3, 1) - (2.0 * win_3v1 - 1.0)).abs() < 1e-12);
    let luck =
        (1.0 - expected_net(3, 3)) + (-1.0 - expected_net(3, 1)) + (1.0 - expected_net(3, 1));
    assert!((anna.luck - luck).abs() < 1e-9, "{}", anna.luck);
    assert!((bruno.luck + luck).abs() < 1e-9);
    // Expected wins: 3 against 3 takes all three 6420 times in 46656; then 3 dice against
    // one army; then the blitz of 4 against 1 (3, then 2, then 1 die: 125/216, 15/36).
    let blitz = win_3v1 + (1.0 - win_3v1) * (125.0 / 216.0 + (1.0 - 125.0 / 216.0) * 15.0 / 36.0);
    assert!((blitz - odds(4, 1, &rules, 1).conquer).abs() < 1e-12);
    let expected = 6420.0 / 46656.0 + win_3v1 + blitz;
    assert!(
        (anna.expected_wins - expected).abs() < 1e-9,
        "{}",
        anna.expected_wins
    );
    // Best throw for Anna: the first, +1 where three defence dice make the average
    // negative (better than the blitz's +1 against one die); worst: the 1 1 1.
    assert!(expected_net(3, 3) < 0.0 && expected_net(3, 1) > 0.0);
    let (best, best_luck) = anna.best.clone().unwrap();
    assert_eq!(best.attacker_dice, vec![6, 5, 2]);
    assert!((best_luck - (1.0 - expected_net(3, 3))).abs() < 1e-12);
    let (worst, _) = anna.worst.clone().unwrap();
    assert_eq!(worst.attacker_dice, vec![1, 1, 1]);
    assert_eq!(worst.action, 1);
    // Bruno's best throw is Anna's worst.
    assert_eq!(bruno.best.as_ref().unwrap().0, worst);
    assert_eq!(anna.faces.verdict(), Verdict::TooFew);
}

/// A long game of fair dice reads "normale" for every player.
#[test]
fn the_dice_of_a_long_game_are_normal() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/e2e/fixtures/long-300-turns.json"),
    )
    .unwrap();
    let parts = planisfero::storage::save::read(&text).unwrap();
    let replay = Replay::of_parts(&parts).unwrap();
    let stats = DiceStats::of_replay(&replay, usize::MAX);
    assert!(stats.total.total() > 1000, "{}", stats.total.total());
    assert_eq!(stats.total.verdict(), Verdict::Normal);
    let luck: f64 = stats.seats.iter().map(|s| s.luck).sum();
    assert!(luck.abs() < 1e-6, "luck is zero-sum: {luck}");
    // Statistics of a game in progress count only the steps so far.
    let half = DiceStats::of_replay(&replay, replay.len() / 2);
    assert!(half.total.total() < stats.total.total());
    assert_eq!(half.actions, replay.len() / 2);
}
