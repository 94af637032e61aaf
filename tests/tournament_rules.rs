//! The tournament desk's rules as an organiser checks them on a club night (issue 31):
//! testa a testa's standings, seating and semifinals, the results a table can give, and
//! the files the desk must refuse or read back. Each test cites docs/RULES.md or
//! docs/RULINGS.md and quotes the rulebook.

use planisfero::rules::scoring::Points;
use planisfero::rules::TerritoryId;
use planisfero::tournament::export::{self, FileError};
use planisfero::tournament::points::{
    BOARD_POINTS, MAX_WITHOUT_RISIKO, OBJECTIVE_POINTS, SMALLEST_TERRITORY,
};
use planisfero::tournament::{
    convert, Entry, Finals, Format, GameResult, PlayerId, ResultError, RoundKind, SeatingMethod,
    Settings, Tournament, TournamentRules,
};

fn settings(rules: TournamentRules, format: Format, size: u8, rounds: u32) -> Settings {
    Settings {
        name: "Serata di prova".into(),
        date: String::new(),
        rules,
        format,
        table_size: size,
        rounds,
        games_per_table: 1,
        discards: 0,
        finals: Finals::NONE,
        clubs_apart: false,
    }
}

/// A result in place order: (player, table points, elimination order, risiko).
fn result(lines: &[(u32, i64, Option<u32>, bool)]) -> GameResult {
    GameResult {
        entries: lines
            .iter()
            .map(|&(p, tp, el, r)| Entry {
                player: PlayerId(p),
                table_points: Points::whole(tp),
                eliminated: el,
                risiko: r,
            })
            .collect(),
        mondo: false,
        morto_eliminated_by_winner: false,
        tie: None,
    }
}

fn ids(n: u32) -> Vec<PlayerId> {
    (0..n).map(PlayerId).collect()
}

/// Records every table of the last round: the first seated wins by `margin` points, from
/// 100 in testa a testa, from 40 elsewhere (within a table's limits, docs/RULES.md §1, §3).
fn play_last(t: &mut Tournament, margin: i64) {
    let top = if t.settings.rules == TournamentRules::TestaATesta {
        100
    } else {
        40
    };
    let r = t.rounds.len() - 1;
    for tb in 0..t.rounds[r].tables.len() {
        let table = t.rounds[r].tables[tb].clone();
        for _ in 0..table.games {
            let lines: Vec<(u32, i64, Option<u32>, bool)> = table
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.0, top - margin * i as i64, None, false))
                .collect();
            t.record(r, tb, result(&lines)).unwrap();
        }
    }
}

// ------------------------------------------------------------ testa a testa

// docs/RULES.md §5; testa-a-testa.txt lines 90-91: "Il punteggio classifica è il seguente:
// 11 punti ad ogni giocatore più - 20 punti al giocatore reale che fa mondo ...". One game
// of 45 against 40 is 10 match points each (a difference of 0 to 10), so 21 and 21; the
// player sitting out gets nothing, so the 11 points change the ranking.
#[test]
fn testa_standings_give_each_player_eleven_points_a_game_plus_the_match_points() {
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        2,
    ))
    .unwrap();
    for n in ["Anna", "Bruno", "Carla"] {
        t.register(n, None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    assert_eq!(
        t.rounds[0].byes,
        [PlayerId(0)],
        "the first in the standings"
    );
    let ps = t.rounds[0].tables[0].players.clone();
    t.record(
        0,
        0,
        result(&[(ps[0].0, 45, None, false), (ps[1].0, 40, None, false)]),
    )
    .unwrap();
    let rows = t.standings();
    let total = |p: u32| rows.iter().find(|r| r.player.0 == p).unwrap().total;
    assert_eq!(total(ps[0].0), Points::whole(21));
    assert_eq!(total(ps[1].0), Points::whole(21));
    assert_eq!(total(0), Points::whole(0));
    // RisiKo! eliminating the other: 19 + 11 and 1 + 11.
    let killer = result(&[(0, 100, None, true), (1, 0, Some(1), false)]);
    let awards: Vec<Points> = convert(&killer, TournamentRules::TestaATesta)
        .iter()
        .map(|a| a.points)
        .collect();
    assert_eq!(awards, [Points::whole(30), Points::whole(12)]);
}

// docs/RULINGS.md (the tournament desk, balanced seating); testa-a-testa.txt lines 56-57:
// "Due concorrenti non si possono incontrare per due serate consecutive", whatever the
// seating method: random seating too keeps last round's pairs apart.
#[test]
fn testa_random_seating_never_repeats_the_last_rounds_pairs() {
    for seed in 0..30u64 {
        let mut t = Tournament::new(settings(
            TournamentRules::TestaATesta,
            Format::Italiana,
            2,
            3,
        ))
        .unwrap();
        for n in ["A", "B", "C", "D"] {
            t.register(n, None).unwrap();
        }
        t.seat_next_round(SeatingMethod::Random, seed).unwrap();
        play_last(&mut t, 30);
        t.seat_next_round(SeatingMethod::Random, seed * 7 + 3)
            .unwrap();
        assert_eq!(t.rounds[1].repeated_pairs, 0, "seed {seed}");
    }
}

// docs/RULES.md §5; testa-a-testa.txt lines 128-133: "Il giocatore primo in classifica
// incontrerà il quarto, il secondo incontrerà il terzo ... il primo e il secondo in
// classifica saranno posti per ultimi ed il morto giocherà per secondo": the tables list
// 4th then 1st, 3rd then 2nd (the morto, not a player, sits between them).
#[test]
fn testa_semifinals_seat_the_first_and_second_last() {
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        1,
    ))
    .unwrap();
    for n in ["A", "B", "C", "D"] {
        t.register(n, None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 4).unwrap();
    play_last(&mut t, 15);
    let rank: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
    let semis = t.seat_next_round(SeatingMethod::Random, 5).unwrap().clone();
    assert_eq!(semis.kind, RoundKind::Semifinal);
    assert_eq!(semis.tables[0].players, [rank[3], rank[0]]);
    assert_eq!(semis.tables[1].players, [rank[2], rank[1]]);
}

// ------------------------------------------------------------ impossible results

// ------------------------------------------------------------ limits of the table points

/// The rule sets that score with the tournament objectives and RisiKo!'s fixed 100.
const OBJECTIVE_RULES: [TournamentRules; 3] = [
    TournamentRules::Torneo,
    TournamentRules::OkgiocaconTeam,
    TournamentRules::OkgiocaconOpen,
];

/// A result from hundredths of a point: (player, table points in hundredths, risiko).
fn result_cents(lines: &[(u32, i64, bool)]) -> GameResult {
    let mut g = result(&[]);
    g.entries = lines
        .iter()
        .map(|&(p, tp, r)| Entry {
            player: PlayerId(p),
            table_points: Points(tp),
            eliminated: None,
            risiko: r,
        })
        .collect();
    g
}

// docs/RULES.md §1: the values of the territories are their borders; the continents add
// up to 35 + 12 + 32 + 23 + 51 + 11 = 164 ("di fianco ad ogni continente è indicato il
// valore totale", regolamento-tornei-ufficiali-2003.txt lines 167-220); the smallest is 2.
// §3 "Objectives": every tournament objective is worth 86. So without RisiKo! 86 - 2.
#[test]
fn the_limits_are_the_boards_own_values() {
    let values: Vec<i64> = TerritoryId::ALL
        .iter()
        .map(|t| i64::from(t.value()))
        .collect();
    assert_eq!(BOARD_POINTS, Points::whole(values.iter().sum()));
    assert_eq!(BOARD_POINTS, Points::whole(164));
    assert_eq!(
        SMALLEST_TERRITORY,
        Points::whole(*values.iter().min().unwrap())
    );
    assert_eq!(OBJECTIVE_POINTS, Points::whole(86));
    assert_eq!(MAX_WITHOUT_RISIKO, Points::whole(84));
}

