//! The presentation core's screens as reviewed snapshots (`tests/snapshots/*.snap`, the
//! `insta` crate): a change of a screen's markup fails `cargo test` until its new snapshot
//! is reviewed and committed (docs/ARCHITECTURE.md: "Snapshots"). Inputs are fixed: seeds, positions
//! (`Game::from_position`), the 300-turn fixture, a scripted tournament. The markup gets
//! a line break between tags so that a diff shows the element that changed.

mod common;
use common::{form, long_parts};

use planisfero::history::Fingerprint;
use planisfero::present::act::TournamentAct as A;
use planisfero::present::html::Html;
use planisfero::present::lang::Lang;
use planisfero::present::play::{board_view, tap};
use planisfero::present::tournament::{page, update, Desk, Form};
use planisfero::present::{replay_view, verify_pages};
use planisfero::rules::board::TerritoryId;
use planisfero::rules::{Color, Game, GameConfig, PresetId, SeatConfig};
use planisfero::session::Session;
use planisfero::tournament::SeatingMethod;

/// The markup with one tag a line.
fn lines(html: &str) -> String {
    html.replace("><", ">\n<")
}

fn render(f: impl FnOnce(&mut Html)) -> String {
    let mut h = Html::new();
    f(&mut h);
    lines(&h.into_string())
}

fn game(preset: PresetId, seats: usize, seed: u64) -> Game {
    let all = [
        ("Anna", Color::Blu),
        ("Bruno", Color::Rosso),
        ("Carla", Color::Giallo),
        ("Dario", Color::Verde),
        ("Elena", Color::Nero),
    ];
    let config = GameConfig::new(
        preset,
        all[..seats]
            .iter()
            .map(|(n, c)| SeatConfig::human(*n, *c))
            .collect(),
    );
    Game::new(config, seed).unwrap()
}

/// The board as text: one territory a line, with its look.
fn board_text(g: &Game, selected: Option<TerritoryId>) -> String {
    let view = board_view(g, selected);
    let mut out = String::new();
    for t in TerritoryId::ALL {
        let look = view.look(t);
        out.push_str(&format!(
            "{:<24} {:<22} {:>3} {:?}\n",
            t.name_it(),
            look.fill.as_deref().unwrap_or("-"),
            look.armies.map_or("-".to_owned(), |a| a.to_string()),
            look.highlight
        ));
    }
    out
}

// ---------- the play screen's map and taps ----------

#[test]
fn board_of_a_new_game_for_each_preset() {
    for (name, preset, seats) in [
        ("classico", PresetId::Classico, 3),
        ("torneo", PresetId::Torneo, 4),
        ("club", PresetId::Club, 4),
        ("online", PresetId::Online, 5),
    ] {
        let g = game(preset, seats, 42);
        insta::assert_snapshot!(format!("board_new_{name}"), board_text(&g, None));
    }
}

#[test]
fn board_mid_game_with_a_selection() {
    let parts = long_parts();
    let replay = planisfero::history::Replay::of_parts(&parts).unwrap();
    let g = replay.game_at(replay.len() / 2);
    let me = g.current_seat().unwrap();
    let mine = TerritoryId::ALL
        .into_iter()
        .find(|&t| g.owner(t) == me)
        .unwrap();
    insta::assert_snapshot!(board_text(&g, Some(mine)));
}

#[test]
fn what_a_tap_means_at_the_start_of_a_game() {
    let g = game(PresetId::Torneo, 4, 42);
    let out: String = TerritoryId::ALL
        .into_iter()
        .map(|t| format!("{:<24} {:?}\n", t.name_it(), tap(&g, None, 1, t)))
        .collect();
    insta::assert_snapshot!(out);
}

// ---------- the play screen's panel ----------

use planisfero::present::bots::{BotUi, Speed};
use planisfero::present::panel::{self, LogTab};
use planisfero::present::play::{BattleView, Tab, UiState, Why};
use planisfero::rules::board::{Card, TerritoryId as T};
use planisfero::rules::scenario::Position;
use planisfero::rules::{Action, Ending, Phase, SeatId, Trigger};

