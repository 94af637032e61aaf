//! The final table's turning points (issue 47, item 2): each player's chance of winning
//! turn by turn as an inline SVG chart (integers only, as [`super::chart`]), and the three
//! moments that changed the person's most, in words, each with "Mostrami" (the replay at
//! that moment, [`PlayAct::ReplayAt`]). Computed by the bots' worker
//! ([`crate::history::TurningPoints`]) after the table appears: until then "calcolo…".

use crate::history::turning::{Moment, TurningPoints};
use crate::present::act::PlayAct;
use crate::present::colors::{css, swatch};
use crate::present::html::Html;
use crate::present::i18n_app::Names;
use crate::present::lang::Lang;
use crate::present::texts::pick;
use crate::rules::board::Continent;
use crate::rules::{GameConfig, SeatId};

use super::picture::dashes;

/// What the final table shows of the turning points.
#[derive(Copy, Clone, Debug)]
pub enum Turning<'a> {
    /// The worker is computing them.
    Computing,
    Ready(&'a TurningPoints),
}

/// "il Nord America", "l'Asia": a continent with its Italian article.
fn the_continent_it(c: Continent) -> &'static str {
    match c {
        Continent::NordAmerica => "il Nord America",
        Continent::SudAmerica => "il Sud America",
        Continent::Europa => "l'Europa",
        Continent::Africa => "l'Africa",
        Continent::Asia => "l'Asia",
        Continent::Oceania => "l'Oceania",
    }
}

/// "Urali", "Urali e Siberia", "Urali, Siberia e Cina", "Urali, Siberia e altri 2".
fn places(m: &Moment, l: Lang) -> String {
    let names: Vec<&str> = m.took.iter().map(|&t| l.territory(t)).collect();
    let and = pick(l, " e ", " and ");
    match names.as_slice() {
        [] => String::new(),
        [a] => (*a).to_owned(),
        [a, b] => format!("{a}{and}{b}"),
        [a, b, c] => format!("{a}, {b}{and}{c}"),
        [a, b, rest @ ..] => match l {
            Lang::It => format!("{a}, {b} e altri {}", rest.len()),
            Lang::En => format!("{a}, {b} and {} more", rest.len()),
        },
    }
}

/// The moment in one line: "giro 9: Computer 2 conquista Urali e ti toglie l'Asia:
/// 41% → 18%" ("round 9: Computer 2 takes Ural and cuts your Asia: 41% → 18%"). `person`:
/// the one told "you" (the chance's seat is named when it is someone else).
pub fn moment_text(m: &Moment, person: Option<SeatId>, names: Names, l: Lang) -> String {
    let you = person == Some(m.actor);
    let who = names.of(m.actor);
    let mut s = format!("{}{}: ", pick(l, "giro ", "round "), m.round);
    let mut parts: Vec<String> = Vec::new();
    if !m.took.is_empty() {
        let p = places(m, l);
        parts.push(match (l, you) {
            (Lang::It, true) => format!("conquisti {p}"),
            (Lang::It, false) => format!("{who} conquista {p}"),
            (Lang::En, true) => format!("you take {p}"),
            (Lang::En, false) => format!("{who} takes {p}"),
        });
    } else if m.traded > 0 {
        let n = m.traded;
        parts.push(match (l, you) {
            (Lang::It, true) => format!("giochi un tris da {n} armate"),
            (Lang::It, false) => format!("{who} gioca un tris da {n} armate"),
            (Lang::En, true) => format!("you trade a tris for {n} armies"),
            (Lang::En, false) => format!("{who} trades a tris for {n} armies"),
        });
    } else {
        parts.push(match (l, you) {
            (Lang::It, true) => "il tuo turno".to_owned(),
            (Lang::It, false) => format!("turno di {who}"),
            (Lang::En, true) => "your turn".to_owned(),
            (Lang::En, false) => format!("{who}'s turn"),
        });
    }
    if let Some((victim, c)) = m.broke {
        let theirs = person == Some(victim);
        let v = names.of(victim);
        parts.push(match (l, you, theirs) {
            (Lang::It, _, true) => format!("ti toglie {}", the_continent_it(c)),
            (Lang::It, true, false) => format!("togli {} a {v}", the_continent_it(c)),
            (Lang::It, false, false) => format!("toglie {} a {v}", the_continent_it(c)),
            (Lang::En, _, true) => format!("cuts your {}", l.continent(c)),
            (Lang::En, true, false) => format!("cut {v}'s {}", l.continent(c)),
            (Lang::En, false, false) => format!("cuts {v}'s {}", l.continent(c)),
        });
    }
    if let Some(c) = m.gained {
        parts.push(match (l, you) {
            (Lang::It, true) => format!("completi {}", the_continent_it(c)),
            (Lang::It, false) => format!("completa {}", the_continent_it(c)),
            (Lang::En, true) => format!("complete {}", l.continent(c)),
            (Lang::En, false) => format!("completes {}", l.continent(c)),
        });
    }
    if let Some(e) = m.eliminated {
        let v = names.of(e);
        parts.push(match (l, you, person == Some(e)) {
            (Lang::It, _, true) => "ti elimina".to_owned(),
            (Lang::It, true, false) => format!("elimini {v}"),
            (Lang::It, false, false) => format!("elimina {v}"),
            (Lang::En, _, true) => "eliminates you".to_owned(),
            (Lang::En, true, false) => format!("eliminate {v}"),
            (Lang::En, false, false) => format!("eliminates {v}"),
        });
    }
    let n = parts.len();
    for (i, p) in parts.into_iter().enumerate() {
        if i > 0 {
            s.push_str(match (i + 1 == n, l) {
                (false, _) => ", ",
                (true, Lang::It) if p.starts_with('e') => " ed ",
                (true, Lang::It) => " e ",
                (true, Lang::En) => " and ",
            });
        }
        s.push_str(&p);
    }
    s.push_str(": ");
    if person != Some(m.seat) {
        s.push_str(names.of(m.seat));
        s.push(' ');
    }
    s.push_str(&format!("{}% → {}%", m.before, m.after));
    s
}

