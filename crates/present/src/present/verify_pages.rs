//! Dice you can trust, in words: the seed's fingerprint shown when a game starts, the
//! Verifica at its end (what [`crate::history::verify`] found, and what it proves and
//! cannot prove), and the dice statistics ([`crate::history::DiceStats`]), written as
//! HTML with [`Html`]. Decimals are written with integers ([`decimal`]): no float
//! formatting in the wasm.

use crate::history::fingerprint::{seed_hex, PROVES_EN, PROVES_IT};
use crate::history::stats::{SeatDice, Throw, Verdict};
use crate::history::{DiceStats, FaceCounts, Fingerprint, Report, Step, VerifyError};
use crate::present::colors::swatch;
use crate::present::html::Html;
use crate::present::i18n_app::{decimal, dice_text, Names};
use crate::present::lang::Lang;
use crate::present::texts::pick;
use crate::rules::GameConfig;

/// What the fingerprint proves and what it cannot (Verifica, About).
pub const fn proves(l: Lang) -> &'static str {
    match l {
        Lang::It => PROVES_IT,
        Lang::En => PROVES_EN,
    }
}

/// The dice statistics' title (and their buttons' label).
pub fn stats_title(l: Lang) -> &'static str {
    pick(l, "Statistiche dei dadi", "Dice statistics")
}