/// The four players of the torneo positions (as `?sandbox=` has them).
fn torneo_config() -> GameConfig {
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

/// Seat `current` to play in `phase` of `round`, seats in order 0 1 2 3, these
/// territories as listed (the rest dealt round-robin).
fn position(current: u8, phase: Phase, round: u32, territories: &[(T, u8, u32)]) -> Position {
    Position {
        territories: territories.iter().map(|&(t, s, a)| (t, (s, a))).collect(),
        order: Some(vec![0, 1, 2, 3]),
        round: Some(round),
        ..Position::new(current, phase)
    }
}

fn torneo_at(pos: &Position) -> Game {
    Game::from_position(torneo_config(), 1, pos).unwrap()
}

/// Every region of the panel for the player who acts (revealed: its secrets shown), one
/// after the other under its name, as the screen state `s` and the clock say.
fn panel_text(g: &Game, s: &UiState, elapsed_ms: u64, l: Lang) -> String {
    let view = g.actor().map_or(g.public_view(), |me| g.view_for(me));
    let mut out = String::new();
    for (name, html) in [
        ("strip", panel::strip(Some(g), s, elapsed_ms, l).into()),
        ("notes", panel::notes(g, l).into()),
        ("actions", panel::actions(g, s, l).into()),
        ("tabs", panel::tabs(s.tab, l).into()),
        (
            "turn tab",
            render(|h| panel::turn_tab(h, g, &view, s.battle.as_ref(), l)),
        ),
        ("players tab", render(|h| panel::players(h, g, l))),
        ("over the map", panel::over_map(g, s.why.as_ref(), l).into()),
    ] {
        out.push_str(&format!("== {name} ==\n{}\n", lines(&html)));
    }
    out
}

#[test]
fn panel_of_the_setup_in_both_languages_and_of_a_held_placement() {
    let mut g = game(PresetId::Torneo, 4, 42);
    let me = g.current_seat().unwrap();
    let mine = TerritoryId::ALL
        .into_iter()
        .find(|&t| g.owner(t) == me)
        .unwrap();
    let s = UiState::new(false);
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("panel_setup_{}", l.code()),
            panel_text(&g, &s, 0, l)
        );
    }
    // Two of the group's three armies placed: the last one is held until confirmed.
    g.apply(Action::Place {
        territory: mine,
        armies: 2,
    })
    .unwrap();
    let held = Action::Place {
        territory: mine,
        armies: 1,
    };
    assert_eq!(
        tap(&g, None, 1, mine),
        planisfero::present::play::Tap::Hold(held)
    );
    let s = UiState {
        held: Some(held),
        ..UiState::new(false)
    };
    insta::assert_snapshot!(
        "panel_setup_held_it",
        lines(&panel::actions(&g, &s, Lang::It))
    );
}

/// Seat 0 reinforcing in round 3 with five cards: tris of Ucraina, Siam, Brasile (and
/// a jolly), Alaska.
fn reinforcements_with_a_tris_in_hand() -> Game {
    let mut pos = position(
        0,
        Phase::Reinforce,
        3,
        &[
            (T::Ucraina, 0, 3),
            (T::Siam, 0, 3),
            (T::Brasile, 1, 2),
            (T::Alaska, 2, 2),
        ],
    );
    pos.hands.insert(
        0,
        vec![
            Card::Territory(T::Ucraina),
            Card::Territory(T::Siam),
            Card::Territory(T::Brasile),
            Card::Jolly(0),
            Card::Territory(T::Alaska),
        ],
    );
    torneo_at(&pos)
}

#[test]
fn panel_of_the_reinforcements_with_a_tris_in_hand() {
    let g = reinforcements_with_a_tris_in_hand();
    let s = UiState {
        per_tap: 3,
        ..UiState::new(false)
    };
    insta::assert_snapshot!(panel_text(&g, &s, 0, Lang::It));
}

#[test]
fn panel_of_an_attack_with_a_source_selected_after_a_throw() {
    let pos = position(
        0,
        Phase::Attack,
        5,
        &[(T::Ucraina, 0, 12), (T::Urali, 1, 9)],
    );
    let mut g = torneo_at(&pos);
    let events = g
        .apply(Action::Attack {
            from: T::Ucraina,
            to: T::Urali,
            dice: 3,
        })
        .unwrap();
    let s = UiState {
        selected: Some(T::Ucraina),
        battle: BattleView::from_events(&events),
        why: Some(Why::NoEnemyNeighbour(T::Islanda)),
        ..UiState::new(false)
    };
    assert!(s.battle.is_some());
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("panel_attack_{}", l.code()),
            panel_text(&g, &s, 0, l)
        );
    }
}

#[test]
fn panel_of_the_strategic_move_with_the_clock_of_a_time_limit() {
    let mut config = torneo_config();
    config.options.ending = Ending::Sdadata {
        trigger: Trigger::Minutes(90),
    };
    let pos = position(2, Phase::Fortify, 4, &[]);
    let g = Game::from_position(config, 1, &pos).unwrap();
    let s = UiState {
        tab: Tab::Players,
        ..UiState::new(false)
    };
    // 1 h 2 min 5 s played of 1 h 30 min.
    insta::assert_snapshot!(panel_text(&g, &s, 3_725_000, Lang::It));
}

