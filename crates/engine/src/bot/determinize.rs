//! A playable [`Game`] built from a [`PlayerView`] alone ("determinization"): the
//! public board, turn and cards as the view shows them; what the viewer cannot see
//! (other seats' hands, the discard pile, their objectives, the dice) sampled with the
//! bot's own generator.

use rand::seq::SliceRandom;
use rand::Rng;

use super::view_arrays::GatherWeights;
use crate::rules::scenario::Position;
use crate::rules::{
    Card, Controller, Game, GameConfig, Objective, ObjectiveSet, Phase, PlayerView, PresetId,
    SeatConfig, SeatId, SeatOrder, TerritoryId,
};

/// The objectives the preset deals (none in `club`).
fn objective_pool(preset: PresetId) -> Vec<Objective> {
    match preset.rules().objectives {
        ObjectiveSet::Classic => Objective::classic_all().collect(),
        ObjectiveSet::Tournament => Objective::tournament_all().collect(),
        ObjectiveSet::None => Vec::new(),
    }
}

/// The config a view implies (seat names, colours, controllers, preset, ending, army cap).
pub fn config_of(view: &PlayerView) -> GameConfig {
    let seats = view
        .seats
        .iter()
        .map(|s| SeatConfig {
            name: s.name.clone(),
            color: s.color,
            controller: s.controller,
        })
        .collect();
    let mut config = GameConfig::new(view.preset, seats);
    config.options.ending = view.ending.ending;
    config.options.seat_order = SeatOrder::AsGiven;
    config.options.revision = view.revision;
    let rules = view.rules();
    if let Some(cap) = view.reinforcement.as_ref().and_then(|r| r.cap) {
        if rules.army_cap_configurable && Some(cap) != rules.army_cap {
            config.options.army_cap = Some(cap);
        }
    }
    config
}

/// A game consistent with everything `view` shows, the hidden part drawn from `rng`.
/// `None` in the phases a position cannot express (setup, a pending conquest, the game
/// over): the bots decide those from the view directly.
pub fn determinize<R: Rng>(view: &PlayerView, rng: &mut R) -> Option<Game> {
    Worlds::new(view).sample(rng)
}

/// The games a view allows, to sample many of them for one decision: what every sample
/// shares (the objectives still unaccounted for and each rival's weight for each, from
/// its holdings and its attacks) is worked out once.
pub struct Worlds<'a> {
    view: &'a PlayerView,
    /// The objectives no seat is known to hold.
    pool: Vec<Objective>,
    /// Per seat, what a sampled world gives it as objective.
    objectives: Vec<SeatObjective>,
}

/// A seat's objective in the sampled worlds.
enum SeatObjective {
    /// None: the virtual seat, the eliminated, the objectives of `club`.
    None,
    /// The viewer's own, or one the view shows.
    Known(Objective),
    /// Drawn from the pool by these weights, one per objective of `pool`
    /// ([`objective_weight`]).
    Drawn(Vec<f64>),
}

impl<'a> Worlds<'a> {
    pub fn new(view: &'a PlayerView) -> Self {
        // A view never shows a rival's objective in play (`Game::view_for`); the arena's
        // oracle diagnostic (`--oracle 1`) shows them, to measure what guessing them costs.
        let mut pool = objective_pool(view.preset);
        pool.retain(|o| !view.seats.iter().any(|s| s.objective == Some(*o)));
        let objectives = view
            .seats
            .iter()
            .map(|s| {
                if s.controller == Controller::Virtual || !s.alive {
                    SeatObjective::None
                } else if let Some(o) = s.objective {
                    SeatObjective::Known(o)
                } else if Some(s.seat) == view.viewer {
                    SeatObjective::None
                } else {
                    let owned = seat_mask(view, s.seat);
                    SeatObjective::Drawn(
                        pool.iter()
                            .map(|&o| objective_weight(o, owned, s.attacked))
                            .collect(),
                    )
                }
            })
            .collect();
        Self {
            view,
            pool,
            objectives,
        }
    }

