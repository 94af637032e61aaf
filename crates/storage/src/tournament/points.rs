//! Table points into tournament points, one game at a time, for each rule set.
//!
//! Every value is a [`Points`] (hundredths of a point, an integer), so the rulebooks'
//! "200 + differenza in centesimi" and the club's tenths are exact.

use crate::rules::scoring::{match_points_for_difference, team_points, MatchReason, Points};
use crate::rules::SeatId;

use super::{PlayerId, TournamentRules};

/// Most table points a result may give (far above any game's: a bound that keeps the
/// sums of a hostile file from overflowing).
pub const MAX_TABLE_POINTS: Points = Points::whole(10_000);

/// `testa_a_testa`: the points every real player gets for a game, before the match
/// points (testa-a-testa.txt lines 90-91, docs/RULES.md §5).
pub const TESTA_BASE: u32 = 11;

/// What every tournament objective is worth: "estremamente equilibrati"
/// (regolamento-tornei-ufficiali-2003.txt lines 83-85), 86 points each with the values of
/// docs/RULES.md §1 ("Objectives", §3).
pub const OBJECTIVE_POINTS: Points = Points::whole(86);

/// What the whole board is worth: the six continents' printed totals, 35 + 12 + 32 + 23 +
/// 51 + 11 (regolamento-tornei-ufficiali-2003.txt lines 173-220, docs/RULES.md §1). Only
/// the territories of a player's objective score and each territory has one holder, so a
/// table's table points add up to at most this, besides RisiKo!'s fixed points.
pub const BOARD_POINTS: Points = Points::whole(164);

/// The smallest value of a territory (Argentina, Madagascar, Giappone, Australia
/// Orientale: docs/RULES.md §1).
pub const SMALLEST_TERRITORY: Points = Points::whole(2);

/// The most a player scores without RisiKo! in `torneo` and `okgiocacon`: holding the whole
/// objective in one's own turn is RisiKo! (docs/RULES.md §3, "Making RisiKo!"), so at
/// least one territory of it is missing, worth at least [`SMALLEST_TERRITORY`]: 86 - 2.
pub const MAX_WITHOUT_RISIKO: Points = Points(OBJECTIVE_POINTS.0 - SMALLEST_TERRITORY.0);

/// One player's line of a game result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The player.
    pub player: PlayerId,
    /// Table points (RisiKo!'s fixed points included).
    pub table_points: Points,
    /// Order of elimination at the table (1 = first eliminated), if eliminated.
    pub eliminated: Option<u32>,
    /// This player made RisiKo!.
    pub risiko: bool,
}

/// The result of one game at one table, as typed by the organiser or taken from a
/// finished game ([`GameResult::from_outcome`]). `entries` is the final table, best
/// first: who made RisiKo!, the other survivors by table points, then the eliminated, the
/// last eliminated first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The final table, best first.
    pub entries: Vec<Entry>,
    /// `testa_a_testa`: the winner held all 42 territories ("fa mondo").
    pub mondo: bool,
    /// `testa_a_testa`: the winner made RisiKo! and eliminated the morto.
    pub morto_eliminated_by_winner: bool,
    /// The rule that decided equal table points, as the organiser named it (`None`: no
    /// tie, or a game played on the tablet, where the engine applied its own).
    pub tie: Option<TieRule>,
}

/// The rule that put tied players in order at the end of a game, by the 2003 rules'
/// "Situazioni di parità al termine della singola partita" (regolamento-tornei-ufficiali
/// -2003.txt: "1. Si sommano anche i valori dei territori al di fuori dell'obiettivo. 2.
/// ... le armate presenti sui territori all'interno dell'obiettivo. 3. ... tutte le
/// armate in campo ... lanciare i dadi"), or the referee's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieRule {
    /// The values of the territories outside the objective.
    OutsideValues,
    /// The armies on the territories of the objective.
    ObjectiveArmies,
    /// All the armies on the board.
    AllArmies,
    /// The dice.
    Dice,
    /// The referee (another rulebook's rule).
    Referee,
}

impl TieRule {
    /// Every rule, in the rulebook's order.
    pub const ALL: [TieRule; 5] = [
        TieRule::OutsideValues,
        TieRule::ObjectiveArmies,
        TieRule::AllArmies,
        TieRule::Dice,
        TieRule::Referee,
    ];

    /// The stored key.
    pub const fn key(self) -> &'static str {
        match self {
            TieRule::OutsideValues => "outside",
            TieRule::ObjectiveArmies => "objective_armies",
            TieRule::AllArmies => "armies",
            TieRule::Dice => "dice",
            TieRule::Referee => "referee",
        }
    }
}

