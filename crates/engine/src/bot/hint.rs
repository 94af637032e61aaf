//! The person's hint ("Consiglio", issues 29 and 47): Difficile's move in the person's
//! place and, with it, why, as the search saw the position: the odds of an attack and
//! what it completes, a threatened territory, the armies a trade is worth now, or the
//! exposed stack that more attacks would leave. Read from the person's own view only
//! ([`PlayerView`]); the present layer writes the sentence
//! (`planisfero_present::present::bots::reason_text`).

use rand::Rng;

use crate::rules::board::{territories_in, Continent};
use crate::rules::cards::tris_in;
use crate::rules::{Action, Game, PlayerView, TerritoryId};

use super::policy::{target_value, Style};
use super::view_arrays::{OddsCache, ViewArrays};

/// What the hinted move achieves, in the terms [`reason`] reads from the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// An attack that conquers `win_pct` times in 100 (the odds of the suggested throw
    /// or blitz), and what the conquest completes.
    Attack {
        from: TerritoryId,
        to: TerritoryId,
        win_pct: u8,
        completes: Option<Completes>,
    },
    /// A tris worth `armies` now (docs/RULES.md §2: trades only before the first army
    /// is placed).
    Trade { armies: u32 },
    /// Armies on `territory`, which has `enemy_armies` enemy armies next to it (more than
    /// its own).
    Defend {
        territory: TerritoryId,
        enemy_armies: u32,
    },
    /// Armies on `territory` to take `target` next turn, conquered `win_pct` times in
    /// 100 from there with them.
    Reinforce {
        territory: TerritoryId,
        target: TerritoryId,
        win_pct: u8,
    },
    /// Ending the attacks: the likeliest attack left would leave `territory` with
    /// `armies` in front of `enemy_armies`.
    Stop {
        territory: TerritoryId,
        armies: u32,
        enemy_armies: u32,
    },
    /// Ending the attacks: the best attack left conquers only `win_pct` times in 100
    /// (0: no attack is possible).
    Odds { win_pct: u8 },
    /// Armies moved to `to` (a strategic move or after a conquest), which has
    /// `enemy_armies` enemy armies next to it.
    Move { to: TerritoryId, enemy_armies: u32 },
}

/// What a conquest completes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Completes {
    /// The conquered territory is the last one of this continent not held.
    Continent(Continent),
    /// It is one the objective needs; `left` of them are missing after it (0: the
    /// objective is complete).
    Objective { left: u32 },
}

fn pct(p: f64) -> u8 {
    // A float-to-integer cast saturates: 0 to 255, never above 100 for odds.
    (p * 100.0).round() as u8
}

/// Why `action` is the move for the view's seat, from that view alone (`None`: nothing
/// worth saying, e.g. ending the turn). `rng` samples one world for the attacks' legality.
pub fn reason<R: Rng>(view: &PlayerView, action: Action, rng: &mut R) -> Option<HintReason> {
    let s = ViewArrays::from_view(view)?;
    let mut cache = OddsCache::default();
    match action {
        Action::Blitz { from, to, stop_at } => Some(attack(&s, from, to, stop_at, &mut cache)),
        Action::Attack { from, to, .. } => Some(attack(&s, from, to, 1, &mut cache)),
        Action::Trade { cards } => {
            let hand = view.seats.get(s.me.index())?.hand.as_ref()?;
            let t =
                tris_in(hand, &s.rules.tris, s.masks[s.me.index()]).find(|t| t.cards == cards)?;
            Some(HintReason::Trade { armies: t.total })
        }
        Action::Place { territory, armies } => placement(&s, territory, armies, &mut cache),
        Action::EndAttacks => {
            let g = super::determinize::determinize(view, rng);
            stop(&s, g.as_ref(), &mut cache)
        }
        Action::Move { to, .. } => moved(&s, to),
        Action::Occupy { .. } => moved(&s, view.pending_conquest?.to),
        _ => None,
    }
}