// docs/RULES.md §3 "Making RisiKo!": holding the whole objective (86) in one's own turn is
// RisiKo!, so without it at least one territory (at least 2) is missing: 84 at most in
// torneo and okgiocacon. 450/90/85/30, a typo of 45 taking the lead, is refused.
#[test]
fn without_risiko_a_player_scores_at_most_84() {
    let four = ids(4);
    let typo = result(&[
        (0, 450, None, false),
        (1, 90, None, false),
        (2, 85, None, false),
        (3, 30, None, false),
    ]);
    let most = result(&[
        (0, 84, None, false),
        (1, 40, None, false),
        (2, 30, None, false),
        (3, 10, None, false),
    ]);
    let one_more = result(&[
        (0, 85, None, false),
        (1, 40, None, false),
        (2, 30, None, false),
        (3, 9, None, false),
    ]);
    for rules in OBJECTIVE_RULES {
        let limit = Err(ResultError::AboveObjective(Points::whole(84)));
        assert_eq!(typo.check(&four, rules), limit, "{rules:?}");
        assert_eq!(one_more.check(&four, rules), limit, "{rules:?}");
        assert_eq!(most.check(&four, rules), Ok(()), "{rules:?}");
    }
}

// docs/RULES.md §3: RisiKo! scores a fixed 100 ("si aggiudica un punteggio fisso di 100
// punti. Gli altri giocatori totalizzano il punteggio ottenuto con l'occupazione dei
// territori che si trovano nel loro obiettivo"), the most a game gives: a 101 beside it
// is refused, as nobody may rank above the winner.
#[test]
fn nobody_scores_above_the_risiko_winner() {
    let four = ids(4);
    let above = result(&[
        (2, 100, None, true),
        (0, 101, None, false),
        (1, 30, None, false),
        (3, 10, None, false),
    ]);
    for rules in OBJECTIVE_RULES {
        assert_eq!(
            above.check(&four, rules),
            Err(ResultError::AboveRisikoWinner),
            "{rules:?}"
        );
    }
    // Club: RisiKo! is 200 (point 15); 201 beside it is above the winner too.
    let club = result(&[
        (2, 200, None, true),
        (0, 201, None, false),
        (1, 30, None, false),
        (3, 10, None, false),
    ]);
    assert_eq!(
        club.check(&four, TournamentRules::Club),
        Err(ResultError::AboveRisikoWinner)
    );
}

// docs/RULES.md §1 and §3 "Table points": only the territories of one's own objective
// score and each territory has one holder, so a table adds up to at most the board's 164,
// RisiKo!'s fixed 100 aside.
#[test]
fn a_table_adds_up_to_at_most_164_besides_risiko() {
    let four = ids(4);
    let over = result(&[
        (0, 84, None, false),
        (1, 80, None, false),
        (2, 1, None, false),
        (3, 0, None, false),
    ]);
    let board = result(&[
        (0, 84, None, false),
        (1, 80, None, false),
        (2, 0, None, false),
        (3, 0, None, false),
    ]);
    let with_risiko = result(&[
        (3, 100, None, true),
        (0, 84, None, false),
        (1, 80, None, false),
        (2, 0, None, false),
    ]);
    for rules in OBJECTIVE_RULES {
        assert_eq!(
            over.check(&four, rules),
            Err(ResultError::AboveBoard(Points::whole(164))),
            "{rules:?}"
        );
        assert_eq!(board.check(&four, rules), Ok(()), "{rules:?}");
        assert_eq!(with_risiko.check(&four, rules), Ok(()), "{rules:?}");
    }
}

// docs/RULES.md §1 and §4: territory values and club points are whole numbers, so 38,50 in
// torneo is a typo; testa a testa counts 2.5 for a territory of the objective's continent
// (§5), so 38.5 is a testa score.
#[test]
fn decimal_table_points_are_refused_outside_testa_a_testa() {
    let four = ids(4);
    let decimal = result_cents(&[
        (0, 3850, false),
        (1, 30_00, false),
        (2, 20_00, false),
        (3, 0, false),
    ]);
    for rules in [
        TournamentRules::Torneo,
        TournamentRules::OkgiocaconTeam,
        TournamentRules::OkgiocaconOpen,
        TournamentRules::Club,
    ] {
        assert_eq!(
            decimal.check(&four, rules),
            Err(ResultError::NotWhole),
            "{rules:?}"
        );
    }
    let testa = result_cents(&[(0, 3850, false), (1, 30_00, false)]);
    assert_eq!(testa.check(&ids(2), TournamentRules::TestaATesta), Ok(()));
}

// docs/RULES.md §4 "RisiKo! by points": "Obbiettivo per tutti è il raggiungimento di 150
// punti se si gioca in 5 e di 160 punti se si gioca in 4" (point 14): a player reaching
// it has made RisiKo!, so without it a club score stays below.
#[test]
fn club_scores_stay_below_the_risiko_score_of_their_table() {
    let four = ids(4);
    let five = ids(5);
    let club = TournamentRules::Club;
    let four_at = |top: i64| {
        result(&[
            (0, top, None, false),
            (1, 40, None, false),
            (2, 30, None, false),
            (3, 10, None, false),
        ])
    };
    assert_eq!(
        four_at(160).check(&four, club),
        Err(ResultError::ClubThreshold(Points::whole(160)))
    );
    assert_eq!(four_at(159).check(&four, club), Ok(()));
    let five_at = |top: i64| {
        result(&[
            (0, top, None, false),
            (1, 40, None, false),
            (2, 30, None, false),
            (3, 20, None, false),
            (4, 10, None, false),
        ])
    };
    assert_eq!(
        five_at(150).check(&five, club),
        Err(ResultError::ClubThreshold(Points::whole(150)))
    );
    assert_eq!(five_at(149).check(&five, club), Ok(()));
    // Beside a RisiKo! (200) the others still stay below 160: club points are not the
    // board's values, so no 164 limit for the table.
    let risiko = result(&[
        (0, 200, None, true),
        (1, 159, None, false),
        (2, 150, None, false),
        (3, 10, None, false),
    ]);
    assert_eq!(risiko.check(&four, club), Ok(()));
}

/// A torneo of 8 with round 1 played at 40/30/20/10, as a file's text.
fn file_of_one_round() -> (Tournament, String) {
    let t = italiana(2, 1);
    let text = export::encode(&t);
    assert!(
        text.contains(&format!("\"format\":{}", export::FORMAT)),
        "{text}"
    );
    assert!(text.contains("\"table_points\":4000"), "{text}");
    (t, text)
}

// docs/RULES.md §3: a tournament file with a result the desk's form refuses is refused the
// same way, with the round, table and game and the form's reason.
#[test]
fn a_tournament_file_with_an_impossible_result_is_refused_with_the_forms_reason() {
    let (_, text) = file_of_one_round();
    let typo = text.replacen("\"table_points\":4000", "\"table_points\":45000", 1);
    assert_eq!(
        export::decode(&typo),
        Err(FileError::Result {
            round: 0,
            table: 0,
            game: 0,
            error: ResultError::AboveObjective(Points::whole(84)),
        })
    );
    let decimal = text.replacen("\"table_points\":4000", "\"table_points\":3850", 1);
    assert!(matches!(
        export::decode(&decimal),
        Err(FileError::Result {
            error: ResultError::NotWhole,
            ..
        })
    ));
}

// docs/RULINGS.md (files): a night typed before the limits (format 2) still reads, and is
// written back as format 2 so that it reads again; a correction of another game works.
#[test]
fn a_format_2_file_with_a_result_past_the_limits_still_reads() {
    let (_, text) = file_of_one_round();
    let current = format!("\"format\":{}", export::FORMAT);
    let old = text.replacen(&current, "\"format\":2", 1).replacen(
        "\"table_points\":4000",
        "\"table_points\":45000",
        1,
    );
    let mut t = export::decode(&old).unwrap();
    let again = export::encode(&t);
    assert!(again.contains("\"format\":2"), "{again}");
    assert_eq!(export::decode(&again).unwrap(), t);
    let players = t.rounds[0].tables[1].players.clone();
    let lines: Vec<(u32, i64, Option<u32>, bool)> = players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.0, 50 - 10 * i as i64, None, false))
        .collect();
    t.correct(0, 1, 0, result(&lines)).unwrap();
    // Once the typo is corrected within the limits, the file is the current format again.
    let first = t.rounds[0].tables[0].players.clone();
    let lines: Vec<(u32, i64, Option<u32>, bool)> = first
        .iter()
        .enumerate()
        .map(|(i, p)| (p.0, 45 - 10 * i as i64, None, false))
        .collect();
    t.correct(0, 0, 0, result(&lines)).unwrap();
    assert!(export::encode(&t).contains(&current));
}

