//! The tournament desk's screen, natively: the reducer through its acts and forms, the
//! markup (every act decodes, hostile names are escaped), autosave and a damaged file.

mod common;
use common::form;

use planisfero::present::act::{Act, TournamentAct as A};
use planisfero::present::lang::Lang;
use planisfero::present::tournament::{
    csv_style, import, load, page, parse_points, render, result_from, save, update, Desk, Effect,
    Form, DAMAGED_KEY, STORAGE_KEY,
};
use planisfero::rules::scoring::Points;
use planisfero::storage::{KeyValueStore, MemoryStore};
use planisfero::tournament::{export, Change, Format, PlayerId, SeatingMethod, TournamentRules};

const HOSTILE: &str = "<img src=x onerror=alert(1)> \"q\" 'a' &amp;";

fn act(desk: &mut Desk, a: A) -> Effect {
    update(desk, a, &Form::default(), 7, Lang::It)
}

fn create(desk: &mut Desk, format: &str, size: &str, rounds: &str) -> Effect {
    update(
        desk,
        A::Create,
        &form(&[
            ("name", "Coppa Test"),
            ("date", "2026-11-30"),
            ("rules", "torneo"),
            ("format", format),
            ("size", size),
            ("rounds", rounds),
        ]),
        1,
        Lang::It,
    )
}

fn add(desk: &mut Desk, name: &str, club: &str) -> Effect {
    update(
        desk,
        A::AddPlayer,
        &form(&[("player", name), ("club", club)]),
        1,
        Lang::It,
    )
}

/// Types a result for table `tb` of round `r`: seat `i` scores `10 * (i + 1)`, nobody
/// eliminated, no RisiKo!.
fn record_simple(desk: &mut Desk, r: u32, tb: u32) -> Effect {
    let n = desk.tournament.as_ref().unwrap().rounds[r as usize].tables[tb as usize]
        .players
        .len();
    let fields: Vec<(String, String)> = (0..n)
        .map(|i| (format!("pts-{i}"), format!("{}", 10 * (i + 1))))
        .collect();
    update(
        desk,
        A::Record {
            round: r,
            table: tb,
        },
        &Form(fields),
        1,
        Lang::It,
    )
}

/// Every `data-act` in the markup, unescaped.
fn acts_in(html: &str) -> Vec<String> {
    html.split("data-act=\"")
        .chain(html.split("data-submit=\"").skip(1))
        .skip(1)
        .map(|s| {
            s.split('"')
                .next()
                .unwrap()
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&")
        })
        .collect()
}

#[test]
fn points_are_typed_with_comma_or_point_up_to_hundredths() {
    assert_eq!(parse_points("45"), Some(Points(4500)));
    assert_eq!(parse_points(" 45,5 "), Some(Points(4550)));
    assert_eq!(parse_points("45.25"), Some(Points(4525)));
    assert_eq!(parse_points("0"), Some(Points(0)));
    for bad in ["", "-3", "4,555", "x", "4.5.1", "1e3"] {
        assert_eq!(parse_points(bad), None, "{bad}");
    }
}

#[test]
fn a_typed_result_is_put_in_the_order_the_tournament_wants() {
    let players = [PlayerId(4), PlayerId(7), PlayerId(1), PlayerId(9)];
    // Seat 0 eliminated first, seat 3 eliminated second, seat 2 made RisiKo! (its fixed
    // 100), seat 1 survived with 80.
    let f = form(&[
        ("pts-0", "0"),
        ("pts-1", "80"),
        ("pts-2", "100"),
        ("pts-3", "0"),
        ("elim-0", "1"),
        ("elim-3", "2"),
        ("risiko", "2"),
    ]);
    let g = result_from(&players, &f).unwrap();
    let order: Vec<u32> = g.entries.iter().map(|e| e.player.0).collect();
    assert_eq!(order, [1, 7, 9, 4]);
    assert!(g.entries[0].risiko);
    assert_eq!(g.entries[3].eliminated, Some(1));
    g.check(&players, TournamentRules::Torneo).unwrap();
    assert!(result_from(&players, &form(&[("pts-0", "x")])).is_err());
}

#[test]
fn creating_registering_seating_and_recording_through_acts() {
    let mut d = Desk::default();
    assert_eq!(act(&mut d, A::New), Effect::None);
    assert!(d.ui.creating);
    assert_eq!(create(&mut d, "italiana", "4", "2"), Effect::Save);
    for i in 0..8 {
        assert_eq!(
            add(
                &mut d,
                &format!("P{i}"),
                if i % 2 == 0 { "Roma" } else { "" }
            ),
            Effect::Save
        );
    }
    // A duplicate name is refused with a message and changes nothing.
    let before = d.tournament.clone();
    assert_eq!(add(&mut d, "p3", ""), Effect::None);
    assert_eq!(d.tournament, before);
    assert_eq!(d.ui.message.as_ref().map(|m| m.0), Some(false));

    assert_eq!(act(&mut d, A::Seat(SeatingMethod::Balanced)), Effect::Save);
    let t = d.tournament.as_ref().unwrap();
    assert_eq!(t.rounds.len(), 1);
    assert_eq!(t.rounds[0].tables.len(), 2);
    // Seating again before the results is refused.
    assert_eq!(act(&mut d, A::Seat(SeatingMethod::Random)), Effect::None);
    assert!(d.ui.message.as_ref().unwrap().1.contains("turno 1"));
    // A refusal reads as sentences: capital first letter, a full stop before the next.
    let m = &d.ui.message.as_ref().unwrap().1;
    assert!(m.starts_with(|c: char| c.is_uppercase()), "{m}");
    let (first, _) = m.split_once(" Nulla").unwrap_or((m, ""));
    assert!(first.ends_with('.'), "{m}");

    act(&mut d, A::Edit { round: 0, table: 0 });
    let html = render(&d, Lang::It);
    assert!(html.contains("data-testid=\"t-result-form\""));
    // A form's act is done on submit only: a click inside it finds no data-act.
    assert!(
        html.contains("<form class=\"tn-result no-print\" data-submit=\"t-record:0:0\""),
        "{html}"
    );
    assert_eq!(record_simple(&mut d, 0, 0), Effect::Save);
    assert_eq!(record_simple(&mut d, 0, 1), Effect::Save);
    let t = d.tournament.as_ref().unwrap();
    let top = t.standings()[0].clone();
    assert_eq!(top.total, Points::whole(40));

    // Withdrawal between rounds; a second round seats the 7 others (tables of 3 and 4).
    act(&mut d, A::Withdraw(0));
    assert_eq!(d.ui.withdrawing, Some(0));
    assert_eq!(
        act(
            &mut d,
            A::WithdrawConfirm {
                player: 0,
                from_game: false
            }
        ),
        Effect::Save
    );
    assert_eq!(act(&mut d, A::Seat(SeatingMethod::Random)), Effect::Save);
    let seated: usize = d.tournament.as_ref().unwrap().rounds[1]
        .tables
        .iter()
        .map(|t| t.players.len())
        .sum();
    assert_eq!(seated, 7);

    // A result that does not fit (a survivor below the next) changes nothing.
    let before = d.tournament.clone();
    let n = d.tournament.as_ref().unwrap().rounds[1].tables[0]
        .players
        .len();
    let mut fields: Vec<(String, String)> =
        (0..n).map(|i| (format!("pts-{i}"), "5".into())).collect();
    fields.push(("elim-0".into(), "2".into()));
    assert_eq!(
        update(
            &mut d,
            A::Record { round: 1, table: 0 },
            &Form(fields),
            1,
            Lang::En
        ),
        Effect::None
    );
    assert_eq!(d.tournament, before);
    assert!(d.ui.message.as_ref().unwrap().1.contains("Nothing changed"));
}

#[test]
fn exports_are_downloads_of_the_tournament_files() {
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "1");
    for i in 0..4 {
        add(&mut d, &format!("P{i}"), "");
    }
    let Effect::Download { name, mime, text } = act(&mut d, A::CsvStandings) else {
        panic!("no download");
    };
    assert_eq!(name, "coppa-test-classifica.csv");
    assert_eq!(mime, "text/csv");
    assert_eq!(
        text,
        export::standings_csv_in(d.tournament.as_ref().unwrap(), &csv_style(Lang::It))
    );
    let Effect::Download { name, text, .. } = act(&mut d, A::ExportFile) else {
        panic!("no download");
    };
    assert!(name.ends_with(".json"));
    assert_eq!(
        export::decode(&text).as_ref(),
        Ok(d.tournament.as_ref().unwrap())
    );
    assert_eq!(act(&mut d, A::Print), Effect::Print);
}

#[test]
fn a_new_tournament_is_asked_before_replacing_the_current_one() {
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "1");
    act(&mut d, A::New);
    assert!(d.ui.confirm_new && !d.ui.creating);
    assert!(render(&d, Lang::It).contains("t-confirm-new"));
    act(&mut d, A::Cancel);
    assert!(!d.ui.confirm_new && d.tournament.is_some());
    act(&mut d, A::New);
    act(&mut d, A::NewConfirm);
    assert!(d.ui.creating);
}

#[test]
fn knockout_runs_to_its_final_through_acts() {
    let mut d = Desk::default();
    create(&mut d, "knockout", "4", "");
    assert_eq!(
        d.tournament.as_ref().unwrap().settings.format,
        Format::Knockout
    );
    for i in 0..16 {
        add(&mut d, &format!("K{i}"), "");
    }
    assert!(render(&d, Lang::It).contains("t-plan"));
    let mut round = 0;
    while !d.tournament.as_ref().unwrap().is_over() {
        assert_eq!(act(&mut d, A::Seat(SeatingMethod::Random)), Effect::Save);
        let tables = d.tournament.as_ref().unwrap().rounds[round].tables.len();
        for tb in 0..tables {
            assert_eq!(record_simple(&mut d, round as u32, tb as u32), Effect::Save);
        }
        round += 1;
        assert!(round < 5);
    }
    assert_eq!(round, 2);
    let html = render(&d, Lang::En);
    assert!(html.contains("data-testid=\"t-champion\""));
    assert!(html.contains("Final"));
}

#[test]
fn every_act_in_the_markup_decodes_and_hostile_names_are_escaped() {
    let mut d = Desk::default();
    update(
        &mut d,
        A::Create,
        &form(&[
            ("name", HOSTILE),
            ("date", HOSTILE),
            ("rules", "okgiocacon_team"),
            ("format", "italiana"),
            ("size", "4"),
            ("rounds", "2"),
        ]),
        1,
        Lang::It,
    );
    for i in 0..5 {
        add(&mut d, &format!("{HOSTILE}{i}"), HOSTILE);
    }
    act(&mut d, A::Seat(SeatingMethod::Balanced));
    act(&mut d, A::Edit { round: 0, table: 0 });
    act(&mut d, A::Withdraw(1));
    d.ui.message = Some((false, HOSTILE.into()));
    for l in Lang::ALL {
        let html = page(&d, l);
        let acts = acts_in(&html);
        assert!(acts.len() > 10, "{}", acts.len());
        for a in &acts {
            // The desk's own acts, which the game's decoder does not read.
            assert!(A::decode(a).is_some(), "{a}");
            assert_eq!(Act::decode(a), None, "{a}");
        }
        assert!(!html.contains("<img"), "{html}");
        assert!(!html.contains("\"q\""));
        assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
        // The team standings are shown for a team championship.
        assert!(html.contains("t-team-standings"));
    }
    // The create form and the empty screen too.
    let mut empty = Desk::default();
    act(&mut empty, A::New);
    for a in acts_in(&page(&empty, Lang::En)) {
        assert!(A::decode(&a).is_some(), "{a}");
    }
}

#[test]
fn autosave_survives_a_full_storage_and_a_damaged_one_is_kept_aside() {
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "2");
    add(&mut d, "Anna", "");
    let t = d.tournament.clone().unwrap();
    let mut store = MemoryStore::new();
    save(&mut store, &t, Lang::It).unwrap();
    assert_eq!(load(&mut store, Lang::It).tournament, Some(t.clone()));

    let mut full = MemoryStore::new();
    full.quota = Some(10);
    let e = save(&mut full, &t, Lang::En).unwrap_err();
    assert!(e.contains("full"), "{e}");
    assert_eq!(full.get(STORAGE_KEY).unwrap(), None);

    let text = export::encode(&t);
    let damaged = &text[..text.len() / 2];
    store.set(STORAGE_KEY, damaged).unwrap();
    let d2 = load(&mut store, Lang::It);
    assert!(d2.tournament.is_none());
    assert!(d2
        .ui
        .message
        .as_ref()
        .is_some_and(|m| !m.0 && m.1.contains("file torneo")));
    assert_eq!(store.get(DAMAGED_KEY).unwrap().as_deref(), Some(damaged));
}

