//! What a bot reads of a position, in arrays: built from a [`PlayerView`] only.

use std::cell::OnceCell;
use std::sync::OnceLock;

use crate::rules::board::territories_in;
use crate::rules::{
    club, odds, ClassicObjective, Color, Controller, Objective, ObjectiveSet, PlayerView, PresetId,
    RuleSet, Scoring, SeatId, SeatStatus, TerritoryId,
};

/// Exact odds, remembered within one decision: `(attacker, defender, stop_at)` ->
/// `(conquer, attacker_left, defender_left)`, in a direct-mapped table (a slot keeps the
/// last position hashed to it; a miss computes the odds again, so answers are exact).
#[derive(Default)]
pub struct OddsCache(Vec<(u64, (f64, f64, f64))>);

impl OddsCache {
    const SLOTS: usize = 1024;

    pub fn get(&mut self, rules: &RuleSet, a: u32, d: u32, stop_at: u32) -> (f64, f64, f64) {
        if self.0.is_empty() {
            // Key 0 is never a position's (its attacker has at least 2 armies).
            self.0 = vec![(0, (0.0, 0.0, 0.0)); Self::SLOTS];
        }
        let key = (u64::from(a) << 42) | (u64::from(d) << 21) | u64::from(stop_at);
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize;
        let entry = &mut self.0[slot];
        if entry.0 != key {
            let o = odds(a, d, rules, stop_at);
            *entry = (key, (o.conquer, o.attacker_left, o.defender_left));
        }
        entry.1
    }
}

/// The board and turn as the acting seat sees them.
pub struct ViewArrays {
    pub rules: RuleSet,
    pub preset: PresetId,
    /// Each territory's owner ([`SeatId::NEUTRAL`] for a `club` neutral or free one).
    pub owner: [SeatId; 42],
    pub armies: [u32; 42],
    /// Territories per seat (index = seat); neutral ones are in [`ViewArrays::neutral`].
    pub masks: Vec<u64>,
    /// `club`: the neutral territories (and, during the draft, the free ones).
    pub neutral: u64,
    /// `club`: the seats that still take turns (not frozen, retired or out by RisiKo!).
    pub playing: Vec<bool>,
    /// `club`: the RisiKo! score (point 14); 0 elsewhere.
    pub club_target: u32,
    /// `club`: the supplementary turns have started.
    pub supplementary: bool,
    pub hands: Vec<u32>,
    pub virtual_seat: Vec<bool>,
    pub colors: Vec<Color>,
    pub alive: Vec<bool>,
    /// The seat whose turn it is (the morto when a real player directs it).
    pub me: SeatId,
    /// The real seat deciding.
    pub actor: SeatId,
    /// The actor's objective.
    pub objective: Option<Objective>,
    pub round: u32,
    pub penultimate: Option<u32>,
    pub conquests: u32,
    /// A sdadata roll is due at the end of this turn.
    pub roll_due: bool,
    pub extra_rolls: u32,
    /// How urgent taking each territory back is to stop a rival's RisiKo!: rivals whose
    /// holdings nearly complete some objective the actor does not hold.
    pub block: [f64; 42],
    /// See [`ViewArrays::rival_worth`]: worked out on first use, once per view.
    rival_worth: OnceCell<[f64; 42]>,
}

impl ViewArrays {
    pub fn from_view(view: &PlayerView) -> Option<ViewArrays> {
        let me = view.current_seat?;
        let actor = view.actor?;
        let mut owner = [SeatId(0); 42];
        let mut armies = [0; 42];
        let mut masks = vec![0u64; view.seats.len()];
        let mut neutral = 0;
        for t in &view.board {
            let i = t.territory.index();
            owner[i] = t.owner;
            armies[i] = t.armies;
            match masks.get_mut(t.owner.index()) {
                Some(m) if !t.owner.is_neutral() => *m |= t.territory.bit(),
                _ => neutral |= t.territory.bit(),
            }
        }
        let rules = view.rules();
        Some(ViewArrays {
            club_target: if rules.risiko_by_points {
                club::risiko_target(view.seats.len())
            } else {
                0
            },
            rules,
            preset: view.preset,
            owner,
            armies,
            masks,
            neutral,
            playing: view
                .seats
                .iter()
                .map(|s| s.alive && s.status == SeatStatus::Playing)
                .collect(),
            supplementary: view.ending.supplementary,
            hands: view.seats.iter().map(|s| s.cards).collect(),
            virtual_seat: view
                .seats
                .iter()
                .map(|s| s.controller == Controller::Virtual)
                .collect(),
            colors: view.seats.iter().map(|s| s.color).collect(),
            alive: view.seats.iter().map(|s| s.alive).collect(),
            me,
            actor,
            objective: view.seats.get(actor.index()).and_then(|s| s.objective),
            round: view.round,
            penultimate: view.ending.penultimate_round,
            conquests: view.conquests_this_turn,
            roll_due: view.ending.sdadata_threshold.is_some(),
            extra_rolls: view.seats.get(actor.index()).map_or(0, |s| s.extra_rolls),
            block: [0.0; 42],
            rival_worth: OnceCell::new(),
        })
        .map(|mut s| {
            s.block = s.rival_threats();
            s
        })
    }

