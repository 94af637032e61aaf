//! The `club` preset (`club-qualificazioni.txt`, RULES.md §4): its board without the
//! Egitto-Medio Oriente border, the attack by superiority, the score (territory values,
//! the chain counting double, whole continents), the RisiKo! by points and the ranking
//! points. The engine reaches these through small hooks in [`Game`]; every other preset
//! keeps its code paths.

use serde::{Deserialize, Serialize};

use super::board::{territories_in, Continent, TerritoryId};
use super::config::{Ending, SeatId, Trigger};
use super::error::ActionError;
use super::event::Event;
use super::game::{Game, Phase, SeatStatus};
use super::preset::{ObjectiveSet, PresetId, RuleSet, Scoring, TrisValues};
use super::scoring::{Points, Standing};

/// Neighbour masks of the club board: the standard ones without Egitto-Medio Oriente
/// ("Medio Oriente ed Egitto non confinano", point 5).
const NEIGHBOURS: [u64; 42] = {
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
/// (RULES.md §6: NA 3, SA 2, Europe 8, Africa 4, Asia 6, Oceania 1 on the club board).
pub fn continent_points(c: Continent) -> u32 {
    let inside = c.mask();
    let external: u32 = territories_in(inside)
        .map(|t| (neighbour_mask(t) & !inside).count_ones())
        .sum();
    inside.count_ones() + external
}

/// The connected groups of `owned` on the club board, each a mask.
pub fn chains(owned: u64) -> Vec<u64> {
    let mut left = owned;
    let mut out = Vec::new();
    while left != 0 {
        let start = left & left.wrapping_neg();
        let mut group = start;
        let mut frontier = start;
        while frontier != 0 {
            let mut next = 0;
            for t in territories_in(frontier) {
                next |= neighbour_mask(t);
            }
            frontier = next & owned & !group;
            group |= frontier;
        }
        left &= !group;
        out.push(group);
    }
    out
}

/// Sum of the club values of the territories in `mask`.
pub fn values_of(mask: u64) -> u32 {
    territories_in(mask).map(value).sum()
}

/// The chain that scores most: the connected group of held territories with the highest
/// total value (the first in board order on a tie). "La striscia ... dovrà essere una
/// sola per ogni giocatore e sarà scelta da lui" (point 12): a chain is read as a group
/// of territories each bordering another of the group (docs/RULINGS.md), so the best is
/// a whole connected group and no other choice scores more.
pub fn best_chain(owned: u64) -> u64 {
    let mut best = 0;
    let mut best_value = 0;
    for c in chains(owned) {
        let v = values_of(c);
        if v > best_value {
            best = c;
            best_value = v;
        }
    }
    best
}

/// A seat's club score (points 11-13): each held territory its value, the chain's
/// territories once more (`chain` counts double unless `None`), each whole continent
/// its points.
pub fn score_of(owned: u64, chain: Option<u64>) -> u32 {
    let base = values_of(owned);
    let double = chain.map_or(0, |c| values_of(c & owned));
    let continents: u32 = Continent::ALL
        .into_iter()
        .filter(|c| owned & c.mask() == c.mask())
        .map(continent_points)
        .sum();
    base + double + continents
}

/// The score that makes RisiKo!: "150 punti se si gioca in 5 e di 160 punti se si gioca
/// in 4" (point 14).
pub fn risiko_target(seats: usize) -> u32 {
    if seats >= 5 {
        150
    } else {
        160
    }
}

/// Ranking points of a table (STRUTTURA section, lines 5-9): the first 31 plus a tenth
/// of the difference to the second, the others 15, 7, 3, 1 minus a tenth of the
/// difference to the first. `standings` in final order; points in hundredths.
pub fn ranking_points(standings: &[Standing]) -> Vec<(SeatId, Points)> {
    const BASE: [i64; 5] = [31, 15, 7, 3, 1];
    let first = standings.first().map_or(0, |s| s.table_points.0);
    let second = standings.get(1).map_or(first, |s| s.table_points.0);
    standings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let base = Points::whole(BASE.get(i).copied().unwrap_or(0)).0;
            // Table points are in hundredths: a tenth of a point per point of difference
            // is the difference divided by 10.
            let p = if i == 0 {
                base + (first - second) / 10
            } else {
                base - (first - s.table_points.0) / 10
            };
            (s.seat, Points(p))
        })
        .collect()
}

