//! The club's season (issue 31): the club rules' ranking points (docs/RULES.md §4,
//! "Ranking points"; club-qualificazioni.txt lines 5-9: "31 punti più un decimo di punto
//! per ogni punto di differenza col punteggio tavolo del giocatore arrivato secondo", then
//! 15, 7, 3, 1 "meno un decimo di punto per ogni punto di differenza col ... primo") summed
//! per player over the season's tournaments, the best N only when set, players matched by
//! their normalised name; the season's file read back, a damaged one refused.

use planisfero::rules::scoring::Points;
use planisfero::tournament::export::FileError;
use planisfero::tournament::season::{
    self, normalise_name, ranking_points, Family, Season, SeasonError,
};
use planisfero::tournament::{
    Entry, Finals, Format, GameResult, PlayerId, SeatingMethod, Settings, Tournament,
    TournamentRules,
};

fn settings(name: &str, rules: TournamentRules, rounds: u32) -> Settings {
    Settings {
        name: name.into(),
        date: "2026-12-02".into(),
        rules,
        format: Format::Italiana,
        table_size: 4,
        rounds,
        games_per_table: 1,
        discards: 0,
        finals: Finals::NONE,
        clubs_apart: false,
    }
}

/// A tournament of one table per round: `names` registered, each round's table points
/// by name (`points[r][i]` for `names[i]`; `None`: eliminated), in that order.
fn night(
    name: &str,
    rules: TournamentRules,
    names: &[&str],
    points: &[&[Option<i64>]],
) -> Tournament {
    let mut t = Tournament::new(settings(name, rules, points.len() as u32)).unwrap();
    for n in names {
        t.register(n, None).unwrap();
    }
    for (r, pts) in points.iter().enumerate() {
        t.seat_next_round(SeatingMethod::Random, r as u64 + 1)
            .unwrap();
        let mut lines: Vec<(usize, Option<i64>)> = pts.iter().copied().enumerate().collect();
        // Survivors by table points, then the eliminated (last out first).
        lines.sort_by_key(|&(i, p)| (p.is_none(), std::cmp::Reverse(p.unwrap_or(0)), i));
        let out = lines.iter().filter(|l| l.1.is_none()).count() as u32;
        let mut k = out;
        let entries = lines
            .iter()
            .map(|&(i, p)| Entry {
                player: PlayerId(i as u32),
                table_points: Points::whole(p.unwrap_or(0)),
                eliminated: p.is_none().then(|| {
                    let e = k;
                    k -= 1;
                    e
                }),
                risiko: false,
            })
            .collect();
        t.record(
            r,
            0,
            GameResult {
                entries,
                mondo: false,
                morto_eliminated_by_winner: false,
                tie: None,
            },
        )
        .unwrap();
    }
    t
}

fn hundredths(s: &Season) -> Vec<(u32, String, i64)> {
    s.standings()
        .into_iter()
        .map(|r| (r.rank, r.name, r.total.0))
        .collect()
}

// club-qualificazioni.txt lines 5-9: 45, 39, 36 and one eliminated give 31 + 0.6, 15 - 0.6,
// 7 - 0.9 and 3 - 4.5. A `torneo` tournament's table points go through the same formula;
// a `club` tournament's ranking points are its standings' totals.
#[test]
fn ranking_points_are_the_club_formula_on_the_table_points() {
    let names = ["Anna", "Bruno", "Carla", "Dario"];
    let t = night(
        "Serata 1",
        TournamentRules::Torneo,
        &names,
        &[&[Some(45), Some(39), Some(36), None]],
    );
    let got: Vec<(String, i64)> = ranking_points(&t)
        .into_iter()
        .map(|r| (r.name, r.points.0))
        .collect();
    assert_eq!(
        got,
        [
            ("Anna".to_string(), 3160),
            ("Bruno".to_string(), 1440),
            ("Carla".to_string(), 610),
            ("Dario".to_string(), -150),
        ]
    );
    let club = night(
        "Serata 2",
        TournamentRules::Club,
        &names,
        &[
            &[Some(45), Some(39), Some(36), None],
            &[Some(10), Some(70), Some(20), Some(30)],
        ],
    );
    let totals: Vec<(String, Points)> = club
        .standings()
        .into_iter()
        .map(|r| (club.players[r.player.index()].name.clone(), r.total))
        .collect();
    let points: Vec<(String, Points)> = ranking_points(&club)
        .into_iter()
        .map(|r| (r.name, r.points))
        .collect();
    assert_eq!(points, totals);
}