    /// See [`ViewArrays::block`]. Each rival's objective is unknown: the objectives the actor
    /// does not hold are weighed by how much of each the rival already holds.
    fn rival_threats(&self) -> [f64; 42] {
        let mut block = [0.0; 42];
        if self.rules.objectives != ObjectiveSet::Tournament {
            return block;
        }
        // The objectives the actor does not hold: territory masks and sizes.
        let mine = self.objective.map_or(0, |o| o.territory_mask());
        let mut pool = [(0u64, 0u32); 20];
        let mut n = 0;
        for &m in tournament_masks().iter().filter(|&&m| m != mine) {
            pool[n] = (m, m.count_ones());
            n += 1;
        }
        let pool = &pool[..n];
        for (i, &owned) in self.masks.iter().enumerate() {
            if i == self.actor.index() || self.virtual_seat[i] || !self.alive[i] {
                continue;
            }
            let mut held = [0u32; 20];
            for (h, &(m, _)) in held.iter_mut().zip(pool) {
                *h = (owned & m).count_ones();
            }
            // Only objectives nearly complete add to the block: none, nothing to weigh.
            if pool.iter().zip(&held).all(|(&(_, size), &h)| size - h > 4) {
                continue;
            }
            let mut weights = [0.0; 20];
            let mut total = 0.0;
            for ((w, &(_, size)), &h) in weights.iter_mut().zip(pool).zip(&held) {
                *w = RIVAL_WEIGHTS.get(h, size);
                total += *w;
            }
            for ((&(m, size), &h), &w) in pool.iter().zip(&held).zip(&weights) {
                let urgency = match size - h {
                    0..=2 => 1.0,
                    3..=4 => 0.25,
                    _ => continue,
                };
                for t in territories_in(m & owned) {
                    block[t.index()] += urgency * w / total;
                }
            }
        }
        block
    }

    pub fn morto_turn(&self) -> bool {
        self.me != self.actor
    }

    pub fn mine(&self, t: TerritoryId) -> bool {
        self.owner[t.index()] == self.me
    }

    /// Neighbours of `t` on this preset's board (`club` drops Egitto-Medio Oriente).
    pub fn neighbours(&self, t: TerritoryId) -> u64 {
        if self.rules.egypt_middle_east_apart {
            club::neighbour_mask(t)
        } else {
            t.neighbour_mask()
        }
    }

    pub fn enemy_neighbours(&self, t: TerritoryId) -> u64 {
        self.neighbours(t) & !self.masks[self.me.index()]
    }

    /// The territories `seat` holds (the neutral ones for [`SeatId::NEUTRAL`]).
    pub fn mask(&self, seat: SeatId) -> u64 {
        self.masks
            .get(seat.index())
            .copied()
            .unwrap_or(self.neutral)
    }

    /// Cards `seat` holds (none for neutral territories).
    pub fn hand(&self, seat: SeatId) -> u32 {
        self.hands.get(seat.index()).copied().unwrap_or(0)
    }

    /// Whether `seat` is a player that may win (not the morto, not neutral, alive).
    pub fn is_player(&self, seat: SeatId) -> bool {
        self.alive.get(seat.index()).copied().unwrap_or(false) && !self.virtual_seat[seat.index()]
    }

    /// Whether the game is in its last rounds (time is up).
    pub fn endgame(&self) -> bool {
        self.penultimate.is_some()
    }