fn enemy_sum(s: &ViewArrays, t: TerritoryId) -> u32 {
    territories_in(s.enemy_neighbours(t))
        .filter(|n| !s.owner[n.index()].is_neutral())
        .map(|n| s.armies[n.index()])
        .sum()
}

fn moved(s: &ViewArrays, to: TerritoryId) -> Option<HintReason> {
    let enemy_armies = enemy_sum(s, to);
    (enemy_armies > 0).then_some(HintReason::Move { to, enemy_armies })
}

fn attack(
    s: &ViewArrays,
    from: TerritoryId,
    to: TerritoryId,
    stop_at: u32,
    cache: &mut OddsCache,
) -> HintReason {
    let (a, d) = (s.armies[from.index()], s.armies[to.index()]);
    let (conquer, _, _) = cache.get(&s.rules, a, d, stop_at.max(1));
    let mine = s.masks[s.me.index()];
    let c = to.continent();
    // The objective's last territory first, then a continent completed, then a step
    // towards the objective.
    let missing = s.missing().filter(|_| !s.morto_turn()).unwrap_or(0);
    let completes = if missing == to.bit() {
        Some(Completes::Objective { left: 0 })
    } else if !s.morto_turn() && (mine | to.bit()) & c.mask() == c.mask() {
        Some(Completes::Continent(c))
    } else if missing & to.bit() != 0 {
        Some(Completes::Objective {
            left: (missing & !to.bit()).count_ones(),
        })
    } else {
        None
    };
    HintReason::Attack {
        from,
        to,
        win_pct: pct(conquer),
        completes,
    }
}

fn placement(s: &ViewArrays, t: TerritoryId, k: u32, cache: &mut OddsCache) -> Option<HintReason> {
    let enemies = s.enemy_neighbours(t);
    let own = s.armies[t.index()];
    let threat = territories_in(enemies).map(|n| s.armies[n.index()]).max()?;
    let missing = s.missing().unwrap_or(0);
    let target = territories_in(enemies)
        .filter(|n| !(s.morto_turn() && s.owner[n.index()] == s.actor))
        .max_by(|x, y| {
            let v = |n: TerritoryId| {
                let hit = if missing & n.bit() != 0 { 1000.0 } else { 0.0 };
                hit + target_value(s, n, Style::Forte) / f64::from(s.armies[n.index()] + 1)
            };
            v(*x).total_cmp(&v(*y))
        });
    let target = target?;
    let (conquer, _, _) = cache.get(&s.rules, own + k, s.armies[target.index()], 1);
    // Next to a stack as large as its own, a territory is defended, unless the armies
    // make a fair attack on the objective.
    let aims_at_objective = missing & target.bit() != 0 && conquer >= 0.5;
    if threat >= own && !aims_at_objective && !s.morto_turn() {
        return Some(HintReason::Defend {
            territory: t,
            enemy_armies: enemy_sum(s, t),
        });
    }
    Some(HintReason::Reinforce {
        territory: t,
        target,
        win_pct: pct(conquer),
    })
}

/// Why ending the attacks: the likeliest legal attack left, and the enemy stack its
/// source (or the conquered territory) would then face.
fn stop(s: &ViewArrays, g: Option<&Game>, cache: &mut OddsCache) -> Option<HintReason> {
    let mut best: Option<(f64, TerritoryId, TerritoryId)> = None;
    for from in territories_in(s.masks[s.me.index()]) {
        let a = s.armies[from.index()];
        if a < 2 {
            continue;
        }
        for to in territories_in(s.enemy_neighbours(from)) {
            let legal = g.is_none_or(|g| {
                g.check(&Action::Blitz {
                    from,
                    to,
                    stop_at: 1,
                })
                .is_ok()
            });
            if !legal {
                continue;
            }
            let (conquer, _, _) = cache.get(&s.rules, a, s.armies[to.index()], 1);
            if best.is_none_or(|(b, _, _)| conquer > b) {
                best = Some((conquer, from, to));
            }
        }
    }
    let Some((conquer, from, to)) = best else {
        return Some(HintReason::Odds { win_pct: 0 });
    };
    if conquer < 0.7 {
        return Some(HintReason::Odds {
            win_pct: pct(conquer),
        });
    }
    // The strongest enemy stack next to the source or the conquered territory, the
    // defender itself aside.
    let around = (s.enemy_neighbours(from) | s.enemy_neighbours(to)) & !to.bit() & !from.bit();
    let enemy = territories_in(around)
        .filter(|n| !s.owner[n.index()].is_neutral())
        .map(|n| s.armies[n.index()])
        .max()
        .unwrap_or(0);
    if enemy < 2 {
        return Some(HintReason::Odds {
            win_pct: pct(conquer),
        });
    }
    Some(HintReason::Stop {
        territory: from,
        armies: 1,
        enemy_armies: enemy,
    })
}

