//! Following the computer's turn (issue 30, item 2): each attack an arrow with its dice
//! and losses, each conquest and move an arrow, and when the turn comes back to the
//! person a summary of the computers' turns, built from the public log
//! (`planisfero::present::follow`).

use planisfero::bot::Level;
use planisfero::present::bots::vs_computer_default;
use planisfero::present::follow::{
    arrows, arrows_svg, segments, summary, turn_line, ArrowKind, SeatTurn,
};
use planisfero::present::i18n_app::Names;
use planisfero::present::lang::Lang;
use planisfero::rules::*;
use planisfero::session::{LogEntry, Session, SessionMeta};
use planisfero::storage::save;
use planisfero::worker_protocol::{answer, Reply, Request};

use TerritoryId as T;

fn vs_three_medio(seed: u64) -> Session {
    let (config, computers) = vs_computer_default(Lang::It);
    let meta = SessionMeta {
        id: "g-follow".into(),
        name: "Contro il computer".into(),
        created_ms: 1,
        updated_ms: 1,
    };
    let mut s = Session::start(meta, config, seed).unwrap();
    s.set_computers(computers);
    s
}

fn battle(from: T, to: T, a: &[u8], d: &[u8], al: u32, dl: u32) -> Event {
    Event::Battle {
        attacker: SeatId(1),
        defender: SeatId(0),
        from,
        to,
        attacker_dice: Dice::new(a).unwrap(),
        defender_dice: Dice::new(d).unwrap(),
        attacker_losses: al,
        defender_losses: dl,
    }
}

fn conquered(from: T, to: T) -> Event {
    Event::Conquered {
        seat: SeatId(1),
        from,
        to,
        previous_owner: SeatId(0),
        armies_moved: 2,
    }
}

fn started(seat: u8) -> Event {
    Event::TurnStarted {
        seat: SeatId(seat),
        round: 2,
        director: None,
    }
}

#[test]
fn throws_between_the_same_territories_are_one_attack_arrow_with_its_losses() {
    let (config, _) = vs_computer_default(Lang::It);
    let events = [
        battle(T::Brasile, T::AfricaDelNord, &[6, 5, 3], &[4, 2], 0, 2),
        battle(T::Brasile, T::AfricaDelNord, &[5, 1], &[6], 1, 0),
        battle(T::Brasile, T::AfricaDelNord, &[6, 4], &[3], 0, 1),
        conquered(T::Brasile, T::AfricaDelNord),
        Event::Occupied {
            from: T::Brasile,
            to: T::AfricaDelNord,
            armies: 3,
        },
        battle(T::AfricaDelNord, T::Egitto, &[2], &[5], 1, 0),
        Event::Moved {
            from: T::Venezuela,
            to: T::Brasile,
            armies: 4,
        },
    ];
    let a = arrows(&events, Names(&config), Lang::It);
    let kinds: Vec<_> = a.iter().map(|a| (a.kind, a.from, a.to)).collect();
    assert_eq!(
        kinds,
        [
            (ArrowKind::Conquest, T::Brasile, T::AfricaDelNord),
            (ArrowKind::Move, T::Brasile, T::AfricaDelNord),
            (ArrowKind::Attack, T::AfricaDelNord, T::Egitto),
            (ArrowKind::Move, T::Venezuela, T::Brasile),
        ]
    );
    // The last throw's dice and the whole attack's losses.
    assert_eq!(a[0].label, "6 4 : 3 · −1 −3");
    assert_eq!(a[1].label, "→ 3");
    assert_eq!(a[2].label, "2 : 5 · −1 −0");
    assert_eq!(
        a[0].caption,
        "Computer 1 conquista Africa del Nord (Giocatore) da Brasile."
    );
    assert_eq!(
        a[2].caption,
        "Computer 1 attacca Egitto (Giocatore) da Africa del Nord: ultimo lancio 2 contro 5; Computer 1 perde 1, Giocatore perde 0."
    );
    // In the attacker's colour (Computer 1 is red).
    assert_eq!(a[0].colour, "#c62828");
    let en = arrows(&events, Names(&config), Lang::En);
    assert_eq!(
        en[0].caption,
        "Computer 1 conquers North Africa (Giocatore) from Brazil."
    );
    assert_eq!(
        en[2].caption,
        "Computer 1 attacks Egypt (Giocatore) from North Africa: last throw 2 against 5; Computer 1 loses 1, Giocatore loses 0."
    );
}