/// testa-a-testa.txt lines 1-4 and 25-27: the morto "diretto da uno dei due giocatori
/// reali", who it may not attack; lines 39-40: its cards face up.
#[test]
fn panel_of_the_morto_s_turn_names_its_director() {
    let mut config = GameConfig::new(
        PresetId::TestaATesta,
        vec![
            SeatConfig::human("Luca", Color::Blu),
            SeatConfig::human("Andrea", Color::Rosso),
            SeatConfig::morto("Morto", Color::Nero),
        ],
    );
    config.options.ending = Ending::Sdadata {
        trigger: Trigger::Rounds(4),
    };
    let mut pos = position(
        2,
        Phase::Attack,
        5,
        &[
            (T::Ucraina, 2, 8),
            (T::Urali, 2, 3),
            (T::EuropaSettentrionale, 0, 3),
            (T::Scandinavia, 0, 2),
            (T::Afghanistan, 1, 3),
            (T::MedioOriente, 1, 2),
        ],
    );
    pos.order = Some(vec![0, 2, 1]);
    pos.penultimate_round = Some(4);
    pos.morto_turns = Some(1);
    pos.extra_rolls.insert(1, 2);
    pos.hands.insert(
        2,
        vec![Card::Territory(T::Cina), Card::Territory(T::Egitto)],
    );
    let g = Game::from_position(config, 2, &pos).unwrap();
    assert_eq!(g.director(), Some(SeatId(0)));
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("panel_testa_morto_{}", l.code()),
            panel_text(&g, &UiState::new(false), 0, l)
        );
    }
}

#[test]
fn panel_of_a_club_game_shows_scores_and_chains() {
    let mut config = torneo_config();
    config.preset = PresetId::Club;
    config.options = planisfero::rules::Options::default_for(PresetId::Club);
    let mut pos = position(
        0,
        Phase::Attack,
        3,
        &[
            (T::Brasile, 0, 6),
            (T::Argentina, 0, 3),
            (T::Peru, 0, 2),
            (T::Venezuela, 0, 4),
            (T::Cina, 0, 5),
            (T::Siam, 0, 3),
            (T::India, 0, 2),
            (T::Egitto, 255, 8),
            (T::Islanda, 255, 5),
            (T::Alaska, 1, 4),
            (T::Giappone, 2, 4),
        ],
    );
    pos.rest = Some((3, 3));
    pos.hands.insert(
        0,
        vec![Card::Territory(T::Cina), Card::Territory(T::Alaska)],
    );
    let g = Game::from_position(config, 1, &pos).unwrap();
    insta::assert_snapshot!(panel_text(&g, &UiState::new(false), 0, Lang::It));
}

#[test]
fn panel_of_a_finished_game_and_of_a_computer_s_turn() {
    let mut config = torneo_config();
    config.options.ending = Ending::RoundLimit(5);
    let mut g = Game::from_position(config, 1, &position(3, Phase::Fortify, 5, &[])).unwrap();
    g.apply(Action::EndTurn { extra_rolls: 0 }).unwrap();
    assert_eq!(g.phase(), Phase::Over);
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("panel_over_{}", l.code()),
            panel_text(&g, &UiState::new(false), 0, l)
        );
    }
    let bot = BotUi {
        speed: Speed::Normale,
        thinking: true,
        skip: None,
        failed: false,
        hint: Default::default(),
    };
    insta::assert_snapshot!(
        "panel_computer_turn_it",
        lines(&panel::computer_turn(&bot, Lang::It))
    );
}

