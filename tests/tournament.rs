//! The tournament desk (crates/storage/src/tournament): the rulebooks' worked examples, table
//! composition, knockout plans, standings and their tie rule, files. Sources are in
//! the rulebooks (docs/RULES.md) (file and line cited in each test).

use planisfero::rules::scoring::Points;
use planisfero::rules::Outcome;
use planisfero::tournament::export::{self, FileError};
use planisfero::tournament::{
    convert, knockout_plan, open_label, open_summary, table_sizes, Correction, Entry, Finals,
    Format, GameResult, PlayerId, RoundKind, SeatingMethod, Settings, Tournament, TournamentError,
    TournamentRules,
};

fn settings(rules: TournamentRules, format: Format, size: u8, rounds: u32) -> Settings {
    Settings {
        name: "Torneo di prova".into(),
        date: "2026-11-30".into(),
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

fn pts(n: i64) -> Points {
    Points::whole(n)
}

/// A result in place order: (player, table points, elimination order, risiko).
fn result(lines: &[(u32, i64, Option<u32>, bool)]) -> GameResult {
    GameResult {
        entries: lines
            .iter()
            .map(|&(p, tp, el, r)| Entry {
                player: PlayerId(p),
                table_points: pts(tp),
                eliminated: el,
                risiko: r,
            })
            .collect(),
        mondo: false,
        morto_eliminated_by_winner: false,
        tie: None,
    }
}

fn shown(r: &GameResult, rules: TournamentRules) -> Vec<String> {
    convert(r, rules)
        .iter()
        .map(|a| a.points.to_string())
        .collect()
}

// ------------------------------------------------------------ conversions

// okgiocacon-campionati-2003.txt line 207, "Esempio 1": A=45; B=39; C=36; D=0 eliminated:
// A=200,06; B=94; C=71; D=10.
#[test]
fn okgiocacon_team_example_one_table_of_four() {
    let r = result(&[
        (0, 45, None, false),
        (1, 39, None, false),
        (2, 36, None, false),
        (3, 0, Some(1), false),
    ]);
    assert_eq!(
        shown(&r, TournamentRules::OkgiocaconTeam),
        ["200.06", "94", "71", "10"]
    );
}

// Line 209, "Esempio 2": A=100 (RisiKo!); B=21; C=16; D eliminated first; E second:
// A=200,79; B=90; C=70; D=10; E=20. The place order lists E (eliminated later) above D.
#[test]
fn okgiocacon_team_example_two_table_of_five() {
    let r = result(&[
        (0, 100, None, true),
        (1, 21, None, false),
        (2, 16, None, false),
        (4, 0, Some(2), false),
        (3, 0, Some(1), false),
    ]);
    let awards = convert(&r, TournamentRules::OkgiocaconTeam);
    let by_player = |p: u32| {
        awards
            .iter()
            .find(|a| a.player == PlayerId(p))
            .unwrap()
            .points
            .to_string()
    };
    let got: Vec<String> = (0..5).map(by_player).collect();
    assert_eq!(got, ["200.79", "90", "70", "10", "20"]);
}

// Lines 200-203: the bands' minimums (tables of 4: 80/60/40; of 5: 90/70/50/40).
#[test]
fn okgiocacon_team_bands_stop_at_their_minimum() {
    let four = result(&[
        (0, 90, None, false),
        (1, 5, None, false),
        (2, 4, None, false),
        (3, 3, None, false),
    ]);
    assert_eq!(
        shown(&four, TournamentRules::OkgiocaconTeam),
        ["200.85", "80", "60", "40"]
    );
    let five = result(&[
        (0, 60, None, false),
        (1, 55, None, false),
        (2, 50, None, false),
        (3, 45, None, false),
        (4, 2, None, false),
    ]);
    assert_eq!(
        shown(&five, TournamentRules::OkgiocaconTeam),
        ["200.05", "95", "70", "50", "40"]
    );
}

// Lines 213-220: 100 (risiko), 50, 30, 20, 0 become 1V +50; Sec -50; Ter -70; Qua -80;
// Qui -100.
#[test]
fn okgiocacon_open_example_table() {
    let r = result(&[
        (0, 100, None, true),
        (1, 50, None, false),
        (2, 30, None, false),
        (3, 20, None, false),
        (4, 0, None, false),
    ]);
    let labels: Vec<String> = convert(&r, TournamentRules::OkgiocaconOpen)
        .iter()
        .map(open_label)
        .collect();
    assert_eq!(
        labels,
        ["1V, +50", "Sec, -50", "Ter, -70", "Qua, -80", "Qui, -100"]
    );
}

// Line 221: first once with +50 and second twice with -30 and -15 gives "1V, +50 e 2Sec
// -45 (-30 -15)": the standings sum per place.
#[test]
fn okgiocacon_open_sums_per_place_over_the_tournament() {
    let mut t = Tournament::new(settings(
        TournamentRules::OkgiocaconOpen,
        Format::Italiana,
        4,
        3,
    ))
    .unwrap();
    for n in ["Anna", "Bruno", "Carla", "Dario"] {
        t.register(n, None).unwrap();
    }
    let games = [
        [(0, 80), (1, 30), (2, 20), (3, 10)],
        [(1, 70), (0, 40), (2, 20), (3, 10)],
        [(2, 60), (0, 45), (1, 20), (3, 10)],
    ];
    for (r, g) in games.iter().enumerate() {
        t.seat_next_round(SeatingMethod::Random, r as u64).unwrap();
        let lines: Vec<(u32, i64, Option<u32>, bool)> =
            g.iter().map(|&(p, tp)| (p, tp, None, false)).collect();
        t.record(r, 0, result(&lines)).unwrap();
    }
    let rows = t.standings();
    let anna = rows.iter().find(|r| r.player == PlayerId(0)).unwrap();
    assert_eq!(anna.places[0], (1, pts(50)));
    assert_eq!(anna.places[1], (2, pts(-45)));
    // Victories first: Anna, Bruno and Carla won once; Anna's +50 beats Bruno's +30
    // and Carla's +15; Dario never won.
    let order: Vec<u32> = rows.iter().map(|r| r.player.0).collect();
    assert_eq!(order, [0, 1, 2, 3]);
    let csv = export::standings_csv(&t);
    assert_eq!(open_summary(&anna.places), "1V, +50; 2Sec, -45");
    assert!(csv.contains("\"1V, +50; 2Sec, -45\""), "{csv}");
}

// club-qualificazioni.txt lines 5-9: 31 + a tenth per point over the second; 15, 7, 3, 1
// minus a tenth per point under the first.
#[test]
fn club_points_with_tenths() {
    let r = result(&[
        (0, 107, None, false),
        (1, 100, None, false),
        (2, 80, None, false),
        (3, 33, None, false),
        (4, 0, Some(1), false),
    ]);
    assert_eq!(
        shown(&r, TournamentRules::Club),
        ["31.7", "14.3", "4.3", "-4.4", "-9.7"]
    );
}

// regolamento-tornei-ufficiali-2003.txt lines 286-288: all'italiana counts the table
// points as they are.
#[test]
fn torneo_keeps_table_points() {
    let r = result(&[
        (0, 100, None, true),
        (1, 41, None, false),
        (2, 0, Some(1), false),
    ]);
    assert_eq!(shown(&r, TournamentRules::Torneo), ["100", "41", "0"]);
}

// testa-a-testa.txt lines 90-119 (docs/RULES.md §5): "11 punti ad ogni giocatore più" the
// 20 match points shared by the table.
#[test]
fn testa_match_points_by_reason() {
    let t = TournamentRules::TestaATesta;
    let diff = |a: i64, b: i64| result(&[(0, a, None, false), (1, b, None, false)]);
    assert_eq!(shown(&diff(70, 45), t), ["23", "19"]);
    assert_eq!(shown(&diff(70, 9), t), ["27", "15"]);
    assert_eq!(shown(&diff(30, 20), t), ["21", "21"]);
    let risiko = result(&[(0, 100, None, true), (1, 40, None, false)]);
    assert_eq!(shown(&risiko, t), ["28", "14"]);
    let killer = result(&[(0, 100, None, true), (1, 0, Some(1), false)]);
    assert_eq!(shown(&killer, t), ["30", "12"]);
    let mut morto = risiko.clone();
    morto.morto_eliminated_by_winner = true;
    assert_eq!(shown(&morto, t), ["29", "13"]);
    let mut mondo = risiko.clone();
    mondo.mondo = true;
    assert_eq!(shown(&mondo, t), ["31", "11"]);
}

#[test]
fn results_that_do_not_fit_are_refused() {
    let table = [PlayerId(0), PlayerId(1), PlayerId(2)];
    let rules = TournamentRules::Torneo;
    let bad_order = result(&[
        (0, 10, None, false),
        (1, 20, None, false),
        (2, 0, None, false),
    ]);
    assert!(bad_order.check(&table, rules).is_err());
    let missing = result(&[(0, 10, None, false), (1, 5, None, false)]);
    assert!(missing.check(&table, rules).is_err());
    let eliminated_first = result(&[
        (2, 0, Some(1), false),
        (0, 10, None, false),
        (1, 5, None, false),
    ]);
    assert!(eliminated_first.check(&table, rules).is_err());
    let late_risiko = result(&[
        (0, 10, None, false),
        (1, 5, None, true),
        (2, 0, None, false),
    ]);
    assert!(late_risiko.check(&table, rules).is_err());
    let ok = result(&[
        (0, 100, None, true),
        (1, 5, None, false),
        (2, 0, Some(1), false),
    ]);
    assert!(ok.check(&table, rules).is_ok());
}

// A game played on the tablet feeds its final table in: seats map to players, the morto
// (a virtual seat) is left out and the eliminations are renumbered.
#[test]
fn outcome_of_a_finished_game_becomes_a_result() {
    let text = r#"{"reason":{"risiko":{"seat":2}},"standings":[
        {"seat":2,"place":1,"table_points":10000,"risiko":true,"eliminated":null,"objective":null,"territories":20,"outside_values":0,"armies_in_objective":0,"armies_total":0,"tie_die":null},
        {"seat":0,"place":2,"table_points":3900,"risiko":false,"eliminated":null,"objective":null,"territories":12,"outside_values":0,"armies_in_objective":0,"armies_total":0,"tie_die":null},
        {"seat":1,"place":3,"table_points":0,"risiko":false,"eliminated":2,"objective":null,"territories":0,"outside_values":0,"armies_in_objective":0,"armies_total":0,"tie_die":null},
        {"seat":3,"place":4,"table_points":0,"risiko":false,"eliminated":1,"objective":null,"territories":0,"outside_values":0,"armies_in_objective":0,"armies_total":0,"tie_die":null}],
        "tournament_points":null,"match_points":null}"#;
    let outcome: Outcome = serde_json::from_str(text).unwrap();
    let seats = [
        Some(PlayerId(7)),
        Some(PlayerId(8)),
        Some(PlayerId(9)),
        None,
    ];
    let r = GameResult::from_outcome(&outcome, &seats).unwrap();
    let players: Vec<u32> = r.entries.iter().map(|e| e.player.0).collect();
    assert_eq!(players, [9, 7, 8]);
    assert_eq!(
        r.entries[2].eliminated,
        Some(1),
        "renumbered without the morto"
    );
    assert!(r.entries[0].risiko);
    let table = [PlayerId(7), PlayerId(8), PlayerId(9)];
    assert!(r.check(&table, TournamentRules::Torneo).is_ok());
}