// docs/RULES.md §3 (a game ends with at least one player on the board; an eliminated
// player holds no territory, so no table points) and §3's fixed RisiKo! score: "si
// aggiudica un punteggio fisso di 100 punti" (torneo, okgiocacon), "Chi riuscirà a fare
// RISIKO! totalizzerà 200 punti tavolo" (club point 15). Testa a testa has no fixed score.
#[test]
fn impossible_results_are_refused() {
    let four = ids(4);
    let all_out = result(&[
        (0, 0, Some(4), false),
        (1, 0, Some(3), false),
        (2, 0, Some(2), false),
        (3, 0, Some(1), false),
    ]);
    let out_with_points = result(&[
        (0, 50, None, false),
        (1, 40, None, false),
        (2, 30, None, false),
        (3, 12, Some(1), false),
    ]);
    for rules in TournamentRules::ALL {
        if rules == TournamentRules::TestaATesta {
            continue;
        }
        assert!(all_out.check(&four, rules).is_err(), "{rules:?}");
        assert!(out_with_points.check(&four, rules).is_err(), "{rules:?}");
    }
    let risiko = |points: i64| {
        result(&[
            (0, points, None, true),
            (1, 40, None, false),
            (2, 30, None, false),
            (3, 0, Some(1), false),
        ])
    };
    for rules in [
        TournamentRules::Torneo,
        TournamentRules::OkgiocaconTeam,
        TournamentRules::OkgiocaconOpen,
    ] {
        assert!(risiko(100).check(&four, rules).is_ok(), "{rules:?}");
        assert!(risiko(90).check(&four, rules).is_err(), "{rules:?}");
        assert!(risiko(200).check(&four, rules).is_err(), "{rules:?}");
    }
    assert!(risiko(200).check(&four, TournamentRules::Club).is_ok());
    assert!(risiko(160).check(&four, TournamentRules::Club).is_err());
    let two = ids(2);
    let testa = result(&[(0, 87, None, true), (1, 40, None, false)]);
    assert!(testa.check(&two, TournamentRules::TestaATesta).is_ok());
    let testa_out = result(&[(0, 0, Some(2), false), (1, 0, Some(1), false)]);
    assert!(testa_out.check(&two, TournamentRules::TestaATesta).is_err());
}

// docs/RULES.md §4; club-qualificazioni.txt points 14-15: "Dal momento in cui un giocatore
// dichiarerà ... di aver vinto e fatto risiko ... non potrà più continuare a giocare" and
// "Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo": a player who made RisiKo!
// and was eliminated afterwards is first of her table with her 200 points.
#[test]
fn club_risiko_player_eliminated_later_is_first_of_her_table() {
    let four = ids(4);
    let r = result(&[
        (2, 200, Some(2), true),
        (0, 80, None, false),
        (1, 50, None, false),
        (3, 0, Some(1), false),
    ]);
    r.check(&four, TournamentRules::Club).unwrap();
    let awards = convert(&r, TournamentRules::Club);
    assert_eq!(awards[0].player, PlayerId(2));
    // 31 + a tenth of (200 - 80).
    assert_eq!(awards[0].points, Points::whole(43));
    // Only in club: elsewhere RisiKo! ends the game at once.
    assert!(r.check(&four, TournamentRules::Torneo).is_err());
    let mut t = Tournament::new(settings(TournamentRules::Club, Format::Italiana, 4, 1)).unwrap();
    for n in ["A", "B", "C", "D"] {
        t.register(n, None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 2).unwrap();
    t.record(0, 0, r).unwrap();
    assert_eq!(t.standings()[0].player, PlayerId(2));
    assert_eq!(t.champion(), Some(PlayerId(2)));
}

// ------------------------------------------------------------ files

fn refused(t: &Tournament) -> bool {
    matches!(
        export::decode(&export::encode(t)),
        Err(FileError::Inconsistent(_))
    )
}

fn italiana(rounds: u32, played: usize) -> Tournament {
    let mut t = Tournament::new(settings(
        TournamentRules::Torneo,
        Format::Italiana,
        4,
        rounds,
    ))
    .unwrap();
    for i in 0..8 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    for r in 0..played {
        t.seat_next_round(SeatingMethod::Random, r as u64).unwrap();
        play_last(&mut t, 10);
    }
    t
}

// docs/RULINGS.md (the tournament desk, files): a file is checked as a whole before it
// is accepted, and refused with a clear message if the operations could not have made
// it. Rounds all'italiana: "the number of rounds" chosen (testa a testa adds its two).
#[test]
fn a_file_with_more_rounds_than_planned_is_refused() {
    let mut t = italiana(2, 2);
    assert!(!refused(&t));
    t.settings.rounds = 1;
    assert!(refused(&t));
}

// docs/RULINGS.md (late players "play from the next round"; a withdrawn player "is not
// seated again").
#[test]
fn a_file_seating_a_player_before_he_registered_or_after_he_withdrew_is_refused() {
    let mut t = italiana(3, 1);
    let seated = t.rounds[0].tables[0].players[0];
    let mut early = t.clone();
    early.players[seated.index()].joined_after = 1;
    assert!(refused(&early));
    let mut gone = t.clone();
    gone.players[seated.index()].withdrawn_after = Some(0);
    assert!(refused(&gone));
    t.withdraw(seated, false).unwrap();
    t.seat_next_round(SeatingMethod::Random, 9).unwrap();
    assert!(
        !refused(&t),
        "withdrawn after round 1, not seated in round 2"
    );
}

// docs/RULINGS.md (knockout: "who goes on from a table. The first of its final table");
// regolamento-tornei-ufficiali-2003.txt: "il vincitore di ogni tavolo passa al turno
// successivo".
#[test]
fn a_file_seating_a_knockout_loser_in_a_later_round_is_refused() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Knockout, 4, 1)).unwrap();
    for i in 0..16 {
        t.register(&format!("K{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 3).unwrap();
    play_last(&mut t, 10);
    t.seat_next_round(SeatingMethod::Random, 4).unwrap();
    assert!(!refused(&t));
    let loser = t.rounds[0].tables[0].players[1];
    let winner = t.rounds[0].tables[0].players[0];
    let mut bad = t.clone();
    for p in &mut bad.rounds[1].tables[0].players {
        if *p == winner {
            *p = loser;
        }
    }
    assert!(refused(&bad));
    // A winner who withdrew after the final was seated stays a legitimate finalist.
    t.withdraw(winner, false).unwrap();
    assert!(!refused(&t));
    // Nothing after the final.
    play_last(&mut t, 10);
    let mut after = t.clone();
    after.rounds.push(after.rounds[1].clone());
    assert!(refused(&after));
}

// docs/RULINGS.md (files): whatever the desk writes reads back. 200 players over 100
// rounds is far beyond a club night and was refused by the reader's value limit.
#[test]
fn a_large_tournament_reads_back() {
    let mut t =
        Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 100)).unwrap();
    for i in 0..200 {
        t.register(&format!("Giocatore numero {i}"), Some("Circolo"))
            .unwrap();
    }
    for r in 0..100 {
        t.seat_next_round(SeatingMethod::Random, r).unwrap();
        play_last(&mut t, 5);
    }
    let back = export::decode(&export::encode(&t)).unwrap();
    assert_eq!(back, t);
    // And it draws: the whole desk page, every round's tables and the standings.
    let desk = planisfero::present::tournament::Desk {
        tournament: Some(back),
        ..Default::default()
    };
    let html = planisfero::present::tournament::page(&desk, planisfero::present::lang::Lang::It);
    assert_eq!(html.matches("data-testid=\"t-round\"").count(), 100);
}

// docs/RULINGS.md (files): registration is capped, so that no file (typed or crafted)
// holds more players than a desk can seat and draw at once.
#[test]
fn registration_is_capped_and_a_file_over_the_cap_is_refused() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 3)).unwrap();
    let mut refused_at = None;
    for i in 0..5000 {
        if t.register(&format!("P{i}"), None).is_err() {
            refused_at = Some(i);
            break;
        }
    }
    let cap = refused_at.expect("a cap on registration");
    assert!(cap >= 200, "a cap that still takes a large open: {cap}");
    assert_eq!(t.players.len(), cap);
    let mut over = t.clone();
    over.players.push(planisfero::tournament::Player {
        name: "Uno di troppo".into(),
        surname: None,
        club: None,
        joined_after: 0,
        withdrawn_after: None,
    });
    assert!(refused(&over));
}

