//! Golden scenarios (format documented in tests/scenarios/README.md): a position set up
//! through the validated constructor [`Game::from_position`], optional scripted dice, a
//! list of actions, and expectations. [`run_scenario`] returns one PASS/FAIL line per
//! expectation.

use std::collections::BTreeMap;

// The scenario files are read natively only (tests, src/bin/scenario.rs): the web app,
// whose sandbox uses `Position` alone, does not carry serde_json.
#[cfg(feature = "serde")]
use serde_json::Value;

#[cfg(feature = "serde")]
use super::action::Action;
use super::board::{Card, TerritoryId};
#[cfg(feature = "serde")]
use super::config::{Color, Controller, Options, SeatConfig};
use super::config::{GameConfig, SeatId};
use super::event::{Event, Reinforcement};
use super::game::{Elimination, Game, Phase, TurnState};
use super::objectives::Objective;
#[cfg(feature = "serde")]
use super::preset::PresetId;

/// A position to start from, instead of a new deal.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Position {
    /// `territory -> [owner seat, armies]`. Territories not listed get `rest`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub territories: BTreeMap<TerritoryId, (u8, u32)>,
    /// Owner and armies of every territory not listed; `None` deals them round-robin to
    /// the seats in turn order with 1 army.
    #[cfg_attr(feature = "serde", serde(default))]
    pub rest: Option<(u8, u32)>,
    /// Hands by seat.
    #[cfg_attr(feature = "serde", serde(default))]
    pub hands: BTreeMap<u8, Vec<Card>>,
    /// Objectives by seat (others keep the dealt one).
    #[cfg_attr(feature = "serde", serde(default))]
    pub objectives: BTreeMap<u8, Objective>,
    /// The turn order (default: as the new game drew it).
    #[cfg_attr(feature = "serde", serde(default))]
    pub order: Option<Vec<u8>>,
    /// Whose turn it is.
    pub current: u8,
    /// The round (default 1).
    #[cfg_attr(feature = "serde", serde(default))]
    pub round: Option<u32>,
    /// `reinforce` (reinforcements computed as at the start of a turn), `attack` or
    /// `fortify`.
    pub phase: Phase,
    /// Overrides the reinforcements to place (phase `reinforce`).
    #[cfg_attr(feature = "serde", serde(default))]
    pub reinforcements: Option<u32>,
    /// Whether cards can still be traded (default: true in `reinforce`, false after).
    #[cfg_attr(feature = "serde", serde(default))]
    pub trade_window: Option<bool>,
    /// Territories already conquered this turn.
    #[cfg_attr(feature = "serde", serde(default))]
    pub conquests: u32,
    /// The penultimate round, if time is up.
    #[cfg_attr(feature = "serde", serde(default))]
    pub penultimate_round: Option<u32>,
    /// Extra sdadata rolls held, by seat.
    #[cfg_attr(feature = "serde", serde(default))]
    pub extra_rolls: BTreeMap<u8, u32>,
    /// Turns of the morto already played (decides its directors).
    #[cfg_attr(feature = "serde", serde(default))]
    pub morto_turns: Option<u32>,
    /// Seats already eliminated: `seat -> [order, by]`. A seat without territories must
    /// be listed.
    #[cfg_attr(feature = "serde", serde(default))]
    pub eliminated: BTreeMap<u8, (u32, u8)>,
    /// Cards in the discard pile (the rest not in hands stay in the deck).
    #[cfg_attr(feature = "serde", serde(default))]
    pub discards: Vec<Card>,
    /// Cards on top of the deck, the next drawn first.
    #[cfg_attr(feature = "serde", serde(default))]
    pub deck_top: Vec<Card>,
}

impl Position {
    /// `seat` to play in `phase`, every other field at the default a scenario file gets
    /// when it leaves the field out (territories dealt round-robin, round 1, no cards).
    pub fn new(current: u8, phase: Phase) -> Position {
        Position {
            territories: BTreeMap::new(),
            rest: None,
            hands: BTreeMap::new(),
            objectives: BTreeMap::new(),
            order: None,
            current,
            round: None,
            phase,
            reinforcements: None,
            trade_window: None,
            conquests: 0,
            penultimate_round: None,
            extra_rolls: BTreeMap::new(),
            morto_turns: None,
            eliminated: BTreeMap::new(),
            discards: Vec::new(),
            deck_top: Vec::new(),
        }
    }
}

