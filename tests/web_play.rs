//! Browser component tests of the play screen (wasm-bindgen-test in headless Chromium):
//! the hand-over hides secrets, the dialogs offer exactly what the rules allow (trade
//! values, attack dice, conquest move bounds), an illegal tap is explained. Each test
//! mounts the play screen alone on a game, acts on the DOM, waits a tick, and compares
//! what the page shows with what the rules say.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use planisfero::present::act::{Act, PlayAct};
use planisfero::rules::board::{Card, TerritoryId as T};
use planisfero::rules::scenario::Position;
use planisfero::rules::{Color, Game, GameConfig, Phase, PresetId, SeatConfig, SeatId};
use planisfero::session::{Session, SessionMeta};
use planisfero::ui::app::{Nav, Screen};
use planisfero::ui::game_ctx::ActiveGame;
use planisfero::ui::i18n::Lang;
use planisfero::ui::i18n_app::objective_text;
use planisfero::ui::play::{sandbox, Play};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "common/dom.rs"]
mod dom;
use dom::*;

// ---------- helpers ----------

/// Mounts the play screen alone, at tablet size, on what `setup` puts on the table.
fn mount(setup: impl FnOnce(ActiveGame) + 'static) -> (HtmlElement, impl Drop) {
    let el = container(1024, 712);
    let handle = leptos::mount::mount_to(el.clone(), move || {
        provide_context(RwSignal::new(Lang::It));
        Nav::provide(Screen::Play);
        let ag = ActiveGame::provide();
        setup(ag);
        view! { <Play/> }
    });
    (el, handle)
}

fn config() -> GameConfig {
    GameConfig::new(
        PresetId::Torneo,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
            SeatConfig::human("Dario", Color::Verde),
        ],
    )
}

/// A torneo position in Anna's attack phase, round 5 (eliminations allowed), with these
/// territories; the rest dealt round-robin with one army.
fn attack_position(territories: &[(T, u8, u32)]) -> Game {
    attack_position_rest(territories, None)
}

/// Like [`attack_position`], the territories not listed all going to `rest`'s seat.
fn attack_position_rest(territories: &[(T, u8, u32)], rest: Option<(u8, u32)>) -> Game {
    let pos = Position {
        territories: territories.iter().map(|&(t, s, a)| (t, (s, a))).collect(),
        rest,
        order: Some(vec![0, 1, 2, 3]),
        round: Some(5),
        ..Position::new(0, Phase::Attack)
    };
    Game::from_position(config(), 3, &pos).unwrap()
}

fn session(seed: u64) -> Session {
    let meta = SessionMeta {
        id: "t".into(),
        name: "t".into(),
        created_ms: 0,
        updated_ms: 0,
    };
    Session::start(meta, config(), seed).unwrap()
}

// ---------- hand-over and secrets ----------