#[test]
fn the_summary_lists_each_computer_turn_since_the_person_s_last() {
    let s = vs_three_medio(7);
    let g = s.game();
    let entry = |action, event| LogEntry { action, event };
    let log = vec![
        entry(0, started(0)),
        entry(1, battle(T::Brasile, T::Peru, &[1], &[6], 1, 0)),
        entry(2, started(1)),
        entry(
            3,
            battle(T::Brasile, T::AfricaDelNord, &[6, 5, 3], &[4, 2], 0, 2),
        ),
        entry(3, conquered(T::Brasile, T::AfricaDelNord)),
        entry(4, battle(T::AfricaDelNord, T::Egitto, &[6], &[1], 0, 1)),
        entry(4, conquered(T::AfricaDelNord, T::Egitto)),
        entry(5, battle(T::Brasile, T::Peru, &[1], &[6], 1, 0)),
        entry(5, battle(T::Brasile, T::Peru, &[2], &[6], 1, 0)),
        entry(6, battle(T::Brasile, T::Venezuela, &[1], &[6], 1, 0)),
        entry(7, battle(T::Egitto, T::MedioOriente, &[1], &[6], 1, 0)),
        entry(8, battle(T::Egitto, T::EuropaMeridionale, &[1], &[6], 1, 0)),
        entry(
            9,
            Event::CardDrawn {
                seat: SeatId(1),
                card: None,
            },
        ),
        entry(10, started(2)),
        entry(11, started(3)),
        entry(12, started(0)),
    ];
    let sum = summary(g, &log, SeatId(0), Lang::It).expect("computers played");
    let seats: Vec<_> = sum.turns.iter().map(|t| t.seat).collect();
    assert_eq!(seats, [SeatId(1), SeatId(2), SeatId(3)]);
    // Three computers: the title is plural (the snapshots below).
    assert_eq!(sum.players(g), 3);
    assert_eq!(sum.lost(), 2);
    let names = Names(g.config());
    assert_eq!(
        turn_line(&sum.turns[0], SeatId(0), names, Lang::It),
        "Computer 1: 6 attacchi, conquista Africa del Nord ed Egitto da te, pesca una carta."
    );
    assert_eq!(
        turn_line(&sum.turns[0], SeatId(0), names, Lang::En),
        "Computer 1: 6 attacks, conquers North Africa and Egypt from you, draws a card."
    );
    assert_eq!(
        turn_line(&sum.turns[1], SeatId(0), names, Lang::It),
        "Computer 2: nessun attacco, nessuna carta."
    );
    // Only the computers' turns: the person's own attack on Perù is not in it.
    assert_eq!(sum.arrows.len(), 6);
    assert_eq!(sum.arrows[0].kind, ArrowKind::Conquest);
    // The person's turn is the first: nothing to sum up.
    assert_eq!(summary(g, &log[..2], SeatId(0), Lang::It), None);
    // The dialog: what was lost, a line a seat in its colour, "Mostrami" and OK.
    for l in [Lang::It, Lang::En] {
        let sum = summary(g, &log, SeatId(0), l).unwrap();
        let mut h = planisfero::present::html::Html::new();
        planisfero::present::follow::summary_dialog(&mut h, g, &sum, l);
        insta::assert_snapshot!(
            format!("summary_dialog_{}", l.code()),
            h.into_string().replace("><", ">\n<")
        );
    }
}