// ------------------------------------------------------------ tables

// regolamento-tornei-ufficiali-2003.txt lines 89-94 and okgiocacon-campionati-2003.txt line
// 28: tables of 4, corrected with "5 giocatori per tavolo a partire dagli ultimi tavoli".
#[test]
fn thirteen_players_make_two_tables_of_four_and_a_last_of_five() {
    assert_eq!(
        table_sizes(13, 4).unwrap(),
        (vec![4, 4, 5], Correction::LastTablesOfFive(1))
    );
    assert_eq!(
        table_sizes(19, 4).unwrap(),
        (vec![4, 5, 5, 5], Correction::LastTablesOfFive(3))
    );
    assert_eq!(table_sizes(16, 4).unwrap(), (vec![4; 4], Correction::None));
    // Tables of 5 chosen: the tables of 4 come first.
    assert_eq!(
        table_sizes(13, 5).unwrap(),
        (vec![4, 4, 5], Correction::FirstTablesOfFour(2))
    );
    assert_eq!(table_sizes(20, 5).unwrap(), (vec![5; 4], Correction::None));
}

// 4 and 5 cannot make 6, 7 or 11: tables of 3 as a last resort (docs/RULINGS.md).
#[test]
fn counts_four_and_five_cannot_make_get_tables_of_three() {
    assert_eq!(
        table_sizes(6, 4).unwrap(),
        (vec![3, 3], Correction::TablesOfThree(2))
    );
    assert_eq!(
        table_sizes(7, 5).unwrap(),
        (vec![3, 4], Correction::TablesOfThree(1))
    );
    assert_eq!(
        table_sizes(11, 4).unwrap(),
        (vec![3, 4, 4], Correction::TablesOfThree(1))
    );
    assert!(table_sizes(2, 4).is_err());
}