// issue 4: "Only the active player's objective and cards are ever in the page; the
// others' are not in the DOM at all".
#[wasm_bindgen_test]
async fn handover_hides_every_secret_until_the_player_reveals() {
    let s = session(11);
    let game = s.game().clone();
    let texts: Vec<(SeatId, String)> = (0..4)
        .map(SeatId)
        .map(|seat| {
            (
                seat,
                objective_text(game.objective(seat).unwrap(), Lang::It),
            )
        })
        .collect();
    let (el, _h) = mount(move |ag| ag.set(Some(s)));
    settle().await;
    // A new game shows the drawn seat order first, in the engine's order.
    let order: Vec<String> = all(&el, "[data-testid=\"seat-order-entry\"]")
        .iter()
        .map(|e| e.get_attribute("data-seat").unwrap())
        .collect();
    let want: Vec<String> = game.turn_order().iter().map(|s| s.0.to_string()).collect();
    assert_eq!(order, want);
    click(&el, "start-play").await;

    let first = game.actor().unwrap();
    assert_eq!(
        testid(&el, "handover").get_attribute("data-seat").unwrap(),
        first.0.to_string()
    );
    let html = el.inner_html();
    assert!(
        !has(&el, "objective") && !has(&el, "hand"),
        "secrets before the reveal"
    );
    for (_, text) in &texts {
        assert!(
            !html.contains(text.as_str()),
            "an objective is in the page during the hand-over: {text}"
        );
    }
    // Taps on the map do nothing while the tablet is being passed.
    let mine = T::ALL
        .into_iter()
        .find(|&t| game.owner(t) == first)
        .unwrap();
    tap(&el, mine).await;
    assert!(has(&el, "handover"));
    assert_eq!(
        q(
            &el,
            &format!("[data-territory=\"{}\"] [data-armies]", mine.key())
        )
        .text_content()
        .unwrap(),
        "1"
    );

    click(&el, "handover-reveal").await;
    assert!(!has(&el, "handover"));
    assert_eq!(
        testid(&el, "objective").get_attribute("data-seat").unwrap(),
        first.0.to_string()
    );
    let html = el.inner_html();
    for (seat, text) in &texts {
        assert_eq!(
            html.contains(text.as_str()),
            *seat == first,
            "objective of {seat} shown to {first}"
        );
    }

    // The setup group is placed with taps (the last one held until confirmed); then the
    // next player's hand-over hides it all.
    for _ in 0..3 {
        tap(&el, mine).await;
    }
    assert!(
        !has(&el, "handover"),
        "the group's last army waits for a confirmation"
    );
    click(&el, "confirm-place").await;
    let next = testid(&el, "handover").get_attribute("data-seat").unwrap();
    assert_ne!(next, first.0.to_string());
    assert!(!has(&el, "objective") && !has(&el, "hand"));
    let html = el.inner_html();
    for (_, text) in &texts {
        assert!(!html.contains(text.as_str()));
    }
}

// ---------- placing and illegal taps ----------

// docs/RULES.md §2: players place "3 at a time ... on their own territories"; a tap elsewhere
// is explained, never silently ignored.
#[wasm_bindgen_test]
async fn setup_taps_place_one_army_and_an_enemy_tap_is_explained() {
    let s = session(5);
    let game = s.game().clone();
    let (el, _h) = mount(move |ag| ag.set(Some(s)));
    settle().await;
    click(&el, "start-play").await;
    click(&el, "handover-reveal").await;
    let me = game.actor().unwrap();
    let mine = T::ALL.into_iter().find(|&t| game.owner(t) == me).unwrap();
    let theirs = T::ALL.into_iter().find(|&t| game.owner(t) != me).unwrap();
    assert_eq!(
        testid(&el, "to-place").get_attribute("data-count").unwrap(),
        "3"
    );
    tap(&el, mine).await;
    let badge = format!("[data-territory=\"{}\"] [data-armies]", mine.key());
    assert_eq!(q(&el, &badge).text_content().unwrap(), "2");
    assert_eq!(
        testid(&el, "to-place").get_attribute("data-count").unwrap(),
        "2"
    );
    // Undo takes it back.
    click(&el, "undo").await;
    assert_eq!(q(&el, &badge).text_content().unwrap(), "1");
    tap(&el, theirs).await;
    let why = testid(&el, "explain").text_content().unwrap();
    assert!(
        why.contains(Lang::It.territory(theirs)) && why.contains("non è tuo"),
        "{why}"
    );
    assert_eq!(
        testid(&el, "to-place").get_attribute("data-count").unwrap(),
        "3"
    );
}

// ---------- the attack dialog ----------

fn dice_offered(el: &Element) -> Vec<u8> {
    all(el, "[data-testid^=\"attack-dice-\"]")
        .iter()
        .map(|b| match act_of(b) {
            Act::Play(PlayAct::Dice(n)) => n,
            a => panic!("a dice button acts as {a:?}"),
        })
        .collect()
}

async fn open_attack(el: &Element, from: T, to: T) {
    tap(el, from).await;
    assert_eq!(
        q(el, &format!("[data-territory=\"{}\"]", from.key()))
            .get_attribute("data-highlight")
            .as_deref(),
        Some("selected")
    );
    tap(el, to).await;
    assert!(
        has(el, "attack-dialog"),
        "no attack dialog for {from} -> {to}"
    );
}

