//! Table sizes, random and balanced seating, and the knockout plan.
//!
//! regolamento-tornei-ufficiali-2003.txt lines 89-97 ("Composizione dei tavoli"): tables
//! of 4 or 5; the organisers correct a count that does not divide; the seating may be
//! random or "pilotata" for balance. okgiocacon-campionati-2003.txt line 28 names the
//! correction: "5 giocatori per tavolo a partire dagli ultimi tavoli".

use crate::rules::rng::Rng;

use super::PlayerId;

/// How a round's tables were made from the player count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Correction {
    /// Every table has the chosen size.
    None,
    /// The last `n` tables have one player more than the chosen size (4 -> 5), as
    /// okgiocacon-campionati-2003.txt line 28 says.
    LastTablesOfFive(usize),
    /// The first `n` tables have one player less than the chosen size (5 -> 4): the
    /// tables of 5 stay the last ones.
    FirstTablesOfFour(usize),
    /// 4 and 5 cannot make this count (6, 7, 11): the first `n` tables have 3 players
    /// (docs/RULINGS.md).
    TablesOfThree(usize),
}

/// Why a count of players cannot be seated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// Fewer players than one table needs.
    TooFew { players: usize, minimum: usize },
}

impl std::fmt::Display for SeatingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatingError::TooFew { players, minimum } => {
                write!(f, "{players} players: a table needs at least {minimum}")
            }
        }
    }
}

/// Table sizes for `players` players at tables of `size` (4 or 5; 2 for testa a testa,
/// where an odd player out is handled by the caller), the corrected tables last for 5.
///
/// # Errors
/// [`SeatingError::TooFew`] below one table.
pub fn table_sizes(players: usize, size: usize) -> Result<(Vec<usize>, Correction), SeatingError> {
    if size <= 2 {
        if players < 2 {
            return Err(SeatingError::TooFew {
                players,
                minimum: 2,
            });
        }
        return Ok((vec![2; players / 2], Correction::None));
    }
    if players < 3 {
        return Err(SeatingError::TooFew {
            players,
            minimum: 3,
        });
    }
    if size >= 5 {
        // As many tables as tables of 5 need; the others lose one player, first tables first.
        let tables = players.div_ceil(5);
        let fours = 5 * tables - players;
        if fours <= tables && (tables - fours) * 5 + fours * 4 == players && tables > 0 {
            let mut sizes = vec![4; fours];
            sizes.extend(std::iter::repeat_n(5, tables - fours));
            let c = if fours == 0 {
                Correction::None
            } else {
                Correction::FirstTablesOfFour(fours)
            };
            return Ok((sizes, c));
        }
    } else {
        let tables = players / 4;
        let fives = players - 4 * tables;
        if tables > 0 && fives <= tables {
            let mut sizes = vec![4; tables - fives];
            sizes.extend(std::iter::repeat_n(5, fives));
            let c = if fives == 0 {
                Correction::None
            } else {
                Correction::LastTablesOfFive(fives)
            };
            return Ok((sizes, c));
        }
    }
    // 3, 6, 7 and 11: tables of 4 with as few tables of 3 as possible, first.
    let tables = players.div_ceil(4);
    let threes = 4 * tables - players;
    let mut sizes = vec![3; threes];
    sizes.extend(std::iter::repeat_n(4, tables - threes));
    Ok((sizes, Correction::TablesOfThree(threes)))
}

/// How many times each pair of players has sat at the same table: a square matrix
/// indexed by player ids, grown on demand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meetings {
    n: usize,
    counts: Vec<u32>,
}

impl Meetings {
    /// No meetings yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// No meetings yet, room for players `0..n` (adding a higher id still grows it).
    pub fn with_players(n: usize) -> Self {
        Meetings {
            n,
            counts: vec![0; n * n],
        }
    }

    /// How many times `a` and `b` have met.
    pub fn get(&self, a: PlayerId, b: PlayerId) -> u32 {
        let (i, j) = (a.index(), b.index());
        if i < self.n && j < self.n {
            self.counts[i * self.n + j]
        } else {
            0
        }
    }

    /// Counts one more meeting of `a` and `b`.
    pub fn add(&mut self, a: PlayerId, b: PlayerId) {
        let (i, j) = (a.index(), b.index());
        let need = i.max(j) + 1;
        if need > self.n {
            // Doubling: a file with ever higher ids copies the matrix a few times only.
            let need = need.max(self.n * 2);
            let mut counts = vec![0; need * need];
            for r in 0..self.n {
                for c in 0..self.n {
                    counts[r * need + c] = self.counts[r * self.n + c];
                }
            }
            self.n = need;
            self.counts = counts;
        }
        self.counts[i * self.n + j] += 1;
        if i != j {
            self.counts[j * self.n + i] += 1;
        }
    }
}

