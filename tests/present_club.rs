//! Native tests of what the play screen and the new-game form show and do for the `club`
//! and `online` presets (crates/present/src/present/club.rs, the club arms of crates/present/src/present/play.rs and
//! crates/present/src/present/ending.rs), each against the rules of the rulebooks (docs/RULES.md).

use planisfero::present::act::PlayAct;
use planisfero::present::board_view::Highlight;
use planisfero::present::club::{chain_options, drafting};
use planisfero::present::colors::NEUTRAL_FILL;
use planisfero::present::ending::EndKind;
use planisfero::present::play::{after, board_view, reduce, tap, Dialog, Tap, Then, UiState};
use planisfero::rules::board::{territories_in, Card, TerritoryId as T};
use planisfero::rules::club::{free_territories, DRAFT_NEUTRAL_ARMIES};
use planisfero::rules::scenario::Position;
use planisfero::rules::{
    Action, ClubEvent, Color, Ending, Event, Game, GameConfig, Phase, PresetId, SeatConfig, SeatId,
    Trigger,
};

fn seats(n: usize) -> Vec<SeatConfig> {
    ["Anna", "Bruno", "Carla", "Dario", "Elena"]
        .iter()
        .zip(Color::ALL)
        .take(n)
        .map(|(name, c)| SeatConfig::human(*name, c))
        .collect()
}

fn club() -> GameConfig {
    GameConfig::new(PresetId::Club, seats(4))
}

/// A club position in Anna's (seat 0) `phase`, with these territories
/// `(territory, seat, armies)` (seat 255: neutral); Alaska Bruno's, Giappone Carla's, the
/// rest Dario's with 3 armies.
fn position(phase: Phase, territories: &[(T, u8, u32)], hand: Vec<Card>) -> Game {
    position_in(club(), phase, territories, hand)
}

fn position_in(
    config: GameConfig,
    phase: Phase,
    territories: &[(T, u8, u32)],
    hand: Vec<Card>,
) -> Game {
    let pos = Position {
        territories: territories
            .iter()
            .chain(&[(T::Alaska, 1, 3), (T::Giappone, 2, 3)])
            .map(|&(t, s, a)| (t, (s, a)))
            .collect(),
        rest: Some((3, 3)),
        hands: [(0, hand)].into_iter().collect(),
        order: Some(vec![0, 1, 2, 3]),
        round: Some(3),
        ..Position::new(0, phase)
    };
    Game::from_position(config, 5, &pos).unwrap()
}

// club-qualificazioni.txt line 19 (point 7): the territories are drafted one army at a
// time "su uno dei territori liberi"; the last two left are neutral with 8 armies.
#[test]
fn the_club_draft_is_played_by_tapping_free_territories_until_two_neutrals_remain() {
    let mut g = Game::new(club(), 11).unwrap();
    assert!(drafting(&g));
    let mut neutral = Vec::new();
    while neutral.is_empty() {
        let free = free_territories(&g);
        let view = board_view(&g, None);
        // Free territories keep the continent's tint, without a badge, and are the
        // ones not dimmed; drafted ones wear their owner's colour.
        for t in T::ALL {
            let look = view.look(t);
            if free & t.bit() != 0 {
                assert_eq!(look.fill, None, "{t:?}");
                assert_eq!(look.armies, None, "{t:?}");
                assert_ne!(look.highlight, Highlight::Dimmed, "{t:?}");
            } else {
                assert!(look.fill.is_some(), "{t:?}");
                assert_eq!(look.highlight, Highlight::Dimmed, "{t:?}");
            }
        }
        let t = territories_in(free).next().unwrap();
        // A drafted territory cannot be tapped again.
        if let Some(taken) = T::ALL.into_iter().find(|x| free & x.bit() == 0) {
            assert!(matches!(tap(&g, None, 5, taken), Tap::Explain(_)));
        }
        let a = Action::Place {
            territory: t,
            armies: 1,
        };
        assert_eq!(tap(&g, None, 5, t), Tap::Apply(a));
        for e in g.apply(a).unwrap() {
            if let Event::Club(ClubEvent::Neutral { territories, .. }) = e {
                neutral = territories;
            }
        }
    }
    assert!(!drafting(&g));
    assert_eq!(g.phase(), Phase::Setup);
    assert_eq!(neutral.len(), 2);
    let view = board_view(&g, None);
    for t in neutral {
        assert!(g.owner(t).is_neutral());
        assert_eq!(view.look(t).fill.as_deref(), Some(NEUTRAL_FILL));
        assert_eq!(view.look(t).armies, Some(DRAFT_NEUTRAL_ARMIES));
        // Nobody places on a neutral territory in the setup that follows.
        assert_eq!(view.look(t).highlight, Highlight::Dimmed);
    }
}

