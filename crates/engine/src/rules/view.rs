//! What one player may see. A [`PlayerView`] holds no other seat's objective or hand, no
//! random generator state and no secret time; the morto's hand is public
//! (testa-a-testa.txt lines 39-40, "Le carte conquistate dal morto saranno scoperte").

use super::board::{Card, TerritoryId};
use super::config::{Color, Controller, Ending, SeatId};
use super::event::{Event, Reinforcement};
use super::game::{Game, PendingConquest, Phase, SeatStatus};
use super::objectives::Objective;
use super::preset::PresetId;
use super::scoring::Outcome;

/// One seat as a player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatView {
    pub seat: SeatId,
    pub name: String,
    pub color: Color,
    pub controller: Controller,
    pub alive: bool,
    pub territories: u32,
    pub armies: u32,
    /// Number of cards in hand (public).
    pub cards: u32,
    /// The cards, when the viewer may see them (its own, or the morto's).
    pub hand: Option<Vec<Card>>,
    /// The objective, for the viewer's own seat only (or, once the game is over, in the
    /// outcome).
    pub objective: Option<Objective>,
    /// Extra sdadata rolls held (`testa_a_testa`, public).
    pub extra_rolls: u32,
    /// `club`: playing, RisiKo!, frozen or retired.
    #[cfg_attr(feature = "serde", serde(default))]
    pub status: SeatStatus,
    /// `club`: the score now (public: it follows from the board).
    #[cfg_attr(feature = "serde", serde(default))]
    pub club_score: Option<u32>,
    /// `club`: the chain counting double, to draw on the map.
    #[cfg_attr(feature = "serde", serde(default))]
    pub club_chain: Vec<TerritoryId>,
    /// `club`: supplementary turns played.
    #[cfg_attr(feature = "serde", serde(default))]
    pub supplementary_played: u32,
    /// The territories this seat has attacked in the game, as a mask by
    /// [`TerritoryId::index`] (public: the table sees every attack).
    #[cfg_attr(feature = "serde", serde(default))]
    pub attacked: u64,
}

/// One territory on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TerritoryView {
    pub territory: TerritoryId,
    pub owner: SeatId,
    pub armies: u32,
}

/// The state of the game's end, as far as it is public.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EndingView {
    /// The ending chosen. For secret time the range is public, the drawn time is not.
    pub ending: Ending,
    /// The penultimate round, once called.
    pub penultimate_round: Option<u32>,
    /// The sdadata range that would end the game at the end of this turn, if a roll is due.
    pub sdadata_threshold: Option<(u32, u32)>,
    /// `club`: the supplementary turns have started.
    #[cfg_attr(feature = "serde", serde(default))]
    pub supplementary: bool,
    /// `club`: the turn in progress waits for its play or pass.
    #[cfg_attr(feature = "serde", serde(default))]
    pub choice_pending: bool,
}

/// Everything one seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerView {
    /// Who looks (`None`: a spectator, such as the hand-over screen).
    pub viewer: Option<SeatId>,
    pub preset: PresetId,
    /// The rules revision the game is played under ([`crate::rules::Options::revision`]):
    /// with the preset, it gives the rules ([`PlayerView::rules`]).
    #[cfg_attr(feature = "serde", serde(default))]
    pub revision: u32,
    pub phase: Phase,
    pub round: u32,
    pub turn_order: Vec<SeatId>,
    pub current_seat: Option<SeatId>,
    pub actor: Option<SeatId>,
    /// The real player directing the morto this turn.
    pub director: Option<SeatId>,
    pub seats: Vec<SeatView>,
    pub board: Vec<TerritoryView>,
    pub deck: u32,
    pub discards: u32,
    pub armies_to_place: u32,
    /// `club` point 4: armies the seat in turn still has to remove ([`Phase::Removal`]).
    #[cfg_attr(feature = "serde", serde(default))]
    pub armies_to_remove: u32,
    pub reinforcement: Option<Reinforcement>,
    pub pending_conquest: Option<PendingConquest>,
    pub conquests_this_turn: u32,
    pub move_made: bool,
    pub ending: EndingView,
    pub outcome: Option<Outcome>,
}