// The season adds up each player's ranking points over its tournaments; penalties (the
// club's -7 and -25 are "su qualsiasi classifica in corso", line 11) come off.
#[test]
fn the_season_sums_ranking_points_over_several_tournaments() {
    let names = ["Anna", "Bruno", "Carla", "Dario"];
    let a = night(
        "Serata 1",
        TournamentRules::Club,
        &names,
        &[&[Some(50), Some(40), Some(30), Some(20)]],
    );
    let mut b = night(
        "Serata 2",
        TournamentRules::Club,
        &["Bruno", "Anna", "Elena", "Carla"],
        &[&[Some(60), Some(40), Some(35), Some(10)]],
    );
    b.penalize(PlayerId(0), Points::whole(7), "disturbo")
        .unwrap();
    let c = night(
        "Serata 3",
        TournamentRules::Club,
        &["Dario", "Elena", "Anna", "Bruno"],
        &[&[Some(80), Some(30), Some(20), Some(10)]],
    );
    let mut s = Season::default();
    for t in [&a, &b, &c] {
        assert_eq!(s.add(t), Ok(false));
    }
    // Serata 1: 32, 14, 5, 0. Serata 2: Bruno 33 - 7, Anna 13, Elena 4.5, Carla -2.
    // Serata 3: Dario 36, Elena 10, Anna 1, Bruno -4.
    assert_eq!(
        hundredths(&s),
        [
            (1, "Anna".to_string(), 4600),
            (2, "Bruno".to_string(), 3600),
            (2, "Dario".to_string(), 3600),
            (4, "Elena".to_string(), 1450),
            (5, "Carla".to_string(), 300),
        ]
    );
    let rows = s.standings();
    let bruno = rows.iter().find(|r| r.name == "Bruno").unwrap();
    assert_eq!(bruno.played, 3);
    assert_eq!(
        bruno.total.0,
        rows_of(&a, "Bruno") + rows_of(&b, "Bruno") + rows_of(&c, "Bruno")
    );
    assert!(rows_of(&b, "Bruno") < 3300, "the penalty came off");
    // Adding a tournament again (a result corrected after it ended) replaces it.
    assert_eq!(s.add(&a), Ok(true));
    assert_eq!(s.tournaments.len(), 3);
    // A tournament without games gives nobody points: refused.
    let empty = Tournament::new(settings("Vuota", TournamentRules::Club, 1)).unwrap();
    assert_eq!(s.add(&empty), Err(SeasonError::NoGames));
    // Removing one takes its points away.
    s.remove(2);
    let anna = s
        .standings()
        .into_iter()
        .find(|r| r.name == "Anna")
        .unwrap();
    assert_eq!(anna.played, 2);
}

fn rows_of(t: &Tournament, name: &str) -> i64 {
    ranking_points(t)
        .into_iter()
        .find(|r| r.name == name)
        .unwrap()
        .points
        .0
}

// Best N of a season: each player's best N tournaments count, the others are shown apart.
#[test]
fn only_the_best_results_of_the_season_count_when_set() {
    let names = ["Anna", "Bruno", "Carla", "Dario"];
    let nights: Vec<Tournament> = [[50, 40, 30, 20], [20, 50, 40, 30], [30, 20, 50, 40]]
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let p: Vec<Option<i64>> = p.iter().map(|&x| Some(x)).collect();
            night(&format!("Serata {i}"), TournamentRules::Club, &names, &[&p])
        })
        .collect();
    let mut s = Season {
        best: 2,
        ..Season::default()
    };
    for t in &nights {
        s.add(t).unwrap();
    }
    for row in s.standings() {
        let mut mine: Vec<i64> = nights.iter().map(|t| rows_of(t, &row.name)).collect();
        mine.sort_unstable();
        assert_eq!(row.total.0, mine[1] + mine[2], "{}", row.name);
        assert_eq!(row.discarded.0, mine[0]);
        assert_eq!(
            row.results
                .iter()
                .filter(|x| x.is_some_and(|x| x.1))
                .count(),
            2
        );
    }
    s.best = 0;
    for row in s.standings() {
        let all: i64 = nights.iter().map(|t| rows_of(t, &row.name)).sum();
        assert_eq!(row.total.0, all);
        assert_eq!(row.discarded, Points(0));
    }
}