/// What a game is worth to one player in the tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Award {
    /// The player.
    pub player: PlayerId,
    /// Place at the table (1 = winner).
    pub place: u32,
    /// Tournament points. For `okgiocacon` open championships the difference of table
    /// points: to the second for the winner ("1V, +xx"), to the first for the others
    /// ("Sec, -xx"), okgiocacon-campionati-2003.txt lines 213-219.
    pub points: Points,
}

/// A game result that does not fit its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// The players of the result are not exactly the players of the table.
    WrongPlayers,
    /// Survivors must come first, by table points (highest first).
    OrderByPoints,
    /// The eliminated come after the survivors, the last eliminated first, numbered
    /// 1, 2, ... without gaps.
    EliminationOrder,
    /// Only the winner (first line) can have made RisiKo!, and only one player.
    Risiko,
    /// Table points are between 0 and [`MAX_TABLE_POINTS`].
    PointsOutOfRange,
    /// `mondo` or the morto's elimination are marks of a testa a testa winner only.
    TestaMarks,
    /// Every player eliminated: a game ends with someone on the board.
    NoSurvivor,
    /// An eliminated player holds no territory, so no table points (but a `club` RisiKo!).
    EliminatedWithPoints,
    /// RisiKo! scores the rule set's fixed table points (100; 200 in `club`).
    RisikoPoints(Points),
    /// Equal table points at the table: the organiser orders the tied players and names
    /// the tie rule that decided (typed results only).
    TieUndecided,
    /// Table points are whole numbers outside `testa_a_testa` (territory values and club
    /// points are whole; docs/RULES.md §1, §4).
    NotWhole,
    /// Somebody scored more table points than the player who made RisiKo!, whose fixed
    /// points are the most a game gives (docs/RULES.md §3, §4).
    AboveRisikoWinner,
    /// Without RisiKo! a player scores at most [`MAX_WITHOUT_RISIKO`] (`torneo`,
    /// `okgiocacon`).
    AboveObjective(Points),
    /// The table's points, besides RisiKo!'s fixed points, add up to more than
    /// [`BOARD_POINTS`] (`torneo`, `okgiocacon`).
    AboveBoard(Points),
    /// In `club` a player reaching the table's RisiKo! score (160 with 4 players, 150 with
    /// 5) has made RisiKo!: without it a score stays below (docs/RULES.md §4).
    ClubThreshold(Points),
}

impl std::fmt::Display for ResultError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResultError::RisikoPoints(p) => {
                return write!(f, "RisiKo! scores {p} table points in these rules")
            }
            ResultError::AboveObjective(p) => {
                return write!(
                    f,
                    "without RisiKo! a player scores at most {p} table points"
                )
            }
            ResultError::AboveBoard(p) => {
                return write!(f, "a table's points add up to at most {p} besides RisiKo!")
            }
            ResultError::ClubThreshold(p) => {
                return write!(f, "{p} points at this table is RisiKo!: without it, less")
            }
            _ => {}
        }
        f.write_str(match self {
            ResultError::WrongPlayers => "the result's players are not the table's",
            ResultError::OrderByPoints => "survivors must be listed by table points, highest first",
            ResultError::EliminationOrder => {
                "the eliminated come last, the last eliminated first, numbered 1, 2, ..."
            }
            ResultError::Risiko => "only the first of the table can have made RisiKo!",
            ResultError::PointsOutOfRange => "table points must be between 0 and 10000",
            ResultError::TestaMarks => "mondo and the morto's elimination are testa a testa marks",
            ResultError::NoSurvivor => "a game ends with at least one player on the board",
            ResultError::EliminatedWithPoints => "an eliminated player has no table points",
            ResultError::RisikoPoints(_)
            | ResultError::AboveObjective(_)
            | ResultError::AboveBoard(_)
            | ResultError::ClubThreshold(_) => "",
            ResultError::TieUndecided => {
                "equal table points: order the tied players and name the tie rule"
            }
            ResultError::NotWhole => "table points are whole numbers in these rules",
            ResultError::AboveRisikoWinner => {
                "nobody scores more table points than the player who made RisiKo!"
            }
        })
    }
}

impl std::error::Error for ResultError {}