/// Testa a testa: the person (seat 0), the computer (1) and the morto (2). When the
/// person directs the morto, the summary is of the computer's turn just played, not of
/// the turns before the person's own last turn (issue 30, round two).
#[test]
fn directing_the_morto_the_summary_covers_the_turns_since_the_person_last_acted() {
    let config = GameConfig::new(
        PresetId::TestaATesta,
        vec![
            SeatConfig::human("Giocatore", Color::Blu),
            SeatConfig::human("Computer", Color::Rosso),
            SeatConfig::morto("Morto", Color::Nero),
        ],
    );
    let g = Game::new(config, 1).unwrap();
    let by = |seat: u8, director: Option<u8>| Event::TurnStarted {
        seat: SeatId(seat),
        round: 2,
        director: director.map(SeatId),
    };
    let entry = |action, event| LogEntry { action, event };
    let log = vec![
        entry(0, by(0, None)),
        entry(1, battle(T::Brasile, T::Peru, &[1], &[6], 1, 0)),
        // The computer's turn, then the morto's directed by the computer.
        entry(2, by(1, None)),
        entry(3, battle(T::Argentina, T::Brasile, &[6], &[1], 0, 1)),
        entry(3, conquered(T::Argentina, T::Brasile)),
        entry(4, by(2, Some(1))),
        entry(5, battle(T::Cina, T::Siam, &[6], &[1], 0, 1)),
        // The person's turn, the computer's, then the morto's directed by the person.
        entry(6, by(0, None)),
        entry(7, by(1, None)),
        entry(8, battle(T::AfricaDelNord, T::Egitto, &[6], &[1], 0, 1)),
        entry(8, conquered(T::AfricaDelNord, T::Egitto)),
        entry(9, by(2, Some(0))),
    ];
    let seats = |n: usize| {
        let s = summary(&g, &log[..n], SeatId(0), Lang::It).unwrap();
        let conquests: Vec<T> = s
            .turns
            .iter()
            .flat_map(|t| &t.conquests)
            .map(|c| c.0)
            .collect();
        (
            s.turns.iter().map(|t| t.seat).collect::<Vec<_>>(),
            conquests,
        )
    };
    // At the person's own turn: the computer's and the morto's turns.
    assert_eq!(seats(8), (vec![SeatId(1), SeatId(2)], vec![T::Brasile]));
    // Directing the morto: the computer's turn just played, nothing older.
    assert_eq!(seats(12), (vec![SeatId(1)], vec![T::Egitto]));
    // Back to the person's turn after directing the morto: nobody else played.
    let mut more = log.clone();
    more.push(entry(10, by(0, None)));
    assert_eq!(summary(&g, &more, SeatId(0), Lang::It), None);
    // One computer (the morto it directed is no other player): the title is singular.
    for (l, title) in [
        (Lang::It, "Cosa ha fatto il computer"),
        (Lang::En, "What the computer did"),
    ] {
        let s = summary(&g, &log[..8], SeatId(0), l).unwrap();
        assert_eq!(s.players(&g), 1);
        let mut h = planisfero::present::html::Html::new();
        planisfero::present::follow::summary_dialog(&mut h, &g, &s, l);
        let html = h.into_string();
        assert!(html.contains(&format!("<h2>{title}</h2>")), "{html}");
    }
    // While the computer acts, no summary for the person.
    assert_eq!(summary(&g, &log[..9], SeatId(0), Lang::It), None);
}

#[test]
fn a_line_names_every_owner_and_elimination() {
    let (config, _) = vs_computer_default(Lang::It);
    let t = SeatTurn {
        seat: SeatId(2),
        attacks: 1,
        conquests: vec![
            (T::Cina, SeatId(3)),
            (T::Alaska, SeatId(0)),
            (T::Siam, SeatId(3)),
        ],
        cards: 2,
        eliminated: vec![SeatId(3)],
    };
    assert_eq!(
        turn_line(&t, SeatId(0), Names(&config), Lang::It),
        "Computer 2: 1 attacco, conquista Alaska da te, conquista Cina e Siam da Computer 3, elimina Computer 3, pesca 2 carte."
    );
}

