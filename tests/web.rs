//! Browser component tests: wasm-bindgen-test in headless Chromium (scripts/test.sh runs
//! them through chromedriver). Each test mounts a component into a fresh element, acts on
//! the DOM, waits a tick and asserts on the DOM.
#![cfg(target_arch = "wasm32")]

use std::sync::Arc;

use leptos::prelude::*;
use leptos::task::tick;
use planisfero::rules::board::{Continent, TerritoryId};
use planisfero::ui::app::App;
use planisfero::ui::board::{map_svg, Board, BoardView, Highlight};
use planisfero::ui::i18n::{load_lang, AppText, Lang, LANG_STORAGE_KEY};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "common/dom.rs"]
mod dom;
use dom::{centre, land, pointer, q, tap_now, territory};

// ---------- helpers ----------

/// A fresh, sized container in the page (the board needs a real size to map pixels).
fn container() -> HtmlElement {
    dom::container(1000, 600)
}

fn clear_storage() {
    let s = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    s.remove_item(LANG_STORAGE_KEY).unwrap();
}

fn text(root: &Element, sel: &str) -> String {
    q(root, sel)
        .text_content()
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn click(root: &Element, sel: &str) {
    q(root, sel).unchecked_into::<HtmlElement>().click();
}

/// A tap: down and up on the same spot of the territory's shape.
fn tap(root: &Element, t: TerritoryId) {
    tap_now(root, t);
}

/// The ids carrying `data-highlight="<kind>"`, sorted.
fn highlighted(root: &Element, kind: &str) -> Vec<String> {
    let list = root
        .query_selector_all(&format!("[data-territory][data-highlight=\"{kind}\"]"))
        .unwrap();
    let mut ids: Vec<String> = (0..list.length())
        .map(|i| {
            list.item(i)
                .unwrap()
                .unchecked_into::<Element>()
                .get_attribute("data-territory")
                .unwrap()
        })
        .collect();
    ids.sort();
    ids
}

/// Mounts a bare Board (with the language context it needs) and counts its selections.
fn mount_board(
    view: Signal<BoardView>,
) -> (
    HtmlElement,
    Arc<std::sync::Mutex<Vec<TerritoryId>>>,
    impl Drop,
) {
    let el = container();
    let picked = Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = picked.clone();
    let handle = leptos::mount::mount_to(el.clone(), move || {
        provide_context(RwSignal::new(Lang::It));
        let on_select = Callback::new(move |t: TerritoryId| sink.lock().unwrap().push(t));
        view! { <Board view=view on_select=on_select/> }
    });
    (el, picked, handle)
}

// ---------- the map asset as the board sees it ----------

// issue 3: "Every territory is one element with data-territory" and an army count.
#[wasm_bindgen_test]
async fn board_finds_all_42_territories_and_makes_them_focusable() {
    let (el, _, _h) = mount_board(Signal::derive(BoardView::new));
    tick().await;
    for t in TerritoryId::ALL {
        let g = territory(&el, t);
        assert_eq!(
            g.get_attribute("tabindex").as_deref(),
            Some("0"),
            "{t} focusable"
        );
        assert_eq!(
            g.get_attribute("aria-label").as_deref(),
            Some(t.name_it()),
            "{t} named"
        );
        assert!(
            g.query_selector("[data-armies]").unwrap().is_some(),
            "{t} has a [data-armies]"
        );
    }
    assert!(map_svg().contains("viewBox"));
}

// ---------- the Board API ----------

#[wasm_bindgen_test]
async fn board_writes_owner_colour_armies_and_highlight_and_updates_only_on_change() {
    let view = RwSignal::new(BoardView::new());
    let (el, _, _h) = mount_board(view.into());
    tick().await;
    let alaska = territory(&el, TerritoryId::Alaska);
    assert!(!alaska.has_attribute("data-owned"));
    assert_eq!(text(&alaska, "[data-armies]"), "");

    view.update(|v| {
        let look = v.look_mut(TerritoryId::Alaska);
        look.fill = Some("#c62828".into());
        look.armies = Some(7);
        look.highlight = Highlight::Selected;
        v.set_highlight(TerritoryId::Kamchatka, Highlight::Target);
    });
    tick().await;
    assert!(alaska.has_attribute("data-owned"));
    assert_eq!(
        alaska.get_attribute("style").as_deref(),
        Some("--owner:#c62828")
    );
    assert_eq!(text(&alaska, "[data-armies]"), "7");
    assert_eq!(highlighted(&el, "selected"), vec!["alaska"]);
    assert_eq!(highlighted(&el, "target"), vec!["kamchatka"]);
    // The selected outline is copied above the other territories, and only it.
    let outlines = el
        .query_selector_all(".overlay [data-outline=selected]")
        .unwrap();
    let alaska_shapes = alaska.query_selector_all(".land").unwrap().length();
    assert!(alaska_shapes > 0);
    assert_eq!(outlines.length(), alaska_shapes);

    // Back to the plain look: every trace goes.
    view.set(BoardView::new());
    tick().await;
    assert!(!alaska.has_attribute("data-owned"));
    assert!(!alaska.has_attribute("style"));
    assert_eq!(text(&alaska, "[data-armies]"), "");
    assert!(highlighted(&el, "selected").is_empty());
    assert_eq!(
        el.query_selector_all(".overlay [data-outline]")
            .unwrap()
            .length(),
        0
    );
}

/// The territories copied onto the board's top layer (keys, sorted).
fn top_copies(root: &Element) -> Vec<String> {
    let list = root
        .query_selector_all(".map-top .copies > .territory")
        .unwrap();
    let mut ids: Vec<String> = (0..list.length())
        .map(|i| {
            let g: Element = list.item(i).unwrap().unchecked_into();
            // A copy keeps the map's data-anchor; find its territory by it.
            let anchor = g.get_attribute("data-anchor").unwrap();
            TerritoryId::ALL
                .into_iter()
                .find(|t| {
                    territory(root, *t).get_attribute("data-anchor").as_deref() == Some(&anchor)
                })
                .unwrap()
                .key()
                .to_string()
        })
        .collect();
    ids.sort();
    ids
}

#[wasm_bindgen_test]
async fn dimming_veils_the_map_and_copies_only_the_bright_territories_onto_the_top_layer() {
    // The map itself never changes for a highlight (a tap would repaint all of it): a veil
    // dims everything, copies of the bright territories are drawn above it.
    let view = RwSignal::new(BoardView::new());
    let (el, _, _h) = mount_board(view.into());
    tick().await;
    let host = q(&el, ".board-map");
    assert!(!host.has_attribute("data-dim"));
    assert!(top_copies(&el).is_empty());

    view.set(BoardView::new().with_neighbourhood(TerritoryId::AfricaOrientale));
    view.update(|v| {
        v.look_mut(TerritoryId::Congo).armies = Some(4);
        // Not highlighted but not dimmed either: it stays bright too.
        v.set_highlight(TerritoryId::Alaska, Highlight::None);
    });
    tick().await;
    assert!(host.has_attribute("data-dim"), "the veil is shown");
    // Bright: the selected territory, its neighbours by the rules' border table, Alaska.
    let mut bright: Vec<String> = TerritoryId::ALL
        .into_iter()
        .filter(|t| {
            *t == TerritoryId::AfricaOrientale
                || *t == TerritoryId::Alaska
                || TerritoryId::AfricaOrientale.borders(*t)
        })
        .map(|t| t.key().to_string())
        .collect();
    bright.sort();
    assert!(bright.len() > 3);
    assert_eq!(top_copies(&el), bright);
    // The copies are no territories: the page still has exactly one group per territory,
    // and nothing on the top layer is focusable or named for assistive technology.
    assert_eq!(
        el.query_selector_all("[data-territory]").unwrap().length(),
        TerritoryId::COUNT as u32
    );
    assert!(q(&el, ".map-top").get_attribute("aria-hidden").as_deref() == Some("true"));
    assert!(el
        .query_selector(".map-top [tabindex], .map-top [data-label]")
        .unwrap()
        .is_none());
    // Each copy shows what its territory shows: badge, highlight, label.
    let congo_anchor = territory(&el, TerritoryId::Congo)
        .get_attribute("data-anchor")
        .unwrap();
    let congo = q(
        &el,
        &format!(".map-top .copies > [data-anchor=\"{congo_anchor}\"]"),
    );
    assert_eq!(text(&congo, "[data-armies]"), "4");
    assert_eq!(
        congo.get_attribute("data-highlight").as_deref(),
        Some("target")
    );
    assert_eq!(
        el.query_selector_all(".map-top .labels > *")
            .unwrap()
            .length(),
        bright.len() as u32
    );

    // A change of one territory updates its copy.
    view.update(|v| v.look_mut(TerritoryId::Congo).armies = Some(5));
    tick().await;
    let congo = q(
        &el,
        &format!(".map-top .copies > [data-anchor=\"{congo_anchor}\"]"),
    );
    assert_eq!(text(&congo, "[data-armies]"), "5");
    assert_eq!(top_copies(&el), bright);

    // A selection without dimming: only the highlighted territories are copied, no veil.
    view.set(BoardView::new());
    view.update(|v| {
        v.set_highlight(TerritoryId::Alaska, Highlight::Selected);
    });
    tick().await;
    assert!(!host.has_attribute("data-dim"));
    assert_eq!(top_copies(&el), vec!["alaska"]);

    view.set(BoardView::new());
    tick().await;
    assert!(top_copies(&el).is_empty());
    assert!(
        el.query_selector_all(".map-top .labels > *")
            .unwrap()
            .length()
            == 0
    );
}

#[wasm_bindgen_test]
fn neighbourhood_view_selects_one_targets_its_rule_neighbours_and_dims_the_rest() {
    // docs/RULES.md §1: "africa_orientale: congo africa_del_sud madagascar" (+ africa_del_nord, egitto above).
    let v = BoardView::new().with_neighbourhood(TerritoryId::AfricaOrientale);
    let of = |h: Highlight| {
        TerritoryId::ALL
            .into_iter()
            .filter(|t| v.look(*t).highlight == h)
            .count()
    };
    assert_eq!(
        v.look(TerritoryId::AfricaOrientale).highlight,
        Highlight::Selected
    );
    assert_eq!(of(Highlight::Selected), 1);
    assert_eq!(of(Highlight::Target), 5);
    assert_eq!(of(Highlight::Dimmed), 42 - 6);
    assert_eq!(v.look(TerritoryId::Madagascar).highlight, Highlight::Target);
    assert_eq!(
        v.look(TerritoryId::MedioOriente).highlight,
        Highlight::Dimmed
    );
}

#[wasm_bindgen_test]
async fn a_tap_selects_but_a_drag_or_a_pinch_does_not() {
    let (el, picked, _h) = mount_board(Signal::derive(BoardView::new));
    tick().await;

    tap(&el, TerritoryId::Brasile);
    assert_eq!(*picked.lock().unwrap(), vec![TerritoryId::Brasile]);

    // A drag of 40 px starting on a territory.
    let shape = land(&el, TerritoryId::Congo);
    let (x, y) = centre(&shape);
    shape
        .dispatch_event(&pointer("pointerdown", 1, x, y))
        .unwrap();
    for step in 1..=4 {
        shape
            .dispatch_event(&pointer("pointermove", 1, x + 10.0 * step as f64, y))
            .unwrap();
    }
    shape
        .dispatch_event(&pointer("pointerup", 1, x + 40.0, y))
        .unwrap();

    // Two fingers, then both lifted.
    shape
        .dispatch_event(&pointer("pointerdown", 1, x, y))
        .unwrap();
    shape
        .dispatch_event(&pointer("pointerdown", 2, x + 30.0, y))
        .unwrap();
    shape
        .dispatch_event(&pointer("pointermove", 2, x + 90.0, y))
        .unwrap();
    shape
        .dispatch_event(&pointer("pointerup", 2, x + 90.0, y))
        .unwrap();
    shape
        .dispatch_event(&pointer("pointerup", 1, x, y))
        .unwrap();

    // A cancelled touch (the system took it) selects nothing either.
    shape
        .dispatch_event(&pointer("pointerdown", 3, x, y))
        .unwrap();
    shape
        .dispatch_event(&pointer("pointercancel", 3, x, y))
        .unwrap();
    tick().await;
    assert_eq!(
        *picked.lock().unwrap(),
        vec![TerritoryId::Brasile],
        "only the tap selected"
    );
    let zoom: f64 = q(&el, "[data-testid=board]")
        .get_attribute("data-zoom")
        .unwrap()
        .parse()
        .unwrap();
    assert!(zoom > 1.5, "the pinch zoomed in (zoom {zoom})");
}

#[wasm_bindgen_test]
async fn enter_on_a_focused_territory_selects_it() {
    let (el, picked, _h) = mount_board(Signal::derive(BoardView::new));
    tick().await;
    let g = territory(&el, TerritoryId::Giappone);
    let init = KeyboardEventInit::new();
    init.set_key("Enter");
    init.set_bubbles(true);
    init.set_cancelable(true);
    g.dispatch_event(&KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap())
        .unwrap();
    assert_eq!(*picked.lock().unwrap(), vec![TerritoryId::Giappone]);
}

// ---------- the app shell ----------

async fn mount_app() -> (HtmlElement, impl Drop) {
    let el = container();
    el.set_attribute(
        "style",
        "width:1024px;height:700px;position:relative;display:flex",
    )
    .unwrap();
    let handle = leptos::mount::mount_to(el.clone(), App);
    tick().await;
    (el, handle)
}

#[wasm_bindgen_test]
async fn explore_panel_lists_the_rule_neighbours_of_a_tapped_territory() {
    clear_storage();
    let (el, _h) = mount_app().await;
    click(&el, "[data-testid=home-explore]");
    tick().await;
    assert_eq!(
        q(&el, "[data-testid=screen]")
            .get_attribute("data-screen")
            .as_deref(),
        Some("explore")
    );

    for t in [
        TerritoryId::Ucraina,
        TerritoryId::Indonesia,
        TerritoryId::Groenlandia,
    ] {
        tap(&el, t);
        tick().await;
        assert_eq!(text(&el, "[data-testid=territory-name]"), t.name_it());
        assert_eq!(
            text(&el, "[data-testid=territory-continent]"),
            t.continent().name_it()
        );
        let list = el
            .query_selector_all("[data-testid=neighbours] [data-neighbour]")
            .unwrap();
        let mut shown: Vec<String> = (0..list.length())
            .map(|i| {
                list.item(i)
                    .unwrap()
                    .unchecked_into::<Element>()
                    .get_attribute("data-neighbour")
                    .unwrap()
            })
            .collect();
        shown.sort();
        let mut want: Vec<String> = t.neighbours().map(|n| n.key().to_string()).collect();
        want.sort();
        assert_eq!(shown, want, "neighbours of {t}");
        assert_eq!(
            shown.len() as u32,
            t.value(),
            "docs/RULES.md §1: value = number of borders ({t})"
        );
        assert_eq!(highlighted(&el, "selected"), vec![t.key().to_string()]);
        assert_eq!(highlighted(&el, "target"), want);
    }
    // Ucraina has 6 neighbours by docs/RULES.md §1 ("ucraina 6").
    assert_eq!(TerritoryId::Ucraina.neighbours().count(), 6);
}

#[wasm_bindgen_test]
async fn language_switch_changes_texts_names_and_is_stored() {
    clear_storage();
    let (el, _h) = mount_app().await;
    assert_eq!(
        text(&el, "[data-testid=home-explore]"),
        AppText::Explore.text(Lang::It)
    );
    assert_eq!(text(&el, "[data-testid=home-explore]"), "Esplora la mappa");

    click(&el, "[data-testid=lang-en]");
    tick().await;
    assert_eq!(text(&el, "[data-testid=home-explore]"), "Explore the map");
    assert_eq!(text(&el, "[data-testid=home-about]"), "About");
    let stored = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item(LANG_STORAGE_KEY)
        .unwrap();
    assert_eq!(stored.as_deref(), Some("en"));
    assert_eq!(load_lang(), Lang::En);

    click(&el, "[data-testid=home-explore]");
    tick().await;
    tap(&el, TerritoryId::AfricaDelSud);
    tick().await;
    assert_eq!(
        text(&el, "[data-testid=territory-name]"),
        TerritoryId::AfricaDelSud.name_en()
    );
    assert_eq!(
        text(&el, "[data-testid=territory-continent]"),
        Continent::Africa.name_en()
    );
    assert_eq!(
        territory(&el, TerritoryId::AfricaDelSud)
            .get_attribute("aria-label")
            .as_deref(),
        Some(TerritoryId::AfricaDelSud.name_en())
    );

    click(&el, "[data-testid=lang-it]");
    tick().await;
    assert_eq!(
        text(&el, "[data-testid=territory-name]"),
        TerritoryId::AfricaDelSud.name_it()
    );
    assert_eq!(load_lang(), Lang::It);
    clear_storage();
}

#[wasm_bindgen_test]
async fn about_shows_the_legal_line_and_natural_earth() {
    clear_storage();
    let (el, _h) = mount_app().await;
    click(&el, "[data-testid=home-about]");
    tick().await;
    assert_eq!(
        text(&el, "[data-testid=legal-line]"),
        "RisiKo! è un marchio registrato ® Editrice Giochi SPA. Tutti i diritti riservati."
    );
    assert!(text(&el, "[data-testid=map-source]").contains("Natural Earth"));
    click(&el, "[data-testid=nav-home]");
    tick().await;
    assert_eq!(
        q(&el, "[data-testid=screen]")
            .get_attribute("data-screen")
            .as_deref(),
        Some("home")
    );
}

// issue 15: every screen's buttons carry an act that decodes, and every screen of the
// home menu is reached through its act.
#[wasm_bindgen_test]
async fn every_screen_reached_from_home_carries_only_acts_that_decode() {
    use planisfero::present::act::{Act, HomeAct, NewGameAct, ShellAct};
    use planisfero::present::screen::Screen;
    clear_storage();
    let (el, _h) = mount_app().await;
    let home = dom::every_act_decodes(&el);
    let mut reached = Vec::new();
    for act in &home {
        let Act::Home(HomeAct::Go(screen)) = act else {
            continue;
        };
        let mut s = String::new();
        act.encode(&mut s);
        click(&el, &format!("[data-act=\"{s}\"]"));
        dom::settle().await;
        assert_eq!(
            q(&el, "[data-testid=screen]").get_attribute("data-screen"),
            Some(screen.key().to_owned())
        );
        let acts = dom::every_act_decodes(&el);
        assert!(acts.contains(&Act::Shell(ShellAct::Home)), "{screen:?}");
        if *screen == Screen::NewGame {
            assert!(acts.contains(&Act::NewGame(NewGameAct::Start)));
        }
        reached.push(*screen);
        click(&el, "[data-testid=nav-home]");
        dom::settle().await;
    }
    assert_eq!(
        reached,
        [
            Screen::NewGame,
            Screen::Saves,
            Screen::Explore,
            Screen::Rules,
            Screen::About
        ]
    );
    assert!(home.contains(&Act::Shell(ShellAct::Lang(Lang::En))));
}

#[wasm_bindgen_test]
fn unknown_stored_language_falls_back_to_italian() {
    assert_eq!(Lang::from_code("en"), Some(Lang::En));
    assert_eq!(Lang::from_code(" it "), Some(Lang::It));
    assert_eq!(Lang::from_code("klingon"), None);
    let s = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    s.set_item(LANG_STORAGE_KEY, "klingon").unwrap();
    assert_eq!(load_lang(), Lang::It);
    clear_storage();
}
