//! The compact text form of a game's actions in save format 1.
//!
//! A 300-turn game has several thousand actions; as serde JSON
//! (`{"attack":{"from":"europa_settentrionale",...}}`) they would take hundreds of KB,
//! far above the 32 KB a save may take. Format 1 writes them as a string of short
//! tokens separated by one space, in the order they were played:
//!
//! | token        | action                                                    |
//! |--------------|-----------------------------------------------------------|
//! | `P<t><n>`    | `Place { territory: t, armies: n }`                       |
//! | `U`          | `UndoPlace`                                               |
//! | `C<c><c><c>` | `Trade { cards }`                                         |
//! | `A<f><t><d>` | `Attack { from: f, to: t, dice: d }`                      |
//! | `B<f><t><n>` | `Blitz { from: f, to: t, stop_at: n }`                    |
//! | `O<n>`       | `Occupy { armies: n }`                                    |
//! | `E`          | `EndAttacks`                                              |
//! | `M<f><t><n>` | `Move { from: f, to: t, armies: n }`                      |
//! | `T` / `T<n>` | `EndTurn { extra_rolls: 0 }` / `EndTurn { extra_rolls: n }` |
//! | `X`          | `TimeUp`                                                  |
//! | `S`          | `Pass` (`club`)                                           |
//! | `R`          | `Retire` (`club`)                                         |
//! | `H`          | `TradeHand` (`club`)                                      |
//! | `K<t>`       | `ChooseChain { territory: t }` (`club`)                   |
//! | `D<t><n>`    | `Remove { territory: t, armies: n }` (`club`)             |
//! | `V`          | `UndoMove` (`club`)                                       |
//!
//! - `<t>`, `<f>`: one character per territory, from [`TERRITORY_CODES`] (`0`..`9`,
//!   `a`..`z`, `A`..`F`): `0` is Alaska, `F` Nuova Guinea. The table is written out here
//!   and pinned by a test, so it never follows a reordering of the board.
//! - `<c>`: a card: its territory's character, `G` for jolly 0, `H` for jolly 1 (the deck
//!   has no other jolly: a trade naming one is refused by the rules, so it can never be in
//!   a game; the encoder writes it as `?`, which the decoder refuses).
//! - `<n>`, `<d>`: a decimal number without sign or leading zero.
//! - A compact token may end with `*<k>` (k >= 2): the same action `k` times in a row
//!   (placing one army at a time, or attacking again with the same dice, is common).
//!
//! Example: `Ph1*3 Pa2 Aab3*2 O3 E T`: one army on Islanda three times, two armies on
//! Brasile, two 3-dice attacks from Brasile on Perù, 3 armies moved in, end of the attacks,
//! end of the turn. The format never changes once released: a change is a new
//! save format with its own decoder (see [`super::save`]).

use crate::rules::{Action, Card, TerritoryId};

/// The territory of each one-character code, in the order of [`CODE_CHARS`]. Format 1
/// forever: never reorder, never insert.
pub const TERRITORY_CODES: [TerritoryId; 42] = [
    TerritoryId::Alaska,
    TerritoryId::Alberta,
    TerritoryId::AmericaCentrale,
    TerritoryId::Groenlandia,
    TerritoryId::Ontario,
    TerritoryId::Quebec,
    TerritoryId::StatiUnitiOccidentali,
    TerritoryId::StatiUnitiOrientali,
    TerritoryId::TerritoriDelNordOvest,
    TerritoryId::Argentina,
    TerritoryId::Brasile,
    TerritoryId::Peru,
    TerritoryId::Venezuela,
    TerritoryId::EuropaMeridionale,
    TerritoryId::EuropaOccidentale,
    TerritoryId::EuropaSettentrionale,
    TerritoryId::GranBretagna,
    TerritoryId::Islanda,
    TerritoryId::Scandinavia,
    TerritoryId::Ucraina,
    TerritoryId::AfricaDelNord,
    TerritoryId::AfricaDelSud,
    TerritoryId::AfricaOrientale,
    TerritoryId::Congo,
    TerritoryId::Egitto,
    TerritoryId::Madagascar,
    TerritoryId::Afghanistan,
    TerritoryId::Cina,
    TerritoryId::Cita,
    TerritoryId::Giappone,
    TerritoryId::India,
    TerritoryId::Jacuzia,
    TerritoryId::Kamchatka,
    TerritoryId::MedioOriente,
    TerritoryId::Mongolia,
    TerritoryId::Siam,
    TerritoryId::Siberia,
    TerritoryId::Urali,
    TerritoryId::AustraliaOccidentale,
    TerritoryId::AustraliaOrientale,
    TerritoryId::Indonesia,
    TerritoryId::NuovaGuinea,
];