/// A real game: three Medio play until the person's second turn; the summary then
/// counts exactly the conquests and cards the log shows in their turns.
#[test]
fn the_summary_of_real_computer_turns_matches_the_log() {
    let mut s = vs_three_medio(20261130);
    let me = SeatId(0);
    let mut n = 0u32;
    let mut my_turns = 0;
    let mut seen_conquests = 0;
    loop {
        let seat = s.game().actor().unwrap();
        if seat == me && s.game().phase() != Phase::Setup {
            if let Some(sum) = summary(s.game(), s.log(), me, Lang::It) {
                my_turns += 1;
                // The log since the person's previous turn (or the game's first turn).
                let starts: Vec<usize> = s
                    .log()
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| matches!(e.event, Event::TurnStarted { .. }))
                    .map(|(i, _)| i)
                    .collect();
                let now = *starts.last().unwrap();
                let from = starts
                    .iter()
                    .rev()
                    .skip(1)
                    .find(|&&i| matches!(s.log()[i].event, Event::TurnStarted { seat, .. } if seat == me))
                    .map_or(starts[0], |&i| starts.iter().copied().find(|&j| j > i).unwrap());
                let slice = &s.log()[from..now];
                let conquests = slice
                    .iter()
                    .filter(|e| matches!(e.event, Event::Conquered { .. }))
                    .count();
                let cards = slice
                    .iter()
                    .filter(|e| matches!(e.event, Event::CardDrawn { .. }))
                    .count();
                let got: usize = sum.turns.iter().map(|t| t.conquests.len()).sum();
                assert_eq!(got, conquests);
                assert_eq!(
                    sum.turns.iter().map(|t| t.cards as usize).sum::<usize>(),
                    cards
                );
                assert!(sum.turns.iter().all(|t| t.seat != me));
                let conquest_arrows = sum
                    .arrows
                    .iter()
                    .filter(|a| a.kind == ArrowKind::Conquest)
                    .count();
                assert_eq!(conquest_arrows, conquests);
                seen_conquests += conquests;
                if my_turns == 3 {
                    break;
                }
            }
        }
        // Every seat plays as a computer (the person as Facile: quick).
        let level = s.computer(seat).unwrap_or(Level::Facile);
        let text = save::encode(s.parts());
        let m = Request {
            id: n,
            seat,
            level: level.key(),
            seed: u64::from(n),
            save: &text,
        }
        .encode();
        let action = Reply::decode(&answer(&m, || 0.0)).unwrap().action.unwrap();
        s.apply(action, 1).unwrap();
        n += 1;
        assert!(n < 5_000 && s.game().outcome().is_none());
    }
    assert!(seen_conquests > 0, "the computers conquered something");
}

#[test]
fn an_arrow_across_the_map_s_edge_leaves_by_both_edges() {
    assert_eq!(segments((100.0, 50.0), (300.0, 60.0), 4000.0).len(), 1);
    // Alaska (west) to Kamchatka (east): the short way is round the world.
    let s = segments((241.0, 413.0), (3700.0, 400.0), 4000.0);
    assert_eq!(
        s,
        [
            ((241.0, 413.0), (-300.0, 400.0)),
            ((4241.0, 413.0), (3700.0, 400.0))
        ]
    );
}

#[test]
fn arrows_are_drawn_with_their_source_target_and_kind() {
    let (config, _) = vs_computer_default(Lang::It);
    let events = [
        battle(T::Brasile, T::AfricaDelNord, &[6, 5, 3], &[4, 2], 0, 2),
        conquered(T::Brasile, T::AfricaDelNord),
    ];
    let a = arrows(&events, Names(&config), Lang::It);
    let svg = arrows_svg(
        &a,
        |t| match t {
            T::Brasile => Some((1100.0, 1300.0)),
            T::AfricaDelNord => Some((1900.0, 1000.0)),
            _ => None,
        },
        4000.0,
    );
    insta::assert_snapshot!(svg.replace("><", ">\n<"));
}

