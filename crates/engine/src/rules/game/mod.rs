//! The game state and its one API: [`Game::new`], [`Game::check`], [`Game::apply`],
//! [`Game::legal_actions`], the queries the UI needs, [`Game::view_for`] and
//! [`Game::outcome`].

use std::collections::VecDeque;

use super::action::Action;
use super::board::{territories_in, Card, Continent, TerritoryId};
use super::cards::{self, TrisOption};
use super::config::{Controller, Ending, GameConfig, SeatId, SeatOrder, Trigger};
use super::error::{ActionError, ConfigError};
use super::event::{BlitzStop, Dice, Event, NoCardReason, Reinforcement};
use super::objectives::{ClassicObjective, Objective};
use super::preset::RuleSet;
use super::rng::Rng;
use super::scoring::{EndReason, Outcome};
use super::setup;

mod apply;
mod check;
mod end;
mod turn;

/// The phase of the game. The stable snake_case names go into the page's `data-phase`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Initial placement in groups of 3.
    Setup,
    /// Trades and reinforcements at the start of a turn.
    Reinforce,
    /// Attacks.
    Attack,
    /// A territory was conquered: the conquest move ([`Action::Occupy`]) is pending.
    Conquest,
    /// After the attacks: the strategic move, then the end of the turn.
    Fortify,
    /// `club` point 4: at the end of its turn the seat is above its army cap and removes
    /// twice the excess ([`Action::Remove`]) before the turn ends.
    Removal,
    /// The game is over.
    Over,
}

impl Phase {
    /// Every phase, in the order of a turn.
    pub const ALL: [Phase; 7] = [
        Phase::Setup,
        Phase::Reinforce,
        Phase::Attack,
        Phase::Conquest,
        Phase::Fortify,
        Phase::Removal,
        Phase::Over,
    ];

    /// The stable id (`"reinforce"`).
    pub const fn key(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Reinforce => "reinforce",
            Phase::Attack => "attack",
            Phase::Conquest => "conquest",
            Phase::Fortify => "fortify",
            Phase::Removal => "removal",
            Phase::Over => "over",
        }
    }
}

/// How a seat left the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Elimination {
    /// 1 for the first seat eliminated.
    pub order: u32,
    /// The killer.
    pub by: SeatId,
    /// The round it happened in.
    pub round: u32,
}

/// Per-seat state.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct SeatState {
    pub(crate) hand: Vec<Card>,
    pub(crate) objective: Option<Objective>,
    /// A classic "destroy" objective that became "conquer 24 territories".
    pub(crate) objective_fallback: bool,
    /// A classic "destroy" objective fulfilled by this seat.
    pub(crate) destroyed_target: bool,
    pub(crate) eliminated: Option<Elimination>,
    /// Armies still to place in the setup.
    pub(crate) setup_left: u32,
    /// `testa_a_testa` extra sdadata rolls held.
    pub(crate) extra_rolls: u32,
    /// Territories held (bit = [`TerritoryId::index`]).
    pub(crate) owned: u64,
    /// `club`: whether the seat still takes turns (see [`SeatStatus`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "SeatStatus::is_playing")
    )]
    pub(crate) status: SeatStatus,
    /// Territories this seat has attacked, in its own turns (public: the table sees every
    /// attack; the bots read a rival's aims from it).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "crate::rules::is_default")
    )]
    pub(crate) attacked: u64,
}

/// Whether a seat still in the game takes turns (`club` only; always `Playing`
/// elsewhere).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SeatStatus {
    /// Takes its turns.
    #[default]
    Playing,
    /// Made RisiKo! by points and stops playing (club point 14); its armies stay.
    Risiko,
    /// Frozen (club point 20): its territories only defend.
    Frozen,
    /// Retired (club point 17): its territories became neutral.
    Retired,
}

impl SeatStatus {
    #[cfg(feature = "serde")]
    fn is_playing(&self) -> bool {
        *self == SeatStatus::Playing
    }
}

/// A pending conquest move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PendingConquest {
    /// Where the attack came from.
    pub from: TerritoryId,
    /// The conquered territory.
    pub to: TerritoryId,
    /// Armies already moved in (the dice of the last throw): the least the move can be.
    pub min: u32,
    /// The most the move can be.
    pub max: u32,
}

