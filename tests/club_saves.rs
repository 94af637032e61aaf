//! Saves of the two presets the New game screen gained, `club` and `online`, round-trip
//! through the storage codec at every stage: the club draft, the placement, turns with
//! the club's own actions (chain, trade without tris, pass, retire), and an `online`
//! Countdown game past its time.

use planisfero::rules::board::territories_in;
use planisfero::rules::replay::replay;
use planisfero::rules::*;
use planisfero::session::{Session, SessionMeta};
use planisfero::storage::save;

fn seats(n: usize) -> Vec<SeatConfig> {
    ["Anna", "Bruno", "Carla", "Dario", "Elena"]
        .iter()
        .zip(Color::ALL)
        .take(n)
        .map(|(name, c)| SeatConfig::human(*name, c))
        .collect()
}

fn start(config: GameConfig, seed: u64) -> Session {
    let meta = SessionMeta::new(&config, "", 1_700_000_000_000, 7);
    Session::start(meta, config, seed).unwrap()
}

/// Saves and loads `s`: the same game, and the same text written again.
fn round_trip(s: &Session) {
    let text = save::encode(s.parts());
    let back = save::decode(&text).expect("the save loads");
    assert_eq!(
        back.game(),
        s.game(),
        "after {} actions",
        s.parts().actions.len()
    );
    assert_eq!(save::encode(back.parts()), text);
}

/// The next action of a quick club player: the club's own actions first, then the usual
/// turn with no attack.
fn next(g: &Game, chose_chain: &mut bool) -> Option<Action> {
    let legal = g.legal_actions();
    let find = |f: &dyn Fn(&Action) -> bool| legal.iter().copied().find(|a| f(a));
    if let Some(a) = find(&|a| matches!(a, Action::TradeHand | Action::Trade { .. })) {
        return Some(a);
    }
    if !*chose_chain {
        if let Some(a) = find(&|a| matches!(a, Action::ChooseChain { .. })) {
            *chose_chain = true;
            return Some(a);
        }
    }
    if g.supplementary_choice_pending() && g.round().is_multiple_of(2) {
        return Some(Action::Pass);
    }
    let left = g.armies_to_place();
    find(&|a| matches!(a, Action::Place { armies, .. } if *armies == left.max(1)))
        .or_else(|| find(&|a| matches!(a, Action::Place { .. })))
        .or_else(|| find(&|a| matches!(a, Action::Occupy { .. })))
        .or_else(|| find(&|a| matches!(a, Action::Blitz { stop_at: 1, .. })))
        .or_else(|| find(&|a| matches!(a, Action::EndAttacks)))
        .or_else(|| find(&|a| matches!(a, Action::EndTurn { .. })))
        .or_else(|| legal.first().copied())
}

// club-qualificazioni.txt lines 13 and 19: the draft, then turns until the supplementary
// turns end the game; a save at any point loads to the same game.
#[test]
fn a_club_game_saves_and_loads_at_every_stage_to_its_end() {
    let mut config = GameConfig::new(PresetId::Club, seats(5));
    config.options.ending = Ending::Supplementary {
        trigger: Trigger::Rounds(2),
    };
    config.options.border_penalty = true;
    let mut s = start(config, 42);
    let mut chose_chain = false;
    let mut retired = false;
    let mut n: u64 = 0;
    while s.game().phase() != Phase::Over && n < 3000 {
        if n.is_multiple_of(37) || s.game().phase() == Phase::Setup && n.is_multiple_of(11) {
            round_trip(&s);
        }
        // Seat 4 retires in its first turn of round 2.
        let action = if !retired
            && s.game().round() == 2
            && s.game().current_seat() == Some(SeatId(4))
            && s.game().check(&Action::Retire).is_ok()
        {
            retired = true;
            Action::Retire
        } else {
            next(s.game(), &mut chose_chain).expect("a legal action")
        };
        s.apply(action, 1_700_000_000_000 + n).unwrap();
        n += 1;
    }
    assert_eq!(s.game().phase(), Phase::Over, "the game ends");
    assert!(retired && chose_chain);
    let actions = &s.parts().actions;
    assert!(actions.contains(&Action::Pass));
    assert!(actions.contains(&Action::Retire));
    round_trip(&s);
}