/// Plot area in the 1000 x 380 viewBox.
const LEFT: i64 = 80;
const RIGHT: i64 = 980;
const TOP: i64 = 40;
const BOTTOM: i64 = 320;

/// The section of the final table: the heading, then "calcolo…" or the chart, its
/// legend and the moments with "Mostrami".
pub fn section(h: &mut Html, t: Turning, config: &GameConfig, l: Lang) {
    h.open("section", "turning").id("turning");
    let Turning::Ready(tp) = t else {
        h.attr("data-state", "computing").end();
        h.el("h3", "", pick(l, "Momenti decisivi", "Turning points"));
        h.open("p", "turning-wait")
            .id("turning-wait")
            .attr("role", "status")
            .end()
            .raw(pick(l, "calcolo…", "computing…"))
            .close("p");
        h.raw("</section>");
        return;
    };
    h.attr("data-state", "ready").end();
    h.el("h3", "", pick(l, "Momenti decisivi", "Turning points"));
    chart(h, tp, config, l);
    h.raw(r#"<ol class="turning-moments">"#);
    for (i, m) in tp.moments.iter().enumerate() {
        h.open("li", "")
            .id("turning-moment")
            .attr_num("data-step", m.step)
            .end();
        h.raw(r#"<span class="turning-num">"#)
            .num(i + 1)
            .raw("</span><span>")
            .text(&moment_text(m, tp.person, Names(config), l))
            .raw("</span>");
        h.open("button", "action")
            .attr("type", "button")
            .act(PlayAct::ReplayAt(m.step))
            .id("turning-show")
            .attr_num("data-step", m.step)
            .end()
            .raw(pick(l, "Mostrami", "Show me"))
            .close("button");
        h.raw("</li>");
    }
    h.raw("</ol></section>");
}

/// The chances as lines (y 0-100%), a sample per turn; the moments marked by their
/// numbers; a legend with each player's colour, line pattern and final chance.
fn chart(h: &mut Html, tp: &TurningPoints, config: &GameConfig, l: Lang) {
    let n = tp.samples.len().max(2) as i64 - 1;
    let x = |i: usize| (LEFT + (RIGHT - LEFT) * i as i64 / n) as u32;
    let y = |v: u8| (BOTTOM - (BOTTOM - TOP) * i64::from(v.min(100)) / 100) as u32;
    let title = pick(l, "Probabilità di vittoria", "Chance of winning");
    h.raw(r#"<ul class="chart-legend">"#);
    for (seat, s) in config.seats.iter().enumerate() {
        let last = tp.samples.last().and_then(|x| x.chances.get(seat));
        h.raw("<li>");
        swatch(h, s.color);
        h.raw(
            r#"<svg viewBox="0 0 60 10" class="dash"><path d="M0 5h60" stroke-width="4" stroke=""#,
        )
        .raw(css(s.color))
        .raw(r#"" stroke-dasharray=""#)
        .raw(dashes(s.color))
        .raw(r#""/></svg>"#)
        .text(&s.name);
        if let Some(&c) = last {
            h.raw(" ").num(c).raw("%");
        }
        h.raw("</li>");
    }
    h.raw(r#"</ul><figure class="turning-chart" data-testid="turning-chart"><svg viewBox="0 0 1000 380" role="img" aria-label=""#)
        .raw(title)
        .raw(r#""><g class="axis"><path d="M80 40V320H980"/><path class="grid" d="M80 180H980"/>"#)
        .raw(r#"<text x="70" y="50" text-anchor="end">100%</text><text x="70" y="190" text-anchor="end">50%</text><text x="70" y="320" text-anchor="end">0</text><text x="80" y="362">"#);
    match tp.samples.first().map_or(0, |s| s.round) {
        // The setup: the game as dealt.
        0 => h.raw(pick(l, "inizio", "start")),
        r => h.raw(pick(l, "giro ", "round ")).num(r),
    };
    h.raw(r#"</text><text x="980" y="362" text-anchor="end">"#)
        .raw(pick(l, "giro ", "round "))
        .num(tp.samples.last().map_or(0, |s| s.round))
        .raw("</text></g>");
    // The moments: a line at the end of their turn, numbered at the top.
    for (i, m) in tp.moments.iter().enumerate() {
        let k = tp.samples.partition_point(|s| s.step <= m.step);
        let at = x(k.min(tp.samples.len().saturating_sub(1)));
        h.raw(r#"<g class="turning-mark"><path d="M"#)
            .num(at)
            .raw(" 40V320")
            .raw(r#""/><text x=""#)
            .num(at)
            .raw(r#"" y="30" text-anchor="middle">"#)
            .num(i + 1)
            .raw("</text></g>");
    }
    for (seat, sc) in config.seats.iter().enumerate() {
        // The person's own line the thickest.
        let width = if tp.person.is_some_and(|p| p.index() == seat) {
            r#"<polyline fill="none" stroke-width="9" stroke-linejoin="round" stroke=""#
        } else {
            r#"<polyline fill="none" stroke-width="5" stroke-linejoin="round" stroke=""#
        };
        h.raw(width)
            .raw(css(sc.color))
            .raw(r#"" stroke-dasharray=""#)
            .raw(dashes(sc.color))
            .raw(r#"" data-seat=""#)
            .num(seat)
            .raw(r#"" points=""#);
        for (i, s) in tp.samples.iter().enumerate() {
            if i > 0 {
                h.raw(" ");
            }
            h.num(x(i))
                .raw(",")
                .num(y(s.chances.get(seat).copied().unwrap_or(0)));
        }
        h.raw(r#""/>"#);
    }
    h.raw("</svg></figure>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::TerritoryId;
    use crate::rules::{Color, PresetId, SeatConfig};

    fn config() -> GameConfig {
        GameConfig::new(
            PresetId::Torneo,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Computer 2", Color::Giallo),
                SeatConfig::human("Dario", Color::Verde),
            ],
        )
    }

    fn moment(actor: u8) -> Moment {
        Moment {
            step: 120,
            round: 9,
            actor: SeatId(actor),
            seat: SeatId(0),
            before: 41,
            after: 18,
            took: vec![TerritoryId::Urali],
            gained: None,
            broke: Some((SeatId(0), Continent::Asia)),
            eliminated: None,
            traded: 0,
        }
    }

    #[test]
    fn a_moment_says_who_took_what_and_the_change_in_both_languages() {
        let c = config();
        let n = Names(&c);
        let p = Some(SeatId(0));
        let m = moment(2);
        assert_eq!(
            moment_text(&m, p, n, Lang::It),
            "giro 9: Computer 2 conquista Urali e ti toglie l'Asia: 41% → 18%"
        );
        assert_eq!(
            moment_text(&m, p, n, Lang::En),
            "round 9: Computer 2 takes Ural and cuts your Asia: 41% → 18%"
        );
        // The person's own turn: conquests, a continent completed, another's broken.
        let mine = Moment {
            actor: SeatId(0),
            before: 20,
            after: 47,
            took: vec![
                TerritoryId::Urali,
                TerritoryId::Siberia,
                TerritoryId::Cina,
                TerritoryId::India,
            ],
            gained: Some(Continent::Asia),
            broke: Some((SeatId(1), Continent::Europa)),
            eliminated: Some(SeatId(3)),
            ..m.clone()
        };
        assert_eq!(
            moment_text(&mine, p, n, Lang::It),
            "giro 9: conquisti Urali, Siberia e altri 2, togli l'Europa a Bruno, completi l'Asia ed elimini Dario: 20% → 47%"
        );
        assert_eq!(
            moment_text(&mine, p, n, Lang::En),
            "round 9: you take Ural, Siberia and 2 more, cut Bruno's Europe, complete Asia and eliminate Dario: 20% → 47%"
        );
        // No conquest: a trade, or only the turn; without a person, the seat is named.
        let three = Moment {
            took: vec![TerritoryId::Urali, TerritoryId::Siberia, TerritoryId::Cina],
            broke: None,
            ..m.clone()
        };
        assert_eq!(
            moment_text(&three, p, n, Lang::It),
            "giro 9: Computer 2 conquista Urali, Siberia e Cina: 41% → 18%"
        );
        let quiet = Moment {
            took: vec![],
            broke: None,
            traded: 12,
            ..m.clone()
        };
        assert_eq!(
            moment_text(&quiet, p, n, Lang::It),
            "giro 9: Computer 2 gioca un tris da 12 armate: 41% → 18%"
        );
        assert_eq!(
            moment_text(&quiet, None, n, Lang::En),
            "round 9: Computer 2 trades a tris for 12 armies: Anna 41% → 18%"
        );
        let turn = Moment { traded: 0, ..quiet };
        assert_eq!(
            moment_text(&turn, p, n, Lang::It),
            "giro 9: turno di Computer 2: 41% → 18%"
        );
        assert_eq!(
            moment_text(&turn, p, n, Lang::En),
            "round 9: Computer 2's turn: 41% → 18%"
        );
    }

    #[test]
    fn the_section_waits_then_shows_the_chart_and_a_mostrami_per_moment() {
        let c = config();
        let mut h = Html::new();
        section(&mut h, Turning::Computing, &c, Lang::It);
        let wait = h.into_string();
        assert!(wait.contains(r#"data-state="computing""#) && wait.contains("calcolo…"));
        let tp = TurningPoints {
            person: Some(SeatId(0)),
            samples: (0..5)
                .map(|i| crate::history::turning::TurnSample {
                    step: i * 40,
                    round: i,
                    chances: vec![25, 25, 25, 25],
                })
                .collect(),
            moments: vec![moment(2)],
        };
        let mut h = Html::new();
        section(&mut h, Turning::Ready(&tp), &c, Lang::En);
        let out = h.into_string();
        assert!(out.contains(r#"data-state="ready""#));
        assert_eq!(out.matches("<polyline").count(), 4);
        assert_eq!(out.matches(r#"data-testid="turning-show""#).count(), 1);
        assert!(out.contains(r#"data-act="replay:120""#), "{out}");
        assert!(out.contains("Show me") && out.contains("Chance of winning"));
        assert!(out.contains(">start</text>") && out.contains(">round 4</text>"));
        // The person's line is the thick one.
        assert_eq!(out.matches(r#"stroke-width="9""#).count(), 1);
        // The moment's line at the end of its turn (the sample after step 120).
        assert!(out.contains(r#"<path d="M980 40V320""#), "{out}");
    }
}