/// Why a position is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PositionError {
    Config(super::error::ConfigError),
    UnknownSeat(u8),
    ZeroArmies(TerritoryId),
    CardTwice(Card),
    BadOrder,
    PhaseNotSupported(Phase),
    /// A seat holds no territory but is not listed as eliminated (or the reverse).
    Elimination(u8),
    CurrentNotInGame(u8),
    ObjectiveForMorto(u8),
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid position: {self:?}")
    }
}

impl std::error::Error for PositionError {}

impl Game {
    /// Builds a game in the middle of play. Starts from `Game::new(config, seed)` (so
    /// the RNG and the deck are the seed's) and replaces the board, hands, objectives and
    /// turn with the position's, checking that it is consistent.
    ///
    /// # Errors
    /// [`PositionError`] for a config or position that cannot be a game.
    pub fn from_position(
        config: GameConfig,
        seed: u64,
        pos: &Position,
    ) -> Result<Game, PositionError> {
        let mut g = Game::new(config, seed).map_err(PositionError::Config)?;
        let n = g.config.seats.len() as u8;
        let seat = |s: u8| {
            if s < n {
                Ok(SeatId(s))
            } else {
                Err(PositionError::UnknownSeat(s))
            }
        };
        if let Some(order) = &pos.order {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            if sorted != (0..n).collect::<Vec<_>>() {
                return Err(PositionError::BadOrder);
            }
            g.order = order.iter().map(|&s| SeatId(s)).collect();
        }
        let order = g.order.clone();
        for (i, t) in TerritoryId::ALL.iter().enumerate() {
            let (o, a) = match (pos.territories.get(t), pos.rest) {
                (Some(&(o, a)), _) => (o, a),
                (None, Some((o, a))) => (o, a),
                (None, None) => (order[i % order.len()].0, 1),
            };
            if a == 0 {
                return Err(PositionError::ZeroArmies(*t));
            }
            // `club`: 255 is a neutral territory.
            g.owner[t.index()] = if o == SeatId::NEUTRAL.0 && g.rules.territory_draft {
                SeatId::NEUTRAL
            } else {
                seat(o)?
            };
            g.armies[t.index()] = a;
        }
        for (i, s) in g.seats.iter_mut().enumerate() {
            s.owned = TerritoryId::ALL
                .iter()
                .filter(|t| g.owner[t.index()].index() == i)
                .fold(0, |m, t| m | t.bit());
            s.hand.clear();
            s.setup_left = 0;
            s.extra_rolls = 0;
        }
        let mut used: Vec<Card> = Vec::new();
        for (&s, cards) in &pos.hands {
            seat(s)?;
            for c in cards {
                if used.contains(c) {
                    return Err(PositionError::CardTwice(*c));
                }
                used.push(*c);
            }
            g.seats[s as usize].hand = cards.clone();
        }
        for c in pos.discards.iter().chain(pos.deck_top.iter()) {
            if used.contains(c) {
                return Err(PositionError::CardTwice(*c));
            }
            used.push(*c);
        }
        g.deck.retain(|c| !used.contains(c));
        g.deck.extend(pos.deck_top.iter().rev());
        g.discards = pos.discards.clone();
        for (&s, &o) in &pos.objectives {
            seat(s)?;
            if g.is_virtual(SeatId(s)) {
                return Err(PositionError::ObjectiveForMorto(s));
            }
            g.seats[s as usize].objective = Some(o);
            g.seats[s as usize].objective_fallback = false;
        }
        for (&s, &r) in &pos.extra_rolls {
            seat(s)?;
            g.seats[s as usize].extra_rolls = r;
        }
        for i in 0..n {
            let listed = pos.eliminated.get(&i);
            let empty = g.seats[i as usize].owned == 0;
            if listed.is_some() != empty {
                return Err(PositionError::Elimination(i));
            }
            if let Some(&(order, by)) = listed {
                g.seats[i as usize].eliminated = Some(Elimination {
                    order,
                    by: seat(by)?,
                    round: 0,
                });
            }
        }
        g.eliminations = pos.eliminated.len() as u32;
        let current = seat(pos.current)?;
        if !g.is_alive(current) {
            return Err(PositionError::CurrentNotInGame(pos.current));
        }
        g.round = pos.round.unwrap_or(1);
        g.penultimate_round = pos.penultimate_round.or(g.penultimate_round);
        if let Some(m) = pos.morto_turns {
            g.morto_turns = m;
        }
        g.setup = Default::default();
        let turn_pos = g
            .order
            .iter()
            .position(|&s| s == current)
            .expect("in order");
        let mut events = Vec::new();
        match pos.phase {
            Phase::Reinforce | Phase::Attack | Phase::Fortify => {
                g.start_turn_for_position(turn_pos, &mut events);
            }
            other => return Err(PositionError::PhaseNotSupported(other)),
        }
        if let Some(r) = pos.reinforcements {
            g.turn.to_place = r;
            g.turn.reinforcement = Reinforcement {
                total: r,
                ..g.turn.reinforcement.clone()
            };
        }
        g.turn.conquests = pos.conquests;
        match pos.phase {
            Phase::Reinforce => {
                g.phase = if g.turn.to_place > 0 {
                    Phase::Reinforce
                } else {
                    Phase::Attack
                };
                g.turn.trade_window = pos.trade_window.unwrap_or(true);
            }
            Phase::Attack => {
                g.phase = Phase::Attack;
                g.turn.to_place = 0;
                g.turn.trade_window = pos.trade_window.unwrap_or(false);
            }
            _ => {
                g.phase = Phase::Fortify;
                g.turn.to_place = 0;
                g.turn.trade_window = false;
            }
        }
        Ok(g)
    }