    /// One game consistent with the view, the hidden part drawn from `rng` ([`determinize`]).
    pub fn sample<R: Rng>(&self, rng: &mut R) -> Option<Game> {
        let view = self.view;
        let current = view.current_seat?;
        let phase = match view.phase {
            Phase::Reinforce | Phase::Attack | Phase::Fortify => view.phase,
            _ => return None,
        };
        // Sampled for a seat's view only.
        view.viewer?;
        let mut pos = Position::new(current.0, phase);
        // `club` neutral territories keep their owner 255 (`SeatId::NEUTRAL`). The club
        // state a position cannot express (supplementary turns, frozen or retired seats, a
        // chosen chain) is left out: the bots read it from the view, and use the game only
        // for the legality of attacks and moves, which it does not change.
        for t in &view.board {
            pos.territories.insert(t.territory, (t.owner.0, t.armies));
        }
        pos.order = Some(view.turn_order.iter().map(|s| s.0).collect());
        pos.round = Some(view.round.max(1));
        pos.penultimate_round = view.ending.penultimate_round;
        pos.conquests = view.conquests_this_turn;
        if phase == Phase::Reinforce {
            pos.reinforcements = Some(view.armies_to_place);
            pos.trade_window = Some(trade_window_open(view));
        }
        // Cards: known hands as they are; the rest dealt at random.
        let mut unseen: Vec<Card> = Card::deck().collect();
        for s in &view.seats {
            if let Some(hand) = &s.hand {
                unseen.retain(|c| !hand.contains(c));
                pos.hands.insert(s.seat.0, hand.clone());
            }
        }
        unseen.shuffle(rng);
        for s in &view.seats {
            if s.hand.is_none() && s.cards > 0 {
                let k = (s.cards as usize).min(unseen.len());
                let hand: Vec<Card> = unseen.drain(..k).collect();
                pos.hands.insert(s.seat.0, hand);
            }
        }
        let k = (view.discards as usize).min(unseen.len());
        pos.discards = unseen.drain(..k).collect();
        // Objectives: the known ones as they are; the others' from those no seat is
        // known to hold, by weight (indices into `self.pool`, shuffled as the objectives
        // themselves were).
        let mut pool: Vec<usize> = (0..self.pool.len()).collect();
        pool.shuffle(rng);
        for (s, objective) in view.seats.iter().zip(&self.objectives) {
            let o = match objective {
                SeatObjective::None => None,
                SeatObjective::Known(o) => Some(*o),
                SeatObjective::Drawn(weights) => {
                    draw_objective(&mut pool, weights, rng).map(|i| self.pool[i])
                }
            };
            if let Some(o) = o {
                pos.objectives.insert(s.seat.0, o);
            }
        }
        for s in &view.seats {
            if s.extra_rolls > 0 {
                pos.extra_rolls.insert(s.seat.0, s.extra_rolls);
            }
        }
        let mut order = 0;
        for s in &view.seats {
            if !s.alive {
                order += 1;
                pos.eliminated.insert(s.seat.0, (order, current.0));
            }
        }
        // The morto's director alternates: pick the parity that gives this turn's.
        if let Some(director) = view.director {
            let real: Vec<SeatId> = view
                .turn_order
                .iter()
                .copied()
                .filter(|s| view.seats[s.index()].controller != Controller::Virtual)
                .collect();
            pos.morto_turns = Some(if real.get(1) == Some(&director) { 0 } else { 1 });
        }
        let game = Game::from_position(config_of(view), rng.random(), &pos).ok()?;
        (game.actor() == view.actor && game.phase() == view.phase).then_some(game)
    }
}

/// Whether the viewer may still trade: in the reinforcement before the first army is
/// placed (docs/RULES.md §2: "After the first army is placed no trade is possible"). The bots
/// never undo a placement, so nothing placed means the window is open.
pub fn trade_window_open(view: &PlayerView) -> bool {
    view.phase == Phase::Reinforce
        && view
            .reinforcement
            .as_ref()
            .is_some_and(|r| r.total == view.armies_to_place)
}

