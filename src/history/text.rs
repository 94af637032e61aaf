//! The log of a game as plain text, in Italian or English: one line per event worth
//! telling, numbered by action, with a heading per round. A simpler wording than the play
//! screen's log (`src/ui/i18n_play.rs`, which exists only in the web build); the public
//! form hides the cards drawn by others, as the play screen does.

use crate::rules::club::ClubEvent;
use crate::rules::{Card, EndReason, Event, Game, GameConfig, SeatId, TerritoryId};

use super::Replay;

/// The language of a text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lang {
    It,
    En,
}

impl Lang {
    fn pick(self, it: &'static str, en: &'static str) -> &'static str {
        match self {
            Lang::It => it,
            Lang::En => en,
        }
    }

    /// A territory's name.
    pub fn territory(self, t: TerritoryId) -> &'static str {
        match self {
            Lang::It => t.name_it(),
            Lang::En => t.name_en(),
        }
    }
}

fn card(c: Card, lang: Lang) -> String {
    match c {
        Card::Territory(t) => lang.territory(t).to_owned(),
        Card::Jolly(_) => "jolly".to_owned(),
    }
}

fn dice(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

/// One event in words, or `None` for events not worth a line (the breakdown of
/// reinforcements after a trade, ...). `event` should be the form its reader may see
/// ([`Game::event_for`]).
pub fn event_line(event: &Event, config: &GameConfig, lang: Lang) -> Option<String> {
    let n = |s: &SeatId| {
        config
            .seats
            .get(s.index())
            .map_or("?", |c| c.name.as_str())
            .to_owned()
    };
    let t = |t: &TerritoryId| lang.territory(*t);
    let it = lang == Lang::It;
    Some(match event {
        Event::Placed {
            seat,
            territory,
            armies,
            ..
        } => {
            if it {
                format!("{} piazza {armies} su {}.", n(seat), t(territory))
            } else {
                format!("{} places {armies} on {}.", n(seat), t(territory))
            }
        }
        Event::PlacementUndone {
            seat,
            territory,
            armies,
        } => {
            if it {
                format!("{} riprende {armies} da {}.", n(seat), t(territory))
            } else {
                format!("{} takes back {armies} from {}.", n(seat), t(territory))
            }
        }
        Event::SetupFinished => lang
            .pick("Piazzamento iniziale concluso.", "Initial placement done.")
            .into(),
        Event::RoundStarted { round } => {
            format!("— {} {round} —", lang.pick("Giro", "Round"))
        }
        Event::TurnStarted { seat, director, .. } => match (director, it) {
            (Some(d), true) => format!("Turno di {}, diretto da {}.", n(seat), n(d)),
            (Some(d), false) => format!("{}'s turn, directed by {}.", n(seat), n(d)),
            (None, true) => format!("Turno di {}.", n(seat)),
            (None, false) => format!("{}'s turn.", n(seat)),
        },
        Event::Reinforcements { seat, breakdown } => {
            if it {
                format!("{} riceve {} armate.", n(seat), breakdown.total)
            } else {
                format!("{} receives {} armies.", n(seat), breakdown.total)
            }
        }
        Event::ArmyCapReached { seat, lost, .. } => {
            if it {
                format!("{} è al limite di armate: {lost} in meno.", n(seat))
            } else {
                format!("{} is at the army cap: {lost} fewer.", n(seat))
            }
        }
        Event::Traded {
            seat, cards, total, ..
        } => {
            let cards: Vec<String> = cards.iter().map(|c| card(*c, lang)).collect();
            if it {
                format!(
                    "{} gioca un tris ({}): {total} armate.",
                    n(seat),
                    cards.join(", ")
                )
            } else {
                format!(
                    "{} trades a tris ({}): {total} armies.",
                    n(seat),
                    cards.join(", ")
                )
            }
        }
        Event::Battle {
            attacker,
            defender,
            from,
            to,
            attacker_dice,
            defender_dice,
            attacker_losses,
            defender_losses,
        } => {
            if it {
                format!(
                    "{} da {} attacca {} di {}: {} contro {}; perdite {attacker_losses} e {defender_losses}.",
                    n(attacker),
                    t(from),
                    t(to),
                    n(defender),
                    dice(attacker_dice),
                    dice(defender_dice)
                )
            } else {
                format!(
                    "{} attacks {}'s {} from {}: {} against {}; losses {attacker_losses} and {defender_losses}.",
                    n(attacker),
                    n(defender),
                    t(to),
                    t(from),
                    dice(attacker_dice),
                    dice(defender_dice)
                )
            }
        }
        Event::BlitzStopped { to, .. } => {
            if it {
                format!("L'attacco rapido su {} si ferma.", t(to))
            } else {
                format!("The blitz on {} stops.", t(to))
            }
        }
        Event::Conquered { seat, to, .. } => {
            if it {
                format!("{} conquista {}.", n(seat), t(to))
            } else {
                format!("{} conquers {}.", n(seat), t(to))
            }
        }
        Event::Occupied { to, armies, .. } => {
            if it {
                format!("{armies} armate occupano {}.", t(to))
            } else {
                format!("{armies} armies occupy {}.", t(to))
            }
        }
        Event::Eliminated { seat, by, .. } => {
            if it {
                format!("{} è eliminato da {}.", n(seat), n(by))
            } else {
                format!("{} is eliminated by {}.", n(seat), n(by))
            }
        }
        Event::CardsTaken {
            from, to, count, ..
        } => {
            if it {
                format!("{} prende le {count} carte di {}.", n(to), n(from))
            } else {
                format!("{} takes {}'s {count} cards.", n(to), n(from))
            }
        }
        Event::ObjectiveChanged { seat } => {
            if it {
                format!("L'obiettivo di {} diventa: 24 territori.", n(seat))
            } else {
                format!("{}'s objective becomes: 24 territories.", n(seat))
            }
        }
        Event::AttacksEnded { .. } => return None,
        Event::Moved { from, to, armies } => {
            if it {
                format!("Spostamento: {armies} da {} a {}.", t(from), t(to))
            } else {
                format!("Move: {armies} from {} to {}.", t(from), t(to))
            }
        }
        Event::DeckReshuffled { .. } => lang
            .pick(
                "Gli scarti tornano nel mazzo.",
                "The discards become the deck.",
            )
            .into(),
        Event::CardDrawn { seat, card: c } => match (c, it) {
            (Some(c), true) => format!("{} pesca una carta: {}.", n(seat), card(*c, lang)),
            (Some(c), false) => format!("{} draws a card: {}.", n(seat), card(*c, lang)),
            (None, true) => format!("{} pesca una carta.", n(seat)),
            (None, false) => format!("{} draws a card.", n(seat)),
        },
        Event::NoCardDrawn { seat, .. } => {
            if it {
                format!("{} non pesca: le carte sono finite.", n(seat))
            } else {
                format!("{} draws nothing: no cards left.", n(seat))
            }
        }
        Event::TimeUp { round } => {
            if it {
                format!("Tempo scaduto nel giro {round}.")
            } else {
                format!("Time is up in round {round}.")
            }
        }
        Event::LastRoundAnnounced { last, .. } => {
            if it {
                format!("Il giro {last} è l'ultimo.")
            } else {
                format!("Round {last} is the last.")
            }
        }
        Event::SdadataRoll {
            seat,
            dice: d,
            sum,
            min,
            max,
            ends,
            ..
        } => {
            let verdict = match (ends, it) {
                (true, true) => "la partita finisce",
                (true, false) => "the game ends",
                (false, true) => "si continua",
                (false, false) => "play goes on",
            };
            format!(
                "{} {} {}: {sum} ({min}-{max}), {verdict}.",
                n(seat),
                lang.pick("tira la sdadata", "rolls the sdadata"),
                dice(d)
            )
        }
        Event::SdadataSkipped { seat, .. } => {
            if it {
                format!("{} non tira la sdadata: troppe conquiste.", n(seat))
            } else {
                format!("{} does not roll: too many conquests.", n(seat))
            }
        }
        Event::ExtraRollsEarned { seat, count, .. } => {
            if it {
                format!("{} guadagna {count} tiri extra.", n(seat))
            } else {
                format!("{} earns {count} extra rolls.", n(seat))
            }
        }
        Event::MortoDirected { director } => {
            if it {
                format!("Il morto sarà diretto da {}.", n(director))
            } else {
                format!("The morto will be directed by {}.", n(director))
            }
        }
        Event::Risiko { seat } => format!("RisiKo! {}.", n(seat)),
        Event::TieBreakRoll { seats, dice: d } => {
            let who: Vec<String> = seats.iter().map(n).collect();
            if it {
                format!("Spareggio ai dadi ({}): {}.", who.join(", "), dice(d))
            } else {
                format!("Tie-break roll ({}): {}.", who.join(", "), dice(d))
            }
        }
        Event::Club(club) => club_line(club, lang, &n),
        Event::GameOver { outcome } => {
            let winner = outcome.winner().map(|s| n(&s)).unwrap_or_default();
            let why = match outcome.reason {
                EndReason::Risiko { .. } => "RisiKo!",
                EndReason::LastStanding { .. } => lang.pick("ultimo in gioco", "last standing"),
                EndReason::RealPlayerEliminated { .. } => {
                    lang.pick("giocatore eliminato", "player eliminated")
                }
                EndReason::SecretTime => lang.pick("tempo segreto", "secret time"),
                EndReason::Sdadata { .. } => "sdadata",
                EndReason::RoundLimit { .. } => lang.pick("limite di giri", "round limit"),
                EndReason::SupplementaryTurnsOver => {
                    lang.pick("turni supplementari finiti", "supplementary turns over")
                }
            };
            if it {
                format!("Partita finita ({why}): vince {winner}.")
            } else {
                format!("Game over ({why}): {winner} wins.")
            }
        }
    })
}

/// The log of the first `step` actions, one line per event told, each prefixed with the
/// action's number. `public`: cards drawn by others hidden (use it while the game runs);
/// else everything (at the end).
pub fn log_text(replay: &Replay, step: usize, public: bool, lang: Lang) -> String {
    let step = step.min(replay.len());
    let last: &Game = replay.last();
    let config = last.config();
    let mut out = String::new();
    for (i, events) in replay.events()[..step].iter().enumerate() {
        for e in events {
            let shown = if public {
                last.event_for(e, None)
            } else {
                Some(e.clone())
            };
            if let Some(line) = shown.and_then(|e| event_line(&e, config, lang)) {
                out.push_str(&format!("{:>5}  {line}\n", i + 1));
            }
        }
    }
    out
}

/// A line of the `club` preset's own events (club-qualificazioni.txt).
fn club_line(event: &ClubEvent, lang: Lang, n: &dyn Fn(&SeatId) -> String) -> String {
    let list = |ts: &[TerritoryId]| {
        ts.iter()
            .map(|t| lang.territory(*t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let it = lang == Lang::It;
    match event {
        ClubEvent::Neutral {
            territories,
            armies,
        } if it => format!(
            "Territori neutrali con {armies} armate: {}.",
            list(territories)
        ),
        ClubEvent::Neutral {
            territories,
            armies,
        } => format!(
            "Neutral territories with {armies} armies: {}.",
            list(territories)
        ),
        ClubEvent::ChainChosen { seat, territories } if it => {
            format!("{} sceglie la catena: {}.", n(seat), list(territories))
        }
        ClubEvent::ChainChosen { seat, territories } => {
            format!("{} chooses the chain: {}.", n(seat), list(territories))
        }
        ClubEvent::CardsTraded {
            seat,
            cards,
            armies,
        } if it => {
            format!("{} cambia {} carte: {armies} armate.", n(seat), cards.len())
        }
        ClubEvent::CardsTraded {
            seat,
            cards,
            armies,
        } => {
            format!("{} trades {} cards: {armies} armies.", n(seat), cards.len())
        }
        ClubEvent::SupplementaryTurnsStarted if it => "Iniziano i turni supplementari.".into(),
        ClubEvent::SupplementaryTurnsStarted => "The supplementary turns begin.".into(),
        ClubEvent::SupplementaryTurnPlayed { seat, played } if it => {
            format!("{} gioca il turno supplementare {played} di 3.", n(seat))
        }
        ClubEvent::SupplementaryTurnPlayed { seat, played } => {
            format!("{} plays supplementary turn {played} of 3.", n(seat))
        }
        ClubEvent::Passed { seat, .. } if it => format!("{} passa.", n(seat)),
        ClubEvent::Passed { seat, .. } => format!("{} passes.", n(seat)),
        ClubEvent::Frozen { seat, added } if it => {
            format!("{} è congelato (+{added} armate).", n(seat))
        }
        ClubEvent::Frozen { seat, added } => format!("{} is frozen (+{added} armies).", n(seat)),
        ClubEvent::Retired { seat, .. } if it => format!("{} si ritira.", n(seat)),
        ClubEvent::Retired { seat, .. } => format!("{} retires.", n(seat)),
        ClubEvent::CardsToDeckBottom { seat, count } if it => {
            format!("Le {count} carte di {} vanno in fondo al mazzo.", n(seat))
        }
        ClubEvent::CardsToDeckBottom { seat, count } => {
            format!("{}'s {count} cards go to the bottom of the deck.", n(seat))
        }
        ClubEvent::BorderPenalty {
            seat, territories, ..
        } if it => format!("{}: penalità di confine ({}).", n(seat), list(territories)),
        ClubEvent::BorderPenalty {
            seat, territories, ..
        } => format!("{}: border penalty ({}).", n(seat), list(territories)),
        ClubEvent::PenaltyCardDiscarded { seat } if it => {
            format!("{} scarta la carta pescata (penalità).", n(seat))
        }
        ClubEvent::PenaltyCardDiscarded { seat } => {
            format!("{} discards the card drawn (penalty).", n(seat))
        }
    }
}
