//! Computer players on the app's side (issue 12): the worker's messages, who sees what
//! at a table with computer seats, the pace of their turns and the one-tap settings.

use planisfero::bot::Level;
use planisfero::present::bots::{lone_person, recall, remember, vs_computer_default, Speed, Table};
use planisfero::present::lang::Lang;
use planisfero::present::play::{Notice, UiState};
use planisfero::rules::*;
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::save;
use planisfero::worker_protocol::{answer, Reply, Request};

fn meta() -> SessionMeta {
    SessionMeta {
        id: "g-bots".into(),
        name: "Contro il computer".into(),
        created_ms: 1,
        updated_ms: 1,
    }
}

fn vs_three_medio(seed: u64) -> Session {
    let (config, computers) = vs_computer_default(Lang::It);
    let mut s = Session::start(meta(), config, seed).unwrap();
    s.set_computers(computers);
    s
}

#[test]
fn a_request_and_a_reply_read_back_as_written() {
    let req = Request {
        id: 42,
        seat: SeatId(3),
        level: "difficile",
        seed: u64::MAX - 5,
        save: "{\"kind\":\"x\"}\nwith a newline",
    };
    assert_eq!(Request::decode(&req.encode()), Some(req.clone()));
    let reply = Reply {
        id: 42,
        ms: 17,
        action: Some(Action::Attack {
            from: TerritoryId::Alaska,
            to: TerritoryId::Kamchatka,
            dice: 3,
        }),
    };
    assert_eq!(Reply::decode(&reply.encode()), Some(reply));
    let none = Reply {
        id: 1,
        ms: 0,
        action: None,
    };
    assert_eq!(Reply::decode(&none.encode()), Some(none));
    assert_eq!(Request::decode("garbage"), None);
    assert_eq!(Reply::decode("1\n2\nnot an action"), None);
}

/// The worker's whole job, natively: a computer plays a game of `torneo` to its end
/// against three other computers, each action from the save text alone, and every
/// answer is legal.
#[test]
fn the_worker_answers_a_legal_action_from_the_save_text_until_the_end() {
    let mut s = vs_three_medio(11);
    // Every seat a computer, so that the game plays itself (Facile: quick).
    s.set_computers(vec![Some(Level::Facile); 4]);
    let mut n = 0u32;
    while s.game().outcome().is_none() {
        let seat = s.game().actor().unwrap();
        let text = save::encode(s.parts());
        let message = Request {
            id: n,
            seat,
            level: s.computer(seat).unwrap().key(),
            seed: u64::from(n),
            save: &text,
        }
        .encode();
        let reply = Reply::decode(&answer(&message, || 0.0)).unwrap();
        assert_eq!(reply.id, n);
        let action = reply.action.expect("an action for the seat that acts");
        s.apply(action, 1).expect("the worker's action is legal");
        n += 1;
        assert!(n < 20_000, "the game ends");
    }
}

#[test]
fn the_worker_answers_nothing_for_a_seat_that_does_not_act_or_a_bad_request() {
    let s = vs_three_medio(3);
    let text = save::encode(s.parts());
    let actor = s.game().actor().unwrap();
    let other = SeatId((actor.0 + 1) % 4);
    for (seat, level) in [(other, "medio"), (actor, "genio"), (SeatId(9), "medio")] {
        let m = Request {
            id: 7,
            seat,
            level,
            seed: 1,
            save: &text,
        }
        .encode();
        assert_eq!(Reply::decode(&answer(&m, || 0.0)).unwrap().action, None);
    }
    let broken = Request {
        id: 7,
        seat: actor,
        level: "medio",
        seed: 1,
        save: "{not a save",
    }
    .encode();
    assert_eq!(
        Reply::decode(&answer(&broken, || 0.0)).unwrap().action,
        None
    );
}

fn state(revealed: Option<SeatId>) -> UiState {
    let mut st = UiState::new(false);
    st.revealed = revealed;
    st
}