// regolamento-tornei-ufficiali-2003.txt lines 295-303: "se abbiamo 100 partecipanti e ...
// desideriamo una finale a 5, avremo un primo turno eliminatorio costituito da 20 tavoli
// ciascuno con 5 concorrenti e una successiva semifinale con 5 tavoli ciascuno con 4".
#[test]
fn knockout_plan_of_the_rulebook_example() {
    assert_eq!(knockout_plan(100, 5, 4, 5).unwrap(), [20, 5]);
    assert_eq!(knockout_plan(20, 5, 4, 5).unwrap(), [5]);
    assert_eq!(knockout_plan(20, 4, 4, 5).unwrap(), [4]);
    let no = knockout_plan(40, 5, 4, 5).unwrap_err();
    assert_eq!((no.below, no.above), (Some(25), Some(80)));
    // Testa a testa: pairs, so a power of two.
    assert_eq!(knockout_plan(8, 2, 2, 2).unwrap(), [4, 2]);
    assert!(knockout_plan(6, 2, 2, 2).is_err());
}

fn play_knockout_round(t: &mut Tournament, seed: u64) {
    let r = t.rounds.len() - 1;
    for (ti, table) in t.rounds[r].tables.clone().iter().enumerate() {
        // A seeded but arbitrary winner: the player with the largest (id * seed) % 97.
        let mut order = table.players.clone();
        order.sort_by_key(|p| std::cmp::Reverse((u64::from(p.0) * (seed + 13)) % 97));
        let lines: Vec<(u32, i64, Option<u32>, bool)> = order
            .iter()
            .enumerate()
            // Within the limits of a torneo table (docs/RULES.md §1, §3): 40+32+24+16+8.
            .map(|(i, p)| (p.0, 40 - 8 * i as i64, None, false))
            .collect();
        t.record(r, ti, result(&lines)).unwrap();
    }
}

// The rulebook's 100 players with a final of 5: 20 tables of 5, then 5 tables of 4, then
// the final; the winner of each table goes on.
#[test]
fn hundred_player_knockout_to_a_final_of_five() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Knockout, 5, 0)).unwrap();
    for i in 0..100 {
        t.register(&format!("Giocatore {i}"), None).unwrap();
    }
    let mut shapes = Vec::new();
    for round in 0..3 {
        let r = t
            .seat_next_round(SeatingMethod::Balanced, 100 + round)
            .unwrap();
        shapes.push((
            r.kind,
            r.tables.iter().map(|t| t.players.len()).collect::<Vec<_>>(),
        ));
        play_knockout_round(&mut t, round);
        let winners: Vec<PlayerId> = t.rounds[round as usize]
            .tables
            .iter()
            .map(|tb| t.table_winner(tb).unwrap())
            .collect();
        if let Some(next) = t.rounds.get(round as usize + 1) {
            let mut seated: Vec<PlayerId> =
                next.tables.iter().flat_map(|x| x.players.clone()).collect();
            seated.sort();
            assert_eq!(seated, winners);
        }
    }
    assert_eq!(shapes[0], (RoundKind::Knockout, vec![5; 20]));
    assert_eq!(shapes[1], (RoundKind::Knockout, vec![4; 5]));
    assert_eq!(shapes[2], (RoundKind::Final, vec![5]));
    let champion = t.champion().expect("the final is played");
    let rows = t.standings();
    assert_eq!(rows[0].player, champion);
    assert_eq!(rows[0].reached, Some(2));
    assert!(rows[5..].iter().all(|r| r.reached < Some(2)));
    assert_eq!(
        t.seat_next_round(SeatingMethod::Random, 1).unwrap_err(),
        TournamentError::Finished
    );
}

// The issue's "knockout of 20 players to its final": 5 tables of 4, then the final of 5.
#[test]
fn twenty_player_knockout_to_its_final() {
    let mut t = Tournament::new(settings(
        TournamentRules::OkgiocaconTeam,
        Format::Knockout,
        5,
        0,
    ))
    .unwrap();
    for i in 0..20 {
        t.register(
            &format!("P{i}"),
            Some(if i % 2 == 0 { "Pari" } else { "Dispari" }),
        )
        .unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 9).unwrap();
    assert_eq!(t.rounds[0].tables.len(), 5);
    assert!(t.rounds[0].tables.iter().all(|x| x.players.len() == 4));
    assert!(
        t.register("Tardi", None).is_err(),
        "no late players in a knockout"
    );
    play_knockout_round(&mut t, 1);
    assert!(t.champion().is_none());
    let r = t.seat_next_round(SeatingMethod::Random, 10).unwrap();
    assert_eq!(r.kind, RoundKind::Final);
    assert_eq!(r.tables[0].players.len(), 5);
    play_knockout_round(&mut t, 2);
    let champ = t.champion().unwrap();
    assert_eq!(t.standings()[0].player, champ);
    // Team standings add the members' tournament points.
    let teams = t.team_standings();
    assert_eq!(teams.len(), 2);
    let sum: i64 = t.standings().iter().map(|r| r.total.0).sum();
    assert_eq!(teams[0].total.0 + teams[1].total.0, sum);
}

