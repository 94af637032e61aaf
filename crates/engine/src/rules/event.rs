//! What happened: [`crate::rules::Game::apply`] returns events that carry everything the
//! UI needs to show and narrate. Events naming secret cards have a public form
//! ([`crate::rules::Game::event_for`]) where the card is hidden.

use super::board::{Card, Continent, TerritoryId};
use super::cards::TrisKind;
use super::config::SeatId;
use super::scoring::Outcome;

/// The reinforcements of a turn, item by item.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reinforcement {
    /// Territories held at the start of the turn.
    pub territories: u32,
    /// `territories / 3`, rounded down (no minimum: docs/RULES.md §2).
    pub from_territories: u32,
    /// Each continent held whole at the start of the turn, with its bonus.
    pub continents: Continents,
    /// Armies from traded tris (bonus included).
    pub from_cards: u32,
    /// The army cap, if any.
    pub cap: Option<u32>,
    /// Armies not received because of the cap.
    pub lost_to_cap: u32,
    /// What is placed: the sum minus `lost_to_cap`.
    pub total: u32,
}

/// The continents of a reinforcement, each with its bonus: at most the board's 6, held
/// inline (a turn allocates nothing). Reads as a slice of `(Continent, u32)`; its `Debug`
/// and serialized forms are the slice's.
#[derive(Copy, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "Vec<(Continent, u32)>", try_from = "Vec<(Continent, u32)>")
)]
pub struct Continents {
    len: u8,
    /// The continents; those past `len` are a fixed filler, so that equal lists compare
    /// equal.
    items: [(Continent, u32); 6],
}

impl Default for Continents {
    fn default() -> Continents {
        Continents {
            len: 0,
            items: [(Continent::NordAmerica, 0); 6],
        }
    }
}

impl Continents {
    /// Adds a continent (at most 6).
    pub fn push(&mut self, item: (Continent, u32)) {
        self.items[usize::from(self.len)] = item;
        self.len += 1;
    }
}

impl FromIterator<(Continent, u32)> for Continents {
    fn from_iter<I: IntoIterator<Item = (Continent, u32)>>(items: I) -> Continents {
        let mut out = Continents::default();
        for item in items {
            out.push(item);
        }
        out
    }
}

impl std::ops::Deref for Continents {
    type Target = [(Continent, u32)];

    fn deref(&self) -> &[(Continent, u32)] {
        &self.items[..usize::from(self.len)]
    }
}

impl std::fmt::Debug for Continents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl From<Continents> for Vec<(Continent, u32)> {
    fn from(continents: Continents) -> Vec<(Continent, u32)> {
        continents.to_vec()
    }
}

impl TryFrom<Vec<(Continent, u32)>> for Continents {
    type Error = &'static str;

    fn try_from(items: Vec<(Continent, u32)>) -> Result<Continents, &'static str> {
        if items.len() > 6 {
            return Err("more than 6 continents");
        }
        Ok(items.into_iter().collect())
    }
}

/// One side's dice of a throw: one to three faces, held inline (a throw allocates
/// nothing). Reads as a slice (`dice.len()`, `dice.iter()`, `&dice[..]`); its `Debug` and
/// serialized forms are the slice's.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "Vec<u8>", try_from = "Vec<u8>"))]
pub struct Dice {
    len: u8,
    /// The faces; those past `len` are 0, so that equal dice compare equal.
    faces: [u8; 3],
}

impl Dice {
    /// The most dice one side rolls.
    pub const MAX: usize = 3;

    /// Dice with these faces; `None` for more than [`Dice::MAX`].
    pub fn new(faces: &[u8]) -> Option<Dice> {
        let mut dice = Dice::default();
        dice.faces.get_mut(..faces.len())?.copy_from_slice(faces);
        dice.len = faces.len() as u8;
        Some(dice)
    }
}

impl Dice {
    /// The first `len` faces of a throw (at most [`Dice::MAX`]; the others are 0).
    pub(crate) fn rolled(faces: [u8; Dice::MAX], len: u8) -> Dice {
        debug_assert!(faces[usize::from(len)..].iter().all(|&face| face == 0));
        Dice { len, faces }
    }
}

impl std::ops::Deref for Dice {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.faces[..usize::from(self.len)]
    }
}

impl std::fmt::Debug for Dice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl From<Dice> for Vec<u8> {
    fn from(dice: Dice) -> Vec<u8> {
        dice.to_vec()
    }
}

impl TryFrom<Vec<u8>> for Dice {
    type Error = &'static str;

    fn try_from(faces: Vec<u8>) -> Result<Dice, &'static str> {
        Dice::new(&faces).ok_or("more than 3 dice")
    }
}