#[test]
fn panel_log_of_a_whole_game_newest_first() {
    let session = Session::restore(long_parts()).unwrap();
    let tab = LogTab {
        entries: session.log(),
        viewer: None,
        stats: true,
        sounds: false,
        pages: 0,
    };
    let html = render(|h| panel::log(h, session.game(), &tab, Lang::It));
    // issue 30: a turn a group, newest turn first, its lines oldest first (the turn's
    // start leads), in the seat's colour.
    let groups: Vec<&str> = html.split(r#"<li class="log-turn""#).skip(1).collect();
    assert!(groups.len() > 5);
    for g in &groups[..groups.len() - 1] {
        let first = g.split(r#"<li class="log-line">"#).nth(1).unwrap();
        assert!(
            first.starts_with("Turno di ") || first.starts_with("— Giro "),
            "{first}"
        );
        assert!(
            g.contains("--seat:#") || g.starts_with(r#" log-round""#),
            "{g}"
        );
    }
    assert_eq!(html.matches(r#"<li class="log-line">"#).count(), 150);
    insta::assert_snapshot!(html);
}

/// issue 15 point 3: a player's name is text wherever the panel writes it.
#[test]
fn the_panel_escapes_hostile_player_names() {
    // A name has at most 24 characters (`ConfigError::NameTooLong`).
    let hostile = ["<img src=x onerror=f()>", "A&B \"q\""];
    let config = GameConfig::new(
        PresetId::Classico,
        vec![
            SeatConfig::human(hostile[0], Color::Blu),
            SeatConfig::human(hostile[1], Color::Rosso),
            SeatConfig::human("Zoë 🎲", Color::Giallo),
        ],
    );
    for me in [SeatId(0), SeatId(1)] {
        let pos = Position {
            order: Some(vec![0, 1, 2]),
            ..Position::new(me.0, Phase::Attack)
        };
        let g = Game::from_position(config.clone(), 7, &pos).unwrap();
        let out = panel_text(&g, &UiState::new(false), 0, Lang::It);
        assert!(!out.contains("<img"), "{out}");
        assert!(!out.contains("A&B"), "{out}");
        assert!(!out.contains("\"q\""), "{out}");
        let strip = panel::strip(Some(&g), &UiState::new(false), 0, Lang::It);
        let name = &g.config().seats[me.index()].name;
        let escaped = name
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;");
        assert!(
            strip.contains(&format!(r#"<strong class="turn-name">{escaped}</strong>"#)),
            "{strip}"
        );
        assert!(out.contains("Zoë 🎲"), "{out}");
        // The hand-over names the next player.
        let handover = render(|h| planisfero::present::layers::handover(h, &g, me, Lang::En));
        assert!(handover.contains(&escaped), "{handover}");
        assert!(
            !handover.contains("<img") && !handover.contains("A&B"),
            "{handover}"
        );
    }
}

// ---------- the play screen's layers and dialogs ----------

use planisfero::present::layers::{self, FinalTable};
use planisfero::present::play::Notice;

/// The two players and the morto of testa a testa, its sdadata from round 4.
fn testa_config() -> GameConfig {
    let mut config = GameConfig::new(
        PresetId::TestaATesta,
        vec![
            SeatConfig::human("Luca", Color::Blu),
            SeatConfig::human("Andrea", Color::Rosso),
            SeatConfig::morto("Morto", Color::Nero),
        ],
    );
    config.options.ending = Ending::Sdadata {
        trigger: Trigger::Rounds(4),
    };
    config
}

#[test]
fn layers_seat_order_and_hand_over() {
    let session = Session::restore(long_parts()).unwrap();
    let g = session.game();
    insta::assert_snapshot!(
        "layer_seat_order_it",
        render(|h| layers::seat_order(h, g, Some(&session), Lang::It))
    );
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("layer_handover_{}", l.code()),
            render(|h| layers::handover(h, g, SeatId(1), l))
        );
    }
}

/// testa-a-testa.txt lines 80-83: extra rolls used at the end of a turn or kept; the
/// notice shows the sdadata rolls before the tablet is passed on.
#[test]
fn layers_extra_rolls_chooser_and_end_of_turn_notice() {
    let mut pos = position(0, Phase::Fortify, 6, &[]);
    pos.order = Some(vec![0, 2, 1]);
    pos.penultimate_round = Some(4);
    pos.morto_turns = Some(10);
    pos.extra_rolls.insert(0, 2);
    let mut g = Game::from_position(testa_config(), 2, &pos).unwrap();
    insta::assert_snapshot!(
        "layer_extra_rolls_it",
        render(|h| planisfero::present::testa::extra_rolls_dialog(h, &g, Lang::It))
    );
    let events = g.apply(Action::EndTurn { extra_rolls: 1 }).unwrap();
    let n = Notice::from_events(SeatId(0), &events).unwrap();
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("layer_notice_{}", l.code()),
            render(|h| layers::notice(h, &g, &n, l))
        );
    }
}

#[test]
fn layers_final_table_with_and_without_details() {
    let mut config = torneo_config();
    config.options.ending = Ending::RoundLimit(5);
    let mut g = Game::from_position(config, 1, &position(3, Phase::Fortify, 5, &[])).unwrap();
    g.apply(Action::EndTurn { extra_rolls: 0 }).unwrap();
    for (name, details, l) in [
        ("layer_final_it", false, Lang::It),
        ("layer_final_details_en", true, Lang::En),
    ] {
        let t = FinalTable {
            log: &[],
            session: None,
            details,
            second_started: false,
            turning: None,
        };
        insta::assert_snapshot!(name, render(|h| layers::final_table(h, &g, &t, l)));
    }
}

#[test]
fn layers_attack_conquest_and_move_dialogs() {
    let pos = position(
        0,
        Phase::Attack,
        5,
        &[
            (T::Ucraina, 0, 30),
            (T::Urali, 1, 1),
            (T::Afghanistan, 0, 4),
        ],
    );
    let mut g = torneo_at(&pos);
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("layer_attack_{}", l.code()),
            render(|h| layers::attack(h, &g, (T::Ucraina, T::Urali), (1, None), None, l))
        );
    }
    let events = g
        .apply(Action::Blitz {
            from: T::Ucraina,
            to: T::Urali,
            stop_at: 1,
        })
        .unwrap();
    assert_eq!(g.phase(), Phase::Conquest);
    let last = BattleView::from_events(&events);
    insta::assert_snapshot!(
        "layer_conquest_it",
        render(|h| layers::conquest(h, &g, 3, last.as_ref(), Lang::It))
    );
    let pos = position(
        0,
        Phase::Fortify,
        5,
        &[(T::Ucraina, 0, 9), (T::Afghanistan, 0, 2)],
    );
    let g = torneo_at(&pos);
    insta::assert_snapshot!(
        "layer_move_it",
        render(|h| layers::move_dialog(h, &g, T::Ucraina, T::Afghanistan, 4, Lang::It))
    );
}

#[test]
fn layers_cards_with_tris_rules_and_small_dialogs() {
    let g = reinforcements_with_a_tris_in_hand();
    insta::assert_snapshot!(
        "layer_cards_it",
        render(|h| layers::cards(h, &g, SeatId(0), Lang::It))
    );
    insta::assert_snapshot!(
        "layer_rules_torneo_it",
        render(|h| layers::rules(h, &g, Lang::It))
    );
    let testa = Game::new(testa_config(), 2).unwrap();
    insta::assert_snapshot!(
        "layer_rules_testa_en",
        render(|h| layers::rules(h, &testa, Lang::En))
    );
    insta::assert_snapshot!(
        "layer_small_dialogs_it",
        render(|h| {
            layers::confirm_end_turn(h, &g, Lang::It);
            layers::retire(h, Lang::It);
        })
    );
}

// ---------- trust pages: fingerprint, Verifica, statistics, Rivedi ----------

#[test]
fn fingerprint_in_both_languages() {
    let f = Fingerprint::of_seed(0xdead_beef_0bad_f00d);
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("fingerprint_{}", l.code()),
            render(|h| verify_pages::fingerprint(h, &f, l))
        );
    }
}