// ------------------------------------------------------------ all'italiana

fn play_italiana_round(t: &mut Tournament, seed: u64) {
    let r = t.rounds.len() - 1;
    for (ti, table) in t.rounds[r].tables.clone().iter().enumerate() {
        let mut order = table.players.clone();
        order.sort_by_key(|p| std::cmp::Reverse((u64::from(p.0) * 31 + seed * 7) % 53));
        let lines: Vec<(u32, i64, Option<u32>, bool)> = order
            .iter()
            .enumerate()
            .map(|(i, p)| {
                (
                    p.0,
                    50 - 9 * i as i64 - ((u64::from(p.0) + seed) % 3) as i64,
                    None,
                    false,
                )
            })
            .collect();
        t.record(r, ti, result(&lines)).unwrap();
    }
}

// The issue's 3-round all'italiana of 13 players: 4 + 4 + 5 each round, every player
// once per round, totals are the sums of the table points, standings at every step.
#[test]
fn thirteen_players_three_rounds_all_italiana() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 3)).unwrap();
    for i in 0..13 {
        t.register(&format!("Giocatore {i}"), None).unwrap();
    }
    for round in 0..3u64 {
        let r = t
            .seat_next_round(SeatingMethod::Balanced, 40 + round)
            .unwrap();
        let sizes: Vec<usize> = r.tables.iter().map(|x| x.players.len()).collect();
        assert_eq!(sizes, [4, 4, 5]);
        assert_eq!(r.correction, Correction::LastTablesOfFive(1));
        let mut seated: Vec<u32> = r
            .tables
            .iter()
            .flat_map(|x| x.players.iter().map(|p| p.0))
            .collect();
        seated.sort_unstable();
        assert_eq!(seated, (0..13).collect::<Vec<_>>());
        assert_eq!(
            t.seat_next_round(SeatingMethod::Random, 1).unwrap_err(),
            TournamentError::RoundIncomplete(round as usize)
        );
        play_italiana_round(&mut t, round);
        let rows = t.standings();
        for w in rows.windows(2) {
            assert!(w[0].total >= w[1].total, "sorted by total");
        }
        for row in &rows {
            let mut sum = 0;
            for r in &t.rounds {
                for tb in &r.tables {
                    for g in &tb.results {
                        for e in g.entries.iter().filter(|e| e.player == row.player) {
                            sum += e.table_points.0;
                        }
                    }
                }
            }
            assert_eq!(row.total.0, sum);
            assert_eq!(row.games, round as u32 + 1);
        }
    }
    assert!(t.champion().is_some());
    assert_eq!(
        t.seat_next_round(SeatingMethod::Random, 1).unwrap_err(),
        TournamentError::Finished
    );
}

// regolamento-tornei-ufficiali-2003.txt lines 316-321: "se un giocatore raggiunge in
// classifica un avversario, senza superarlo, verrà considerato ... indietro di una
// posizione". Carla (registered first) catches Anna up in round 2: Anna stays ahead.
#[test]
fn a_player_who_reaches_another_without_overtaking_ranks_behind() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 2)).unwrap();
    for n in ["Carla", "Anna", "Bruno", "Dario"] {
        t.register(n, None).unwrap();
    }
    let (carla, anna, bruno, dario) = (0, 1, 2, 3);
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    t.record(
        0,
        0,
        result(&[
            (anna, 60, None, false),
            (carla, 40, None, false),
            (bruno, 30, None, false),
            (dario, 10, None, false),
        ]),
    )
    .unwrap();
    t.seat_next_round(SeatingMethod::Random, 2).unwrap();
    t.record(
        1,
        0,
        result(&[
            (carla, 50, None, false),
            (anna, 30, None, false),
            (dario, 25, None, false),
            (bruno, 20, None, false),
        ]),
    )
    .unwrap();
    let rows = t.standings();
    let names: Vec<&str> = rows
        .iter()
        .map(|r| t.players[r.player.index()].name.as_str())
        .collect();
    // Anna 90, Carla 90 (caught up), Bruno 50, Dario 35.
    assert_eq!(names, ["Anna", "Carla", "Bruno", "Dario"]);
    assert_eq!(rows[0].total, rows[1].total);
    assert_eq!(rows[0].rank, 1);
    assert_eq!(rows[1].rank, 2);
}

// The same rule over several rounds (lines 316-321): A and B are level after rounds 2
// and 3; B led after round 1, so B reached the total first and stays ahead, although A
// registered first.
#[test]
fn ties_go_back_to_the_last_round_where_the_totals_differed() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 3)).unwrap();
    for n in ["A", "B", "C", "D"] {
        t.register(n, None).unwrap();
    }
    let rounds = [
        [(1, 40), (0, 30), (2, 20), (3, 10)], // B 40, A 30
        [(0, 40), (1, 30), (2, 20), (3, 10)], // A 70, B 70: B reached first
        [(0, 25), (1, 25), (2, 20), (3, 10)], // A 95, B 95: still B
    ];
    for (r, g) in rounds.iter().enumerate() {
        t.seat_next_round(SeatingMethod::Random, r as u64).unwrap();
        let lines: Vec<_> = g.iter().map(|&(p, tp)| (p, tp, None, false)).collect();
        t.record(r, 0, result(&lines)).unwrap();
    }
    let order: Vec<u32> = t.standings().iter().map(|r| r.player.0).collect();
    assert_eq!(&order[..2], [1, 0]);
}

