//! Dice statistics of a game (docs/FAIR-DICE.md, "Statistics"): for each player and in
//! total, how often each face came up against the expected sixth with a goodness-of-fit
//! verdict; the attacks won and lost against what the exact odds predicted; luck as a
//! signed number of armies; the best and worst throw.
//!
//! Everything here comes from dice every player saw (throws, sdadata rolls, tie-breaks),
//! so statistics of a game in progress, up to its current step, reveal nothing secret.
//!
//! - Goodness of fit: Pearson's chi-square of the six face counts against `n / 6` each,
//!   with 5 degrees of freedom; its p-value is the chance that fair dice give a figure at
//!   least as large. Below [`UNUSUAL_P`] the dice read "insolita" (unusual), else
//!   "normale"; with fewer than [`MIN_DICE`] dice (an expected count under 5 per face,
//!   where the test means little) the verdict is "pochi dadi" (too few).
//! - Luck of a throw: armies the defender lost minus armies the attacker lost, minus what
//!   that number is on average for the same numbers of dice (exact, over every outcome of
//!   the dice). Positive is lucky for the attacker and as much unlucky for the defender.
//!   A player's luck adds up its throws, as attacker and as defender.
//! - Attacks: each `Attack` or `Blitz` action is one attack, won if it conquers. The
//!   expected number of wins adds up each attack's chance to conquer: for a blitz the
//!   exact odds of [`crate::rules::odds`] from the armies before it, for a single throw the
//!   chance that it takes every defending army.

use std::sync::OnceLock;

use crate::rules::battle::resolve;
use crate::rules::{odds, Action, Event, Game, SeatId, TerritoryId};

/// p-value under which the dice read as unusual.
pub const UNUSUAL_P: f64 = 0.01;

/// Fewest dice for a verdict (5 expected per face).
pub const MIN_DICE: u32 = 30;

/// The verdict on a set of dice.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Too few dice to say.
    TooFew,
    /// Nothing unusual.
    Normal,
    /// Less likely than 1 in 100 for fair dice.
    Unusual,
}

impl Verdict {
    /// The word shown: "normale", "insolita", "pochi dadi".
    pub const fn text_it(self) -> &'static str {
        match self {
            Verdict::TooFew => "pochi dadi",
            Verdict::Normal => "normale",
            Verdict::Unusual => "insolita",
        }
    }

    /// "normal", "unusual", "too few dice".
    pub const fn text_en(self) -> &'static str {
        match self {
            Verdict::TooFew => "too few dice",
            Verdict::Normal => "normal",
            Verdict::Unusual => "unusual",
        }
    }
}

/// How many times each face came up (`counts[0]` is the ones).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FaceCounts {
    pub counts: [u32; 6],
}

impl FaceCounts {
    fn add(&mut self, dice: &[u8]) {
        for d in dice {
            if (1..=6).contains(d) {
                self.counts[usize::from(d - 1)] += 1;
            }
        }
    }