/// The code characters, one per entry of [`TERRITORY_CODES`].
pub const CODE_CHARS: &[u8; 42] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEF";

/// Card codes of the two jolly (numbered 0 and 1 in [`Card::deck`]).
const JOLLY_CODES: [u8; 2] = [b'G', b'H'];

/// Why a token of the action string cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenError {
    /// Two spaces in a row, or a space at either end.
    Empty,
    /// The first character names no action.
    UnknownKind(char),
    /// A territory or card character outside the table.
    BadCode(char),
    /// A number is missing, signed, has a leading zero, or does not fit.
    BadNumber,
    /// The token ends before the action's fields.
    Short,
    /// Characters left after the action's fields.
    Trailing,
    /// The `*k` repeat count is missing, below 2, or too large.
    BadRepeat,
}

impl std::fmt::Display for TokenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TokenError::Empty => write!(f, "empty token"),
            TokenError::UnknownKind(c) => write!(f, "unknown action {c:?}"),
            TokenError::BadCode(c) => write!(f, "unknown territory or card {c:?}"),
            TokenError::BadNumber => write!(f, "bad number"),
            TokenError::Short => write!(f, "too short"),
            TokenError::Trailing => write!(f, "unexpected characters at the end"),
            TokenError::BadRepeat => write!(f, "bad repeat count"),
        }
    }
}

/// A token that could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeActionsError {
    /// Index of the first action the bad token would have produced.
    pub action: usize,
    /// Index of the token (0-based) in the string.
    pub token: usize,
    /// What is wrong with it.
    pub error: TokenError,
}

/// Longest run a `*k` suffix may claim: far beyond any real game, small enough that a
/// forged count cannot make the decoder allocate without bound.
pub const MAX_REPEAT: u32 = 10_000;

/// Most actions a save may hold (a 300-turn game has a few thousand).
pub const MAX_ACTIONS: usize = 1_000_000;

/// Code character of each territory, by its index on the board (the inverse of
/// [`TERRITORY_CODES`], built at compile time).
const CHAR_OF: [u8; 42] = {
    let mut out = [0u8; 42];
    let mut i = 0;
    while i < 42 {
        out[TERRITORY_CODES[i].index()] = CODE_CHARS[i];
        i += 1;
    }
    out
};

fn territory_char(t: TerritoryId) -> char {
    char::from(CHAR_OF[t.index()])
}

fn territory_of(c: u8) -> Option<TerritoryId> {
    let i = match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'z' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 36,
        _ => return None,
    };
    TERRITORY_CODES.get(usize::from(i)).copied()
}

fn card_char(card: Card) -> Option<char> {
    match card {
        Card::Territory(t) => Some(territory_char(t)),
        Card::Jolly(n) => JOLLY_CODES.get(usize::from(n)).map(|c| *c as char),
    }
}

fn card_of(c: u8) -> Option<Card> {
    if let Some(n) = JOLLY_CODES.iter().position(|j| *j == c) {
        return Some(Card::Jolly(n as u8));
    }
    territory_of(c).map(Card::Territory)
}