impl HintReason {
    /// The kind's name (`data-kind` on the page).
    pub const fn key(self) -> &'static str {
        match self {
            HintReason::Attack { .. } => "attack",
            HintReason::Trade { .. } => "trade",
            HintReason::Defend { .. } => "defend",
            HintReason::Reinforce { .. } => "reinforce",
            HintReason::Stop { .. } => "stop",
            HintReason::Odds { .. } => "odds",
            HintReason::Move { .. } => "move",
        }
    }

    /// One line of text for the worker's answer: a letter and numbers (territories and
    /// continents by index).
    pub fn code(self) -> String {
        let t = |x: TerritoryId| x.index().to_string();
        match self {
            HintReason::Attack {
                from,
                to,
                win_pct,
                completes,
            } => {
                let (k, x) = match completes {
                    None => (0, 0),
                    Some(Completes::Continent(c)) => (1, c.index() as u32),
                    Some(Completes::Objective { left }) => (2, left),
                };
                format!("A {} {} {win_pct} {k} {x}", t(from), t(to))
            }
            HintReason::Trade { armies } => format!("T {armies}"),
            HintReason::Defend {
                territory,
                enemy_armies,
            } => format!("D {} {enemy_armies}", t(territory)),
            HintReason::Reinforce {
                territory,
                target,
                win_pct,
            } => format!("R {} {} {win_pct}", t(territory), t(target)),
            HintReason::Stop {
                territory,
                armies,
                enemy_armies,
            } => format!("S {} {armies} {enemy_armies}", t(territory)),
            HintReason::Odds { win_pct } => format!("O {win_pct}"),
            HintReason::Move { to, enemy_armies } => format!("M {} {enemy_armies}", t(to)),
        }
    }

    /// Reads [`HintReason::code`]; `None` if the text is not one.
    pub fn from_code(text: &str) -> Option<HintReason> {
        let mut parts = text.split(' ');
        let kind = parts.next()?;
        let mut nums = parts.map(|p| p.parse::<u32>().ok());
        let mut num = || nums.next().flatten();
        let terr = |n: Option<u32>| TerritoryId::from_index(n? as usize);
        let p = |n: Option<u32>| n.filter(|&n| n <= 100).map(|n| n as u8);
        Some(match kind {
            "A" => {
                let (from, to, win_pct) = (terr(num())?, terr(num())?, p(num())?);
                let completes = match (num()?, num()?) {
                    (0, _) => None,
                    (1, c) => Some(Completes::Continent(*Continent::ALL.get(c as usize)?)),
                    (2, left) => Some(Completes::Objective { left }),
                    _ => return None,
                };
                HintReason::Attack {
                    from,
                    to,
                    win_pct,
                    completes,
                }
            }
            "T" => HintReason::Trade { armies: num()? },
            "D" => HintReason::Defend {
                territory: terr(num())?,
                enemy_armies: num()?,
            },
            "R" => HintReason::Reinforce {
                territory: terr(num())?,
                target: terr(num())?,
                win_pct: p(num())?,
            },
            "S" => HintReason::Stop {
                territory: terr(num())?,
                armies: num()?,
                enemy_armies: num()?,
            },
            "O" => HintReason::Odds { win_pct: p(num())? },
            "M" => HintReason::Move {
                to: terr(num())?,
                enemy_armies: num()?,
            },
            _ => return None,
        })
    }
}
