//! The end of a game: table points, tie-breaks, tournament points (docs/RULES.md §3) and the
//! testa a testa match points (docs/RULES.md §5).

use super::config::SeatId;
use super::objectives::Objective;

/// Points in hundredths, so that 2.5 (testa a testa) and 200.06 (okgiocacon) are exact.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Points(pub i64);

impl Points {
    /// Whole points.
    pub const fn whole(n: i64) -> Points {
        Points(n * 100)
    }

    /// As a float, for display.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// Formatted with a decimal comma (Italian): "200,06", "45", "2,5".
    pub fn format_it(self) -> String {
        self.to_string().replace('.', ",")
    }
}

impl std::fmt::Display for Points {
    /// "200.06", "45", "2.5".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let v = self.0.unsigned_abs();
        let (int, frac) = (v / 100, v % 100);
        match frac {
            0 => write!(f, "{sign}{int}"),
            f10 if f10 % 10 == 0 => write!(f, "{sign}{int}.{}", f10 / 10),
            _ => write!(f, "{sign}{int}.{frac:02}"),
        }
    }
}

/// Why the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// The seat held its whole objective during its turn.
    Risiko { seat: SeatId },
    /// Every other seat was eliminated.
    LastStanding { seat: SeatId },
    /// `testa_a_testa`: a real player was eliminated ("la partita cessa immediatamente").
    RealPlayerEliminated { seat: SeatId, by: SeatId },
    /// The secret time passed.
    SecretTime,
    /// A sdadata roll by `seat` ended the game.
    Sdadata { seat: SeatId },
    /// The round limit was reached.
    RoundLimit { round: u32 },
    /// `club`: the supplementary turns are over (every player still in passed in a row,
    /// or all used their three), or no player is left to take a turn.
    SupplementaryTurnsOver,
}

/// One line of the final table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Standing {
    /// The seat.
    pub seat: SeatId,
    /// 1 for the winner.
    pub place: u32,
    /// Table points (RisiKo! fixed points included).
    pub table_points: Points,
    /// This seat made RisiKo!.
    pub risiko: bool,
    /// Order of elimination (1 = first eliminated), if eliminated.
    pub eliminated: Option<u32>,
    /// The objective (revealed at the end), if the seat had one.
    pub objective: Option<Objective>,
    /// Territories held at the end.
    pub territories: u32,
    /// Tie-break 1: values of held territories outside the objective.
    pub outside_values: u32,
    /// Tie-break 2: armies on objective territories.
    pub armies_in_objective: u32,
    /// Tie-break 3: all armies on the board.
    pub armies_total: u32,
    /// Tie-break 4: the die rolled, if a die had to break a tie.
    pub tie_die: Option<u8>,
}

/// `okgiocacon` tournament points of one seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TournamentPoints {
    /// The seat.
    pub seat: SeatId,
    /// Team championships (okgiocacon-campionati-2003.txt lines 194-209).
    pub team: Points,
    /// Open championships: place and difference of table points from the first (for the
    /// first, from the second, positive): "1V, +6", "Sec, -6" (lines 211-221).
    pub open_place: u32,
    /// See `open_place`.
    pub open_diff: Points,
}

/// Why the match points of a testa a testa game are what they are (docs/RULES.md §5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MatchReason {
    /// "mondo": the winner holds all 42 territories. 20-0.
    Mondo,
    /// RisiKo! and the opponent eliminated. 19-1.
    RisikoEliminatingOpponent,
    /// RisiKo! and the morto eliminated by the winner. 18-2.
    RisikoEliminatingMorto,
    /// RisiKo!. 17-3.
    Risiko,
    /// By the difference of table points.
    Difference(Points),
}

/// Match points of one testa a testa game, for the two real players (total 20).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchPoints {
    /// The real seats with their points, the better first.
    pub points: [(SeatId, u32); 2],
    /// Why.
    pub reason: MatchReason,
}

/// The final result.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Why the game ended.
    pub reason: EndReason,
    /// The final table, best first.
    pub standings: Vec<Standing>,
    /// `okgiocacon` tournament points, in the order of `standings`.
    pub tournament_points: Option<Vec<TournamentPoints>>,
    /// `testa_a_testa` match points.
    pub match_points: Option<MatchPoints>,
}

impl Outcome {
    /// The winner (first of the table).
    pub fn winner(&self) -> Option<SeatId> {
        self.standings.first().map(|s| s.seat)
    }

    /// The standing of a seat.
    pub fn standing(&self, seat: SeatId) -> Option<&Standing> {
        self.standings.iter().find(|s| s.seat == seat)
    }
}

