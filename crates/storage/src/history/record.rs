//! The record: every die and card drawn in a game, action by action, with a chained check
//! of each action, as the table saw them. An exported save carries it (field `record`,
//! [`export_save`]); [`super::verify`] replays the game from seed and actions and compares
//! each step with it, so a changed die, a changed action or a changed seed is found at the
//! first step where it differs (docs/FAIR-DICE.md).
//!
//! Text form (version 1): tokens separated by one space. The first is the setup: two check
//! characters. Then one token per action, in order: two check characters followed by what
//! the action drew, groups separated by `,`:
//!
//! | group        | drawn                                                   |
//! |--------------|---------------------------------------------------------|
//! | `653v41`     | a throw: the attacker's dice, `v`, the defender's (sorted high to low, as shown) |
//! | `s34`        | a sdadata roll                                          |
//! | `t25`        | the dice of a tie-break                                 |
//! | `c<k>`       | a card drawn: `<k>` is the card's character in the save's action codes |
//!
//! The checks chain SHA-256: `h_setup = SHA-256("planisfero-record-v1:" + turn order
//! digits + "/" + owner digits of the 42 territories)`, then for the action `i`,
//! `h_i = SHA-256(h_(i-1) + the action's token in the save's action codes + " " + the
//! draws' text)`. A token keeps the first 12 bits of its `h` as two characters of
//! `A-Z a-z 0-9 - _`. A change at one step changes every later check, so it is found at
//! that step (unless its 12 bits collide, 1 in 4096, and then at the next one).

use sha2::{Digest, Sha256};

use crate::rules::{Action, Card, Event, Game, TerritoryId};
use crate::session::Session;
use crate::storage::codec::{encode_actions, CODE_CHARS, TERRITORY_CODES};

/// What one action drew.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Draw {
    /// A throw of the dice in an attack (each side sorted high to low).
    Battle {
        attacker: Vec<u8>,
        defender: Vec<u8>,
    },
    /// A sdadata roll.
    Sdadata([u8; 2]),
    /// The dice of a tie-break of the final table.
    TieBreak(Vec<u8>),
    /// A card drawn at the end of a turn.
    Card(Card),
}

impl Draw {
    /// The draws among an action's events (their full form: cards included).
    pub fn of_events<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<Draw> {
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::Battle {
                    attacker_dice,
                    defender_dice,
                    ..
                } => Some(Draw::Battle {
                    attacker: attacker_dice.to_vec(),
                    defender: defender_dice.to_vec(),
                }),
                Event::SdadataRoll { dice, .. } => Some(Draw::Sdadata(*dice)),
                Event::TieBreakRoll { dice, .. } => Some(Draw::TieBreak(dice.clone())),
                Event::CardDrawn {
                    card: Some(card), ..
                } => Some(Draw::Card(*card)),
                _ => None,
            })
            .collect()
    }

    /// How many dice it holds (0 for a card).
    pub fn dice(&self) -> usize {
        match self {
            Draw::Battle { attacker, defender } => attacker.len() + defender.len(),
            Draw::Sdadata(_) => 2,
            Draw::TieBreak(d) => d.len(),
            Draw::Card(_) => 0,
        }
    }

    fn push_text(&self, out: &mut String) {
        let digits = |out: &mut String, d: &[u8]| {
            for x in d {
                out.push(char::from(b'0' + x % 10));
            }
        };
        match self {
            Draw::Battle { attacker, defender } => {
                digits(out, attacker);
                out.push('v');
                digits(out, defender);
            }
            Draw::Sdadata(d) => {
                out.push('s');
                digits(out, d);
            }
            Draw::TieBreak(d) => {
                out.push('t');
                digits(out, d);
            }
            Draw::Card(c) => {
                out.push('c');
                out.push(card_char(*c));
            }
        }
    }

    fn parse(s: &str) -> Option<Draw> {
        let dice = |s: &str| -> Option<Vec<u8>> {
            s.bytes()
                .map(|b| (b'1'..=b'6').contains(&b).then_some(b - b'0'))
                .collect()
        };
        if let Some(rest) = s.strip_prefix('s') {
            let d = dice(rest)?;
            return (d.len() == 2).then(|| Draw::Sdadata([d[0], d[1]]));
        }
        if let Some(rest) = s.strip_prefix('t') {
            let d = dice(rest)?;
            return (!d.is_empty()).then_some(Draw::TieBreak(d));
        }
        if let Some(rest) = s.strip_prefix('c') {
            let &[c] = rest.as_bytes() else { return None };
            return card_of(c).map(Draw::Card);
        }
        let (a, d) = s.split_once('v')?;
        let (attacker, defender) = (dice(a)?, dice(d)?);
        (!attacker.is_empty() && !defender.is_empty())
            .then_some(Draw::Battle { attacker, defender })
    }
}