// Issue 46 item 7: the standings say which tie-break ranked a player below another with
// the same total (lines 316-321): the standings after the round where they last differed,
// or the registration order when they never did.
#[test]
fn the_standings_say_which_tie_break_decided() {
    use planisfero::tournament::TieBreak;
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 3)).unwrap();
    for n in ["A", "B", "C", "D"] {
        t.register(n, None).unwrap();
    }
    let rounds = [
        [(1, 40), (0, 30), (2, 20), (3, 20)], // B 40, A 30; C and D level
        [(0, 40), (1, 30), (2, 20), (3, 20)], // A 70, B 70: B after round 1
        [(0, 25), (1, 25), (2, 20), (3, 20)], // A 95, B 95: still B; C, D level throughout
    ];
    for (r, g) in rounds.iter().enumerate() {
        t.seat_next_round(SeatingMethod::Random, r as u64).unwrap();
        let lines: Vec<_> = g.iter().map(|&(p, tp)| (p, tp, None, false)).collect();
        t.record(r, 0, result(&lines)).unwrap();
    }
    let rows = t.standings();
    let by: Vec<(u32, Option<TieBreak>)> = rows.iter().map(|r| (r.player.0, r.tie)).collect();
    assert_eq!(by[0], (1, None), "B first: nobody above");
    // A level with B: B led after round 1, the last standings where they differed.
    assert_eq!(by[1], (0, Some(TieBreak::Standings { after_rounds: 1 })));
    // Below A, C is not level with A.
    assert_eq!(by[2].1, None);
    // C and D level in every round: the registration order.
    assert_eq!(by[3], (3, Some(TieBreak::Registration)));
}

// club-qualificazioni.txt line 29, point 17: leaving a game in progress costs 25 points in
// the standings; a withdrawn player is not seated again.
#[test]
fn club_withdrawal_from_a_game_costs_twenty_five() {
    let mut t = Tournament::new(settings(TournamentRules::Club, Format::Italiana, 4, 2)).unwrap();
    for i in 0..8 {
        t.register(&format!("Socio {i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 3).unwrap();
    let quitter = t.rounds[0].tables[0].players[0];
    t.withdraw(quitter, true).unwrap();
    assert_eq!(
        t.withdraw(quitter, true),
        Err(TournamentError::AlreadyWithdrawn(quitter))
    );
    play_italiana_round(&mut t, 0);
    let row = t
        .standings()
        .into_iter()
        .find(|r| r.player == quitter)
        .unwrap();
    assert_eq!(row.penalties, pts(25));
    let earned: i64 = t.awards(0, 0)[0]
        .iter()
        .find(|a| a.player == quitter)
        .unwrap()
        .points
        .0;
    assert_eq!(row.total.0, earned - 2500);
    assert!(row.withdrawn);
    // Round 2 seats the 7 others (a table of 3 and one of 4).
    let r = t.seat_next_round(SeatingMethod::Balanced, 4).unwrap();
    assert!(r.tables.iter().all(|x| !x.players.contains(&quitter)));
    assert_eq!(r.tables.iter().map(|x| x.players.len()).sum::<usize>(), 7);
    // A withdrawal between games costs nothing.
    let mut t2 = Tournament::new(settings(TournamentRules::Club, Format::Italiana, 4, 2)).unwrap();
    let p = t2.register("Solo", None).unwrap();
    t2.withdraw(p, false).unwrap();
    assert!(t2.penalties.is_empty());
}

// A late player joins with 0 points and is seated from the next round.
#[test]
fn late_player_starts_from_zero() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 2)).unwrap();
    for i in 0..8 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 5).unwrap();
    play_italiana_round(&mut t, 0);
    let late = t.register("Ritardatario", Some("Club X")).unwrap();
    assert_eq!(
        t.register("ritardatario ", None),
        Err(TournamentError::DuplicateName("ritardatario".into()))
    );
    let row = t
        .standings()
        .into_iter()
        .find(|r| r.player == late)
        .unwrap();
    assert_eq!((row.total, row.games), (pts(0), 0));
    let r = t.seat_next_round(SeatingMethod::Balanced, 6).unwrap();
    assert!(r.tables.iter().any(|x| x.players.contains(&late)));
    assert_eq!(r.tables.len(), 2);
}

// After a round of 16 players at 4 tables, a round exists where nobody meets again: the
// balanced seating finds one; random seating usually repeats some pairs.
#[test]
fn balanced_seating_avoids_repeated_opponents() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 3)).unwrap();
    for i in 0..16 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    play_italiana_round(&mut t, 0);
    let mut random_repeats = 0;
    for seed in 0..10 {
        let mut copy = t.clone();
        random_repeats += copy
            .seat_next_round(SeatingMethod::Random, seed)
            .unwrap()
            .repeated_pairs;
    }
    let balanced = t.seat_next_round(SeatingMethod::Balanced, 2).unwrap();
    assert_eq!(balanced.repeated_pairs, 0);
    assert!(random_repeats > 0);
    play_italiana_round(&mut t, 1);
    let third = t.seat_next_round(SeatingMethod::Balanced, 3).unwrap();
    assert_eq!(
        third.repeated_pairs, 0,
        "a third round without repeats exists too"
    );
}

