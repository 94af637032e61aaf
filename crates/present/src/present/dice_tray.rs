//! The dice tray's content (issue 43, item 2): the throws of the last attack in the log,
//! whoever threw them (a person, a computer, the morto), for the tray the play screen lays
//! over the map (`src/ui/play/dice_tray.rs`). Only public events are read: dice are
//! public (docs/RULES.md, the attack).

use crate::rules::board::TerritoryId;
use crate::rules::{Event, Game};
use crate::session::LogEntry;

use super::bots::Speed;
use super::lang::Lang;

/// One throw: dice sorted high to low as the rules pair them, position `i` of each side
/// compared while both have a die there (docs/RULES.md: the lower die loses, ties go to
/// the defender).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Throw {
    pub attacker: Vec<u8>,
    pub defender: Vec<u8>,
    pub attacker_losses: u32,
    pub defender_losses: u32,
}

impl Throw {
    /// How many dice of each side were compared.
    pub fn pairs(&self) -> usize {
        self.attacker.len().min(self.defender.len())
    }

    /// Whether die `i` of the attacker (`attacker`) or of the defender lost its pair.
    pub fn lost(&self, attacker: bool, i: usize) -> bool {
        if i >= self.pairs() {
            return false;
        }
        let (a, d) = (self.attacker[i], self.defender[i]);
        if attacker {
            a <= d
        } else {
            a > d
        }
    }
}

/// The throws of one attack action (one for a single throw, every throw of a blitz).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tray {
    /// The action's index in the game's actions (a new one: a new tray).
    pub action: usize,
    pub from: TerritoryId,
    pub to: TerritoryId,
    pub throws: Vec<Throw>,
    pub conquered: bool,
}

/// How far back the log is searched for the last attack: a tray older than this many
/// events is no news.
const LOOK_BACK: usize = 400;

/// The last attack action of `log` (public events), if there is one recent enough.
pub fn last_attack(g: &Game, log: &[LogEntry]) -> Option<Tray> {
    let skip = log.len().saturating_sub(LOOK_BACK);
    let at = log[skip..]
        .iter()
        .rposition(|e| matches!(e.event, Event::Battle { .. }))?
        + skip;
    let action = log[at].action;
    let first = log[..at]
        .iter()
        .rposition(|e| e.action != action)
        .map_or(0, |i| i + 1);
    let mut tray: Option<Tray> = None;
    for e in log[first..].iter().take_while(|e| e.action == action) {
        match g.event_for(&e.event, None) {
            Some(Event::Battle {
                from,
                to,
                attacker_dice,
                defender_dice,
                attacker_losses,
                defender_losses,
                ..
            }) => {
                let t = tray.get_or_insert(Tray {
                    action,
                    from,
                    to,
                    throws: Vec::new(),
                    conquered: false,
                });
                t.throws.push(Throw {
                    attacker: attacker_dice.to_vec(),
                    defender: defender_dice.to_vec(),
                    attacker_losses,
                    defender_losses,
                });
            }
            Some(Event::Conquered { .. }) => {
                if let Some(t) = tray.as_mut() {
                    t.conquered = true;
                }
            }
            _ => {}
        }
    }
    tray
}

/// The throws a blitz of `n` throws shows one after the other, `step_ms` apart, within
/// `budget_ms`: the last ones (the last always, alone when `step_ms` is 0).
pub fn shown_from(n: usize, step_ms: u32, budget_ms: u32) -> usize {
    if step_ms == 0 || n == 0 {
        return n.saturating_sub(1);
    }
    let fit = (budget_ms / step_ms).max(1) as usize;
    n.saturating_sub(fit)
}

/// Space-separated faces ("6 5 3"), for the tray's data attributes.
pub fn faces(dice: &[u8]) -> String {
    let mut s = String::new();
    for (i, d) in dice.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push(char::from(b'0' + d));
    }
    s
}

/// How long one move lasts on screen at `speed` (a roll, armies along an arrow, a
/// territory taking its new colour), in milliseconds: under half a second (issue 43,
/// item 3).
pub const fn motion_ms(speed: Speed) -> u32 {
    match speed {
        Speed::Normale => 420,
        Speed::Veloce => 260,
        Speed::Istantaneo => 150,
    }
}

/// How long each throw of a blitz is shown before the next at `speed` (0: only the last).
pub const fn step_ms(speed: Speed) -> u32 {
    match speed {
        Speed::Normale => 260,
        Speed::Veloce => 140,
        Speed::Istantaneo => 0,
    }
}

/// The longest a blitz's throws take to go by, in milliseconds.
pub const BLITZ_MS: u32 = 1_600;

/// The tray's accessible name: the throw in words, and how to put it away.
pub fn label(tray: &Tray, k: usize, l: Lang) -> String {
    let Some(t) = tray.throws.get(k) else {
        return String::new();
    };
    let (a, d) = (faces(&t.attacker), faces(&t.defender));
    let (from, to) = (l.territory(tray.from), l.territory(tray.to));
    let (al, dl) = (t.attacker_losses, t.defender_losses);
    match l {
        Lang::It => format!(
            "Dadi, {from} contro {to}: attacco {a}, difesa {d}; perdite: attacco {al}, difesa {dl}. Tocca per chiudere."
        ),
        Lang::En => format!(
            "Dice, {from} against {to}: attack {a}, defence {d}; losses: attack {al}, defence {dl}. Tap to close."
        ),
    }
}

/// "Blitz 3/12" for a throw of a blitz (none for a single throw).
pub fn counter(tray: &Tray, k: usize) -> Option<String> {
    (tray.throws.len() > 1).then(|| format!("Blitz {}/{}", k + 1, tray.throws.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throw_compares_pairs_and_ties_go_to_the_defender() {
        let t = Throw {
            attacker: vec![6, 4, 3],
            defender: vec![4, 4],
            attacker_losses: 1,
            defender_losses: 1,
        };
        assert_eq!(t.pairs(), 2);
        assert!(!t.lost(true, 0) && t.lost(false, 0));
        assert!(t.lost(true, 1) && !t.lost(false, 1));
        // The third die was not compared: it neither won nor lost.
        assert!(!t.lost(true, 2));
    }

    #[test]
    fn a_long_blitz_shows_only_its_last_throws() {
        assert_eq!(shown_from(100, 150, 1200), 92);
        assert_eq!(shown_from(3, 150, 1200), 0);
        assert_eq!(shown_from(5, 0, 1200), 4);
        assert_eq!(shown_from(0, 150, 1200), 0);
    }

    #[test]
    fn faces_are_space_separated() {
        assert_eq!(faces(&[6, 5, 3]), "6 5 3");
        assert_eq!(faces(&[]), "");
    }
}