#[test]
fn a_damaged_import_changes_nothing_and_says_why() {
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "2");
    add(&mut d, "Anna", "");
    let before = d.clone().tournament;
    assert_eq!(
        import(&mut d, "{\"kind\": \"planisfero-tournament\"", Lang::It),
        Effect::None
    );
    assert_eq!(d.tournament, before);
    let m = d.ui.message.clone().unwrap();
    assert!(!m.0 && m.1.contains("Nulla è cambiato"), "{}", m.1);
    let text = export::encode(before.as_ref().unwrap());
    let mut other = Desk::default();
    assert_eq!(import(&mut other, &text, Lang::En), Effect::Save);
    assert_eq!(other.tournament, before);
}

#[test]
fn the_desk_page_links_home_and_switches_language() {
    let mut d = Desk::default();
    for (l, title, other) in [
        (Lang::It, ">Torneo<", "t-lang:en"),
        (Lang::En, ">Tournament<", "t-lang:it"),
    ] {
        let html = page(&d, l);
        assert!(
            html.contains("<a class=\"icon-button\" href=\"./\""),
            "{html}"
        );
        assert!(html.contains(title));
        assert!(html.contains(other));
        assert!(html.contains("data-screen=\"tournament\""));
    }
    assert_eq!(act(&mut d, A::Lang(Lang::En)), Effect::Lang(Lang::En));
    assert_eq!(
        d,
        Desk::default(),
        "the language is the page's, not the desk's"
    );
}

/// Table points typed for `player` in round `r` (whole points, 1..=32): distinct enough
/// that the standings are decided by the totals.
fn typed_points(player: PlayerId, r: usize) -> u32 {
    // 1..=32: a table of 5 adds up to at most 160, within the board's 164 (docs/RULES.md
    // §1); 37 is prime to 32, so the players of a table (ids below 32) never tie.
    1 + (player.0 * 37 + r as u32 * 11) % 32
}

/// Types every table of round `r` with [`typed_points`], checking after each table that
/// the standings hold every player's sum of typed points (`torneo`: table points are the
/// tournament points) and are ranked by it (all'italiana) or by the round reached
/// (knockout).
fn type_round_and_check(d: &mut Desk, r: usize, sums: &mut [u32]) {
    let knockout = d.tournament.as_ref().unwrap().settings.format == Format::Knockout;
    let tables = d.tournament.as_ref().unwrap().rounds[r].tables.clone();
    for (tb, table) in tables.iter().enumerate() {
        let fields: Vec<(String, String)> = table
            .players
            .iter()
            .enumerate()
            .map(|(i, &p)| (format!("pts-{i}"), typed_points(p, r).to_string()))
            .collect();
        let effect = update(
            d,
            A::Record {
                round: r as u32,
                table: tb as u32,
            },
            &Form(fields),
            1,
            Lang::It,
        );
        assert_eq!(
            effect,
            Effect::Save,
            "round {r} table {tb}: {:?}",
            d.ui.message
        );
        for &p in &table.players {
            sums[p.index()] += typed_points(p, r);
        }
        let t = d.tournament.as_ref().unwrap();
        let rows = t.standings();
        assert_eq!(rows.len(), sums.len());
        for (k, row) in rows.iter().enumerate() {
            assert_eq!(row.rank as usize, k + 1);
            assert_eq!(
                row.total,
                Points::whole(i64::from(sums[row.player.index()])),
                "round {r} table {tb}: {}",
                t.players[row.player.index()].name
            );
            if k > 0 && knockout {
                assert!(
                    rows[k - 1].reached >= row.reached,
                    "ranked by the round reached"
                );
            } else if k > 0 {
                assert!(rows[k - 1].total >= row.total, "ranked by total");
            }
        }
        // The screen shows the leader's total.
        let leader = &t.players[rows[0].player.index()].name;
        let html = page(d, Lang::It);
        assert!(html.contains(leader.as_str()));
    }
}

/// Issue 17, "Done when": a 3-round all'italiana of 13 players, through the desk's acts.
#[test]
fn thirteen_players_play_three_rounds_all_italiana_with_standings_at_every_table() {
    let mut d = Desk::default();
    assert_eq!(create(&mut d, "italiana", "4", "3"), Effect::Save);
    for i in 0..13 {
        assert_eq!(add(&mut d, &format!("Giocatore {i}"), ""), Effect::Save);
    }
    let mut sums = vec![0u32; 13];
    for r in 0..3 {
        assert_eq!(act(&mut d, A::Seat(SeatingMethod::Balanced)), Effect::Save);
        let t = d.tournament.as_ref().unwrap();
        // regolamento-tornei-ufficiali-2003.txt, "Composizione dei tavoli": 13 players
        // are two tables of 4 and one of 5, every player seated once.
        let mut sizes: Vec<usize> = t.rounds[r].tables.iter().map(|t| t.players.len()).collect();
        sizes.sort();
        assert_eq!(sizes, [4, 4, 5], "round {r}");
        let mut seated: Vec<u32> = t.rounds[r]
            .tables
            .iter()
            .flat_map(|t| t.players.iter().map(|p| p.0))
            .collect();
        seated.sort();
        assert_eq!(seated, (0..13).collect::<Vec<_>>());
        type_round_and_check(&mut d, r, &mut sums);
    }
    let t = d.tournament.as_ref().unwrap();
    assert!(t.is_over());
    // A fourth round is refused.
    assert_eq!(act(&mut d, A::Seat(SeatingMethod::Random)), Effect::None);
    // The standings survive the tournament file's round trip.
    let text = export::encode(d.tournament.as_ref().unwrap());
    let mut other = Desk::default();
    assert_eq!(import(&mut other, &text, Lang::It), Effect::Save);
    assert_eq!(
        other.tournament.as_ref().unwrap().standings(),
        d.tournament.as_ref().unwrap().standings()
    );
}

/// Issue 17, "Done when": a knockout of 20 players to its final, tables of 4 and of 5.
#[test]
fn twenty_players_play_a_knockout_to_its_final() {
    for size in ["4", "5"] {
        let mut d = Desk::default();
        assert_eq!(create(&mut d, "knockout", size, ""), Effect::Save);
        for i in 0..20 {
            assert_eq!(add(&mut d, &format!("K{i}"), ""), Effect::Save);
        }
        // The tables of each round before the final (one table).
        let plan = d.tournament.as_ref().unwrap().knockout_plan().unwrap();
        let tables_of = |r: usize| plan.get(r).copied().unwrap_or(1);
        let mut sums = vec![0u32; 20];
        let mut r = 0;
        let mut going_on: Vec<u32> = (0..20).collect();
        while !d.tournament.as_ref().unwrap().is_over() {
            assert_eq!(
                act(&mut d, A::Seat(SeatingMethod::Random)),
                Effect::Save,
                "{:?}",
                d.ui.message
            );
            let t = d.tournament.as_ref().unwrap();
            // Only the winners of the round before are seated, each once.
            let mut seated: Vec<u32> = t.rounds[r]
                .tables
                .iter()
                .flat_map(|t| t.players.iter().map(|p| p.0))
                .collect();
            seated.sort();
            assert_eq!(seated, going_on, "size {size} round {r}");
            assert_eq!(
                t.rounds[r].tables.len(),
                tables_of(r),
                "size {size} round {r}"
            );
            // Tables of the final's size or one more.
            for table in &t.rounds[r].tables {
                assert!((4..=5).contains(&table.players.len()));
            }
            type_round_and_check(&mut d, r, &mut sums);
            let t = d.tournament.as_ref().unwrap();
            // The table's winner is its highest typed score.
            going_on = t.rounds[r]
                .tables
                .iter()
                .map(|table| {
                    let best = table
                        .players
                        .iter()
                        .max_by_key(|&&p| typed_points(p, r))
                        .unwrap();
                    assert_eq!(t.table_winner(table), Some(*best));
                    best.0
                })
                .collect();
            going_on.sort();
            r += 1;
            assert!(r <= plan.len() + 1);
        }
        let t = d.tournament.as_ref().unwrap();
        assert_eq!(r, plan.len() + 1, "size {size}: {plan:?}");
        assert_eq!(t.rounds[r - 1].tables.len(), 1, "one final table");
        assert_eq!(going_on.len(), 1);
        assert_eq!(t.champion(), Some(PlayerId(going_on[0])));
        assert!(page(&d, Lang::It).contains("data-testid=\"t-champion\""));
    }
}

// ------------------------------------------------------------ issue 31

/// A desk with a tournament of `rules` (tables of 4, `rounds` rounds) and players A..,
/// its first round seated.
fn seated(rules: &str, players: usize, rounds: &str) -> Desk {
    let mut d = Desk::default();
    update(
        &mut d,
        A::Create,
        &form(&[
            ("name", "Serata"),
            ("rules", rules),
            ("format", "italiana"),
            ("size", "4"),
            ("rounds", rounds),
        ]),
        1,
        Lang::It,
    );
    for i in 0..players {
        add(&mut d, &format!("{}", (b'A' + i as u8) as char), "");
    }
    act(&mut d, A::Seat(SeatingMethod::Random));
    d
}

/// The act of the first `data-act` or `data-submit` starting with `prefix`.
fn find_act(html: &str, prefix: &str) -> A {
    let s = acts_in(html)
        .into_iter()
        .find(|a| a.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} in {html}"));
    A::decode(&s).unwrap()
}

// docs/RULINGS.md (a typed result); regolamento-tornei-ufficiali-2003.txt, "Situazioni di
// parità al termine della singola partita": "Se al termine di una partita si verifica una
// situazione di parità ... si ricorre al seguente metodo. 1. Si sommano anche i valori dei
// territori al di fuori dell'obiettivo ...". Equal table points are never decided by the
// seat order: the organiser orders the tied players and says which rule applied.
#[test]
fn a_tie_at_the_table_is_ordered_by_the_organiser_with_its_rule() {
    let players = [PlayerId(4), PlayerId(7), PlayerId(1), PlayerId(9)];
    let tied = [
        ("pts-0", "40"),
        ("pts-1", "50"),
        ("pts-2", "50"),
        ("pts-3", "10"),
    ];
    assert!(
        result_from(&players, &form(&tied)).is_err(),
        "a tie left to the seat order"
    );
    let mut fields = tied.to_vec();
    fields.extend([("tie-1", "2"), ("tie-2", "1"), ("tie_rule", "outside")]);
    let g = result_from(&players, &form(&fields)).unwrap();
    let order: Vec<u32> = g.entries.iter().map(|e| e.player.0).collect();
    assert_eq!(order, [1, 7, 4, 9]);
    // Without the rule that decided it, the tie is not settled either.
    let mut no_rule = tied.to_vec();
    no_rule.extend([("tie-1", "2"), ("tie-2", "1")]);
    assert!(result_from(&players, &form(&no_rule)).is_err());
    // Through the desk: the result is recorded and the rule shown with the table.
    let mut d = seated("club", 4, "1");
    let html = render(&d, Lang::It);
    act(&mut d, find_act(&html, "t-edit"));
    let html = render(&d, Lang::It);
    assert!(html.contains("name=\"tie-0\""), "a tie order per seat");
    assert!(html.contains("name=\"tie_rule\""));
    let rec = find_act(&html, "t-record");
    assert_eq!(
        update(&mut d, rec, &form(&fields), 1, Lang::It),
        Effect::Save
    );
    let html = render(&d, Lang::It);
    assert!(
        html.contains("fuori dall&#39;obiettivo") || html.contains("fuori dall'obiettivo"),
        "{html}"
    );
    let t = d.tournament.as_ref().unwrap();
    let first = t.rounds[0].tables[0].results[0].entries[0].player;
    assert_eq!(first, t.rounds[0].tables[0].players[2]);
}