/// State of the turn in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct TurnState {
    pub(crate) reinforcement: Reinforcement,
    pub(crate) to_place: u32,
    /// Placements that can still be undone, last one last.
    pub(crate) placements: Vec<(TerritoryId, u32)>,
    /// Whether the trade window was open before the first undoable placement. No longer
    /// read (an undo never reopens the trades), kept so that state snapshots and their
    /// pinned hashes stay as they were.
    pub(crate) window_before_placements: bool,
    pub(crate) trade_window: bool,
    /// After destroying the morto: trades must use one of these cards.
    pub(crate) kill_cards: Vec<Card>,
    pub(crate) conquests: u32,
    pub(crate) moved: bool,
    /// `club`: the strategic move made this turn (from, to, armies), which the player may
    /// take back until the turn ends ([`Action::UndoMove`], point 22). Absent elsewhere,
    /// so other presets' snapshots are as they were.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub(crate) last_move: Option<(TerritoryId, TerritoryId, u32)>,
    pub(crate) pending: Option<PendingConquest>,
    pub(crate) director: Option<SeatId>,
}

/// State of the setup placement.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct SetupState {
    /// Position in the turn order of the seat placing.
    pub(crate) pos: usize,
    /// Armies left in the current group.
    pub(crate) group_left: u32,
    /// Placements of the current group.
    pub(crate) placements: Vec<(TerritoryId, u32)>,
    /// Groups of the morto placed so far.
    pub(crate) morto_groups: u32,
    /// `club`: the territory draft is in progress (one army at a time on a free
    /// territory, from the last seat to the first).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "std::ops::Not::not")
    )]
    pub(crate) draft: bool,
}

/// A game in progress or over. Clone it to explore; serialize it for a snapshot (it
/// holds the random generator's state, so it must never be shown to a player: use
/// [`Game::view_for`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Game {
    pub(crate) config: GameConfig,
    pub(crate) rules: RuleSet,
    pub(crate) seed: u64,
    pub(crate) rng: Rng,
    pub(crate) order: Vec<SeatId>,
    /// The owner of each territory, by [`TerritoryId::index`].
    #[cfg_attr(feature = "serde", serde(with = "by_territory"))]
    pub(crate) owner: [SeatId; TerritoryId::COUNT],
    /// The armies on each territory, by [`TerritoryId::index`].
    #[cfg_attr(feature = "serde", serde(with = "by_territory"))]
    pub(crate) armies: [u32; TerritoryId::COUNT],
    pub(crate) seats: Vec<SeatState>,
    pub(crate) deck: Vec<Card>,
    pub(crate) discards: Vec<Card>,
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    /// Position in `order` of the seat whose turn it is.
    pub(crate) turn_pos: usize,
    pub(crate) turn: TurnState,
    pub(crate) setup: SetupState,
    /// The round during which time ran out (the penultimate one).
    pub(crate) penultimate_round: Option<u32>,
    /// Secret time drawn from the seed, in minutes.
    pub(crate) secret_minutes: Option<u32>,
    pub(crate) morto_turns: u32,
    pub(crate) eliminations: u32,
    pub(crate) outcome: Option<Outcome>,
    /// The supplementary turns (`club` point 1).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "super::is_default")
    )]
    pub(crate) supplementary: super::supplementary::SupplementaryTurns,
    /// Seats frozen during the supplementary turns, bit = seat (`club` point 20).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "super::is_default")
    )]
    pub(crate) frozen_late: u64,
    /// The chain each seat chose (`club` point 12).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "super::is_default")
    )]
    pub(crate) chain_choice: super::chains::ChainChoice,
    /// Cards owed to the border penalty, by seat (`club`'s penalty section).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub(crate) owed_cards: Vec<u8>,
    /// The removal above the army cap and the lowered caps (`club` point 4).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "super::is_default")
    )]
    pub(crate) cap_removal: super::cap_removal::CapRemoval,
    /// Dice to use before the generator's (scenarios only).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "VecDeque::is_empty")
    )]
    pub(crate) scripted_dice: VecDeque<u8>,
}