    /// Dice counted.
    pub fn total(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// Each face's share (0 with no dice).
    pub fn shares(&self) -> [f64; 6] {
        let n = f64::from(self.total().max(1));
        self.counts.map(|c| f64::from(c) / n)
    }

    /// Pearson's chi-square against `total / 6` per face (0 with no dice).
    pub fn chi_square(&self) -> f64 {
        let n = f64::from(self.total());
        if n == 0.0 {
            return 0.0;
        }
        let e = n / 6.0;
        self.counts
            .iter()
            .map(|&c| (f64::from(c) - e).powi(2) / e)
            .sum()
    }

    /// The chance that fair dice give a chi-square at least this large (5 d.f.).
    pub fn p_value(&self) -> f64 {
        chi_square_5_survival(self.chi_square())
    }

    /// "normale", "insolita" or too few dice.
    pub fn verdict(&self) -> Verdict {
        if self.total() < MIN_DICE {
            Verdict::TooFew
        } else if self.p_value() < UNUSUAL_P {
            Verdict::Unusual
        } else {
            Verdict::Normal
        }
    }
}

/// `P(X >= x)` for a chi-square with 5 degrees of freedom:
/// `erfc(sqrt(x/2)) + sqrt(2x/pi) * e^(-x/2) * (1 + x/3)`.
pub fn chi_square_5_survival(x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    let tail = erfc((x / 2.0).sqrt())
        + (2.0 * x / std::f64::consts::PI).sqrt() * (-x / 2.0).exp() * (1.0 + x / 3.0);
    tail.clamp(0.0, 1.0)
}

/// The complementary error function (W. J. Cody's rational Chebyshev approximation as in
/// Numerical Recipes' `erfcc`, relative error under 1.2e-7).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let r = t
        * (-z * z - 1.265_512_23
            + t * (1.000_023_68
                + t * (0.374_091_96
                    + t * (0.096_784_18
                        + t * (-0.186_288_06
                            + t * (0.278_868_07
                                + t * (-1.135_203_98
                                    + t * (1.488_515_87
                                        + t * (-0.822_152_23 + t * 0.170_872_77)))))))))
            .exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// `(P(attacker loses al, defender loses dl))` for `a` against `d` dice, and the mean of
/// `dl - al`.
struct ThrowOdds {
    outcomes: Vec<(u32, u32, f64)>,
    mean_net: f64,
}

fn throw_odds(a: usize, d: usize) -> &'static ThrowOdds {
    static TABLE: OnceLock<Vec<ThrowOdds>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut out = Vec::with_capacity(9);
        for ad in 1..=3usize {
            for dd in 1..=3usize {
                let total = 6usize.pow((ad + dd) as u32);
                let mut counts = [[0u32; 4]; 4];
                for code in 0..total {
                    let mut c = code;
                    let mut x = [0u8; 3];
                    let mut y = [0u8; 3];
                    for v in x.iter_mut().take(ad).chain(y.iter_mut().take(dd)) {
                        *v = (c % 6) as u8 + 1;
                        c /= 6;
                    }
                    let (al, dl) = resolve(&mut x, &mut y);
                    counts[al as usize][dl as usize] += 1;
                }
                let mut outcomes = Vec::new();
                let mut mean_net = 0.0;
                for (al, row) in counts.iter().enumerate() {
                    for (dl, &k) in row.iter().enumerate() {
                        if k > 0 {
                            let p = f64::from(k) / total as f64;
                            outcomes.push((al as u32, dl as u32, p));
                            mean_net += p * (dl as f64 - al as f64);
                        }
                    }
                }
                out.push(ThrowOdds { outcomes, mean_net });
            }
        }
        out
    });
    &table[(a.clamp(1, 3) - 1) * 3 + d.clamp(1, 3) - 1]
}

/// Average of `defender losses - attacker losses` for `a` attacker dice against `d`.
pub fn expected_net(a: usize, d: usize) -> f64 {
    throw_odds(a, d).mean_net
}

/// One throw, with what it meant.
#[derive(Clone, Debug, PartialEq)]
pub struct Throw {
    /// The action that threw it (0-based).
    pub action: usize,
    pub attacker: SeatId,
    pub defender: SeatId,
    pub from: TerritoryId,
    pub to: TerritoryId,
    pub attacker_dice: Vec<u8>,
    pub defender_dice: Vec<u8>,
    pub attacker_losses: u32,
    pub defender_losses: u32,
    /// `defender_losses - attacker_losses` minus its average: the attacker's luck.
    pub luck: f64,
}

/// One player's dice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatDice {
    /// Every die the player threw or rolled.
    pub faces: FaceCounts,
    /// Throws in attack and in defence.
    pub throws_attacking: u32,
    pub throws_defending: u32,
    /// Attacks (each `Attack` or `Blitz`) made, won (conquered) and the wins the exact
    /// odds predicted.
    pub attacks: u32,
    pub attacks_won: u32,
    pub expected_wins: f64,
    /// Armies lost and destroyed in throws.
    pub armies_lost: u32,
    pub armies_destroyed: u32,
    /// Armies: what the dice gave minus their average, attacking and defending.
    pub luck: f64,
    /// The throws with the highest and the lowest luck for this player (as attacker or
    /// defender), and that luck.
    pub best: Option<(Throw, f64)>,
    pub worst: Option<(Throw, f64)>,
}

impl SeatDice {
    /// Attacks lost.
    pub fn attacks_lost(&self) -> u32 {
        self.attacks - self.attacks_won
    }

    fn throw(&mut self, t: &Throw, luck: f64) {
        if self.best.as_ref().is_none_or(|b| luck > b.1) {
            self.best = Some((t.clone(), luck));
        }
        if self.worst.as_ref().is_none_or(|w| luck < w.1) {
            self.worst = Some((t.clone(), luck));
        }
        self.luck += luck;
    }
}