    /// What holding `t` is worth to the actor under the preset's scoring.
    pub fn own_value(&self, t: TerritoryId) -> f64 {
        if self.rules.chain_scoring() {
            return f64::from(club::value(t));
        }
        let colour = self
            .colors
            .get(self.owner[t.index()].index())
            .copied()
            .unwrap_or(Color::Nero);
        value_for(self.rules.scoring, self.objective, t, colour)
    }

    /// The territories the actor's objective still needs, when it is a set of
    /// territories (tournament objectives, classic continents, a colour to destroy).
    pub fn missing(&self) -> Option<u64> {
        let mine = self.masks[self.actor.index()];
        let need = match self.objective? {
            Objective::Tournament(_) => self.objective?.territory_mask(),
            Objective::Classic(ClassicObjective::Continents { first, second, .. }) => {
                first.mask() | second.mask()
            }
            Objective::Classic(ClassicObjective::Destroy(c)) => {
                let seat = self.colors.iter().position(|&x| x == c)?;
                if seat == self.actor.index() || !self.alive[seat] {
                    return None;
                }
                self.masks[seat]
            }
            _ => return None,
        };
        let missing = need & !mine;
        (missing != 0).then_some(missing)
    }

    /// Table points the actor would score now (its objective known).
    pub fn my_points(&self) -> f64 {
        points(
            self.rules.scoring,
            self.objective,
            self.masks[self.actor.index()],
        )
    }

    /// Expected table points of `seat`, its objective unknown: the objectives the actor
    /// does not hold, each weighed by how much of it the seat holds (players gather
    /// their objective).
    pub fn estimated_points(&self, seat: SeatId) -> f64 {
        if !self.is_player(seat) {
            return 0.0;
        }
        let owned = self.masks[seat.index()];
        if self.rules.chain_scoring() {
            // Public: the club score follows from the board.
            return f64::from(club_score(owned));
        }
        if self.rules.scoring == Scoring::TerritoryCount {
            return f64::from(owned.count_ones());
        }
        self.estimate(seat, owned).unwrap_or(0.0)
    }

    /// What holding `t` is worth to its owner under the preset's scoring, when that is a
    /// real player other than the actor (0 otherwise: the actor's own, the morto's); the
    /// owner's objective unknown, weighed as in [`ViewArrays::estimated_points`]. `None`
    /// where the objectives are not the tournament ones. Worked out for the whole board
    /// on first use: the objectives are weighed once per seat, not once per territory.
    pub fn rival_worth(&self, t: TerritoryId) -> Option<f64> {
        if self.rules.objectives != ObjectiveSet::Tournament {
            return None;
        }
        let worth = self.rival_worth.get_or_init(|| {
            let mut worth = [0.0; 42];
            for (i, &owned) in self.masks.iter().enumerate() {
                if i == self.actor.index() || self.virtual_seat[i] || !self.alive[i] {
                    continue;
                }
                let weighed: Vec<(Objective, f64)> = self.weighed_objectives(owned).collect();
                for t in territories_in(owned) {
                    worth[t.index()] = self
                        .weighed_points(weighed.iter().copied(), t.bit())
                        .unwrap_or(0.0);
                }
            }
            worth
        });
        Some(worth[t.index()])
    }

    /// The table points of the territories `of` under each objective the actor does not
    /// hold, weighed by how much of it `seat` holds (players gather their objective).
    fn estimate(&self, seat: SeatId, of: u64) -> Option<f64> {
        if self.rules.objectives != ObjectiveSet::Tournament {
            return None;
        }
        self.weighed_points(self.weighed_objectives(self.mask(seat)), of)
    }

    /// The objectives the actor does not hold, each with its weight for a seat holding
    /// `owned`.
    fn weighed_objectives(&self, owned: u64) -> impl Iterator<Item = (Objective, f64)> + '_ {
        Objective::tournament_all()
            .filter(|o| Some(*o) != self.objective)
            .map(move |o| {
                let m = o.territory_mask();
                (
                    o,
                    POINTS_WEIGHTS.get((owned & m).count_ones(), m.count_ones()),
                )
            })
    }

    /// The weighed mean of the table points of `of` under the weighed objectives.
    fn weighed_points(
        &self,
        weighed: impl Iterator<Item = (Objective, f64)>,
        of: u64,
    ) -> Option<f64> {
        let (mut sum, mut total) = (0.0, 0.0);
        for (o, w) in weighed {
            sum += w * points(self.rules.scoring, Some(o), of);
            total += w;
        }
        (total > 0.0).then(|| sum / total)
    }

    /// Whether the actor leads the estimated table.
    pub fn leading(&self) -> bool {
        let mine = self.my_points();
        (0..self.masks.len())
            .map(|i| SeatId(i as u8))
            .filter(|&s| s != self.actor)
            .all(|s| self.estimated_points(s) < mine)
    }
}