// club-qualificazioni.txt point 22 (line 35): the strategic move may be changed until
// the turn ends (`Action::UndoMove`, token `V` added to save format 1): a save holding
// it loads to the same game.
#[test]
fn a_club_save_with_a_strategic_move_taken_back_loads_to_the_same_game() {
    let mut s = start(GameConfig::new(PresetId::Club, seats(4)), 7);
    let mut chose_chain = true;
    let mut n = 0;
    let mut play = |s: &mut Session, a: Action| {
        s.apply(a, 1_700_000_000_000 + n).unwrap();
        n += 1;
    };
    // To the first strategic move possible.
    let first_move = loop {
        let g = s.game();
        if g.phase() == Phase::Attack {
            play(&mut s, Action::EndAttacks);
            continue;
        }
        let moves: Vec<Action> = g
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Move { .. }))
            .collect();
        if moves.len() >= 2 {
            break moves;
        }
        let a = next(g, &mut chose_chain).expect("a legal action");
        play(&mut s, a);
    };
    play(&mut s, first_move[0]);
    round_trip(&s);
    play(&mut s, Action::UndoMove);
    round_trip(&s);
    play(&mut s, *first_move.last().unwrap());
    round_trip(&s);
    play(&mut s, Action::end_turn());
    round_trip(&s);
    let text = save::encode(s.parts());
    assert!(text.contains(" V "), "{text}");
    assert_eq!(
        s.parts()
            .actions
            .iter()
            .filter(|a| **a == Action::UndoMove)
            .count(),
        1
    );
}

// risiko-online.txt line 9: "Countdown" ends by time; the clock's TimeUp is saved like any
// action.
#[test]
fn an_online_countdown_game_saves_its_time_up() {
    let mut config = GameConfig::new(PresetId::Online, seats(3));
    config.options.ending = Ending::Sdadata {
        trigger: Trigger::Minutes(1),
    };
    let mut s = start(config, 9);
    let mut chose = false;
    for i in 0..200 {
        let a = next(s.game(), &mut chose).unwrap();
        s.apply(a, 1_700_000_000_000 + i).unwrap();
    }
    round_trip(&s);
    let events = s.tick(61_000, 1_700_000_100_000).expect("time is up");
    assert!(events.iter().any(|e| matches!(e, Event::TimeUp { .. })));
    assert!(s.game().penultimate_round().is_some());
    round_trip(&s);
}

/// A club game of 4 seats in the order given where everybody drafts the first free
/// territory, stacks every army on its first territory and never attacks, until Anna
/// (seat 0) is at her cap; then Anna conquers Territori del Nord Ovest from her stack on
/// Groenlandia, leaves 2 armies there and ends her turn with 10 territories of 1 or 2
/// armies: frozen (point 20), her territories raised to 5 armies, far above 150.
/// Played under rules revision 1, where freezing raised each territory to at least 5 and
/// so could pass the cap (since revision 2 a frozen seat holds exactly 5 a territory).
fn freeze_above_the_cap(cap_removal: bool) -> Session {
    let mut config = GameConfig::new(PresetId::Club, seats(4));
    config.options.revision = 1;
    config.options.ending = Ending::Supplementary {
        trigger: Trigger::Rounds(200),
    };
    config.options.seat_order = SeatOrder::AsGiven;
    config.options.cap_removal = cap_removal;
    let mut s = start(config, 3);
    let mut n = 0;
    let mut play = |s: &mut Session, a: Action| {
        s.apply(a, 1_700_000_000_000 + n).unwrap();
        n += 1;
    };
    let anna = SeatId(0);
    loop {
        let g = s.game();
        let me = g.current_seat().unwrap();
        let stack = territories_in(g.territory_mask(me)).next();
        let a = match g.phase() {
            Phase::Setup => match stack.filter(|_| !planisfero::present::club::drafting(g)) {
                Some(t) => Action::Place {
                    territory: t,
                    armies: g.armies_to_place(),
                },
                None => Action::Place {
                    territory: g.placeable_territories()[0],
                    armies: 1,
                },
            },
            Phase::Reinforce => Action::Place {
                territory: stack.unwrap(),
                armies: g.armies_to_place(),
            },
            Phase::Attack if me == anna && g.total_armies(anna) == 150 => break,
            Phase::Attack => Action::end_turn(),
            other => panic!("unexpected {other:?}"),
        };
        play(&mut s, a);
    }
    let (from, to) = (TerritoryId::Groenlandia, TerritoryId::TerritoriDelNordOvest);
    assert_eq!(s.game().owner(to), SeatId(3));
    assert_eq!(s.game().armies(to), 1);
    play(
        &mut s,
        Action::Blitz {
            from,
            to,
            stop_at: 1,
        },
    );
    play(&mut s, Action::Occupy { armies: 3 });
    play(&mut s, Action::EndAttacks);
    play(
        &mut s,
        Action::Move {
            from: to,
            to: from,
            armies: 1,
        },
    );
    play(&mut s, Action::end_turn());
    assert_eq!(s.game().seat_status(anna), SeatStatus::Frozen);
    s
}