/// Adds every count of `more` to `meetings`.
pub fn add_all(meetings: &mut Meetings, more: &Meetings) {
    for i in 0..more.n {
        for j in i + 1..more.n {
            for _ in 0..more.counts[i * more.n + j] {
                meetings.add(PlayerId(i as u32), PlayerId(j as u32));
            }
        }
    }
}

/// Adds the pairs of `tables` to `meetings`.
pub fn add_meetings(meetings: &mut Meetings, tables: &[Vec<PlayerId>]) {
    for t in tables {
        for (i, &a) in t.iter().enumerate() {
            for &b in &t[i + 1..] {
                meetings.add(a, b);
            }
        }
    }
}

/// Pairs seated together in `tables` that had already met: (pairs, sum of their earlier
/// meetings, which the balanced seating minimises first).
pub fn repeats(meetings: &Meetings, tables: &[Vec<PlayerId>]) -> (u32, u32) {
    let mut pairs = 0;
    let mut weight = 0;
    for t in tables {
        weight += table_cost(meetings, t);
        for (i, &a) in t.iter().enumerate() {
            for &b in &t[i + 1..] {
                if meetings.get(a, b) > 0 {
                    pairs += 1;
                }
            }
        }
    }
    (pairs, weight)
}

/// Sum over the pairs of a table of the square of their earlier meetings (a pair meeting
/// a third time costs more than two pairs meeting a second time).
fn table_cost(meetings: &Meetings, t: &[PlayerId]) -> u32 {
    let mut c = 0;
    for (i, &a) in t.iter().enumerate() {
        for &b in &t[i + 1..] {
            let m = meetings.get(a, b);
            c += m * m;
        }
    }
    c
}

/// Fills tables of `sizes` with `players` in order.
fn deal(players: &[PlayerId], sizes: &[usize]) -> Vec<Vec<PlayerId>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut i = 0;
    for &s in sizes {
        out.push(players[i..i + s].to_vec());
        i += s;
    }
    out
}

/// Random seating: the players shuffled with `seed` and dealt into `sizes`.
pub fn random(players: &[PlayerId], sizes: &[usize], seed: u64) -> Vec<Vec<PlayerId>> {
    let mut order = players.to_vec();
    Rng::new(seed).shuffle(&mut order);
    deal(&order, sizes)
}

/// Seating by the standings (`order`, best first) dealt into `sizes`. Where two players
/// of a table of two met in the last round (`last`), they meet the pair just above
/// instead ("se dovessero essere il 6° e 7°, questi andranno ad incontrare il 4° e il
/// 5°", testa-a-testa.txt lines 57-62): 4th v 6th and 5th v 7th; the first pair swaps
/// with the pair below.
pub fn by_standings(order: &[PlayerId], sizes: &[usize], last: &Meetings) -> Vec<Vec<PlayerId>> {
    let mut tables = deal(order, sizes);
    if sizes.iter().all(|&s| s == 2) && tables.len() >= 2 {
        for k in 0..tables.len() {
            let (a, b) = (tables[k][0], tables[k][1]);
            if last.get(a, b) == 0 {
                continue;
            }
            let j = if k > 0 { k - 1 } else { 1 };
            let (hi, lo) = (k.min(j), k.max(j));
            let (u1, u2) = (tables[hi][0], tables[hi][1]);
            let (l1, l2) = (tables[lo][0], tables[lo][1]);
            if last.get(u1, l1) == 0 && last.get(u2, l2) == 0 {
                tables[hi] = vec![u1, l1];
                tables[lo] = vec![u2, l2];
            }
        }
    }
    tables
}

/// Random restarts of the balanced seating: more for small fields, where a swap-only
/// search gets stuck more easily and each restart is cheap.
fn restarts(players: usize) -> usize {
    (4000 / players.max(1)).clamp(12, 300)
}

/// Balanced seating: from several seeded shuffles, swaps players between tables while a
/// swap lowers the cost of earlier meetings, and keeps the best. Deterministic for a seed.
pub fn balanced(
    players: &[PlayerId],
    sizes: &[usize],
    meetings: &Meetings,
    seed: u64,
) -> Vec<Vec<PlayerId>> {
    let mut rng = Rng::new(seed);
    let mut best: Option<(u32, Vec<Vec<PlayerId>>)> = None;
    for _ in 0..restarts(players.len()) {
        let mut order = players.to_vec();
        rng.shuffle(&mut order);
        let mut tables = deal(&order, sizes);
        let mut costs: Vec<u32> = tables.iter().map(|t| table_cost(meetings, t)).collect();
        // Hill climbing over every swap of two players at different tables.
        let mut improved = true;
        while improved {
            improved = false;
            for ta in 0..tables.len() {
                for tb in ta + 1..tables.len() {
                    if costs[ta] == 0 && costs[tb] == 0 {
                        continue;
                    }
                    for ia in 0..tables[ta].len() {
                        for ib in 0..tables[tb].len() {
                            let (a, b) = (tables[ta][ia], tables[tb][ib]);
                            tables[ta][ia] = b;
                            tables[tb][ib] = a;
                            let (ca, cb) = (
                                table_cost(meetings, &tables[ta]),
                                table_cost(meetings, &tables[tb]),
                            );
                            if ca + cb < costs[ta] + costs[tb] {
                                costs[ta] = ca;
                                costs[tb] = cb;
                                improved = true;
                            } else {
                                tables[ta][ia] = a;
                                tables[tb][ib] = b;
                            }
                        }
                    }
                }
            }
        }
        let total: u32 = costs.iter().sum();
        if best.as_ref().is_none_or(|(c, _)| total < *c) {
            let done = total == 0;
            best = Some((total, tables));
            if done {
                break;
            }
        }
    }
    best.map(|(_, t)| t).unwrap_or_default()
}