// Point 12 (line 24): one chain of bordering territories counts double, "scelta da lui".
#[test]
fn the_map_outlines_the_chain_counting_double_and_another_can_be_chosen() {
    let g = position(
        Phase::Attack,
        &[
            (T::Brasile, 0, 3),
            (T::Argentina, 0, 3),
            (T::Peru, 0, 3),
            (T::Cina, 0, 3),
            (T::Egitto, 255, 8),
        ],
        vec![],
    );
    let me = SeatId(0);
    let south = T::Brasile.bit() | T::Argentina.bit() | T::Peru.bit();
    let best = g.club_chain(me);
    assert_eq!(board_view(&g, None).chain(), best);
    let options = chain_options(&g, me);
    assert_eq!(options.len(), 2);
    assert!(options[0].value >= options[1].value);
    let current: Vec<_> = options.iter().filter(|o| o.current).collect();
    assert_eq!(current.len(), 1);
    let other = options.iter().find(|o| !o.current).unwrap();
    let (_, then) = reduce(Some(&g), &UiState::new(false), PlayAct::Chain(other.key));
    let action = Action::ChooseChain {
        territory: other.key,
    };
    assert_eq!(then, Then::Apply(action));
    let mut g2 = g.clone();
    g2.apply(action).unwrap();
    let chosen = if best == south { T::Cina.bit() } else { south };
    assert_eq!(board_view(&g2, None).chain(), chosen);
    // The neutral territory wears the neutral look.
    assert_eq!(
        board_view(&g, None).look(T::Egitto).fill.as_deref(),
        Some(NEUTRAL_FILL)
    );
}

// Point 10 (line 22): one card alone gives 2 armies; the panel's trade is the rules'.
#[test]
fn the_club_trade_act_applies_the_trade_the_rules_offer() {
    let card = Card::Territory(T::Cina);
    let g = position(Phase::Reinforce, &[(T::Brasile, 0, 5)], vec![card]);
    let trades = g.club_trades();
    assert_eq!(trades, vec![(Action::TradeHand, 2)]);
    let st = UiState::new(false);
    assert_eq!(
        reduce(Some(&g), &st, PlayAct::ClubTrade(0)).1,
        Then::Apply(Action::TradeHand)
    );
    assert_eq!(
        reduce(Some(&g), &st, PlayAct::ClubTrade(1)).1,
        Then::Nothing
    );
}

// Point 17 (line 29): retiring is an action; the screen asks first.
#[test]
fn retiring_asks_for_a_confirmation_first() {
    let g = position(Phase::Attack, &[(T::Brasile, 0, 5)], vec![]);
    let st = UiState::new(false);
    let (asked, then) = reduce(Some(&g), &st, PlayAct::Retire);
    assert_eq!(then, Then::Nothing);
    assert_eq!(asked.dialog, Some(Dialog::Retire));
    // Without the question on screen, the confirmation does nothing.
    assert_eq!(
        reduce(Some(&g), &st, PlayAct::RetireConfirm).1,
        Then::Nothing
    );
    assert_eq!(
        reduce(Some(&g), &asked, PlayAct::RetireConfirm).1,
        Then::Apply(Action::Retire)
    );
    let mut g2 = g.clone();
    let events = g2.apply(Action::Retire).unwrap();
    let next = after(
        &g2,
        &asked,
        &Action::Retire,
        (Some(SeatId(0)), Some(SeatId(0))),
        &events,
    );
    assert_eq!(next.dialog, None);
    // In another preset there is nothing to retire from.
    let torneo = Game::new(GameConfig::new(PresetId::Torneo, seats(4)), 1).unwrap();
    assert_eq!(reduce(Some(&torneo), &st, PlayAct::Retire).0.dialog, None);
}