impl PlayerView {
    /// The rules of the game seen: the preset's at the game's rules revision.
    pub fn rules(&self) -> super::preset::RuleSet {
        super::preset::RuleSet::at_revision(self.preset, self.revision)
    }
}

impl Game {
    /// Whether `viewer` may see the cards of `seat`.
    pub fn hand_visible_to(&self, seat: SeatId, viewer: Option<SeatId>) -> bool {
        viewer == Some(seat) || self.is_virtual(seat)
    }

    /// What `seat` may see.
    pub fn view_for(&self, seat: SeatId) -> PlayerView {
        self.view(Some(seat))
    }

    /// What anybody at the table may see (no hand but the morto's, no objective).
    pub fn public_view(&self) -> PlayerView {
        self.view(None)
    }

    fn view(&self, viewer: Option<SeatId>) -> PlayerView {
        let seats = (0..self.config.seats.len())
            .map(|i| {
                let seat = SeatId(i as u8);
                let sc = &self.config.seats[i];
                SeatView {
                    seat,
                    name: sc.name.clone(),
                    color: sc.color,
                    controller: sc.controller,
                    alive: self.is_alive(seat),
                    territories: self.territory_count(seat),
                    armies: self.total_armies(seat),
                    cards: self.hand(seat).len() as u32,
                    hand: self
                        .hand_visible_to(seat, viewer)
                        .then(|| self.hand(seat).to_vec()),
                    objective: if viewer == Some(seat) {
                        self.objective(seat)
                    } else {
                        None
                    },
                    extra_rolls: self.extra_rolls(seat),
                    status: self.seat_status(seat),
                    club_score: self.rules.chain_scoring().then(|| self.club_score(seat)),
                    club_chain: if self.rules.chain_scoring() {
                        super::board::territories_in(self.club_chain(seat)).collect()
                    } else {
                        Vec::new()
                    },
                    supplementary_played: self.supplementary_turns_played(seat),
                    attacked: self.seats[seat.index()].attacked,
                }
            })
            .collect();
        let board = TerritoryId::ALL
            .iter()
            .map(|&t| TerritoryView {
                territory: t,
                owner: self.owner(t),
                armies: self.armies(t),
            })
            .collect();
        PlayerView {
            viewer,
            preset: self.config.preset,
            revision: self.config.options.revision,
            phase: self.phase,
            round: self.round,
            turn_order: self.order.clone(),
            current_seat: self.current_seat(),
            actor: self.actor(),
            director: self.director(),
            seats,
            board,
            deck: self.deck_len() as u32,
            discards: self.discards_len() as u32,
            armies_to_place: self.armies_to_place(),
            armies_to_remove: self.armies_to_remove(),
            reinforcement: self.reinforcement().cloned(),
            pending_conquest: self.pending_conquest(),
            conquests_this_turn: self.conquests_this_turn(),
            move_made: self.move_made(),
            ending: EndingView {
                ending: self.config.options.ending,
                penultimate_round: self.penultimate_round,
                sdadata_threshold: self.sdadata_threshold(),
                supplementary: self.in_supplementary_turns(),
                choice_pending: self.supplementary_choice_pending(),
            },
            outcome: self.outcome().cloned(),
        }
    }

    /// The form of an event `viewer` may see: cards drawn or taken are hidden unless
    /// their new holder is the viewer or the morto (whose cards are public); a classic
    /// objective change is the holder's secret. Pass `None` for the public log.
    pub fn event_for(&self, event: &Event, viewer: Option<SeatId>) -> Option<Event> {
        match event {
            Event::CardDrawn { seat, .. } if !self.hand_visible_to(*seat, viewer) => {
                Some(Event::CardDrawn {
                    seat: *seat,
                    card: None,
                })
            }
            Event::CardsTaken {
                from,
                to,
                count,
                usable_this_turn,
                ..
            } if !self.hand_visible_to(*to, viewer) => Some(Event::CardsTaken {
                from: *from,
                to: *to,
                count: *count,
                cards: None,
                usable_this_turn: *usable_this_turn,
            }),
            Event::ObjectiveChanged { seat } if viewer != Some(*seat) => None,
            other => Some(other.clone()),
        }
    }
}