// The rulebook gives no tie rule for the season: equal totals share a rank (1, 2, 2, 4),
// listed by name.
#[test]
fn equal_season_totals_share_a_rank() {
    let a = night(
        "Serata 1",
        TournamentRules::Club,
        &["Zeno", "Anna", "Carla", "Dario"],
        &[&[Some(50), Some(40), Some(30), Some(20)]],
    );
    let b = night(
        "Serata 2",
        TournamentRules::Club,
        &["Anna", "Zeno", "Carla", "Dario"],
        &[&[Some(50), Some(40), Some(30), Some(20)]],
    );
    let mut s = Season::default();
    s.add(&a).unwrap();
    s.add(&b).unwrap();
    let got: Vec<(u32, String)> = s
        .standings()
        .into_iter()
        .map(|r| (r.rank, r.name))
        .collect();
    assert_eq!(
        got,
        [
            (1, "Anna".to_string()),
            (1, "Zeno".to_string()),
            (3, "Carla".to_string()),
            (4, "Dario".to_string()),
        ]
    );
}

// A person is the same across tournaments when the names match once spaces, case and
// apostrophes are normalised; the latest spelling is shown. Accents are kept.
#[test]
fn players_are_matched_across_tournaments_by_normalised_name() {
    assert_eq!(normalise_name("  Anna   ROSSI "), "anna rossi");
    assert_eq!(normalise_name("D’Angelo"), normalise_name("d'angelo"));
    assert_eq!(normalise_name("NICOLÒ"), "nicolò");
    assert_ne!(normalise_name("Nicolò"), normalise_name("Nicolo"));
    let a = night(
        "Serata 1",
        TournamentRules::Club,
        &["anna  rossi", "Bruno", "Carla", "D’Angelo"],
        &[&[Some(50), Some(40), Some(30), Some(20)]],
    );
    let b = night(
        "Serata 2",
        TournamentRules::Club,
        &["Anna Rossi", "Bruno", "Carla", "d'angelo"],
        &[&[Some(50), Some(40), Some(30), Some(20)]],
    );
    let mut s = Season::default();
    s.add(&a).unwrap();
    s.add(&b).unwrap();
    let rows = s.standings();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0].name, "Anna Rossi", "the latest spelling");
    assert_eq!(rows[0].played, 2);
    assert!(rows.iter().any(|r| r.name == "d'angelo" && r.played == 2));
}

// The season's file reads back as it was written; a damaged or foreign file is refused
// with a clear error (and the caller's season is untouched: decode returns a new one).
#[test]
fn the_season_file_reads_back_and_a_damaged_one_is_refused() {
    let names = ["Anna", "Bruno", "Carla", "Dario"];
    let mut s = Season {
        name: "Stagione \"2026\"".into(),
        best: 3,
        ..Season::default()
    };
    for i in 0..3 {
        let t = night(
            &format!("Serata {i}"),
            TournamentRules::Club,
            &names,
            &[&[Some(50 + i), Some(40), None, Some(20)]],
        );
        s.add(&t).unwrap();
    }
    let mut t = night(
        "Serata 9",
        TournamentRules::Torneo,
        &names,
        &[&[Some(45), Some(39), Some(36), None]],
    );
    t.players[1].club = Some("Roma".into());
    s.add(&t).unwrap();
    let text = season::encode(&s);
    let back = season::decode(&text).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.standings(), s.standings());
    assert_eq!(season::encode(&back), text);
    // Cut off, not JSON, another kind, a newer format, a wrong field, the same
    // tournament twice.
    assert_eq!(
        season::decode(&text[..text.len() / 2]),
        Err(FileError::Truncated)
    );
    assert!(matches!(
        season::decode("{\"kind\": ]"),
        Err(FileError::Syntax { .. })
    ));
    let tournament = planisfero::tournament::export::encode(&t);
    assert_eq!(season::decode(&tournament), Err(FileError::NotATournament));
    let newer = text.replace("\"format\":2", "\"format\":3");
    assert_ne!(newer, text);
    assert_eq!(season::decode(&newer), Err(FileError::UnknownFormat(3)));
    // A format 1 file (before the families) reads: every tournament of 4 or 5.
    let older = text
        .replace("\"format\":2", "\"format\":1")
        .replace("\"family\":\"table\",", "");
    assert_eq!(season::decode(&older).unwrap(), s);
    let bad = text.replacen("\"points\":", "\"points\":\"x\",\"was\":", 1);
    assert!(matches!(season::decode(&bad), Err(FileError::Field { .. })));
    let mut twice = s.clone();
    twice.tournaments.push(s.tournaments[0].clone());
    assert!(matches!(
        season::decode(&season::encode(&twice)),
        Err(FileError::Field {
            what: "the same tournament twice",
            ..
        })
    ));
}