/// The files written by the previous version (format 1, before issue 31), kept in
/// tests/saves/: each still reads, and writes back to a file that reads the same.
#[test]
fn files_of_the_previous_version_still_read() {
    for name in [
        "tournament-v1-club.json",
        "tournament-v1-testa.json",
        "tournament-v1-knockout.json",
        "tournament-v4-log.json",
    ] {
        let text = std::fs::read_to_string(format!("tests/saves/{name}")).unwrap();
        let t = export::decode(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!t.rounds.is_empty(), "{name}");
        let again = export::decode(&export::encode(&t)).unwrap();
        assert_eq!(again, t, "{name}");
    }
}

// ------------------------------------------------------------ corrections

/// The totals of the standings, by player id.
fn totals(t: &Tournament) -> Vec<Points> {
    let mut v = vec![Points(0); t.players.len()];
    for r in t.standings() {
        v[r.player.index()] = r.total;
    }
    v
}

// docs/RULINGS.md (corrections): a result corrected after later rounds are seated
// recomputes the standings; the tables seated from them (testa a testa's semifinals) are
// named; undoing the semifinals (no result yet) and seating them again changes who plays
// the final.
#[test]
fn a_correction_after_round_two_changes_the_finals() {
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        2,
    ))
    .unwrap();
    for n in ["A", "B", "C", "D", "E", "F"] {
        t.register(n, None).unwrap();
    }
    for r in 0..2 {
        t.seat_next_round(SeatingMethod::Balanced, r).unwrap();
        play_last(&mut t, 20);
    }
    let semis = t.seat_next_round(SeatingMethod::Random, 3).unwrap().clone();
    let seated: Vec<PlayerId> = semis
        .tables
        .iter()
        .flat_map(|x| x.players.clone())
        .collect();
    // The one left out of the semifinals wins her round-2 game by 70 instead.
    let out = (0..6).map(PlayerId).find(|p| !seated.contains(p)).unwrap();
    let tb = t.rounds[1]
        .tables
        .iter()
        .position(|x| x.players.contains(&out))
        .unwrap();
    let other = *t.rounds[1].tables[tb]
        .players
        .iter()
        .find(|&&p| p != out)
        .unwrap();
    let before = totals(&t);
    let fixed = result(&[(out.0, 100, None, true), (other.0, 0, Some(1), false)]);
    let affected = t.correct(1, tb, 0, fixed).unwrap();
    assert_eq!(affected, [(2, 0), (2, 1)], "the semifinal tables");
    assert!(totals(&t)[out.index()] > before[out.index()]);
    t.undo_round().unwrap();
    let again = t.seat_next_round(SeatingMethod::Random, 3).unwrap().clone();
    let now: Vec<PlayerId> = again
        .tables
        .iter()
        .flat_map(|x| x.players.clone())
        .collect();
    assert!(now.contains(&out), "{now:?}");
    assert!(t.check().is_ok());
}

// docs/RULINGS.md (corrections): in a knockout a correction that changes who went on is
// refused while the next round is seated; undone, corrected and seated again, the new
// winner plays the final.
#[test]
fn a_knockout_correction_that_changes_the_winner_needs_the_next_round_undone() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Knockout, 4, 1)).unwrap();
    for i in 0..16 {
        t.register(&format!("K{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 3).unwrap();
    play_last(&mut t, 10);
    t.seat_next_round(SeatingMethod::Random, 4).unwrap();
    let ps = t.rounds[0].tables[0].players.clone();
    let swapped = result(&[
        (ps[1].0, 60, None, false),
        (ps[0].0, 50, None, false),
        (ps[2].0, 30, None, false),
        (ps[3].0, 20, None, false),
    ]);
    let snapshot = t.clone();
    assert!(t.correct(0, 0, 0, swapped.clone()).is_err());
    assert_eq!(t, snapshot, "nothing changed");
    // The same winner with other points is fine, and names the final.
    let same = result(&[
        (ps[0].0, 60, None, false),
        (ps[1].0, 50, None, false),
        (ps[2].0, 30, None, false),
        (ps[3].0, 20, None, false),
    ]);
    assert_eq!(t.correct(0, 0, 0, same).unwrap(), [(1, 0)]);
    t.undo_round().unwrap();
    t.correct(0, 0, 0, swapped).unwrap();
    let fin = t.seat_next_round(SeatingMethod::Random, 4).unwrap().clone();
    assert!(fin.tables[0].players.contains(&ps[1]));
    assert!(!fin.tables[0].players.contains(&ps[0]));
}

// docs/RULINGS.md (corrections): a round can be undone only before its first result.
#[test]
fn a_round_with_results_cannot_be_undone() {
    let mut t = italiana(3, 1);
    assert!(t.undo_round().is_err());
    t.seat_next_round(SeatingMethod::Random, 5).unwrap();
    t.register("Tardi", None).unwrap();
    t.undo_round().unwrap();
    assert_eq!(t.rounds.len(), 1);
    assert_eq!(t.players.last().unwrap().joined_after, 1);
    assert!(t.check().is_ok());
}

// docs/RULINGS.md (corrections): rename, reinstate, remove, move and swap.
#[test]
fn players_are_renamed_reinstated_removed_moved_and_swapped() {
    let mut t = Tournament::new(settings(TournamentRules::Club, Format::Italiana, 4, 3)).unwrap();
    for i in 0..9 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    t.rename(PlayerId(0), "Anna", None).unwrap();
    assert_eq!(t.players[0].name, "Anna");
    assert!(
        t.rename(PlayerId(1), "anna", None).is_err(),
        "names stay distinct"
    );
    // A registration made by mistake: the ids after it move up.
    t.register("Per errore", None).unwrap();
    t.register("Ultimo", None).unwrap();
    t.remove_player(PlayerId(9)).unwrap();
    assert_eq!(t.players[9].name, "Ultimo");
    t.remove_player(PlayerId(9)).unwrap();
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    assert!(t.remove_player(PlayerId(0)).is_err(), "seated already");
    // 9 players: 4 + 5. Swap two players of different tables, move one from 5 to 4.
    let a = t.rounds[0].tables[0].players[0];
    let b = t.rounds[0].tables[1].players[0];
    t.swap_players(a, b).unwrap();
    assert!(t.rounds[0].tables[1].players.contains(&a));
    assert!(t.rounds[0].tables[0].players.contains(&b));
    let c = t.rounds[0].tables[1].players[1];
    t.move_player(c, 0).unwrap();
    assert_eq!(t.rounds[0].tables[0].players.len(), 5);
    assert_eq!(t.rounds[0].tables[1].players.len(), 4);
    assert!(t.move_player(c, 0).is_err(), "already there");
    assert!(t.check().is_ok());
    play_last(&mut t, 10);
    assert!(t.swap_players(a, b).is_err(), "the round has results");
    // Withdrawn from a game (club: -25), then reinstated: the -25 goes too.
    t.withdraw(PlayerId(3), true).unwrap();
    assert_eq!(t.penalties.len(), 1);
    t.reinstate(PlayerId(3)).unwrap();
    assert!(t.penalties.is_empty());
    assert!(t.reinstate(PlayerId(3)).is_err());
    t.seat_next_round(SeatingMethod::Balanced, 2).unwrap();
    assert!(t.rounds[1]
        .tables
        .iter()
        .any(|x| x.players.contains(&PlayerId(3))));
}

// testa-a-testa.txt lines 57-62 (docs/RULINGS.md, seating): seating by the standings;
// "se dovessero essere il 6° e 7°, questi andranno ad incontrare il 4° e il 5°".
#[test]
fn seating_by_standings_deals_in_order_and_keeps_last_rounds_pairs_apart() {
    let mut t = italiana(3, 1);
    let order: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
    let r = t
        .seat_next_round(SeatingMethod::Standings, 1)
        .unwrap()
        .clone();
    assert_eq!(r.tables[0].players, order[..4]);
    assert_eq!(r.tables[1].players, order[4..]);
    // Testa a testa, 8 players: pairs by the standings; a pair that met meets the pair above.
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        3,
    ))
    .unwrap();
    for i in 0..8 {
        t.register(&format!("T{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 9).unwrap();
    play_last(&mut t, 30);
    for _ in 0..2 {
        let order: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
        let r = t
            .seat_next_round(SeatingMethod::Standings, 1)
            .unwrap()
            .clone();
        assert_eq!(r.repeated_pairs, 0);
        let first_pair = &r.tables[0].players;
        assert!(first_pair.contains(&order[0]));
        play_last(&mut t, 30);
    }
}

// ------------------------------------------------------------ formats

/// A club night: `n` players, `rounds` all'italiana with `discards`, then `finals`;
/// table points typed from a seeded generator (distinct at each table).
fn club_night(n: u32, rounds: u32, discards: u32, finals: Finals) -> Tournament {
    let mut s = settings(TournamentRules::Club, Format::Italiana, 4, rounds);
    s.discards = discards;
    s.finals = finals;
    let mut t = Tournament::new(s).unwrap();
    for i in 0..n {
        t.register(&format!("Socio {i}"), None).unwrap();
    }
    t
}

/// Records the last round with distinct points from `seed`, nobody eliminated.
fn play_seeded(t: &mut Tournament, seed: u64) {
    let r = t.rounds.len() - 1;
    for tb in 0..t.rounds[r].tables.len() {
        let players = t.rounds[r].tables[tb].players.clone();
        let mut pts: Vec<(u32, i64)> = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let x = (u64::from(p.0) * 7919 + seed * 104_729 + i as u64 * 31) % 97;
                // Below the club's RisiKo! score of 150 (docs/RULES.md §4).
                (p.0, 10 + (x % 27) as i64 * 5 + i as i64)
            })
            .collect();
        pts.sort_by_key(|x| std::cmp::Reverse(x.1));
        let lines: Vec<(u32, i64, Option<u32>, bool)> =
            pts.iter().map(|&(p, x)| (p, x, None, false)).collect();
        t.record(r, tb, result(&lines)).unwrap();
    }
}

/// [`play_seeded`], but `p`, wherever seated, wins his table (the best points move to him).
fn play_won_by(t: &mut Tournament, seed: u64, p: PlayerId) {
    play_seeded(t, seed);
    let r = t.rounds.len() - 1;
    let tb = t.rounds[r]
        .tables
        .iter()
        .position(|x| x.players.contains(&p));
    let Some(tb) = tb else { return };
    let g = t.rounds[r].tables[tb].results[0].clone();
    let mut lines: Vec<(u32, i64, Option<u32>, bool)> = g
        .entries
        .iter()
        .map(|e| (e.player.0, e.table_points.0 / 100, None, false))
        .collect();
    lines.sort_by_key(|x| std::cmp::Reverse(x.1));
    let i = lines.iter().position(|x| x.0 == p.0).unwrap();
    let top = lines[0].0;
    lines[0].0 = p.0;
    lines[i].0 = top;
    t.correct(r, tb, 0, result(&lines)).unwrap();
}

/// A testa a testa tournament of `n` players, `rounds` regular rounds played.
fn testa_night(n: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        rounds,
    ))
    .unwrap();
    for i in 0..n {
        t.register(&format!("T{i}"), None).unwrap();
    }
    for r in 0..rounds {
        t.seat_next_round(SeatingMethod::Balanced, u64::from(r))
            .unwrap();
        play_last(&mut t, 15);
    }
    t
}