impl Game {
    /// Starts a game: validates the config, draws the seat order, deals the territories
    /// (with the preset's 50% rule), deals the objectives and shuffles the deck. The game
    /// starts in [`Phase::Setup`].
    ///
    /// # Errors
    /// A [`ConfigError`] if the config does not fit its preset.
    ///
    /// # Examples
    /// ```
    /// use planisfero_engine::rules::*;
    /// let config = GameConfig::new(PresetId::Torneo, vec![
    ///     SeatConfig::human("Anna", Color::Blu),
    ///     SeatConfig::human("Bruno", Color::Rosso),
    ///     SeatConfig::human("Carla", Color::Giallo),
    ///     SeatConfig::human("Dario", Color::Verde),
    /// ]);
    /// let game = Game::new(config, 7).unwrap();
    /// assert_eq!(game.phase(), Phase::Setup);
    /// assert_eq!(game.armies_to_place(), 3);
    /// ```
    pub fn new(config: GameConfig, seed: u64) -> Result<Game, ConfigError> {
        let rules = config.validate()?;
        let n = config.seats.len();
        let mut rng = Rng::new(seed);
        let mut order: Vec<SeatId> = (0..n).map(|i| SeatId(i as u8)).collect();
        if config.options.seat_order == SeatOrder::Random {
            rng.shuffle(&mut order);
        }
        let secret_minutes = match config.options.ending {
            Ending::SecretTime {
                min_minutes,
                max_minutes,
            } => Some(min_minutes + rng.below(max_minutes - min_minutes + 1)),
            _ => None,
        };
        // ---- club rule (docs/RULES.md §4): the territories are drafted, not dealt.
        let owner = if rules.territory_draft {
            [SeatId::NEUTRAL; TerritoryId::COUNT]
        } else {
            setup::deal(&rules, &order, &mut rng)
        };
        let objectives = setup::deal_objectives(&rules, &config, &order, &mut rng);
        let mut deck: Vec<Card> = Card::deck().collect();
        rng.shuffle(&mut deck);
        let initial = rules.initial_armies_for(n).unwrap_or(0);
        let mut seats = Vec::with_capacity(n);
        for (i, &(objective, fallback)) in objectives.iter().enumerate().take(n) {
            let owned = owner
                .iter()
                .enumerate()
                .filter(|(_, o)| o.index() == i)
                .fold(0u64, |m, (t, _)| m | (1u64 << t));
            seats.push(SeatState {
                hand: Vec::new(),
                objective,
                objective_fallback: fallback,
                destroyed_target: false,
                eliminated: None,
                setup_left: initial.saturating_sub(owned.count_ones()),
                extra_rolls: 0,
                owned,
                status: SeatStatus::Playing,
                attacked: 0,
            });
        }
        let penultimate_round = match config.options.ending {
            Ending::Sdadata {
                trigger: Trigger::Rounds(r),
            }
            | Ending::Supplementary {
                trigger: Trigger::Rounds(r),
            } => Some(r),
            _ => None,
        };
        let mut game = Game {
            config,
            rules,
            seed,
            rng,
            order,
            owner,
            armies: [1; TerritoryId::COUNT],
            seats,
            deck,
            discards: Vec::new(),
            phase: Phase::Setup,
            round: 0,
            turn_pos: 0,
            turn: TurnState::default(),
            setup: SetupState::default(),
            penultimate_round,
            secret_minutes,
            morto_turns: 0,
            eliminations: 0,
            outcome: None,
            supplementary: Default::default(),
            frozen_late: 0,
            chain_choice: Default::default(),
            owed_cards: Vec::new(),
            cap_removal: Default::default(),
            scripted_dice: VecDeque::new(),
        };
        let mut events = Vec::new();
        if game.rules.territory_draft {
            super::draft::begin_draft(&mut game);
        } else {
            game.begin_setup_group(0, &mut events);
        }
        Ok(game)
    }

    // ----------------------------------------------------------------- accessors

    /// The config the game was started with.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The rule set in force.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The seed the game was started with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The phase.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round: 0 during the setup, then 1, 2...
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The turn order (seat ids, first player first).
    pub fn turn_order(&self) -> &[SeatId] {
        &self.order
    }

    /// The seat whose turn (or setup group) it is; `None` when the game is over.
    #[inline]
    pub fn current_seat(&self) -> Option<SeatId> {
        match self.phase {
            Phase::Over => None,
            Phase::Setup => Some(self.order[self.setup.pos]),
            _ => Some(self.order[self.turn_pos]),
        }
    }

    /// The human seat that must act now: the current seat, or for the morto the real
    /// player directing it. `None` when the game is over.
    pub fn actor(&self) -> Option<SeatId> {
        let seat = self.current_seat()?;
        if !self.is_virtual(seat) {
            return Some(seat);
        }
        match self.phase {
            Phase::Setup => Some(self.director_for(self.setup.morto_groups)),
            _ => self.turn.director,
        }
    }