// Point 22 (line 35): after the strategic move the player may still "cambiare luogo e/o
// numero di armate per lo spostamento", until the turn ends: the panel offers it.
#[test]
fn after_a_club_strategic_move_the_panel_offers_to_change_it() {
    use planisfero::present::lang::Lang;
    use planisfero::present::panel;
    let mut g = position(
        Phase::Fortify,
        &[(T::Peru, 0, 6), (T::Brasile, 0, 1), (T::Argentina, 0, 1)],
        vec![],
    );
    let st = UiState::new(false);
    let button = r#"data-testid="undo-move""#;
    assert!(!panel::actions(&g, &st, Lang::It).contains(button));
    let moved = Action::Move {
        from: T::Peru,
        to: T::Brasile,
        armies: 4,
    };
    g.apply(moved).unwrap();
    for (l, text) in [
        (Lang::It, "Cambia lo spostamento"),
        (Lang::En, "Change the move"),
    ] {
        let html = panel::actions(&g, &st, l);
        let at = html.find(button).unwrap_or_else(|| panic!("{html}"));
        let tag = &html[html[..at].rfind("<button").unwrap()..];
        let tag = &tag[..tag.find("</button>").unwrap()];
        assert!(tag.contains(r#"data-act="undo""#), "{tag}");
        assert!(tag.contains(text), "{tag}");
    }
    assert_eq!(
        reduce(Some(&g), &st, PlayAct::Undo).1,
        Then::Apply(Action::UndoMove)
    );
    let events = g.apply(Action::UndoMove).unwrap();
    assert_eq!((g.armies(T::Peru), g.armies(T::Brasile)), (6, 1));
    let next = after(
        &g,
        &st,
        &Action::UndoMove,
        (Some(SeatId(0)), Some(SeatId(0))),
        &events,
    );
    assert_eq!(next.dialog, None);
    assert!(!panel::actions(&g, &next, Lang::It).contains(button));
    // The move can be made again, elsewhere.
    assert!(g.check(&moved).is_ok());
    // In another preset the move, once made, stays.
    let mut pos = Position::new(0, Phase::Fortify);
    pos.territories = [(T::Peru, (0, 6)), (T::Brasile, (0, 1))]
        .into_iter()
        .collect();
    let mut torneo =
        Game::from_position(GameConfig::new(PresetId::Torneo, seats(4)), 1, &pos).unwrap();
    torneo.apply(moved).unwrap();
    assert!(!panel::actions(&torneo, &st, Lang::It).contains(button));
    assert_eq!(
        reduce(Some(&torneo), &st, PlayAct::Undo).1,
        Then::Apply(Action::UndoPlace)
    );
}

// Point 1 (line 13): each supplementary turn is played or passed.
#[test]
fn pass_and_play_acts_of_the_supplementary_turn() {
    let g = position(Phase::Reinforce, &[(T::Brasile, 0, 5)], vec![]);
    let st = UiState::new(false);
    assert_eq!(
        reduce(Some(&g), &st, PlayAct::Pass).1,
        Then::Apply(Action::Pass)
    );
    let (next, then) = reduce(Some(&g), &st, PlayAct::PlayTurn);
    assert_eq!(then, Then::Nothing);
    assert!(next.play_chosen);
}

// risiko-online.txt line 9: Countdown or Regular, both sdadata; club point 1: 105, 120
// or 150 minutes (or rounds), then the supplementary turns.
#[test]
fn the_form_offers_each_preset_its_own_endings() {
    let offered = |p: PresetId| -> Vec<EndKind> {
        EndKind::ALL
            .into_iter()
            .filter(|k| k.allowed(&p.rules()))
            .collect()
    };
    let triggers = vec![EndKind::SdadataMinutes, EndKind::SdadataRounds];
    assert_eq!(offered(PresetId::Online), triggers);
    assert_eq!(offered(PresetId::Club), triggers);
    assert!(offered(PresetId::Classico).contains(&EndKind::NoLimit));
    let club = PresetId::Club.rules();
    let online = PresetId::Online.rules();
    assert_eq!(
        EndKind::triggered(&club, Trigger::Minutes(105)),
        Ending::Supplementary {
            trigger: Trigger::Minutes(105)
        }
    );
    assert_eq!(
        EndKind::triggered(&online, Trigger::Rounds(8)),
        Ending::Sdadata {
            trigger: Trigger::Rounds(8)
        }
    );
    // Every ending the form makes is one the rules accept.
    for (p, n) in [
        (PresetId::Online, 3),
        (PresetId::Online, 5),
        (PresetId::Club, 5),
    ] {
        for k in offered(p) {
            let trigger = match k {
                EndKind::SdadataMinutes => Trigger::Minutes(150),
                _ => Trigger::Rounds(6),
            };
            let mut c = GameConfig::new(p, seats(n));
            c.options.ending = EndKind::triggered(&p.rules(), trigger);
            c.options.border_penalty = p == PresetId::Club;
            assert!(c.validate().is_ok(), "{p:?} {k:?}");
            assert_eq!(EndKind::of(c.options.ending), k);
        }
    }
}

/// Anna (seat 0) in her strategic move with 150 armies: ten territories of one army and
/// 140 on Brasile. Ending the turn freezes her (point 20): 190 armies, 80 to remove, under
/// rules revision 1, where freezing raised each territory to at least 5 (since revision 2
/// a frozen seat holds exactly 5 a territory and stays below the cap here).
fn anna_at_150() -> Game {
    let mut own: Vec<(T, u8, u32)> = [
        T::Alberta,
        T::AmericaCentrale,
        T::Groenlandia,
        T::Ontario,
        T::Quebec,
        T::StatiUnitiOccidentali,
        T::StatiUnitiOrientali,
        T::TerritoriDelNordOvest,
        T::Argentina,
        T::Venezuela,
    ]
    .iter()
    .map(|&t| (t, 0, 1))
    .collect();
    own.push((T::Brasile, 0, 140));
    let mut config = club();
    config.options.revision = 1;
    position_in(config, Phase::Fortify, &own, vec![])
}

fn anna_above_the_cap() -> Game {
    let mut g = anna_at_150();
    g.apply(Action::end_turn()).unwrap();
    assert_eq!(g.phase(), Phase::Removal);
    g
}

// Point 4 (line 16): "dovrà toglierne istantaneamente a sua scelta il doppio della
// quantità in eccesso": the player taps its own territories, one army a tap, with the
// count still to remove on screen; other territories and the last army are explained.
#[test]
fn the_removal_above_the_cap_is_made_by_tapping_own_territories() {
    use planisfero::present::club::removal_counter;
    use planisfero::present::lang::Lang;
    use planisfero::present::play::Why;
    use planisfero::rules::ActionError;
    let g = anna_above_the_cap();
    assert_eq!(g.armies_to_remove(), 80);
    assert_eq!(
        removal_counter(&g, Lang::It).as_deref(),
        Some("Togli ancora 80 armate")
    );
    assert_eq!(
        removal_counter(&g, Lang::En).as_deref(),
        Some("Still to remove: 80 armies")
    );
    assert_eq!(
        tap(&g, None, 1, T::Brasile),
        Tap::Apply(Action::Remove {
            territory: T::Brasile,
            armies: 1
        })
    );
    assert_eq!(
        tap(&g, None, 1, T::Alaska),
        Tap::Explain(Why::Rule(ActionError::NotOwned {
            territory: T::Alaska
        }))
    );
    // Frozen: her territories have 5 armies; the map dims all but hers.
    let view = board_view(&g, None);
    assert_eq!(view.look(T::Brasile).highlight, Highlight::None);
    assert_eq!(view.look(T::Alaska).highlight, Highlight::Dimmed);
    let mut g = g;
    g.apply(Action::Remove {
        territory: T::Brasile,
        armies: 75,
    })
    .unwrap();
    g.apply(Action::Remove {
        territory: T::Quebec,
        armies: 4,
    })
    .unwrap();
    assert!(matches!(
        tap(&g, None, 1, T::Quebec),
        Tap::Explain(Why::Rule(ActionError::MoveOutOfRange { max: 0, .. }))
    ));
    assert_eq!(
        board_view(&g, None).look(T::Quebec).highlight,
        Highlight::Dimmed
    );
    assert_eq!(
        removal_counter(&g, Lang::It).as_deref(),
        Some("Togli ancora 1 armata")
    );
    assert_eq!(
        removal_counter(&g, Lang::En).as_deref(),
        Some("Still to remove: 1 army")
    );
}

// Point 4 with the hand-over: ending the turn into the removal keeps the same player on
// the tablet (no notice, no hand-over); the last removal ends the turn, and the next
// player gets the hand-over screen before any secret.
#[test]
fn the_removal_keeps_the_tablet_with_its_player_until_the_turn_ends() {
    use planisfero::present::bots::Table;
    let st = UiState {
        revealed: Some(SeatId(0)),
        ..UiState::new(false)
    };
    let mut g = anna_at_150();
    let ended = Action::end_turn();
    let events = g.apply(ended).unwrap();
    let st = after(&g, &st, &ended, (Some(SeatId(0)), Some(SeatId(0))), &events);
    assert_eq!(st.notice, None);
    let table = |g: &Game| Table {
        actor: g.actor(),
        computer_acts: false,
        lone: None,
    };
    assert_eq!(table(&g).handover(&st), None, "Anna keeps the tablet");
    assert!(table(&g).person_may_act(&st));
    let last = Action::Remove {
        territory: T::Brasile,
        armies: 80,
    };
    let events = g.apply(last).unwrap();
    let st = after(&g, &st, &last, (Some(SeatId(0)), Some(SeatId(0))), &events);
    assert_eq!(g.current_seat(), Some(SeatId(1)));
    assert_eq!(table(&g).handover(&st), Some(SeatId(1)));
    assert_eq!(
        table(&g).viewer(&st),
        None,
        "no secret before the hand-over"
    );
}

// Point 2 (line 14): "pescherà dal mazzo due carte al posto di una": the end-of-turn
// notice shows both cards drawn.
#[test]
fn a_supplementary_conquest_notice_shows_both_cards_drawn() {
    let pos = Position {
        territories: [
            (T::Kamchatka, (0, 30)),
            (T::Jacuzia, (1, 1)),
            (T::Cina, (2, 1)),
            (T::Peru, (3, 1)),
        ]
        .into_iter()
        .collect(),
        rest: Some((1, 1)),
        order: Some(vec![0, 1, 2, 3]),
        round: Some(3),
        penultimate_round: Some(1),
        ..Position::new(3, Phase::Fortify)
    };
    let mut config = club();
    config.options.seat_order = planisfero::rules::SeatOrder::AsGiven;
    let mut g = Game::from_position(config, 5, &pos).unwrap();
    g.apply(Action::end_turn()).unwrap();
    assert!(g.in_supplementary_turns());
    assert_eq!(g.current_seat(), Some(SeatId(0)));
    g.apply(Action::Blitz {
        from: T::Kamchatka,
        to: T::Jacuzia,
        stop_at: 1,
    })
    .unwrap();
    if g.phase() == Phase::Conquest {
        g.apply(Action::Occupy { armies: 3 }).unwrap();
    }
    g.apply(Action::EndAttacks).unwrap();
    let ended = Action::end_turn();
    let events = g.apply(ended).unwrap();
    let st = after(
        &g,
        &UiState::new(false),
        &ended,
        (Some(SeatId(0)), Some(SeatId(0))),
        &events,
    );
    let notice = st.notice.expect("the notice");
    assert_eq!(notice.cards.len(), 2);
    assert_eq!(notice.cards, g.hand(SeatId(0)).to_vec());
}

/// Anna's ten territories of two armies each: ending her turn freezes her (point 20).
fn ten_weak_territories() -> Vec<(T, u8, u32)> {
    [
        T::Brasile,
        T::Argentina,
        T::Peru,
        T::Venezuela,
        T::Cina,
        T::Siam,
        T::India,
        T::Egitto,
        T::Islanda,
        T::Ucraina,
    ]
    .iter()
    .map(|&t| (t, 0, 2))
    .collect()
}

// club-qualificazioni.txt point 20: a player ending its turn with at least 10 territories
// of 1 or 2 armies is frozen. Issue 30: "Fine turno" says so and asks first (the rules
// answer `end_turn_would_freeze`); with fewer such territories it asks nothing (strategic
// move phase).
#[test]
fn ending_a_turn_that_would_freeze_the_player_asks_first() {
    use planisfero::present::html::Html;
    use planisfero::present::lang::Lang;
    let mine = ten_weak_territories();
    let g = position(Phase::Fortify, &mine, vec![]);
    assert!(g.end_turn_would_freeze());
    let st = UiState::new(false);
    let (asked, then) = reduce(Some(&g), &st, PlayAct::EndTurn);
    assert_eq!(
        (asked.dialog, then),
        (Some(Dialog::ConfirmEndTurn), Then::Nothing)
    );
    let mut h = Html::new();
    planisfero::present::layers::confirm_end_turn(&mut h, &g, Lang::It);
    let html = h.into_string();
    assert!(
        html.contains("freeze-warning") && html.contains("congelato"),
        "{html}"
    );
    assert!(matches!(
        reduce(Some(&g), &asked, PlayAct::EndTurn).1,
        Then::Apply(_)
    ));
    // Nine weak territories: no freezing, nothing asked in the strategic move phase.
    let mut fewer = mine.clone();
    fewer[0].2 = 3;
    let g = position(Phase::Fortify, &fewer, vec![]);
    assert!(!g.end_turn_would_freeze());
    assert!(matches!(
        reduce(Some(&g), &st, PlayAct::EndTurn).1,
        Then::Apply(_)
    ));
}

// Issue 30: the frozen players are named in the turn header (point 20), not only as a
// mark beside a score.
#[test]
fn frozen_players_are_named_in_the_turn_header() {
    use planisfero::present::html::Html;
    use planisfero::present::lang::Lang;
    let mine = ten_weak_territories();
    let mut g = position(Phase::Fortify, &mine, vec![]);
    let mut h = Html::new();
    planisfero::present::club::strip_state(&mut h, &g, Lang::It);
    assert!(!h.into_string().contains("frozen-state"));
    g.apply(Action::end_turn()).unwrap();
    assert_eq!(
        g.seat_status(SeatId(0)),
        planisfero::rules::SeatStatus::Frozen
    );
    let mut h = Html::new();
    planisfero::present::club::strip_state(&mut h, &g, Lang::It);
    let html = h.into_string();
    assert!(
        html.contains("frozen-state") && html.contains("Anna: congelato"),
        "{html}"
    );
}

/// The game of the golden scenario `file` (tests/scenarios), every action applied.
fn scenario_game(file: &str) -> Game {
    use planisfero::rules::scenario::{build, Scenario};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios")
        .join(file);
    let text = std::fs::read_to_string(path).expect("scenario present");
    let s: Scenario = serde_json::from_str(&text).expect("scenario parses");
    let mut g = build(&s).expect("scenario builds");
    for a in s.steps.iter().filter_map(|step| step.action) {
        g.apply(a).expect("scenario action accepted");
    }
    g
}

// Points 14-15 (lines 26-27): who makes RisiKo! stops playing with 200 table points, and
// the final table ranks by table points, whatever happens to her territories after.
#[test]
fn the_final_table_shows_a_risiko_first_with_200_after_she_lost_every_territory() {
    use planisfero::present::html::Html;
    use planisfero::present::lang::Lang;
    use planisfero::present::layers::{final_table, FinalTable};
    let g = scenario_game("s4_club_risiko_stays_first_after_losing_every_territory.json");
    let t = FinalTable {
        log: &[],
        session: None,
        details: false,
        second_started: false,
        turning: None,
    };
    for (l, ranking, lost) in [
        (
            Lang::It,
            "42,4",
            "territori persi dopo il RisiKo!, per mano di Carla nel giro 2",
        ),
        (
            Lang::En,
            "42.4",
            "territories lost after the RisiKo!, by Carla in round 2",
        ),
    ] {
        let mut h = Html::new();
        final_table(&mut h, &g, &t, l);
        let html = h.into_string();
        let rows: Vec<&str> = html.split(r#"data-testid="standing""#).skip(1).collect();
        assert_eq!(rows.len(), 4, "{html}");
        let first = rows[0];
        assert!(
            first.contains(r#"data-seat="0" data-place="1" data-points="200""#),
            "{first}"
        );
        assert!(first.contains("RisiKo!"), "{first}");
        assert!(first.contains(lost), "{first}");
        assert!(
            first.contains(&format!(r#"data-testid="ranking-points">{ranking}<"#)),
            "{first}"
        );
        // Her row is not the eliminated one at the bottom.
        assert!(!first.contains(r#"<em class="tag">("#), "{first}");
        assert!(
            rows[3].contains(r#"data-seat="3" data-place="4""#),
            "{}",
            rows[3]
        );
        assert!(
            html.contains(r#"data-testid="winner" data-seat="0""#),
            "{html}"
        );
    }
}