/// Appends `n` in decimal (no `fmt` machinery: this runs for every action saved).
fn push_number(out: &mut String, n: u32) {
    super::json::push_u64(out, u64::from(n));
}

/// Appends the token of one action (without repeat suffix or separator).
fn push_token(out: &mut String, action: &Action) {
    let t = territory_char;
    let mut head = |kind: char, from: TerritoryId, to: TerritoryId, n: u32| {
        out.push(kind);
        out.push(t(from));
        out.push(t(to));
        push_number(out, n);
    };
    match action {
        Action::Attack { from, to, dice } => head('A', *from, *to, u32::from(*dice)),
        Action::Blitz { from, to, stop_at } => head('B', *from, *to, *stop_at),
        Action::Move { from, to, armies } => head('M', *from, *to, *armies),
        Action::Place { territory, armies } => {
            out.push('P');
            out.push(t(*territory));
            push_number(out, *armies);
        }
        Action::UndoPlace => out.push('U'),
        Action::Trade { cards } => {
            out.push('C');
            for card in cards {
                // A jolly the deck does not have (see the module's doc).
                out.push(card_char(*card).unwrap_or('?'));
            }
        }
        Action::Occupy { armies } => {
            out.push('O');
            push_number(out, *armies);
        }
        Action::EndAttacks => out.push('E'),
        Action::EndTurn { extra_rolls: 0 } => out.push('T'),
        Action::EndTurn { extra_rolls } => {
            out.push('T');
            push_number(out, *extra_rolls);
        }
        Action::TimeUp => out.push('X'),
        Action::Pass => out.push('S'),
        Action::Retire => out.push('R'),
        Action::TradeHand => out.push('H'),
        Action::ChooseChain { territory } => {
            out.push('K');
            out.push(t(*territory));
        }
        Action::Remove { territory, armies } => {
            out.push('D');
            out.push(t(*territory));
            push_number(out, *armies);
        }
        Action::UndoMove => out.push('V'),
    }
}

/// Writes `actions` in the compact form (see the module's table).
pub fn encode_actions(actions: &[Action]) -> String {
    let mut out = String::with_capacity(actions.len() * 5);
    push_actions(&mut out, actions, false);
    out
}

/// Appends `actions` in the compact form to `out`, the first token after a space if
/// `spaced` (when `out` already ends with tokens).
fn push_actions(out: &mut String, actions: &[Action], mut spaced: bool) {
    let mut i = 0;
    while i < actions.len() {
        let action = &actions[i];
        let mut run = 1;
        while i + run < actions.len() && actions[i + run] == *action && run < MAX_REPEAT as usize {
            run += 1;
        }
        if spaced {
            out.push(' ');
        }
        spaced = true;
        push_token(out, action);
        if run > 1 {
            out.push('*');
            push_number(out, run as u32);
        }
        i += run;
    }
}

/// Encodes a growing list of actions, re-encoding only its last run: saving after each
/// action of a long game costs the same as saving a short one. The output is exactly
/// [`encode_actions`]'s.
///
/// Keep one per game: the list must only grow between calls (a session's does); a list
/// that does not extend the last one starts over.
#[derive(Clone, Debug, Default)]
pub struct ActionsEncoder {
    /// The encoding of `actions[..done]`.
    stable: String,
    /// A run boundary: `actions[done - 1] != actions[done]`.
    done: usize,
    /// `actions[done - 1]`, to notice a list that is not the same one.
    last: Option<Action>,
}

impl ActionsEncoder {
    /// A fresh encoder.
    pub fn new() -> ActionsEncoder {
        ActionsEncoder::default()
    }

    /// The compact form of `actions` (as [`encode_actions`]).
    pub fn encode(&mut self, actions: &[Action]) -> String {
        let mut out = String::new();
        self.encode_into(actions, &mut out);
        out
    }

