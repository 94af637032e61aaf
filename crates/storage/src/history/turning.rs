//! A finished game's turning points (issue 47, item 2): each player's chance of winning
//! at the start of every turn, from Difficile's evaluation ([`crate::bot::evaluate`]) of
//! the whole game state (at the end every secret is open), and the three turns that
//! changed the person's chance most, with what happened in them.
//!
//! The bots' worker computes it ([`TurningPoints::of_replay`]; the game's wasm never links
//! the bots) and the app keeps its text ([`TurningPoints::encode`]) in a record of its own
//! beside the save, which never changes: a small line format of its own, versioned by its
//! first line, so that it can move to another encoding alone.

use crate::history::Replay;
use crate::rules::board::{Continent, TerritoryId};
use crate::rules::{Event, Game, SeatId};

/// How many moments are picked.
pub const MOMENTS: usize = 3;

/// The evaluation's scale for the chances: a lead of this much of [`crate::bot::evaluate`]
/// (about a continent's worth of held territories) makes a player e times as likely to win
/// as the other. At the end the true result (a winner scores 300 more) makes it 100%.
pub const TEMPERATURE: f64 = 20.0;

/// Each seat's chance of winning at one turn's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnSample {
    /// The step (actions applied) the sample is taken at.
    pub step: u32,
    /// The round then (0: the setup).
    pub round: u32,
    /// Per seat, in percent; they sum to 100.
    pub chances: Vec<u8>,
}

/// A turn that changed a seat's chance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The step "Mostrami" opens the replay at: right after the turn's telling conquest
    /// (the turn's start when it had none).
    pub step: u32,
    pub round: u32,
    /// Whose turn it was.
    pub actor: SeatId,
    /// Whose chance it changed (the person's, when the game has one).
    pub seat: SeatId,
    /// `seat`'s chance before and after the turn, in percent.
    pub before: u8,
    pub after: u8,
    /// The territories the actor conquered in the turn, in order.
    pub took: Vec<TerritoryId>,
    /// A continent the actor completed.
    pub gained: Option<Continent>,
    /// A continent another seat held whole at the turn's start and lost in it (the
    /// moment's seat's first).
    pub broke: Option<(SeatId, Continent)>,
    /// A seat the actor eliminated.
    pub eliminated: Option<SeatId>,
    /// The armies of the tris the actor traded (0: none).
    pub traded: u32,
}

/// The chart and the moments of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TurningPoints {
    /// The person the moments are told to (the game's one human seat), if any.
    pub person: Option<SeatId>,
    pub samples: Vec<TurnSample>,
    pub moments: Vec<Moment>,
}

/// Each seat's chance of winning in `g`: a softmax of [`crate::bot::evaluate`] over the
/// seats still playing (none for a virtual seat or an eliminated one), in whole percent
/// summing to 100 (largest remainders).
pub fn win_chances(g: &Game) -> Vec<u8> {
    let n = g.config().seats.len();
    let seats: Vec<SeatId> = (0..n).map(|i| SeatId(i as u8)).collect();
    let playing = |s: SeatId| !g.is_virtual(s) && (g.outcome().is_some() || g.is_alive(s));
    let scores: Vec<Option<f64>> = seats
        .iter()
        .map(|&s| playing(s).then(|| crate::bot::evaluate(g, s) / TEMPERATURE))
        .collect();
    let top = scores.iter().flatten().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = scores
        .iter()
        .map(|s| s.map_or(0.0, |x| (x - top).exp()))
        .collect();
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return vec![0; n];
    }
    let exact: Vec<f64> = weights.iter().map(|w| 100.0 * w / total).collect();
    let mut out: Vec<u8> = exact.iter().map(|x| x.floor() as u8).collect();
    let mut left = 100 - out.iter().map(|&x| u32::from(x)).sum::<u32>();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        (exact[b] - exact[b].floor())
            .total_cmp(&(exact[a] - exact[a].floor()))
            .then(a.cmp(&b))
    });
    for i in order {
        if left == 0 {
            break;
        }
        if weights[i] > 0.0 {
            out[i] += 1;
            left -= 1;
        }
    }
    out
}

/// Continents `mask` holds whole.
fn whole(mask: u64) -> impl Iterator<Item = Continent> {
    Continent::ALL
        .into_iter()
        .filter(move |c| mask & c.mask() == c.mask())
}

