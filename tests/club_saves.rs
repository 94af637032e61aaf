//! Saves of the two presets the New game screen gained, `club` and `online`, round-trip
//! through the storage codec at every stage: the club draft, the placement, turns with
//! the club's own actions (chain, trade without tris, pass, retire), and an `online`
//! Countdown game past its time.

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
