//! The game state and its one API: [`Game::new`], [`Game::check`], [`Game::apply`],
//! [`Game::legal_actions`], the queries the UI needs, [`Game::view_for`] and
//! [`Game::outcome`].

use std::collections::VecDeque;

use super::action::Action;
use super::board::{territories_in, Card, Continent, TerritoryId};
use super::cards::{self, TrisOption};
use super::config::{Controller, Ending, GameConfig, SeatId, SeatOrder, Trigger};
use super::error::{ActionError, ConfigError};
use super::event::{BlitzStop, Event, NoCardReason, Reinforcement};
use super::objectives::{ClassicObjective, Objective};
use super::preset::RuleSet;
use super::rng::Rng;
use super::scoring::{EndReason, Outcome};
use super::setup;

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
    /// The game is over.
    Over,
}

impl Phase {
    /// Every phase, in the order of a turn.
    pub const ALL: [Phase; 6] = [
        Phase::Setup,
        Phase::Reinforce,
        Phase::Attack,
        Phase::Conquest,
        Phase::Fortify,
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
    pub(crate) owner: Vec<SeatId>,
    pub(crate) armies: Vec<u32>,
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
    /// `club`: the supplementary turns and the seats frozen in them.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub(crate) club: Option<Box<super::club::ClubState>>,
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
    /// use planisfero::rules::*;
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
        // ---- preset hook (club): the territories are drafted, not dealt.
        let owner = if rules.club {
            vec![SeatId::NEUTRAL; TerritoryId::COUNT]
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
            armies: vec![1; TerritoryId::COUNT],
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
            club: None,
            scripted_dice: VecDeque::new(),
        };
        let mut events = Vec::new();
        if game.rules.club {
            game.club = Some(Box::default());
            super::club::begin_draft(&mut game);
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
    pub fn is_virtual(&self, seat: SeatId) -> bool {
        self.config.seats[seat.index()].controller == Controller::Virtual
    }

    /// The owner of a territory.
    pub fn owner(&self, t: TerritoryId) -> SeatId {
        self.owner[t.index()]
    }

    /// Armies on a territory.
    pub fn armies(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    /// Territories held by a seat (bit mask).
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
        if !self.rules.testa_a_testa {
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

    // ---- preset hook (club): the board's borders depend on the preset.

    /// Neighbours of `t` on this game's board (`club`: Egitto and Medio Oriente do not
    /// border, club-qualificazioni.txt point 5).
    pub fn neighbour_mask_of(&self, t: TerritoryId) -> u64 {
        if self.rules.club_map {
            super::club::neighbour_mask(t)
        } else {
            t.neighbour_mask()
        }
    }

    /// Whether two territories border on this game's board.
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

    /// Armies that must stay on `t` when moving out of it: 2 next to an enemy, else 1.
    pub fn garrison(&self, t: TerritoryId) -> u32 {
        if self.enemy_neighbour(t) {
            2
        } else {
            1
        }
    }

    pub(crate) fn set_owner(&mut self, t: TerritoryId, seat: SeatId) {
        let old = self.owner[t.index()];
        // `club`: neutral territories belong to no seat.
        if !old.is_neutral() {
            self.seats[old.index()].owned &= !t.bit();
        }
        if !seat.is_neutral() {
            self.seats[seat.index()].owned |= t.bit();
        }
        self.owner[t.index()] = seat;
    }

    // ----------------------------------------------------------------- setup

    /// Starts the setup group of the first seat at or after `pos` (cyclically) that has
    /// armies left; finishes the setup if none has.
    pub(crate) fn begin_setup_group(&mut self, pos: usize, events: &mut Vec<Event>) {
        let n = self.order.len();
        for k in 0..n {
            let p = (pos + k) % n;
            let seat = self.order[p];
            let left = self.seats[seat.index()].setup_left;
            if left > 0 {
                self.setup.pos = p;
                self.setup.group_left = left.min(3);
                self.setup.placements.clear();
                return;
            }
        }
        self.setup.placements.clear();
        self.setup.group_left = 0;
        events.push(Event::SetupFinished);
        self.round = 1;
        events.push(Event::RoundStarted { round: 1 });
        if let Some(p) = self.penultimate_round {
            if p <= 1 {
                events.push(Event::LastRoundAnnounced {
                    penultimate: p,
                    last: p + 1,
                });
            }
        }
        self.start_turn(0, events);
    }

    // ----------------------------------------------------------------- turns

    pub(crate) fn start_turn(&mut self, pos: usize, events: &mut Vec<Event>) {
        self.turn_pos = pos;
        let seat = self.order[pos];
        let director = if self.is_virtual(seat) {
            let d = self.director_for(self.morto_turns);
            self.morto_turns += 1;
            Some(d)
        } else {
            None
        };
        self.turn = TurnState {
            director,
            trade_window: true,
            ..TurnState::default()
        };
        events.push(Event::TurnStarted {
            seat,
            round: self.round,
            director,
        });
        let owned = self.seats[seat.index()].owned;
        let territories = owned.count_ones();
        let mut r = Reinforcement {
            territories,
            from_territories: territories / 3,
            cap: self.army_cap(),
            ..Reinforcement::default()
        };
        for c in Continent::ALL {
            if owned & c.mask() == c.mask() {
                r.continents.push((c, c.bonus()));
            }
        }
        let gross = r.from_territories + r.continents.iter().map(|c| c.1).sum::<u32>();
        let granted = self.capped(seat, 0, gross);
        r.lost_to_cap = gross - granted;
        r.total = granted;
        self.turn.to_place = granted;
        self.turn.reinforcement = r.clone();
        events.push(Event::Reinforcements { seat, breakdown: r });
        if gross > granted {
            events.push(Event::ArmyCapReached {
                seat,
                cap: self.army_cap().unwrap_or(0),
                lost: gross - granted,
            });
        }
        self.phase = if granted > 0 {
            Phase::Reinforce
        } else {
            Phase::Attack
        };
    }

    /// The army cap in force.
    pub fn army_cap(&self) -> Option<u32> {
        self.config.options.army_cap.or(self.rules.army_cap)
    }

    /// How many of `gross` new armies a seat may receive with `pending` still to place.
    fn capped(&self, seat: SeatId, pending: u32, gross: u32) -> u32 {
        match self.army_cap() {
            None => gross,
            Some(cap) => {
                let have = self.total_armies(seat) + pending;
                gross.min(cap.saturating_sub(have))
            }
        }
    }

    // ----------------------------------------------------------------- check

    /// Whether `action` is legal now, and if not why. Errors are checked in a fixed
    /// order: the game is over, the phase is wrong, the move is illegal.
    ///
    /// # Errors
    /// The [`ActionError`] [`Game::apply`] would return.
    pub fn check(&self, action: &Action) -> Result<(), ActionError> {
        if self.phase == Phase::Over {
            return Err(ActionError::GameOver);
        }
        let wrong = || ActionError::WrongPhase {
            action: action.kind(),
            phase: self.phase,
        };
        let me = self.current();
        match *action {
            Action::Place { territory, armies } => {
                let left = match self.phase {
                    Phase::Setup => self.setup.group_left,
                    Phase::Reinforce => self.turn.to_place,
                    _ => return Err(wrong()),
                };
                // ---- preset hook (club): the draft places one army on a free territory.
                if self.setup.draft {
                    return super::club::check_draft(self, territory, armies);
                }
                if self.owner[territory.index()] != me {
                    return Err(ActionError::NotOwned { territory });
                }
                if armies == 0 {
                    return Err(ActionError::Zero);
                }
                if armies > left {
                    return Err(ActionError::TooManyToPlace { left, got: armies });
                }
                Ok(())
            }
            Action::UndoPlace => match self.phase {
                Phase::Setup if !self.setup.placements.is_empty() => Ok(()),
                Phase::Reinforce | Phase::Attack if !self.turn.placements.is_empty() => Ok(()),
                Phase::Setup | Phase::Reinforce | Phase::Attack => Err(ActionError::NothingToUndo),
                _ => Err(wrong()),
            },
            Action::Trade { cards } => {
                if !matches!(self.phase, Phase::Reinforce | Phase::Attack) {
                    return Err(wrong());
                }
                if !self.turn.trade_window {
                    return Err(ActionError::TradeWindowClosed);
                }
                if self.rules.club {
                    return super::club::check_trade(self, me, cards).map(|_| ());
                }
                self.evaluate_trade(me, cards).map(|_| ())
            }
            Action::Attack { from, to, dice } => {
                if self.phase != Phase::Attack {
                    return Err(wrong());
                }
                self.check_attack_pair(me, from, to)?;
                let armies = self.armies[from.index()];
                let max = (armies - 1).min(3) as u8;
                if dice == 0 || dice > max {
                    return Err(ActionError::BadDice {
                        min: 1,
                        max,
                        got: dice,
                    });
                }
                self.check_throw(from, to, dice)
            }
            Action::Blitz { from, to, stop_at } => {
                if self.phase != Phase::Attack {
                    return Err(wrong());
                }
                self.check_attack_pair(me, from, to)?;
                let armies = self.armies[from.index()];
                if stop_at == 0 || stop_at >= armies {
                    return Err(ActionError::BadBlitzLimit { armies, stop_at });
                }
                let dice = blitz_dice(armies, stop_at);
                self.check_throw(from, to, dice)
            }
            Action::Occupy { armies } => {
                if self.phase != Phase::Conquest {
                    return Err(wrong());
                }
                let p = self
                    .turn
                    .pending
                    .expect("conquest phase has a pending move");
                if armies < p.min || armies > p.max {
                    return Err(ActionError::MoveOutOfRange {
                        min: p.min,
                        max: p.max,
                        got: armies,
                    });
                }
                Ok(())
            }
            Action::EndAttacks => match self.phase {
                Phase::Attack => Ok(()),
                _ => Err(wrong()),
            },
            Action::Move { from, to, armies } => {
                if self.phase != Phase::Fortify {
                    return Err(wrong());
                }
                if self.turn.moved {
                    return Err(ActionError::MoveAlreadyMade);
                }
                if self.owner[from.index()] != me {
                    return Err(ActionError::NotOwned { territory: from });
                }
                if self.owner[to.index()] != me {
                    return Err(ActionError::NotOwned { territory: to });
                }
                if from == to || !self.borders(from, to) {
                    return Err(ActionError::NotAdjacent { from, to });
                }
                if armies == 0 {
                    return Err(ActionError::Zero);
                }
                let garrison = self.garrison(from);
                let have = self.armies[from.index()];
                if armies + garrison > have {
                    if have > garrison {
                        return Err(ActionError::MoveOutOfRange {
                            min: 1,
                            max: have - garrison,
                            got: armies,
                        });
                    }
                    return Err(ActionError::GarrisonRequired {
                        territory: from,
                        min: garrison,
                    });
                }
                Ok(())
            }
            Action::EndTurn { extra_rolls } => {
                if !matches!(self.phase, Phase::Attack | Phase::Fortify) {
                    return Err(wrong());
                }
                if extra_rolls > 0 {
                    let held = if self.roll_due() {
                        self.seats[me.index()].extra_rolls
                    } else {
                        0
                    };
                    if extra_rolls > held {
                        return Err(ActionError::ExtraRolls {
                            held,
                            asked: extra_rolls,
                        });
                    }
                }
                Ok(())
            }
            Action::TimeUp => {
                if !self.has_clock() {
                    return Err(ActionError::NoClock);
                }
                if self.penultimate_round.is_some() {
                    return Err(ActionError::TimeAlreadyUp);
                }
                Ok(())
            }
            // ---- preset hook (club): pass, retire, trade the hand.
            Action::Pass | Action::Retire | Action::TradeHand | Action::ChooseChain { .. } => {
                super::club::check_action(self, *action)
            }
        }
    }

    /// Ownership, adjacency, armies and the morto's director for an attack.
    pub(super) fn check_attack_pair(
        &self,
        me: SeatId,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<(), ActionError> {
        if self.owner[from.index()] != me {
            return Err(ActionError::NotOwned { territory: from });
        }
        if self.owner[to.index()] == me {
            return Err(ActionError::OwnTerritory { territory: to });
        }
        if !self.borders(from, to) {
            return Err(ActionError::NotAdjacent { from, to });
        }
        let armies = self.armies[from.index()];
        if armies < 2 {
            return Err(ActionError::TooFewArmiesToAttack {
                territory: from,
                armies,
            });
        }
        // testa-a-testa.txt lines 25-27: "Le armate del morto non possono attaccare quelle
        // del giocatore che in quel turno lo sta dirigendo."
        if let Some(director) = self.turn.director {
            if self.owner[to.index()] == director {
                return Err(ActionError::MortoCannotAttackDirector { director });
            }
        }
        Ok(())
    }

    /// The dice rules of one throw of `dice` dice.
    pub(super) fn check_throw(
        &self,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
    ) -> Result<(), ActionError> {
        let _ = from;
        let defender_dice = self.defender_dice_against(to);
        if self.rules.no_attack_with_fewer_dice && dice < defender_dice {
            return Err(ActionError::FewerDiceThanDefender {
                dice,
                defender_dice,
            });
        }
        if let Some(e) = self.elimination_too_early(to, dice) {
            return Err(e);
        }
        // ---- preset hook (club): attack by superiority, maximum dice (points 8-9).
        if self.rules.attacker_max_dice || self.rules.attack_superiority.is_some() {
            super::club::check_attack(self, from, to, dice)?;
        }
        Ok(())
    }

    /// Dice the defender of `to` rolls: the maximum its armies allow (RULES.md §2, see
    /// [`RuleSet::mandatory_defence`]).
    pub fn defender_dice_against(&self, to: TerritoryId) -> u8 {
        self.armies[to.index()].min(3) as u8
    }

    /// The throw could take the defender's last army before the rules allow an
    /// elimination ("non può avvenire prima della fine del quarto turno di gioco",
    /// okgiocacon-campionati-2003.txt line 157): refused. A throw can destroy at most
    /// `min(attacker dice, defender dice)` armies, so attacks on a last territory with
    /// more armies than that stay allowed.
    fn elimination_too_early(&self, to: TerritoryId, dice: u8) -> Option<ActionError> {
        let limit = self.rules.no_elimination_until_round?;
        if self.round > limit {
            return None;
        }
        let defender = self.owner[to.index()];
        if defender.is_neutral() || self.seats[defender.index()].owned.count_ones() != 1 {
            return None;
        }
        let can_lose = u32::from(dice.min(self.defender_dice_against(to)));
        if self.armies[to.index()] <= can_lose {
            Some(ActionError::EliminationTooEarly {
                defender,
                round: self.round,
                allowed_after_round: limit,
            })
        } else {
            None
        }
    }

    fn evaluate_trade(&self, seat: SeatId, cards: [Card; 3]) -> Result<TrisOption, ActionError> {
        let hand = &self.seats[seat.index()].hand;
        for (i, c) in cards.iter().enumerate() {
            if cards[..i].contains(c) {
                return Err(ActionError::DuplicateCard { card: *c });
            }
            if !hand.contains(c) {
                return Err(ActionError::CardNotInHand { card: *c });
            }
        }
        let option = cards::evaluate(cards, &self.rules.tris, self.seats[seat.index()].owned)
            .ok_or(ActionError::NotATris)?;
        if !self.turn.kill_cards.is_empty()
            && !cards.iter().any(|c| self.turn.kill_cards.contains(c))
        {
            return Err(ActionError::TradeMustUseVictimCards);
        }
        Ok(option)
    }

    // ----------------------------------------------------------------- apply

    /// Applies an action and returns what happened. A refused action leaves the game
    /// exactly as it was.
    ///
    /// # Errors
    /// The [`ActionError`] of [`Game::check`].
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] that appends the events to `out` instead of returning a new vector,
    /// so that a caller applying many actions (a search, a benchmark) reuses one buffer.
    /// On an error nothing is appended.
    ///
    /// # Errors
    /// The [`ActionError`] of [`Game::check`].
    pub fn apply_into(&mut self, action: Action, out: &mut Vec<Event>) -> Result<(), ActionError> {
        self.check(&action)?;
        // Taken and put back: moves the buffer, never copies or allocates.
        let mut events = std::mem::take(out);
        let me = self.current();
        // ---- preset hook (club): the first action of a supplementary turn plays it.
        if self.rules.club
            && !matches!(
                action,
                Action::Pass | Action::TimeUp | Action::Retire | Action::ChooseChain { .. }
            )
        {
            super::club::turn_played(self, me, &mut events);
        }
        match action {
            Action::Place { territory, armies } => {
                self.do_place(me, territory, armies, &mut events)
            }
            Action::UndoPlace => self.do_undo(me, &mut events),
            Action::Trade { cards } if self.rules.club => {
                super::club::trade(self, me, &cards, &mut events)
            }
            Action::Trade { cards } => self.do_trade(me, cards, &mut events),
            Action::Attack { from, to, dice } => {
                self.close_reinforcement();
                self.throw(me, from, to, dice, &mut events);
            }
            Action::Blitz { from, to, stop_at } => {
                self.close_reinforcement();
                self.do_blitz(me, from, to, stop_at, &mut events);
            }
            Action::Occupy { armies } => self.do_occupy(me, armies, &mut events),
            Action::EndAttacks => {
                self.close_reinforcement();
                self.phase = Phase::Fortify;
                events.push(Event::AttacksEnded { seat: me });
            }
            Action::Move { from, to, armies } => {
                self.armies[from.index()] -= armies;
                self.armies[to.index()] += armies;
                self.turn.moved = true;
                events.push(Event::Moved { from, to, armies });
                self.check_risiko(me, &mut events);
            }
            Action::EndTurn { extra_rolls } => self.do_end_turn(me, extra_rolls, &mut events),
            Action::TimeUp => self.do_time_up(&mut events),
            Action::Pass | Action::Retire | Action::TradeHand | Action::ChooseChain { .. } => {
                super::club::apply_action(self, me, action, &mut events)
            }
        }
        *out = events;
        Ok(())
    }

    /// Placements can no longer be undone and no more trades are possible.
    pub(crate) fn close_reinforcement(&mut self) {
        self.turn.placements.clear();
        self.turn.trade_window = false;
        self.turn.kill_cards.clear();
    }

    fn do_place(
        &mut self,
        me: SeatId,
        territory: TerritoryId,
        armies: u32,
        events: &mut Vec<Event>,
    ) {
        let by = self.actor().unwrap_or(me);
        if self.setup.draft {
            super::club::draft_place(self, me, territory, events);
            return;
        }
        self.armies[territory.index()] += armies;
        events.push(Event::Placed {
            seat: me,
            by,
            territory,
            armies,
        });
        if self.phase == Phase::Setup {
            self.seats[me.index()].setup_left -= armies;
            self.setup.group_left -= armies;
            self.setup.placements.push((territory, armies));
            if self.setup.group_left == 0 {
                if self.is_virtual(me) {
                    self.setup.morto_groups += 1;
                }
                let next = self.setup.pos + 1;
                self.begin_setup_group(next, events);
            }
            return;
        }
        if self.turn.placements.is_empty() {
            self.turn.window_before_placements = self.turn.trade_window;
        }
        // "After the first army is placed no trade is possible" (RULES.md §2), and undoing
        // the placement does not reopen the trades (see `do_undo`).
        self.turn.trade_window = false;
        self.turn.placements.push((territory, armies));
        self.turn.to_place -= armies;
        if self.turn.to_place == 0 {
            self.phase = Phase::Attack;
        }
        self.check_risiko(me, events);
    }

    fn do_undo(&mut self, me: SeatId, events: &mut Vec<Event>) {
        if self.phase == Phase::Setup {
            let (t, n) = self.setup.placements.pop().expect("checked");
            self.armies[t.index()] -= n;
            self.seats[me.index()].setup_left += n;
            self.setup.group_left += n;
            events.push(Event::PlacementUndone {
                seat: me,
                territory: t,
                armies: n,
            });
            return;
        }
        let (t, n) = self.turn.placements.pop().expect("checked");
        self.armies[t.index()] -= n;
        self.turn.to_place += n;
        self.phase = Phase::Reinforce;
        // The trade window stays closed: "dopo avere posto anche una sola armata ... il/i
        // tris non si potrà più cambiare" (okgiocacon-campionati-2003.txt line 121), "anche
        // se poi tolta" (club-qualificazioni.txt point 22).
        events.push(Event::PlacementUndone {
            seat: me,
            territory: t,
            armies: n,
        });
    }

    fn do_trade(&mut self, me: SeatId, cards: [Card; 3], events: &mut Vec<Event>) {
        // Not `expect`, which would print the error with Debug (formatting code in the wasm).
        let Ok(option) = self.evaluate_trade(me, cards) else {
            unreachable!("checked")
        };
        let hand = &mut self.seats[me.index()].hand;
        hand.retain(|c| !cards.contains(c));
        self.turn.kill_cards.retain(|c| !cards.contains(c));
        self.discards.extend_from_slice(&cards);
        events.push(Event::Traded {
            seat: me,
            cards,
            kind: option.kind,
            base: option.base,
            territory_bonus: option.territory_bonus,
            total: option.total,
        });
        self.grant_card_armies(me, option.total, events);
    }

    /// Adds `total` armies from cards to the turn's reinforcements, within the cap.
    pub(crate) fn grant_card_armies(&mut self, me: SeatId, total: u32, events: &mut Vec<Event>) {
        let granted = self.capped(me, self.turn.to_place, total);
        let r = &mut self.turn.reinforcement;
        r.from_cards += total;
        r.lost_to_cap += total - granted;
        r.total += granted;
        self.turn.to_place += granted;
        events.push(Event::Reinforcements {
            seat: me,
            breakdown: self.turn.reinforcement.clone(),
        });
        if granted < total {
            events.push(Event::ArmyCapReached {
                seat: me,
                cap: self.army_cap().unwrap_or(0),
                lost: total - granted,
            });
        }
        if self.turn.to_place > 0 {
            self.phase = Phase::Reinforce;
        }
    }

    /// One throw; handles the conquest. Returns whether `to` was conquered.
    fn throw(
        &mut self,
        me: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        dice: u8,
        events: &mut Vec<Event>,
    ) -> bool {
        let defender = self.owner[to.index()];
        let ddice = self.defender_dice_against(to);
        let mut a: Vec<u8> = (0..dice).map(|_| self.roll()).collect();
        let mut d: Vec<u8> = (0..ddice).map(|_| self.roll()).collect();
        let (al, dl) = super::battle::resolve(&mut a, &mut d);
        self.armies[from.index()] -= al;
        self.armies[to.index()] -= dl;
        events.push(Event::Battle {
            attacker: me,
            defender,
            from,
            to,
            attacker_dice: a,
            defender_dice: d,
            attacker_losses: al,
            defender_losses: dl,
        });
        if self.armies[to.index()] > 0 {
            return false;
        }
        self.conquer(me, defender, from, to, u32::from(dice), events);
        true
    }

    fn conquer(
        &mut self,
        me: SeatId,
        defender: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        dice: u32,
        events: &mut Vec<Event>,
    ) {
        // The mandatory part of the conquest move ("deve occuparlo con le armate che hanno
        // partecipato all'ultima battaglia") goes in at once, so no territory is ever empty.
        let moved = dice.min(self.armies[from.index()] - 1);
        self.set_owner(to, me);
        self.armies[from.index()] -= moved;
        self.armies[to.index()] = moved;
        self.turn.conquests += 1;
        events.push(Event::Conquered {
            seat: me,
            from,
            to,
            previous_owner: defender,
            armies_moved: moved,
        });
        let garrison = if self.rules.min_garrison_everywhere {
            self.garrison(from)
        } else {
            1
        };
        let extra = self.armies[from.index()].saturating_sub(garrison);
        let pending = PendingConquest {
            from,
            to,
            min: moved,
            max: moved + extra,
        };
        if !defender.is_neutral() && self.seats[defender.index()].owned == 0 {
            self.eliminate(defender, me, events);
            if self.phase == Phase::Over {
                return;
            }
        }
        // "wins at once": the conquest itself can complete the objective. (`club`: the
        // score is checked once the conquest move is made.)
        if !self.rules.club {
            self.check_risiko(me, events);
        }
        if self.phase == Phase::Over {
            return;
        }
        if extra == 0 {
            // Nothing to choose: the conquest move is complete.
            events.push(Event::Occupied {
                from,
                to,
                armies: moved,
            });
            self.phase = Phase::Attack;
            self.check_risiko(me, events);
        } else {
            self.turn.pending = Some(pending);
            self.phase = Phase::Conquest;
        }
    }

    fn eliminate(&mut self, victim: SeatId, killer: SeatId, events: &mut Vec<Event>) {
        self.eliminations += 1;
        let order = self.eliminations;
        self.seats[victim.index()].eliminated = Some(Elimination {
            order,
            by: killer,
            round: self.round,
        });
        events.push(Event::Eliminated {
            seat: victim,
            by: killer,
            order,
        });
        // "si impadronisce anche delle sue carte" (okgiocacon line 157).
        let cards = std::mem::take(&mut self.seats[victim.index()].hand);
        // ---- preset hook (club): the victim's cards go to the bottom of the deck.
        if self.rules.club {
            super::club::cards_to_deck_bottom(self, victim, cards, events);
        } else {
            let same_turn = self.rules.victim_cards_same_turn && self.is_virtual(victim);
            events.push(Event::CardsTaken {
                from: victim,
                to: killer,
                count: cards.len() as u32,
                cards: Some(cards.clone()),
                usable_this_turn: same_turn,
            });
            if same_turn && !cards.is_empty() {
                // testa-a-testa.txt lines 45-48: the killer of the morto "potrà giocarle anche
                // nello stesso turno di gioco".
                self.turn.trade_window = true;
                self.turn.kill_cards = cards.clone();
                self.turn.placements.clear();
            }
            self.seats[killer.index()].hand.extend(cards);
        }
        // Classic "destroy colour X" objectives aimed at the victim.
        let color = self.config.seats[victim.index()].color;
        for i in 0..self.seats.len() {
            if let Some(Objective::Classic(ClassicObjective::Destroy(c))) = self.seats[i].objective
            {
                if c == color && !self.seats[i].objective_fallback {
                    if i == killer.index() {
                        self.seats[i].destroyed_target = true;
                    } else {
                        self.seats[i].objective_fallback = true;
                        events.push(Event::ObjectiveChanged {
                            seat: SeatId(i as u8),
                        });
                    }
                }
            }
        }
        if self.rules.testa_a_testa && !self.is_virtual(victim) {
            // testa-a-testa.txt lines 49-51: "la partita cessa immediatamente".
            if self.objective_complete(killer)
                && !self.is_virtual(killer)
                && killer == self.current()
            {
                events.push(Event::Risiko { seat: killer });
                self.finish(EndReason::Risiko { seat: killer }, Some(killer), events);
            } else {
                self.finish(
                    EndReason::RealPlayerEliminated {
                        seat: victim,
                        by: killer,
                    },
                    None,
                    events,
                );
            }
            return;
        }
        if self.alive_in_order().count() <= 1 {
            if self.objective_complete(killer) {
                events.push(Event::Risiko { seat: killer });
                self.finish(EndReason::Risiko { seat: killer }, Some(killer), events);
            } else {
                self.finish(EndReason::LastStanding { seat: killer }, None, events);
            }
        }
    }

    fn do_blitz(
        &mut self,
        me: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        stop_at: u32,
        events: &mut Vec<Event>,
    ) {
        loop {
            let armies = self.armies[from.index()];
            let dice = blitz_dice(armies, stop_at);
            if dice == 0 {
                events.push(Event::BlitzStopped {
                    from,
                    to,
                    reason: BlitzStop::LimitReached,
                });
                return;
            }
            if self.rules.no_attack_with_fewer_dice && dice < self.defender_dice_against(to) {
                let reason = if (armies - 1).min(3) as u8 >= self.defender_dice_against(to) {
                    BlitzStop::LimitReached
                } else {
                    BlitzStop::CannotAttack
                };
                events.push(Event::BlitzStopped { from, to, reason });
                return;
            }
            if self.elimination_too_early(to, dice).is_some() {
                events.push(Event::BlitzStopped {
                    from,
                    to,
                    reason: BlitzStop::EliminationTooEarly,
                });
                return;
            }
            // ---- preset hook (club): each throw needs the maximum dice and superiority.
            if (self.rules.attacker_max_dice || self.rules.attack_superiority.is_some())
                && super::club::check_attack(self, from, to, dice).is_err()
            {
                let reason = if dice < (armies - 1).min(3) as u8 {
                    BlitzStop::LimitReached
                } else {
                    BlitzStop::CannotAttack
                };
                events.push(Event::BlitzStopped { from, to, reason });
                return;
            }
            if self.throw(me, from, to, dice, events) {
                return;
            }
        }
    }

    fn do_occupy(&mut self, me: SeatId, armies: u32, events: &mut Vec<Event>) {
        let p = self.turn.pending.take().expect("checked");
        let extra = armies - p.min;
        self.armies[p.from.index()] -= extra;
        self.armies[p.to.index()] += extra;
        events.push(Event::Occupied {
            from: p.from,
            to: p.to,
            armies,
        });
        self.phase = Phase::Attack;
        self.check_risiko(me, events);
    }

    // ----------------------------------------------------------------- objectives

    /// Whether a seat holds its whole objective now.
    pub fn objective_complete(&self, seat: SeatId) -> bool {
        let s = &self.seats[seat.index()];
        if s.destroyed_target {
            return true;
        }
        let Some(objective) = self.objective(seat) else {
            return false;
        };
        // The board has 42 territories: a view of `armies` as an array, without a copy.
        match <&[u32; 42]>::try_from(self.armies.as_slice()) {
            Ok(armies) => objective.is_complete(s.owned, armies),
            Err(_) => false,
        }
    }

    /// "A player who holds all of its objective during its own turn wins at once."
    fn check_risiko(&mut self, me: SeatId, events: &mut Vec<Event>) {
        if self.phase == Phase::Over || self.is_virtual(me) || me != self.current() {
            return;
        }
        // ---- preset hook (club): RisiKo! by points, and the player stops playing.
        if self.rules.club {
            super::club::check_risiko(self, me, events);
            return;
        }
        if self.objective_complete(me) {
            events.push(Event::Risiko { seat: me });
            self.finish(EndReason::Risiko { seat: me }, Some(me), events);
        }
    }

    // ----------------------------------------------------------------- end of turn

    /// Whether the end of the current turn is a sdadata roll point: the last seat's turn
    /// of the last round (the round after the penultimate), and every turn after it.
    /// Torneo: "L'ultimo giocatore del giro supplementare, al termine del proprio turno
    /// ... lancia due dadi ... Ogni giocatore, alla fine del proprio turno, ripete"
    /// (regolamento-tornei-ufficiali-2003.txt lines 253-257); testa a testa: "Dalla fine
    /// dell'ultimo giro in poi" (testa-a-testa.txt line 65).
    pub fn roll_due(&self) -> bool {
        self.rolling_round_index().is_some()
    }

    /// The index `k` of the rolling round for the current turn (0 for the single roll at
    /// the end of the last round, 1 for the round after it...), if a roll is due.
    fn rolling_round_index(&self) -> Option<u32> {
        if self.rules.sdadata.is_none()
            || !matches!(self.config.options.ending, Ending::Sdadata { .. })
        {
            return None;
        }
        let last = self.penultimate_round? + 1;
        if self.round < last {
            return None;
        }
        if self.round == last && !self.is_last_alive_position(self.turn_pos) {
            return None;
        }
        Some(self.round - last)
    }

    /// The sdadata range `(min, max)` that would end the game at the end of this turn.
    pub fn sdadata_threshold(&self) -> Option<(u32, u32)> {
        let k = self.rolling_round_index()?;
        Some(self.rules.sdadata?.threshold(k))
    }

    fn is_last_alive_position(&self, pos: usize) -> bool {
        self.order[pos + 1..].iter().all(|&s| !self.is_alive(s))
    }

    fn do_end_turn(&mut self, me: SeatId, extra_rolls: u32, events: &mut Vec<Event>) {
        self.close_reinforcement();
        // ---- preset hook (club): freezing, two cards in supplementary turns, the end.
        if self.rules.club {
            super::club::end_turn(self, me, events);
            return;
        }
        // "se ha conquistato uno o più territori, pesca una (una sola) carta".
        if self.turn.conquests > 0 {
            self.draw_card(me, events);
        }
        if let Some(k) = self.rolling_round_index() {
            let rule = self.rules.sdadata.expect("rolling needs a rule");
            let (min, max) = rule.threshold(k);
            let conquests = self.turn.conquests;
            // testa-a-testa.txt lines 74-83: each territory a real player conquers beyond
            // the third gives the other real player one extra roll.
            if self.rules.testa_a_testa && !self.is_virtual(me) && conquests > 3 {
                if let Some(other) = self.real_seats_in_order().into_iter().find(|&s| s != me) {
                    let count = conquests - 3;
                    self.seats[other.index()].extra_rolls += count;
                    events.push(Event::ExtraRollsEarned {
                        seat: other,
                        count,
                        held: self.seats[other.index()].extra_rolls,
                    });
                }
            }
            let mut rolls = Vec::new();
            if conquests > rule.max_conquests_to_roll {
                events.push(Event::SdadataSkipped {
                    seat: me,
                    conquests,
                });
            } else {
                rolls.push(false);
            }
            rolls.extend(std::iter::repeat_n(true, extra_rolls as usize));
            for extra in rolls {
                if extra {
                    self.seats[me.index()].extra_rolls -= 1;
                }
                let dice = [self.roll(), self.roll()];
                let sum = u32::from(dice[0]) + u32::from(dice[1]);
                let ends = sum >= min && sum <= max;
                events.push(Event::SdadataRoll {
                    seat: me,
                    dice,
                    sum,
                    min,
                    max,
                    ends,
                    extra,
                });
                if ends {
                    self.finish(EndReason::Sdadata { seat: me }, None, events);
                    return;
                }
            }
        }
        if let Ending::RoundLimit(limit) = self.config.options.ending {
            if self.round >= limit && self.is_last_alive_position(self.turn_pos) {
                self.finish(EndReason::RoundLimit { round: self.round }, None, events);
                return;
            }
        }
        self.advance_turn(events);
    }

    /// Starts the turn of the next seat that takes turns (a new round after the last).
    pub(crate) fn advance_turn(&mut self, events: &mut Vec<Event>) {
        // ---- preset hook (club): nobody left to take a turn ends the game.
        if !self.order.iter().any(|&s| self.takes_turns(s)) {
            self.finish(EndReason::SupplementaryTurnsOver, None, events);
            return;
        }
        // Next seat still in the game.
        let n = self.order.len();
        let mut pos = self.turn_pos;
        loop {
            pos += 1;
            if pos == n {
                pos = 0;
                self.round += 1;
                events.push(Event::RoundStarted { round: self.round });
                if let (
                    Some(p),
                    Ending::Sdadata {
                        trigger: Trigger::Rounds(_),
                    }
                    | Ending::Supplementary {
                        trigger: Trigger::Rounds(_),
                    },
                ) = (self.penultimate_round, self.config.options.ending)
                {
                    if p == self.round {
                        events.push(Event::LastRoundAnnounced {
                            penultimate: p,
                            last: p + 1,
                        });
                    }
                }
            }
            if self.takes_turns(self.order[pos]) {
                break;
            }
        }
        self.start_turn(pos, events);
    }

    pub(crate) fn draw_card(&mut self, me: SeatId, events: &mut Vec<Event>) {
        if self.deck.is_empty() {
            if self.discards.is_empty() {
                events.push(Event::NoCardDrawn {
                    seat: me,
                    reason: NoCardReason::NoCardsLeft,
                });
                return;
            }
            // "Quando il mazzo ... si esaurisce, il mazziere dovrà mescolare tutte le carte
            // precedentemente utilizzate per formare un nuovo mazzo."
            self.deck = std::mem::take(&mut self.discards);
            self.rng.shuffle(&mut self.deck);
            events.push(Event::DeckReshuffled {
                cards: self.deck.len() as u32,
            });
        }
        let card = self.deck.pop().expect("not empty");
        self.seats[me.index()].hand.push(card);
        events.push(Event::CardDrawn {
            seat: me,
            card: Some(card),
        });
    }

    fn do_time_up(&mut self, events: &mut Vec<Event>) {
        let round = self.round.max(1);
        events.push(Event::TimeUp { round });
        match self.config.options.ending {
            Ending::SecretTime { .. } => {
                // "tutte le partite in corso devono immediatamente concludersi".
                self.penultimate_round = Some(round);
                self.finish(EndReason::SecretTime, None, events);
            }
            _ => {
                // "i giocatori terminano il turno in corso, al quale fa seguito un altro
                // giro completo": the round in progress is the penultimate.
                self.penultimate_round = Some(round);
                events.push(Event::LastRoundAnnounced {
                    penultimate: round,
                    last: round + 1,
                });
            }
        }
    }

    pub(crate) fn finish(
        &mut self,
        reason: EndReason,
        risiko: Option<SeatId>,
        events: &mut Vec<Event>,
    ) {
        let outcome = super::ending::compute_outcome(self, reason, risiko, events);
        self.turn.pending = None;
        self.phase = Phase::Over;
        self.outcome = Some(outcome.clone());
        events.push(Event::GameOver {
            outcome: Box::new(outcome),
        });
    }
}

/// Dice of one blitz throw: as many as allowed without risking to go below `stop_at`.
pub(crate) fn blitz_dice(armies: u32, stop_at: u32) -> u8 {
    if armies <= stop_at || armies < 2 {
        return 0;
    }
    (armies - 1).min(3).min(armies - stop_at) as u8
}
