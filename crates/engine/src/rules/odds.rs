//! Exact battle odds: the probability that repeated throws of `attacker` armies (on the
//! source territory) against `defender` armies conquer, and the expected survivors, under
//! a preset's dice rules. The attacker rolls as many dice as a [`crate::rules::Action::Blitz`]
//! with the same `stop_at` would (the maximum, without risking to go below `stop_at`),
//! the defender always the maximum; where the preset forbids attacking with fewer dice
//! than the defender, the fight stops there. (The round-4 elimination limit is not
//! modelled.) A Markov chain over (attacker, defender) states: 200 v 200 is 40,000 states.

use std::sync::OnceLock;

use super::battle::resolve;
use super::game::blitz_dice;
use super::preset::RuleSet;

/// The answer of [`odds`].
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Odds {
    /// Probability that the attack conquers the territory.
    pub conquer: f64,
    /// Expected armies left on the source territory when the fight stops (before any
    /// conquest move), whatever the result.
    pub attacker_left: f64,
    /// Expected armies on the source territory after a conquest (before the move), given
    /// that it conquers; 0 if it never can.
    pub attacker_left_if_conquer: f64,
    /// Expected defender armies left when the fight stops.
    pub defender_left: f64,
}

/// `OUTCOMES[a][d]`: probabilities of (attacker losses, defender losses) for `a` attacker
/// dice against `d` defender dice, as a list of `(al, dl, p)`.
type Table = [[Vec<(u32, u32, f64)>; 4]; 4];

fn outcomes() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table: Table = Default::default();
        for (ad, row) in table.iter_mut().enumerate().skip(1) {
            for (dd, cell) in row.iter_mut().enumerate().skip(1) {
                let n = ad + dd;
                let total = 6usize.pow(n as u32);
                let mut counts = [[0u32; 4]; 4];
                for code in 0..total {
                    let mut c = code;
                    let mut a = [0u8; 3];
                    let mut d = [0u8; 3];
                    for x in a.iter_mut().take(ad) {
                        *x = (c % 6) as u8 + 1;
                        c /= 6;
                    }
                    for x in d.iter_mut().take(dd) {
                        *x = (c % 6) as u8 + 1;
                        c /= 6;
                    }
                    let (al, dl) = resolve(&mut a, &mut d);
                    counts[al as usize][dl as usize] += 1;
                }
                for (al, row) in counts.iter().enumerate() {
                    for (dl, &k) in row.iter().enumerate() {
                        if k > 0 {
                            cell.push((al as u32, dl as u32, k as f64 / total as f64));
                        }
                    }
                }
            }
        }
        table
    })
}

/// Exact odds of `attacker` armies on the source against `defender` armies, fighting
/// until the conquest or until the attacker is down to `stop_at` (1 to fight to the end).
pub fn odds(attacker: u32, defender: u32, rules: &RuleSet, stop_at: u32) -> Odds {
    let table = outcomes();
    let stop_at = stop_at.max(1);
    let (a0, d0) = (attacker as usize, defender as usize);
    let width = d0 + 1;
    let mut p = vec![0.0f64; (a0 + 1) * width];
    p[a0 * width + d0] = 1.0;
    let mut result = Odds {
        conquer: 0.0,
        attacker_left: 0.0,
        attacker_left_if_conquer: 0.0,
        defender_left: 0.0,
    };
    for a in (0..=a0).rev() {
        for d in (0..=d0).rev() {
            let pr = p[a * width + d];
            if pr == 0.0 {
                continue;
            }
            let dd = d.min(3);
            let ad = blitz_dice(a as u32, stop_at) as usize;
            let stops = d == 0 || ad == 0 || (rules.no_attack_with_fewer_dice && ad < dd);
            if stops {
                if d == 0 {
                    result.conquer += pr;
                    result.attacker_left_if_conquer += pr * a as f64;
                }
                result.attacker_left += pr * a as f64;
                result.defender_left += pr * d as f64;
                continue;
            }
            for &(al, dl, q) in &table[ad][dd] {
                let (na, nd) = (a - al as usize, d - dl as usize);
                p[na * width + nd] += pr * q;
            }
        }
    }
    if result.conquer > 0.0 {
        result.attacker_left_if_conquer /= result.conquer;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset::PresetId;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    // One die each: the attacker wins only with a strictly higher die, 15/36.
    #[test]
    fn one_die_against_one_is_fifteen_in_thirty_six() {
        let r = RuleSet::for_preset(PresetId::Classico);
        let o = odds(2, 1, &r, 1);
        assert!(close(o.conquer, 15.0 / 36.0), "{o:?}");
        assert!(close(o.attacker_left_if_conquer, 2.0));
    }

    #[test]
    fn outcome_table_rows_sum_to_one() {
        let t = outcomes();
        for (ad, row) in t.iter().enumerate().skip(1) {
            for (dd, cell) in row.iter().enumerate().skip(1) {
                let s: f64 = cell.iter().map(|x| x.2).sum();
                assert!(close(s, 1.0));
                // Exactly min(ad, dd) armies are lost per throw.
                for &(al, dl, _) in cell {
                    assert_eq!((al + dl) as usize, ad.min(dd));
                }
            }
        }
    }

    // "Inferiorità numerica": 2 armies (1 die) cannot attack 3 armies (3 dice) at all
    // under torneo, but can under classico.
    #[test]
    fn no_attack_with_fewer_dice_changes_the_odds() {
        let t = RuleSet::for_preset(PresetId::Torneo);
        let c = RuleSet::for_preset(PresetId::Classico);
        assert_eq!(odds(2, 3, &t, 1).conquer, 0.0);
        assert_eq!(odds(2, 3, &t, 1).attacker_left, 2.0);
        assert!(odds(4, 3, &c, 1).conquer > odds(4, 3, &t, 1).conquer);
    }

    #[test]
    fn probabilities_are_consistent_up_to_200() {
        let t = RuleSet::for_preset(PresetId::Torneo);
        let o = odds(200, 200, &t, 1);
        assert!(o.conquer > 0.0 && o.conquer < 1.0);
        let big = odds(200, 50, &t, 1);
        assert!(big.conquer > 0.999, "{big:?}");
        // More attackers never hurt.
        let mut last = 0.0;
        for a in 2..40 {
            let c = odds(a, 10, &t, 1).conquer;
            assert!(c >= last - 1e-12, "{a}");
            last = c;
        }
    }

    // The exact chain agrees with many simulated blitzes of the engine's own dice.
    #[test]
    fn simulation_agrees_with_the_chain() {
        use crate::rules::rng::Rng;
        let t = RuleSet::for_preset(PresetId::Torneo);
        let (a0, d0) = (8u32, 5u32);
        let mut rng = Rng::new(99);
        let n = 40_000;
        let mut wins = 0;
        for _ in 0..n {
            let (mut a, mut d) = (a0, d0);
            loop {
                let ad = blitz_dice(a, 1);
                let dd = d.min(3) as u8;
                if d == 0 || ad == 0 || ad < dd {
                    break;
                }
                let (mut x, mut y) = ([0; 3], [0; 3]);
                x[..usize::from(ad)].fill_with(|| rng.d6());
                y[..usize::from(dd)].fill_with(|| rng.d6());
                let (al, dl) = resolve(&mut x, &mut y);
                a -= al;
                d -= dl;
            }
            if d == 0 {
                wins += 1;
            }
        }
        let sim = wins as f64 / n as f64;
        let exact = odds(a0, d0, &t, 1).conquer;
        assert!((sim - exact).abs() < 0.01, "sim {sim} exact {exact}");
    }
}