impl GameResult {
    /// A result from a finished game's [`crate::rules::Outcome`]: `seats[i]` is the player
    /// who sat in seat `i`, `None` for a virtual seat (the morto), which is left out.
    pub fn from_outcome(
        outcome: &crate::rules::Outcome,
        seats: &[Option<PlayerId>],
    ) -> Result<GameResult, ResultError> {
        let mut entries = Vec::new();
        let mut eliminated_seen = Vec::new();
        for s in &outcome.standings {
            let player = seats.get(s.seat.index()).ok_or(ResultError::WrongPlayers)?;
            let Some(player) = *player else { continue };
            if let Some(o) = s.eliminated {
                eliminated_seen.push(o);
            }
            entries.push(Entry {
                player,
                table_points: s.table_points,
                eliminated: s.eliminated,
                risiko: s.risiko,
            });
        }
        // Orders of elimination renumbered among the players kept (the morto's is dropped).
        eliminated_seen.sort_unstable();
        for e in &mut entries {
            if let Some(o) = e.eliminated {
                let rank = eliminated_seen.iter().position(|&x| x == o).unwrap_or(0);
                e.eliminated = Some(rank as u32 + 1);
            }
        }
        let reason = outcome.match_points.map(|m| m.reason);
        Ok(GameResult {
            entries,
            mondo: reason == Some(MatchReason::Mondo),
            morto_eliminated_by_winner: reason == Some(MatchReason::RisikoEliminatingMorto),
            tie: None,
        })
    }

    /// Checks the result against the players of its table (in any order) and the rule
    /// set: at least one player on the board, no table points for an eliminated player,
    /// RisiKo! first and at the rule set's fixed score. In `club` the player who made
    /// RisiKo! leaves the game and may be eliminated afterwards: she stays first with her
    /// 200 points (club-qualificazioni.txt points 14-15, docs/RULES.md §4).
    ///
    /// # Errors
    /// The first [`ResultError`] found.
    /// Then the limits of the table points ([`GameResult::check_limits`]).
    pub fn check(&self, table: &[PlayerId], rules: TournamentRules) -> Result<(), ResultError> {
        self.check_with(table, rules, true)?;
        self.check_limits(rules)
    }

    /// The limits a game's table points cannot pass, for a result whose structure
    /// [`GameResult::check_with`] accepted: whole numbers outside `testa_a_testa`; nobody
    /// above the RisiKo! winner's fixed points; in `torneo` and `okgiocacon` at most
    /// [`MAX_WITHOUT_RISIKO`] without RisiKo! and at most [`BOARD_POINTS`] for the table,
    /// besides the winner's fixed points; in `club` below the table's RisiKo! score
    /// (docs/RULES.md §1, §3 "Objectives" and "Making RisiKo!", §4 "RisiKo! by points").
    /// Files the desk wrote before these checks (format 2 and older) are read without
    /// them (`export`).
    ///
    /// # Errors
    /// The first limit passed, in the order above.
    pub fn check_limits(&self, rules: TournamentRules) -> Result<(), ResultError> {
        let testa = rules == TournamentRules::TestaATesta;
        if !testa && self.entries.iter().any(|e| e.table_points.0 % 100 != 0) {
            return Err(ResultError::NotWhole);
        }
        let fixed = rules.risiko_points();
        // The entry that made RisiKo! with fixed points, if any (always the first).
        let winner = self
            .entries
            .first()
            .filter(|e| e.risiko && fixed.is_some())
            .map(|e| e.table_points);
        let others = &self.entries[usize::from(winner.is_some())..];
        if let Some(w) = winner {
            if others.iter().any(|e| e.table_points > w) {
                return Err(ResultError::AboveRisikoWinner);
            }
        }
        match rules {
            TournamentRules::Torneo
            | TournamentRules::OkgiocaconTeam
            | TournamentRules::OkgiocaconOpen => {
                if others.iter().any(|e| e.table_points > MAX_WITHOUT_RISIKO) {
                    return Err(ResultError::AboveObjective(MAX_WITHOUT_RISIKO));
                }
                let sum: i64 = others.iter().map(|e| e.table_points.0).sum();
                if sum > BOARD_POINTS.0 {
                    return Err(ResultError::AboveBoard(BOARD_POINTS));
                }
            }
            TournamentRules::Club => {
                let target = Points::whole(i64::from(crate::rules::club::risiko_target(
                    self.entries.len(),
                )));
                if others.iter().any(|e| e.table_points >= target) {
                    return Err(ResultError::ClubThreshold(target));
                }
            }
            TournamentRules::TestaATesta => {}
        }
        Ok(())
    }

