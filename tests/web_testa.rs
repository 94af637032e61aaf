//! Browser component tests of testa a testa on the play screen (wasm-bindgen-test in
//! headless Chromium): the morto's director named on the hand-over and the banner, its
//! cards face up, the attack on the director refused in words, the extra rolls chooser,
//! and the match score of the final table with the second game. Each test mounts the play
//! screen alone and compares what the page shows with what the rules say.
#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
use planisfero::present::act::{Act, PlayAct};
use planisfero::rules::board::TerritoryId as T;
use planisfero::rules::{Action, Ending, Event, Game, Phase, SeatId};
use planisfero::session::{Session, SessionMeta};
use planisfero::ui::app::{Nav, Screen};
use planisfero::ui::game_ctx::ActiveGame;
use planisfero::ui::i18n::Lang;
use planisfero::ui::play::{sandbox, Play};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "common/dom.rs"]
mod dom;
use dom::*;

/// Mounts the play screen alone at tablet size; returns the element and the game handle.
fn mount(setup: impl FnOnce(ActiveGame) + 'static) -> (HtmlElement, ActiveGame, impl Drop) {
    mount_in(Lang::It, setup)
}

/// [`mount`] in `lang`.
fn mount_in(
    lang: Lang,
    setup: impl FnOnce(ActiveGame) + 'static,
) -> (HtmlElement, ActiveGame, impl Drop) {
    let el = container(1024, 712);
    let out: Rc<Cell<Option<ActiveGame>>> = Rc::new(Cell::new(None));
    let slot = out.clone();
    let handle = leptos::mount::mount_to(el.clone(), move || {
        provide_context(RwSignal::new(lang));
        Nav::provide(Screen::Play);
        let ag = ActiveGame::provide();
        slot.set(Some(ag));
        setup(ag);
        view! { <Play/> }
    });
    (el, out.get().unwrap(), handle)
}

fn text(root: &Element, id: &str) -> String {
    testid(root, id).text_content().unwrap().trim().to_string()
}

fn armies(root: &Element, t: T) -> String {
    find(
        root,
        &format!("[data-territory=\"{}\"] [data-armies]", t.key()),
    )
    .unwrap()
    .text_content()
    .unwrap()
}

// ---------- the morto's turn ----------