/// Why a card was not drawn at the end of a turn with a conquest.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoCardReason {
    /// Deck and discards are both empty: every card is in a hand.
    NoCardsLeft,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Event {
    /// Armies placed (setup or reinforcement). `by` is who placed them (the director for
    /// the morto).
    Placed {
        seat: SeatId,
        by: SeatId,
        territory: TerritoryId,
        armies: u32,
    },
    /// A placement taken back.
    PlacementUndone {
        seat: SeatId,
        territory: TerritoryId,
        armies: u32,
    },
    /// The setup is over: the first turn begins.
    SetupFinished,
    /// A new round begins.
    RoundStarted { round: u32 },
    /// A seat's turn begins; `director` is the real player directing the morto.
    TurnStarted {
        seat: SeatId,
        round: u32,
        director: Option<SeatId>,
    },
    /// The reinforcements of the turn (updated after every trade).
    Reinforcements {
        seat: SeatId,
        breakdown: Reinforcement,
    },
    /// The seat is at the army cap and receives fewer (or no) armies.
    ArmyCapReached { seat: SeatId, cap: u32, lost: u32 },
    /// A tris traded.
    Traded {
        seat: SeatId,
        cards: [Card; 3],
        kind: TrisKind,
        base: u32,
        territory_bonus: u32,
        total: u32,
    },
    /// One throw. Dice are sorted high to low; pairs are compared position by position.
    Battle {
        attacker: SeatId,
        defender: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        attacker_dice: Dice,
        defender_dice: Dice,
        attacker_losses: u32,
        defender_losses: u32,
    },
    /// A blitz stopped without a conquest.
    BlitzStopped {
        from: TerritoryId,
        to: TerritoryId,
        reason: BlitzStop,
    },
    /// `to` was conquered: the mandatory `armies_moved` (the dice of the last throw) are
    /// already in it; the conquest move may add more.
    Conquered {
        seat: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        previous_owner: SeatId,
        armies_moved: u32,
    },
    /// The conquest move: `armies` in all went from `from` to `to`.
    Occupied {
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
    },
    /// A seat lost its last territory.
    Eliminated {
        seat: SeatId,
        by: SeatId,
        /// 1 for the first seat eliminated in the game, 2 for the second...
        order: u32,
    },
    /// The victim's cards went to the killer. `cards` is `None` in the public form.
    CardsTaken {
        from: SeatId,
        to: SeatId,
        count: u32,
        cards: Option<Vec<Card>>,
        usable_this_turn: bool,
    },
    /// A classic "destroy" objective turned into "conquer 24 territories" (private).
    ObjectiveChanged { seat: SeatId },
    /// No more attacks this turn.
    AttacksEnded { seat: SeatId },
    /// The strategic move.
    Moved {
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
    },
    /// The discards became the new deck.
    DeckReshuffled { cards: u32 },
    /// A card drawn at the end of the turn. `card` is `None` in the public form.
    CardDrawn { seat: SeatId, card: Option<Card> },
    /// No card could be drawn.
    NoCardDrawn { seat: SeatId, reason: NoCardReason },
    /// The app reported that time is up.
    TimeUp { round: u32 },
    /// The round whose end starts the sdadata rolls (penultimate round called).
    LastRoundAnnounced { penultimate: u32, last: u32 },
    /// A sdadata roll. The game ends when `min <= sum <= max`.
    SdadataRoll {
        seat: SeatId,
        dice: [u8; 2],
        sum: u32,
        min: u32,
        max: u32,
        ends: bool,
        /// An extra roll of `testa_a_testa`.
        extra: bool,
    },
    /// No sdadata roll: the seat conquered more territories than allowed.
    SdadataSkipped { seat: SeatId, conquests: u32 },
    /// Extra rolls earned by `seat` (`testa_a_testa`).
    ExtraRollsEarned { seat: SeatId, count: u32, held: u32 },
    /// The morto changes director (for the next turn of the morto).
    MortoDirected { director: SeatId },
    /// A RisiKo!: the seat holds its whole objective during its turn.
    Risiko { seat: SeatId },
    /// A dice roll that broke a tie of the final table (docs/RULES.md §3, tie-break 4).
    TieBreakRoll { seats: Vec<SeatId>, dice: Vec<u8> },
    /// The game is over.
    GameOver { outcome: Box<Outcome> },
    /// Something only the `club` preset has (draft, neutrals, freezing...).
    Club(super::club::ClubEvent),
}

/// Why a blitz stopped before a conquest.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BlitzStop {
    /// The attacker's armies reached the limit.
    LimitReached,
    /// The next throw is not allowed (too few armies or dice).
    CannotAttack,
    /// The next throw could eliminate a player too early.
    EliminationTooEarly,
}

#[cfg(test)]
mod tests {
    use super::*;

    // A throw's dice read, print and serialize as the `Vec<u8>` they replaced, so the
    // log's texts and any stored event keep their form.
    #[test]
    fn dice_read_print_and_serialize_as_a_slice() {
        let dice = Dice::new(&[6, 4, 2]).expect("three dice");
        assert_eq!(&dice[..], &[6, 4, 2]);
        assert_eq!(format!("{dice:?}"), format!("{:?}", [6u8, 4, 2].to_vec()));
        assert_eq!(Dice::new(&[5]).expect("one die").len(), 1);
        assert_eq!(Dice::new(&[]).expect("none"), Dice::default());
        assert_eq!(Dice::new(&[1, 2, 3, 4]), None);
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&dice).expect("serializes");
            assert_eq!(json, "[6,4,2]");
            assert_eq!(serde_json::from_str::<Dice>(&json).expect("reads"), dice);
            assert!(serde_json::from_str::<Dice>("[1,2,3,4]").is_err());
        }
    }
}