// docs/RULINGS.md (withdrawals: "Any other penalty (club's -7 or point 4's -25) is given by
// hand"); club-qualificazioni.txt: "di infliggere una penalita di -7 punti" and point 4
// "in classifica generale subirebbe una penalità di -25 punti". The desk has a control for
// them and for a free penalty with a note, and shows the notes.
#[test]
fn penalties_are_given_on_screen_and_their_notes_shown() {
    let mut d = seated("club", 4, "2");
    let html = render(&d, Lang::It);
    assert!(html.contains("t-penalty-form"), "{html}");
    let pen = find_act(&html, "t-penalize");
    for (points, custom, note) in [
        ("7", "", ""),
        ("25", "", ""),
        ("other", "3,5", "in ritardo"),
    ] {
        let f = form(&[
            ("pen-player", "1"),
            ("pen-points", points),
            ("pen-custom", custom),
            ("pen-note", note),
        ]);
        assert_eq!(update(&mut d, pen.clone(), &f, 1, Lang::It), Effect::Save);
    }
    let t = d.tournament.as_ref().unwrap();
    let given: Vec<i64> = t.penalties.iter().map(|p| p.points.0).collect();
    assert_eq!(given, [700, 2500, 350]);
    assert!(t.penalties[0].note.contains("-7"), "{:?}", t.penalties[0]);
    let html = render(&d, Lang::It);
    assert!(html.contains("in ritardo"), "the note is shown");
    assert!(html.contains("t-penalties"), "{html}");
    // A free penalty without a number changes nothing and says why.
    let before = d.tournament.clone();
    let f = form(&[
        ("pen-player", "1"),
        ("pen-points", "other"),
        ("pen-custom", "x"),
    ]);
    assert_eq!(update(&mut d, pen, &f, 1, Lang::It), Effect::None);
    assert_eq!(d.tournament, before);
    assert!(!d.ui.message.clone().unwrap().0);
}

// docs/RULINGS.md (files); as "New tournament" asks before replacing the current one, an
// import over a tournament in progress asks too, and changes nothing until confirmed.
#[test]
fn an_import_asks_before_replacing_the_current_tournament() {
    let mut d = seated("torneo", 4, "2");
    let current = d.tournament.clone();
    let mut other = Desk::default();
    create(&mut other, "italiana", "4", "3");
    add(&mut other, "Zeno", "");
    let text = export::encode(other.tournament.as_ref().unwrap());
    assert_eq!(import(&mut d, &text, Lang::It), Effect::None);
    assert_eq!(d.tournament, current, "nothing replaced yet");
    let html = render(&d, Lang::It);
    assert!(html.contains("t-confirm-import"), "{html}");
    act(&mut d, A::Cancel);
    assert_eq!(d.tournament, current);
    assert!(!render(&d, Lang::It).contains("t-confirm-import"));
    import(&mut d, &text, Lang::It);
    let yes = find_act(&render(&d, Lang::It), "t-import-confirm");
    assert_eq!(act(&mut d, yes), Effect::Save);
    assert_eq!(d.tournament, other.tournament);
    // With no tournament in progress, nothing to ask.
    let mut empty = Desk::default();
    assert_eq!(import(&mut empty, &text, Lang::It), Effect::Save);
}

// docs/RULES.md §4; club-qualificazioni.txt points 14-15: "Chi riuscirà a fare RISIKO!
// totalizzerà 200 punti tavolo"; she stops playing and may be eliminated afterwards, and
// stays first of her table. The desk takes such a table and ranks her first.
#[test]
fn the_desk_takes_a_club_risiko_player_eliminated_afterwards_as_first() {
    let mut d = seated("club", 4, "1");
    let html = render(&d, Lang::It);
    act(&mut d, find_act(&html, "t-edit"));
    let rec = find_act(&render(&d, Lang::It), "t-record");
    let f = form(&[
        ("pts-0", "80"),
        ("pts-1", "200"),
        ("elim-1", "2"),
        ("risiko", "1"),
        ("pts-2", "50"),
        ("pts-3", "0"),
        ("elim-3", "1"),
    ]);
    assert_eq!(
        update(&mut d, rec, &f, 1, Lang::It),
        Effect::Save,
        "{:?}",
        d.ui.message
    );
    let t = d.tournament.as_ref().unwrap();
    let her = t.rounds[0].tables[0].players[1];
    assert_eq!(t.standings()[0].player, her);
    assert_eq!(t.standings()[0].total, Points::whole(43));
}

// docs/RULES.md §6 and docs/RULINGS.md (points in hundredths): okgiocacon's "200 +
// differenza in centesimi" makes the hundredths a margin, so 200.10 is written with two
// decimals; a format older than any written is not "a newer version".
#[test]
fn hundredths_show_two_decimals_and_an_old_format_is_not_called_newer() {
    use planisfero::present::tournament::{file_error_text, points};
    assert_eq!(points(Points(20010), Lang::It), "200,10");
    assert_eq!(points(Points(20010), Lang::En), "200.10");
    assert_eq!(points(Points(20006), Lang::It), "200,06");
    assert_eq!(points(Points(9400), Lang::It), "94");
    for l in [Lang::It, Lang::En] {
        let zero = file_error_text(&export::FileError::UnknownFormat(0), l);
        assert!(!zero.contains("nuova") && !zero.contains("newer"), "{zero}");
        let newer = file_error_text(&export::FileError::UnknownFormat(99), l);
        assert!(
            newer.contains("nuova") || newer.contains("newer"),
            "{newer}"
        );
    }
}

// docs/RULINGS.md (corrections): on the desk a recorded game opens its form filled in and
// is corrected after the next round is seated; the message says the standings were
// recomputed. A round without results is undone; players are swapped by two taps and
// moved with "Sposta qui"; renamed, reinstated and removed.
#[test]
fn corrections_through_the_desk() {
    let mut d = seated("torneo", 9, "3");
    let html = render(&d, Lang::It);
    assert!(html.contains("t-undo-round"), "an open round can be undone");
    // Two taps swap players of different tables.
    let t = d.tournament.clone().unwrap();
    let a = t.rounds[0].tables[0].players[0];
    let b = t.rounds[0].tables[1].players[0];
    act(&mut d, A::Pick(a.0));
    assert!(render(&d, Lang::It).contains("aria-pressed=\"true\""));
    assert_eq!(act(&mut d, A::Pick(b.0)), Effect::Save);
    let t = d.tournament.clone().unwrap();
    assert!(t.rounds[0].tables[1].players.contains(&a));
    // A tap and "Sposta qui": the table of 5 gives one to the table of 4.
    let c = t.rounds[0].tables[1].players[1];
    act(&mut d, A::Pick(c.0));
    let mv = find_act(&render(&d, Lang::It), "t-move");
    assert_eq!(act(&mut d, mv), Effect::Save);
    assert_eq!(
        d.tournament.as_ref().unwrap().rounds[0].tables[0]
            .players
            .len(),
        5
    );
    // Undo, seat again, record both tables, seat round 2.
    assert_eq!(act(&mut d, A::UndoRound), Effect::Save);
    assert!(d.tournament.as_ref().unwrap().rounds.is_empty());
    act(&mut d, A::Seat(SeatingMethod::Random));
    record_simple(&mut d, 0, 0);
    record_simple(&mut d, 0, 1);
    act(&mut d, A::Seat(SeatingMethod::Random));
    assert!(!render(&d, Lang::It).contains("t-clear"));
    // Correct table 1 of round 1: the form comes filled in.
    let html = render(&d, Lang::It);
    let fix = find_act(&html, "t-correct:0:0:0");
    act(&mut d, fix);
    let html = render(&d, Lang::It);
    assert!(
        html.contains(
            "name=\"pts-3\" data-testid=\"t-pts-3\" aria-label=\"Punti tavolo\" value=\"40\""
        ),
        "{html}"
    );
    let before = d.tournament.as_ref().unwrap().standings();
    let rec = find_act(&html, "t-record:0:0");
    let f = form(&[
        ("pts-0", "70"),
        ("pts-1", "20"),
        ("pts-2", "30"),
        ("pts-3", "40"),
    ]);
    assert_eq!(
        update(&mut d, rec, &f, 1, Lang::It),
        Effect::Save,
        "{:?}",
        d.ui.message
    );
    let m = d.ui.message.clone().unwrap();
    assert!(m.0 && m.1.contains("ricalcolata"), "{}", m.1);
    assert_ne!(d.tournament.as_ref().unwrap().standings(), before);
    // Rename, withdraw and reinstate, remove a registration never used.
    act(&mut d, A::Rename(0));
    let save = find_act(&render(&d, Lang::It), "t-rename-save");
    update(&mut d, save, &form(&[("name", "Alessandra")]), 1, Lang::It);
    assert_eq!(d.tournament.as_ref().unwrap().players[0].name, "Alessandra");
    act(
        &mut d,
        A::WithdrawConfirm {
            player: 1,
            from_game: false,
        },
    );
    assert!(render(&d, Lang::It).contains("t-reinstate:1"));
    act(&mut d, A::Reinstate(1));
    assert!(d.tournament.as_ref().unwrap().players[1]
        .withdrawn_after
        .is_none());
    add(&mut d, "Per errore", "");
    let html = render(&d, Lang::It);
    assert!(html.contains("t-remove:9") && !html.contains("t-remove:0"));
    act(&mut d, A::Remove(9));
    assert_eq!(d.tournament.as_ref().unwrap().players.len(), 9);
}

// docs/RULINGS.md (the room): one score slip per table with the seat order and boxes for
// the table points; printing shows them first.
#[test]
fn score_slips_one_per_table_in_seat_order() {
    let mut d = seated("torneo", 9, "2");
    let slips = find_act(&render(&d, Lang::It), "t-slips:0");
    assert_eq!(act(&mut d, slips), Effect::Print);
    let html = render(&d, Lang::It);
    assert_eq!(html.matches("class=\"tn-slip\"").count(), 2, "{html}");
    let t = d.tournament.as_ref().unwrap();
    let first = &t.players[t.rounds[0].tables[0].players[0].index()].name;
    let second = &t.players[t.rounds[0].tables[0].players[1].index()].name;
    let sheet = &html[html.find("t-slips-sheet").unwrap()..];
    let a = sheet.find(&format!(">{first}<")).unwrap();
    let b = sheet.find(&format!(">{second}<")).unwrap();
    assert!(a < b, "seat order");
    assert!(sheet.contains("tn-box"));
    act(&mut d, A::Cancel);
    assert!(!render(&d, Lang::It).contains("t-slips-sheet"));
}

// docs/RULINGS.md (the room): the public screen lists where each player sits, in
// alphabetical order, and the standings; no controls.
#[test]
fn the_public_screen_says_where_to_sit_alphabetically() {
    use planisfero::present::tournament::public_page;
    let d = seated("torneo", 8, "2");
    let html = public_page(d.tournament.as_ref(), Lang::It, 0);
    assert!(!html.contains("data-act"), "no controls");
    let names: Vec<&str> = ["A", "B", "C", "D", "E", "F", "G", "H"].to_vec();
    let at: Vec<usize> = names
        .iter()
        .map(|n| html.find(&format!("tn-pname\">{n}</span>")).unwrap())
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "alphabetical");
    assert!(html.contains("Tavolo 1 · posto 1"));
    assert!(html.contains("t-public-standings"));
    assert!(public_page(None, Lang::En, 0).contains("No tournament"));
}

// docs/RULINGS.md (the room): registrations from a CSV file (name, club), all or
// nothing.
#[test]
fn registrations_are_imported_from_csv_all_or_nothing() {
    use planisfero::present::tournament::import_players;
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "3");
    let csv = "nome;club\r\nAnna;Roma\r\n\"Bruno, detto \"\"il Rosso\"\"\";\r\nCarla;Milano\r\n";
    assert_eq!(
        import_players(&mut d, csv.as_bytes(), Lang::It),
        Effect::Save
    );
    let t = d.tournament.as_ref().unwrap();
    assert_eq!(t.players.len(), 3);
    assert_eq!(t.players[1].name, "Bruno, detto \"il Rosso\"");
    assert_eq!(t.players[2].club.as_deref(), Some("Milano"));
    let before = d.tournament.clone();
    assert_eq!(
        import_players(&mut d, b"Dario,Roma\nanna,Roma\n", Lang::It),
        Effect::None
    );
    assert_eq!(
        d.tournament, before,
        "a duplicate on line 2: nothing registered"
    );
    assert!(d.ui.message.clone().unwrap().1.contains("Riga 2"));
}

/// Plays every table of the last round with `record_simple` (the last seat wins).
fn play_round(d: &mut Desk) {
    let r = d.tournament.as_ref().unwrap().rounds.len() - 1;
    let tables = d.tournament.as_ref().unwrap().rounds[r].tables.len();
    for tb in 0..tables {
        assert_eq!(record_simple(d, r as u32, tb as u32), Effect::Save);
    }
}

