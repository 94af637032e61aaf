//! Issue 18: dice statistics against hand-counted games, replay at any step, charts data,
//! SVG pictures (parsed as XML, 42 territories) and the text log.

use planisfero::history::stats::{expected_net, Verdict};
use planisfero::history::*;
use planisfero::present::history::{chart_svg, log_text, map_svg, Series};
use planisfero::present::lang::Lang;
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

/// Three throws counted by hand (docs/RULES.md §2 "Attack": highest with highest, ties to the
/// defender):
/// 1. 6 5 2 against 4 4 3: 6>4, 5>4, 2<3: Anna loses 1, Bruno 2 (3 -> 1);
/// 2. 1 1 1 against 6: Anna loses 1;
/// 3. a blitz, 3 2 1 against 2: 3>2, Africa del Nord conquered.
#[test]
fn statistics_of_a_hand_counted_game() {
    use TerritoryId::{AfricaDelNord as Naf, Brasile};
    let game = small_game(&[6, 5, 2, 4, 4, 3, 1, 1, 1, 6, 3, 2, 1, 2]);
    let rules = *game.rules();
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

fn long_replay() -> (planisfero::session::SessionParts, Replay) {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/e2e/fixtures/long-300-turns.json"),
    )
    .unwrap();
    let parts = planisfero::storage::save::read(&text).unwrap();
    let replay = Replay::of_parts(&parts).unwrap();
    (parts, replay)
}

#[test]
fn the_game_at_any_step_is_the_one_a_full_replay_reaches() {
    let (parts, replay) = long_replay();
    let n = replay.len();
    for step in [0, 1, 31, 32, 33, 64, n / 3, n / 2 + 7, n - 1, n, n + 5] {
        let direct = planisfero::rules::replay(
            parts.config.clone(),
            parts.seed,
            &parts.actions[..step.min(n)],
        )
        .unwrap();
        assert_eq!(replay.game_at(step), direct, "step {step}");
    }
    assert_eq!(replay.last(), &replay.game_at(n));
}

#[test]
fn turns_and_rounds_can_be_jumped_to() {
    let (_, replay) = long_replay();
    let turns = replay.turn_starts();
    // The deal, then every turn started (the fixture ends 300 turns in: 301 started).
    let started = replay
        .events()
        .iter()
        .flatten()
        .filter(|e| matches!(e, Event::TurnStarted { .. }))
        .count();
    assert_eq!(started, 301);
    assert_eq!(turns.len(), 1 + started);
    for w in turns.windows(2) {
        assert!(w[0] < w[1]);
        // A turn starts right after an end of turn (or the setup's last placement).
        let events = replay.events_of(w[1] - 1);
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. })));
    }
    let mid = turns[150] + 3;
    assert_eq!(replay.turn_of(mid), 150);
    assert_eq!(replay.next_turn(mid), Some(turns[151]));
    assert_eq!(replay.previous_turn(mid), Some(turns[150]));
    assert_eq!(replay.previous_turn(turns[150]), Some(turns[149]));
    let rounds = replay.round_starts();
    assert_eq!(replay.game_at(rounds[5]).round(), 5);
    assert_eq!(replay.next_round(rounds[5]), Some(rounds[6]));
    assert_eq!(replay.previous_round(rounds[5] + 1), Some(rounds[5]));
    assert_eq!(replay.next_turn(replay.len()), None);
}

#[test]
fn the_timeline_samples_every_turn_and_hides_secret_points() {
    let (_, replay) = long_replay();
    let public = Timeline::of_replay(&replay, usize::MAX, false);
    // The deal, then one sample per turn start, then the last step if it is none.
    assert!(public.samples.len() >= replay.turn_starts().len());
    assert!(
        !public.table_points,
        "torneo's table points depend on the objectives"
    );
    assert!(public
        .samples
        .iter()
        .all(|s| s.seats.iter().all(|x| x.table_points.is_none())));
    let first = &public.samples[0];
    assert_eq!(first.seats.iter().map(|s| s.territories).sum::<u32>(), 42);
    for s in &public.samples {
        let g = replay.game_at(s.step);
        for (i, x) in s.seats.iter().enumerate() {
            assert_eq!(x.territories, g.territory_count(SeatId(i as u8)));
            assert_eq!(x.armies, g.total_armies(SeatId(i as u8)));
        }
    }
    let traded: u32 = replay
        .events()
        .iter()
        .flatten()
        .filter(|e| matches!(e, Event::Traded { .. }))
        .count() as u32;
    let last = public.samples.last().unwrap();
    assert_eq!(last.seats.iter().map(|s| s.trades).sum::<u32>(), traded);
    assert!(traded > 0);
    let revealed = Timeline::of_replay(&replay, usize::MAX, true);
    assert!(revealed.table_points);
    let g = replay.last();
    assert_eq!(
        revealed.samples.last().unwrap().seats[0].table_points,
        Some(planisfero::rules::ending::table_points(g, SeatId(0)))
    );
}