    /// The real player directing the morto this turn (`testa_a_testa`), if it is the
    /// morto's turn.
    pub fn director(&self) -> Option<SeatId> {
        let seat = self.current_seat()?;
        if self.is_virtual(seat) {
            self.actor()
        } else {
            None
        }
    }

    /// Whether the seat is the virtual morto.
    #[inline]
    pub fn is_virtual(&self, seat: SeatId) -> bool {
        self.config.seats[seat.index()].controller == Controller::Virtual
    }

    /// The owner of a territory.
    #[inline]
    pub fn owner(&self, t: TerritoryId) -> SeatId {
        self.owner[t.index()]
    }

    /// Armies on a territory.
    #[inline]
    pub fn armies(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    /// Territories held by a seat (bit mask).
    #[inline]
    pub fn territory_mask(&self, seat: SeatId) -> u64 {
        self.seats[seat.index()].owned
    }

    /// Number of territories held by a seat.
    pub fn territory_count(&self, seat: SeatId) -> u32 {
        self.seats[seat.index()].owned.count_ones()
    }

    /// All armies a seat has on the board.
    pub fn total_armies(&self, seat: SeatId) -> u32 {
        territories_in(self.seats[seat.index()].owned)
            .map(|t| self.armies[t.index()])
            .sum()
    }

    /// Whether the seat is still in the game.
    pub fn is_alive(&self, seat: SeatId) -> bool {
        self.seats[seat.index()].eliminated.is_none()
    }

    /// How the seat was eliminated, if it was.
    pub fn elimination(&self, seat: SeatId) -> Option<Elimination> {
        self.seats[seat.index()].eliminated
    }

    /// A seat's hand. Secret: show it only to its owner (and, for the morto, to both
    /// real players); [`Game::view_for`] does this.
    pub fn hand(&self, seat: SeatId) -> &[Card] {
        &self.seats[seat.index()].hand
    }

    /// A seat's objective as it stands now (a classic "destroy" objective that fell back
    /// reads as "conquer 24 territories"). Secret: show it only to its holder.
    pub fn objective(&self, seat: SeatId) -> Option<Objective> {
        let s = &self.seats[seat.index()];
        if s.objective_fallback {
            Some(Objective::Classic(ClassicObjective::Territories24))
        } else {
            s.objective
        }
    }

    /// The objective card dealt to a seat.
    pub fn dealt_objective(&self, seat: SeatId) -> Option<Objective> {
        self.seats[seat.index()].objective
    }

    /// Extra sdadata rolls a seat holds (`testa_a_testa`).
    pub fn extra_rolls(&self, seat: SeatId) -> u32 {
        self.seats[seat.index()].extra_rolls
    }

    /// Cards in the draw deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Cards in the discard pile.
    pub fn discards_len(&self) -> usize {
        self.discards.len()
    }

    /// Territories conquered in the turn so far.
    pub fn conquests_this_turn(&self) -> u32 {
        self.turn.conquests
    }

    /// Whether the strategic move was made this turn.
    #[inline]
    pub fn move_made(&self) -> bool {
        self.turn.moved
    }

    /// The pending conquest move, in [`Phase::Conquest`].
    pub fn pending_conquest(&self) -> Option<PendingConquest> {
        self.turn.pending
    }

    /// The final result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The penultimate round, once time is up (or fixed by a round trigger).
    pub fn penultimate_round(&self) -> Option<u32> {
        self.penultimate_round
    }

    /// Seats still in the game, in turn order.
    pub fn alive_in_order(&self) -> impl Iterator<Item = SeatId> + '_ {
        self.order.iter().copied().filter(|&s| self.is_alive(s))
    }

    /// The two real seats of `testa_a_testa` in turn order; empty in other presets.
    pub fn real_seats_in_order(&self) -> Vec<SeatId> {
        if self.rules.virtual_seats == 0 {
            return Vec::new();
        }
        self.order
            .iter()
            .copied()
            .filter(|&s| !self.is_virtual(s))
            .collect()
    }

    /// The real player who directs the morto's `k`-th turn or setup group (0-based):
    /// alternately, starting with the real player who comes last in the turn order
    /// (testa-a-testa.txt lines 15-17 and 33-38).
    pub(crate) fn director_for(&self, k: u32) -> SeatId {
        let real = self.real_seats_in_order();
        debug_assert_eq!(real.len(), 2);
        if k.is_multiple_of(2) {
            real[1]
        } else {
            real[0]
        }
    }

    // ----------------------------------------------------------------- clock