// club-qualificazioni.txt point 4 (line 16): "dovrà toglierne istantaneamente a sua
// scelta il doppio della quantità in eccesso". A save written before the removal (no
// `cap_removal` in its options) replays as it was played: the frozen seat keeps its
// excess and the next seat plays at once.
#[test]
fn an_old_club_save_where_freezing_passed_the_cap_replays_as_it_was_played() {
    let mut s = freeze_above_the_cap(false);
    let anna = SeatId(0);
    let total = s.game().total_armies(anna);
    assert!(total > 150, "{total}");
    assert_eq!(s.game().current_seat(), Some(SeatId(1)));
    let bruno_stack = territories_in(s.game().territory_mask(SeatId(1)))
        .next()
        .unwrap();
    let left = s.game().armies_to_place();
    s.apply(
        Action::Place {
            territory: bruno_stack,
            armies: left,
        },
        1,
    )
    .unwrap();
    let text = save::encode(s.parts());
    assert!(!text.contains("cap_removal"), "the old form of the options");
    round_trip(&s);
    let back = save::decode(&text).unwrap();
    assert_eq!(back.game().total_armies(anna), total);
    // The same actions under the new rule stop at Bruno's placement: Anna removes first.
    let mut config = s.parts().config.clone();
    config.options.cap_removal = true;
    let err = replay(config, s.parts().seed, &s.parts().actions).unwrap_err();
    assert_eq!(err.index, Some(s.parts().actions.len() - 1));
}

// club-qualificazioni.txt point 4 (line 16): a new club game makes the frozen seat
// remove twice the excess, its choice, before the turn passes; it saves and loads at
// every removal, and its cap is 150 minus the excess from then on.
#[test]
fn a_new_club_save_replays_the_removal_above_the_cap() {
    let mut s = freeze_above_the_cap(true);
    let anna = SeatId(0);
    let g = s.game();
    assert_eq!(g.phase(), Phase::Removal);
    assert_eq!(g.current_seat(), Some(anna));
    let total = g.total_armies(anna);
    let excess = total - 150;
    assert_eq!(g.armies_to_remove(), 2 * excess);
    assert_eq!(g.army_cap_of(anna), Some(150 - excess));
    assert!(save::encode(s.parts()).contains("\"cap_removal\":true"));
    round_trip(&s);
    while s.game().phase() == Phase::Removal {
        let t = territories_in(s.game().removable_mask()).last().unwrap();
        s.apply(
            Action::Remove {
                territory: t,
                armies: 1,
            },
            1,
        )
        .unwrap();
        round_trip(&s);
    }
    assert_eq!(s.game().total_armies(anna), total - 2 * excess);
    assert_eq!(s.game().current_seat(), Some(SeatId(1)));
    assert_eq!(s.game().army_cap_of(anna), Some(150 - excess));
}