// testa-a-testa.txt lines 127-137: semifinals 1st v 4th and 2nd v 3rd, one game each; the
// final over two games. Lines 123-125: with an odd count the top player sits out.
#[test]
fn testa_a_testa_rounds_semifinals_and_two_game_final() {
    let mut s = settings(TournamentRules::TestaATesta, Format::Italiana, 2, 2);
    s.games_per_table = 2;
    let mut t = Tournament::new(s).unwrap();
    for n in ["Luca", "Andrea", "Marco", "Sara", "Elena"] {
        t.register(n, None).unwrap();
    }
    for round in 0..2 {
        let r = t.seat_next_round(SeatingMethod::Balanced, round).unwrap();
        assert_eq!(r.tables.len(), 2);
        assert_eq!(r.byes.len(), 1);
        let r = round as usize;
        for ti in 0..2 {
            let ps = t.rounds[r].tables[ti].players.clone();
            for g in 0..2 {
                let (a, b) = if g == 0 {
                    (ps[0], ps[1])
                } else {
                    (ps[1], ps[0])
                };
                let margin = 5 + 10 * i64::from(a.0);
                t.record(
                    r,
                    ti,
                    result(&[(a.0, 40 + margin, None, false), (b.0, 40, None, false)]),
                )
                .unwrap();
            }
        }
    }
    // Round 2's bye goes to the leader after round 1.
    let leader_after_one = {
        let mut c = t.clone();
        c.rounds.truncate(1);
        c.standings()[0].player
    };
    assert_eq!(t.rounds[1].byes, [leader_after_one]);
    let rank: Vec<PlayerId> = t.standings().iter().map(|r| r.player).collect();
    let semis = t.seat_next_round(SeatingMethod::Random, 9).unwrap().clone();
    assert_eq!(semis.kind, RoundKind::Semifinal);
    // Lines 132-133: the first and second seated last (docs/RULES.md §5).
    assert_eq!(semis.tables[0].players, [rank[3], rank[0]]);
    assert_eq!(semis.tables[1].players, [rank[2], rank[1]]);
    assert!(semis.tables.iter().all(|x| x.games == 1));
    for ti in 0..2 {
        let ps = &semis.tables[ti].players;
        t.record(
            2,
            ti,
            result(&[(ps[0].0, 70, None, false), (ps[1].0, 40, None, false)]),
        )
        .unwrap();
    }
    let fin = t
        .seat_next_round(SeatingMethod::Random, 10)
        .unwrap()
        .clone();
    assert_eq!(fin.kind, RoundKind::Final);
    assert_eq!(fin.tables[0].players, [rank[3], rank[2]]);
    assert_eq!(fin.tables[0].games, 2);
    // Game 1: rank[3] by 65 (16-4); game 2: rank[2] by 25 (12-8): 24-16 overall.
    t.record(
        3,
        0,
        result(&[(rank[3].0, 90, None, false), (rank[2].0, 25, None, false)]),
    )
    .unwrap();
    assert!(t.champion().is_none(), "one game of two");
    t.record(
        3,
        0,
        result(&[(rank[2].0, 50, None, false), (rank[3].0, 25, None, false)]),
    )
    .unwrap();
    assert_eq!(t.champion(), Some(rank[3]));
}

// ------------------------------------------------------------ files

fn sample() -> Tournament {
    let mut t = Tournament::new(settings(TournamentRules::Club, Format::Italiana, 4, 3)).unwrap();
    let names = [
        "=cmd|' /C calc'!A0",
        "\"a,b\"",
        "+SUM(A1)",
        "-2+3",
        "@risiko",
        "Zoë \\ ok",
        "Marco",
        "Giulia",
        "Pietro",
    ];
    for (i, n) in names.iter().enumerate() {
        t.register(
            n,
            if i % 3 == 0 {
                Some("Club =HYPERLINK(\"x\")")
            } else {
                None
            },
        )
        .unwrap();
    }
    assert_eq!(t.register("a\nb", None), Err(TournamentError::Name));
    t.seat_next_round(SeatingMethod::Balanced, 77).unwrap();
    play_italiana_round(&mut t, 0);
    t.withdraw(PlayerId(6), true).unwrap();
    t.penalize(PlayerId(1), pts(7), "disturbo (-7)").unwrap();
    t.seat_next_round(SeatingMethod::Random, 78).unwrap();
    play_italiana_round(&mut t, 1);
    t.register("Tardivo", None).unwrap();
    t.seat_next_round(SeatingMethod::Balanced, 79).unwrap();
    // Round 3 half recorded.
    let ps = t.rounds[2].tables[0].players.clone();
    let lines: Vec<_> = ps
        .iter()
        .enumerate()
        // club: RisiKo! is 200 table points (point 15).
        .map(|(i, p)| {
            (
                p.0,
                if i == 0 { 200 } else { 40 - 10 * i as i64 },
                None,
                i == 0,
            )
        })
        .collect();
    t.record(2, 0, result(&lines)).unwrap();
    t
}

/// Splits a CSV text into rows of fields (RFC 4180).
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    rows
}

#[test]
fn csv_quotes_and_neutralises_hostile_names() {
    let t = sample();
    for csv in [export::standings_csv(&t), export::tables_csv(&t)] {
        let rows = parse_csv(&csv);
        let width = rows[0].len();
        assert!(
            rows.iter().all(|r| r.len() == width),
            "every row has {width} fields"
        );
        let at = rows[0].iter().position(|h| h == "name").unwrap();
        let names: Vec<&str> = rows.iter().map(|r| r[at].as_str()).collect();
        assert!(names.contains(&"'=cmd|' /C calc'!A0"), "{names:?}");
        assert!(names.contains(&"\"a,b\""));
        assert!(names.contains(&"'+SUM(A1)"));
        assert!(names.contains(&"'-2+3"));
        assert!(names.contains(&"'@risiko"));
        assert!(names.contains(&"Zoë \\ ok"));
        for r in &rows {
            for f in r {
                assert!(!f.starts_with(['=', '+', '@']), "{f}");
            }
        }
    }
    let standings = parse_csv(&export::standings_csv(&t));
    // Negative totals stay numbers (unquoted, unprefixed).
    assert!(standings.iter().skip(1).any(|r| r[3].starts_with('-')));
    assert!(export::standings_csv(&t).contains(",-"));
}

#[test]
fn json_round_trip_keeps_everything() {
    let t = sample();
    let text = export::encode(&t);
    let back = export::decode(&text).unwrap();
    assert_eq!(back, t);
    assert_eq!(export::encode(&back), text);
    assert_eq!(back.standings(), t.standings());
    assert_eq!(export::standings_csv(&back), export::standings_csv(&t));
    assert_eq!(export::tables_csv(&back), export::tables_csv(&t));
}