    /// [`GameResult::check`]; with `strict` false, what format 1 files were checked for
    /// (no survivor, table points of the eliminated and RisiKo!'s score unchecked), so
    /// that a file the desk wrote then still reads.
    pub(crate) fn check_with(
        &self,
        table: &[PlayerId],
        rules: TournamentRules,
        strict: bool,
    ) -> Result<(), ResultError> {
        let mut given: Vec<PlayerId> = self.entries.iter().map(|e| e.player).collect();
        let mut want = table.to_vec();
        given.sort_unstable();
        want.sort_unstable();
        if given != want {
            return Err(ResultError::WrongPlayers);
        }
        if self
            .entries
            .iter()
            .any(|e| !(0..=MAX_TABLE_POINTS.0).contains(&e.table_points.0))
        {
            return Err(ResultError::PointsOutOfRange);
        }
        let risiko: Vec<usize> = (0..self.entries.len())
            .filter(|&i| self.entries[i].risiko)
            .collect();
        if !(risiko.is_empty() || risiko == [0]) {
            return Err(ResultError::Risiko);
        }
        let first_risiko = risiko == [0];
        // club: RisiKo! then eliminated is still first; elsewhere RisiKo! ends the game.
        let risiko_out = first_risiko && self.entries[0].eliminated.is_some();
        if risiko_out && rules != TournamentRules::Club {
            return Err(ResultError::Risiko);
        }
        let rest = &self.entries[usize::from(risiko_out)..];
        let survivors = rest.iter().take_while(|e| e.eliminated.is_none()).count();
        let out = &rest[survivors..];
        // The last eliminated ranks first among the eliminated: orders descending, and with
        // a club RisiKo! player's own order, exactly 1..=k.
        if out
            .iter()
            .any(|e| e.eliminated.is_none() || (strict && e.table_points.0 != 0))
        {
            return Err(if out.iter().any(|e| e.eliminated.is_none()) {
                ResultError::EliminationOrder
            } else {
                ResultError::EliminatedWithPoints
            });
        }
        let mut orders: Vec<u32> = out.iter().filter_map(|e| e.eliminated).collect();
        if out.windows(2).any(|w| w[0].eliminated <= w[1].eliminated) {
            return Err(ResultError::EliminationOrder);
        }
        orders.extend(self.entries[0].eliminated.filter(|_| risiko_out));
        orders.sort_unstable();
        if orders.iter().enumerate().any(|(i, &o)| o != i as u32 + 1) {
            return Err(ResultError::EliminationOrder);
        }
        if survivors == 0 && (strict || first_risiko) {
            return Err(if strict {
                ResultError::NoSurvivor
            } else {
                ResultError::Risiko
            });
        }
        // RisiKo! wins whatever the points (the engine ranks it first, as its fixed points
        // need not be the most); the other survivors go by table points.
        let from = usize::from(first_risiko && !risiko_out);
        if rest[from.min(survivors)..survivors]
            .windows(2)
            .any(|w| w[0].table_points < w[1].table_points)
        {
            return Err(ResultError::OrderByPoints);
        }
        if let (true, true, Some(fixed)) = (strict, first_risiko, rules.risiko_points()) {
            if self.entries[0].table_points != fixed {
                return Err(ResultError::RisikoPoints(fixed));
            }
        }
        if rules != TournamentRules::TestaATesta && (self.mondo || self.morto_eliminated_by_winner)
        {
            return Err(ResultError::TestaMarks);
        }
        if self.morto_eliminated_by_winner && !first_risiko {
            return Err(ResultError::TestaMarks);
        }
        Ok(())
    }
}

/// `testa_a_testa`: why the winner of a game gets its match points (testa-a-testa.txt
/// lines 90-119, the same reading as the engine's `crates/engine/src/rules/ending.rs`).
pub fn testa_reason(result: &GameResult) -> MatchReason {
    let first = &result.entries[0];
    let second_points = result.entries.get(1).map_or(Points(0), |e| e.table_points);
    let second_out = result
        .entries
        .get(1)
        .is_some_and(|e| e.eliminated.is_some());
    if result.mondo {
        MatchReason::Mondo
    } else if first.risiko && second_out {
        MatchReason::RisikoEliminatingOpponent
    } else if first.risiko && result.morto_eliminated_by_winner {
        MatchReason::RisikoEliminatingMorto
    } else if first.risiko {
        MatchReason::Risiko
    } else {
        MatchReason::Difference(Points(first.table_points.0 - second_points.0))
    }
}