fn territories_in_svg(text: &str) -> usize {
    let doc = roxmltree::Document::parse(text).expect("well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let mut keys: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("path"))
        .filter_map(|n| n.attribute("data-territory"))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys.len()
}

#[test]
fn the_map_exported_at_any_step_is_xml_with_42_territories() {
    let (_, replay) = long_replay();
    for step in [0, replay.len() / 2, replay.len()] {
        let game = replay.game_at(step);
        let text = map_svg(
            &game,
            "Partita \"lunga\" <&> \u{1}",
            "30 novembre 2026, giro 5",
            Lang::It,
        )
        .unwrap();
        assert_eq!(territories_in_svg(&text), 42);
        let doc = roxmltree::Document::parse(&text).unwrap();
        // Each territory in its owner's pattern, with its armies in its badge.
        for t in TerritoryId::ALL {
            let path = doc
                .descendants()
                .find(|n| n.has_tag_name("path") && n.attribute("data-territory") == Some(t.key()))
                .unwrap();
            let color = game.config().seats[game.owner(t).index()].color;
            assert_eq!(
                path.attribute("fill"),
                Some(format!("url(#pp-{})", color.key()).as_str())
            );
            let badge = doc
                .descendants()
                .find(|n| n.has_tag_name("g") && n.attribute("data-territory") == Some(t.key()))
                .unwrap();
            let count = badge
                .descendants()
                .find(|n| n.has_tag_name("text"))
                .unwrap();
            // The writer puts each text on a line of its own (SVG collapses the spaces).
            assert_eq!(
                count.text().map(str::trim),
                Some(game.armies(t).to_string().as_str())
            );
        }
        let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
        assert_eq!(title.text().map(str::trim), Some("Partita \"lunga\" <&>"));
        for c in Color::ALL {
            let id = format!("pp-{}", c.key());
            assert!(
                doc.descendants()
                    .any(|n| n.attribute("id") == Some(id.as_str())),
                "{id}"
            );
        }
    }
}

#[test]
fn charts_export_as_xml_with_one_line_per_player() {
    let (parts, replay) = long_replay();
    let timeline = Timeline::of_replay(&replay, usize::MAX, true);
    for series in [
        Series::Territories,
        Series::Armies,
        Series::TablePoints,
        Series::CardsTraded,
    ] {
        for lang in [Lang::It, Lang::En] {
            let text = chart_svg(&timeline, &parts.config, series, "Partita & co.", lang).unwrap();
            let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
            let lines: Vec<_> = doc
                .descendants()
                .filter(|n| n.has_tag_name("polyline"))
                .collect();
            assert_eq!(lines.len(), parts.config.seats.len());
            for l in lines {
                let points = l.attribute("points").unwrap().split(' ').count();
                assert_eq!(points, timeline.samples.len());
            }
        }
    }
    let public = Timeline::of_replay(&replay, usize::MAX, false);
    assert!(chart_svg(&public, &parts.config, Series::TablePoints, "x", Lang::It).is_none());
}

#[test]
fn the_log_reads_as_text_and_hides_others_cards_while_public() {
    use TerritoryId::{AfricaDelNord as Naf, Brasile};
    let game = small_game(&[6, 5, 2, 4, 4, 3]);
    let replay = Replay::from_game(game, &[a(Brasile, Naf, 3)]).unwrap();
    let it = log_text(&replay, usize::MAX, true, Lang::It);
    assert_eq!(
        it,
        "    1  Anna attacca Africa del Nord (Bruno) da Brasile: 6 5 2 contro 4 4 3; Anna perde 1, Bruno perde 2.\n"
    );
    let en = log_text(&replay, usize::MAX, true, Lang::En);
    assert!(
        en.contains("Anna attacks North Africa (Bruno) from Brazil: 6 5 2 against 4 4 3"),
        "{en}"
    );
    // A card drawn: named in the full log, hidden in the public one.
    let (_, long) = long_replay();
    let full = log_text(&long, usize::MAX, false, Lang::En);
    let public = log_text(&long, usize::MAX, true, Lang::En);
    assert!(full.contains("draws a card: "));
    assert!(!public.contains("draws a card: "));
    assert!(public.contains("draws a card."));
    assert_eq!(full.lines().count(), public.lines().count());
}

/// An unfinished classico game of three seats (secret objectives) from a seed of its own:
/// random legal actions, attacks preferred so that cards are drawn; stopped well before
/// the end.
fn unfinished_classico(seed: u64) -> Replay {
    let config = GameConfig::new(
        PresetId::Classico,
        ["Anna", "Bruno", "Carla"]
            .iter()
            .zip([Color::Blu, Color::Rosso, Color::Giallo])
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect(),
    );
    let mut game = Game::new(config.clone(), seed).unwrap();
    let mut pick = seed;
    let mut actions = Vec::new();
    while actions.len() < 500 && game.phase() != Phase::Over {
        let legal = game.legal_actions();
        pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let r = (pick >> 33) as usize;
        let attacks: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Attack { .. }))
            .collect();
        let a = if !attacks.is_empty() && r % 10 < 8 {
            attacks[r % attacks.len()]
        } else {
            legal[r % legal.len()]
        };
        game.apply(a).unwrap();
        actions.push(a);
    }
    Replay::new(config, seed, &actions).unwrap()
}

