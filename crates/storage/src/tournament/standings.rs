//! The standings, live: every recorded game counts at once.
//!
//! All'italiana: by total (`okgiocacon` open: victories first, then the per-place sums),
//! ties broken by the 2003 rule (regolamento-tornei-ufficiali-2003.txt lines 316-321:
//! "se un giocatore raggiunge in classifica un avversario, senza superarlo, verrà
//! considerato ... indietro di una posizione"), that is by the standings after the
//! previous round, round by round back to registration order. Knockout: by the round
//! reached, then the place at that table.

use crate::rules::scoring::Points;

use super::points::convert;
use super::{Format, PlayerId, RoundKind, Tournament, TournamentRules};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// 1 for the first; distinct (ties are broken).
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Tournament points, penalties taken away (`okgiocacon` open: the sum of the
    /// differences, "+xx" and "-xx" together).
    pub total: Points,
    /// Games won (first at the table).
    pub victories: u32,
    /// Per place 1..=5: games finished in that place and the sum of their points
    /// (`okgiocacon` open: "1V, +50; 2Sec, -45").
    pub places: [(u32, Points); 5],
    /// Games played.
    pub games: u32,
    /// Penalties (positive: 25 is -25).
    pub penalties: Points,
    /// Withdrawn.
    pub withdrawn: bool,
    /// Knockout: the last round (0-based) the player was seated in.
    pub reached: Option<usize>,
    /// The points of the rounds discarded ("scarti"), left out of `total`.
    pub discarded: Points,
    /// Level with the row above (the same total, or the same victories and sums in
    /// `okgiocacon` open), both having played: what put that one first ([`TieBreak`]).
    /// `None` otherwise, and in a knockout (ranked by the round reached and the place
    /// there).
    pub tie: Option<TieBreak>,
}

/// What ranks a player below another with the same total: the 2003 rule
/// (regolamento-tornei-ufficiali-2003.txt lines 316-321, docs/RULES.md), the standings
/// before the last round, then the round before, back to the registration order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreak {
    /// The standings after this many rounds (0: before the first, a penalty given then).
    Standings { after_rounds: u32 },
    /// Level all the way back: the registration order.
    Registration,
}

/// One line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRow {
    /// 1 for the first.
    pub rank: u32,
    /// The club or team as registered.
    pub team: String,
    /// Its players, best first.
    pub members: Vec<PlayerId>,
    /// Sum of the members' totals.
    pub total: Points,
}

/// One player's score in one round of the standings ([`Tournament::round_scores`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundScore {
    /// The tournament points of the round's games; `None`: not seated that round (not
    /// yet registered, withdrawn, sitting out).
    pub points: Option<Points>,
    /// Whether the round counts in the total: false for a round discarded ("scarto").
    pub counts: bool,
}

/// Which of a player's rounds count when only the best `keep` do (docs/RULINGS.md,
/// discards): the rounds played, best first, then the rounds not played, which are
/// discarded first (even where a played round scores below 0, as in `club`); among equal
/// scores the earlier round counts.
fn pick_counted(scores: &[Option<i64>], keep: usize) -> Vec<bool> {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|&a, &b| {
        let key = |i: usize| (scores[i].is_some(), scores[i].unwrap_or(0));
        key(b).cmp(&key(a)).then(a.cmp(&b))
    });
    let mut counts = vec![false; scores.len()];
    for &i in order.iter().take(keep) {
        counts[i] = true;
    }
    counts
}

#[derive(Clone, Default)]
struct Acc {
    total: i64,
    discarded: i64,
    places: [(u32, i64); 5],
    games: u32,
    penalties: i64,
}

impl Acc {
    /// The ranking key, compared highest first.
    fn key(&self, rules: TournamentRules) -> Vec<i64> {
        if rules == TournamentRules::OkgiocaconOpen {
            // okgiocacon-campionati-2003.txt lines 214-221: victories, then the winning
            // margins, then seconds and their sum, and so on (docs/RULINGS.md).
            let mut k = Vec::with_capacity(10);
            for (i, &(n, sum)) in self.places.iter().enumerate() {
                k.push(i64::from(n));
                k.push(if i == 0 { sum - self.penalties } else { sum });
            }
            k
        } else {
            vec![self.total - self.penalties]
        }
    }
}