fn sorted(p: &[PlayerId]) -> Vec<PlayerId> {
    let mut v = p.to_vec();
    v.sort_unstable();
    v
}

/// Pairs seated together in `r` that had met in an earlier round, counted by hand.
fn pairs_met_before(t: &Tournament, r: usize) -> u32 {
    let mut n = 0;
    for table in &t.rounds[r].tables {
        for (i, &a) in table.players.iter().enumerate() {
            for &b in &table.players[i + 1..] {
                let met = t.rounds[..r].iter().any(|e| {
                    e.tables
                        .iter()
                        .any(|x| x.players.contains(&a) && x.players.contains(&b))
                });
                n += u32::from(met);
            }
        }
    }
    n
}

fn run_rounds(t: &mut Tournament, rounds: u32) {
    for r in 0..rounds {
        t.seat_next_round(SeatingMethod::Balanced, u64::from(r))
            .unwrap();
        play_seeded(t, u64::from(r) + 1);
    }
}

// docs/RULINGS.md (discards, "scarti"): with 3 rounds and 1 discard, each player's best
// 2 rounds count; the discarded points are shown apart.
#[test]
fn discards_count_the_best_rounds_only() {
    for n in [8, 13, 20, 100] {
        let mut t = club_night(n, 3, 1, Finals::NONE);
        run_rounds(&mut t, 3);
        let per_round = |p: PlayerId, r: usize| -> i64 {
            t.rounds[r]
                .tables
                .iter()
                .enumerate()
                .flat_map(|(tb, _)| t.awards(r, tb).into_iter().flatten())
                .filter(|a| a.player == p)
                .map(|a| a.points.0)
                .sum()
        };
        for row in t.standings() {
            let mut s: Vec<i64> = (0..3).map(|r| per_round(row.player, r)).collect();
            s.sort_unstable();
            assert_eq!(row.total.0, s[1] + s[2], "{n} players");
            assert_eq!(row.discarded.0, s[0]);
        }
        let back = export::decode(&export::encode(&t)).unwrap();
        assert_eq!(back.standings(), t.standings());
    }
    // Discards need rounds to discard, and one number per round.
    let mut s = settings(TournamentRules::OkgiocaconOpen, Format::Italiana, 4, 3);
    s.discards = 1;
    assert!(Tournament::new(s).is_err());
    let mut s = settings(TournamentRules::Club, Format::Italiana, 4, 3);
    s.discards = 3;
    assert!(Tournament::new(s).is_err());
}

// docs/RULINGS.md (finals): the first `direct` go to the final; the next play semifinals
// seated by the standings in a snake; the winners and the ripescato (best semifinal game
// not won) join the final, whose winner wins the tournament.
#[test]
fn qualification_semifinals_repechage_and_final() {
    for n in [8u32, 13, 20, 100] {
        // 8 players: all in the semifinals, a final of 3 (2 winners, 1 ripescato).
        let d = usize::from(n > 8);
        let finals = Finals {
            direct: d as u32,
            semifinalists: 8,
            repechage: true,
        };
        let mut t = club_night(n, 3, 1, finals);
        run_rounds(&mut t, 3);
        let rank: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
        assert!(t.champion().is_none(), "finals to come");
        let semis = t.seat_next_round(SeatingMethod::Random, 9).unwrap().clone();
        assert_eq!(semis.kind, RoundKind::Semifinal);
        // Snake of the next 8 ranks over two tables: 1st, 4th, 5th, 8th and 2nd, 3rd, 6th,
        // 7th (in seats drawn at each table: sorted here).
        let q = &rank[d..];
        assert_eq!(
            sorted(&semis.tables[0].players),
            sorted(&[q[0], q[3], q[4], q[7]])
        );
        assert_eq!(
            sorted(&semis.tables[1].players),
            sorted(&[q[1], q[2], q[5], q[6]])
        );
        play_seeded(&mut t, 77);
        let fin = t
            .seat_next_round(SeatingMethod::Random, 10)
            .unwrap()
            .clone();
        assert_eq!(fin.kind, RoundKind::Final);
        let fp = &fin.tables[0].players;
        assert_eq!(fp.len(), d + 3, "direct + 2 winners + 1 ripescato");
        let w0 = t.table_winner(&t.rounds[3].tables[0]).unwrap();
        let w1 = t.table_winner(&t.rounds[3].tables[1]).unwrap();
        let best = t.rounds[3]
            .tables
            .iter()
            .flat_map(|x| x.results[0].entries.iter().skip(1))
            .max_by_key(|e| e.table_points)
            .unwrap();
        let mut want: Vec<PlayerId> = rank[..d].to_vec();
        want.extend([w0, w1, best.player]);
        assert_eq!(sorted(fp), sorted(&want), "{n} players");
        play_seeded(&mut t, 78);
        let champ = t.champion().unwrap();
        assert_eq!(champ, t.rounds[4].tables[0].results[0].entries[0].player);
        assert!(t.is_over());
        assert!(t.seat_next_round(SeatingMethod::Random, 1).is_err());
        assert_eq!(export::decode(&export::encode(&t)).unwrap(), t);
    }
}