#[test]
fn verifica_and_statistics_pages_of_a_whole_game() {
    let session = Session::restore(long_parts()).unwrap();
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("verifica_{}", l.code()),
            render(|h| verify_pages::page(h, &session, true, l))
        );
    }
    insta::assert_snapshot!(
        "statistics_it",
        render(|h| verify_pages::page(h, &session, false, Lang::It))
    );
}

#[test]
fn replay_bar_at_the_start_in_the_middle_and_at_the_end() {
    let parts = long_parts();
    let replay = planisfero::history::Replay::of_parts(&parts).unwrap();
    for (name, step) in [
        ("start", 0),
        ("middle", replay.len() / 2),
        ("end", replay.len()),
    ] {
        let g = replay.game_at(step);
        insta::assert_snapshot!(
            format!("replay_bar_{name}"),
            render(|h| replay_view::bar(h, &replay, step, &g, Lang::It, false))
        );
    }
}

/// The bar of a game still being played, from the saved games: public log lines, "Continua
/// la partita" and back to the list, in both languages.
#[test]
fn replay_bar_of_an_unfinished_game() {
    let parts = long_parts();
    let half = &parts.actions[..parts.actions.len() / 2];
    let replay = planisfero::history::Replay::new(parts.config.clone(), parts.seed, half).unwrap();
    // A step whose action drew a card: unnamed here.
    let step = (1..=replay.len())
        .rev()
        .find(|&s| {
            replay
                .events_of(s - 1)
                .iter()
                .any(|e| matches!(e, planisfero::rules::Event::CardDrawn { .. }))
        })
        .unwrap();
    let g = replay.game_at(step);
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("replay_bar_unfinished_{}", l.code()),
            render(|h| replay_view::bar(h, &replay, step, &g, l, true))
        );
    }
}

// ---------- the tournament desk ----------

#[test]
fn desk_empty_and_after_a_first_round() {
    let mut d = Desk::default();
    insta::assert_snapshot!("desk_empty_it", lines(&page(&d, Lang::It)));
    let create = form(&[
        ("name", "Coppa <Test> & \"amici\""),
        ("date", "2026-11-30"),
        ("rules", "torneo"),
        ("format", "italiana"),
        ("size", "4"),
        ("rounds", "2"),
    ]);
    update(&mut d, A::Create, &create, 1, Lang::It);
    for i in 0..8 {
        let name = format!("Giocatore {i}");
        let club = if i % 2 == 0 { "Roma" } else { "" };
        let f = form(&[("player", &name), ("club", club)]);
        update(&mut d, A::AddPlayer, &f, 1, Lang::It);
    }
    update(
        &mut d,
        A::Seat(SeatingMethod::Balanced),
        &Form::default(),
        7,
        Lang::It,
    );
    let points: Vec<(String, String)> = (0..4)
        .map(|i| (format!("pts-{i}"), format!("{}", 10 * (i + 1))))
        .collect();
    update(
        &mut d,
        A::Record { round: 0, table: 0 },
        &Form(points),
        1,
        Lang::It,
    );
    for l in Lang::ALL {
        insta::assert_snapshot!(format!("desk_round_one_{}", l.code()), lines(&page(&d, l)));
    }
}

// ---- Home ----

/// A saved game as the list of saves summarises it, named `name`.
fn summary(name: &str) -> planisfero::storage::Summary {
    planisfero::storage::Summary {
        id: "g-20261201-1".into(),
        name: name.into(),
        preset: PresetId::Torneo,
        players: Vec::new(),
        round: 3,
        phase: Phase::Attack,
        created_ms: 0,
        last_played_ms: 0,
        actions: 120,
        elapsed_ms: 0,
        bytes: 900,
    }
}