#[test]
fn with_one_person_there_is_no_hand_over_and_only_that_persons_secrets_are_shown() {
    let (config, computers) = vs_computer_default(Lang::En);
    let me = lone_person(&config, &computers);
    assert_eq!(me, Some(SeatId(0)));
    for actor in 0..4 {
        let t = Table {
            actor: Some(SeatId(actor)),
            computer_acts: actor != 0,
            lone: me,
        };
        let st = state(None);
        assert_eq!(t.handover(&st), None);
        // The person's own secrets, even while a computer acts; never a computer's.
        assert_eq!(t.viewer(&st), Some(SeatId(0)));
        assert_eq!(t.person_may_act(&st), actor == 0);
        assert_eq!(t.computer_should_act(&st), actor != 0);
    }
    // Nothing shown under the seat order; computers wait for it to be read.
    let intro = UiState::new(true);
    let t = Table {
        actor: Some(SeatId(1)),
        computer_acts: true,
        lone: me,
    };
    assert_eq!(t.viewer(&intro), None);
    assert!(!t.computer_should_act(&intro));
}

#[test]
fn with_two_people_the_hand_over_works_as_before_and_never_for_a_computer() {
    let mut config = vs_computer_default(Lang::It).0;
    config.seats[1].name = "Bea".into();
    let computers = vec![None, None, Some(Level::Medio), Some(Level::Difficile)];
    assert_eq!(lone_person(&config, &computers), None);
    let person = |a: u8, revealed| {
        let t = Table {
            actor: Some(SeatId(a)),
            computer_acts: false,
            lone: None,
        };
        let st = state(revealed);
        (t.handover(&st), t.viewer(&st), t.person_may_act(&st))
    };
    assert_eq!(person(1, Some(SeatId(0))), (Some(SeatId(1)), None, false));
    assert_eq!(person(1, Some(SeatId(1))), (None, Some(SeatId(1)), true));
    // A computer acts: no hand-over, and nobody's secrets (the public view), even
    // right after a person revealed.
    let t = Table {
        actor: Some(SeatId(2)),
        computer_acts: true,
        lone: None,
    };
    for revealed in [None, Some(SeatId(0)), Some(SeatId(2))] {
        let st = state(revealed);
        assert_eq!(t.handover(&st), None);
        assert_eq!(t.viewer(&st), None);
        assert!(!t.person_may_act(&st));
    }
    // An end-of-turn notice is read before the computer plays.
    let mut st = state(None);
    st.notice = Some(Notice {
        seat: SeatId(1),
        cards: Vec::new(),
        events: Vec::new(),
    });
    assert!(!t.computer_should_act(&st));
}

#[test]
fn the_morto_is_nobodys_seat_and_a_computer_may_be_one_of_the_two_players() {
    let config = GameConfig::new(
        PresetId::TestaATesta,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Computer", Color::Rosso),
            SeatConfig::morto("Morto", Color::Nero),
        ],
    );
    assert_eq!(
        lone_person(&config, &[None, Some(Level::Medio), None]),
        Some(SeatId(0))
    );
    assert_eq!(lone_person(&config, &[None, None, None]), None);
}

#[test]
fn speeds_pause_less_and_less_and_instant_not_at_all() {
    let attack = Action::Attack {
        from: TerritoryId::Alaska,
        to: TerritoryId::Kamchatka,
        dice: 3,
    };
    let place = Action::Place {
        territory: TerritoryId::Alaska,
        armies: 1,
    };
    for a in [attack, place, Action::EndAttacks] {
        let [n, f, i] = Speed::ALL.map(|s| s.pause_ms(&a));
        assert!(n > f && f > 0 && i == 0, "{a:?}: {n} {f} {i}");
    }
    // A throw is shown longer than a placement.
    assert!(Speed::Normale.pause_ms(&attack) > Speed::Normale.pause_ms(&place));
    for s in Speed::ALL {
        assert_eq!(Speed::from_key(s.key()), Some(s));
    }
}

#[test]
fn the_one_tap_settings_are_remembered_and_bad_ones_fall_back() {
    let (config, computers) = vs_computer_default(Lang::It);
    assert_eq!(config.preset, PresetId::Torneo);
    assert_eq!(
        computers,
        vec![
            None,
            Some(Level::Medio),
            Some(Level::Medio),
            Some(Level::Medio)
        ]
    );
    let mut mine = config.clone();
    mine.seats[0].name = "Giulia".into();
    let levels = vec![
        None,
        Some(Level::Difficile),
        Some(Level::Facile),
        Some(Level::Medio),
    ];
    assert_eq!(
        recall(&remember(&mine, &levels)),
        Some((mine.clone(), levels))
    );
    for bad in [
        String::new(),
        "{}".to_string(),
        "not json".to_string(),
        // No person, or no computer: not a game against the computer.
        remember(&mine, &[Some(Level::Medio); 4]),
        remember(&mine, &[None; 4]),
        remember(&mine, &[None, Some(Level::Medio)]),
    ] {
        assert_eq!(recall(&bad), None, "{bad}");
    }
}

