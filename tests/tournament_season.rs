//! The club's season (issue 31): the club rules' ranking points (docs/RULES.md §4,
//! "Ranking points"; club-qualificazioni.txt lines 5-9: "31 punti più un decimo di punto
//! per ogni punto di differenza col punteggio tavolo del giocatore arrivato secondo", then
//! 15, 7, 3, 1 "meno un decimo di punto per ogni punto di differenza col ... primo") summed
//! per player over the season's tournaments, the best N only when set, players matched by
//! their normalised name; the season's file read back, a damaged one refused.

use planisfero::rules::scoring::Points;
use planisfero::tournament::export::FileError;
use planisfero::tournament::season::{self, normalise_name, ranking_points, Season, SeasonError};
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
    let newer = text.replace("\"format\":1", "\"format\":2");
    assert_ne!(newer, text);
    assert_eq!(season::decode(&newer), Err(FileError::UnknownFormat(2)));
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