// docs/RULES.md §2: "Attacker rolls 1-3 dice, at most armies-1"; torneo: "no attack with fewer
// dice than the defender" (the defender always rolls the most its armies allow).
#[wasm_bindgen_test]
async fn attack_dialog_offers_only_the_dice_the_rules_allow() {
    // 3 armies against 1: 1 or 2 dice.
    let (el, _h) =
        mount(|ag| ag.set_sandbox(attack_position(&[(T::Ucraina, 0, 3), (T::Urali, 1, 1)])));
    settle().await;
    click(&el, "handover-reveal").await;
    open_attack(&el, T::Ucraina, T::Urali).await;
    assert_eq!(dice_offered(&el), vec![1, 2]);
    assert_eq!(
        testid(&el, "attack-sides")
            .get_attribute("data-defender")
            .unwrap(),
        "1"
    );
    // The exact odds are shown before attacking: 2 armies fighting 1 to the end.
    let ppm: u32 = testid(&el, "odds")
        .get_attribute("data-conquer-ppm")
        .unwrap()
        .parse()
        .unwrap();
    assert!(ppm > 0 && ppm < 1_000_000);
    drop(_h);

    // 5 armies against 2: the defender rolls 2, so 2 or 3 dice.
    let (el, _h) =
        mount(|ag| ag.set_sandbox(attack_position(&[(T::Ucraina, 0, 5), (T::Urali, 1, 2)])));
    settle().await;
    click(&el, "handover-reveal").await;
    open_attack(&el, T::Ucraina, T::Urali).await;
    assert_eq!(dice_offered(&el), vec![2, 3]);
    // One throw: dice sorted high to low, paired, with the losses.
    click(&el, "attack-dice-3").await;
    let b = testid(&el, "battle");
    let a: Vec<u8> = b
        .get_attribute("data-attacker-dice")
        .unwrap()
        .split(' ')
        .map(|d| d.parse().unwrap())
        .collect();
    let d: Vec<u8> = b
        .get_attribute("data-defender-dice")
        .unwrap()
        .split(' ')
        .map(|d| d.parse().unwrap())
        .collect();
    assert_eq!((a.len(), d.len()), (3, 2));
    assert!(a.windows(2).all(|w| w[0] >= w[1]) && d.windows(2).all(|w| w[0] >= w[1]));
    // Ties go to the defender.
    let lost_a = (0..2).filter(|&i| a[i] <= d[i]).count().to_string();
    let lost_d = (0..2).filter(|&i| a[i] > d[i]).count().to_string();
    assert_eq!(b.get_attribute("data-attacker-losses").unwrap(), lost_a);
    assert_eq!(b.get_attribute("data-defender-losses").unwrap(), lost_d);
    drop(_h);

    // 3 armies against 3: 2 dice against 3 is "inferiorità numerica": no dice, a reason.
    let (el, _h) =
        mount(|ag| ag.set_sandbox(attack_position(&[(T::Ucraina, 0, 3), (T::Urali, 1, 3)])));
    settle().await;
    click(&el, "handover-reveal").await;
    tap(&el, T::Ucraina).await;
    // Urali is not a legal target, so it is not highlighted and the tap is explained.
    assert_ne!(
        q(&el, "[data-territory=\"urali\"]")
            .get_attribute("data-highlight")
            .as_deref(),
        Some("target")
    );
    tap(&el, T::Urali).await;
    assert!(!has(&el, "attack-dialog"));
    let why = testid(&el, "explain").text_content().unwrap();
    assert!(why.contains("meno dadi"), "{why}");
}

// ---------- the conquest move ----------