impl std::fmt::Display for Draw {
    /// The record's text: `653v41`, `s34`, `t25`, `cA`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        self.push_text(&mut s);
        f.write_str(&s)
    }
}

fn card_char(card: Card) -> char {
    match card {
        Card::Territory(t) => {
            let i = TERRITORY_CODES.iter().position(|x| *x == t).unwrap_or(0);
            char::from(CODE_CHARS[i])
        }
        Card::Jolly(0) => 'G',
        Card::Jolly(_) => 'H',
    }
}

fn card_of(c: u8) -> Option<Card> {
    match c {
        b'G' => Some(Card::Jolly(0)),
        b'H' => Some(Card::Jolly(1)),
        _ => CODE_CHARS
            .iter()
            .position(|x| *x == c)
            .map(|i| Card::Territory(TERRITORY_CODES[i])),
    }
}

/// One action of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordStep {
    /// The first 12 bits of the chained check.
    pub check: u16,
    /// What the action drew, in order.
    pub draws: Vec<Draw>,
}

/// Every die and card drawn in a game, with a chained check of each action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The check of the setup (turn order and territories dealt).
    pub setup_check: u16,
    /// One per action, in order.
    pub steps: Vec<RecordStep>,
}

/// Why a record's text cannot be read: the token (0 is the setup) that is wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub token: usize,
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "token {} of the record cannot be read", self.token)
    }
}

const CHECK_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn push_check(out: &mut String, check: u16) {
    out.push(char::from(CHECK_CHARS[usize::from(check >> 6) & 63]));
    out.push(char::from(CHECK_CHARS[usize::from(check) & 63]));
}

fn check_of(bytes: &[u8]) -> Option<u16> {
    let v = |b: u8| CHECK_CHARS.iter().position(|c| *c == b).map(|i| i as u16);
    match bytes {
        [a, b] => Some((v(*a)? << 6) | v(*b)?),
        _ => None,
    }
}

/// Builds a record step by step and computes its checks (the verifier uses it too).
#[derive(Clone, Debug)]
pub struct Chain {
    hash: [u8; 32],
}

fn first_12_bits(h: &[u8; 32]) -> u16 {
    (u16::from(h[0]) << 4) | u16::from(h[1] >> 4)
}

impl Chain {
    /// Starts from a new game's setup; returns the setup's check.
    pub fn start(game: &Game) -> (Chain, u16) {
        let mut text = String::from("planisfero-record-v1:");
        for s in game.turn_order() {
            text.push(char::from(b'0' + s.0));
        }
        text.push('/');
        for t in TerritoryId::ALL {
            text.push(char::from(b'0' + game.owner(t).0));
        }
        let hash: [u8; 32] = Sha256::digest(text.as_bytes()).into();
        let check = first_12_bits(&hash);
        (Chain { hash }, check)
    }

    /// The next action and what it drew; returns its check.
    pub fn push(&mut self, action: &Action, draws: &[Draw]) -> u16 {
        let mut h = Sha256::new();
        h.update(self.hash);
        h.update(encode_actions(std::slice::from_ref(action)).as_bytes());
        h.update(b" ");
        h.update(draws_text(draws).as_bytes());
        self.hash = h.finalize().into();
        first_12_bits(&self.hash)
    }
}

/// The draws of one action as the record writes them (`653v41,cA`).
pub fn draws_text(draws: &[Draw]) -> String {
    let mut s = String::new();
    for (i, d) in draws.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        d.push_text(&mut s);
    }
    s
}

impl Record {
    /// The record of a game from its first state, its actions and the events each one
    /// produced (`events[i]` for `actions[i]`).
    pub fn build(initial: &Game, actions: &[Action], events: &[Vec<Event>]) -> Record {
        let (mut chain, setup_check) = Chain::start(initial);
        let steps = actions
            .iter()
            .zip(events)
            .map(|(a, ev)| {
                let draws = Draw::of_events(ev);
                RecordStep {
                    check: chain.push(a, &draws),
                    draws,
                }
            })
            .collect();
        Record { setup_check, steps }
    }