// Issue 31, the season: a tournament is one entry of the season whatever is corrected.
// Its key is the identity the desk draws when it creates it, kept in its file; a file
// without one (written before the identity, format 1 or 2) reads back as before and is
// keyed by its name, date and first round's seed.
#[test]
fn the_season_keys_a_tournament_by_its_identity_and_older_files_by_their_name() {
    use planisfero::tournament::export;
    let mut t = night(
        "Serata",
        TournamentRules::Club,
        &["Anna", "Bruno", "Carla", "Dario"],
        &[&[Some(50), Some(40), Some(30), Some(20)]],
    );
    let legacy = season::tournament_key(&t);
    assert!(legacy.starts_with("serata|2026-12-02|"), "{legacy}");
    let file = export::encode(&t);
    assert!(!file.contains("\"id\""), "no identity, no field: as before");
    assert_eq!(export::decode(&file).unwrap().id, 0);
    let mut s = Season::default();
    s.add(&t).unwrap();
    t.id = 0x9f86_d081_884c_7d65;
    let key = season::tournament_key(&t);
    assert_eq!(key, "id:9f86d081884c7d65");
    // Renamed, redated, round 1 undone and seated from another seed: the same key.
    let mut again = t.clone();
    again.settings.name = "Serata di club".into();
    again.settings.date = "2026-12-03".into();
    again.rounds[0].seed = 77;
    assert_eq!(season::tournament_key(&again), key);
    let file = export::encode(&t);
    assert!(file.contains("\"id\":\"9f86d081884c7d65\""));
    let back = export::decode(&file).unwrap();
    assert_eq!(back, t);
    assert_eq!(s.add(&t), Ok(false), "a new key: a new entry");
    assert_eq!(
        s.add(&again),
        Ok(true),
        "the same tournament replaces itself"
    );
    assert_eq!(s.tournaments.len(), 2);
}

// ------------------------------------------------- the rounds the night counted (issue 46)

/// A tournament of `names`, `rounds` planned with `discards`, nobody seated yet.
fn planned(rules: TournamentRules, names: &[&str], rounds: u32, discards: u32) -> Tournament {
    let mut s = settings("Serata con scarto", rules, rounds);
    s.discards = discards;
    let mut t = Tournament::new(s).unwrap();
    for n in names {
        t.register(n, None).unwrap();
    }
    t
}

/// Seats the next round (one table) and records it: `points[i]` for player `i`, `None`
/// for a player not seated (withdrawn).
fn round_of(t: &mut Tournament, points: &[Option<i64>]) {
    let r = t.rounds.len();
    t.seat_next_round(SeatingMethod::Random, r as u64 + 1)
        .unwrap();
    assert_eq!(t.rounds[r].tables.len(), 1);
    let mut lines: Vec<(usize, i64)> = points
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.map(|p| (i, p)))
        .collect();
    lines.sort_by_key(|&(i, p)| (std::cmp::Reverse(p), i));
    let entries = lines
        .iter()
        .map(|&(i, p)| Entry {
            player: PlayerId(i as u32),
            table_points: Points::whole(p),
            eliminated: None,
            risiko: false,
        })
        .collect();
    t.record(
        r,
        0,
        GameResult {
            entries,
            mondo: false,
            morto_eliminated_by_winner: false,
            tie: None,
        },
    )
    .unwrap();
}

/// Each player's season points in `t`, by name, in hundredths.
fn season_points(t: &Tournament) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = ranking_points(t)
        .into_iter()
        .map(|r| (r.name, r.points.0))
        .collect();
    v.sort();
    v
}