/// The dice statistics of a game (up to some step).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DiceStats {
    /// By seat index.
    pub seats: Vec<SeatDice>,
    /// Every die.
    pub total: FaceCounts,
    /// Throws in attacks.
    pub throws: u32,
    /// Actions looked at.
    pub actions: usize,
}

/// An attack about to be applied: the armies on both sides, `stop_at` (`None` for a
/// single throw) and the defender's dice.
#[derive(Copy, Clone, Debug)]
struct Pending {
    attacker_armies: u32,
    defender_armies: u32,
    stop_at: Option<u32>,
    defender_dice: u8,
}

/// Adds up a game's dice action by action: call [`DiceTally::before`] with the state an
/// action is applied to, then [`DiceTally::after`] with its events.
#[derive(Clone, Debug, Default)]
pub struct DiceTally {
    stats: DiceStats,
    pending: Option<Pending>,
}

impl DiceTally {
    /// A tally for `seats` players.
    pub fn new(seats: usize) -> DiceTally {
        DiceTally {
            stats: DiceStats {
                seats: vec![SeatDice::default(); seats],
                ..DiceStats::default()
            },
            pending: None,
        }
    }

    /// Notes the state before `action`.
    pub fn before(&mut self, game: &Game, action: &Action) {
        self.pending = match *action {
            Action::Attack { from, to, .. } => Some((from, to, None)),
            Action::Blitz { from, to, stop_at } => Some((from, to, Some(stop_at))),
            _ => None,
        }
        .map(|(from, to, stop_at)| Pending {
            attacker_armies: game.armies(from),
            defender_armies: game.armies(to),
            stop_at,
            defender_dice: game.defender_dice_against(to),
        });
    }

    /// Adds the events of the action noted by [`DiceTally::before`] (`game` is any state
    /// of the same game: its rules are read).
    pub fn after(&mut self, game: &Game, events: &[Event]) {
        let index = self.stats.actions;
        self.stats.actions += 1;
        let seat = |s: &mut DiceStats, id: SeatId| -> usize {
            if s.seats.len() <= id.index() {
                s.seats.resize(id.index() + 1, SeatDice::default());
            }
            id.index()
        };
        let mut attacker = None;
        let mut conquered = false;
        let mut first_dice = None;
        for e in events {
            match e {
                Event::Battle {
                    attacker: a,
                    defender: d,
                    from,
                    to,
                    attacker_dice,
                    defender_dice,
                    attacker_losses,
                    defender_losses,
                } => {
                    let s = &mut self.stats;
                    let (ai, di) = (seat(s, *a), seat(s, *d));
                    attacker.get_or_insert(ai);
                    first_dice.get_or_insert(attacker_dice.len());
                    s.total.add(attacker_dice);
                    s.total.add(defender_dice);
                    s.throws += 1;
                    let net = f64::from(*defender_losses) - f64::from(*attacker_losses);
                    let luck = net - expected_net(attacker_dice.len(), defender_dice.len());
                    let t = Throw {
                        action: index,
                        attacker: *a,
                        defender: *d,
                        from: *from,
                        to: *to,
                        attacker_dice: attacker_dice.to_vec(),
                        defender_dice: defender_dice.to_vec(),
                        attacker_losses: *attacker_losses,
                        defender_losses: *defender_losses,
                        luck,
                    };
                    let sa = &mut s.seats[ai];
                    sa.faces.add(attacker_dice);
                    sa.throws_attacking += 1;
                    sa.armies_lost += attacker_losses;
                    sa.armies_destroyed += defender_losses;
                    sa.throw(&t, luck);
                    let sd = &mut s.seats[di];
                    sd.faces.add(defender_dice);
                    sd.throws_defending += 1;
                    sd.armies_lost += defender_losses;
                    sd.armies_destroyed += attacker_losses;
                    sd.throw(&t, -luck);
                }
                Event::Conquered { .. } => conquered = true,
                Event::SdadataRoll { seat: s, dice, .. } => {
                    let i = seat(&mut self.stats, *s);
                    self.stats.total.add(dice);
                    self.stats.seats[i].faces.add(dice);
                }
                Event::TieBreakRoll { seats, dice } => {
                    for (s, d) in seats.iter().zip(dice) {
                        let i = seat(&mut self.stats, *s);
                        self.stats.total.add(&[*d]);
                        self.stats.seats[i].faces.add(&[*d]);
                    }
                }
                _ => {}
            }
        }
        if let (Some(p), Some(ai)) = (self.pending.take(), attacker) {
            let chance = match p.stop_at {
                Some(stop_at) => {
                    odds(p.attacker_armies, p.defender_armies, game.rules(), stop_at).conquer
                }
                None => {
                    let dice = first_dice.unwrap_or(1);
                    throw_odds(dice, usize::from(p.defender_dice))
                        .outcomes
                        .iter()
                        .filter(|o| o.1 >= p.defender_armies)
                        .map(|o| o.2)
                        .sum()
                }
            };
            let s = &mut self.stats.seats[ai];
            s.attacks += 1;
            s.attacks_won += u32::from(conquered);
            s.expected_wins += chance;
        }
    }