    /// The record of a session from its log: the dice and cards as they were shown
    /// while it was played.
    ///
    /// # Errors
    /// The config's error (a session always has a valid one).
    pub fn of_session(session: &Session) -> Result<Record, crate::rules::ConfigError> {
        let parts = session.parts();
        let initial = Game::new(parts.config.clone(), parts.seed)?;
        let mut events = vec![Vec::new(); parts.actions.len()];
        for entry in session.log() {
            if let Some(ev) = events.get_mut(entry.action) {
                ev.push(entry.event.clone());
            }
        }
        Ok(Record::build(&initial, &parts.actions, &events))
    }

    /// The text form (see the module).
    pub fn to_text(&self) -> String {
        let mut out = String::with_capacity(8 * self.steps.len() + 2);
        push_check(&mut out, self.setup_check);
        for step in &self.steps {
            out.push(' ');
            push_check(&mut out, step.check);
            for (i, d) in step.draws.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                d.push_text(&mut out);
            }
        }
        out
    }

    /// Reads the text form.
    ///
    /// # Errors
    /// [`RecordError`] naming the first token that cannot be read.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut tokens = text.split(' ');
        let setup = tokens.next().unwrap_or_default();
        let setup_check = check_of(setup.as_bytes()).ok_or(RecordError { token: 0 })?;
        let mut steps = Vec::new();
        for (i, token) in tokens.enumerate() {
            let err = RecordError { token: i + 1 };
            if token.len() < 2 || !token.is_char_boundary(2) {
                return Err(err);
            }
            let check = check_of(&token.as_bytes()[..2]).ok_or(err)?;
            let rest = &token[2..];
            let draws = if rest.is_empty() {
                Vec::new()
            } else {
                rest.split(',')
                    .map(Draw::parse)
                    .collect::<Option<Vec<_>>>()
                    .ok_or(err)?
            };
            steps.push(RecordStep { check, draws });
        }
        Ok(Record { setup_check, steps })
    }
}

/// A save with the game's record: what an export of a game carries. Any version of the
/// app reads it as a save (the `record` field is ignored by the loader); while the game
/// is not over, it reveals the seed and so the dice to come ([`reveals_future_dice`]).
pub fn export_save(session: &Session) -> String {
    match Record::of_session(session) {
        Ok(record) => encode_with_record(session.parts(), &record),
        Err(_) => crate::storage::save::encode(session.parts()),
    }
}

/// The save of `parts` with `record` as its last field.
pub fn encode_with_record(parts: &crate::session::SessionParts, record: &Record) -> String {
    let mut text = crate::storage::save::encode(parts);
    // The envelope is an object: the record goes before its closing brace.
    text.pop();
    text.push_str(",\"record\":\"");
    text.push_str(&record.to_text());
    text.push_str("\"}");
    text
}

/// Whether an export of this session would let its reader compute the dice to come: any
/// game not over yet.
pub fn reveals_future_dice(session: &Session) -> bool {
    session.game().outcome().is_none()
}

/// The record an exported save carries, if any.
///
/// # Errors
/// The save is not JSON, or its `record` is not a string or cannot be read.
pub fn read_record(text: &str) -> Result<Option<Record>, RecordError> {
    let bad = RecordError { token: 0 };
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    let root = crate::storage::json::parse(trimmed).map_err(|_| bad)?;
    let fields = root.fields().map_err(|_| bad)?;
    match fields.opt("record").map_err(|_| bad)? {
        None => Ok(None),
        Some(node) => Record::parse(node.str().map_err(|_| bad)?).map(Some),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_read_back_from_their_text() {
        let draws = vec![
            Draw::Battle {
                attacker: vec![6, 5, 3],
                defender: vec![4, 1],
            },
            Draw::Sdadata([3, 4]),
            Draw::TieBreak(vec![2, 5]),
            Draw::Card(Card::Territory(TerritoryId::Alaska)),
            Draw::Card(Card::Territory(TerritoryId::NuovaGuinea)),
            Draw::Card(Card::Jolly(1)),
        ];
        let text = draws_text(&draws);
        assert_eq!(text, "653v41,s34,t25,c0,cF,cH");
        let record = Record {
            setup_check: 4095,
            steps: vec![
                RecordStep {
                    check: 0,
                    draws: Vec::new(),
                },
                RecordStep { check: 77, draws },
            ],
        };
        let text = record.to_text();
        assert_eq!(text, "__ AA BN653v41,s34,t25,c0,cF,cH");
        assert_eq!(Record::parse(&text), Ok(record));
        for bad in [
            "", "A", "AA B", "AA AA7v1", "AA AAv1", "AA AAs3", "AA AAcZ", "AA AA,",
        ] {
            assert!(Record::parse(bad).is_err(), "{bad:?}");
        }
    }
}