/// The label's box (x, y: the text's middle and baseline) as drawn by `arrows_svg`.
fn label_boxes(svg: &str) -> Vec<((f64, f64), String)> {
    svg.split(r#"<text class="arrow-label" x=""#)
        .skip(1)
        .map(|rest| {
            let (x, rest) = rest.split_once(r#"" y=""#).unwrap();
            let (y, rest) = rest.split_once(r#"">"#).unwrap();
            let (text, _) = rest.split_once("</text>").unwrap();
            // A die not compared is a tspan of its own.
            let text = text
                .replace(r#"<tspan class="die-unused">"#, "")
                .replace("</tspan>", "");
            let (x, y): (f64, f64) = (x.parse().unwrap(), y.parse().unwrap());
            // The baseline sits 0.3 of the box's height under its middle.
            ((x, y - 54.0 * 0.3), text)
        })
        .collect()
}

/// Issue 30, round two: an arrow's dice label covers no territory's army badge, for an
/// attack between any two neighbours on the real map.
#[test]
fn an_arrow_s_label_covers_no_army_badge() {
    use planisfero::present::follow::{covers_badge, label_size};
    use planisfero::present::history::picture::MapShapes;
    let map = MapShapes::load().unwrap();
    let at = |t: T| {
        map.territories
            .iter()
            .find(|x| x.0 == t)
            .map(|x| (f64::from(x.2 .0), f64::from(x.2 .1)))
    };
    let (config, _) = vs_computer_default(Lang::It);
    let mut covered = Vec::new();
    let mut drawn = 0;
    for from in T::ALL {
        for to in from.neighbours() {
            let events = [battle(from, to, &[6, 5, 3], &[6, 5], 3, 3)];
            let a = arrows(&events, Names(&config), Lang::It);
            let svg = arrows_svg(&a, at, f64::from(map.width));
            for (c, text) in label_boxes(&svg) {
                drawn += 1;
                assert_eq!(text, "6 5 3 : 6 5 · −3 −3");
                let size = label_size(&text);
                for t in T::ALL {
                    if covers_badge(c, size, at(t).unwrap()) {
                        covered.push((from, to, t));
                    }
                }
            }
        }
    }
    assert!(drawn > 100, "{drawn} labels drawn");
    assert!(
        covered.is_empty(),
        "{} labels cover a badge: {covered:?}",
        covered.len()
    );
}

/// Issue 43, item 2: in an arrow's label the dice that were compared are drawn as they
/// are, a die not compared (the attacker's third against two, the defender's second
/// against one) dimmed.
#[test]
fn an_arrow_s_label_dims_the_dice_that_were_not_compared() {
    let (config, _) = vs_computer_default(Lang::It);
    let label = |a: &[u8], d: &[u8]| {
        let arrow = arrows(
            &[battle(T::Brasile, T::AfricaDelNord, a, d, 0, 1)],
            Names(&config),
            Lang::It,
        )
        .remove(0);
        let dimmed = arrow.dim.map(|(s, e)| arrow.label[s..e].to_string());
        (arrow.label, dimmed)
    };
    assert_eq!(
        label(&[6, 5, 3], &[4, 2]),
        ("6 5 3 : 4 2 · −0 −1".into(), Some("3".into()))
    );
    assert_eq!(
        label(&[6, 5, 3], &[4]),
        ("6 5 3 : 4 · −0 −1".into(), Some("5 3".into()))
    );
    assert_eq!(
        label(&[2], &[6, 1]),
        ("2 : 6 1 · −0 −1".into(), Some("1".into()))
    );
    assert_eq!(label(&[6, 5], &[4, 2]).1, None);
    let a = arrows(
        &[battle(
            T::Brasile,
            T::AfricaDelNord,
            &[6, 5, 3],
            &[4, 2],
            0,
            2,
        )],
        Names(&config),
        Lang::It,
    );
    let svg = arrows_svg(
        &a,
        |t| match t {
            T::Brasile => Some((1100.0, 1300.0)),
            T::AfricaDelNord => Some((1900.0, 1000.0)),
            _ => None,
        },
        4000.0,
    );
    assert!(
        svg.contains(r#">6 5 <tspan class="die-unused">3</tspan> : 4 2 · −0 −2</text>"#),
        "{svg}"
    );
}