// Issue 31, the season: a tournament enters the season when it ends (and again, updated,
// after a correction); the season's card ranks it, its CSV and file download, a damaged
// season file changes nothing, an import over a season asks first; season and tournament
// are stored under their own keys and load back.
#[test]
fn a_tournament_enters_the_season_when_it_ends_and_the_season_is_kept() {
    use planisfero::present::tournament::{import_season, save_season, SEASON_KEY};
    use planisfero::tournament::season;
    let mut d = seated("club", 8, "1");
    assert!(d.season.tournaments.is_empty());
    play_round(&mut d);
    assert!(d.tournament.as_ref().unwrap().is_over());
    assert_eq!(d.season.tournaments.len(), 1, "added when it ended");
    assert!(d.ui.message.as_ref().unwrap().1.contains("stagione"));
    let totals: Vec<Points> = d
        .tournament
        .as_ref()
        .unwrap()
        .standings()
        .iter()
        .map(|r| r.total)
        .collect();
    let ranked: Vec<Points> = d.season.standings().iter().map(|r| r.total).collect();
    assert_eq!(
        ranked, totals,
        "a club tournament's totals are its ranking points"
    );
    // A correction after the end refreshes the season's entry.
    let before = d.season.clone();
    let html = page(&d, Lang::It);
    let correct = find_act(&html, "t-correct:0:0:0");
    act(&mut d, correct);
    let n = d.tournament.as_ref().unwrap().rounds[0].tables[0]
        .players
        .len();
    let fields: Vec<(String, String)> = (0..n)
        .map(|i| (format!("pts-{i}"), format!("{}", 100 - 10 * i)))
        .collect();
    assert_eq!(
        update(
            &mut d,
            A::Record { round: 0, table: 0 },
            &Form(fields),
            1,
            Lang::It
        ),
        Effect::Save
    );
    assert_eq!(d.season.tournaments.len(), 1);
    assert_ne!(d.season, before, "updated by the correction");
    // The card: closed until asked; then settings, ranking, tournaments, files.
    assert!(!page(&d, Lang::It).contains("t-season-card"));
    assert_eq!(act(&mut d, A::Season), Effect::None);
    let html = page(&d, Lang::En);
    for id in [
        "t-season-card",
        "t-season-standings",
        "t-season-csv",
        "t-season-export",
        "t-season-import",
        "t-season-form",
    ] {
        assert!(html.contains(&format!("data-testid=\"{id}\"")), "{id}");
    }
    assert_eq!(
        update(
            &mut d,
            A::SeasonSave,
            &form(&[("season-name", "Stagione 2026"), ("season-best", "5")]),
            1,
            Lang::It
        ),
        Effect::Save
    );
    assert_eq!(
        (d.season.name.as_str(), d.season.best),
        ("Stagione 2026", 5)
    );
    let kept = d.season.clone();
    assert_eq!(
        update(
            &mut d,
            A::SeasonSave,
            &form(&[("season-name", "x"), ("season-best", "tre")]),
            1,
            Lang::It
        ),
        Effect::None
    );
    assert_eq!(d.season, kept, "a bad number changes nothing");
    let Effect::Download { name, text, .. } = act(&mut d, A::SeasonCsv) else {
        panic!("a download");
    };
    assert!(name.ends_with(".csv"));
    assert_eq!(text.lines().count(), 9, "header and 8 players");
    let Effect::Download { text: file, .. } = act(&mut d, A::SeasonExport) else {
        panic!("a download");
    };
    assert_eq!(season::decode(&file).unwrap(), d.season);
    // A damaged season file changes nothing and says why.
    assert_eq!(
        import_season(&mut d, &file[..file.len() / 2], Lang::It),
        Effect::None
    );
    assert_eq!(d.season, kept);
    let m = d.ui.message.clone().unwrap();
    assert!(!m.0 && m.1.contains("stagione"), "{}", m.1);
    assert_eq!(
        import_season(&mut d, "{\"kind\":\"planisfero-tournament\"}", Lang::En),
        Effect::None
    );
    assert!(d
        .ui
        .message
        .as_ref()
        .unwrap()
        .1
        .contains("not a Planisfero season"));
    // Over a season with tournaments, an import asks first.
    let mut other = kept.clone();
    other.name = "Altra".into();
    assert_eq!(
        import_season(&mut d, &season::encode(&other), Lang::It),
        Effect::None
    );
    assert!(page(&d, Lang::It).contains("t-season-confirm-import"));
    assert_eq!(d.season, kept);
    assert_eq!(act(&mut d, A::SeasonImportConfirm), Effect::Save);
    assert_eq!(d.season, other);
    // Stored under its own key; read back with the tournament.
    let mut store = MemoryStore::new();
    save(&mut store, d.tournament.as_ref().unwrap(), Lang::It).unwrap();
    save_season(&mut store, &d.season, Lang::It).unwrap();
    assert_eq!(
        season::decode(&store.get(SEASON_KEY).unwrap().unwrap()).unwrap(),
        other
    );
    let back = load(&mut store, Lang::It);
    assert_eq!(back.season, d.season);
    assert_eq!(back.tournament, d.tournament);
    // Removing a tournament is asked first (issue 46: one tap took it out, under the
    // label of a registration), then said; a new season (asked first) empties it.
    let html = page(&d, Lang::It);
    assert!(html.contains(">Togli dalla stagione<"), "{html}");
    assert!(!html.contains("t-season-confirm-remove"));
    assert_eq!(act(&mut d, A::SeasonRemove(0)), Effect::None);
    assert_eq!(d.season.tournaments.len(), 1, "only asked");
    let html = page(&d, Lang::It);
    assert!(html.contains("t-season-confirm-remove"), "{html}");
    assert!(html.contains("Togliere questo torneo dalla stagione?"));
    act(&mut d, A::Cancel);
    assert_eq!(d.season.tournaments.len(), 1);
    assert!(!page(&d, Lang::It).contains("t-season-confirm-remove"));
    act(&mut d, A::SeasonRemove(0));
    assert_eq!(act(&mut d, A::SeasonRemoveConfirm(0)), Effect::Save);
    assert!(d.season.tournaments.is_empty());
    assert_eq!(
        d.ui.message,
        Some((true, "Torneo tolto dalla stagione.".to_owned()))
    );
    act(&mut d, A::SeasonClear);
    assert!(page(&d, Lang::It).contains("t-season-confirm-clear"));
    assert_eq!(act(&mut d, A::SeasonClearConfirm), Effect::Save);
    assert_eq!(d.season, season::Season::default());
    save_season(&mut store, &d.season, Lang::It).unwrap();
    assert_eq!(store.get(SEASON_KEY).unwrap(), None);
    // A damaged stored season is kept aside, the tournament still loads.
    store.set(SEASON_KEY, "{\"kind\":").unwrap();
    let back = load(&mut store, Lang::It);
    assert!(back.tournament.is_some());
    assert_eq!(back.season, season::Season::default());
    assert!(store
        .get(planisfero::present::tournament::SEASON_DAMAGED_KEY)
        .unwrap()
        .is_some());
}

// Issue 31, seen on the desk: the next round's card names the round by its number
// ("Prossimo turno: Turno 2", not a bare "Turno"), and a correction of one table reads
// in the singular ("l'ultimo tavolo da 5", not "gli ultimi 1 tavoli da 5").
#[test]
fn the_next_round_is_numbered_and_one_corrected_table_is_singular() {
    use planisfero::present::tournament::correction_text;
    use planisfero::tournament::seating::Correction;
    let mut d = seated("club", 13, "3");
    play_round(&mut d);
    let html = page(&d, Lang::It);
    assert!(html.contains("Prossimo turno: Turno 2<"));
    assert!(html.contains("correzione: l&#39;ultimo tavolo da 5"));
    assert!(page(&d, Lang::En).contains("Next round: Round 2<"));
    for (c, it, en) in [
        (
            Correction::LastTablesOfFive(1),
            "correzione: l'ultimo tavolo da 5",
            "correction: the last table of 5",
        ),
        (
            Correction::FirstTablesOfFour(1),
            "correzione: il primo tavolo da 4",
            "correction: the first table of 4",
        ),
        (
            Correction::TablesOfThree(1),
            "correzione: il primo tavolo da 3",
            "correction: the first table of 3",
        ),
        (
            Correction::LastTablesOfFive(2),
            "correzione: gli ultimi 2 tavoli da 5",
            "correction: the last 2 tables of 5",
        ),
    ] {
        assert_eq!(correction_text(c, Lang::It), it);
        assert_eq!(correction_text(c, Lang::En), en);
    }
}

// Issue 31, the season: a tournament keeps one season entry whatever is corrected. Its
// results cleared, round 1 undone and seated again from another seed, played to the end
// again: the entry is replaced, not added a second time; the file keeps the identity.
#[test]
fn a_tournament_undone_and_seated_again_keeps_one_season_entry() {
    let r0 = |d: &Desk| {
        d.tournament.as_ref().unwrap().rounds[0].tables[0]
            .players
            .clone()
    };
    let mut d = seated("club", 8, "1");
    let seats = r0(&d);
    play_round(&mut d);
    assert_eq!(d.season.tournaments.len(), 1, "added when it ended");
    let first = d.season.clone();
    for tb in 0..2 {
        assert_eq!(
            act(
                &mut d,
                A::Clear {
                    round: 0,
                    table: tb
                }
            ),
            Effect::Save
        );
    }
    assert_eq!(act(&mut d, A::UndoRound), Effect::Save);
    assert!(d.tournament.as_ref().unwrap().rounds.is_empty());
    assert_eq!(d.season, first, "kept until the tournament ends again");
    let reseat = update(
        &mut d,
        A::Seat(SeatingMethod::Random),
        &Form::default(),
        99,
        Lang::It,
    );
    assert_eq!(reseat, Effect::Save);
    assert_ne!(r0(&d), seats, "seated differently from the first time");
    play_round(&mut d);
    assert!(d.tournament.as_ref().unwrap().is_over());
    assert_eq!(d.season.tournaments.len(), 1, "replaced, not added twice");
    assert_ne!(d.season, first, "the new results");
    // The identity travels with the file: an export imported elsewhere replaces too.
    let file = export::encode(d.tournament.as_ref().unwrap());
    let back = export::decode(&file).unwrap();
    assert_eq!(&back, d.tournament.as_ref().unwrap());
    assert!(d.season.position(&back).is_some());
}

// Issue 31: the organiser adds a tournament not yet over by hand; one without games is
// refused with a message.
#[test]
fn the_organiser_adds_a_tournament_to_the_season_by_hand() {
    let mut d = seated("torneo", 8, "3");
    assert_eq!(act(&mut d, A::SeasonAdd), Effect::None, "no game yet");
    assert!(!d.ui.message.as_ref().unwrap().0);
    play_round(&mut d);
    assert!(d.season.tournaments.is_empty(), "not over");
    assert_eq!(act(&mut d, A::SeasonAdd), Effect::Save);
    assert_eq!(d.season.tournaments.len(), 1);
    assert_eq!(act(&mut d, A::SeasonAdd), Effect::Save, "again: updated");
    assert_eq!(d.season.tournaments.len(), 1);
}

// Issue 31: after the final, the desk and the public screen show the final standings,
// the final's order first; the rounds' standings are then headed as the qualification's
// (two tables both called "standings" side by side on the projector confused).
#[test]
fn the_final_standings_show_on_the_desk_and_the_public_screen() {
    use planisfero::present::tournament::public_page;
    let mut d = Desk::default();
    update(
        &mut d,
        A::Create,
        &form(&[
            ("name", "Serata"),
            ("rules", "club"),
            ("format", "italiana"),
            ("size", "4"),
            ("rounds", "1"),
            ("direct", "0"),
            ("semis", "8"),
            ("repechage", "1"),
        ]),
        1,
        Lang::It,
    );
    for i in 0..9 {
        add(&mut d, &format!("G{i}"), "");
    }
    for _ in 0..3 {
        assert!(!page(&d, Lang::It).contains("t-final-standings"));
        let public = public_page(d.tournament.as_ref(), Lang::It, 0);
        assert!(public.contains(">Classifica<"));
        assert!(!public.contains("qualificazioni"));
        act(&mut d, A::Seat(SeatingMethod::Random));
        play_round(&mut d);
    }
    for html in [
        page(&d, Lang::It),
        public_page(d.tournament.as_ref(), Lang::It, 0),
    ] {
        assert!(html.contains(">Classifica delle qualificazioni<"));
        assert!(!html.contains(">Classifica<"));
    }
    let t = d.tournament.as_ref().unwrap();
    let rows = t.final_standings().expect("the final is played");
    let fin = &t.rounds.last().unwrap().tables[0];
    // record_simple: the last seat scores most.
    let want: Vec<u32> = fin.players.iter().rev().map(|p| p.0).collect();
    let got: Vec<u32> = rows
        .iter()
        .take(fin.players.len())
        .map(|r| r.player.0)
        .collect();
    assert_eq!(got, want);
    for html in [
        page(&d, Lang::En),
        public_page(d.tournament.as_ref(), Lang::En, 0),
    ] {
        assert!(html.contains("Final standings"));
        let table = html
            .split("data-testid=\"t-final-standings\"")
            .nth(1)
            .unwrap();
        let order: Vec<u32> = table
            .split("data-player=\"")
            .skip(1)
            .map(|s| s.split('"').next().unwrap().parse().unwrap())
            .collect();
        let all: Vec<u32> = rows.iter().map(|r| r.player.0).collect();
        assert_eq!(order[..all.len()], all[..]);
    }
    assert!(!public_page(d.tournament.as_ref(), Lang::En, 0).contains("t-where"));
}