/// The territories `seat` holds on the view's board.
fn seat_mask(view: &PlayerView, seat: SeatId) -> u64 {
    view.board
        .iter()
        .filter(|t| t.owner == seat)
        .fold(0, |m, t| m | t.territory.bit())
}

/// A rival's objective drawn (and taken) from `pool` (indices into `weights`, the
/// seat's weight for each objective, [`objective_weight`]).
fn draw_objective<R: Rng>(pool: &mut Vec<usize>, weights: &[f64], rng: &mut R) -> Option<usize> {
    let total: f64 = pool.iter().map(|&i| weights[i]).sum();
    if total <= 0.0 {
        return pool.pop();
    }
    let mut x = rng.random::<f64>() * total;
    let k = pool
        .iter()
        .position(|&i| {
            x -= weights[i];
            x < 0.0
        })
        .unwrap_or(pool.len() - 1);
    Some(pool.swap_remove(k))
}

/// How likely a seat holding `owned` that has attacked `attacked` is to pursue `o`
/// (up to a factor common to all objectives). Tournament objectives are weighed by how
/// much of each the seat holds ([`OBJECTIVE_WEIGHTS`]): players gather their objective.
/// One it holds whole is ruled out: holding it in its own turn would have won at once
/// (docs/RULES.md §3), and a seat's holdings only shrink in others' turns. Then by what
/// the seat attacked, in the public record ([`attack_likelihood`]). Classic objectives
/// weigh the same.
pub(crate) fn objective_weight(o: Objective, owned: u64, attacked: u64) -> f64 {
    objective_weight_with(o, owned, attacked, ATTACKS_ON_OBJECTIVE, ATTACK_EVIDENCE)
}

/// [`objective_weight`] with the attack model's parameters given.
pub(crate) fn objective_weight_with(
    o: Objective,
    owned: u64,
    attacked: u64,
    p: f64,
    tau: f64,
) -> f64 {
    match o {
        Objective::Tournament(_) => {
            let need = o.territory_mask();
            if owned & need == need {
                0.0
            } else {
                OBJECTIVE_WEIGHTS.get((owned & need).count_ones(), need.count_ones())
                    * attack_likelihood(need, attacked, p, tau)
            }
        }
        Objective::Classic(_) => 1.0,
    }
}

/// The likelihood of the attacks in `attacked` from a seat whose objective needs `need`,
/// against a seat attacking anywhere alike: each territory attacked lies in `need` with
/// probability `p`, spread evenly over it, otherwise evenly over the rest of the map;
/// raised to the power `tau` (below 1: the holdings already count the conquests among
/// them).
fn attack_likelihood(need: u64, attacked: u64, p: f64, tau: f64) -> f64 {
    let total = f64::from(TerritoryId::COUNT as u32);
    let size = f64::from(need.count_ones());
    if attacked == 0 || size == 0.0 || size >= total {
        return 1.0;
    }
    let inside = f64::from((attacked & need).count_ones());
    let outside = f64::from((attacked & !need).count_ones());
    let log =
        inside * (p * total / size).ln() + outside * ((1.0 - p) * total / (total - size)).ln();
    (tau * log).exp()
}

/// How sharply the rivals' objectives are guessed from their holdings. Sharper than the
/// uniform draw it replaced: against three Medio in `torneo` (3000 games, seed 1001)
/// Difficile won 35.8% uniform, 37.3%, 37.7% and 37.5% with sharpness 8, 12 and 16.
static OBJECTIVE_WEIGHTS: GatherWeights = GatherWeights::new(12.0);

/// The share of a seat's attacks (distinct territories) that fall on its objective's
/// territories: 82% for Medio in `torneo` self-play (5,619 attacks, 80 games), where an
/// objective covers 52% of the map on average; 0.9 with the exponent below scored best
/// (docs/BOTS.md, "Objective inference from the public record").
const ATTACKS_ON_OBJECTIVE: f64 = 0.9;

/// How much the attacks weigh next to the holdings (1: as independent evidence).
const ATTACK_EVIDENCE: f64 = 0.5;