// testa-a-testa.txt lines 1-4 ("di turno in turno vicendevolmente diretto da uno dei due
// giocatori reali"), 25-27 ("Le armate del morto non possono attaccare quelle del
// giocatore che in quel turno lo sta dirigendo"), 39-40 ("Le carte conquistate dal morto
// saranno scoperte").
#[wasm_bindgen_test]
async fn the_morto_s_turn_names_its_director_shows_its_cards_and_spares_the_director() {
    let game = sandbox::game_named("testa_morto").unwrap();
    let director = game.director().expect("the morto is directed");
    let luca = SeatId(0);
    assert_eq!(director, luca);
    let (el, _ag, _h) = mount(move |ag| ag.set_sandbox(game));
    settle().await;
    // The hand-over names the director, not the morto.
    assert_eq!(
        testid(&el, "handover").get_attribute("data-seat").unwrap(),
        "0"
    );
    assert_eq!(
        text(&el, "handover-title"),
        "Tocca al morto, diretto da Luca: passa il tablet a Luca"
    );
    click(&el, "handover-reveal").await;
    // The banner, in the morto's colour (black).
    let banner = testid(&el, "morto-banner");
    assert_eq!(banner.get_attribute("data-director").unwrap(), "0");
    assert!(banner.get_attribute("style").unwrap().contains("#2b2b2b"));
    assert_eq!(
        text(&el, "morto-banner"),
        "Luca dirige il morto: non può attaccare Luca"
    );
    // The morto's two cards, face up.
    let cards: Vec<String> = all(&el, "[data-testid=\"morto-hand\"] [data-card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect();
    assert_eq!(cards, vec!["cina", "egitto"]);
    // Nobody holds extra rolls: no line for them.
    assert!(!has(&el, "extra-rolls"));
    // The cards dialog shows the morto's cards (its tris are the ones to trade).
    click(&el, "open-cards").await;
    let dialog: Vec<String> = all(&el, "[data-testid=\"cards-hand\"] [data-card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect();
    assert_eq!(dialog, cards);
    click(&el, "cards-dialog-close").await;
    // From Ucraina, Luca's Europa settentrionale is refused in words; Andrea's Afghanistan
    // can be attacked.
    tap(&el, T::Ucraina).await;
    let before = armies(&el, T::EuropaSettentrionale);
    tap(&el, T::EuropaSettentrionale).await;
    assert_eq!(
        text(&el, "explain").trim_end_matches('×').trim(),
        "Il morto non può attaccare Luca, che lo dirige in questo turno."
    );
    assert!(!has(&el, "attack-dialog"));
    assert_eq!(armies(&el, T::EuropaSettentrionale), before);
    let target = find(&el, "[data-territory=\"europa_settentrionale\"]").unwrap();
    assert_ne!(
        target.get_attribute("data-highlight").as_deref(),
        Some("target")
    );
    tap(&el, T::Afghanistan).await;
    assert!(has(&el, "attack-dialog"));
}

// testa-a-testa.txt lines 1-4: the morto is "diretto da uno dei due giocatori reali". On
// its turn the screen speaks of the morto, not of the player at the tablet: the strip
// shows the morto's colour and name "diretto da Luca", hints and refusals say "del
// morto", and the morto has no extra rolls ("ogni territorio conquistato da un giocatore
// reale oltre il terzo territorio, darà la possibilità all'altro giocatore reale",
// lines 74-77).
#[wasm_bindgen_test]
async fn the_morto_s_turn_is_worded_for_the_morto_not_for_its_director() {
    for lang in [Lang::It, Lang::En] {
        let game = sandbox::game_named("testa_morto").unwrap();
        let morto = SeatId(2);
        assert!(game.is_virtual(morto));
        assert_eq!(game.current_seat(), Some(morto));
        let (el, _ag, _h) = mount_in(lang, move |ag| ag.set_sandbox(game));
        settle().await;
        click(&el, "handover-reveal").await;
        let it = lang == Lang::It;
        // The strip: the morto's black swatch and name, its director named; `data-player`
        // stays who acts.
        let turn = testid(&el, "turn");
        assert_eq!(turn.get_attribute("data-player").unwrap(), "0");
        assert_eq!(turn.get_attribute("data-turn-seat").unwrap(), "2");
        let strip = find(&el, ".turn-strip").unwrap();
        let swatch = strip.query_selector(".swatch").unwrap().unwrap();
        assert_eq!(swatch.get_attribute("data-color").unwrap(), "nero");
        assert_eq!(
            strip
                .query_selector(".turn-name")
                .unwrap()
                .unwrap()
                .text_content()
                .unwrap(),
            "Morto"
        );
        assert_eq!(
            text(&el, "turn-director"),
            if it {
                "diretto da Luca"
            } else {
                "directed by Luca"
            }
        );
        // The hint of the attack phase.
        assert_eq!(
            text(&el, "phase-hint"),
            if it {
                "Tocca un territorio evidenziato del morto da cui attaccare, oppure termina gli attacchi."
            } else {
                "Tap one of the morto's highlighted territories to attack from, or end the attacks."
            }
        );
        // An enemy tapped first: pick one of the morto's territories.
        tap(&el, T::Afghanistan).await;
        let why = text(&el, "explain");
        let why = why.trim_end_matches('×').trim();
        if it {
            assert_eq!(why, "Per attaccare Afghanistan tocca prima un territorio confinante del morto, con almeno 2 armate.");
        } else {
            assert_eq!(why, "To attack Afghanistan, first tap one of the morto's neighbouring territories with at least 2 armies.");
        }
        // The attack dialog says who attacks.
        click(&el, "explain-close").await;
        tap(&el, T::Ucraina).await;
        tap(&el, T::Afghanistan).await;
        let sides = text(&el, "attack-sides");
        assert!(
            sides.starts_with(if it {
                "Il morto attacca con 7 armate"
            } else {
                "The morto attacks with 7 armies"
            }),
            "{sides}"
        );
        click(&el, "attack-dialog-close").await;
        // The players table: no extra rolls for the morto, the real players' counts.
        click(&el, "tab-players").await;
        let last_cell = |seat: u8| {
            let row = find(
                &el,
                &format!("[data-testid=\"player-row\"][data-seat=\"{seat}\"]"),
            )
            .unwrap();
            let cells = all(&row, "td");
            cells.last().unwrap().text_content().unwrap()
        };
        assert_eq!(last_cell(2), "—");
        assert_eq!(last_cell(0), "0");
        assert_eq!(last_cell(1), "0");
        el.remove();
    }
}

// ---------- extra rolls ----------

// testa-a-testa.txt lines 74-83: the extra rolls may be used "al termine del proprio turno
// di gioco", or kept ("posporli ad un turno successivo di gioco a sua scelta").
#[wasm_bindgen_test]
async fn the_extra_rolls_chooser_offers_what_the_player_holds_and_rolls_what_it_chose() {
    let game = sandbox::game_named("testa_extra").unwrap();
    assert!(game.roll_due());
    // The closing sums of this roll (rules revision 2: the first lap after the last round
    // closes only on 4, testa-a-testa.txt lines 65-71), as the dialog writes them.
    let (min, max) = game.sdadata_threshold().unwrap();
    let closing = if min == max {
        min.to_string()
    } else {
        format!("{min}–{max}")
    };
    let luca = SeatId(0);
    assert_eq!(game.extra_rolls(luca), 2);
    // What the rules roll for one extra roll.
    let mut expect = game.clone();
    let events = expect.apply(Action::EndTurn { extra_rolls: 1 }).unwrap();
    let rolls: Vec<bool> = events
        .iter()
        .filter_map(|e| match e {
            Event::SdadataRoll { extra, .. } => Some(*extra),
            _ => None,
        })
        .collect();
    assert!(!rolls.is_empty());
    let (el, ag, _h) = mount(move |ag| ag.set_sandbox(game));
    settle().await;
    click(&el, "handover-reveal").await;
    // The extra rolls held, public, in turn order (Luca, then Andrea).
    let held: Vec<(String, String)> = all(&el, "[data-testid=\"extra-rolls-seat\"]")
        .iter()
        .map(|e| {
            (
                e.get_attribute("data-seat").unwrap(),
                e.get_attribute("data-count").unwrap(),
            )
        })
        .collect();
    assert_eq!(
        held,
        vec![("0".into(), "2".into()), ("1".into(), "0".into())]
    );
    click(&el, "end-turn").await;
    // Nothing happened yet: the player chooses none, one or both.
    let dialog = testid(&el, "extra-rolls-dialog");
    assert_eq!(dialog.get_attribute("data-held").unwrap(), "2");
    let offered: Vec<u32> = every_act_decodes(&dialog)
        .into_iter()
        .filter_map(|a| match a {
            Act::Play(PlayAct::EndTurnExtra(n)) => Some(n),
            _ => None,
        })
        .collect();
    assert_eq!(offered, vec![0, 1, 2]);
    assert!(
        text(&el, "extra-rolls-dialog").contains(&closing),
        "{closing}"
    );
    assert_eq!(ag.with_game_untracked(Game::phase), Some(Phase::Fortify));
    // Cancel changes nothing.
    click(&el, "extra-rolls-cancel").await;
    assert!(!has(&el, "extra-rolls-dialog"));
    assert_eq!(ag.with_game_untracked(Game::phase), Some(Phase::Fortify));
    // One extra roll: the rolls are shown, the one not used is kept.
    click(&el, "end-turn").await;
    click(&el, "extra-rolls-1").await;
    let lines: Vec<String> = all(&el, "[data-testid=\"turn-end-notice\"] li")
        .iter()
        .map(|e| e.text_content().unwrap())
        .collect();
    assert_eq!(lines.len(), rolls.len(), "{lines:?}");
    for (line, extra) in lines.iter().zip(&rolls) {
        assert_eq!(line.contains("(lancio extra)"), *extra, "{line}");
    }
    let left = 2 - rolls.iter().filter(|x| **x).count() as u32;
    assert_eq!(ag.with_game_untracked(|g| g.extra_rolls(luca)), Some(left));
}

// ---------- the match ----------

fn meta(id: &str) -> SessionMeta {
    SessionMeta {
        id: id.into(),
        name: id.into(),
        created_ms: 0,
        updated_ms: 0,
    }
}

/// Plays a session to its end placing everything on the first territory offered and
/// never attacking (a round limit ends it).
fn play_out(s: &mut Session) {
    while s.game().outcome().is_none() {
        let legal = s.game().legal_actions();
        let pick = *legal
            .iter()
            .filter(|a| matches!(a, Action::Place { .. }))
            .max_by_key(|a| match a {
                Action::Place { armies, .. } => *armies,
                _ => 0,
            })
            .or_else(|| legal.iter().find(|a| matches!(a, Action::EndAttacks)))
            .or_else(|| legal.iter().find(|a| **a == Action::end_turn()))
            .unwrap_or(&legal[0]);
        s.apply(pick, 1).unwrap();
    }
}

fn points(el: &Element, sel: &str) -> Vec<String> {
    all(el, sel)
        .iter()
        .map(|e| e.get_attribute("data-points").unwrap())
        .collect()
}

// docs/RULES.md §5: "A match is two games: in the second the real players swap seats and the
// morto keeps its seat; the match result adds both games"; the match points of a game
// total 20.
#[wasm_bindgen_test]
async fn the_match_score_adds_both_games_and_names_the_winner() {
    let mut config = sandbox::testa_config();
    config.options.ending = Ending::RoundLimit(1);
    let mut first = Session::start(meta("g-first"), config, 17).unwrap();
    play_out(&mut first);
    let m1 = first.match_result().unwrap();
    let p1 = m1.games[0].points;
    let order1: Vec<u8> = first.game().turn_order().iter().map(|s| s.0).collect();
    let names1: Vec<String> = order1
        .iter()
        .map(|&s| first.game().config().seats[s as usize].name.clone())
        .collect();
    let (el, ag, _h) = mount(move |ag| ag.set(Some(first)));
    settle().await;
    // Game 1: its match points (20 in all), why, and the second game offered.
    assert_eq!(
        testid(&el, "match").get_attribute("data-games").unwrap(),
        "1"
    );
    assert_eq!(
        points(&el, "[data-testid=\"match-game\"]"),
        vec![format!("{} {}", p1[0], p1[1])]
    );
    assert_eq!(p1[0] + p1[1], 20);
    assert!(!has(&el, "match-total") && !has(&el, "match-winner"));
    assert!(has(&el, "match-reason"));
    assert!(!has(&el, "rematch"));
    click(&el, "second-game").await;
    // Game 2: seats swapped, the morto's kept, the first game's result held.
    let names2: Vec<String> = all(&el, "[data-testid=\"seat-order-entry\"]")
        .iter()
        .map(|e| {
            e.text_content()
                .unwrap()
                .trim_start_matches(char::is_numeric)
                .trim()
                .to_string()
        })
        .collect();
    let swapped: Vec<String> = names1
        .iter()
        .map(|n| match n.as_str() {
            "Luca" => "Andrea".to_string(),
            "Andrea" => "Luca".to_string(),
            other => other.to_string(),
        })
        .collect();
    assert_eq!(names2, swapped);
    assert!(has(&el, "second-game-note"));
    click(&el, "start-play").await;
    let mut second = ag.session_untracked().unwrap();
    assert_eq!(
        second.parts().match_link.as_ref().unwrap().first_id,
        "g-first"
    );
    play_out(&mut second);
    let m = second.match_result().unwrap();
    ag.set(Some(second));
    settle().await;
    assert_eq!(
        testid(&el, "match").get_attribute("data-games").unwrap(),
        "2"
    );
    let p2 = m.games[1].points;
    assert_eq!(
        points(&el, "[data-testid=\"match-game\"]"),
        vec![
            format!("{} {}", p1[0], p1[1]),
            format!("{} {}", p2[0], p2[1])
        ]
    );
    let [a, b] = m.totals();
    assert_eq!((a, b), (p1[0] + p2[0], p1[1] + p2[1]));
    assert_eq!(
        points(&el, "[data-testid=\"match-total\"]"),
        vec![format!("{a} {b}")]
    );
    let winner = testid(&el, "match-winner");
    let want = match a.cmp(&b) {
        std::cmp::Ordering::Greater => m.players[0].as_str(),
        std::cmp::Ordering::Less => m.players[1].as_str(),
        std::cmp::Ordering::Equal => "",
    };
    assert_eq!(winner.get_attribute("data-winner").unwrap(), want);
    let line = winner.text_content().unwrap();
    if want.is_empty() {
        assert_eq!(line, format!("Sfida in parità, {a} a {b}."));
    } else {
        assert_eq!(
            line,
            format!("{want} vince la sfida, {} a {}.", a.max(b), a.min(b))
        );
    }
    // After the second game: a new match, not a third game.
    assert!(!has(&el, "second-game") && has(&el, "rematch"));
}