// docs/RULES.md §3 (issue 46): an impossible result typed at the desk is refused with the
// limit it passes, in the desk's language, and the form stays open with what was typed,
// to be mended rather than typed again. The file import refuses it the same way
// (tests/tournament_rules.rs).
#[test]
fn an_impossible_result_says_its_limit_and_keeps_what_was_typed() {
    let mut d = seated("torneo", 8, "2");
    let before = d.tournament.clone();
    act(&mut d, A::Edit { round: 0, table: 0 });
    let rec = find_act(&render(&d, Lang::It), "t-record:0:0");
    let typed = form(&[
        ("pts-0", "450"),
        ("pts-1", "90"),
        ("pts-2", "85"),
        ("pts-3", "30"),
        ("elim-3", ""),
        ("tie_rule", "dice"),
    ]);
    assert_eq!(
        update(&mut d, rec.clone(), &typed, 1, Lang::It),
        Effect::None
    );
    assert_eq!(d.tournament, before, "nothing recorded");
    let (good, text) = d.ui.message.clone().unwrap();
    assert!(!good);
    assert!(text.contains("al massimo 84 punti tavolo"), "{text}");
    let html = render(&d, Lang::It);
    for (i, v) in ["450", "90", "85", "30"].iter().enumerate() {
        let field = format!(
            "name=\"pts-{i}\" data-testid=\"t-pts-{i}\" aria-label=\"Punti tavolo\" value=\"{v}\""
        );
        assert!(html.contains(&field), "seat {i} keeps {v}: {html}");
    }
    assert!(html.contains("<option value=\"dice\" selected"), "{html}");
    // In English, the same limit; 38,50 says whole numbers; a 101 beside RisiKo! says so.
    update(&mut d, rec.clone(), &typed, 1, Lang::En);
    let text = d.ui.message.clone().unwrap().1;
    assert!(text.contains("at most 84 table points"), "{text}");
    let decimal = form(&[
        ("pts-0", "38,50"),
        ("pts-1", "30"),
        ("pts-2", "20"),
        ("pts-3", "10"),
    ]);
    update(&mut d, rec.clone(), &decimal, 1, Lang::It);
    let text = d.ui.message.clone().unwrap().1;
    assert!(text.contains("numeri interi"), "{text}");
    assert!(render(&d, Lang::It).contains("value=\"38,50\""));
    let above = form(&[
        ("pts-0", "101"),
        ("pts-1", "100"),
        ("pts-2", "20"),
        ("pts-3", "10"),
        ("risiko", "1"),
    ]);
    update(&mut d, rec.clone(), &above, 1, Lang::It);
    let text = d.ui.message.clone().unwrap().1;
    assert!(
        text.contains("più punti tavolo di chi ha fatto RisiKo!"),
        "{text}"
    );
    assert!(
        render(&d, Lang::It).contains("data-testid=\"t-risiko-1\" aria-label=\"RisiKo!\" checked")
    );
    // Cancelled and opened again, the form is empty; a possible result is recorded.
    act(&mut d, A::Cancel);
    act(&mut d, A::Edit { round: 0, table: 0 });
    assert!(!render(&d, Lang::It).contains("value=\"101\""));
    let fine = form(&[
        ("pts-0", "45"),
        ("pts-1", "40"),
        ("pts-2", "35"),
        ("pts-3", "30"),
    ]);
    assert_eq!(update(&mut d, rec, &fine, 1, Lang::It), Effect::Save);
    assert!(d.ui.typed.is_none());
}

// docs/RULINGS.md (the season, families): the season's card shows one ranking per
// family, titled, each with its own tournaments' columns, numbered as in the list.
#[test]
fn the_season_card_shows_testa_a_testa_apart() {
    use planisfero::tournament::season::{Family, Season, SeasonResult, SeasonTournament};
    let entry = |key: &str, family: Family, who: &[(&str, i64)]| SeasonTournament {
        key: key.into(),
        name: key.into(),
        date: String::new(),
        results: who
            .iter()
            .map(|&(n, p)| SeasonResult {
                name: n.into(),
                club: None,
                points: Points::whole(p),
            })
            .collect(),
        family,
    };
    let mut d = Desk {
        season: Season {
            name: String::new(),
            best: 0,
            tournaments: vec![
                entry("Serata", Family::Table, &[("Marino", 35), ("Bruno", 11)]),
                entry("Testa", Family::Testa, &[("Ferri", 27), ("Galli", 15)]),
            ],
        },
        ..Desk::default()
    };
    d.ui.season_open = true;
    let html = render(&d, Lang::It);
    let table = html.find("data-testid=\"t-season-standings\"").unwrap();
    let testa = html
        .find("data-testid=\"t-season-standings-testa\"")
        .unwrap();
    assert!(table < testa);
    assert!(
        html.contains("Testa a testa (11 + punti partita)"),
        "{html}"
    );
    let first = &html[table..testa];
    assert!(
        first.contains("Marino") && !first.contains("Ferri"),
        "{first}"
    );
    let second = &html[testa..];
    let second = &second[..second.find("</table>").unwrap()];
    assert!(second.contains("Ferri") && !second.contains("Marino"));
    assert!(
        second.contains("<th class=\"tn-numcell\">2</th>"),
        "{second}"
    );
    assert!(
        !second.contains("<th class=\"tn-numcell\">1</th>"),
        "{second}"
    );
}

// Issue 46 (docs/RULINGS.md, the room): a registration file as Italian Excel writes it,
// Windows-1252 with a "Cognome;Nome;Club" header, reads right: the accents, the columns
// by name (the surname kept apart, issue 46 item 7), a typographic apostrophe or a double space is the
// same person; an unbalanced quote is refused with its line, nothing registered.
#[test]
fn registrations_from_italian_excel_read_right() {
    use planisfero::present::tournament::{decode_text, import_players};
    // "Nicolò" and "Società" in Windows-1252: ò is 0xF2, à 0xE0; ’ is 0x92.
    let excel: &[u8] =
        b"Cognome;Nome;Club\r\nBianchi;Nicol\xf2;Societ\xe0 Nord\r\nD\x92Angelo;Ugo;\r\n";
    assert_eq!(
        decode_text(excel),
        "Cognome;Nome;Club\r\nBianchi;Nicolò;Società Nord\r\nD\u{2019}Angelo;Ugo;\r\n"
    );
    // UTF-8, with or without its byte order mark, is read as it is.
    assert_eq!(decode_text("\u{feff}Niccolò".as_bytes()), "Niccolò");
    assert_eq!(decode_text("Niccolò".as_bytes()), "Niccolò");
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "3");
    assert_eq!(import_players(&mut d, excel, Lang::It), Effect::Save);
    let t = d.tournament.as_ref().unwrap();
    let names: Vec<(&str, Option<&str>, Option<&str>, String)> = t
        .players
        .iter()
        .map(|p| {
            (
                p.name.as_str(),
                p.surname.as_deref(),
                p.club.as_deref(),
                p.full_name(),
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            (
                "Nicolò",
                Some("Bianchi"),
                Some("Società Nord"),
                "Bianchi Nicolò".to_owned()
            ),
            (
                "Ugo",
                Some("D\u{2019}Angelo"),
                None,
                "D\u{2019}Angelo Ugo".to_owned()
            )
        ]
    );
    // The same people typed with a plain apostrophe, a modifier apostrophe, two spaces.
    let before = d.tournament.clone();
    for again in [
        "Nome,Cognome\nUgo,D'Angelo\n",
        "d\u{2bc}angelo ugo\n",
        "Bianchi   Nicolò\n",
    ] {
        assert_eq!(
            import_players(&mut d, again.as_bytes(), Lang::It),
            Effect::None,
            "{again}"
        );
        assert_eq!(d.tournament, before, "{again}");
        let m = d.ui.message.clone().unwrap().1;
        assert!(m.contains("già") || m.contains("Riga"), "{m}");
    }
    // An unbalanced quote on line 3: refused, named, nothing registered.
    let broken = "Nome;Club\nAnna;Roma\n\"Bruno;Milano\nCarla;Roma\n";
    assert_eq!(
        import_players(&mut d, broken.as_bytes(), Lang::It),
        Effect::None
    );
    assert_eq!(d.tournament, before);
    let m = d.ui.message.clone().unwrap().1;
    assert!(
        m.starts_with("Riga 3: Le virgolette aperte non sono chiuse."),
        "{m}"
    );
    import_players(&mut d, broken.as_bytes(), Lang::En);
    let m = d.ui.message.clone().unwrap().1;
    assert!(
        m.starts_with("Line 3: A quote is opened and never closed."),
        "{m}"
    );
    // A registration typed at the desk is compared the same way.
    assert_eq!(add(&mut d, "D'Angelo  Ugo", ""), Effect::None);
    assert_eq!(d.tournament, before);
}

/// Niccolò, Bruno, Conti and De Luca at one table, 3 rounds with 1 discard:
/// R1 60/20/10/0, R2 50/80/20/10, R3 30/5/40/35.
fn night_by_hand(rules: TournamentRules) -> planisfero::tournament::Tournament {
    use planisfero::tournament::{Entry, GameResult, Settings, Tournament};
    let mut t = Tournament::new(Settings {
        name: "Serata".into(),
        date: String::new(),
        rules,
        format: Format::Italiana,
        table_size: 4,
        rounds: 3,
        games_per_table: 1,
        discards: 1,
        finals: planisfero::tournament::Finals::NONE,
        clubs_apart: false,
    })
    .unwrap();
    for n in ["Niccolò", "Bruno", "Conti", "De Luca"] {
        t.register(n, None).unwrap();
    }
    for (r, pts) in [[60, 20, 10, 0], [50, 80, 20, 10], [30, 5, 40, 35]]
        .iter()
        .enumerate()
    {
        t.seat_next_round(SeatingMethod::Random, r as u64 + 1)
            .unwrap();
        let mut order: Vec<usize> = (0..4).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(pts[i]));
        let entries = order
            .iter()
            .map(|&i| Entry {
                player: PlayerId(i as u32),
                table_points: Points::whole(pts[i]),
                eliminated: None,
                risiko: false,
            })
            .collect();
        let g = GameResult {
            entries,
            mondo: false,
            morto_eliminated_by_winner: false,
            tie: None,
        };
        t.record(r, 0, g).unwrap();
    }
    t
}

// Issue 46: De Luca's 0 of round 1, played and discarded (torneo: 10 + 35 count), shows
// as 0 in the discarded column, not as a blank.
#[test]
fn a_played_zero_that_was_discarded_shows_zero() {
    let d = Desk {
        tournament: Some(night_by_hand(TournamentRules::Torneo)),
        ..Desk::default()
    };
    let html = render(&d, Lang::It);
    let row = &html[html.find("data-player=\"3\"").unwrap()..];
    let row = &row[..row.find("</tr>").unwrap()];
    assert!(row.contains("data-total=\"\">45</td>"), "{row}");
    assert!(row.contains("data-discarded=\"\">0</td>"), "{row}");
}

