//! The engine benchmark's policy game (`benches/common/policy.rs`, issue 12 item 5) and
//! the allocation-free queries it uses: the bit-mask forms answer exactly what
//! `Game::check` accepts, and the game played with them is the game played with the
//! `Vec` queries (same choices, same dice, same final state).

#[path = "../benches/common/policy.rs"]
mod policy;

use planisfero::rules::*;

fn mask_of(ts: impl Iterator<Item = TerritoryId>) -> u64 {
    ts.fold(0, |m, t| m | t.bit())
}

/// Every mask query against `check`, territory by territory.
fn assert_masks_agree_with_check(g: &Game) {
    let all = TerritoryId::ALL;
    let placeable = mask_of(all.into_iter().filter(|&t| {
        g.check(&Action::Place {
            territory: t,
            armies: 1,
        })
        .is_ok()
    }));
    assert_eq!(g.placeable_mask(), placeable, "placeable");
    let mut sources = 0;
    for from in all {
        let mut targets = 0;
        for to in all {
            let dice = (1..=3u8)
                .filter(|&dice| g.check(&Action::Attack { from, to, dice }).is_ok())
                .fold(0u8, |m, d| m | (1 << d));
            assert_eq!(g.attack_dice_mask(from, to), dice, "dice {from} {to}");
            if dice != 0 {
                targets |= to.bit();
            }
        }
        assert_eq!(g.attack_targets_mask(from), targets, "targets of {from}");
        if targets != 0 {
            sources |= from.bit();
        }
    }
    assert_eq!(g.attack_sources_mask(), sources, "attack sources");
    let mut move_sources = 0;
    for from in all {
        let targets = mask_of(all.into_iter().filter(|&to| {
            g.check(&Action::Move {
                from,
                to,
                armies: 1,
            })
            .is_ok()
        }));
        assert_eq!(g.move_targets_mask(from), targets, "move targets of {from}");
        if targets != 0 {
            move_sources |= from.bit();
        }
    }
    assert_eq!(g.move_sources_mask(), move_sources, "move sources");
    let me = g.current_seat().expect("in play");
    let tris: Vec<TrisOption> = if g.trade_window_open() {
        cards::all_tris(g.hand(me), &g.rules().tris, g.territory_mask(me))
            .into_iter()
            .filter(|t| g.check(&Action::Trade { cards: t.cards }).is_ok())
            .collect()
    } else {
        Vec::new()
    };
    assert_eq!(g.tradable_tris_iter().collect::<Vec<_>>(), tris, "tris");
    let mut buffer = vec![Action::EndAttacks];
    g.legal_actions_into(&mut buffer);
    assert_eq!(buffer, g.legal_actions(), "legal_actions_into");
}

#[test]
fn mask_queries_answer_what_check_accepts_through_whole_games() {
    {
        let seed = 3;
        let mut states = 0u32;
        let mut attack_states = 0u32;
        let played = policy::play_fast_observed(seed, |g| {
            states += 1;
            // Every state of the setup is alike: look at one in 16 there.
            if g.phase() == Phase::Setup && !states.is_multiple_of(16) {
                return;
            }
            if g.phase() == Phase::Attack {
                attack_states += 1;
            }
            assert_masks_agree_with_check(g);
        });
        assert_eq!(played.game.phase(), Phase::Over);
        assert!(
            attack_states > 100,
            "seed {seed}: {attack_states} attack states"
        );
    }
}

#[test]
fn policy_game_is_the_same_with_vec_and_mask_queries() {
    for seed in 1..=4 {
        let slow = policy::play_with_vec_queries(seed);
        let fast = policy::play_fast(seed);
        assert_eq!(slow.actions, fast.actions, "seed {seed}");
        assert_eq!(
            state_hash(&slow.game),
            state_hash(&fast.game),
            "seed {seed}"
        );
        assert_eq!(slow.game.outcome(), fast.game.outcome(), "seed {seed}");
    }
}

// The benchmark game reaches the sdadata of round 34 and ends there or by a RisiKo!.
#[test]
fn policy_game_ends_with_the_sdadata_from_round_34_or_a_risiko() {
    for seed in 1..=4 {
        let g = policy::play_fast(seed).game;
        let outcome = g.outcome().expect("over");
        match outcome.reason {
            EndReason::Sdadata { .. } => assert!(g.round() > policy::PENULTIMATE_ROUND),
            EndReason::Risiko { .. } => {}
            ref other => panic!("seed {seed}: {other:?}"),
        }
    }
}