impl TurningPoints {
    /// The chances at every turn's start (and at the end) of a replayed game and the
    /// [`MOMENTS`] turns that changed `person`'s most (with no person, any seat's), in
    /// the game's order. The setup is no moment, nor the last turn of a game that time
    /// ended (its change is the final count's, not the turn's).
    pub fn of_replay(replay: &Replay, person: Option<SeatId>) -> TurningPoints {
        let mut steps: Vec<usize> = replay.turn_starts().to_vec();
        if steps.last() != Some(&replay.len()) {
            steps.push(replay.len());
        }
        let games: Vec<Game> = steps.iter().map(|&s| replay.game_at(s)).collect();
        let samples: Vec<TurnSample> = steps
            .iter()
            .zip(&games)
            .map(|(&step, g)| TurnSample {
                step: step as u32,
                round: g.round(),
                chances: win_chances(g),
            })
            .collect();
        // A game ended by time decides its last turn's change by the rules, not by play.
        let risiko = replay
            .last()
            .outcome()
            .is_some_and(|o| matches!(o.reason, crate::rules::EndReason::Risiko { .. }));
        let mut scored: Vec<(u8, Moment)> = Vec::new();
        for k in 1..samples.len() {
            let (from, to) = (steps[k - 1], steps[k]);
            let chances = (&samples[k - 1].chances[..], &samples[k].chances[..]);
            let Some(m) = moment(
                replay,
                (&games[k - 1], &games[k]),
                (from, to),
                chances,
                person,
            ) else {
                continue;
            };
            let last = to == replay.len() && !risiko;
            if games[k - 1].round() == 0 || last || m.before == m.after {
                continue;
            }
            scored.push((m.before.abs_diff(m.after), m));
        }
        // The largest changes; the earlier first among equal ones.
        scored.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.step.cmp(&y.1.step)));
        scored.truncate(MOMENTS);
        let mut moments: Vec<Moment> = scored.into_iter().map(|x| x.1).collect();
        moments.sort_by_key(|m| m.step);
        TurningPoints {
            person,
            samples,
            moments,
        }
    }

    /// The record's text: `t1`, `p <seat|->`, a line a sample
    /// (`s <step> <round> <c0>,<c1>,…`), a line a moment
    /// (`m <step> <round> <actor> <seat> <before> <after> <took,…|-> <gained|->
    /// <seat:continent|-> <eliminated|-> <traded>`), territory and continent keys as in
    /// the saves.
    pub fn encode(&self) -> String {
        let mut out = String::from("t1\np ");
        match self.person {
            Some(s) => out.push_str(&s.0.to_string()),
            None => out.push('-'),
        }
        for s in &self.samples {
            out.push_str(&format!("\ns {} {} ", s.step, s.round));
            let c: Vec<String> = s.chances.iter().map(u8::to_string).collect();
            out.push_str(&c.join(","));
        }
        for m in &self.moments {
            let took: Vec<&str> = m.took.iter().map(|t| t.key()).collect();
            let took = if took.is_empty() {
                "-".to_owned()
            } else {
                took.join(",")
            };
            out.push_str(&format!(
                "\nm {} {} {} {} {} {} {} {} {} {} {}",
                m.step,
                m.round,
                m.actor.0,
                m.seat.0,
                m.before,
                m.after,
                took,
                m.gained.map_or("-", Continent::key),
                m.broke
                    .map_or("-".to_owned(), |(s, c)| format!("{}:{}", s.0, c.key())),
                m.eliminated.map_or("-".to_owned(), |s| s.0.to_string()),
                m.traded
            ));
        }
        out
    }

    /// Reads [`TurningPoints::encode`]'s text; `None` for anything else (another version
    /// included: it is computed again).
    pub fn decode(text: &str) -> Option<TurningPoints> {
        let mut lines = text.lines();
        if lines.next()? != "t1" {
            return None;
        }
        let person = match lines.next()?.strip_prefix("p ")? {
            "-" => None,
            s => Some(SeatId(s.parse().ok()?)),
        };
        let mut out = TurningPoints {
            person,
            ..TurningPoints::default()
        };
        for line in lines {
            let mut w = line.split(' ');
            match w.next()? {
                "s" => {
                    let step = w.next()?.parse().ok()?;
                    let round = w.next()?.parse().ok()?;
                    let chances = w
                        .next()?
                        .split(',')
                        .map(|x| x.parse().ok())
                        .collect::<Option<Vec<u8>>>()?;
                    out.samples.push(TurnSample {
                        step,
                        round,
                        chances,
                    });
                }
                "m" => {
                    let mut num = || w.next()?.parse::<u32>().ok();
                    let (step, round, actor, seat, before, after) =
                        (num()?, num()?, num()?, num()?, num()?, num()?);
                    let took = match w.next()? {
                        "-" => Vec::new(),
                        s => s
                            .split(',')
                            .map(TerritoryId::from_key)
                            .collect::<Option<Vec<_>>>()?,
                    };
                    let gained = match w.next()? {
                        "-" => None,
                        c => Some(Continent::from_key(c)?),
                    };
                    let broke = match w.next()? {
                        "-" => None,
                        x => {
                            let (s, c) = x.split_once(':')?;
                            Some((SeatId(s.parse().ok()?), Continent::from_key(c)?))
                        }
                    };
                    let eliminated = match w.next()? {
                        "-" => None,
                        s => Some(SeatId(s.parse().ok()?)),
                    };
                    let traded = w.next()?.parse().ok()?;
                    out.moments.push(Moment {
                        step,
                        round,
                        actor: SeatId(u8::try_from(actor).ok()?),
                        seat: SeatId(u8::try_from(seat).ok()?),
                        before: u8::try_from(before).ok()?,
                        after: u8::try_from(after).ok()?,
                        took,
                        gained,
                        broke,
                        eliminated,
                        traded,
                    });
                }
                _ => return None,
            }
        }
        Some(out)
    }
}