/// What put player `above` before player `below` (`steps[s]`: the ranking keys after `s`
/// rounds, the last the standings now), or `None` when they are not level now.
fn tie_break(steps: &[Vec<Vec<i64>>], above: usize, below: usize) -> Option<TieBreak> {
    let (now, before) = steps.split_last()?;
    if now[above] != now[below] {
        return None;
    }
    Some(
        before
            .iter()
            .rposition(|k| k[above] != k[below])
            .map_or(TieBreak::Registration, |s| TieBreak::Standings {
                after_rounds: s as u32,
            }),
    )
}

impl Tournament {
    fn accumulate(&self, accs: &mut [Acc], round: usize) {
        let rules = self.settings.rules;
        for t in &self.rounds[round].tables {
            for g in &t.results {
                for a in convert(g, rules) {
                    let acc = &mut accs[a.player.index()];
                    let slot = (a.place.max(1) as usize - 1).min(4);
                    acc.total += a.points.0;
                    acc.places[slot].0 += 1;
                    acc.places[slot].1 += a.points.0;
                    acc.games += 1;
                }
            }
        }
    }

    fn counted_rounds(&self) -> usize {
        match self.settings.format {
            // Testa a testa semifinals and final decide the title, not the totals.
            Format::Italiana => self
                .rounds
                .iter()
                .take_while(|r| r.kind == RoundKind::Regular)
                .count(),
            Format::Knockout => self.rounds.len(),
        }
    }

    fn row(&self, player: PlayerId, acc: &Acc, rank: usize, reached: Option<usize>) -> StandingRow {
        let mut places = [(0, Points(0)); 5];
        for (i, &(n, s)) in acc.places.iter().enumerate() {
            places[i] = (n, Points(s));
        }
        StandingRow {
            rank: rank as u32 + 1,
            player,
            total: Points(acc.total - acc.penalties),
            victories: acc.places[0].0,
            places,
            games: acc.games,
            penalties: Points(acc.penalties),
            withdrawn: self.players[player.index()].withdrawn_after.is_some(),
            reached,
            discarded: Points(acc.discarded),
            tie: None,
        }
    }

    /// Each player's tournament points round by round (`[round][player]`) for the rounds
    /// the standings count ([`Tournament::counted_rounds`]): `None` when not seated.
    fn points_by_round(&self, rounds: usize) -> Vec<Vec<Option<i64>>> {
        let n = self.players.len();
        (0..rounds)
            .map(|r| {
                let mut a = vec![Acc::default(); n];
                self.accumulate(&mut a, r);
                let mut row = vec![None; n];
                for t in &self.rounds[r].tables {
                    for p in &t.players {
                        row[p.index()] = Some(a[p.index()].total);
                    }
                }
                row
            })
            .collect()
    }

    /// Each player's rounds as the standings count them (`[player][round]`, the rounds
    /// all'italiana before any semifinal or final, or every knockout round): the points
    /// of each, and whether it counts or is discarded ("scarti", docs/RULINGS.md).
    pub fn round_scores(&self) -> Vec<Vec<RoundScore>> {
        let rounds = self.counted_rounds();
        let by_round = self.points_by_round(rounds);
        let discards = self.settings.discards as usize;
        let keep = (self.settings.rounds as usize).saturating_sub(discards);
        let knockout = self.settings.format == Format::Knockout;
        (0..self.players.len())
            .map(|p| {
                let scores: Vec<Option<i64>> = by_round.iter().map(|r| r[p]).collect();
                let counts = if discards > 0 && !knockout && rounds > keep {
                    pick_counted(&scores, keep)
                } else {
                    vec![true; rounds]
                };
                scores
                    .iter()
                    .zip(counts)
                    .map(|(s, counts)| RoundScore {
                        points: s.map(Points),
                        counts,
                    })
                    .collect()
            })
            .collect()
    }