    /// For the app's clock: whether the time limit (the public minutes of a sdadata
    /// trigger, or the secret time) has passed after `elapsed_seconds` of play. When it
    /// has, the app sends [`Action::TimeUp`]. The secret time itself never leaves the
    /// engine.
    pub fn time_limit_reached(&self, elapsed_seconds: u64) -> bool {
        let minutes = match self.config.options.ending {
            Ending::Sdadata {
                trigger: Trigger::Minutes(m),
            } => m,
            Ending::SecretTime { .. } => self.secret_minutes.unwrap_or(u32::MAX),
            Ending::Supplementary {
                trigger: Trigger::Minutes(m),
            } => m,
            _ => return false,
        };
        self.phase != Phase::Over
            && self.penultimate_round.is_none()
            && elapsed_seconds >= u64::from(minutes) * 60
    }

    /// Whether [`Action::TimeUp`] means anything for this game now.
    pub fn has_clock(&self) -> bool {
        matches!(
            self.config.options.ending,
            Ending::Sdadata {
                trigger: Trigger::Minutes(_)
            } | Ending::SecretTime { .. }
                | Ending::Supplementary {
                    trigger: Trigger::Minutes(_)
                }
        )
    }

    // ----------------------------------------------------------------- dice

    pub(crate) fn roll(&mut self) -> u8 {
        match self.scripted_dice.pop_front() {
            Some(d) => d,
            None => self.rng.d6(),
        }
    }

    // ----------------------------------------------------------------- helpers

    #[inline]
    pub(crate) fn current(&self) -> SeatId {
        self.current_seat().unwrap_or(SeatId(0))
    }

    fn enemy_neighbour(&self, t: TerritoryId) -> bool {
        let me = self.owner[t.index()];
        if me.is_neutral() {
            return true;
        }
        self.neighbour_mask_of(t) & !self.seats[me.index()].owned != 0
    }

    // ---- club rule (docs/RULES.md §4): the board's borders depend on the preset.

    /// Neighbours of `t` on this game's board (`club`: Egitto and Medio Oriente do not
    /// border, club-qualificazioni.txt point 5).
    #[inline]
    pub fn neighbour_mask_of(&self, t: TerritoryId) -> u64 {
        if self.rules.egypt_middle_east_apart {
            super::club_board::neighbour_mask(t)
        } else {
            t.neighbour_mask()
        }
    }

    /// [`Game::neighbour_mask_of`] of every territory, by index.
    pub(crate) fn neighbour_masks(&self) -> &'static [u64; 42] {
        if self.rules.egypt_middle_east_apart {
            &super::club_board::NEIGHBOURS
        } else {
            &super::board::NEIGHBOURS
        }
    }

    /// Whether two territories border on this game's board.
    #[inline]
    pub fn borders(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.neighbour_mask_of(a) & b.bit() != 0
    }

    /// A seat's status (`club`: playing, RisiKo!, frozen or retired).
    pub fn seat_status(&self, seat: SeatId) -> SeatStatus {
        self.seats[seat.index()].status
    }

    /// Whether the seat takes turns: in the game and, in `club`, still playing.
    pub fn takes_turns(&self, seat: SeatId) -> bool {
        self.is_alive(seat) && self.seats[seat.index()].status == SeatStatus::Playing
    }

    /// Armies that must stay on `t` when moving out of it: the rules' garrison next to an
    /// enemy ([`RuleSet::garrison_next_to_enemy`], 2 or 1), else 1.
    pub fn garrison(&self, t: TerritoryId) -> u32 {
        if self.enemy_neighbour(t) {
            self.rules.garrison_next_to_enemy
        } else {
            1
        }
    }
}

/// Dice of one blitz throw: as many as allowed without risking to go below `stop_at`.
pub(crate) fn blitz_dice(armies: u32, stop_at: u32) -> u8 {
    if armies <= stop_at || armies < 2 {
        return 0;
    }
    (armies - 1).min(3).min(armies - stop_at) as u8
}

/// Serde of a per-territory array in the form of the list it was (a `Vec`).
#[cfg(feature = "serde")]
mod by_territory {
    use super::TerritoryId;
    use serde::{de::Error, Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<T: Serialize, S: Serializer>(
        items: &[T; TerritoryId::COUNT],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        items.as_slice().serialize(serializer)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<[T; TerritoryId::COUNT], D::Error> {
        let items = Vec::<T>::deserialize(deserializer)?;
        let len = items.len();
        items
            .try_into()
            .map_err(|_| D::Error::invalid_length(len, &"one item per territory"))
    }
}