/// The turn between steps `from` and `to` (the game before it `a`, after it `b`, the
/// chances `ca` and `cb`): who played it, what it took, and whose chance it is about
/// (`person`, or with none the seat whose chance changed most).
fn moment(
    replay: &Replay,
    (a, b): (&Game, &Game),
    (from, to): (usize, usize),
    (ca, cb): (&[u8], &[u8]),
    person: Option<SeatId>,
) -> Option<Moment> {
    let n = ca.len().min(cb.len());
    let actor = a.current_seat()?;
    let mut took = Vec::new();
    let mut conquests: Vec<(TerritoryId, usize)> = Vec::new();
    let (mut eliminated, mut traded) = (None, 0);
    for i in from..to {
        for e in replay.events_of(i) {
            match *e {
                Event::Conquered { seat, to: t, .. } if seat == actor => {
                    took.push(t);
                    conquests.push((t, i + 1));
                }
                Event::Eliminated { seat, by, .. } if by == actor => eliminated = Some(seat),
                Event::Traded { seat, total, .. } if seat == actor => traded += total,
                _ => {}
            }
        }
    }
    let seat = person.filter(|s| s.index() < n).unwrap_or_else(|| {
        (0..n)
            .map(|i| SeatId(i as u8))
            .max_by_key(|&s| {
                (
                    ca[s.index()].abs_diff(cb[s.index()]),
                    std::cmp::Reverse(s.0),
                )
            })
            .unwrap_or(actor)
    });
    let gained =
        whole(b.territory_mask(actor)).find(|&c| a.territory_mask(actor) & c.mask() != c.mask());
    let mut broken: Vec<(SeatId, Continent)> = (0..n)
        .map(|i| SeatId(i as u8))
        .filter(|&s| s != actor)
        .flat_map(|s| {
            whole(a.territory_mask(s))
                .filter(move |c| b.territory_mask(s) & c.mask() != c.mask())
                .map(move |c| (s, c))
        })
        .collect();
    broken.sort_by_key(|&(s, _)| s != seat);
    let broke = broken.first().copied();
    let telling = broke
        .and_then(|(_, c)| conquests.iter().find(|x| x.0.continent() == c))
        .or_else(|| gained.and_then(|c| conquests.iter().rfind(|x| x.0.continent() == c)))
        .or(conquests.first());
    Some(Moment {
        step: telling.map_or(from, |x| x.1) as u32,
        round: a.round(),
        actor,
        seat,
        before: *ca.get(seat.index())?,
        after: *cb.get(seat.index())?,
        took,
        gained,
        broke,
        eliminated,
        traded,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{decide, BotSettings, Level};
    use crate::rules::{Action, Color, Ending, GameConfig, PresetId, SeatConfig};
    use rand::SeedableRng;

    /// A `torneo` game of four Medio to its end (round limit `rounds`), as a replay.
    fn played(seed: u64, rounds: u32) -> Replay {
        let mut config = GameConfig::new(
            PresetId::Torneo,
            ["Anna", "Bruno", "Carla", "Dario"]
                .iter()
                .zip([Color::Blu, Color::Rosso, Color::Giallo, Color::Verde])
                .map(|(n, c)| SeatConfig::human(*n, c))
                .collect(),
        );
        config.options.ending = Ending::RoundLimit(rounds);
        let mut game = Game::new(config.clone(), seed).unwrap();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut actions: Vec<Action> = Vec::new();
        while let Some(seat) = game.actor() {
            let a = decide(
                &game.view_for(seat),
                &BotSettings::new(Level::Medio),
                &mut rng,
            )
            .unwrap();
            game.apply(a).unwrap();
            actions.push(a);
        }
        Replay::new(config, seed, &actions).unwrap()
    }

    #[test]
    fn chances_sum_to_100_and_the_winner_ends_with_all_of_it() {
        let r = played(7, 8);
        let t = TurningPoints::of_replay(&r, Some(SeatId(0)));
        assert_eq!(t.samples.len(), r.turn_starts().len() + 1);
        for s in &t.samples {
            assert_eq!(s.chances.iter().map(|&c| u32::from(c)).sum::<u32>(), 100);
        }
        let w = r.last().outcome().unwrap().winner().unwrap();
        assert_eq!(t.samples.last().unwrap().chances[w.index()], 100);
    }

    #[test]
    fn the_moments_are_the_three_largest_changes_of_the_persons_chance_in_order() {
        for (seed, person) in [(7, SeatId(0)), (11, SeatId(2)), (2026, SeatId(3))] {
            let r = played(seed, 8);
            let t = TurningPoints::of_replay(&r, Some(person));
            assert_eq!(t.moments.len(), MOMENTS, "seed {seed}");
            // Every turn's change but the setup's and the last (time ended the game).
            let mut changes: Vec<u8> = t
                .samples
                .windows(2)
                .take(t.samples.len() - 2)
                .filter(|w| w[0].round > 0)
                .map(|w| w[0].chances[person.index()].abs_diff(w[1].chances[person.index()]))
                .collect();
            changes.sort_unstable_by(|a, b| b.cmp(a));
            let mut picked: Vec<u8> = t
                .moments
                .iter()
                .map(|m| m.before.abs_diff(m.after))
                .collect();
            picked.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(picked, changes[..MOMENTS], "seed {seed}");
            assert!(t.moments.windows(2).all(|w| w[0].step < w[1].step));
            for m in &t.moments {
                assert_eq!(m.seat, person);
                // "Mostrami" opens within the moment's turn, right after its conquest.
                let turn = r.turn_of(m.step as usize);
                assert!(turn > 0);
                if let Some(&t0) = m.took.first() {
                    assert!(r.events_of(m.step as usize - 1).iter().any(
                        |e| matches!(e, Event::Conquered { to, .. } if m.took.contains(to) && (*to == t0 || m.gained.is_some() || m.broke.is_some()))
                    ));
                }
            }
        }
    }

    #[test]
    fn the_record_reads_back_what_it_wrote_and_nothing_else() {
        let r = played(11, 6);
        let t = TurningPoints::of_replay(&r, Some(SeatId(1)));
        assert_eq!(TurningPoints::decode(&t.encode()), Some(t.clone()));
        let none = TurningPoints::of_replay(&r, None);
        assert_eq!(TurningPoints::decode(&none.encode()), Some(none));
        let m = Moment {
            step: 40,
            round: 3,
            actor: SeatId(2),
            seat: SeatId(0),
            before: 41,
            after: 18,
            took: vec![TerritoryId::Urali, TerritoryId::Siberia],
            gained: Some(Continent::Europa),
            broke: Some((SeatId(0), Continent::Asia)),
            eliminated: Some(SeatId(3)),
            traded: 10,
        };
        let x = TurningPoints {
            person: Some(SeatId(0)),
            samples: vec![],
            moments: vec![m],
        };
        assert_eq!(
            x.encode(),
            "t1\np 0\nm 40 3 2 0 41 18 urali,siberia europa 0:asia 3 10"
        );
        assert_eq!(TurningPoints::decode(&x.encode()), Some(x));
        for bad in ["", "t2\np 0", "t1\np x", "t1\np 0\nq", "t1\np 0\ns 1 2 3,x"] {
            assert_eq!(TurningPoints::decode(bad), None, "{bad:?}");
        }
    }
}