/// Team-championship tournament points from table points (okgiocacon lines 196-209).
/// `ranked` lists the seats that were not eliminated, best first, with their table
/// points; `eliminated` lists eliminated seats with their order of elimination;
/// `table_size` is the number of players at the table (4 or 5).
pub fn team_points(
    ranked: &[(SeatId, Points)],
    eliminated: &[(SeatId, u32)],
    table_size: usize,
) -> Vec<(SeatId, Points)> {
    // "Primo 200 + differenza punti dal 2° in centesimi; Secondo da 100 (– differenza
    // punti dal 1° in unità) fino a un minimo di 80 (90)..."
    let bases: [i64; 5] = [200, 100, 80, 60, 50];
    let minimums: [i64; 5] = if table_size >= 5 {
        [200, 90, 70, 50, 40]
    } else {
        [200, 80, 60, 40, 40]
    };
    let mut out = Vec::new();
    let first = ranked.first().map(|r| r.1).unwrap_or_default();
    for (i, &(seat, pts)) in ranked.iter().enumerate() {
        let value = if i == 0 {
            let second = ranked.get(1).map(|r| r.1).unwrap_or_default();
            // Differences in hundredths of a point: 6 points of difference are 0.06.
            Points(20_000 + (pts.0 - second.0) / 100)
        } else {
            let i = i.min(4);
            let diff = first.0 - pts.0;
            Points((bases[i] * 100 - diff).max(minimums[i] * 100))
        };
        out.push((seat, value));
    }
    // "il primo giocatore eliminato totalizzerà 10 punti torneo. Il secondo ... 20".
    for &(seat, order) in eliminated {
        out.push((seat, Points::whole(10 * order as i64)));
    }
    out
}

/// The match points table of docs/RULES.md §5 for a difference of table points (the better
/// player first): ">= 61 16-4, 51-60 15-5, 41-50 14-6, 31-40 13-7, 21-30 12-8, 11-20 11-9,
/// 0-10 10-10". The bounds are minimums ("una differenza ... di almeno 61"), so a
/// difference of 10.5 is still 10-10 and 60.5 is 15-5.
pub fn match_points_for_difference(diff: Points) -> (u32, u32) {
    let d = diff.0.abs();
    let table: [(i64, u32); 6] = [(61, 16), (51, 15), (41, 14), (31, 13), (21, 12), (11, 11)];
    for (min, winner) in table {
        if d >= min * 100 {
            return (winner, 20 - winner);
        }
    }
    (10, 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    // okgiocacon-campionati-2003.txt line 207, "Esempio 1": A=45; B=39; C=36; D eliminated
    // gives A=200,06; B=94; C=71; D=10.
    #[test]
    fn team_points_example_one_table_of_four() {
        let ranked = [
            (SeatId(0), Points::whole(45)),
            (SeatId(1), Points::whole(39)),
            (SeatId(2), Points::whole(36)),
        ];
        let got = team_points(&ranked, &[(SeatId(3), 1)], 4);
        let shown: Vec<String> = got.iter().map(|(_, p)| p.to_string()).collect();
        assert_eq!(shown, vec!["200.06", "94", "71", "10"]);
    }

    // Line 209, "Esempio 2": A=100 (RisiKo!); B=21; C=16; D first eliminated; E second:
    // A=200,79; B=90 (minimum); C=70 (minimum); D=10; E=20.
    #[test]
    fn team_points_example_two_table_of_five() {
        let ranked = [
            (SeatId(0), Points::whole(100)),
            (SeatId(1), Points::whole(21)),
            (SeatId(2), Points::whole(16)),
        ];
        let got = team_points(&ranked, &[(SeatId(3), 1), (SeatId(4), 2)], 5);
        let shown: Vec<String> = got.iter().map(|(_, p)| p.to_string()).collect();
        assert_eq!(shown, vec!["200.79", "90", "70", "10", "20"]);
    }

    // docs/RULES.md §5 match points, at every boundary.
    #[test]
    fn match_points_boundaries() {
        let cases = [
            (0, (10, 10)),
            (10, (10, 10)),
            (11, (11, 9)),
            (20, (11, 9)),
            (21, (12, 8)),
            (30, (12, 8)),
            (31, (13, 7)),
            (40, (13, 7)),
            (41, (14, 6)),
            (50, (14, 6)),
            (51, (15, 5)),
            (60, (15, 5)),
            (61, (16, 4)),
            (200, (16, 4)),
        ];
        for (diff, want) in cases {
            assert_eq!(
                match_points_for_difference(Points::whole(diff)),
                want,
                "{diff}"
            );
        }
        // Fractions from the 2.5-point territories fall below the next bound.
        assert_eq!(match_points_for_difference(Points(1050)), (10, 10));
        assert_eq!(match_points_for_difference(Points(6050)), (15, 5));
        assert_eq!(match_points_for_difference(Points(6100)), (16, 4));
    }

    #[test]
    fn points_display() {
        assert_eq!(Points(20006).to_string(), "200.06");
        assert_eq!(Points(250).to_string(), "2.5");
        assert_eq!(Points(4500).to_string(), "45");
        assert_eq!(Points(-600).to_string(), "-6");
        assert_eq!(Points(20006).format_it(), "200,06");
    }
}