// Issue 46 (docs/RULINGS.md, files): the desk's CSV opens in Italian Excel one column a
// field with the accents right: a UTF-8 byte order mark, `;` between the fields, decimal
// commas, headers in the desk's language, a column per round and the rounds discarded.
// A club night of 3 rounds with 1 discard (club points, docs/RULES.md §4):
//   R1 Niccolò 60, Bruno 20, Conti 10, De Luca 0:  35, 11, 2, -3
//   R2 Bruno 80, Niccolò 50, Conti 20, De Luca 10: 34, 12, 1, -4
//   R3 Conti 40, De Luca 35, Niccolò 30, Bruno 5:  31.5, 14.5, 6, -0.5
#[test]
fn the_csv_files_open_in_italian_excel() {
    let t = night_by_hand(TournamentRules::Club);
    let mut d = Desk {
        tournament: Some(t),
        ..Desk::default()
    };
    let Effect::Download { text, .. } = act(&mut d, A::CsvStandings) else {
        panic!("no download");
    };
    let bytes = text.as_bytes();
    assert_eq!(bytes[..3], [0xEF, 0xBB, 0xBF], "the byte order mark");
    let lines: Vec<&str> = text['\u{feff}'.len_utf8()..].split("\r\n").collect();
    assert_eq!(
        lines[0],
        "\"Posizione\";\"Nome\";\"Club\";\"Totale\";\"Vittorie\";\"Partite\";\"Penalità\";\
         \"Ritirato\";\"Dettaglio\";\"Turno 1\";\"Turno 2\";\"Turno 3\";\"Punti scartati\";\
         \"Turni scartati\""
    );
    assert_eq!(
        lines[1],
        "1;\"Niccolò\";\"\";47;1;3;0;0;\"\";35;12;6;6;\"3\""
    );
    assert_eq!(
        lines[2],
        "2;\"Bruno\";\"\";45;1;3;0;0;\"\";11;34;-0,5;-0,5;\"3\""
    );
    assert_eq!(
        lines[3],
        "3;\"Conti\";\"\";33,5;1;3;0;0;\"\";2;1;31,5;1;\"2\""
    );
    assert_eq!(
        lines[4],
        "4;\"De Luca\";\"\";11,5;0;3;0;0;\"\";-3;-4;14,5;-4;\"2\""
    );
    // "Niccolò" is UTF-8 in the bytes: ò is C3 B2.
    let at = text.find("Niccol").unwrap() + "Niccol".len();
    assert_eq!(bytes[at..at + 2], [0xC3, 0xB2]);
    // The tables, in Italian too; in English `,` and a decimal point, the mark kept.
    let Effect::Download { text, .. } = act(&mut d, A::CsvTables) else {
        panic!("no download");
    };
    assert!(
        text.starts_with("\u{feff}\"Turno\";\"Tipo\";\"Tavolo\";\"Partita\";\"Nome\""),
        "{text}"
    );
    // Its words in the desk's language too: a round all'italiana is a "turno".
    assert!(text.contains("\r\n1;\"turno\";1;1;\""), "{text}");
    let Effect::Download { text, .. } =
        update(&mut d, A::CsvStandings, &Form::default(), 7, Lang::En)
    else {
        panic!("no download");
    };
    assert!(text.starts_with("\u{feff}\"Rank\",\"Name\","), "{text}");
    assert!(text.contains("\"Conti\",\"\",33.5,"), "{text}");
    // The season's CSV: the same for Excel.
    d.season.add(d.tournament.as_ref().unwrap()).unwrap();
    let Effect::Download { text, .. } = act(&mut d, A::SeasonCsv) else {
        panic!("no download");
    };
    assert!(
        text.starts_with("\u{feff}\"Classifica\";\"Posizione\";\"Nome\""),
        "{text}"
    );
    assert!(text.contains(";\"Conti\";\"\";33,5;1;"), "{text}");
    assert!(
        text.contains("\r\n\"tavoli da 4 o 5\";1;\"Niccolò\""),
        "{text}"
    );
}

// Issue 46: withdrawing a player seated at a table not yet played says what happens to
// the table; confirmed, her line leaves the table's form.
#[test]
fn withdrawing_a_seated_player_says_so_and_frees_her_seat() {
    let mut d = seated("torneo", 8, "2");
    let t = d.tournament.as_ref().unwrap();
    let p = t.rounds[0].tables[1].players[2];
    act(&mut d, A::Withdraw(p.0));
    let html = render(&d, Lang::It);
    assert!(
        html.contains("Siede al tavolo 2 del turno in corso, non ancora giocato: ritirato tra i turni, lascia il tavolo"),
        "{html}"
    );
    act(
        &mut d,
        A::WithdrawConfirm {
            player: p.0,
            from_game: false,
        },
    );
    act(&mut d, A::Edit { round: 0, table: 1 });
    let html = render(&d, Lang::It);
    assert!(html.contains("name=\"pts-2\""), "{html}");
    assert!(!html.contains("name=\"pts-3\""), "three seats left: {html}");
    let fine = form(&[("pts-0", "40"), ("pts-1", "30"), ("pts-2", "20")]);
    let rec = find_act(&html, "t-record:0:1");
    assert_eq!(update(&mut d, rec, &fine, 1, Lang::It), Effect::Save);
}

// Issue 46: the create form hides what the chosen rules do not use: testa a testa seats
// pairs (no table size) and has its own finals (no finalists, no repechage); games per
// table are testa a testa's only; a knockout has no rounds nor finals after them. The
// markup marks the fields; style/tournament.css hides them while the choice holds.
#[test]
fn the_create_form_marks_the_fields_each_choice_does_not_use() {
    let mut d = Desk::default();
    act(&mut d, A::New);
    let html = render(&d, Lang::It);
    let group = |class: &str| -> String {
        let at = html
            .find(&format!("class=\"tn-when {class}\""))
            .unwrap_or_else(|| panic!("no {class} in {html}"));
        let rest = &html[at..];
        rest[..rest.find("</div>").unwrap()].to_owned()
    };
    assert!(group("tn-not-testa").contains("name=\"size\""));
    let finals = group("tn-not-testa tn-not-knockout");
    for f in ["name=\"direct\"", "name=\"semis\"", "name=\"repechage\""] {
        assert!(finals.contains(f), "{f} in {finals}");
    }
    assert!(!finals.contains("clubs_apart"));
    assert!(group("tn-not-knockout").contains("name=\"rounds\""));
    assert!(group("tn-testa-only").contains("name=\"games\""));
    let css = std::fs::read_to_string("style/tournament.css").unwrap();
    assert!(css.contains(
        ".tn-create:has(select[name=\"rules\"] option[value=\"testa_a_testa\"]:checked) .tn-not-testa"
    ));
    assert!(css.contains(
        ".tn-create:has(select[name=\"format\"] option[value=\"knockout\"]:checked) .tn-not-knockout"
    ));
}

// Issue 46 (docs/RULES.md §3): a tournament file with a result the form refuses is
// refused at import the same way, naming the round, the table and the limit; nothing
// changes. The night's own file imports.
#[test]
fn an_imported_file_with_an_impossible_result_says_its_limit() {
    let mut d = seated("torneo", 8, "2");
    record_simple(&mut d, 0, 0);
    let good = export::encode(d.tournament.as_ref().unwrap());
    assert!(good.contains("\"table_points\":4000"), "{good}");
    let typo = good.replacen("\"table_points\":4000", "\"table_points\":45000", 1);
    let mut other = Desk::default();
    assert_eq!(import(&mut other, &typo, Lang::It), Effect::None);
    assert_eq!(other.tournament, None);
    let m = other.ui.message.clone().unwrap().1;
    assert!(
        m.contains("turno 1, tavolo 1, partita 1: senza RisiKo! un giocatore fa al massimo 84 punti tavolo"),
        "{m}"
    );
    assert!(m.contains("Nulla è cambiato"), "{m}");
    assert_eq!(import(&mut other, &good, Lang::It), Effect::Save);
}

// Issue 46: the final standings on one page for the wall. "Stampa classifica" prints the
// heading and the standings alone (the final standings once a final is played, the
// rounds' otherwise): the markup marks the print, style/tournament.css keeps only those.
#[test]
fn the_standings_print_alone_for_the_wall() {
    let mut d = seated("torneo", 8, "2");
    let html = render(&d, Lang::It);
    assert!(html.contains(">Stampa classifica<"));
    assert!(!html.contains("tn-print-standings"));
    assert_eq!(act(&mut d, A::PrintStandings), Effect::Print);
    assert!(render(&d, Lang::It).contains("class=\"tn-columns tn-print-standings\""));
    // The whole page's print, or the slips, print as before.
    assert_eq!(act(&mut d, A::Print), Effect::Print);
    assert!(!render(&d, Lang::It).contains("tn-print-standings"));
    act(&mut d, A::PrintStandings);
    assert_eq!(act(&mut d, A::PrintSlips(0)), Effect::Print);
    assert!(!render(&d, Lang::It).contains("tn-print-standings"));
    let css = std::fs::read_to_string("style/tournament.css").unwrap();
    let print = &css[css.find("@media print").unwrap()..];
    for rule in [
        ".tournament:has(.tn-print-standings) > :not(.tn-head):not(.tn-columns) { display: none !important; }",
        ".tn-print-standings .tn-main, .tn-print-standings .tn-players { display: none !important; }",
        ".tn-print-standings:has([data-testid=\"t-final\"]) [data-testid=\"t-standings\"] { display: none !important; }",
    ] {
        assert!(print.contains(rule), "{rule}");
    }
}

/// Plays the last round of `d`: the first seated of each table wins every game.
fn play_first_wins(d: &mut Desk) {
    let t = d.tournament.as_mut().unwrap();
    let r = t.rounds.len() - 1;
    let testa = t.settings.rules == TournamentRules::TestaATesta;
    for tb in 0..t.rounds[r].tables.len() {
        let table = t.rounds[r].tables[tb].clone();
        for _ in 0..table.games {
            let entries = table
                .players
                .iter()
                .enumerate()
                .map(|(i, &p)| planisfero::tournament::Entry {
                    player: p,
                    table_points: Points((if testa { 100 } else { 40 } - 5 * i as i64) * 100),
                    eliminated: None,
                    risiko: false,
                })
                .collect();
            t.record(
                r,
                tb,
                planisfero::tournament::GameResult {
                    entries,
                    mondo: false,
                    morto_eliminated_by_winner: false,
                    tie: None,
                },
            )
            .unwrap();
        }
    }
}

// Issue 46 item 3: a torneo semifinal card showed "il morto" (testa a testa's alone) and
// read "casuale · 0 coppie ripetute" although it was seated from the standings and its
// pairs had met; now it says "per classifica" and the pairs that had met, and each seat
// has one number on the card, the slip and the public screen.
#[test]
fn a_torneo_semifinal_card_says_how_it_was_seated_and_has_no_morto() {
    use planisfero::present::tournament::public_page;
    let mut d = Desk::default();
    update(
        &mut d,
        A::Create,
        &form(&[
            ("name", "Serata"),
            ("rules", "torneo"),
            ("format", "italiana"),
            ("size", "4"),
            ("rounds", "2"),
            ("direct", "0"),
            ("semis", "8"),
            ("repechage", "1"),
        ]),
        1,
        Lang::It,
    );
    for i in 0..8 {
        add(&mut d, &format!("G{i}"), "");
    }
    for _ in 0..2 {
        act(&mut d, A::Seat(SeatingMethod::Random));
        play_first_wins(&mut d);
    }
    act(&mut d, A::Seat(SeatingMethod::Random));
    let t = d.tournament.as_ref().unwrap();
    let semis = &t.rounds[2];
    assert!(semis.repeated_pairs > 0, "8 players over 2 rounds had met");
    let html = page(&d, Lang::It);
    assert!(!html.contains("il morto"), "no morto at a torneo table");
    assert!(html.contains(&format!(
        "per classifica · {} coppie ripetute",
        semis.repeated_pairs
    )));
    // The same seat everywhere: the third at table 2.
    let third = t.players[semis.tables[1].players[2].index()].name.clone();
    // Seated, not yet played: each seat a button after its number.
    let at = html.find(&format!(">{third}</button>")).unwrap();
    let li = &html[html[..at].rfind("<li").unwrap()..at];
    assert!(li.contains("<span class=\"tn-seatno\">3. </span>"), "{li}");
    let public = public_page(Some(t), Lang::It, 0);
    assert!(public.contains(&format!(
        "{third}</span><span class=\"tn-where-table\">Tavolo 2 · posto 3"
    )));
    act(&mut d, A::PrintSlips(2));
    let slips = render(&d, Lang::It);
    assert!(slips.contains(&format!("<td>3</td><td class=\"tn-pname\">{third}</td>")));
}

// testa-a-testa.txt lines 131-133: "il primo e il secondo in classifica saranno posti per
// ultimi ed il morto giocherà per secondo": the card, the slip and the public screen all
// give the morto seat 2 and the best placed seat 3 (the public screen said seat 2).
#[test]
fn a_testa_semifinal_gives_the_morto_seat_two_everywhere() {
    use planisfero::present::tournament::public_page;
    let mut d = seated("testa_a_testa", 4, "1");
    play_first_wins(&mut d);
    act(&mut d, A::Seat(SeatingMethod::Random));
    let t = d.tournament.as_ref().unwrap();
    let best = t.players[t.rounds[1].tables[0].players[1].index()]
        .name
        .clone();
    let html = page(&d, Lang::It);
    assert!(html.contains("<span class=\"tn-seatno\">2. </span>il morto"));
    let public = public_page(Some(t), Lang::It, 0);
    assert!(public.contains(&format!(
        "{best}</span><span class=\"tn-where-table\">Tavolo 1 · posto 3"
    )));
    act(&mut d, A::PrintSlips(1));
    let slips = render(&d, Lang::It);
    assert!(slips.contains("<td>2</td><td class=\"tn-pname\">il morto</td>"));
    assert!(slips.contains(&format!("<td>3</td><td class=\"tn-pname\">{best}</td>")));
}