    fn start_turn_for_position(&mut self, pos: usize, events: &mut Vec<Event>) {
        // Reuse the real start of a turn (director, reinforcements).
        self.turn = TurnState::default();
        self.start_turn(pos, events);
    }
}

#[cfg(feature = "serde")]
/// A scenario file.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Scenario {
    /// What it shows.
    pub name: String,
    /// The rule and source line it pins.
    #[cfg_attr(feature = "serde", serde(default))]
    pub rule: String,
    /// The preset.
    pub preset: PresetId,
    /// Seat names; colours follow [`Color::ALL`] unless `colors` is given.
    pub seats: Vec<String>,
    #[cfg_attr(feature = "serde", serde(default))]
    pub colors: Option<Vec<Color>>,
    /// Index of the morto (testa a testa).
    #[cfg_attr(feature = "serde", serde(default))]
    pub morto: Option<u8>,
    /// Options (default: the preset's, with the seat order as given).
    #[cfg_attr(feature = "serde", serde(default))]
    pub options: Option<Options>,
    /// The seed.
    #[cfg_attr(feature = "serde", serde(default))]
    pub seed: u64,
    /// A position; without one the game starts new.
    #[cfg_attr(feature = "serde", serde(default))]
    pub position: Option<Position>,
    /// Dice used before the generator's, in order (attacker dice, then defender dice,
    /// of each throw; two per sdadata roll).
    #[cfg_attr(feature = "serde", serde(default))]
    pub dice: Vec<u8>,
    /// The steps.
    pub steps: Vec<Step>,
}

#[cfg(feature = "serde")]
/// One step: an optional action, then expectations.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Step {
    /// The action to apply.
    #[cfg_attr(feature = "serde", serde(default, rename = "do"))]
    pub action: Option<Action>,
    /// The action must be refused with this [`crate::rules::ActionError::code`].
    #[cfg_attr(feature = "serde", serde(default))]
    pub error: Option<String>,
    /// Each value must match (as a subset) some event the action produced.
    #[cfg_attr(feature = "serde", serde(default))]
    pub events: Vec<Value>,
    /// Event kinds (snake_case) the action must not produce.
    #[cfg_attr(feature = "serde", serde(default))]
    pub no_events: Vec<String>,
    /// Each key is compared (as a subset) with the same key of [`probe`].
    #[cfg_attr(feature = "serde", serde(default))]
    pub expect: BTreeMap<String, Value>,
    /// A note for the reader.
    #[cfg_attr(feature = "serde", serde(default))]
    pub note: String,
}

#[cfg(feature = "serde")]
/// One PASS or FAIL line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub pass: bool,
    pub text: String,
}