    /// Appends the compact form of `actions` to `out` (as [`encode_actions`]): the save
    /// writer puts it straight into the save, without a String of its own.
    pub fn encode_into(&mut self, actions: &[Action], out: &mut String) {
        let same = actions.len() >= self.done
            && (self.done == 0 || actions.get(self.done - 1) == self.last.as_ref());
        if !same {
            *self = ActionsEncoder::default();
        }
        // Where the last run of identical actions starts: everything before is final.
        let mut k = actions.len();
        if let Some(last) = actions.last() {
            while k > self.done && actions[k - 1] == *last {
                k -= 1;
            }
        }
        if k > self.done {
            let spaced = !self.stable.is_empty();
            push_actions(&mut self.stable, &actions[self.done..k], spaced);
            self.done = k;
            self.last = Some(actions[k - 1]);
        }
        out.push_str(&self.stable);
        push_actions(out, &actions[self.done..], !self.stable.is_empty());
    }
}

/// Reads a number: ASCII digits, no sign, no leading zero (except "0" itself).
fn number(s: &[u8]) -> Result<u32, TokenError> {
    if s.is_empty()
        || s.len() > 10
        || (s.len() > 1 && s[0] == b'0')
        || !s.iter().all(u8::is_ascii_digit)
    {
        return Err(TokenError::BadNumber);
    }
    // Summed here rather than through str::parse, which would need a UTF-8 check.
    s.iter()
        .try_fold(0u32, |n, d| {
            n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
        })
        .ok_or(TokenError::BadNumber)
}

fn territory_at(s: &[u8], i: usize) -> Result<TerritoryId, TokenError> {
    let c = *s.get(i).ok_or(TokenError::Short)?;
    territory_of(c).ok_or(TokenError::BadCode(c as char))
}

/// Reads one compact token (no repeat suffix).
fn parse_token(s: &[u8]) -> Result<Action, TokenError> {
    let (&kind, rest) = s.split_first().ok_or(TokenError::Empty)?;
    let bare = |a: Action| {
        if rest.is_empty() {
            Ok(a)
        } else {
            Err(TokenError::Trailing)
        }
    };
    let pair = || -> Result<(TerritoryId, TerritoryId, u32), TokenError> {
        let from = territory_at(rest, 0)?;
        let to = territory_at(rest, 1)?;
        Ok((from, to, number(rest.get(2..).unwrap_or_default())?))
    };
    match kind {
        b'P' | b'D' => {
            let territory = territory_at(rest, 0)?;
            let armies = number(rest.get(1..).unwrap_or_default())?;
            Ok(if kind == b'P' {
                Action::Place { territory, armies }
            } else {
                Action::Remove { territory, armies }
            })
        }
        b'U' => bare(Action::UndoPlace),
        b'C' => {
            if rest.len() != 3 {
                return Err(if rest.len() > 3 {
                    TokenError::Trailing
                } else {
                    TokenError::Short
                });
            }
            let mut cards = [Card::Jolly(0); 3];
            for (slot, c) in cards.iter_mut().zip(rest) {
                *slot = card_of(*c).ok_or(TokenError::BadCode(*c as char))?;
            }
            Ok(Action::Trade { cards })
        }
        b'A' => {
            let (from, to, dice) = pair()?;
            let dice = u8::try_from(dice).map_err(|_| TokenError::BadNumber)?;
            Ok(Action::Attack { from, to, dice })
        }
        b'B' => {
            let (from, to, stop_at) = pair()?;
            Ok(Action::Blitz { from, to, stop_at })
        }
        b'O' => Ok(Action::Occupy {
            armies: number(rest)?,
        }),
        b'E' => bare(Action::EndAttacks),
        b'M' => {
            let (from, to, armies) = pair()?;
            Ok(Action::Move { from, to, armies })
        }
        b'T' if rest.is_empty() => Ok(Action::end_turn()),
        b'T' => match number(rest)? {
            // "T0" is not the canonical form of a plain end of turn.
            0 => Err(TokenError::BadNumber),
            extra_rolls => Ok(Action::EndTurn { extra_rolls }),
        },
        b'X' => bare(Action::TimeUp),
        b'S' => bare(Action::Pass),
        b'R' => bare(Action::Retire),
        b'H' => bare(Action::TradeHand),
        b'V' => bare(Action::UndoMove),
        b'K' => {
            if rest.len() > 1 {
                return Err(TokenError::Trailing);
            }
            Ok(Action::ChooseChain {
                territory: territory_at(rest, 0)?,
            })
        }
        other => Err(TokenError::UnknownKind(other as char)),
    }
}