// Issue 46 item 8, "the desk loses nothing": a browser killed right after seating a round
// lost that round, the page drawn before the save. `update_saved` writes every change
// before it returns, so what the page then draws is already stored: after each kind of
// change (create, register, seat, result, withdraw, undo), the store holds the desk as
// drawn.
#[test]
fn every_change_is_stored_before_the_page_is_drawn() {
    use planisfero::present::tournament::update_saved;
    let mut d = Desk::default();
    let mut store = MemoryStore::new();
    let mut step = |d: &mut Desk, a: A, f: Form| {
        let left = update_saved(d, a, &f, 5, Lang::It, Some(&mut store));
        assert_ne!(left, Effect::Save, "nothing left to save once drawn");
        let stored = store
            .get(STORAGE_KEY)
            .unwrap()
            .map(|t| export::decode(&t).unwrap());
        assert_eq!(stored.as_ref(), d.tournament.as_ref(), "stored as drawn");
        let _ = page(d, Lang::It);
    };
    step(
        &mut d,
        A::Create,
        form(&[
            ("name", "Serata"),
            ("rules", "torneo"),
            ("format", "italiana"),
            ("size", "4"),
            ("rounds", "2"),
        ]),
    );
    for i in 0..8 {
        step(
            &mut d,
            A::AddPlayer,
            form(&[("player", &format!("G{i}")), ("club", "")]),
        );
    }
    step(&mut d, A::Seat(SeatingMethod::Random), Form::default());
    assert_eq!(d.tournament.as_ref().unwrap().rounds.len(), 1);
    step(&mut d, A::UndoRound, Form::default());
    step(&mut d, A::Seat(SeatingMethod::Balanced), Form::default());
    let n = d.tournament.as_ref().unwrap().rounds[0].tables[0]
        .players
        .len();
    let fields: Vec<(String, String)> = (0..n)
        .map(|i| (format!("pts-{i}"), format!("{}", 10 * (i + 1))))
        .collect();
    step(&mut d, A::Record { round: 0, table: 0 }, Form(fields));
    assert!(!d.tournament.as_ref().unwrap().rounds[0].tables[0]
        .results
        .is_empty());
}

// Issue 46 item 8: a storage that refuses the change is said on the very screen that
// shows it (the message was set after the first drawing).
#[test]
fn a_refused_save_is_said_on_the_screen_that_shows_the_change() {
    use planisfero::present::tournament::update_saved;
    let mut d = seated("torneo", 8, "2");
    act(&mut d, A::UndoRound);
    let mut full = MemoryStore::new();
    full.quota = Some(10);
    let left = update_saved(
        &mut d,
        A::Seat(SeatingMethod::Random),
        &Form::default(),
        3,
        Lang::It,
        Some(&mut full),
    );
    assert_eq!(left, Effect::None);
    let m = d.ui.message.clone().unwrap();
    assert!(!m.0);
    assert!(page(&d, Lang::It).contains(&m.1), "said on the drawn page");
    let off =
        update_saved::<MemoryStore>(&mut d, A::UndoRound, &Form::default(), 3, Lang::It, None);
    assert_eq!(off, Effect::None);
    assert!(!d.ui.message.clone().unwrap().0, "storage off said");
}

// Issue 46 item 8: localStorage reaches the disk about a second after it is written, so
// each change also goes in the journal (IndexedDB), stamped; a store that lost the last
// changes (the browser killed) takes the journal's entry back at start.
#[test]
fn a_store_that_lost_the_last_change_takes_it_back_from_the_journal() {
    use planisfero::present::tournament::{merge_journal, update_journaled, SAVED_KEY};
    let mut d = seated("torneo", 8, "2");
    act(&mut d, A::UndoRound);
    let mut store = MemoryStore::new();
    let (_, first) = update_journaled(
        &mut d,
        A::Seat(SeatingMethod::Random),
        &Form::default(),
        3,
        Lang::It,
        Some(&mut store),
        1_000,
    );
    let first = first.expect("a change is journaled");
    // The disk as the kill left it: the store of before the change, the journal's entry.
    let before = store.clone();
    let (_, second) = update_journaled(
        &mut d,
        A::UndoRound,
        &Form::default(),
        3,
        Lang::It,
        Some(&mut store),
        1_000,
    );
    let second = second.unwrap();
    assert_eq!(
        store.get(SAVED_KEY).unwrap().as_deref(),
        Some("1001"),
        "stamped in order within one ms"
    );
    let mut lost = before.clone();
    assert!(
        merge_journal(&mut lost, &second),
        "the journal's later entry is written back"
    );
    assert_eq!(load(&mut lost, Lang::It), load(&mut store, Lang::It));
    assert_eq!(
        load(&mut lost, Lang::It).tournament.unwrap().rounds.len(),
        0
    );
    // A store as recent as the journal is left as it is (a restore keeps the stamp).
    let mut same = store.clone();
    same.set(STORAGE_KEY, "restored").unwrap();
    assert!(!merge_journal(&mut same, &second));
    assert_eq!(same.get(STORAGE_KEY).unwrap().as_deref(), Some("restored"));
    // An older entry never replaces a later change.
    assert!(!merge_journal(&mut store, &first));
    // An act that changes only the screen puts nothing in the journal.
    let (_, none) = update_journaled(
        &mut d,
        A::Season,
        &Form::default(),
        3,
        Lang::It,
        Some(&mut store),
        2_000,
    );
    assert_eq!(none, None);
}

// The journal's entry is the desk whole even where the store refused it (full): the
// journal keeps the change, and a reload finds it once there is room.
#[test]
fn a_full_store_keeps_the_change_in_the_journal() {
    use planisfero::present::tournament::{journal_pairs, merge_journal, update_journaled};
    let mut d = seated("torneo", 8, "2");
    act(&mut d, A::UndoRound);
    let mut full = MemoryStore::new();
    full.quota = Some(10);
    let (_, pairs) = update_journaled(
        &mut d,
        A::Seat(SeatingMethod::Random),
        &Form::default(),
        3,
        Lang::It,
        Some(&mut full),
        5_000,
    );
    let pairs = pairs.unwrap();
    assert_eq!(pairs, journal_pairs(&d, 5_000));
    let mut roomy = MemoryStore::new();
    assert!(merge_journal(&mut roomy, &pairs));
    assert_eq!(load(&mut roomy, Lang::It).tournament, d.tournament);
}

// Issue 46 item 7: the standings say which tie-break put a row below a level one (the
// 2003 rule, regolamento-tornei-ufficiali-2003.txt lines 316-321); not among players who
// have not played yet.
#[test]
fn the_standings_say_why_a_level_player_is_second() {
    let mut d = seated("torneo", 8, "2");
    assert!(
        !page(&d, Lang::It).contains("data-tie"),
        "nobody has played"
    );
    // Two tables of 40, 35, 30, 25: each total twice, level after round 1.
    play_first_wins(&mut d);
    let html = page(&d, Lang::It);
    assert_eq!(
        html.matches("data-tie").count(),
        4,
        "4 rows below a level one"
    );
    assert!(html.contains("pari: decide l&#39;iscrizione"));
    assert!(page(&d, Lang::En).contains("level: registration decides"));
    act(&mut d, A::Seat(SeatingMethod::Random));
    play_first_wins(&mut d);
    let t = d.tournament.as_ref().unwrap();
    let html = page(&d, Lang::It);
    for r in t.standings().iter().filter(|r| r.tie.is_some()) {
        let cell = format!("<tr data-rank=\"{}\"", r.rank);
        let row = &html[html.find(&cell).unwrap()..];
        let row = &row[..row.find("</tr>").unwrap()];
        assert!(row.contains("class=\"tn-tie\""), "{row}");
    }
}

// Issue 46 item 7: the score slips have boxes for what breaks a tie: the values outside
// the objective, the armies on it, all the armies (docs/RULES.md, "Table points and
// ties"); in testa a testa the mondo and the morto eliminated (docs/RULES.md §5).
#[test]
fn the_slips_have_boxes_for_what_breaks_a_tie() {
    let mut d = seated("torneo", 8, "2");
    act(&mut d, A::PrintSlips(0));
    let slips = render(&d, Lang::It);
    for head in [
        "Valori fuori obiettivo",
        "Armate sull&#39;obiettivo",
        "Armate in campo",
    ] {
        assert!(slips.contains(&format!("<th>{head}</th>")), "{head}");
    }
    // Each player's row: 3 boxes for the result, 3 for the tie.
    let row = &slips[slips.find("<td class=\"tn-pname\">").unwrap()..];
    let row = &row[..row.find("</tr>").unwrap()];
    assert_eq!(row.matches("tn-box").count(), 6);
    assert!(!slips.contains("<th>Mondo</th>"));
    let mut d = seated("testa_a_testa", 4, "1");
    act(&mut d, A::PrintSlips(0));
    let slips = render(&d, Lang::En);
    assert!(slips.contains("<th>Whole world</th>") && slips.contains("<th>Morto eliminated</th>"));
    assert!(!slips.contains("Values outside the objective"));
}

// Issue 46 item 7: the desk shows the corrections made, when and what changed (the
// clock as the glue read it), and the tournament's file keeps them.
#[test]
fn the_desk_shows_the_log_of_corrections() {
    let mut d = seated("torneo", 8, "2");
    play_first_wins(&mut d);
    assert!(
        !render(&d, Lang::It).contains("t-log"),
        "nothing corrected yet"
    );
    let t = d.tournament.as_ref().unwrap();
    let first = t.players[t.rounds[0].tables[0].players[0].index()]
        .name
        .clone();
    d.ui.clock = "2026-11-30 22:14".into();
    let fix = find_act(&render(&d, Lang::It), "t-correct:0:0:0");
    act(&mut d, fix);
    let rec = find_act(&render(&d, Lang::It), "t-record:0:0");
    let f = form(&[
        ("pts-0", "57"),
        ("pts-1", "35"),
        ("pts-2", "30"),
        ("pts-3", "25"),
    ]);
    assert_eq!(
        update(&mut d, rec, &f, 1, Lang::It),
        Effect::Save,
        "{:?}",
        d.ui.message
    );
    d.ui.clock = "2026-11-30 22:20".into();
    act(&mut d, A::Rename(7));
    let save = find_act(&render(&d, Lang::It), "t-rename-save");
    update(&mut d, save, &form(&[("name", "Zoe")]), 1, Lang::It);
    let html = render(&d, Lang::It);
    let log = &html[html.find("data-testid=\"t-log\"").expect("the log shown")..];
    let log = &log[..log.find("</ul>").unwrap()];
    assert!(log.contains("Correzioni fatte") || html.contains("Correzioni fatte"));
    assert!(
        log.contains(&format!(
            "2026-11-30 22:14</span> · Turno 1 · Tavolo 1: <span class=\"tn-pname\">{first}</span> 40 → 57"
        )),
        "{log}"
    );
    assert!(
        log.contains("2026-11-30 22:20</span> · H → <span class=\"tn-pname\">Zoe</span>"),
        "{log}"
    );
    let t = d.tournament.as_ref().unwrap();
    assert_eq!(export::decode(&export::encode(t)).unwrap().log, t.log);
}