// docs/RULINGS.md (finals and corrections): all'italiana then a final of the first four;
// a correction after round 2, before the final is seated, changes who plays it.
#[test]
fn a_correction_after_round_two_changes_the_final_table() {
    let finals = Finals {
        direct: 4,
        semifinalists: 0,
        repechage: false,
    };
    let mut t = club_night(13, 2, 0, finals);
    run_rounds(&mut t, 2);
    let top: Vec<PlayerId> = t.standings().iter().take(4).map(|r| r.player).collect();
    // The best placed out of the final who did not win her table of round 2 wins it with
    // RisiKo! instead.
    let winners: Vec<PlayerId> = t.rounds[1]
        .tables
        .iter()
        .map(|x| x.results[0].entries[0].player)
        .collect();
    let last = t.standings()[4..]
        .iter()
        .map(|r| r.player)
        .find(|p| !winners.contains(p))
        .unwrap();
    let tb = t.rounds[1]
        .tables
        .iter()
        .position(|x| x.players.contains(&last))
        .unwrap();
    let others: Vec<u32> = t.rounds[1].tables[tb]
        .players
        .iter()
        .filter(|&&p| p != last)
        .map(|p| p.0)
        .collect();
    let mut lines = vec![(last.0, 200, None, true)];
    lines.extend(
        others
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, 60 - 10 * i as i64, None, false)),
    );
    assert_eq!(t.correct(1, tb, 0, result(&lines)).unwrap(), []);
    let fin = t.seat_next_round(SeatingMethod::Random, 3).unwrap().clone();
    assert_eq!(fin.kind, RoundKind::Final);
    assert!(fin.tables[0].players.contains(&last));
    assert_ne!(fin.tables[0].players, top);
    // Finals that make no final table of 3 to 5 are refused.
    let mut s = settings(TournamentRules::Club, Format::Italiana, 4, 2);
    s.finals = Finals {
        direct: 6,
        semifinalists: 0,
        repechage: false,
    };
    assert!(Tournament::new(s).is_err());
}

// docs/RULINGS.md (finals, discards and corrections), with 8, 13, 20 and 100 players: 3
// rounds with one discard, then semifinals with a ripescato and a final. After round 3,
// a round-2 result is corrected: the best placed of those left out of the semifinals
// wins that game with RisiKo! instead. He now plays the semifinals, and winning his
// semifinal and the final, heads the final standings, where the uncorrected tournament,
// played the same, had him out of the final.
#[test]
fn a_correction_after_round_two_changes_the_final_in_every_format_size() {
    for n in [8u32, 13, 20, 100] {
        let semis = if n == 8 { 4 } else { 8 };
        let finals = Finals {
            direct: 1,
            semifinalists: semis,
            repechage: true,
        };
        let mut t = club_night(n, 3, 1, finals);
        run_rounds(&mut t, 3);
        let qualified = 1 + semis as usize;
        let winners: Vec<PlayerId> = t.rounds[1]
            .tables
            .iter()
            .map(|x| x.results[0].entries[0].player)
            .collect();
        let out = t.standings()[qualified..]
            .iter()
            .map(|r| r.player)
            .find(|p| !winners.contains(p))
            .unwrap();
        let mut uncorrected = t.clone();
        let tb = t.rounds[1]
            .tables
            .iter()
            .position(|x| x.players.contains(&out))
            .unwrap();
        let mut lines = vec![(out.0, 200, None, true)];
        lines.extend(
            t.rounds[1].tables[tb]
                .players
                .iter()
                .filter(|&&p| p != out)
                .enumerate()
                .map(|(i, p)| (p.0, 60 - 10 * i as i64, None, false)),
        );
        t.correct(1, tb, 0, result(&lines)).unwrap();
        let ranked: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
        assert!(
            ranked[..qualified].contains(&out),
            "{n} players: the correction qualifies him"
        );
        for t in [&mut t, &mut uncorrected] {
            t.seat_next_round(SeatingMethod::Random, 9).unwrap();
            play_won_by(t, 77, out);
            t.seat_next_round(SeatingMethod::Random, 10).unwrap();
            play_won_by(t, 78, out);
            assert!(t.is_over(), "{n} players");
        }
        let fin = |t: &Tournament| t.rounds[4].tables[0].players.clone();
        assert!(fin(&t).contains(&out), "{n} players");
        assert!(!fin(&uncorrected).contains(&out), "{n} players");
        let rows = t.final_standings().unwrap();
        assert_eq!(rows[0].player, out, "{n} players: the champion");
        assert_ne!(rows, uncorrected.final_standings().unwrap());
        assert_eq!(export::decode(&export::encode(&t)).unwrap(), t);
    }
}

// docs/RULINGS.md (seating): players of the same club kept apart where the numbers
// allow: 8 players of 4 clubs, two of each, make two tables with one of each club.
#[test]
fn players_of_the_same_club_are_kept_apart() {
    for method in [SeatingMethod::Random, SeatingMethod::Balanced] {
        for seed in 0..10 {
            let mut s = settings(TournamentRules::Torneo, Format::Italiana, 4, 2);
            s.clubs_apart = true;
            let mut t = Tournament::new(s).unwrap();
            for i in 0..8 {
                t.register(
                    &format!("P{i}"),
                    Some(["Roma", "Lazio", "Tivoli", "roma "][i % 4]),
                )
                .unwrap();
            }
            let r = t.seat_next_round(method, seed).unwrap().clone();
            for table in &r.tables {
                let mut clubs: Vec<String> = table
                    .players
                    .iter()
                    .map(|p| t.players[p.index()].club.clone().unwrap().to_lowercase())
                    .collect();
                clubs.sort();
                clubs.dedup();
                // "Roma" and "roma" are one club: 3 clubs, 4 players per table.
                assert!(clubs.len() >= 3, "{method:?} seed {seed}: {clubs:?}");
            }
        }
    }
}