// Issue 30: the person's default name is a noun, not a pronoun ("Turno di Giocatore",
// never "Turno di Tu"); settings kept with the old "Tu" / "You" come back with the noun.
#[test]
fn the_persons_default_name_is_not_a_pronoun_even_in_kept_settings() {
    for l in [Lang::It, Lang::En] {
        let (config, computers) = vs_computer_default(l);
        let name = &config.seats[0].name;
        assert!(
            !["Tu", "You", "Io", "Me", "Te"].contains(&name.as_str()),
            "{name}"
        );
        let mut old = config.clone();
        old.seats[0].name = if l == Lang::It { "Tu" } else { "You" }.into();
        let (back, _) = recall(&remember(&old, &computers)).unwrap();
        assert_eq!(&back.seats[0].name, name);
    }
}

// Issue 43, item 6: settings kept from an Italian game start an English one with the
// default names in English ("Player", not "Giocatore"); a chosen name stays.
#[test]
fn kept_settings_word_the_default_names_in_the_language_of_the_new_game() {
    use planisfero::present::bots::names_in;
    let (mut config, computers) = vs_computer_default(Lang::It);
    config.seats[1].name = "Giocatore 2".into();
    let kept = recall(&remember(&config, &computers)).unwrap();
    let (en, _) = names_in(kept.clone(), Lang::En);
    let names: Vec<&str> = en.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Player", "Player 2", "Computer 2", "Computer 3"]);
    let (it, _) = names_in(kept, Lang::It);
    assert_eq!(it.seats[0].name, "Giocatore");
    config.seats[0].name = "Giulia".into();
    let (en, _) = names_in((config, computers), Lang::En);
    assert_eq!(en.seats[0].name, "Giulia");
}

/// Plays `s` with Medio in every seat until the person (seat 0) must act in `phase`.
fn until_person_in(s: &mut Session, phase: Phase) {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
    for _ in 0..5000 {
        let seat = s.game().actor().unwrap();
        if seat == SeatId(0) && s.game().phase() == phase {
            return;
        }
        let v = s.game().view_for(seat);
        let a = planisfero::bot::decide(
            &v,
            &planisfero::bot::BotSettings::new(Level::Medio),
            &mut rng,
        )
        .unwrap();
        s.apply(a, 1).unwrap();
    }
    panic!("the person never acted in {phase:?}");
}

/// Issue 29: "Consiglio" asks the worker what Difficile would play in the person's
/// place: the answer is Difficile's own choice from the person's view (same seed), a
/// legal action, and nothing is played.
#[test]
fn the_hint_is_what_difficile_would_play_from_the_persons_view_and_is_legal() {
    use planisfero::bot::{decide, BotSettings};
    use planisfero::worker_protocol::{hint_reply, hint_request};
    use rand::SeedableRng;
    let mut s = vs_three_medio(21);
    let mut seen = 0;
    for phase in [Phase::Setup, Phase::Reinforce, Phase::Attack] {
        until_person_in(&mut s, phase);
        let text = save::encode(s.parts());
        let n = s.parts().actions.len() as u32;
        for seed in [1u64, 99] {
            let answer_text = answer(&hint_request(n, SeatId(0), seed, &text), || 0.0);
            let (reply, why) = hint_reply(&answer_text).expect("a hint answer");
            assert_eq!(reply.id, n);
            // Issue 47: with its reason, from the same view.
            assert!(why.is_some(), "{phase:?}: {:?} has a reason", reply.action);
            // Never taken for a computer's move.
            assert_eq!(Reply::decode(&answer_text), None);
            let hint = reply.action.expect("a hint for the person on turn");
            let view = s.game().view_for(SeatId(0));
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let difficile = decide(&view, &BotSettings::new(Level::Difficile), &mut rng);
            assert_eq!(Some(hint), difficile, "{phase:?}");
            assert!(s.game().check(&hint).is_ok(), "{hint:?} is legal");
            seen += 1;
        }
        // Asking changed nothing.
        assert_eq!(save::encode(s.parts()), text);
        assert_eq!(s.parts().actions.len() as u32, n);
    }
    assert_eq!(seen, 6);
    // A computer's reply is not read as a hint.
    let plain = Reply {
        id: 3,
        ms: 1,
        action: None,
    };
    assert_eq!(hint_reply(&plain.encode()), None);
}