/// The tournament points of one checked game result, in the order of its entries.
pub fn convert(result: &GameResult, rules: TournamentRules) -> Vec<Award> {
    let entries = &result.entries;
    let Some(first) = entries.first() else {
        return Vec::new();
    };
    let top = first.table_points.0;
    let second = entries.get(1).map_or(top, |e| e.table_points.0);
    let award = |i: usize, points: i64| Award {
        player: entries[i].player,
        place: i as u32 + 1,
        points: Points(points),
    };
    match rules {
        // regolamento-tornei-ufficiali-2003.txt lines 286-288: "calcolare, semplicemente,
        // il punteggio ottenuto al proprio tavolo".
        TournamentRules::Torneo => (0..entries.len())
            .map(|i| award(i, entries[i].table_points.0))
            .collect(),
        // okgiocacon-campionati-2003.txt lines 194-205: the engine's own table.
        TournamentRules::OkgiocaconTeam => {
            let seat = |i: usize| SeatId(i as u8);
            let ranked: Vec<(SeatId, Points)> = (0..entries.len())
                .filter(|&i| entries[i].eliminated.is_none())
                .map(|i| (seat(i), entries[i].table_points))
                .collect();
            let out: Vec<(SeatId, u32)> = (0..entries.len())
                .filter_map(|i| entries[i].eliminated.map(|o| (seat(i), o)))
                .collect();
            let team = team_points(&ranked, &out, entries.len());
            (0..entries.len())
                .map(|i| {
                    let p = team.iter().find(|t| t.0 == seat(i)).map_or(0, |t| t.1 .0);
                    award(i, p)
                })
                .collect()
        }
        // Lines 213-219: the winner's difference to the second, the others' to the first.
        TournamentRules::OkgiocaconOpen => (0..entries.len())
            .map(|i| {
                let d = if i == 0 {
                    top - second
                } else {
                    entries[i].table_points.0 - top
                };
                award(i, d)
            })
            .collect(),
        // club-qualificazioni.txt lines 5-9: 31 + a tenth of a point per point of
        // difference to the second; 15, 7, 3, 1 minus a tenth per point of difference to
        // the first. A tenth of a point per point is a tenth of the difference.
        TournamentRules::Club => {
            const BASE: [i64; 5] = [31, 15, 7, 3, 1];
            (0..entries.len())
                .map(|i| {
                    let base = BASE[i.min(4)] * 100;
                    let p = if i == 0 {
                        base + (top - second) / 10
                    } else {
                        base - (top - entries[i].table_points.0) / 10
                    };
                    award(i, p)
                })
                .collect()
        }
        // testa-a-testa.txt lines 90-119 (docs/RULES.md §5): "11 punti ad ogni giocatore
        // più" the 20 match points shared by the two players.
        TournamentRules::TestaATesta => {
            let (w, l) = match testa_reason(result) {
                MatchReason::Mondo => (20, 0),
                MatchReason::RisikoEliminatingOpponent => (19, 1),
                MatchReason::RisikoEliminatingMorto => (18, 2),
                MatchReason::Risiko => (17, 3),
                MatchReason::Difference(d) => match_points_for_difference(d),
            };
            (0..entries.len())
                .map(|i| award(i, (TESTA_BASE + if i == 0 { w } else { l }) as i64 * 100))
                .collect()
        }
    }
}

/// The `okgiocacon` open summary of a player's places (count and sum per place, first
/// place first), as line 221 writes it: "1V, +50; 2Sec, -45". Places never reached are
/// left out.
pub fn open_summary(places: &[(u32, Points)]) -> String {
    const NAMES: [&str; 5] = ["V", "Sec", "Ter", "Qua", "Qui"];
    let parts: Vec<String> = places
        .iter()
        .zip(NAMES)
        .filter(|((n, _), _)| *n > 0)
        .map(|(&(n, sum), name)| {
            let sign = if sum.0 >= 0 { "+" } else { "" };
            format!("{n}{name}, {sign}{sum}")
        })
        .collect();
    parts.join("; ")
}

/// The `okgiocacon` open label of an award: "1V, +50", "Sec, -50", "Ter, -70", "Qua, -80",
/// "Qui, -100" (okgiocacon-campionati-2003.txt lines 214-220).
pub fn open_label(award: &Award) -> String {
    const NAMES: [&str; 5] = ["1V", "Sec", "Ter", "Qua", "Qui"];
    let name = NAMES[(award.place.max(1) as usize - 1).min(4)];
    let sign = if award.points.0 >= 0 { "+" } else { "" };
    format!("{name}, {sign}{}", award.points)
}