// docs/RULINGS.md (finals): once the final table is played, the tournament's final
// standings are the final's order first, then everybody else as the rounds ranked them.
#[test]
fn final_standings_put_the_final_tables_order_first() {
    for n in [8u32, 13, 20] {
        let finals = Finals {
            direct: u32::from(n > 8),
            semifinalists: 8,
            repechage: true,
        };
        let mut t = club_night(n, 3, 1, finals);
        run_rounds(&mut t, 3);
        assert_eq!(t.final_standings(), None, "no final yet");
        t.seat_next_round(SeatingMethod::Random, 9).unwrap();
        play_seeded(&mut t, 77);
        t.seat_next_round(SeatingMethod::Random, 10).unwrap();
        assert_eq!(t.final_standings(), None, "final not played");
        // The final's last seat wins it: its order is not the standings'.
        let fp = t.rounds[4].tables[0].players.clone();
        let lines: Vec<(u32, i64, Option<u32>, bool)> = fp
            .iter()
            .rev()
            .enumerate()
            .map(|(i, p)| (p.0, 90 - 10 * i as i64, None, false))
            .collect();
        t.record(4, 0, result(&lines)).unwrap();
        let rows = t.final_standings().unwrap();
        let order: Vec<PlayerId> = rows.iter().map(|r| r.player).collect();
        let mut want: Vec<PlayerId> = fp.iter().rev().copied().collect();
        want.extend(
            t.standings()
                .iter()
                .map(|r| r.player)
                .filter(|p| !fp.contains(p)),
        );
        assert_eq!(order, want, "{n} players");
        assert_eq!(order[0], t.champion().unwrap());
        assert_eq!(
            rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
            (1..=n).collect::<Vec<_>>()
        );
        assert_ne!(
            order,
            t.standings().iter().map(|r| r.player).collect::<Vec<_>>()
        );
    }
    // Testa a testa: the final's two games decide its order (the champion first).
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        1,
    ))
    .unwrap();
    for i in 0..4 {
        t.register(&format!("G{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    play_last(&mut t, 10);
    t.seat_next_round(SeatingMethod::Random, 2).unwrap();
    play_last(&mut t, 10);
    t.seat_next_round(SeatingMethod::Random, 3).unwrap();
    assert_eq!(t.final_standings(), None);
    play_last(&mut t, 10);
    let rows = t.final_standings().unwrap();
    assert_eq!(rows[0].player, t.champion().unwrap());
    assert_eq!(rows.len(), 4);
    // A knockout's standings are final already.
    let mut k = Tournament::new(settings(TournamentRules::Torneo, Format::Knockout, 4, 1)).unwrap();
    for i in 0..4 {
        k.register(&format!("K{i}"), None).unwrap();
    }
    k.seat_next_round(SeatingMethod::Random, 1).unwrap();
    play_last(&mut k, 10);
    assert!(k.is_over());
    assert_eq!(k.final_standings(), None);
}

// docs/RULINGS.md (finals): the standings CSV follows what the desk shows. Before the
// final it is the rounds' standings under `rank`; once the final is played its lines are
// the final standings (`final_rank`), each with its qualification rank beside it.
#[test]
fn the_standings_csv_carries_the_final_standings_and_the_qualification_ranks() {
    let finals = Finals {
        direct: 1,
        semifinalists: 8,
        repechage: true,
    };
    let mut t = club_night(13, 3, 1, finals);
    run_rounds(&mut t, 3);
    t.seat_next_round(SeatingMethod::Random, 9).unwrap();
    play_seeded(&mut t, 77);
    t.seat_next_round(SeatingMethod::Random, 10).unwrap();
    let cells = |t: &Tournament| -> Vec<Vec<String>> {
        export::standings_csv(t)
            .split("\r\n")
            .filter(|l| !l.is_empty())
            .map(|l| {
                l.split(',')
                    .map(|c| c.trim_matches('"').to_owned())
                    .collect()
            })
            .collect()
    };
    let before = cells(&t);
    assert_eq!(before[0][..2], ["rank", "name"], "no final played yet");
    let fp = t.rounds[4].tables[0].players.clone();
    let lines: Vec<(u32, i64, Option<u32>, bool)> = fp
        .iter()
        .rev()
        .enumerate()
        .map(|(i, p)| (p.0, 90 - 10 * i as i64, None, false))
        .collect();
    t.record(4, 0, result(&lines)).unwrap();
    let csv = cells(&t);
    assert_eq!(csv[0][..3], ["final_rank", "qualification_rank", "name"]);
    let finals = t.final_standings().unwrap();
    let rounds = t.standings();
    assert_eq!(csv.len(), finals.len() + 1);
    for (line, row) in csv[1..].iter().zip(&finals) {
        let q = rounds.iter().find(|q| q.player == row.player).unwrap();
        assert_eq!(line[0], row.rank.to_string());
        assert_eq!(line[1], q.rank.to_string());
        assert_eq!(line[2], t.players[row.player.index()].name);
    }
    assert_ne!(
        csv[1..].iter().map(|l| l[0].clone()).collect::<Vec<_>>(),
        csv[1..].iter().map(|l| l[1].clone()).collect::<Vec<_>>(),
        "the final changed the order"
    );
}

// docs/RULINGS.md (withdrawals; issue 46): a player withdrawn between rounds while seated
// at a table not yet played leaves it; the table plays without her (as a table of 3 or 4),
// her result is not asked for and the round is one she did not play. A testa a testa pair
// cannot play without her: she stays, and the desk says so.
#[test]
fn a_player_withdrawn_before_her_table_plays_leaves_it() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 2)).unwrap();
    for i in 0..8 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    play_last(&mut t, 10);
    t.seat_next_round(SeatingMethod::Random, 2).unwrap();
    let table = t.rounds[1].tables[0].players.clone();
    let gone = table[1];
    assert_eq!(t.unplayed_seat(gone), Some((0, true)));
    t.withdraw(gone, false).unwrap();
    assert_eq!(t.players[gone.index()].withdrawn_after, Some(1));
    let left: Vec<PlayerId> = table.iter().copied().filter(|&p| p != gone).collect();
    assert_eq!(t.rounds[1].tables[0].players, left);
    assert_eq!(t.unplayed_seat(gone), None);
    // The table records its three; the round is not one of hers.
    let lines: Vec<(u32, i64, Option<u32>, bool)> = left
        .iter()
        .enumerate()
        .map(|(i, p)| (p.0, 40 - 10 * i as i64, None, false))
        .collect();
    t.record(1, 0, result(&lines)).unwrap();
    assert_eq!(t.round_scores()[gone.index()][1].points, None);
    assert!(t.check().is_ok());
    assert_eq!(export::decode(&export::encode(&t)).unwrap(), t);
    // Leaving a game in progress keeps her at the table, whose result has her line.
    let other = t.rounds[1].tables[1].players[0];
    t.withdraw(other, true).unwrap();
    assert_eq!(t.rounds[1].tables[1].players.len(), 4);
    assert_eq!(t.players[other.index()].withdrawn_after, Some(2));
    // Testa a testa: the pair cannot play without her.
    let mut testa = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        2,
        2,
    ))
    .unwrap();
    for n in ["A", "B", "C", "D"] {
        testa.register(n, None).unwrap();
    }
    testa.seat_next_round(SeatingMethod::Random, 1).unwrap();
    let p = testa.rounds[0].tables[0].players[0];
    assert_eq!(testa.unplayed_seat(p), Some((0, false)));
    testa.withdraw(p, false).unwrap();
    assert_eq!(testa.rounds[0].tables[0].players.len(), 2);
}

// Issue 46 item 3: the semifinals and the final are seated from the standings (and the
// semifinal winners), whatever method the organiser picked, and say so; their count of
// pairs that had already met is the true one, from the earlier rounds (it read 0).
#[test]
fn finals_are_seated_by_the_standings_with_the_true_count_of_pairs_met() {
    let finals = Finals {
        direct: 1,
        semifinalists: 8,
        repechage: true,
    };
    let mut t = club_night(13, 3, 1, finals);
    run_rounds(&mut t, 3);
    let semis = t.seat_next_round(SeatingMethod::Random, 9).unwrap().clone();
    assert_eq!(semis.method, SeatingMethod::Standings);
    let met = pairs_met_before(&t, 3);
    assert!(
        met > 0,
        "13 players over 3 rounds: the semifinalists had met"
    );
    assert_eq!(semis.repeated_pairs, met);
    play_seeded(&mut t, 77);
    let fin = t
        .seat_next_round(SeatingMethod::Balanced, 10)
        .unwrap()
        .clone();
    assert_eq!(fin.method, SeatingMethod::Standings);
    assert_eq!(fin.repeated_pairs, pairs_met_before(&t, 4));
    assert_eq!(export::decode(&export::encode(&t)).unwrap(), t);
    // Testa a testa's semifinals and final too.
    let mut t = testa_night(6, 2);
    let semis = t.seat_next_round(SeatingMethod::Random, 5).unwrap().clone();
    assert_eq!(semis.method, SeatingMethod::Standings);
    assert_eq!(semis.repeated_pairs, pairs_met_before(&t, 2));
}

// Issue 46 item 3; docs/RULINGS.md ("The finals' seats"): the 2003 rules, OK GiocaCon's
// and the club's do not seat a final by the standings: the seats at a semifinal or final
// table are drawn from the round's seed (the same seed, the same seats), not the seeding.
#[test]
fn finals_seats_are_drawn_not_the_order_of_the_standings() {
    let finals = Finals {
        direct: 0,
        semifinalists: 8,
        repechage: true,
    };
    let mut differs = false;
    for seed in 0..8 {
        let mut t = club_night(8, 2, 0, finals);
        run_rounds(&mut t, 2);
        let rank: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
        let mut again = t.clone();
        let semis = t
            .seat_next_round(SeatingMethod::Random, seed)
            .unwrap()
            .clone();
        let same = again.seat_next_round(SeatingMethod::Random, seed).unwrap();
        assert_eq!(&semis, same, "the same seed, the same seats");
        differs |= semis.tables[0].players != [rank[0], rank[3], rank[4], rank[7]];
        assert_eq!(t.morto_seat(2), None, "no morto at a table of 4");
        assert_eq!(t.seat_number(2, 2), 3);
    }
    assert!(
        differs,
        "some seed seats the table otherwise than the seeding"
    );
}