/// The club attack rule (point 8): the armies of all the attacker's territories
/// bordering the target, summed, must exceed the target's; at equality or less only
/// from a territory with at least `min_from` armies. And the attacker rolls the maximum
/// its armies allow (point 9, "obbligati ad utilizzare il massimo dei dadi").
pub(crate) fn check_attack(
    game: &Game,
    from: TerritoryId,
    to: TerritoryId,
    dice: u8,
) -> Result<(), ActionError> {
    let rules = game.rules();
    if rules.attacker_max_dice {
        let max = game.armies(from).saturating_sub(1).min(3) as u8;
        if dice != max {
            return Err(ActionError::BadDice {
                min: max,
                max,
                got: dice,
            });
        }
    }
    if let Some(min_from) = rules.attack_superiority {
        let me = game.owner(from);
        let around = neighbour_mask(to) & game.territory_mask(me);
        let strength: u32 = territories_in(around).map(|t| game.armies(t)).sum();
        let defence = game.armies(to);
        if strength <= defence && game.armies(from) < min_from {
            return Err(ActionError::NoSuperiority {
                strength,
                defence,
                min_from,
            });
        }
    }
    Ok(())
}

impl Game {
    /// The chain that counts double for `seat` now: the best one (see [`best_chain`]),
    /// or none for a seat frozen during the supplementary turns (point 20).
    pub fn club_chain(&self, seat: SeatId) -> u64 {
        best_chain(self.territory_mask(seat))
    }

    /// A seat's club score now (points 11-13).
    pub fn club_score(&self, seat: SeatId) -> u32 {
        let owned = self.territory_mask(seat);
        score_of(owned, Some(self.club_chain(seat)))
    }

    /// The score that makes RisiKo! in this game (point 14).
    pub fn club_risiko_target(&self) -> u32 {
        risiko_target(self.config().seats.len())
    }
}

/// What only the `club` preset does, for the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClubEvent {
    /// The draft is over: these territories are left neutral with `armies` each
    /// (point 7).
    Neutral {
        territories: Vec<TerritoryId>,
        armies: u32,
    },
}

/// Armies on each of the two territories left neutral by the draft (point 7).
pub const DRAFT_NEUTRAL_ARMIES: u32 = 8;

/// Territories nobody has drafted yet (owned by no seat, without armies).
pub fn free_territories(game: &Game) -> u64 {
    TerritoryId::ALL
        .iter()
        .filter(|t| game.owner(**t).is_neutral() && game.armies(**t) == 0)
        .fold(0, |m, t| m | t.bit())
}

/// Starts the draft (point 7): "a partire dall'ultimo giocatore sino ad arrivare al
/// primo, posizionando un'armata del proprio colore per ogni turno su uno dei territori
/// liberi": the last seat of the turn order places first, then the one before it, and
/// so on round and round. No territory has an owner or an army yet.
pub(crate) fn begin_draft(game: &mut Game) {
    game.armies.iter_mut().for_each(|a| *a = 0);
    game.setup.draft = true;
    game.setup.pos = game.order.len() - 1;
    game.setup.group_left = 1;
}

/// The draft's check of a placement: one army on a free territory.
pub(crate) fn check_draft(
    game: &Game,
    territory: TerritoryId,
    armies: u32,
) -> Result<(), ActionError> {
    if free_territories(game) & territory.bit() == 0 {
        return Err(ActionError::NotFree { territory });
    }
    match armies {
        0 => Err(ActionError::Zero),
        1 => Ok(()),
        _ => Err(ActionError::TooManyToPlace {
            left: 1,
            got: armies,
        }),
    }
}

/// A draft placement. When two territories are left free they become neutral with 8
/// armies each and the usual placement of the remaining armies starts with the first
/// seat, in groups of 3.
pub(crate) fn draft_place(
    game: &mut Game,
    me: SeatId,
    territory: TerritoryId,
    events: &mut Vec<Event>,
) {
    game.set_owner(territory, me);
    game.armies[territory.index()] = 1;
    game.seats[me.index()].setup_left -= 1;
    events.push(Event::Placed {
        seat: me,
        by: me,
        territory,
        armies: 1,
    });
    let free = free_territories(game);
    if free.count_ones() > 2 {
        let n = game.order.len();
        game.setup.pos = (game.setup.pos + n - 1) % n;
        return;
    }
    let territories: Vec<TerritoryId> = territories_in(free).collect();
    for &t in &territories {
        game.armies[t.index()] = DRAFT_NEUTRAL_ARMIES;
    }
    events.push(Event::Club(ClubEvent::Neutral {
        territories,
        armies: DRAFT_NEUTRAL_ARMIES,
    }));
    game.setup.draft = false;
    game.begin_setup_group(0, events);
}

/// RisiKo! by points (points 14-15): a player whose score reaches the target during its
/// own turn makes RisiKo! (200 table points) and "non potrà più continuare a giocare":
/// its turn ends at once and it takes no more turns; its armies stay on the board.
pub(crate) fn check_risiko(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    if game.phase() == Phase::Conquest || game.club_score(me) < game.club_risiko_target() {
        return;
    }
    events.push(Event::Risiko { seat: me });
    game.seats[me.index()].status = SeatStatus::Risiko;
    game.turn.placements.clear();
    game.turn.trade_window = false;
    game.advance_turn(events);
}