/// Issue 29: the hint is offered in `classico` and `online`; in a tournament preset only
/// where the table allows it. The choice is saved only when on, so older saves (without
/// it) read as before, with it off.
#[test]
fn hints_are_hidden_at_a_tournament_table_unless_it_allows_them() {
    use planisfero::present::bots::{hint_panel, hints_allowed, Hint};
    use planisfero::present::html::Html;
    let seats = || {
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
        ]
    };
    let panel = |config: GameConfig, hint: Hint| {
        let g = Game::new(config, 4).unwrap();
        let mut h = Html::new();
        hint_panel(&mut h, &g, hint, 0, Lang::It);
        h.into_string()
    };
    for p in [PresetId::Classico, PresetId::Online] {
        let c = GameConfig::new(p, seats());
        assert!(hints_allowed(&c));
        assert!(panel(c, Hint::None).contains(r#"data-testid="hint""#));
    }
    let mut torneo = GameConfig::new(PresetId::Torneo, seats());
    torneo.seats.push(SeatConfig::human("Dario", Color::Verde));
    assert!(!hints_allowed(&torneo));
    assert_eq!(panel(torneo.clone(), Hint::None), "");
    let mut plain = String::new();
    planisfero::storage::stored::push_config(&mut plain, &torneo);
    assert!(!plain.contains("hints"), "{plain}");
    torneo.options.hints = true;
    assert!(hints_allowed(&torneo));
    let shown = panel(
        torneo.clone(),
        Hint::Shown(
            0,
            Some(Action::Place {
                territory: TerritoryId::Ucraina,
                armies: 3,
            }),
            None,
        ),
    );
    assert!(shown.contains(r#"data-testid="hint-text""#), "{shown}");
    assert!(shown.contains("Consiglio: 3 armate su Ucraina"), "{shown}");
    assert!(shown.contains(r#"data-from="ucraina""#), "{shown}");
    // Saved when on, read back; a save without it reads it off.
    let mut on = String::new();
    planisfero::storage::stored::push_config(&mut on, &torneo);
    assert!(on.contains(r#""hints":true"#), "{on}");
    let back =
        planisfero::storage::stored::read_config(&planisfero::storage::json::parse(&on).unwrap())
            .unwrap();
    assert!(back.options.hints);
    let old = planisfero::storage::stored::read_config(
        &planisfero::storage::json::parse(&plain).unwrap(),
    )
    .unwrap();
    assert!(!old.options.hints);
}

#[test]
fn the_worker_tells_a_finished_games_turning_points_and_nothing_for_an_unfinished_one() {
    use planisfero::history::TurningPoints;
    use planisfero::worker_protocol::{turning_reply, turning_request};
    let finished = include_str!("e2e/fixtures/long-300-turns-over.json").trim();
    let text = answer(&turning_request("g-1", Some(SeatId(0)), finished), || 0.0);
    let (id, record) = turning_reply(&text).expect("a turning answer");
    assert_eq!(id, "g-1");
    let t = TurningPoints::decode(record).expect("a record");
    assert_eq!(t.person, Some(SeatId(0)));
    assert_eq!(t.moments.len(), 3);
    assert!(
        t.samples.len() > 300,
        "a sample a turn: {}",
        t.samples.len()
    );
    // The same game replayed here gives the same record.
    let s = save::decode(finished).unwrap();
    let r = planisfero::history::Replay::of_parts(s.parts()).unwrap();
    assert_eq!(TurningPoints::of_replay(&r, Some(SeatId(0))), t);
    // A game still being played keeps its secrets: no record.
    let unfinished = include_str!("e2e/fixtures/classico-unfinished.json").trim();
    let text = answer(&turning_request("g-2", None, unfinished), || 0.0);
    assert_eq!(turning_reply(&text), Some(("g-2", "")));
}