/// tests/e2e/fixtures/classico-unfinished.json (the saved-games "Rivedi" end-to-end
/// test's game) is [`unfinished_classico`]'s game.
#[test]
fn the_unfinished_fixture_is_the_generated_game() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/e2e/fixtures/classico-unfinished.json");
    let replay = unfinished_classico(0x5eed_0042_abcd_9137);
    if std::env::var_os("PLANISFERO_WRITE_FIXTURE").is_some() {
        let golden = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves/format-1.json"),
        )
        .unwrap();
        let mut parts = planisfero::storage::save::read(&golden).unwrap();
        parts.meta.id = "g-classico".into();
        parts.meta.name = "Classico in corso".into();
        parts.config = replay.last().config().clone();
        parts.seed = 0x5eed_0042_abcd_9137;
        parts.actions = replay.actions().to_vec();
        parts.fingerprint = None;
        parts.meta.updated_ms = 1_700_000_100_000;
        std::fs::write(&path, planisfero::storage::save::encode(&parts) + "\n").unwrap();
    }
    let parts = planisfero::storage::save::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(parts.seed, 0x5eed_0042_abcd_9137);
    assert_eq!(parts.actions, replay.actions());
    assert_eq!(parts.config.preset, PresetId::Classico);
}

/// Issue 18 point 4, a saved game still being played opened from the saved games: its
/// replay bar tells, at every step, only what every player at the table saw: no seat's
/// objective, no card drawn (not even the one of the seat to play: anybody may open the
/// list), no seed; the same bar at the end of a game names the cards (so this test sees
/// them when they leak).
#[test]
fn the_replay_of_an_unfinished_game_shows_no_secret() {
    use planisfero::present::i18n_app::{card_name, objective_text};
    use planisfero::present::replay_view::bar;
    let seed = 0x5eed_0042_abcd_9137_u64;
    let replay = unfinished_classico(seed);
    assert_ne!(replay.last().phase(), Phase::Over);
    let fingerprint = Fingerprint::of_seed(seed).hex();
    let seeds = [
        seed.to_string(),
        format!("{seed:x}"),
        format!("{seed:016x}"),
    ];
    let render = |step: usize, unfinished: bool, l: Lang| {
        let mut h = planisfero::present::html::Html::new();
        bar(&mut h, &replay, step, &replay.game_at(step), l, unfinished);
        h.into_string()
    };
    let (mut secrets_checked, mut drawn_named_at_the_end) = (0, 0);
    for step in 0..=replay.len() {
        let g = replay.game_at(step);
        for l in Lang::ALL {
            let html = render(step, true, l);
            let mut secrets: Vec<String> = Vec::new();
            for seat in g.turn_order() {
                let mine = &g.view_for(*seat).seats[seat.index()];
                secrets.extend(mine.objective.map(|o| objective_text(o, l)));
                secrets.extend(mine.hand.iter().flatten().map(|&c| card_name(c, l)));
            }
            secrets.extend(seeds.iter().cloned());
            secrets.push(fingerprint.clone());
            secrets.push("data-testid=\"objective\"".into());
            secrets.push("data-testid=\"hand\"".into());
            for s in &secrets {
                assert!(!html.contains(s.as_str()), "step {step}: {s} in {html}");
                secrets_checked += 1;
            }
            // The drawn card is named in the log of a finished game's replay.
            let full = render(step, false, l);
            if full.contains("draws a card: ") || full.contains("pesca una carta: ") {
                drawn_named_at_the_end += 1;
                assert!(html.contains("draws a card.") || html.contains("pesca una carta."));
            }
        }
    }
    assert!(secrets_checked > 1000, "{secrets_checked}");
    assert!(
        drawn_named_at_the_end > 0,
        "no card drawn: the test proves nothing"
    );
}

/// Player names are hostile input: in the exported map and charts they stay text (escaped,
/// control characters dropped), never markup.
#[test]
fn a_hostile_player_name_is_escaped_in_the_exported_svg() {
    let (mut parts, _) = long_replay();
    // At most 24 characters (a seat's name).
    let hostile = "</text><script>\"'&\u{1}";
    let shown = "</text><script>\"'&";
    parts.config.seats[0].name = hostile.into();
    let replay = Replay::of_parts(&parts).unwrap();
    let texts = |svg: &str| -> Vec<String> {
        let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
        assert!(!doc.descendants().any(|n| n.has_tag_name("script")));
        doc.descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text().map(|t| t.trim().to_owned()))
            .collect()
    };
    let map = map_svg(replay.last(), hostile, "x", Lang::En).unwrap();
    let map_texts = texts(&map);
    assert!(map_texts.iter().any(|t| t == shown), "{map_texts:?}");
    let timeline = Timeline::of_replay(&replay, usize::MAX, true);
    for series in Series::ALL {
        let chart = chart_svg(&timeline, &parts.config, series, hostile, Lang::En).unwrap();
        let chart_texts = texts(&chart);
        assert!(
            chart_texts
                .iter()
                .any(|t| t.starts_with(&format!("{shown} ("))),
            "{chart_texts:?}"
        );
    }
}
