//! Card trades (docs/RULES.md §2, "Tris values").

use super::board::{Card, Symbol};
use super::preset::TrisValues;

/// The kind of a tris.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TrisKind {
    Cannoni,
    Fanti,
    Cavalieri,
    /// One of each symbol.
    Mixed,
    /// A jolly and two equal symbols.
    Jolly,
}

/// What a tris is worth to the player trading it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TrisOption {
    /// The three cards.
    pub cards: [Card; 3],
    /// Its kind.
    pub kind: TrisKind,
    /// The value of the tris itself.
    pub base: u32,
    /// Armies for the cards showing a territory the trader holds.
    pub territory_bonus: u32,
    /// `base + territory_bonus`.
    pub total: u32,
}

/// The kind of tris three cards make, if any. Two jolly never form a tris: a jolly goes
/// with two equal symbols only.
pub fn tris_kind(cards: &[Card; 3]) -> Option<TrisKind> {
    let mut counts = [0u8; 4];
    for c in cards {
        counts[symbol_index(c.symbol())] += 1;
    }
    let [fanti, cavalieri, cannoni, jolly] = counts;
    match jolly {
        0 => {
            if fanti == 3 {
                Some(TrisKind::Fanti)
            } else if cavalieri == 3 {
                Some(TrisKind::Cavalieri)
            } else if cannoni == 3 {
                Some(TrisKind::Cannoni)
            } else if fanti == 1 && cavalieri == 1 && cannoni == 1 {
                Some(TrisKind::Mixed)
            } else {
                None
            }
        }
        1 if fanti == 2 || cavalieri == 2 || cannoni == 2 => Some(TrisKind::Jolly),
        _ => None,
    }
}

fn symbol_index(s: Symbol) -> usize {
    match s {
        Symbol::Fante => 0,
        Symbol::Cavaliere => 1,
        Symbol::Cannone => 2,
        Symbol::Jolly => 3,
    }
}

/// The base value of a tris kind.
pub fn tris_base(kind: TrisKind, values: &TrisValues) -> u32 {
    match kind {
        TrisKind::Cannoni => values.cannoni,
        TrisKind::Fanti => values.fanti,
        TrisKind::Cavalieri => values.cavalieri,
        TrisKind::Mixed => values.mixed,
        TrisKind::Jolly => values.jolly,
    }
}

/// Values three cards for a player holding the territories of `owned` (bit mask).
pub fn evaluate(cards: [Card; 3], values: &TrisValues, owned: u64) -> Option<TrisOption> {
    let kind = tris_kind(&cards)?;
    let base = tris_base(kind, values);
    let held = cards
        .iter()
        .filter(|c| c.territory().is_some_and(|t| owned & t.bit() != 0))
        .count() as u32;
    let territory_bonus = held * values.territory_bonus;
    Some(TrisOption {
        cards,
        kind,
        base,
        territory_bonus,
        total: base + territory_bonus,
    })
}

/// Every tris that can be made from `hand`, each combination once, in hand order.
pub fn all_tris(hand: &[Card], values: &TrisValues, owned: u64) -> Vec<TrisOption> {
    tris_in(hand, values, owned).collect()
}