#[cfg(feature = "serde")]
/// A JSON picture of the state that expectations are compared with: `phase`, `round`,
/// `current`, `actor`, `director`, `to_place`, `armies` and `owner` (by territory), `hands`
/// and `hand_sizes` (by seat), `objectives`, `alive`, `extra_rolls`, `reinforcement`,
/// `conquest_range`, `tradable` (number of tris), `undo`, `deck`, `discards`,
/// `setup_left`, `territory_counts`, `fifty_percent_ok`, `turn_order`,
/// `penultimate_round`, `sdadata_threshold`, `outcome`, `legal_count`, and `views` (the
/// JSON of `view_for` each seat, by seat) and `public_view`.
pub fn probe(g: &Game) -> Value {
    let n = g.config().seats.len();
    let seat_map = |f: &dyn Fn(SeatId) -> Value| -> Value {
        Value::Object(
            (0..n)
                .map(|i| (i.to_string(), f(SeatId(i as u8))))
                .collect(),
        )
    };
    let terr_map = |f: &dyn Fn(TerritoryId) -> Value| -> Value {
        Value::Object(
            TerritoryId::ALL
                .iter()
                .map(|&t| (t.key().to_string(), f(t)))
                .collect(),
        )
    };
    let j = |v: &dyn erased::Ser| v.to_value();
    serde_json::json!({
        "phase": g.phase(),
        "round": g.round(),
        "current": g.current_seat(),
        "actor": g.actor(),
        "director": g.director(),
        "to_place": g.armies_to_place(),
        "armies": terr_map(&|t| Value::from(g.armies(t))),
        "owner": terr_map(&|t| Value::from(g.owner(t).0)),
        "hands": seat_map(&|s| j(&g.hand(s).to_vec())),
        "hand_sizes": seat_map(&|s| Value::from(g.hand(s).len())),
        "objectives": seat_map(&|s| j(&g.objective(s))),
        "alive": seat_map(&|s| Value::from(g.is_alive(s))),
        "territory_counts": seat_map(&|s| Value::from(g.territory_count(s))),
        "setup_left": seat_map(&|s| Value::from(g.setup_armies_left(s))),
        "fifty_percent_ok": super::setup::first_violation(&g.owner, &g.order).is_none(),
        "turn_order": j(&g.turn_order().to_vec()),
        "extra_rolls": seat_map(&|s| Value::from(g.extra_rolls(s))),
        "reinforcement": j(&g.reinforcement().cloned()),
        "conquest_range": j(&g.conquest_move_range()),
        "tradable": g.tradable_tris().len(),
        "undo": g.can_undo_place(),
        "move_made": g.move_made(),
        "move_undo": g.can_undo_move(),
        "deck": g.deck_len(),
        "discards": g.discards_len(),
        "penultimate_round": g.penultimate_round(),
        "sdadata_threshold": j(&g.sdadata_threshold()),
        "outcome": j(&g.outcome().cloned()),
        "status": seat_map(&|s| j(&g.seat_status(s))),
        "club_scores": seat_map(&|s| if g.rules().chain_scoring() { Value::from(g.club_score(s)) } else { Value::Null }),
        "supplementary": g.in_supplementary_turns(),
        "supplementary_played": seat_map(&|s| Value::from(g.supplementary_turns_played(s))),
        "choice_pending": g.supplementary_choice_pending(),
        "to_remove": g.armies_to_remove(),
        "army_caps": seat_map(&|s| j(&g.army_cap_of(s))),
        "club_chain": seat_map(&|s| j(&super::board::territories_in(g.club_chain(s)).collect::<Vec<_>>())),
        "legal_count": g.legal_actions().len(),
        "views": seat_map(&|s| j(&g.view_for(s))),
        "public_view": j(&g.public_view()),
    })
}

#[cfg(feature = "serde")]
mod erased {
    pub trait Ser {
        fn to_value(&self) -> serde_json::Value;
    }
    impl<T: serde::Serialize> Ser for T {
        fn to_value(&self) -> serde_json::Value {
            serde_json::to_value(self).expect("serializable")
        }
    }
}

#[cfg(feature = "serde")]
/// Whether `expected` is contained in `actual`: objects by key (recursively), arrays of
/// the same length element by element, everything else by equality.
pub fn subset(expected: &Value, actual: &Value) -> bool {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|av| subset(v, av))),
        (Value::Array(e), Value::Array(a)) => {
            e.len() == a.len() && e.iter().zip(a).all(|(x, y)| subset(x, y))
        }
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => expected == actual,
    }
}