#[test]
fn json_refuses_other_files_with_a_clear_error() {
    let t = sample();
    let text = export::encode(&t);
    assert_eq!(export::decode("{}"), Err(FileError::NotATournament));
    assert_eq!(
        export::decode(r#"{"kind":"planisfero-save","format":2}"#),
        Err(FileError::NotATournament)
    );
    let current = format!("\"format\":{}", export::FORMAT);
    let newer = text.replacen(&current, "\"format\":9", 1);
    assert_eq!(export::decode(&newer), Err(FileError::UnknownFormat(9)));
    let zero = text.replacen(&current, "\"format\":0", 1);
    assert_eq!(export::decode(&zero), Err(FileError::UnknownFormat(0)));
    assert_eq!(
        export::decode(&text[..text.len() / 2]),
        Err(FileError::Truncated)
    );
    let e = export::decode(&text.replacen("\"rounds\":3", "\"rounds\":\"3\"", 1)).unwrap_err();
    let overflow = text.replacen("\"points\":700", "\"points\":9223372036854775807", 1);
    assert!(overflow != text);
    assert!(matches!(
        export::decode(&overflow),
        Err(FileError::Inconsistent(_))
    ));
    assert!(matches!(e, FileError::Field { line: 1, .. }), "{e}");
    // Seated twice in a round: well-formed JSON, inconsistent tournament.
    let mut bad = t.clone();
    let p = bad.rounds[0].tables[0].players[0];
    bad.rounds[0].tables[1].players[0] = p;
    let e = export::decode(&export::encode(&bad)).unwrap_err();
    assert!(matches!(e, FileError::Inconsistent(_)), "{e}");
    assert!(e.to_string().contains("seated twice"));
}

// Every cut of the file and every single-byte change is refused or read back into a
// consistent tournament; nothing panics.
#[test]
fn damaged_files_never_panic() {
    let text = export::encode(&sample());
    let bytes = text.as_bytes();
    for cut in 0..bytes.len() {
        if let Ok(s) = std::str::from_utf8(&bytes[..cut]) {
            assert!(export::decode(s).is_err(), "cut at {cut}");
        }
    }
    let replacements = [b'0', b'9', b'"', b'{', b']', b'x', b'-', b' ', b'n'];
    for i in 0..bytes.len() {
        let mut b = bytes.to_vec();
        b[i] = replacements[i % replacements.len()];
        if let Ok(s) = std::str::from_utf8(&b) {
            if let Ok(t) = export::decode(s) {
                assert!(t.check().is_ok());
                let _ = t.standings();
                let _ = export::tables_csv(&t);
            }
        }
    }
}

// testa-a-testa.txt lines 56-57: "Due concorrenti non si possono incontrare per due serate
// consecutive": the balanced seating never repeats the last round's pairs when it can
// avoid them, even when older pairs must meet again.
#[test]
fn testa_a_testa_never_repeats_the_last_rounds_pairs() {
    for base in 0..20u64 {
        let mut t = Tournament::new(settings(
            TournamentRules::TestaATesta,
            Format::Italiana,
            2,
            6,
        ))
        .unwrap();
        for n in ["A", "B", "C", "D"] {
            t.register(n, None).unwrap();
        }
        for round in 0..6u64 {
            t.seat_next_round(SeatingMethod::Balanced, base * 10 + round)
                .unwrap();
            let r = round as usize;
            if r > 0 {
                for table in &t.rounds[r].tables {
                    let again = t.rounds[r - 1].tables.iter().any(|prev| {
                        let mut a = prev.players.clone();
                        let mut b = table.players.clone();
                        a.sort();
                        b.sort();
                        a == b
                    });
                    assert!(!again, "seed {base}: round {} repeats round {r}", r + 1);
                }
            }
            for ti in 0..2 {
                let ps = t.rounds[r].tables[ti].players.clone();
                t.record(
                    r,
                    ti,
                    result(&[(ps[0].0, 60, None, false), (ps[1].0, 20, None, false)]),
                )
                .unwrap();
            }
        }
        // 4 players have 3 distinct pairings: from round 4 on, old pairs meet again.
        assert!(t.rounds[3].repeated_pairs > 0);
    }
}

// The organiser sees the tables before seating them; a withdrawn table winner gives way
// to the next player of the table (docs/RULINGS.md).
#[test]
fn preview_and_withdrawn_knockout_winner() {
    let mut t = Tournament::new(settings(TournamentRules::Torneo, Format::Knockout, 4, 0)).unwrap();
    for i in 0..17 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    assert_eq!(
        t.preview_next_round().unwrap(),
        (
            RoundKind::Knockout,
            vec![4, 4, 4, 5],
            Correction::LastTablesOfFive(1)
        )
    );
    assert!(t.rounds.is_empty(), "a preview seats nothing");
    t.seat_next_round(SeatingMethod::Random, 5).unwrap();
    play_knockout_round(&mut t, 0);
    let first_table = t.rounds[0].tables[0].clone();
    let winner = t.table_winner(&first_table).unwrap();
    let runner_up = first_table.results[0].entries[1].player;
    t.withdraw(winner, false).unwrap();
    assert_eq!(t.table_winner(&first_table), Some(runner_up));
    let fin = t.seat_next_round(SeatingMethod::Random, 6).unwrap();
    assert_eq!(fin.kind, RoundKind::Final);
    assert!(fin.tables[0].players.contains(&runner_up));
    assert!(!fin.tables[0].players.contains(&winner));
}

// ------------------------------------------------------------ games played on the tablet

/// Plays a game of `preset` to its end with a simple seeded chooser.
fn finished_game(
    preset: planisfero::rules::PresetId,
    names: &[&str],
    morto: bool,
    seed: u64,
) -> planisfero::rules::Game {
    use planisfero::rules::{Action, Color, Ending, Game, GameConfig, Phase, SeatConfig};
    let mut seats: Vec<SeatConfig> = names
        .iter()
        .enumerate()
        .map(|(i, n)| SeatConfig::human(*n, Color::ALL[i]))
        .collect();
    if morto {
        seats.push(SeatConfig::morto("Morto", Color::ALL[names.len()]));
    }
    let mut config = GameConfig::new(preset, seats);
    config.options.ending = Ending::RoundLimit(6);
    let mut g = Game::new(config, seed).unwrap();
    let mut pick = planisfero::rules::rng::Rng::new(seed);
    while g.phase() != Phase::Over {
        let legal = g.legal_actions();
        let of =
            |f: fn(&Action) -> bool| -> Vec<Action> { legal.iter().copied().filter(f).collect() };
        let places = of(|a| matches!(a, Action::Place { .. }));
        let attacks = of(|a| matches!(a, Action::Blitz { .. }));
        let rest = of(|a| !matches!(a, Action::TimeUp | Action::UndoPlace | Action::Blitz { .. }));
        let choice = if !places.is_empty() {
            places[pick.below(places.len() as u32) as usize]
        } else if !attacks.is_empty() && pick.below(10) < 8 {
            attacks[pick.below(attacks.len() as u32) as usize]
        } else {
            rest[pick.below(rest.len() as u32) as usize]
        };
        g.apply(choice).unwrap();
    }
    g
}

// A table's game played on the tablet feeds the desk: the desk's tournament points are
// the engine's own (okgiocacon team and open; testa a testa match points).
#[test]
fn games_played_on_the_tablet_give_the_engines_points() {
    use planisfero::rules::PresetId;
    for seed in 0..4u64 {
        let names = ["Anna", "Bruno", "Carla", "Dario", "Elena"];
        let size = 4 + (seed % 2) as usize;
        let game = finished_game(PresetId::Okgiocacon, &names[..size], false, seed);
        let outcome = game.outcome().unwrap();
        let engine = outcome.tournament_points.clone().unwrap();
        for rules in [
            TournamentRules::OkgiocaconTeam,
            TournamentRules::OkgiocaconOpen,
        ] {
            let mut t = Tournament::new(settings(rules, Format::Italiana, size as u8, 1)).unwrap();
            for n in &names[..size] {
                t.register(n, None).unwrap();
            }
            t.seat_next_round(SeatingMethod::Random, seed).unwrap();
            let table = t.rounds[0].tables[0].players.clone();
            // Seat i of the game is the i-th player of the desk's table.
            let seats: Vec<Option<PlayerId>> = table.iter().map(|&p| Some(p)).collect();
            t.record_outcome(0, 0, outcome, &seats).unwrap();
            for tp in &engine {
                let player = table[tp.seat.index()];
                let award = t.awards(0, 0)[0]
                    .iter()
                    .find(|a| a.player == player)
                    .copied()
                    .unwrap();
                let want = if rules == TournamentRules::OkgiocaconTeam {
                    tp.team
                } else {
                    tp.open_diff
                };
                assert_eq!(award.points, want, "seed {seed} {rules:?}");
                assert_eq!(award.place, tp.open_place);
            }
        }
        let testa = finished_game(PresetId::TestaATesta, &["Luca", "Andrea"], true, seed);
        let outcome = testa.outcome().unwrap();
        let mp = outcome.match_points.unwrap();
        let mut s = settings(TournamentRules::TestaATesta, Format::Italiana, 2, 1);
        s.games_per_table = 1;
        let mut t = Tournament::new(s).unwrap();
        t.register("Luca", None).unwrap();
        t.register("Andrea", None).unwrap();
        t.seat_next_round(SeatingMethod::Random, seed).unwrap();
        let seats: Vec<Option<PlayerId>> = testa
            .config()
            .seats
            .iter()
            .map(|s| {
                t.players
                    .iter()
                    .position(|p| p.name == s.name)
                    .map(|i| PlayerId(i as u32))
            })
            .collect();
        t.record_outcome(0, 0, outcome, &seats).unwrap();
        for (seat, points) in mp.points {
            let player = seats[seat.index()].unwrap();
            let award = t.awards(0, 0)[0]
                .iter()
                .find(|a| a.player == player)
                .copied()
                .unwrap();
            // The desk adds the 11 points every player gets (docs/RULES.md §5).
            assert_eq!(
                award.points,
                Points::whole(11 + i64::from(points)),
                "seed {seed}"
            );
        }
    }
}

// A testa a testa knockout: pairs, the winner goes on, the final over two games
// (testa-a-testa.txt lines 134-137).
#[test]
fn testa_a_testa_knockout_of_eight() {
    let mut t = Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Knockout,
        2,
        0,
    ))
    .unwrap();
    for i in 0..8 {
        t.register(&format!("T{i}"), None).unwrap();
    }
    let mut shapes = Vec::new();
    while !t.is_over() {
        let r = t.seat_next_round(SeatingMethod::Balanced, 3).unwrap();
        shapes.push((r.kind, r.tables.len(), r.tables[0].games));
        let ri = t.rounds.len() - 1;
        for ti in 0..t.rounds[ri].tables.len() {
            let ps = t.rounds[ri].tables[ti].players.clone();
            let (hi, lo) = if ps[0] > ps[1] {
                (ps[0], ps[1])
            } else {
                (ps[1], ps[0])
            };
            for _ in 0..t.rounds[ri].tables[ti].games {
                t.record(
                    ri,
                    ti,
                    result(&[(hi.0, 80, None, false), (lo.0, 30, None, false)]),
                )
                .unwrap();
            }
        }
    }
    assert_eq!(
        shapes,
        [
            (RoundKind::Knockout, 4, 1),
            (RoundKind::Knockout, 2, 1),
            (RoundKind::Final, 1, 2)
        ]
    );
    assert_eq!(
        t.champion(),
        Some(PlayerId(7)),
        "the highest id wins every game here"
    );
}