// docs/RULES.md §2: "the attacker must move in at least as many armies as dice it rolled in
// the last throw, and may move more"; torneo's minimum garrison keeps 2 at home when it
// borders an enemy.
#[wasm_bindgen_test]
async fn conquest_slider_runs_from_the_last_dice_to_all_but_the_garrison() {
    let (el, _h) = mount(|ag| ag.set_sandbox(sandbox::game_named("conquest").unwrap()));
    settle().await;
    click(&el, "handover-reveal").await;
    open_attack(&el, T::Ucraina, T::Urali).await;
    click(&el, "attack-blitz").await;
    assert!(has(&el, "conquest-dialog"));
    let battle = testid(&el, "battle");
    let last_dice = battle
        .get_attribute("data-attacker-dice")
        .unwrap()
        .split(' ')
        .count() as u32;
    let lost: u32 = battle
        .get_attribute("data-attacker-losses")
        .unwrap()
        .parse()
        .unwrap();
    // 30 armies: the last throw rolled 3 dice, and those 3 are already in Urali.
    assert_eq!(last_dice, 3);
    let range: HtmlInputElement = testid(&el, "conquest-amount-range").unchecked_into();
    let (min, max): (u32, u32) = (range.min().parse().unwrap(), range.max().parse().unwrap());
    assert_eq!(min, last_dice);
    // 30 - losses - 3 moved in stay on Ucraina, of which all may follow but the garrison:
    // 2 when Ucraina still borders an enemy, else 1.
    let g = sandbox::game_named("conquest").unwrap();
    let enemy = T::Ucraina
        .neighbours()
        .any(|n| n != T::Urali && g.owner(n) != SeatId(0));
    let garrison = if enemy { 2 } else { 1 };
    assert_eq!(max, last_dice + (30 - lost - last_dice - garrison));
    // The buttons stop at the bounds.
    for _ in 0..(max - min + 2) {
        click(&el, "conquest-amount-plus").await;
    }
    assert_eq!(
        testid(&el, "conquest-amount").text_content().unwrap(),
        max.to_string()
    );
    for _ in 0..(max - min + 2) {
        click(&el, "conquest-amount-minus").await;
    }
    assert_eq!(
        testid(&el, "conquest-amount").text_content().unwrap(),
        min.to_string()
    );
    click(&el, "conquest-confirm").await;
    assert!(!has(&el, "conquest-dialog"));
    assert_eq!(
        q(&el, "[data-territory=\"urali\"] [data-armies]")
            .text_content()
            .unwrap(),
        min.to_string()
    );
}

// ---------- the trade dialog ----------