/// The fingerprint of a new game's seed: its first digits big, all of them on request
/// (a `<details>`, no state), and what it is for.
pub fn fingerprint(h: &mut Html, f: &Fingerprint, l: Lang) {
    h.raw(r#"<div class="fingerprint" data-testid="fingerprint"><span>"#)
        .raw(pick(l, "Impronta dei dadi", "Dice fingerprint"))
        .raw(r#"</span> <strong data-testid="fingerprint-short">"#)
        .text(&f.short())
        .raw(r#"</strong><details><summary>"#)
        .raw(pick(l, "Tutta l'impronta", "The whole fingerprint"))
        .raw(r#"</summary><code data-testid="fingerprint-full">"#)
        .text(&f.hex())
        .raw("</code><p>")
        .raw(pick(
            l,
            "Annotatela: a fine partita Verifica mostra il seme dei dadi e controlla che abbia questa impronta.",
            "Note it: at the end of the game Verify reveals the dice seed and checks that it has this fingerprint.",
        ))
        .raw("</p></details></div>");
}

fn step_text(s: Step, l: Lang) -> String {
    match s {
        Step::Setup => pick(l, "nella distribuzione iniziale", "in the initial deal").into(),
        Step::Action(i) => {
            let mut t = String::from(pick(l, "nella mossa ", "in move "));
            t.push_str(&(i + 1).to_string());
            t
        }
    }
}

/// The Verifica: what the replay of the game from its seed and actions found, against
/// the fingerprint `shown` at the start, and what that proves.
pub fn verify(
    h: &mut Html,
    result: &Result<Report, VerifyError>,
    shown: &Fingerprint,
    seed: u64,
    l: Lang,
) {
    let ok = result.is_ok();
    h.open("div", if ok { "verify ok" } else { "verify failed" })
        .id("verify-result")
        .attr("data-ok", if ok { "true" } else { "false" })
        .end();
    h.raw("<p class=\"verdict\">");
    match result {
        Ok(_) => {
            h.raw(pick(
                l,
                "✓ Verificata: dadi e carte sono quelli del seme.",
                "✓ Verified: the dice and cards are the seed's.",
            ));
        }
        Err(e) => {
            h.raw(pick(
                l,
                "✗ Verifica non riuscita.",
                "✗ Verification failed.",
            ));
            if let Some(s) = e.first_step() {
                h.raw(pick(
                    l,
                    " La prima differenza è ",
                    " The first difference is ",
                ))
                .text(&step_text(s, l))
                .raw(".");
            }
            if matches!(e, VerifyError::Fingerprint { .. }) {
                h.raw(pick(
                    l,
                    " Il seme non ha l'impronta mostrata all'inizio.",
                    " The seed does not have the fingerprint shown at the start.",
                ));
            }
        }
    }
    h.raw("</p><dl><dt>")
        .raw(pick(
            l,
            "Impronta mostrata all'inizio",
            "Fingerprint shown at the start",
        ))
        .raw(r#"</dt><dd><code data-testid="verify-shown">"#)
        .text(&shown.hex())
        .raw("</code></dd><dt>")
        .raw(pick(
            l,
            "Seme dei dadi, ora rivelato",
            "Dice seed, revealed now",
        ))
        .raw(r#"</dt><dd><code data-testid="verify-seed">"#)
        .text(&seed_hex(seed))
        .raw("</code></dd><dt>")
        .raw(pick(l, "Impronta del seme", "The seed's fingerprint"))
        .raw(r#"</dt><dd><code data-testid="verify-computed">"#)
        .text(&Fingerprint::of_seed(seed).hex())
        .raw("</code></dd>");
    if let Ok(r) = result {
        h.raw("<dt>")
            .raw(pick(l, "Controllati", "Checked"))
            .raw(r#"</dt><dd data-testid="verify-counts">"#)
            .num(r.actions)
            .raw(pick(l, " mosse rigiocate, ", " moves replayed, "))
            .num(r.dice)
            .raw(pick(l, " dadi e ", " dice and "))
            .num(r.cards)
            .raw(pick(
                l,
                " carte, tutti uguali a quelli della partita.",
                " cards, all as in the game.",
            ))
            .raw("</dd>");
    }
    h.raw("</dl><p class=\"proves\">")
        .raw(proves(l))
        .raw("</p></div>");
}

/// A signed number of armies with one decimal: "+1,5", "−0,3", "0,0".
pub fn signed(x: f64, l: Lang) -> String {
    let d = decimal(x.abs(), l);
    if d == decimal(0.0, l) {
        d
    } else if x < 0.0 {
        String::from("−") + &d
    } else {
        String::from("+") + &d
    }
}

fn verdict(v: Verdict, l: Lang) -> &'static str {
    match l {
        Lang::It => v.text_it(),
        Lang::En => v.text_en(),
    }
}

fn faces_row(h: &mut Html, f: &FaceCounts, l: Lang) {
    h.raw("<td>").num(f.total()).raw("</td>");
    for c in f.counts {
        h.raw("<td>").num(c).raw("</td>");
    }
    let v = f.verdict();
    h.raw(r#"<td data-testid="stats-verdict" data-verdict=""#)
        .raw(match v {
            Verdict::TooFew => "few",
            Verdict::Normal => "normal",
            Verdict::Unusual => "unusual",
        })
        .raw(r#"">"#)
        .raw(verdict(v, l))
        .raw("</td></tr>");
}

fn throw_text(h: &mut Html, t: &Option<(Throw, f64)>, names: Names<'_>, l: Lang) {
    h.raw("<td>");
    if let Some((t, luck)) = t {
        h.text(&dice_text(&t.attacker_dice))
            .raw(pick(l, " contro ", " against "))
            .text(&dice_text(&t.defender_dice))
            .raw(" (")
            .text(names.of(t.attacker))
            .raw(" → ")
            .text(l.territory(t.to))
            .raw(", ")
            .text(&signed(*luck, l))
            .raw(")");
    }
    h.raw("</td>");
}

fn seat_cell(h: &mut Html, config: &GameConfig, i: usize) {
    h.raw(r#"<td class="who">"#);
    if let Some(s) = config.seats.get(i) {
        swatch(h, s.color);
        h.text(&s.name);
    }
    h.raw("</td>");
}

fn attacks_row(h: &mut Html, d: &SeatDice, names: Names<'_>, l: Lang) {
    h.raw("<td>")
        .num(d.attacks_won)
        .raw(" / ")
        .num(d.attacks_lost())
        .raw("</td><td>")
        .text(&decimal(d.expected_wins, l))
        .raw(r#"</td><td data-testid="stats-luck">"#)
        .text(&signed(d.luck, l))
        .raw("</td>");
    throw_text(h, &d.best, names, l);
    throw_text(h, &d.worst, names, l);
}

/// The dice statistics: per player and in total, each face against the expected sixth
/// with a verdict in words; attacks won and lost against the exact odds, luck in
/// armies, the best and worst throw. Every die counted was seen by every player.
pub fn stats(h: &mut Html, s: &DiceStats, config: &GameConfig, l: Lang) {
    let names = Names(config);
    h.open("div", "stats").id("dice-stats").end();
    h.raw("<p>").raw(pick(
        l,
        "Ogni faccia dovrebbe uscire circa 1 volta su 6. «Insolita»: con dadi onesti capita meno di 1 volta su 100. Fortuna: armate perse dall'avversario meno armate perse, rispetto alla media esatta per quei dadi.",
        "Each face should come up about 1 time in 6. \"Unusual\": fair dice do this less than 1 time in 100. Luck: armies the other side lost minus armies lost, against the exact average for those dice.",
    ));
    h.raw(
        r#"</p><div class="table-scroll" tabindex="0"><table class="stats-faces"><thead><tr><th>"#,
    )
    .raw(pick(l, "Giocatore", "Player"))
    .raw("</th><th>")
    .raw(pick(l, "Dadi", "Dice"))
    .raw("</th>");
    for f in ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"] {
        h.raw("<th>").raw(f).raw("</th>");
    }
    h.raw("<th>")
        .raw(pick(l, "Esito", "Verdict"))
        .raw("</th></tr></thead><tbody>");
    for (i, d) in s.seats.iter().enumerate() {
        h.open("tr", "")
            .id("stats-seat")
            .attr_num("data-seat", i)
            .end();
        seat_cell(h, config, i);
        faces_row(h, &d.faces, l);
    }
    h.raw(r#"<tr data-testid="stats-total"><td>"#)
        .raw(pick(l, "Totale", "Total"))
        .raw("</td>");
    faces_row(h, &s.total, l);
    h.raw(r#"</tbody></table></div><div class="table-scroll" tabindex="0"><table class="stats-attacks"><thead><tr><th>"#)
        .raw(pick(l, "Giocatore", "Player"))
        .raw("</th><th>")
        .raw(pick(l, "Attacchi vinti / persi", "Attacks won / lost"))
        .raw("</th><th>")
        .raw(pick(l, "Vittorie attese", "Expected wins"))
        .raw("</th><th>")
        .raw(pick(l, "Fortuna (armate)", "Luck (armies)"))
        .raw("</th><th>")
        .raw(pick(l, "Lancio migliore", "Best throw"))
        .raw("</th><th>")
        .raw(pick(l, "Lancio peggiore", "Worst throw"))
        .raw("</th></tr></thead><tbody>");
    for (i, d) in s.seats.iter().enumerate() {
        h.open("tr", "")
            .id("stats-attacks")
            .attr_num("data-seat", i)
            .end();
        seat_cell(h, config, i);
        attacks_row(h, d, names, l);
        h.raw("</tr>");
    }
    h.raw("</tbody></table></div></div>");
}

/// The body of Verifica (`verify`) or of the dice statistics with their charts, for a
/// saved game: the pages that replay the whole game, which the bots' worker renders off
/// the main thread (`crate::worker_protocol::answer`).
pub fn page(h: &mut Html, s: &crate::session::Session, verify: bool, l: Lang) {
    use crate::history::{verify_session, Replay, Timeline};
    let p = s.parts();
    if verify {
        self::verify(h, &verify_session(s, None), &s.fingerprint(), p.seed, l);
        return;
    }
    if let Ok(counted) = crate::rules::Game::new(p.config.clone(), p.seed)
        .map_err(|_| ())
        .and_then(|g| DiceStats::of_actions(g, &p.actions).map_err(|_| ()))
    {
        stats(h, &counted, &p.config, l);
    }
    // The charts: table points only once the game is over (they depend on secret
    // objectives), unless the preset's are public.
    if let Ok(r) = Replay::of_parts(p) {
        let over = s.game().outcome().is_some();
        let t = Timeline::of_replay(&r, usize::MAX, over);
        crate::present::history::chart::charts(h, &t, &p.config, l);
    }
}