// docs/RULINGS.md (the season; discards): a torneo of 3 rounds with 1 discard counts each
// player's 2 best rounds by its own table points; the season gives the club points
// (docs/RULES.md §4: 31 + a tenth of the lead, 15 / 7 / 3 minus a tenth of the gap) of
// those rounds, not of the rounds the club points would pick. By hand:
//   R1 Marino 60, Bruno 20, Conti 10, De Luca 0:  35.0, 11.0, 2.0, -3.0
//   R2 Bruno 80, Marino 50, Conti 20, De Luca 10: 34.0, 12.0, 1.0, -4.0
//   R3 Conti 40, De Luca 35, Marino 30, Bruno 5:  31.5, 14.5, 6.0, -0.5
// The night counts Marino R1+R2 (47.0), Bruno R1+R2 (45.0), Conti R2+R3 (1.0 + 31.5 =
// 32.5: his 10 of R1 is the discard, though its 2.0 club points beat R2's 1.0), De Luca
// R2+R3 (-4.0 + 14.5 = 10.5, not -3.0 + 14.5 = 11.5).
#[test]
fn the_season_counts_the_rounds_the_night_counted() {
    let names = ["Marino", "Bruno", "Conti", "De Luca"];
    let mut t = planned(TournamentRules::Torneo, &names, 3, 1);
    round_of(&mut t, &[Some(60), Some(20), Some(10), Some(0)]);
    round_of(&mut t, &[Some(50), Some(80), Some(20), Some(10)]);
    round_of(&mut t, &[Some(30), Some(5), Some(40), Some(35)]);
    let own: Vec<(u32, i64)> = t
        .standings()
        .iter()
        .map(|r| (r.player.0, r.total.0))
        .collect();
    // The night's own totals: Marino 60+50, Bruno 20+80, Conti 20+40, De Luca 10+35.
    assert_eq!(own, [(0, 11_000), (1, 10_000), (2, 6000), (3, 4500)]);
    assert_eq!(
        season_points(&t),
        [
            ("Bruno".to_string(), 4500),
            ("Conti".to_string(), 3250),
            ("De Luca".to_string(), 1050),
            ("Marino".to_string(), 4700),
        ]
    );
}

// docs/RULINGS.md (withdrawals; discards: "a round not played is 0 and is discarded
// first"): Gallo leaves after round 2 of 3 (1 discard). The night counts his two rounds
// played, so the season gives their club points, not the 0 of the round he missed: leaving
// early does not pay. Tables of 5 (base 31 / 15 / 7 / 3 / 1), then of 4. By hand:
//   R1 Alfieri 50, Bruno 40, Conti 30, Doria 20, Gallo 10: 32.0, 14.0, 5.0, 0.0, -3.0
//   R2 Bruno 60, Alfieri 40, Gallo 30, Conti 20, Doria 10: 33.0, 13.0, 4.0, -1.0, -4.0
//   R3 Conti 50, Doria 40, Alfieri 30, Bruno 20:          32.0, 14.0, 5.0, 0.0
// Torneo counts Alfieri R1+R2 (45.0), Bruno R1+R2 (47.0), Conti R1+R3 (37.0), Doria
// R1+R3 (14.0), Gallo R1+R2 (-3.0 + 4.0 = 1.0; the club points' own pick, 4.0 + 0, was 4.0).
#[test]
fn a_withdrawn_players_missed_round_is_discarded_first() {
    let names = ["Alfieri", "Bruno", "Conti", "Doria", "Gallo"];
    let mut t = planned(TournamentRules::Torneo, &names, 3, 1);
    round_of(&mut t, &[Some(50), Some(40), Some(30), Some(20), Some(10)]);
    round_of(&mut t, &[Some(40), Some(60), Some(20), Some(10), Some(30)]);
    t.withdraw(PlayerId(4), false).unwrap();
    round_of(&mut t, &[Some(30), Some(20), Some(50), Some(40), None]);
    let gallo = &t.round_scores()[4];
    assert_eq!(
        gallo
            .iter()
            .map(|r| (r.points, r.counts))
            .collect::<Vec<_>>(),
        [
            (Some(Points::whole(10)), true),
            (Some(Points::whole(30)), true),
            (None, false)
        ]
    );
    assert_eq!(
        season_points(&t),
        [
            ("Alfieri".to_string(), 4500),
            ("Bruno".to_string(), 4700),
            ("Conti".to_string(), 3700),
            ("Doria".to_string(), 1400),
            ("Gallo".to_string(), 100),
        ]
    );
    // The same night in club rules: its own standings discard the missed round first
    // too, so Gallo's total is 1.0, not 4.0.
    let mut club = planned(TournamentRules::Club, &names, 3, 1);
    round_of(
        &mut club,
        &[Some(50), Some(40), Some(30), Some(20), Some(10)],
    );
    round_of(
        &mut club,
        &[Some(40), Some(60), Some(20), Some(10), Some(30)],
    );
    club.withdraw(PlayerId(4), false).unwrap();
    round_of(&mut club, &[Some(30), Some(20), Some(50), Some(40), None]);
    let row = club
        .standings()
        .into_iter()
        .find(|r| r.player == PlayerId(4))
        .unwrap();
    assert_eq!((row.total, row.discarded), (Points::whole(1), Points(0)));
    let totals: Vec<i64> = club.standings().iter().map(|r| r.total.0).collect();
    // Bruno 14.0 + 33.0; Alfieri 32.0 + 13.0; Conti 5.0 + 32.0; Doria 0.0 + 14.0.
    assert_eq!(totals, [4700, 4500, 3700, 1400, 100]);
    assert_eq!(season_points(&club), season_points(&t));
}