#[cfg(feature = "serde")]
fn event_kind(e: &Event) -> String {
    match serde_json::to_value(e).expect("serializable") {
        Value::Object(m) => m.keys().next().cloned().unwrap_or_default(),
        Value::String(s) => s,
        _ => String::new(),
    }
}

#[cfg(feature = "serde")]
/// Builds the scenario's game.
///
/// # Errors
/// A message if the config or position is refused.
pub fn build(s: &Scenario) -> Result<Game, String> {
    let colors = s.colors.clone().unwrap_or_else(|| Color::ALL.to_vec());
    let seats: Vec<SeatConfig> = s
        .seats
        .iter()
        .enumerate()
        .map(|(i, name)| SeatConfig {
            name: name.clone(),
            color: colors[i % colors.len()],
            controller: if s.morto == Some(i as u8) {
                Controller::Virtual
            } else {
                Controller::Human
            },
        })
        .collect();
    let mut config = GameConfig::new(s.preset, seats);
    config.options.seat_order = super::config::SeatOrder::AsGiven;
    if let Some(o) = &s.options {
        config.options = *o;
    }
    let mut game = match &s.position {
        Some(p) => Game::from_position(config, s.seed, p).map_err(|e| e.to_string())?,
        None => Game::new(config, s.seed).map_err(|e| e.to_string())?,
    };
    game.scripted_dice = s.dice.iter().copied().collect();
    Ok(game)
}

#[cfg(feature = "serde")]
/// Runs a scenario given as JSON text.
pub fn run_scenario(json: &str) -> Vec<Check> {
    let mut out = Vec::new();
    let s: Scenario = match serde_json::from_str(json) {
        Ok(s) => s,
        Err(e) => {
            out.push(Check {
                pass: false,
                text: format!("scenario does not parse: {e}"),
            });
            return out;
        }
    };
    let mut game = match build(&s) {
        Ok(g) => g,
        Err(e) => {
            out.push(Check {
                pass: false,
                text: format!("{}: setup refused: {e}", s.name),
            });
            return out;
        }
    };
    for (i, step) in s.steps.iter().enumerate() {
        let label = format!("{} / step {}", s.name, i + 1);
        let mut events = Vec::new();
        if let Some(action) = &step.action {
            let before = game.clone();
            match (game.apply(*action), &step.error) {
                (Ok(ev), None) => events = ev,
                (Ok(_), Some(code)) => out.push(Check {
                    pass: false,
                    text: format!("{label}: {action:?} accepted, expected error {code}"),
                }),
                (Err(e), None) => out.push(Check {
                    pass: false,
                    text: format!("{label}: {action:?} refused: {e}"),
                }),
                (Err(e), Some(code)) => {
                    let unchanged = game == before;
                    out.push(Check {
                        pass: e.code() == code && unchanged,
                        text: format!(
                            "{label}: {action:?} refused with {} (expected {code}){}",
                            e.code(),
                            if unchanged {
                                ""
                            } else {
                                ", but the game changed"
                            }
                        ),
                    });
                }
            }
        }
        let values: Vec<Value> = events
            .iter()
            .map(|e| serde_json::to_value(e).expect("serializable"))
            .collect();
        for want in &step.events {
            let pass = values.iter().any(|v| subset(want, v));
            out.push(Check {
                pass,
                text: format!("{label}: event {want}"),
            });
        }
        for kind in &step.no_events {
            let pass = !events.iter().any(|e| &event_kind(e) == kind);
            out.push(Check {
                pass,
                text: format!("{label}: no event {kind}"),
            });
        }
        if !step.expect.is_empty() {
            let p = probe(&game);
            for (k, want) in &step.expect {
                let got = p.get(k).cloned().unwrap_or(Value::Null);
                let pass = subset(want, &got);
                let shown = if pass {
                    String::new()
                } else {
                    let mut g = got.to_string();
                    if g.len() > 300 {
                        g.truncate(300);
                        g.push('…');
                    }
                    format!(" (got {g})")
                };
                out.push(Check {
                    pass,
                    text: format!("{label}: {k} = {want}{shown}"),
                });
            }
        }
    }
    if out.is_empty() {
        out.push(Check {
            pass: false,
            text: format!("{}: no expectation", s.name),
        });
    }
    out
}
