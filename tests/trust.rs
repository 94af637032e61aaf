//! Issue 18 on screen: the fingerprint shown at the start, the Verifica at the end, the
//! dice statistics (crates/present/src/present/verify_pages.rs), rendered natively.

mod common;
use common::long_parts;

use planisfero::history::fingerprint::seed_hex;
use planisfero::history::*;
use planisfero::present::html::Html;
use planisfero::present::lang::Lang;
use planisfero::present::verify_pages;
use planisfero::rules::scenario::{build, Scenario};
use planisfero::rules::*;
use planisfero::storage::save;

fn render(f: impl FnOnce(&mut Html)) -> String {
    let mut h = Html::new();
    f(&mut h);
    h.into_string()
}

#[test]
fn the_fingerprint_shows_its_first_digits_big_and_all_on_request() {
    let f = Fingerprint::of_seed(0xdead_beef_0bad_f00d);
    let html = render(|h| verify_pages::fingerprint(h, &f, Lang::It));
    assert!(html.contains(r#"<strong data-testid="fingerprint-short">a2973dc5</strong>"#));
    assert!(html.contains(&format!(
        r#"<code data-testid="fingerprint-full">{}</code>"#,
        f.hex()
    )));
    assert!(html.contains("<details>"), "the whole on request");
    let en = render(|h| verify_pages::fingerprint(h, &f, Lang::En));
    assert!(en.contains("Dice fingerprint"));
}

#[test]
fn verifica_of_a_whole_game_confirms_every_die_and_the_seed() {
    let parts = long_parts();
    let record = {
        let replay = Replay::of_parts(&parts).unwrap();
        Record::build(&replay.game_at(0), &parts.actions, replay.events())
    };
    let report = verify(&parts, Some(&record), None);
    let shown = Fingerprint::of_seed(parts.seed);
    let html = render(|h| verify_pages::verify(h, &report, &shown, parts.seed, Lang::It));
    assert!(html.contains(r#"data-ok="true""#), "{html}");
    assert!(html.contains("✓ Verificata"));
    assert!(html.contains(&seed_hex(parts.seed)), "the seed is revealed");
    assert_eq!(html.matches(&shown.hex()).count(), 2, "shown and computed");
    let r = report.unwrap();
    assert!(html.contains(&format!(
        "{} mosse rigiocate, {} dadi e {} carte",
        r.actions, r.dice, r.cards
    )));
    // What it proves and what it cannot, in both languages.
    assert!(html.contains("Cosa non può provare"));
    let en = render(|h| verify_pages::verify(h, &Ok(r.clone()), &shown, parts.seed, Lang::En));
    assert!(en.contains("What it cannot prove"));
}

#[test]
fn verifica_names_the_first_differing_move_or_the_wrong_seed() {
    let parts = long_parts();
    let replay = Replay::of_parts(&parts).unwrap();
    let mut record = Record::build(&replay.game_at(0), &parts.actions, replay.events());
    // A die changed in the record of the 41st action that threw one.
    let i = (40..record.steps.len())
        .find(|&i| matches!(record.steps[i].draws.first(), Some(Draw::Battle { .. })))
        .unwrap();
    if let Some(Draw::Battle { attacker, .. }) = record.steps[i].draws.first_mut() {
        attacker[0] = attacker[0] % 6 + 1;
    }
    let shown = Fingerprint::of_seed(parts.seed);
    let report = verify(&parts, Some(&record), None);
    let html = render(|h| verify_pages::verify(h, &report, &shown, parts.seed, Lang::It));
    assert!(html.contains(r#"data-ok="false""#));
    assert!(
        html.contains(&format!("La prima differenza è nella mossa {}.", i + 1)),
        "{html}"
    );
    let en = render(|h| verify_pages::verify(h, &report, &shown, parts.seed, Lang::En));
    assert!(
        en.contains(&format!("The first difference is in move {}.", i + 1)),
        "{en}"
    );

    // Another seed than the one whose fingerprint was shown.
    let mut other = parts.clone();
    other.fingerprint = Some(Fingerprint::of_seed(parts.seed ^ 1));
    let report = verify(&other, None, None);
    let html = render(|h| {
        verify_pages::verify(
            h,
            &report,
            &Fingerprint::of_seed(parts.seed ^ 1),
            parts.seed,
            Lang::En,
        )
    });
    assert!(html.contains(r#"data-ok="false""#));
    assert!(html.contains("does not have the fingerprint shown at the start"));
}

/// The small game of tests/history.rs `statistics_of_a_hand_counted_game`: Anna throws
/// 6 5 2 / 1 1 1 / 3 2 1 against Bruno's 4 4 3 / 6 / 2.
#[test]
fn statistics_show_the_hand_counted_faces_wins_and_luck() {
    use TerritoryId::{AfricaDelNord as Naf, Brasile};
    let s: Scenario = serde_json::from_str(
        r#"{"name":"stats","preset":"torneo","seats":["Anna","Bruno","Carla","Dario"],
        "position":{"current":0,"phase":"attack","rest":[2,1],"territories":{
          "brasile":[0,6],"peru":[0,1],"africa_del_nord":[1,3],"egitto":[1,1],"alaska":[3,1]}},
        "dice":[6,5,2,4,4,3,1,1,1,6,3,2,1,2],"steps":[]}"#,
    )
    .unwrap();
    let game = build(&s).unwrap();
    let config = game.config().clone();
    let attack = Action::Attack {
        from: Brasile,
        to: Naf,
        dice: 3,
    };
    let blitz = Action::Blitz {
        from: Brasile,
        to: Naf,
        stop_at: 1,
    };
    let stats = DiceStats::of_actions(game, &[attack, attack, blitz]).unwrap();
    let html = render(|h| verify_pages::stats(h, &stats, &config, Lang::It));
    let row = |id: &str, seat: usize| {
        let start = html
            .find(&format!(r#"data-testid="{id}" data-seat="{seat}""#))
            .unwrap();
        let end = start + html[start..].find("</tr>").unwrap();
        html[start..end].to_owned()
    };
    // Dice, then faces 1..6, then the verdict.
    let anna = row("stats-seat", 0);
    assert!(
        anna.contains("<td>9</td><td>4</td><td>2</td><td>1</td><td>0</td><td>1</td><td>1</td>"),
        "{anna}"
    );
    assert!(anna.contains(r#"data-verdict="few">pochi dadi"#));
    let bruno = row("stats-seat", 1);
    assert!(
        bruno.contains("<td>5</td><td>0</td><td>1</td><td>1</td><td>2</td><td>0</td><td>1</td>")
    );
    // Attacks won / lost, then the luck with its sign (Anna's is Bruno's, negated).
    let anna = row("stats-attacks", 0);
    assert!(anna.contains("<td>1 / 2</td>"), "{anna}");
    let luck = verify_pages::signed(stats.seats[0].luck, Lang::It);
    assert!(anna.contains(&format!(r#"data-testid="stats-luck">{luck}<"#)));
    let bruno = row("stats-attacks", 1);
    let minus = verify_pages::signed(-stats.seats[0].luck, Lang::It);
    assert!(bruno.contains(&minus), "{bruno}");
    assert_ne!(luck, minus);
    // Best and worst throws: the 6 5 2 and the 1 1 1.
    assert!(anna.contains("6 5 2 contro 4 4 3"));
    assert!(anna.contains("1 1 1 contro 6"));
    assert!(html.contains(r#"data-testid="stats-total""#));
}

#[test]
fn signed_armies_are_written_with_integers() {
    assert_eq!(verify_pages::signed(1.46, Lang::It), "+1,5");
    assert_eq!(verify_pages::signed(-0.34, Lang::En), "−0.3");
    assert_eq!(verify_pages::signed(-0.04, Lang::It), "0,0");
}

#[test]
fn a_long_games_dice_read_normal_on_screen() {
    let parts = long_parts();
    let game = Game::new(parts.config.clone(), parts.seed).unwrap();
    let stats = DiceStats::of_actions(game, &parts.actions).unwrap();
    let html = render(|h| verify_pages::stats(h, &stats, &parts.config, Lang::It));
    let total = &html[html.find(r#"data-testid="stats-total""#).unwrap()..];
    assert!(total.contains(r#"data-verdict="normal">normale"#));
}

/// "Rivedi": the bar at a step names it, offers only the steps that exist, and shows
/// the log lines of the action that led there.
#[test]
fn the_replay_bar_steps_by_action_turn_and_round() {
    use planisfero::present::replay_view::bar;
    let parts = long_parts();
    let replay = Replay::of_parts(&parts).unwrap();
    let len = replay.len();
    let html = |step: usize| {
        let g = replay.game_at(step);
        render(|h| bar(h, &replay, step, &g, Lang::It, false))
    };
    let start = html(0);
    assert!(start.contains(&format!(r#"data-step="0" data-len="{len}""#)));
    assert!(start.contains(r#"data-testid="replay-back" aria-label="Mossa prima" disabled"#));
    assert!(start.contains(r#"data-act="replay:1""#), "next move");
    let next_turn = replay.next_turn(0).unwrap();
    assert!(start.contains(&format!(r#"data-act="replay:{next_turn}""#)));
    assert!(start.contains(r#"<ol class="replay-lines" data-testid="replay-lines"></ol>"#));
    // Mid-game: the action's own lines, highlighted.
    let mid = len / 2;
    let text = html(mid);
    let names = planisfero::present::i18n_app::Names(&parts.config);
    for e in replay.events_of(mid - 1) {
        if let Some(line) = planisfero::present::i18n_app::event_text(e, names, Lang::It) {
            let mut h = Html::new();
            h.text(&line);
            assert!(text.contains(&h.into_string()), "{line}");
        }
    }
    assert!(text.contains(&format!(
        "Mossa {mid} di {len} · giro {}",
        replay.game_at(mid).round()
    )));
    let end = html(len);
    assert!(end.contains(r#"data-testid="replay-next" aria-label="Mossa dopo" disabled"#));
    assert!(end.contains(r#"data-act="replay-close""#));
}

/// The charts on screen: one line per player with a point per sample, in integers, and
/// the table points only when the timeline may show them.
#[test]
fn charts_draw_one_line_per_player_in_integers() {
    use planisfero::present::history::chart::charts;
    let parts = long_parts();
    let replay = Replay::of_parts(&parts).unwrap();
    for secrets in [true, false] {
        let t = Timeline::of_replay(&replay, usize::MAX, secrets);
        let html = render(|h| charts(h, &t, &parts.config, Lang::It));
        let doc = roxmltree::Document::parse(&html).expect("well-formed");
        let figures: Vec<_> = doc
            .descendants()
            .filter(|n| n.attribute("data-testid") == Some("chart"))
            .collect();
        assert_eq!(figures.len(), if t.table_points { 4 } else { 3 });
        for f in figures {
            let lines: Vec<_> = f
                .descendants()
                .filter(|n| n.has_tag_name("polyline"))
                .collect();
            assert_eq!(lines.len(), parts.config.seats.len());
            for l in lines {
                let points: Vec<&str> = l.attribute("points").unwrap().split(' ').collect();
                assert_eq!(points.len(), t.samples.len());
                assert!(points
                    .iter()
                    .all(|p| p.split(',').all(|v| v.parse::<i64>().is_ok())));
            }
        }
    }
}

/// The worker's answer to a file request of the game saved as `parts`: (file name, text).
fn svg_file(
    ask: planisfero::present::history::Download,
    parts: &planisfero::session::SessionParts,
    l: Lang,
) -> Option<(String, String)> {
    let request = planisfero::worker_protocol::file_request(ask, l, &save::encode(parts));
    let answer = planisfero::worker_protocol::answer(&request, || 0.0);
    planisfero::worker_protocol::file_reply(&answer).map(|(n, t)| (n.to_owned(), t.to_owned()))
}

#[test]
fn the_worker_makes_the_map_at_a_step_as_an_svg_file_with_a_safe_name() {
    use planisfero::present::history::Download;
    let mut parts = long_parts();
    parts.meta.name = "../<b>Anna</b> & \"Bruno\"/\\:*?\u{1}".into();
    parts.meta.created_ms = 1_796_083_200_000; // 2026-12-01 UTC
    let len = parts.actions.len();
    for (ask, step) in [(Download::Map(7), 7), (Download::Map(u32::MAX), len)] {
        let (name, text) = svg_file(ask, &parts, Lang::It).expect("a file");
        assert_eq!(name, format!("planisfero-b-anna-b-bruno-mappa-{step}.svg"));
        let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
        let territories: std::collections::HashSet<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("path"))
            .filter_map(|n| n.attribute("data-territory"))
            .collect();
        assert_eq!(territories.len(), 42);
        let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
        assert_eq!(
            title.text().map(str::trim),
            Some("../<b>Anna</b> & \"Bruno\"/\\:*?")
        );
        assert!(
            text.contains(&format!("1 dicembre 2026 · mossa {step} di {len}")),
            "{step}"
        );
    }
    let (name, _) = svg_file(Download::Map(0), &parts, Lang::En).expect("a file");
    assert_eq!(name, "planisfero-b-anna-b-bruno-map-0.svg");
}

#[test]
fn the_worker_makes_each_chart_as_an_svg_file() {
    use planisfero::present::history::{Download, Series};
    let parts = long_parts();
    let t = Timeline::of_replay(&Replay::of_parts(&parts).unwrap(), usize::MAX, false);
    for (k, series) in Series::ALL.into_iter().enumerate() {
        let file = svg_file(Download::Chart(k as u32), &parts, Lang::En);
        if series == Series::TablePoints && !t.table_points {
            // Secret while the game runs: no such file.
            assert!(file.is_none());
            continue;
        }
        let (name, text) = file.expect("a file");
        assert!(name.ends_with(&format!("-{}.svg", series.key())), "{name}");
        let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
        let lines = doc
            .descendants()
            .filter(|n| n.has_tag_name("polyline"))
            .count();
        assert_eq!(lines, parts.config.seats.len());
    }
    // No such chart: the answer is no file.
    assert!(svg_file(Download::Chart(9), &parts, Lang::It).is_none());
}

#[test]
fn dates_are_written_as_days_in_both_languages() {
    use planisfero::present::history::export::date_text;
    assert_eq!(date_text(0, Lang::It), "1 gennaio 1970");
    assert_eq!(date_text(1_709_164_800_000, Lang::En), "29 February 2024");
    assert_eq!(
        date_text(1_796_083_200_000 - 1, Lang::It),
        "30 novembre 2026"
    );
}

#[test]
fn the_charts_and_the_replay_offer_their_svg_files() {
    use planisfero::present::history::chart::charts;
    let parts = long_parts();
    let replay = Replay::of_parts(&parts).unwrap();
    let t = Timeline::of_replay(&replay, usize::MAX, true);
    let html = render(|h| charts(h, &t, &parts.config, Lang::It));
    assert_eq!(
        html.matches(r#"data-testid="export-chart""#).count(),
        html.matches(r#"data-testid="chart""#).count()
    );
    assert!(html.contains("Grafico (.svg)"));
    assert!(html.contains(r#"data-testid="stats-export-map""#));
    let g = replay.game_at(5);
    let bar = render(|h| planisfero::present::replay_view::bar(h, &replay, 5, &g, Lang::En, false));
    assert!(bar.contains(r#"data-act="export-map:5""#), "{bar}");
    assert!(bar.contains("Map (.svg)"));
}