/// Reads the compact form back.
///
/// # Errors
/// The first token that cannot be read, or a string that would expand to more than
/// [`MAX_ACTIONS`] actions.
pub fn decode_actions(text: &str) -> Result<Vec<Action>, DecodeActionsError> {
    let mut actions = Vec::new();
    if text.is_empty() {
        return Ok(actions);
    }
    for (token_index, token) in text.split(' ').enumerate() {
        let at = actions.len();
        let err = |error| DecodeActionsError {
            action: at,
            token: token_index,
            error,
        };
        let bytes = token.as_bytes();
        if bytes.is_empty() {
            return Err(err(TokenError::Empty));
        }
        let (body, repeat) = match bytes.iter().position(|b| *b == b'*') {
            Some(star) => {
                let k = number(&bytes[star + 1..]).map_err(|_| err(TokenError::BadRepeat))?;
                if !(2..=MAX_REPEAT).contains(&k) {
                    return Err(err(TokenError::BadRepeat));
                }
                (&bytes[..star], k as usize)
            }
            None => (bytes, 1),
        };
        let action = parse_token(body).map_err(err)?;
        for _ in 1..repeat {
            actions.push(action);
        }
        actions.push(action);
        if actions.len() > MAX_ACTIONS {
            return Err(err(TokenError::BadRepeat));
        }
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use TerritoryId as T;

    #[test]
    fn the_code_table_is_a_permutation_of_the_board() {
        let mut seen = [false; 42];
        for t in TERRITORY_CODES {
            assert!(!seen[t.index()], "{t} twice");
            seen[t.index()] = true;
        }
        assert!(seen.iter().all(|s| *s));
        for (i, c) in CODE_CHARS.iter().enumerate() {
            assert_eq!(territory_of(*c), Some(TERRITORY_CODES[i]));
        }
    }

    #[test]
    fn territory_codes_are_pinned_for_format_1() {
        // Format 1 forever: these characters are in every save written since.
        let pinned = [
            (T::Alaska, '0'),
            (T::Peru, 'b'),
            (T::Islanda, 'h'),
            (T::Ucraina, 'j'),
            (T::Madagascar, 'p'),
            (T::Kamchatka, 'w'),
            (T::Urali, 'B'),
            (T::NuovaGuinea, 'F'),
        ];
        for (t, c) in pinned {
            assert_eq!(territory_char(t), c, "{t}");
        }
    }

    #[test]
    fn every_kind_of_action_round_trips() {
        let actions = vec![
            Action::Place {
                territory: T::Alaska,
                armies: 3,
            },
            Action::UndoPlace,
            Action::Trade {
                cards: [Card::Territory(T::Cina), Card::Jolly(0), Card::Jolly(1)],
            },
            Action::Attack {
                from: T::Ucraina,
                to: T::Urali,
                dice: 3,
            },
            Action::Blitz {
                from: T::Siam,
                to: T::Indonesia,
                stop_at: 1,
            },
            Action::Occupy { armies: 12 },
            Action::EndAttacks,
            Action::Move {
                from: T::Peru,
                to: T::Brasile,
                armies: 100,
            },
            Action::end_turn(),
            Action::EndTurn { extra_rolls: 2 },
            Action::TimeUp,
            Action::Pass,
            Action::Retire,
            Action::TradeHand,
            Action::ChooseChain {
                territory: T::NuovaGuinea,
            },
            Action::Remove {
                territory: T::Cina,
                armies: 20,
            },
            Action::UndoMove,
        ];
        let text = encode_actions(&actions);
        assert_eq!(
            text,
            "P03 U CrGH AjB3 BzE1 O12 E Mba100 T T2 X S R H KF Dr20 V"
        );
        assert_eq!(decode_actions(&text).unwrap(), actions);
    }

    // Added after format 1 was released (club point 22): `V`, a letter no earlier token
    // used, so every earlier save reads as before.
    #[test]
    fn the_undo_of_a_club_strategic_move_round_trips() {
        let actions = vec![
            Action::Move {
                from: T::Peru,
                to: T::Brasile,
                armies: 4,
            },
            Action::UndoMove,
            Action::Move {
                from: T::Peru,
                to: T::Argentina,
                armies: 2,
            },
            Action::UndoMove,
            Action::UndoMove,
            Action::end_turn(),
        ];
        let text = encode_actions(&actions);
        assert_eq!(text, "Mba4 V Mb92 V*2 T");
        assert_eq!(decode_actions(&text).unwrap(), actions);
        assert!(decode_actions("V2").is_err(), "a bare token takes nothing");
    }

    #[test]
    fn runs_of_the_same_action_are_written_once_with_a_count() {
        let one = Action::Place {
            territory: T::Islanda,
            armies: 1,
        };
        let attack = Action::Attack {
            from: T::Alaska,
            to: T::Kamchatka,
            dice: 3,
        };
        let actions = vec![one, one, one, attack, attack, Action::end_turn()];
        let text = encode_actions(&actions);
        assert_eq!(text, "Ph1*3 A0w3*2 T");
        assert_eq!(decode_actions(&text).unwrap(), actions);
    }

    #[test]
    fn a_jolly_the_deck_does_not_have_is_written_unreadable() {
        // Card::deck has jolly 0 and 1 only: a trade of jolly 7 is refused by the rules
        // (not in any hand), so no game holds one; its token is refused when read back.
        let odd = Action::Trade {
            cards: [Card::Jolly(7), Card::Jolly(0), Card::Territory(T::Cina)],
        };
        let text = encode_actions(&[odd]);
        assert_eq!(text, "C?Gr");
        assert_eq!(
            decode_actions(&text).unwrap_err().error,
            TokenError::BadCode('?')
        );
    }

    #[test]
    fn the_incremental_encoder_writes_what_the_one_shot_encoder_writes() {
        let p = |t, armies| Action::Place {
            territory: t,
            armies,
        };
        let a = Action::Attack {
            from: T::Alaska,
            to: T::Kamchatka,
            dice: 3,
        };
        let script = vec![
            p(T::Islanda, 1),
            p(T::Islanda, 1),
            p(T::Islanda, 1),
            p(T::Cina, 2),
            a,
            a,
            Action::EndAttacks,
            Action::end_turn(),
            p(T::Cina, 1),
            p(T::Cina, 1),
        ];
        let mut enc = ActionsEncoder::new();
        for n in 0..=script.len() {
            assert_eq!(
                enc.encode(&script[..n]),
                encode_actions(&script[..n]),
                "{n} actions"
            );
        }
        // Another list starts over.
        let other = vec![Action::EndAttacks, a];
        assert_eq!(enc.encode(&other), encode_actions(&other));
        assert_eq!(enc.encode(&[]), "");
        // encode_into appends after what `out` holds, and leaves it alone for no action.
        let mut out = String::from("\"");
        enc.encode_into(&script, &mut out);
        assert_eq!(out, format!("\"{}", encode_actions(&script)));
        let mut out = String::from("x");
        enc.encode_into(&[], &mut out);
        assert_eq!(out, "x");
    }

    #[test]
    fn the_compact_form_never_needs_json_escaping() {
        let all = [
            Action::Place {
                territory: T::Islanda,
                armies: 7,
            },
            Action::UndoPlace,
            Action::Trade {
                cards: [Card::Jolly(0), Card::Jolly(1), Card::Jolly(9)],
            },
            Action::Attack {
                from: T::Alaska,
                to: T::Kamchatka,
                dice: 3,
            },
            Action::Blitz {
                from: T::Alaska,
                to: T::Kamchatka,
                stop_at: 2,
            },
            Action::Occupy { armies: 3 },
            Action::EndAttacks,
            Action::Move {
                from: T::Cina,
                to: T::India,
                armies: 1,
            },
            Action::end_turn(),
            Action::EndTurn { extra_rolls: 2 },
            Action::TimeUp,
        ];
        let mut text = encode_actions(&all);
        for t in crate::rules::TerritoryId::ALL {
            text.push_str(&encode_actions(&[Action::Place {
                territory: t,
                armies: 1,
            }]));
        }
        let mut quoted = String::new();
        crate::storage::json::push_str(&mut quoted, &text);
        assert_eq!(quoted, format!("\"{text}\""));
    }

    #[test]
    fn numbers_are_written_in_plain_decimal() {
        for n in [0, 7, 10, 99, 100, 12345, u32::MAX] {
            let mut s = String::new();
            push_number(&mut s, n);
            assert_eq!(s, n.to_string());
        }
    }

    #[test]
    fn numbers_are_read_up_to_u32_max_and_refused_beyond() {
        assert_eq!(
            decode_actions("O4294967295 O0 O10").unwrap(),
            vec![
                Action::Occupy { armies: u32::MAX },
                Action::Occupy { armies: 0 },
                Action::Occupy { armies: 10 },
            ]
        );
        for text in ["O4294967296", "O9999999999", "O10000000000"] {
            assert_eq!(
                decode_actions(text).unwrap_err().error,
                TokenError::BadNumber,
                "{text}"
            );
        }
    }

    #[test]
    fn the_empty_string_is_no_action() {
        assert_eq!(decode_actions("").unwrap(), vec![]);
        assert_eq!(encode_actions(&[]), "");
    }

    #[test]
    fn bad_tokens_are_named_with_their_position() {
        let cases: &[(&str, usize, usize, TokenError)] = &[
            ("P03  T", 1, 1, TokenError::Empty),
            ("P03 Q", 1, 1, TokenError::UnknownKind('Q')),
            ("P03 Pz1 P#1", 2, 2, TokenError::BadCode('#')),
            ("P03*2 P0", 2, 1, TokenError::BadNumber),
            ("P0-1", 0, 0, TokenError::BadNumber),
            ("P007", 0, 0, TokenError::BadNumber),
            ("P099999999999", 0, 0, TokenError::BadNumber),
            ("Ex", 0, 0, TokenError::Trailing),
            ("T0", 0, 0, TokenError::BadNumber),
            ("A0w300", 0, 0, TokenError::BadNumber),
            ("E*1", 0, 0, TokenError::BadRepeat),
            ("E*", 0, 0, TokenError::BadRepeat),
            ("E*99999", 0, 0, TokenError::BadRepeat),
            ("CrG", 0, 0, TokenError::Short),
            ("P", 0, 0, TokenError::Short),
            ("A0", 0, 0, TokenError::Short),
            ("CrGHH", 0, 0, TokenError::Trailing),
            ("{\"nope\":1}", 0, 0, TokenError::UnknownKind('{')),
        ];
        for (text, action, token, error) in cases {
            let e = decode_actions(text).unwrap_err();
            assert_eq!(
                (e.action, e.token, &e.error),
                (*action, *token, error),
                "{text}"
            );
        }
    }

    #[test]
    fn a_forged_repeat_count_cannot_explode_the_action_list() {
        let text = vec!["E*10000"; 101].join(" ");
        let e = decode_actions(&text).unwrap_err();
        assert_eq!(e.error, TokenError::BadRepeat);
        assert_eq!(e.token, 100);
    }
}