// docs/RULES.md §2 "Tris values", torneo: 3 cannoni 8, jolly + 2 equal 12, "plus 2 armies for
// each traded card showing a territory the player holds". The sandbox hand: Ucraina and
// Siam (Anna's), Brasile (Bruno's), all cannoni, a jolly, and Alaska (fante, Carla's).
#[wasm_bindgen_test]
async fn trade_dialog_lists_each_tris_with_its_value_and_territory_bonus() {
    let (el, _h) = mount(|ag| ag.set_sandbox(sandbox::game_named("trade").unwrap()));
    settle().await;
    click(&el, "handover-reveal").await;
    click(&el, "open-trade").await;
    let mut rows: Vec<(String, u32, u32, u32)> = all(&el, "[data-testid=\"tris\"]")
        .iter()
        .map(|r| {
            let mut cards: Vec<String> = all(r, "[data-card]")
                .iter()
                .map(|c| c.get_attribute("data-card").unwrap())
                .collect();
            cards.sort();
            let n = |a: &str| r.get_attribute(a).unwrap().parse::<u32>().unwrap();
            (
                cards.join("+"),
                n("data-base"),
                n("data-bonus"),
                n("data-total"),
            )
        })
        .collect();
    rows.sort();
    let want = vec![
        ("brasile+jolly+siam".to_string(), 12, 2, 14),
        ("brasile+jolly+ucraina".to_string(), 12, 2, 14),
        ("brasile+siam+ucraina".to_string(), 8, 4, 12),
        ("jolly+siam+ucraina".to_string(), 12, 4, 16),
    ];
    assert_eq!(rows, want);
    // Trading one adds its total to the armies to place.
    let before: u32 = testid(&el, "to-place")
        .get_attribute("data-count")
        .unwrap()
        .parse()
        .unwrap();
    let best = all(&el, "[data-testid=\"tris\"]")
        .iter()
        .position(|r| r.get_attribute("data-total").as_deref() == Some("16"))
        .unwrap();
    all(&el, "[data-testid=\"trade-option\"]")[best]
        .clone()
        .unchecked_into::<HtmlElement>()
        .click();
    settle().await;
    let after: u32 = testid(&el, "to-place")
        .get_attribute("data-count")
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(after, before + 16);
    // The hand lost the three cards: no tris is left (Brasile, Alaska).
    assert!(!has(&el, "open-trade"));
    let hand: Vec<Card> = vec![Card::Territory(T::Brasile), Card::Territory(T::Alaska)];
    let shown: Vec<String> = all(&el, "[data-testid=\"hand\"] [data-card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect();
    assert_eq!(
        shown,
        hand.iter()
            .map(|c| c.territory().unwrap().key().to_string())
            .collect::<Vec<_>>()
    );
}

// ---------- the final table ----------

// docs/RULES.md §3 "Table points" and ties: "(1) add the values of territories outside the
// objective; (2) armies on objective territories; (3) all armies on the board; (4) dice";
// okgiocacon tournament points next to them. Anna, Bruno and Dario hold one territory of
// value 3 of their objective each (3 points), Carla everything else.
#[wasm_bindgen_test]
async fn final_table_shows_points_tie_breaks_and_tournament_points() {
    use planisfero::rules::{Action, Ending, Objective};
    use planisfero::ui::i18n_app::points;
    let mut config = config();
    config.preset = PresetId::Okgiocacon;
    config.options.ending = Ending::RoundLimit(5);
    let na_asia = Objective::Tournament(14);
    let pos = Position {
        territories: [
            (T::Alaska, (0, 5)),
            (T::AmericaCentrale, (1, 4)),
            (T::Quebec, (3, 4)),
        ]
        .into_iter()
        .collect(),
        rest: Some((2, 1)),
        objectives: (0..4).map(|s| (s, na_asia)).collect(),
        order: Some(vec![0, 1, 2, 3]),
        round: Some(5),
        ..Position::new(3, Phase::Fortify)
    };
    let game = Game::from_position(config, 8, &pos).unwrap();
    // What the rules say the table is.
    let mut over = game.clone();
    over.apply(Action::end_turn()).unwrap();
    let outcome = over.outcome().unwrap().clone();
    let (el, _h) = mount(move |ag| ag.set_sandbox(game));
    settle().await;
    click(&el, "handover-reveal").await;
    click(&el, "end-turn").await;
    assert!(has(&el, "final-table"));
    let rows = all(&el, "[data-testid=\"standing\"]");
    let shown: Vec<(String, String)> = rows
        .iter()
        .map(|r| {
            (
                r.get_attribute("data-seat").unwrap(),
                q(r, "[data-testid=\"standing-points\"]")
                    .text_content()
                    .unwrap(),
            )
        })
        .collect();
    let want: Vec<(String, String)> = outcome
        .standings
        .iter()
        .map(|s| (s.seat.0.to_string(), points(s.table_points, Lang::It)))
        .collect();
    assert_eq!(shown, want);
    // Carla first; Anna before the other two by her 5 armies on the objective.
    assert_eq!(shown[0].0, "2");
    assert_eq!(shown[1], ("0".to_string(), "3".to_string()));
    let notes: Vec<String> = all(&el, "[data-testid=\"tie-notes\"] li")
        .iter()
        .map(|li| li.text_content().unwrap())
        .collect();
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(
        notes[0].contains("Anna")
            && notes[0].contains("armate sui territori dell'obiettivo, 5 contro 4"),
        "{}",
        notes[0]
    );
    assert!(notes[1].contains("dadi di spareggio"), "{}", notes[1]);
    // Tournament points as the rules computed them, the winner's "200,xx".
    let tp = outcome.tournament_points.unwrap();
    for (row, s) in rows.iter().zip(&outcome.standings) {
        let t = tp.iter().find(|t| t.seat == s.seat).unwrap();
        assert_eq!(
            q(row, "[data-testid=\"team-points\"]")
                .text_content()
                .unwrap(),
            points(t.team, Lang::It)
        );
    }
    assert!(q(&rows[0], "[data-testid=\"team-points\"]")
        .text_content()
        .unwrap()
        .starts_with("200,"));
    assert!(q(&rows[0], "[data-testid=\"open-points\"]")
        .text_content()
        .unwrap()
        .starts_with("1V +"));
    assert!(testid(&el, "end-reason")
        .text_content()
        .unwrap()
        .contains("giro 5"));
}

// A game reopened in its conquest phase (a save loaded, the screen mounted afresh): the
// move shown is within the rules' range and confirming it is accepted (docs/RULES.md §2, at
// least the dice of the last throw).
#[wasm_bindgen_test]
async fn a_game_reopened_in_the_conquest_phase_moves_within_the_range() {
    use planisfero::rules::Action;
    let mut s = session(21);
    // Play on (largest placements, blitzes, end of turn) until a conquest move is pending
    // with a choice to make.
    for _ in 0..3000 {
        let g = s.game();
        if g.phase() == Phase::Conquest
            && g.conquest_move_range()
                .is_some_and(|(lo, hi)| lo > 1 && hi > lo)
        {
            break;
        }
        let acts = g.legal_actions();
        let pick = acts
            .iter()
            .find(|a| matches!(a, Action::Blitz { stop_at: 1, .. }))
            .or_else(|| {
                acts.iter()
                    .filter(|a| matches!(a, Action::Place { .. }))
                    .max_by_key(|a| match a {
                        Action::Place { armies, .. } => *armies,
                        _ => 0,
                    })
            })
            .or_else(|| acts.iter().find(|a| matches!(a, Action::Occupy { .. })))
            .or_else(|| acts.iter().find(|a| matches!(a, Action::EndTurn { .. })))
            .cloned()
            .expect("a legal action");
        s.apply(pick, 0).unwrap();
    }
    let (min, max) = s
        .game()
        .conquest_move_range()
        .expect("a conquest move is pending");
    let (el, _h) = mount(move |ag| ag.set(Some(s)));
    settle().await;
    click(&el, "handover-reveal").await;
    assert!(has(&el, "conquest-dialog"));
    let shown: u32 = testid(&el, "conquest-amount")
        .text_content()
        .unwrap()
        .parse()
        .unwrap();
    assert!(shown >= min && shown <= max, "{shown} in {min}..={max}");
    click(&el, "conquest-confirm").await;
    assert!(!has(&el, "conquest-dialog"));
    assert!(!has(&el, "explain"), "the move was refused");
    assert_eq!(
        testid(&el, "turn").get_attribute("data-phase").unwrap(),
        "attack"
    );
}

#[wasm_bindgen_test]
async fn players_tab_says_who_eliminated_a_player_and_in_which_round() {
    use planisfero::rules::Action;
    // Carla holds the rest; Bruno's last territory falls to Anna's blitz in round 5.
    let mut g = attack_position_rest(
        &[(T::Ucraina, 0, 30), (T::Urali, 1, 1), (T::Alaska, 3, 1)],
        Some((2, 1)),
    );
    let round = g.round();
    g.apply(Action::Blitz {
        from: T::Ucraina,
        to: T::Urali,
        stop_at: 1,
    })
    .unwrap();
    assert!(!g.is_alive(SeatId(1)), "Bruno is out");
    let (el, _h) = mount(move |ag| ag.set_sandbox(g));
    settle().await;
    click(&el, "handover-reveal").await;
    click(&el, "tab-players").await;
    let row = q(&el, "[data-testid=\"player-row\"][data-seat=\"1\"]");
    let text = row.text_content().unwrap();
    assert!(
        text.contains(&format!("(fuori gioco per mano di Anna nel giro {round})")),
        "{text}"
    );
}