/// How likely a seat holding `held` of an objective's `size` territories has that
/// objective (players gather theirs): `exp(sharpness * (held / size - 1))`, unnormalized.
/// Read from a table built on first use: the same values, without an exponential per
/// objective, seat and decision.
pub struct GatherWeights {
    sharpness: f64,
    table: OnceLock<Box<[f64]>>,
}

impl GatherWeights {
    pub const fn new(sharpness: f64) -> GatherWeights {
        GatherWeights {
            sharpness,
            table: OnceLock::new(),
        }
    }

    /// The weight; `held <= size <= 42`, `size > 0`.
    pub fn get(&self, held: u32, size: u32) -> f64 {
        let table = self.table.get_or_init(|| {
            (0..43u32 * 43)
                .map(|i| {
                    let (size, held) = (i / 43, i % 43);
                    let frac = f64::from(held) / f64::from(size);
                    (self.sharpness * (frac - 1.0)).exp()
                })
                .collect()
        });
        table[(size * 43 + held) as usize]
    }
}

/// The territory masks of the 20 tournament objectives, in their order.
fn tournament_masks() -> &'static [u64; 20] {
    static MASKS: OnceLock<[u64; 20]> = OnceLock::new();
    MASKS.get_or_init(|| {
        let mut masks = [0; 20];
        for (m, o) in masks.iter_mut().zip(Objective::tournament_all()) {
            *m = o.territory_mask();
        }
        masks
    })
}

/// [`ViewArrays::block`]'s weights of the rivals' possible objectives.
static RIVAL_WEIGHTS: GatherWeights = GatherWeights::new(8.0);
/// [`ViewArrays::estimated_points`]' weights.
static POINTS_WEIGHTS: GatherWeights = GatherWeights::new(4.0);

/// `club`: the club score of a territory mask (points 11-13, the best chain double).
pub(crate) fn club_score(owned: u64) -> u32 {
    club::score_of(owned, Some(club::best_chain(owned)))
}

/// Table points of a territory mask under an objective.
pub fn points(scoring: Scoring, objective: Option<Objective>, owned: u64) -> f64 {
    match scoring {
        Scoring::TerritoryCount => f64::from(owned.count_ones()),
        Scoring::TournamentValues => {
            let mask = objective.map_or(0, |o| o.territory_mask());
            territories_in(owned & mask)
                .map(|t| f64::from(t.value()))
                .sum()
        }
        Scoring::Club => f64::from(club_score(owned)),
        Scoring::TestaATesta => {
            let named = objective.map_or(0, |o| o.named_mask());
            let cont = objective.map_or(0, |o| o.continent_mask());
            territories_in(owned)
                .map(|t| {
                    if named & t.bit() != 0 {
                        4.0
                    } else if cont & t.bit() != 0 {
                        2.5
                    } else {
                        1.0
                    }
                })
                .sum()
        }
    }
}

/// What holding `t` is worth under an objective (table points, or for the classic
/// objectives its weight towards completing them).
pub fn value_for(
    scoring: Scoring,
    objective: Option<Objective>,
    t: TerritoryId,
    owner_colour: Color,
) -> f64 {
    let bit = t.bit();
    match (scoring, objective) {
        (Scoring::Club, _) => f64::from(club::value(t)),
        (Scoring::TournamentValues, Some(o)) => {
            if o.territory_mask() & bit != 0 {
                f64::from(t.value())
            } else {
                0.4
            }
        }
        (Scoring::TestaATesta, Some(o)) => {
            if o.named_mask() & bit != 0 {
                4.0
            } else if o.continent_mask() & bit != 0 {
                2.5
            } else {
                1.0
            }
        }
        (_, Some(Objective::Classic(c))) => match c {
            ClassicObjective::Continents { first, second, .. } => {
                if (first.mask() | second.mask()) & bit != 0 {
                    2.5
                } else {
                    0.8
                }
            }
            ClassicObjective::Destroy(c) if c == owner_colour => 3.0,
            _ => 1.5,
        },
        _ => 1.0,
    }
}
