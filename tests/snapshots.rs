//! The presentation core's screens as reviewed snapshots (`tests/snapshots/*.snap`, the
//! `insta` crate): a change of a screen's markup fails `cargo test` until its new snapshot
//! is reviewed and committed (README: "Snapshots"). Inputs are fixed: seeds, the
//! 300-turn fixture, a scripted tournament. The markup gets a line break between tags so
//! that a diff shows the element that changed.

mod common;
use common::{form, long_parts};

use planisfero::history::Fingerprint;
use planisfero::present::act::TournamentAct as A;
use planisfero::present::html::H;
use planisfero::present::lang::Lang;
use planisfero::present::play::{board_view, tap};
use planisfero::present::tournament::{page, update, Desk, Form};
use planisfero::present::{replay_view, trust};
use planisfero::rules::board::TerritoryId;
use planisfero::rules::{Color, Game, GameConfig, PresetId, SeatConfig};
use planisfero::session::Session;
use planisfero::tournament::SeatingMethod;

/// The markup with one tag a line.
fn lines(html: &str) -> String {
    html.replace("><", ">\n<")
}

fn render(f: impl FnOnce(&mut H)) -> String {
    let mut h = H::new();
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

// ---------- trust pages: fingerprint, Verifica, statistics, Rivedi ----------

#[test]
fn fingerprint_in_both_languages() {
    let f = Fingerprint::of_seed(0xdead_beef_0bad_f00d);
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("fingerprint_{}", l.code()),
            render(|h| trust::fingerprint(h, &f, l))
        );
    }
}

#[test]
fn verifica_and_statistics_pages_of_a_whole_game() {
    let session = Session::restore(long_parts()).unwrap();
    for l in Lang::ALL {
        insta::assert_snapshot!(
            format!("verifica_{}", l.code()),
            render(|h| trust::page(h, &session, true, l))
        );
    }
    insta::assert_snapshot!(
        "statistics_it",
        render(|h| trust::page(h, &session, false, Lang::It))
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