// Issue 46 item 7: the log also shows a swap of seats, a round undone and a withdrawn
// player reinstated, each with the time the desk read.
#[test]
fn the_log_shows_swaps_undone_rounds_and_reinstatements() {
    let mut d = seated("torneo", 8, "2");
    let t = d.tournament.as_ref().unwrap();
    let (a, b) = (
        t.rounds[0].tables[0].players[0],
        t.rounds[0].tables[1].players[1],
    );
    let name = |p: PlayerId| {
        d.tournament.as_ref().unwrap().players[p.index()]
            .name
            .clone()
    };
    let (na, nb) = (name(a), name(b));
    d.ui.clock = "2026-11-30 21:02".into();
    act(&mut d, A::Pick(a.0));
    act(&mut d, A::Pick(b.0));
    d.ui.clock = "2026-11-30 21:03".into();
    assert_eq!(act(&mut d, A::UndoRound), Effect::Save);
    d.ui.clock = "2026-11-30 21:04".into();
    act(
        &mut d,
        A::WithdrawConfirm {
            player: 2,
            from_game: false,
        },
    );
    assert_eq!(act(&mut d, A::Reinstate(2)), Effect::Save);
    let html = render(&d, Lang::It);
    let log = &html[html.find("data-testid=\"t-log\"").expect("the log shown")..];
    let log = &log[..log.find("</ul>").unwrap()];
    assert!(
        log.contains(&format!(
            "21:02</span> · <span class=\"tn-pname\">{na}</span> (Tavolo 1, posto 1) ⇄ <span class=\"tn-pname\">{nb}</span> (Tavolo 2, posto 2)"
        )),
        "{log}"
    );
    assert!(log.contains("21:03</span> · Turno 1 annullato"), "{log}");
    assert!(
        log.contains("21:04</span> · <span class=\"tn-pname\">C</span> riammesso dopo il ritiro"),
        "{log}"
    );
    let en = render(&d, Lang::En);
    assert!(en.contains("Round 1 undone") && en.contains("reinstated after withdrawing"));
}

// Issue 46 item 7, the round clock: club-qualificazioni.txt line 13, point 1: "Allo
// scadere del tempo previsto (105,120,150 min.), l'arbitro annuncerà che quello in corso
// sarà il penultimo giro". The desk starts the round's clock, pauses and resumes it; the
// desk and the public screen show the time left, and at 120 minutes run the call; the
// tournament (and so the file and the autosave) keeps the start, not a counter.
#[test]
fn the_round_clock_calls_the_penultimate_round_at_the_clubs_time() {
    use planisfero::present::tournament::{clock_face, public_page};
    const MIN: u64 = 60_000;
    let start = 1_764_533_640_000;
    let mut d = seated("club", 8, "2");
    let html = render(&d, Lang::It);
    assert!(html.contains("Orologio del turno"), "the clock's card");
    for m in ["105", "120", "150"] {
        assert!(html.contains(&format!("<option value=\"{m}\"")), "{m}");
    }
    assert!(!public_page(d.tournament.as_ref(), Lang::It, start).contains("t-public-clock"));
    // 100 minutes are not a club length: refused, with the rule's lengths.
    d.ui.now_ms = start;
    let go = find_act(&html, "t-clock-start");
    assert_eq!(
        update(
            &mut d,
            go.clone(),
            &form(&[("clock-minutes", "100")]),
            1,
            Lang::It
        ),
        Effect::None
    );
    let said = d.ui.message.clone().unwrap().1;
    assert!(said.contains("105, 120 o 150 minuti"), "{said}");
    assert_eq!(
        update(&mut d, go, &form(&[("clock-minutes", "120")]), 1, Lang::It),
        Effect::Save
    );
    let t = d.tournament.clone().unwrap();
    let c = t.clock().copied().unwrap();
    assert_eq!(
        (c.minutes, c.running_since, c.ran_ms),
        (120, Some(start), 0)
    );
    let face = |t: &planisfero::tournament::Tournament, now: u64, l: Lang| {
        clock_face(t, now, l).as_str().to_owned()
    };
    assert!(face(&t, start + 30 * MIN, Lang::It).contains(">1:30:00<"));
    // Paused for ten minutes at 60: the call comes ten minutes later.
    d.ui.now_ms = start + 60 * MIN;
    assert_eq!(act(&mut d, A::ClockPause), Effect::Save);
    let paused = d.tournament.clone().unwrap();
    assert!(face(&paused, start + 65 * MIN, Lang::En).contains(">1:00:00<"));
    assert!(face(&paused, start + 65 * MIN, Lang::En).contains("paused"));
    assert!(render(&d, Lang::It).contains("t-clock-resume"));
    d.ui.now_ms = start + 70 * MIN;
    assert_eq!(act(&mut d, A::ClockResume), Effect::Save);
    let t = d.tournament.clone().unwrap();
    let before = face(&t, start + 130 * MIN - 1000, Lang::It);
    assert!(
        before.contains(">0:01<") && !before.contains("Penultimo giro"),
        "{before}"
    );
    let public = public_page(Some(&t), Lang::It, start + 130 * MIN).to_string();
    assert!(public.contains("t-public-clock"));
    assert!(public.contains("data-testid=\"t-clock-call\""), "{public}");
    assert!(public.contains("Penultimo giro"));
    assert!(public.contains("il giro in corso è il penultimo"));
    assert!(face(&t, start + 130 * MIN, Lang::En).contains("Penultimate round"));
    assert!(
        !public.contains("data-act"),
        "no controls on the public screen"
    );
    // Kept by the file and the autosave: the same face after a reload.
    let again = export::decode(&export::encode(&t)).unwrap();
    assert_eq!(again, t);
    let mut store = MemoryStore::new();
    save(&mut store, &t, Lang::It).unwrap();
    let loaded = load(&mut store, Lang::It).tournament.unwrap();
    assert_eq!(
        face(&loaded, start + 100 * MIN, Lang::It),
        face(&t, start + 100 * MIN, Lang::It)
    );
    // Once the round's results are all in, the clock's card goes.
    play_first_wins(&mut d);
    assert!(!render(&d, Lang::It).contains("Orologio del turno"));
    assert!(d.tournament.as_ref().unwrap().clock().is_none());
}

// testa-a-testa.txt lines 63-64 ("La partita dura tre quarti d'ora minimo"): the testa a
// testa round clock offers 45 minutes and refuses fewer; a file whose clock the rules do
// not allow is refused, in Italian too.
#[test]
fn testa_a_testa_rounds_last_at_least_forty_five_minutes() {
    let mut d = seated("testa_a_testa", 4, "1");
    let html = render(&d, Lang::En);
    assert!(
        html.contains("name=\"clock-minutes\" inputmode=\"numeric\" min=\"45\""),
        "{html}"
    );
    let go = find_act(&html, "t-clock-start");
    update(
        &mut d,
        go.clone(),
        &form(&[("clock-minutes", "40")]),
        1,
        Lang::En,
    );
    assert!(d
        .ui
        .message
        .clone()
        .unwrap()
        .1
        .contains("45 to 300 minutes"));
    assert_eq!(
        update(&mut d, go, &form(&[("clock-minutes", "45")]), 1, Lang::En),
        Effect::Save
    );
    let text = export::encode(d.tournament.as_ref().unwrap());
    let bad = text.replacen("\"minutes\":45", "\"minutes\":30", 1);
    assert_ne!(bad, text);
    let e = export::decode(&bad).unwrap_err();
    assert!(matches!(e, export::FileError::Inconsistent(_)), "{e:?}");
    let it = planisfero::present::tournament::file_error_text(&e, Lang::It);
    assert!(it.contains("l'orologio di un turno"), "{it}");
}

// Issue 46 item 7: registration takes a name and an optional surname, kept apart; names
// compare as before (apostrophes, spaces, case) and in either order; "dove mi siedo" lists
// by surname, then name; the standings, the cards and the files show the full name
// ("Rossi Anna"); the file keeps the surname (format 5) and a name without one as before.
#[test]
fn a_surname_apart_orders_where_to_sit_and_shows_in_the_full_name() {
    use planisfero::present::tournament::public_page;
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "2");
    for (name, surname) in [
        ("Anna", "Zanetti"),
        ("Bruno", "Rossi"),
        ("Carla", ""),
        ("Dario", "Bianchi"),
        ("Alba", "Rossi"),
        ("Elena", "D\u{2019}Angelo"),
        ("Fabio", "Marino"),
        ("Gina", "Colombo"),
    ] {
        let f = form(&[("player", name), ("surname", surname), ("club", "")]);
        assert_eq!(
            update(&mut d, A::AddPlayer, &f, 1, Lang::It),
            Effect::Save,
            "{name}"
        );
    }
    let t = d.tournament.as_ref().unwrap();
    assert_eq!(t.players[2].surname, None, "a blank surname is none");
    assert_eq!(t.players[5].full_name(), "D\u{2019}Angelo Elena");
    // The same person, in the name alone, in either order, with a plain apostrophe.
    for (name, surname) in [
        ("Elena D'Angelo", ""),
        ("d'angelo  elena", ""),
        ("Elena", "D'ANGELO"),
    ] {
        let f = form(&[("player", name), ("surname", surname)]);
        assert_eq!(
            update(&mut d, A::AddPlayer, &f, 1, Lang::It),
            Effect::None,
            "{name}"
        );
        assert!(d.ui.message.clone().unwrap().1.contains("già"));
    }
    act(&mut d, A::Seat(SeatingMethod::Random));
    let public = public_page(d.tournament.as_ref(), Lang::It, 0).to_string();
    let where_ =
        &public[public.find("t-where").unwrap()..public.find("t-public-standings").unwrap()];
    let order = [
        "Bianchi Dario",
        "Carla",
        "Colombo Gina",
        "D\u{2019}Angelo Elena",
        "Marino Fabio",
        "Rossi Alba",
        "Rossi Bruno",
        "Zanetti Anna",
    ];
    let at: Vec<usize> = order
        .iter()
        .map(|n| {
            where_
                .find(&format!("tn-pname\">{}</span>", n.replace('\'', "&#39;")))
                .unwrap_or_else(|| panic!("{n}: {where_}"))
        })
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "by surname, then name");
    // The desk's cards and the standings CSV show the full name.
    let html = render(&d, Lang::It).to_string();
    assert!(html.contains("Zanetti Anna"));
    let t = d.tournament.as_ref().unwrap();
    assert!(export::standings_csv(t).contains("Zanetti Anna"));
    // The file keeps the surname apart; a player without one has no surname field.
    let text = export::encode(t);
    assert!(
        text.contains("\"name\":\"Anna\",\"surname\":\"Zanetti\""),
        "{text}"
    );
    assert!(text.contains("\"name\":\"Carla\",\"club\""), "{text}");
    assert_eq!(&export::decode(&text).unwrap(), t);
    // A file naming the same person twice, once with the surname apart, is refused.
    let twice = text.replacen("\"name\":\"Carla\"", "\"name\":\"Anna Zanetti\"", 1);
    assert!(matches!(
        export::decode(&twice),
        Err(export::FileError::Inconsistent(_))
    ));
}

/// Issue 46 item 7: a surname typed wrong at registration is mended at the desk like the
/// name: the rename form shows both, the change is logged with the full names, and a
/// surname that makes another player's full name is refused.
#[test]
fn the_rename_form_mends_the_surname_too_and_logs_the_full_names() {
    let mut d = Desk::default();
    create(&mut d, "italiana", "4", "2");
    for (name, surname) in [("Anna", "Zanetti"), ("Bruno", "Rossi"), ("Carla", "")] {
        let f = form(&[("player", name), ("surname", surname), ("club", "")]);
        assert_eq!(update(&mut d, A::AddPlayer, &f, 1, Lang::It), Effect::Save);
    }
    act(&mut d, A::Rename(0));
    let html = render(&d, Lang::It).to_string();
    let open = &html[html.find("t-rename-form").unwrap()..];
    assert!(
        open.contains("name=\"surname\"") && open.contains("value=\"Zanetti\""),
        "the form shows the surname: {open}"
    );
    let f = form(&[("name", "Anna"), ("surname", "Zanella")]);
    assert_eq!(
        update(&mut d, A::RenameSave(0), &f, 1, Lang::It),
        Effect::Save
    );
    let t = d.tournament.as_ref().unwrap();
    assert_eq!(t.players[0].surname.as_deref(), Some("Zanella"));
    assert!(matches!(
        &t.log.last().unwrap().change,
        Change::Rename { from, to, .. } if from == "Zanetti Anna" && to == "Zanella Anna"
    ));
    // A surname added where there was none is kept; Bruno given Anna's full name is
    // refused, and nothing changes.
    let f = form(&[("name", "Carla"), ("surname", "Verdi")]);
    assert_eq!(
        update(&mut d, A::RenameSave(2), &f, 1, Lang::It),
        Effect::Save
    );
    assert_eq!(
        d.tournament.as_ref().unwrap().players[2].full_name(),
        "Verdi Carla"
    );
    let f = form(&[("name", "Anna"), ("surname", "Zanella")]);
    assert_eq!(
        update(&mut d, A::RenameSave(1), &f, 1, Lang::It),
        Effect::None
    );
    assert!(d.ui.message.clone().unwrap().1.contains("già"));
    assert_eq!(
        d.tournament.as_ref().unwrap().players[1].full_name(),
        "Rossi Bruno"
    );
}