// Issue 46 item 3; testa-a-testa.txt lines 131-133: "il primo e il secondo in classifica
// saranno posti per ultimi ed il morto giocherà per secondo": in the semifinals the 4th
// (3rd) has seat 1, the morto seat 2, the 1st (2nd) seat 3. Only there.
#[test]
fn the_morto_plays_second_only_in_testa_a_testa_semifinals() {
    let mut t = testa_night(6, 2);
    assert_eq!(t.morto_seat(1), None, "a regular round");
    let rank: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
    let semis = t.seat_next_round(SeatingMethod::Random, 5).unwrap().clone();
    assert_eq!(semis.kind, RoundKind::Semifinal);
    assert_eq!(semis.tables[0].players, [rank[3], rank[0]]);
    assert_eq!(t.morto_seat(2), Some(2));
    assert_eq!(t.seat_number(2, 0), 1);
    assert_eq!(t.seat_number(2, 1), 3, "the best placed plays last");
}

// Issue 46 item 7: a corrected result and a rename are noted in the tournament's log
// (what changed, when), which the file keeps (format 4); a format 3 file, written before
// the log, still reads, with an empty log.
#[test]
fn corrections_are_logged_and_kept_in_the_file() {
    use planisfero::tournament::{Change, LogEntry};
    let (mut t, format3) = {
        let (t, text) = file_of_one_round();
        let current = format!("\"format\":{}", export::FORMAT);
        (t, text.replacen(&current, "\"format\":3", 1))
    };
    assert!(!format3.contains("\"log\""), "no log before a correction");
    let old = export::decode(&format3).unwrap();
    assert_eq!(old, t, "a format 3 file reads, its log empty");
    assert!(old.log.is_empty());
    let players = t.rounds[0].tables[0].players.clone();
    let lines: Vec<(u32, i64, Option<u32>, bool)> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            (
                p.0,
                if i == 0 { 57 } else { 30 - 10 * i as i64 },
                None,
                false,
            )
        })
        .collect();
    t.correct_logged(0, 0, 0, result(&lines), "2026-11-30 22:14")
        .unwrap();
    t.rename_logged(players[1], "Anna", None, "2026-11-30 22:20")
        .unwrap();
    // A rename to the same name changes nothing: not logged.
    t.rename_logged(players[1], "Anna", None, "2026-11-30 22:21")
        .unwrap();
    let before: Vec<Points> = [40, 30, 20, 10].map(Points::whole).to_vec();
    let after: Vec<Points> = [57, 20, 10, 0].map(Points::whole).to_vec();
    assert_eq!(
        t.log,
        [
            LogEntry {
                at: "2026-11-30 22:14".into(),
                change: Change::Result {
                    round: 0,
                    table: 0,
                    game: 0,
                    players: players.clone(),
                    before,
                    after,
                },
            },
            LogEntry {
                at: "2026-11-30 22:20".into(),
                change: Change::Rename {
                    player: players[1],
                    from: format!("P{}", players[1].0),
                    to: "Anna".into(),
                },
            },
        ]
    );
    let text = export::encode(&t);
    assert!(
        text.contains(&format!("\"format\":{}", export::FORMAT)),
        "{text}"
    );
    assert_eq!(
        export::decode(&text).unwrap(),
        t,
        "the log kept by the file"
    );
    // A log naming a player the file does not have is refused.
    let bad = text.replacen(
        "\"kind\":\"rename\",\"player\":",
        "\"kind\":\"rename\",\"player\":9",
        1,
    );
    assert!(matches!(export::decode(&bad), Err(FileError::Field { .. })));
}

// Issue 46 item 7: beside a corrected result and a rename, the log notes reinstating a
// withdrawn player, undoing a round, swapping and moving players of a round not started
// and clearing a table's results (what changed, and when), and the file keeps them.
#[test]
fn reinstating_undoing_swapping_moving_and_clearing_are_logged_and_kept() {
    use planisfero::tournament::Change;
    let mut t = italiana(3, 1);
    t.withdraw(PlayerId(7), false).unwrap();
    t.reinstate_logged(PlayerId(7), "2026-11-30 21:00").unwrap();
    // Round 2 seated by mistake and undone.
    t.seat_next_round(SeatingMethod::Random, 9).unwrap();
    t.undo_round_logged("2026-11-30 21:05").unwrap();
    // Seated again: a swap between tables, and the swapped player moved back to the
    // first table (8 players: two tables of 4; a move leaves 5 and 3, both allowed).
    let round = t
        .seat_next_round(SeatingMethod::Random, 10)
        .unwrap()
        .clone();
    let (a, b) = (round.tables[0].players[1], round.tables[1].players[2]);
    t.swap_logged(a, b, "2026-11-30 21:10").unwrap();
    assert_eq!(t.rounds[1].tables[0].players[1], b);
    t.move_logged(a, 0, "2026-11-30 21:11").unwrap();
    // Refused operations log nothing.
    let before = t.log.len();
    assert!(t.reinstate_logged(PlayerId(7), "x").is_err());
    assert!(t.swap_logged(a, PlayerId(99), "x").is_err());
    assert_eq!(t.log.len(), before);
    // Round 2 played, then one table's results cleared to be typed again.
    play_last(&mut t, 10);
    let players = t.rounds[1].tables[0].players.clone();
    t.clear_logged(1, 0, "2026-11-30 22:30").unwrap();
    let changes: Vec<(&str, &Change)> = t.log.iter().map(|e| (e.at.as_str(), &e.change)).collect();
    let top: Vec<Points> = (0..players.len() as i64)
        .map(|i| Points::whole(40 - 10 * i))
        .collect();
    assert_eq!(
        changes,
        [
            (
                "2026-11-30 21:00",
                &Change::Reinstate {
                    player: PlayerId(7)
                }
            ),
            (
                "2026-11-30 21:05",
                &Change::UndoRound {
                    round: 1,
                    kind: RoundKind::Regular
                }
            ),
            (
                "2026-11-30 21:10",
                &Change::Swap {
                    round: 1,
                    a,
                    a_at: (0, 1),
                    b,
                    b_at: (1, 2)
                }
            ),
            (
                "2026-11-30 21:11",
                &Change::Move {
                    round: 1,
                    player: a,
                    from: 1,
                    to: 0
                }
            ),
            (
                "2026-11-30 22:30",
                &Change::Clear {
                    round: 1,
                    table: 0,
                    players: players.clone(),
                    before: vec![top]
                }
            ),
        ]
    );
    let text = export::encode(&t);
    assert_eq!(export::decode(&text).unwrap(), t, "the file keeps the log");
    // A cleared game with a points' count that does not fit its table is refused.
    let bad = text.replacen("\"before\":[[4000,", "\"before\":[[", 1);
    assert_ne!(bad, text);
    assert!(matches!(export::decode(&bad), Err(FileError::Field { .. })));
}

// Issue 46 item 7: a format 4 file (a log of results and renames, written before format 5
// added the other corrections) reads as it was written, and is written back as format 5.
#[test]
fn a_format_4_file_with_its_log_still_reads() {
    use planisfero::tournament::Change;
    let text = std::fs::read_to_string("tests/saves/tournament-v4-log.json").unwrap();
    assert!(text.contains("\"format\":4"));
    let t = export::decode(&text).unwrap();
    assert_eq!(t.id, 0x9f86_d081_884c_7d65);
    assert_eq!(t.rounds.len(), 2);
    assert_eq!(t.players[1].name, "Anna D\u{2019}Angelo");
    assert_eq!(t.players[3].withdrawn_after, Some(2));
    assert_eq!(t.log.len(), 2);
    assert!(matches!(
        &t.log[0].change,
        Change::Result { before, after, .. }
            if before[0] == Points::whole(40) && after[0] == Points::whole(57)
    ));
    assert_eq!(t.log[1].at, "2026-11-30 22:20");
    let again = export::encode(&t);
    assert!(again.contains("\"format\":5"), "{again}");
    assert_eq!(export::decode(&again).unwrap(), t);
}