/// Why a knockout cannot be planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoKnockoutPlan {
    /// The players.
    pub players: usize,
    /// The final's table size.
    pub final_size: usize,
    /// The nearest counts below and above that have a plan.
    pub below: Option<usize>,
    /// See `below`.
    pub above: Option<usize>,
}

impl std::fmt::Display for NoKnockoutPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no knockout of {} players ends in a final of {}",
            self.players, self.final_size
        )?;
        match (self.below, self.above) {
            (Some(b), Some(a)) => write!(f, " (possible: {b} or {a} players)"),
            (Some(b), None) => write!(f, " (possible: {b} players)"),
            (None, Some(a)) => write!(f, " (possible: {a} players)"),
            (None, None) => Ok(()),
        }
    }
}

/// The tables of each knockout round before the final, first round first; the final is
/// one table of `final_size`. The winner of each table goes on, so a round's table count
/// is the next round's player count; every round's table count is a multiple of the
/// final's size (regolamento-tornei-ufficiali-2003.txt lines 295-303), with tables of
/// `min_size..=max_size` players. Among plans, the fewest rounds, then the fewest tables
/// in the first round (the rulebook's 100 players: 20 tables of 5, then 5 of 4).
///
/// # Errors
/// [`NoKnockoutPlan`] with the nearest counts that have one.
pub fn knockout_plan(
    players: usize,
    final_size: usize,
    min_size: usize,
    max_size: usize,
) -> Result<Vec<usize>, NoKnockoutPlan> {
    fn plan(n: usize, f: usize, lo: usize, hi: usize, depth: u32) -> Option<Vec<usize>> {
        if n == f {
            return Some(Vec::new());
        }
        if depth == 0 || n < f * lo {
            return None;
        }
        let mut best: Option<Vec<usize>> = None;
        for t in n.div_ceil(hi)..=n / lo {
            if t % f != 0 || t >= n {
                continue;
            }
            if let Some(mut rest) = plan(t, f, lo, hi, depth - 1) {
                rest.insert(0, t);
                if best.as_ref().is_none_or(|b| rest.len() < b.len()) {
                    best = Some(rest);
                }
            }
        }
        best
    }
    const DEPTH: u32 = 12;
    let found = |n: usize| plan(n, final_size, min_size, max_size, DEPTH);
    if final_size > 0 && min_size > 0 {
        if let Some(p) = found(players) {
            return Ok(p);
        }
    }
    let below = (1..players).rev().find(|&n| found(n).is_some());
    let above = (players + 1..players.saturating_mul(6).max(64)).find(|&n| found(n).is_some());
    Err(NoKnockoutPlan {
        players,
        final_size,
        below,
        above,
    })
}

/// Sizes of `tables` tables sharing `players` players, the larger ones last.
pub fn split_even(players: usize, tables: usize) -> Vec<usize> {
    let base = players / tables;
    let extra = players % tables;
    let mut sizes = vec![base; tables - extra];
    sizes.extend(std::iter::repeat_n(base + 1, extra));
    sizes
}

#[cfg(test)]
mod tests {
    use super::{add_meetings, Meetings};
    use crate::tournament::PlayerId;

    #[test]
    fn meetings_count_each_pair_both_ways_and_grow() {
        let mut m = Meetings::new();
        add_meetings(&mut m, &[vec![PlayerId(0), PlayerId(2)]]);
        add_meetings(&mut m, &[vec![PlayerId(2), PlayerId(0), PlayerId(5)]]);
        assert_eq!(m.get(PlayerId(0), PlayerId(2)), 2);
        assert_eq!(m.get(PlayerId(2), PlayerId(0)), 2);
        assert_eq!(m.get(PlayerId(5), PlayerId(0)), 1);
        assert_eq!(m.get(PlayerId(1), PlayerId(0)), 0);
        assert_eq!(m.get(PlayerId(9), PlayerId(0)), 0);
    }
}