// An operation that fails leaves the tournament exactly as it was.
#[test]
fn refused_operations_change_nothing() {
    let mut t = Tournament::new(settings(TournamentRules::Club, Format::Italiana, 4, 1)).unwrap();
    for i in 0..5 {
        t.register(&format!("P{i}"), None).unwrap();
    }
    t.seat_next_round(SeatingMethod::Random, 1).unwrap();
    let before = t.clone();
    let ps = t.rounds[0].tables[0].players.clone();
    let bad = result(&[(ps[0].0, 10, None, false), (ps[1].0, 20, None, false)]);
    assert!(matches!(
        t.record(0, 0, bad),
        Err(TournamentError::Result(_))
    ));
    assert!(t.record(0, 5, result(&[])).is_err());
    assert!(t.seat_next_round(SeatingMethod::Random, 2).is_err());
    assert!(t.withdraw(PlayerId(99), true).is_err());
    assert!(t.penalize(PlayerId(0), Points::whole(-3), "").is_err());
    assert!(t.register("", None).is_err());
    assert!(t.register("P3", None).is_err());
    assert_eq!(t, before);
    assert!(Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 3, 1)).is_err());
    assert!(Tournament::new(settings(
        TournamentRules::TestaATesta,
        Format::Italiana,
        4,
        1
    ))
    .is_err());
    assert!(Tournament::new(settings(TournamentRules::Torneo, Format::Italiana, 4, 0)).is_err());
}