    /// The statistics so far.
    pub fn stats(&self) -> &DiceStats {
        &self.stats
    }

    /// The statistics.
    pub fn finish(self) -> DiceStats {
        self.stats
    }
}

impl DiceStats {
    /// The statistics of the first `step` actions of a replayed game (all of them with
    /// `usize::MAX`): during a game, pass its current step; every die counted was seen by
    /// every player.
    pub fn of_replay(replay: &super::Replay, step: usize) -> DiceStats {
        let step = step.min(replay.len());
        let mut tally = DiceTally::new(replay.last().config().seats.len());
        // Walks from the checkpoints: each action needs the state before it.
        let mut game = replay.game_at(0);
        for (i, a) in replay.actions()[..step].iter().enumerate() {
            tally.before(&game, a);
            let _ = game.apply(*a);
            tally.after(&game, replay.events_of(i));
        }
        tally.finish()
    }

    /// The statistics of `actions` applied to `game` (a new game or a position).
    ///
    /// # Errors
    /// The index and the rules' error of the first action refused.
    pub fn of_actions(
        mut game: Game,
        actions: &[Action],
    ) -> Result<DiceStats, (usize, crate::rules::ActionError)> {
        let mut tally = DiceTally::new(game.config().seats.len());
        for (i, a) in actions.iter().enumerate() {
            tally.before(&game, a);
            let events = game.apply(*a).map_err(|e| (i, e))?;
            tally.after(&game, &events);
        }
        Ok(tally.finish())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    // Chi-square table, 5 d.f.: P(X >= 11.070) = 0.05, P(X >= 15.086) = 0.01,
    // P(X >= 1.610) = 0.90; the median is 4.351.
    #[test]
    fn the_p_value_matches_the_chi_square_table_for_5_degrees_of_freedom() {
        assert!(close(chi_square_5_survival(11.070), 0.05, 1e-4));
        assert!(close(chi_square_5_survival(15.086), 0.01, 1e-4));
        assert!(close(chi_square_5_survival(1.610), 0.90, 1e-4));
        assert!(close(chi_square_5_survival(4.351), 0.50, 1e-4));
        assert_eq!(chi_square_5_survival(0.0), 1.0);
    }

    #[test]
    fn even_faces_are_normal_and_one_face_only_is_unusual() {
        let even = FaceCounts {
            counts: [10, 11, 9, 10, 10, 10],
        };
        assert_eq!(even.verdict(), Verdict::Normal);
        let sixes = FaceCounts {
            counts: [0, 0, 0, 0, 0, 60],
        };
        // chi-square = 5 * 10 + 50^2 / 10 = 300.
        assert!(close(sixes.chi_square(), 300.0, 1e-9));
        assert_eq!(sixes.verdict(), Verdict::Unusual);
        let few = FaceCounts {
            counts: [0, 0, 0, 0, 0, 29],
        };
        assert_eq!(few.verdict(), Verdict::TooFew);
    }

    // One die each: the attacker wins 15 of 36, so the average net is 15/36 - 21/36.
    #[test]
    fn the_average_throw_is_exact() {
        assert!(close(expected_net(1, 1), (15.0 - 21.0) / 36.0, 1e-12));
        // Three against two: 2890 of 7776 the defender loses 2, 2611 each loses one,
        // 2275 the attacker loses 2 (the classic Risk table).
        let net = (2.0 * 2890.0 - 2.0 * 2275.0) / 7776.0;
        assert!(close(expected_net(3, 2), net, 1e-12));
    }
}