/// The `club` rule set, given the tournament tris values (whose table the club replaces
/// by its own, see `cards`).
pub(crate) fn rule_set(tris: TrisValues) -> RuleSet {
    RuleSet {
        preset: PresetId::Club,
        // "25 carri di dotazione (o 30 in 4 giocatori)" (penalty section, point 1).
        min_seats: 4,
        max_seats: 5,
        virtual_seats: 0,
        initial_armies: [0, 0, 0, 0, 30, 25, 0],
        // The territories are drafted, not dealt (point 7).
        fifty_percent_rule: None,
        mandatory_defence: true,
        // "non è permesso l'attacco in inferiorità di dadi" (point 9).
        no_attack_with_fewer_dice: true,
        min_garrison_everywhere: false,
        // Club cards are traded without tris (point 10); "Il territorio citato sulla carta
        // non vale nulla".
        tris: TrisValues {
            territory_bonus: 0,
            ..tris
        },
        // "Il limite di carri ammessi per ogni giocatore è di 150" (point 3).
        army_cap: Some(150),
        army_cap_configurable: false,
        no_elimination_until_round: None,
        victim_cards_same_turn: false,
        // "Non ci saranno obbiettivi segreti" (point 14).
        objectives: ObjectiveSet::None,
        sdadata: None,
        secret_time_allowed: false,
        scoring: Scoring::Club,
        // "Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo" (point 15).
        risiko_points: Some(200),
        tournament_points: false,
        testa_a_testa: false,
        club_map: true,
        attack_superiority: Some(10),
        attacker_max_dice: true,
        club: true,
    }
}

/// The default ending: 120 minutes ("Allo scadere del tempo previsto (105,120,150
/// min.)", point 1), then the supplementary turns.
pub(crate) fn default_ending() -> Ending {
    Ending::Supplementary {
        trigger: Trigger::Minutes(120),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Point 5: "Medio Oriente ed Egitto non confinano"; point 11: values follow borders.
    #[test]
    fn egypt_and_middle_east_do_not_border_and_lose_a_point_each() {
        use TerritoryId::*;
        assert!(Egitto.borders(MedioOriente));
        assert_eq!(neighbour_mask(Egitto) & MedioOriente.bit(), 0);
        assert_eq!(neighbour_mask(MedioOriente) & Egitto.bit(), 0);
        assert_eq!((value(Egitto), value(MedioOriente)), (3, 5));
        for t in TerritoryId::ALL {
            if t != Egitto && t != MedioOriente {
                assert_eq!(value(t), t.value(), "{t:?}");
                assert_eq!(neighbour_mask(t), t.neighbour_mask());
            }
        }
    }

    // RULES.md §6: external borders NA 3, SA 2, Europe 8, Africa 4, Asia 6, Oceania 1.
    #[test]
    fn continent_points_are_territories_plus_external_borders() {
        let got: Vec<u32> = Continent::ALL.into_iter().map(continent_points).collect();
        assert_eq!(got, vec![9 + 3, 4 + 2, 7 + 8, 6 + 4, 12 + 6, 4 + 1]);
    }

    // Point 12: one chain of bordering territories counts double.
    #[test]
    fn best_chain_is_the_richest_connected_group() {
        use TerritoryId::*;
        // Brasile-Argentina-Peru (4+2+3) and Cina-Siam (7+3): Cina-Siam wins.
        let owned = [Brasile, Argentina, Peru, Cina, Siam]
            .iter()
            .fold(0, |m, t| m | t.bit());
        assert_eq!(chains(owned).len(), 2);
        assert_eq!(best_chain(owned), Cina.bit() | Siam.bit());
        assert_eq!(score_of(owned, Some(best_chain(owned))), 19 + 10);
        // Egitto and Medio Oriente are two chains on the club board.
        assert_eq!(chains(Egitto.bit() | MedioOriente.bit()).len(), 2);
    }

    // Lines 5-9: 31 + diff/10 to the first, 15/7/3/1 - diff/10 to the others.
    #[test]
    fn ranking_points_follow_the_structure_section() {
        let st = |seat: u8, p: i64| Standing {
            seat: SeatId(seat),
            place: 0,
            table_points: Points::whole(p),
            risiko: false,
            eliminated: None,
            objective: None,
            territories: 0,
            outside_values: 0,
            armies_in_objective: 0,
            armies_total: 0,
            tie_die: None,
        };
        let got = ranking_points(&[st(2, 120), st(0, 100), st(1, 95), st(3, 40), st(4, 0)]);
        let want = [(2, 3300), (0, 1300), (1, 450), (3, -500), (4, -1100)];
        for ((seat, p), (ws, wp)) in got.into_iter().zip(want) {
            assert_eq!((seat, p), (SeatId(ws), Points(wp)));
        }
    }
}