// docs/RULINGS.md (the season, families): testa a testa scores 11 + the match points of
// each game (docs/RULES.md §5: a difference of 11-20 is 11-9, of 61 or more 16-4) and is
// ranked apart from the tournaments of 4 or 5, never through the club formula. Before,
// its 90 against 20 gave 31 + 7.0 = 38.0 club points, above a torneo winner's 35.0.
#[test]
fn testa_a_testa_ranks_apart_by_its_own_points() {
    let mut s = Season::default();
    let mut torneo = planned(
        TournamentRules::Torneo,
        &["Marino", "Bruno", "Conti", "De Luca"],
        1,
        0,
    );
    round_of(&mut torneo, &[Some(60), Some(20), Some(10), Some(0)]);
    s.add(&torneo).unwrap();
    let mut testa = Tournament::new(Settings {
        table_size: 2,
        ..settings("Testa", TournamentRules::TestaATesta, 1)
    })
    .unwrap();
    for n in ["Ferri", "Galli", "Lodi", "Neri"] {
        testa.register(n, None).unwrap();
    }
    testa.seat_next_round(SeatingMethod::Random, 1).unwrap();
    let mut expected: Vec<(String, i64)> = Vec::new();
    for (tb, (win, lose, w, l)) in [(60, 45, 22, 20), (90, 20, 27, 15)].into_iter().enumerate() {
        let players = testa.rounds[0].tables[tb].players.clone();
        let line = |p: PlayerId, pts: i64| Entry {
            player: p,
            table_points: Points::whole(pts),
            eliminated: None,
            risiko: false,
        };
        testa
            .record(
                0,
                tb,
                GameResult {
                    entries: vec![line(players[0], win), line(players[1], lose)],
                    mondo: false,
                    morto_eliminated_by_winner: false,
                    tie: None,
                },
            )
            .unwrap();
        for (p, x) in [(players[0], w), (players[1], l)] {
            expected.push((testa.players[p.index()].name.clone(), x * 100));
        }
    }
    expected.sort();
    assert_eq!(season_points(&testa), expected);
    s.add(&testa).unwrap();
    assert_eq!(s.families(), [Family::Table, Family::Testa]);
    let table = s.standings_of(Family::Table);
    assert_eq!(table.len(), 4);
    assert_eq!(
        (table[0].name.as_str(), table[0].total),
        ("Marino", Points::whole(35))
    );
    let testa_rows = s.standings_of(Family::Testa);
    let totals: Vec<(u32, i64)> = testa_rows.iter().map(|r| (r.rank, r.total.0)).collect();
    assert_eq!(totals, [(1, 2700), (2, 2200), (3, 2000), (4, 1500)]);
    assert!(testa_rows.iter().all(|r| r.results[0].is_none()));
    // Both rankings, games of 4 or 5 first, each from rank 1; the file keeps the families.
    let all = s.standings();
    assert_eq!(all.len(), 8);
    assert_eq!((all[0].family, all[0].rank), (Family::Table, 1));
    assert_eq!((all[4].family, all[4].rank), (Family::Testa, 1));
    assert_eq!(season::decode(&season::encode(&s)).unwrap(), s);
    let csv = s.csv();
    assert!(csv.contains("\"testa_a_testa\",1,"), "{csv}");
}