    /// The standings now, best first (every player, withdrawn ones included).
    pub fn standings(&self) -> Vec<StandingRow> {
        let n = self.players.len();
        let rules = self.settings.rules;
        let rounds = self.counted_rounds();
        let mut accs = vec![Acc::default(); n];
        let add_penalties = |accs: &mut [Acc], step: usize| {
            for p in &self.penalties {
                if p.after_round as usize == step
                    || (step == rounds && p.after_round as usize > rounds)
                {
                    accs[p.player.index()].penalties += p.points.0;
                }
            }
        };
        if self.settings.format == Format::Knockout {
            for r in 0..rounds {
                self.accumulate(&mut accs, r);
            }
            for step in 0..=rounds {
                add_penalties(&mut accs, step);
            }
            return self.knockout_standings(&accs);
        }
        // Discards: each player's points round by round (`None`: not played).
        let discards = self.settings.discards as usize;
        let by_round = if discards > 0 {
            self.points_by_round(rounds)
        } else {
            Vec::new()
        };
        let keep = (self.settings.rounds as usize).saturating_sub(discards);
        // Step r: the standings after r rounds; each step breaks ties by the step before.
        let mut order: Vec<usize> = (0..n).collect();
        // Each step's ranking keys: what broke a tie at the end ([`TieBreak`]).
        let mut steps: Vec<Vec<Vec<i64>>> = Vec::with_capacity(rounds + 1);
        for step in 0..=rounds {
            if step > 0 {
                self.accumulate(&mut accs, step - 1);
            }
            if discards > 0 && step > keep {
                // The best `keep` rounds of those played so far count.
                for (p, acc) in accs.iter_mut().enumerate() {
                    let scores: Vec<Option<i64>> = by_round[..step].iter().map(|r| r[p]).collect();
                    let counts = pick_counted(&scores, keep);
                    let all: i64 = scores.iter().flatten().sum();
                    let best: i64 = scores
                        .iter()
                        .zip(&counts)
                        .filter(|x| *x.1)
                        .filter_map(|x| *x.0)
                        .sum();
                    acc.total = best;
                    acc.discarded = all - best;
                }
            }
            add_penalties(&mut accs, step);
            let mut pos = vec![0; n];
            for (i, &p) in order.iter().enumerate() {
                pos[p] = i;
            }
            let keys: Vec<Vec<i64>> = accs.iter().map(|a| a.key(rules)).collect();
            order.sort_by(|&a, &b| keys[b].cmp(&keys[a]).then(pos[a].cmp(&pos[b])));
            steps.push(keys);
        }
        let mut rows: Vec<StandingRow> = order
            .iter()
            .enumerate()
            .map(|(rank, &p)| self.row(PlayerId(p as u32), &accs[p], rank, None))
            .collect();
        for i in 1..order.len() {
            let (above, below) = (order[i - 1], order[i]);
            // Players yet to play are all level at 0: no tie worth a word.
            if accs[above].games > 0 && accs[below].games > 0 {
                rows[i].tie = tie_break(&steps, above, below);
            }
        }
        rows
    }

    fn knockout_standings(&self, accs: &[Acc]) -> Vec<StandingRow> {
        let n = self.players.len();
        // (round reached, place there or MAX, table points there)
        let mut at: Vec<(Option<usize>, u32, i64)> = vec![(None, u32::MAX, 0); n];
        for (ri, r) in self.rounds.iter().enumerate() {
            for t in &r.tables {
                let winner = self.table_winner(t);
                for &p in &t.players {
                    let mut place = u32::MAX;
                    let mut tp = 0;
                    for g in &t.results {
                        if let Some(i) = g.entries.iter().position(|e| e.player == p) {
                            place = place.min(i as u32 + 1);
                            tp += g.entries[i].table_points.0;
                        }
                    }
                    if winner == Some(p) {
                        place = 0;
                    }
                    at[p.index()] = (Some(ri), place, tp);
                }
            }
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| {
            let (ra, pa, ta) = at[a];
            let (rb, pb, tb) = at[b];
            rb.cmp(&ra)
                .then(pa.cmp(&pb))
                .then(tb.cmp(&ta))
                .then(a.cmp(&b))
        });
        order
            .iter()
            .enumerate()
            .map(|(rank, &p)| self.row(PlayerId(p as u32), &accs[p], rank, at[p].0))
            .collect()
    }

    /// Team standings: players grouped by club or team (those without one are left out),
    /// by the sum of their totals, ties to the team whose best player ranks higher.
    pub fn team_standings(&self) -> Vec<TeamRow> {
        let rows = self.standings();
        let mut teams: Vec<(String, Vec<PlayerId>, i64, u32)> = Vec::new();
        for r in &rows {
            let Some(club) = &self.players[r.player.index()].club else {
                continue;
            };
            match teams
                .iter_mut()
                .find(|t| super::name_key(&t.0) == super::name_key(club))
            {
                Some(t) => {
                    t.1.push(r.player);
                    t.2 += r.total.0;
                }
                None => teams.push((club.clone(), vec![r.player], r.total.0, r.rank)),
            }
        }
        teams.sort_by(|a, b| b.2.cmp(&a.2).then(a.3.cmp(&b.3)));
        teams
            .into_iter()
            .enumerate()
            .map(|(i, (team, members, total, _))| TeamRow {
                rank: i as u32 + 1,
                team,
                members,
                total: Points(total),
            })
            .collect()
    }
}