#[test]
fn home_without_and_with_a_game_to_continue() {
    use planisfero::present::home::page;
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("home_first_visit_{}", l.code()),
            lines(&page(l, None, Some(0), ""))
        );
    }
    let last = summary("Venerdì sera");
    insta::assert_snapshot!(
        "home_continue_it",
        lines(&page(Lang::It, Some(&last), Some(3), ""))
    );
}

// Issue 28: the number of saved games on "Partite salvate", none for 0; before the app
// knows it (Home written into the page at build time), an empty badge boot.js fills.
#[test]
fn home_shows_how_many_games_are_saved() {
    use planisfero::present::home::page;
    let count = |saved| {
        let html = page(Lang::It, None, saved, "");
        let at = html
            .find("data-testid=\"home-saves\"")
            .expect("the saves' button");
        let button = &html[at..at + html[at..].find("</button>").unwrap()];
        button.to_owned()
    };
    assert!(!count(Some(0)).contains("home-count"));
    assert!(
        count(Some(12))
            .contains("<span class=\"home-count\" data-testid=\"home-saves-count\">12</span>"),
        "{}",
        count(Some(12))
    );
    assert!(count(None).contains("data-testid=\"home-saves-count\"></span>"));
}

// Issue 30: a finished game is not offered as "Continua" but as "Rivedi".
#[test]
fn home_offers_a_finished_game_to_look_back_at_not_to_continue() {
    let mut last = summary("Venerdì sera");
    last.phase = Phase::Over;
    let html = planisfero::present::home::page(Lang::It, Some(&last), Some(1), "");
    assert!(html.contains("data-testid=\"home-replay\""), "{html}");
    assert!(html.contains(">Rivedi"), "{html}");
    assert!(
        !html.contains("home-continue\"") && !html.contains("Continua"),
        "{html}"
    );
}

#[test]
fn home_writes_a_hostile_game_name_as_text() {
    let last = summary("<img src=x onerror=f()> A&B \"q\"");
    let html = planisfero::present::home::page(Lang::En, Some(&last), Some(1), "");
    assert!(!html.contains("<img"), "{html}");
    assert!(
        html.contains("&lt;img src=x onerror=f()&gt; A&amp;B &quot;q&quot;"),
        "{html}"
    );
}

// ---- New game ----

#[test]
fn new_game_form_for_each_kind_of_table() {
    use planisfero::bot::Level;
    use planisfero::present::new_game::{render, FormState};
    for l in Lang::ALL {
        let f = FormState::new(l, None);
        insta::assert_snapshot!(
            format!("new_game_first_{}", l.code()),
            lines(&render(&f, l))
        );
    }
    let mut f = FormState::new(Lang::It, None);
    f.set_preset(PresetId::Torneo);
    f.computers = vec![
        None,
        Some(Level::Medio),
        Some(Level::Difficile),
        Some(Level::Facile),
    ];
    f.table_order = true;
    f.order_up(2);
    insta::assert_snapshot!("new_game_torneo_vs_computers", lines(&render(&f, Lang::It)));
    let mut f = FormState::new(Lang::En, None);
    f.set_preset(PresetId::TestaATesta);
    insta::assert_snapshot!("new_game_testa_en", lines(&render(&f, Lang::En)));
    let mut f = FormState::new(Lang::It, None);
    f.set_preset(PresetId::Club);
    insta::assert_snapshot!("new_game_club", lines(&render(&f, Lang::It)));
}

#[test]
fn new_game_form_refuses_a_table_of_computers_and_keeps_what_was_typed() {
    use planisfero::bot::Level;
    use planisfero::present::new_game::{render, FormState};
    let mut f = FormState::new(Lang::It, None);
    f.names[2] = "<b>Zoë 🎲</b>".into();
    f.computers = vec![Some(Level::Medio); 4];
    let err = f
        .config(Lang::It)
        .expect_err("a table of computers only is refused");
    f.error = Some(err);
    let html = render(&f, Lang::It);
    assert!(
        html.contains("&lt;b&gt;Zoë 🎲&lt;/b&gt;"),
        "the typed name is kept, as text"
    );
    assert!(!html.contains("<b>"), "no markup from a name");
    insta::assert_snapshot!("new_game_error", lines(&html));
}

// ---- Saved games ----

/// The saved games' list: an unfinished game, a finished one and a damaged save.
fn listed_games() -> Vec<planisfero::storage::Listed> {
    use planisfero::storage::save::SaveError;
    use planisfero::storage::{Listed, PlayerSummary};
    let mut playing = summary("Venerdì sera");
    playing.players = vec![
        PlayerSummary {
            name: "Anna".into(),
            color: Color::Blu,
        },
        PlayerSummary {
            name: "<b>Bruno</b>".into(),
            color: Color::Rosso,
        },
    ];
    let mut over = summary("Finale");
    over.id = "g-20261201-2".into();
    over.phase = Phase::Over;
    vec![
        Listed {
            id: playing.id.clone(),
            summary: Some(playing),
            status: Ok(()),
        },
        Listed {
            id: over.id.clone(),
            summary: Some(over),
            status: Ok(()),
        },
        Listed {
            id: "g-cut".into(),
            summary: None,
            status: Err(SaveError::Truncated),
        },
    ]
}

