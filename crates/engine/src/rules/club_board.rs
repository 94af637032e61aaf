//! The `club` board (`club` points 5 and 11-13, docs/RULES.md §4): Egitto and Medio
//! Oriente do not border, and a territory's value is its number of borders on this board.

use super::board::{territories_in, Continent, TerritoryId};

/// Neighbour masks of the club board: the standard ones without Egitto-Medio Oriente
/// ("Medio Oriente ed Egitto non confinano", point 5).
pub(crate) const NEIGHBOURS: [u64; 42] = {
    let mut masks = [0u64; 42];
    let mut i = 0;
    while i < 42 {
        masks[i] = TerritoryId::ALL[i].neighbour_mask();
        i += 1;
    }
    let e = TerritoryId::Egitto as usize;
    let m = TerritoryId::MedioOriente as usize;
    masks[e] &= !(1u64 << m);
    masks[m] &= !(1u64 << e);
    masks
};

/// Neighbours of `t` on the club board (bit = [`TerritoryId::index`]).
pub const fn neighbour_mask(t: TerritoryId) -> u64 {
    NEIGHBOURS[t as usize]
}

/// A territory's club value: its number of borders on the club board ("un punteggio
/// corrispondente al numero di confini che il territorio possiede", point 11), so
/// Egitto is worth 3 and Medio Oriente 5 here.
pub const fn value(t: TerritoryId) -> u32 {
    neighbour_mask(t).count_ones()
}

/// Points of a whole continent: "tanti punti quanti sono gli stati più i confini esterni
/// del continente" (point 13); an external border is a border pair leaving the continent
/// (docs/RULES.md §6: NA 3, SA 2, Europe 8, Africa 4, Asia 6, Oceania 1 on the club board).
pub fn continent_points(c: Continent) -> u32 {
    let inside = c.mask();
    let external: u32 = territories_in(inside)
        .map(|t| (neighbour_mask(t) & !inside).count_ones())
        .sum();
    inside.count_ones() + external
}