/// [`all_tris`] as an iterator, without allocating.
pub fn tris_in<'a>(
    hand: &'a [Card],
    values: &'a TrisValues,
    owned: u64,
) -> impl Iterator<Item = TrisOption> + 'a {
    let n = hand.len();
    // The next combination (i < j < k) to try, in hand order.
    let (mut i, mut j, mut k) = (0, 1, 2);
    std::iter::from_fn(move || {
        while k < n {
            let cards = [hand[i], hand[j], hand[k]];
            k += 1;
            if k == n {
                j += 1;
                if j + 1 >= n {
                    i += 1;
                    j = i + 1;
                }
                k = j + 1;
            }
            if let Some(t) = evaluate(cards, values, owned) {
                return Some(t);
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::TerritoryId as T;
    use crate::rules::preset::{PresetId, RuleSet};

    fn c(t: T) -> Card {
        Card::Territory(t)
    }

    // docs/RULES.md §2 tris table: classico 4/6/8/10/12, tournament 8/8/8/10/12, plus 2 per
    // held territory ("Permane per tutti i tris il bonus di 2 armate", regolamento line 157).
    #[test]
    fn tris_values_and_territory_bonus() {
        let classic = RuleSet::for_preset(PresetId::Classico).tris;
        let torneo = RuleSet::for_preset(PresetId::Torneo).tris;
        // cannoni: quebec, brasile, venezuela; fanti: alaska, alberta, argentina;
        // cavalieri: peru, ontario, congo.
        let cannoni = [c(T::Quebec), c(T::Brasile), c(T::Venezuela)];
        let fanti = [c(T::Alaska), c(T::Alberta), c(T::Argentina)];
        let cavalieri = [c(T::Peru), c(T::Ontario), c(T::Congo)];
        let mixed = [c(T::Quebec), c(T::Alaska), c(T::Peru)];
        let jolly = [c(T::Quebec), c(T::Brasile), Card::Jolly(0)];
        let got: Vec<u32> = [cannoni, fanti, cavalieri, mixed, jolly]
            .iter()
            .map(|h| evaluate(*h, &classic, 0).unwrap().total)
            .collect();
        assert_eq!(got, vec![4, 6, 8, 10, 12]);
        let got: Vec<u32> = [cannoni, fanti, cavalieri, mixed, jolly]
            .iter()
            .map(|h| evaluate(*h, &torneo, 0).unwrap().total)
            .collect();
        assert_eq!(got, vec![8, 8, 8, 10, 12]);
        let owned = T::Quebec.bit() | T::Venezuela.bit() | T::Cina.bit();
        let t = evaluate(cannoni, &torneo, owned).unwrap();
        assert_eq!((t.base, t.territory_bonus, t.total), (8, 4, 12));
        // A jolly shows no territory.
        let t = evaluate(jolly, &torneo, owned).unwrap();
        assert_eq!(t.territory_bonus, 2);
    }

    #[test]
    fn non_tris_are_rejected() {
        assert_eq!(
            tris_kind(&[c(T::Quebec), c(T::Brasile), c(T::Alaska)]),
            None
        );
        assert_eq!(
            tris_kind(&[Card::Jolly(0), Card::Jolly(1), c(T::Alaska)]),
            None
        );
        assert_eq!(tris_kind(&[Card::Jolly(0), c(T::Peru), c(T::Alaska)]), None);
    }

    #[test]
    fn tris_in_visits_every_combination_in_hand_order() {
        let v = RuleSet::for_preset(PresetId::Torneo).tris;
        let deck: Vec<Card> = Card::deck().collect();
        for n in 0..=8 {
            // Hands of n cards from a few places in the deck, jolly included.
            for start in [0, 7, 36] {
                let hand: Vec<Card> = deck.iter().cycle().skip(start).take(n).copied().collect();
                let mut want = Vec::new();
                for i in 0..n {
                    for j in i + 1..n {
                        for k in j + 1..n {
                            if let Some(t) = evaluate([hand[i], hand[j], hand[k]], &v, 0) {
                                want.push(t);
                            }
                        }
                    }
                }
                let got: Vec<TrisOption> = tris_in(&hand, &v, 0).collect();
                assert_eq!(got, want, "hand of {n} from {start}");
            }
        }
    }

    #[test]
    fn all_tris_lists_each_combination_once() {
        let hand = [c(T::Quebec), c(T::Brasile), c(T::Venezuela), Card::Jolly(0)];
        let v = RuleSet::for_preset(PresetId::Torneo).tris;
        let all = all_tris(&hand, &v, 0);
        // QBV (cannoni) and the three pairs of cannoni with the jolly.
        assert_eq!(all.len(), 4);
        assert_eq!(all.iter().filter(|t| t.kind == TrisKind::Jolly).count(), 3);
    }
}