#[test]
fn saved_games_list_with_a_game_playing_one_over_and_one_damaged() {
    use planisfero::present::saves::{page, SavesUi};
    let date = |ms: u64| format!("t{ms}");
    let games = Ok(listed_games());
    for l in Lang::ALL {
        let html = page(&games, &SavesUi::default(), l, &date, &|_| None);
        insta::assert_snapshot!(format!("saves_list_{}", l.code()), lines(&html));
    }
    // Only the unfinished game offers Rivedi and says its file reveals the dice.
    let html = page(&games, &SavesUi::default(), Lang::It, &date, &|_| None);
    assert_eq!(html.matches("data-testid=\"save-replay\"").count(), 1);
    assert_eq!(html.matches("data-testid=\"save-reveals\"").count(), 1);
    assert!(html.contains("&lt;b&gt;Bruno&lt;/b&gt;") && !html.contains("<b>"));
}

/// Issue 43, item 6: a finished game is looked back at: its first button is "Rivedi"
/// (`save-review`), never "Continua"; the game being played keeps "Continua".
#[test]
fn a_finished_saved_game_offers_rivedi_not_continua() {
    use planisfero::present::saves::{page, SavesUi};
    let date = |ms: u64| format!("t{ms}");
    let games = Ok(listed_games());
    for (l, review, resume) in [
        (Lang::It, "Rivedi", "Continua"),
        (Lang::En, "Replay", "Continue"),
    ] {
        let html = page(&games, &SavesUi::default(), l, &date, &|_| None);
        let item = |id: &str| {
            let at = html
                .find(&format!("data-act=\"save-rename:{id}\""))
                .unwrap();
            let start = html[..at].rfind("<li").unwrap();
            html[start..at].to_string()
        };
        let over = item("g-20261201-2");
        assert!(
            over.contains(&format!(
                r#"data-act="save-review:g-20261201-2" data-testid="save-review">{review}<"#
            )),
            "{over}"
        );
        assert!(
            !over.contains("save-continue") && !over.contains(resume),
            "{over}"
        );
        let playing = item("g-20261201-1");
        assert!(
            playing.contains(r#"data-testid="save-continue">"#),
            "{playing}"
        );
        assert!(!playing.contains("save-review"), "{playing}");
    }
}

#[test]
fn saved_games_questions_and_notices() {
    use planisfero::present::saves::{page, SavesUi};
    use planisfero::storage::{SameGame, StoreError};
    let date = |ms: u64| format!("t{ms}");
    let games = Ok(listed_games());
    let renaming = SavesUi {
        renaming: Some("g-20261201-1".into()),
        message: Some((false, "Il file non è un salvataggio.".into())),
        ..SavesUi::default()
    };
    let html = page(&games, &renaming, Lang::It, &date, &|_| None);
    insta::assert_snapshot!("saves_renaming_with_a_message", lines(&html));
    let deleting = SavesUi {
        deleting: Some(("g-20261201-1".into(), "Venerdì sera".into())),
        ..SavesUi::default()
    };
    let html = page(&games, &deleting, Lang::En, &date, &|_| None);
    insta::assert_snapshot!("saves_confirm_delete_en", lines(&html));
    let importing = SavesUi {
        importing: Some((
            "not a save".into(),
            SameGame {
                id: "g-20261201-1".into(),
                name: "Venerdì sera".into(),
                actions: 120,
            },
        )),
        ..SavesUi::default()
    };
    let html = page(&games, &importing, Lang::It, &date, &|_| None);
    insta::assert_snapshot!("saves_import_same_game", lines(&html));
    let empty = page(
        &Ok(Vec::new()),
        &SavesUi::default(),
        Lang::It,
        &date,
        &|_| None,
    );
    assert!(empty.contains("data-testid=\"saves-empty\""));
    let unavailable = page(
        &Err(StoreError::Unavailable),
        &SavesUi::default(),
        Lang::En,
        &date,
        &|_| None,
    );
    insta::assert_snapshot!("saves_storage_unavailable_en", lines(&unavailable));
}

// Issue 30: the attack dialog counts the armies that attack (one stays home), and the
// conquest dialog says why its maximum is what it is (what stays behind).
#[test]
fn the_attack_and_conquest_dialogs_count_what_goes_and_what_stays() {
    let pos = position(
        0,
        Phase::Attack,
        5,
        &[(T::Ucraina, 0, 30), (T::Urali, 1, 1)],
    );
    let mut g = torneo_at(&pos);
    let it = render(|h| layers::attack(h, &g, (T::Ucraina, T::Urali), (1, None), None, Lang::It));
    assert!(
        it.contains("Attacchi con 29 armate (una resta a casa)"),
        "{it}"
    );
    let en = render(|h| layers::attack(h, &g, (T::Ucraina, T::Urali), (1, None), None, Lang::En));
    assert!(
        en.contains("You attack with 29 armies (one stays home)"),
        "{en}"
    );
    g.apply(Action::Blitz {
        from: T::Ucraina,
        to: T::Urali,
        stop_at: 1,
    })
    .unwrap();
    let (min, max) = g.conquest_move_range().unwrap();
    let stay = g.armies(T::Ucraina) - (max - min);
    // torneo: Ucraina borders an enemy, two stay behind.
    assert_eq!(stay, 2);
    let it = render(|h| layers::conquest(h, &g, min, None, Lang::It));
    // "in Ucraina", as Italian says of a place (issue 30, round two).
    assert!(it.contains("2 armate restano in Ucraina"), "{it}");
    assert!(!it.contains("restano a "), "{it}");
    let en = render(|h| layers::conquest(h, &g, min, None, Lang::En));
    assert!(en.contains("2 armies stay in Ukraine"), "{en}");
}

// Issue 30: Home's "Regole" opens the full rules: every preset's rules, as a game's rules
// dialog words them.
#[test]
fn home_rules_hold_every_presets_full_rules() {
    for l in Lang::ALL {
        let html = render(|h| layers::all_rules(h, l));
        for p in PresetId::ALL {
            let at = html
                .find(&format!("data-preset=\"{}\"", p.key()))
                .unwrap_or_else(|| panic!("{p:?} missing"));
            let section = &html[at..html[at..].find("</details>").map_or(html.len(), |e| at + e)];
            assert!(section.matches("<li").count() >= 5, "{p:?}: {section}");
        }
    }
}

// Issue 30: "Gioca contro il computer" says which rules and levels it will use, and offers
// to change them.
#[test]
fn home_says_which_rules_and_levels_the_game_against_the_computer_uses() {
    use planisfero::present::bots::{describe, vs_computer_default};
    let (config, computers) = vs_computer_default(Lang::It);
    let vs = describe(&config, &computers, Lang::It);
    assert_eq!(vs, "Torneo · 3 computer Medio");
    let (config, computers) = vs_computer_default(Lang::En);
    assert_eq!(
        describe(&config, &computers, Lang::En),
        "Torneo · 3 computers, Medium"
    );
    let html = planisfero::present::home::page(Lang::It, None, Some(0), &vs);
    assert!(html.contains("Torneo · 3 computer Medio"), "{html}");
    assert!(
        html.contains("data-testid=\"home-vs-computer-change\""),
        "{html}"
    );
}

// Issue 27: the notices' markup is native (present::notices): every banner at once, in
// both languages, and the "open here?" question.
#[test]
fn notices_every_banner_and_the_open_here_question() {
    use planisfero::present::notices::{banners, confirm_open, Notices, Saving, Shown};
    use planisfero::storage::StoreError;
    let damaged = || Some("Venerdì <sera>".to_string());
    for (l, saving, name) in [
        (Lang::It, Saving::Failed(StoreError::QuotaExceeded), "it"),
        (Lang::En, Saving::Elsewhere, "en"),
    ] {
        let shown = Shown {
            update_ready: true,
            saving,
            had_save: true,
            on_home: true,
            last_damaged: &damaged,
            info: Some("Backup fatto.".into()),
            error: Some("Il file non è un salvataggio.".into()),
        };
        let html = banners(Notices::default(), &shown, l);
        insta::assert_snapshot!(format!("notices_banners_{name}"), lines(&html));
    }
    let off = Shown {
        update_ready: false,
        saving: Saving::Off,
        had_save: false,
        on_home: false,
        last_damaged: &damaged,
        info: None,
        error: None,
    };
    insta::assert_snapshot!(
        "notices_storage_off_en",
        lines(&banners(Notices::default(), &off, Lang::En))
    );
    let open = confirm_open(Some(("g-1".into(), "Venerdì".into())), Lang::It);
    insta::assert_snapshot!("notices_open_here_it", lines(&open));
    assert_eq!(confirm_open(None, Lang::It).as_str(), "");
}

// Issue 27: Explore's panel, Rules and About are native markup (present::explore,
// present::rules, present::about).
#[test]
fn explore_panel_rules_and_about_pages() {
    use planisfero::present::{about, explore, rules};
    insta::assert_snapshot!("explore_hint_it", lines(&explore::panel(None, Lang::It)));
    insta::assert_snapshot!(
        "explore_panel_en",
        lines(&explore::panel(Some(TerritoryId::Ucraina), Lang::En))
    );
    insta::assert_snapshot!("about_it", lines(&about::page(Lang::It)));
    insta::assert_snapshot!("about_en", lines(&about::page(Lang::En)));
    let rules = rules::page(Lang::En);
    assert!(rules.contains("rules-steps"), "{rules}");
    insta::assert_snapshot!(
        "rules_head_it",
        lines(&rules::page(Lang::It))
            .lines()
            .take(12)
            .collect::<Vec<_>>()
            .join("\n")
    );
}
