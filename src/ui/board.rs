//! The board: the planisphere of `public/map.svg`, driven from Rust.
//!
//! The SVG is compiled in (packed, see [`crate::map_data`]), so the map needs no fetch and
//! works offline.
//! It is injected once; afterwards the component only touches what changed: each
//! territory group gets `data-highlight`, `data-owned` plus a `--owner` colour, and the
//! text of its `[data-armies]` element. Screens describe what they want with a
//! [`BoardView`] (one [`TerritoryLook`] per territory) and receive taps through `on_select`.
//!
//! Input: one delegated set of pointer handlers on the map (never one closure per
//! territory). One finger drags, two fingers pinch, the wheel zooms around the cursor; a
//! tap selects only when the finger moved less than [`TAP_SLOP_PX`] and no second finger
//! touched. Territories are focusable: Tab moves between them (by continent, then name),
//! the arrow keys to the neighbour that way, Enter or Space selects.
//! `+`, `-` and `0` zoom in, out and back to the whole map; so do the round buttons.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent, WheelEvent};

use super::i18n::{use_lang, AppText, Lang};
use super::viewport::{fixed2, parse_decimal, Rect, Viewport, BUTTON_STEP, MAX_ZOOM, MIN_ZOOM};
use crate::present::act::Named;
use crate::present::html::Markup;
use crate::rules::board::TerritoryId;

/// The map, as the map generator wrote it: rebuilt on the first call from the compact copy
/// compiled into the wasm ([`crate::map_data`]). Empty, with a warning in the console, if
/// that copy cannot be read (a broken build; the tests decode it).
pub fn map_svg() -> &'static str {
    // The test build measures each call for tools/perf/perf.mjs (the first one decodes).
    #[cfg(feature = "sandbox")]
    let perf = web_sys::window().and_then(|w| w.performance());
    #[cfg(feature = "sandbox")]
    if let Some(p) = &perf {
        let _ = p.mark("map-svg-start");
    }
    let svg = crate::map_data::svg().unwrap_or_else(|e| {
        leptos::logging::warn!("{}", e.message());
        ""
    });
    #[cfg(feature = "sandbox")]
    if let Some(p) = &perf {
        let _ = p.measure_with_start_mark("map-svg", "map-svg-start");
    }
    svg
}

pub use crate::present::board_view::{
    place_labels, territory_label, toward, writing_scale, BoardView, Highlight, LabelBox,
    TerritoryLook, BADGE_R, HIT_AREAS, TAP_SLOP_PX,
};
use crate::present::follow::Arrow;

/// The map, full size of its container, with zoom buttons.
///
/// `view` says what every territory shows; `on_select` receives the territory the player
/// tapped or chose with the keyboard. The component never decides what a tap means.
/// With `cover`, the first view fills the container (see [`Viewport::cover`]) until the
/// player pans or zooms.
#[component]
pub fn Board(
    #[prop(into)] view: Signal<BoardView>,
    #[prop(into)] on_select: Callback<TerritoryId>,
    #[prop(optional)] cover: bool,
    /// Arrows drawn over the map (what a computer does; [`crate::present::follow`]).
    #[prop(optional, into)]
    arrows: Option<Signal<Vec<Arrow>>>,
    /// With `cover`: the territories the first view shows (the person's), and counts
    /// beyond the edges' buttons (bit = index; [`Viewport::start`]).
    #[prop(optional, into)]
    focus: Option<Signal<u64>>,
    /// Territories to bring into view each time the set changes (what the hint names,
    /// issue 43 item 5); the zoom is kept.
    #[prop(optional, into)]
    show: Option<Signal<u64>>,
) -> impl IntoView {
    let lang = use_lang();
    let host = NodeRef::<leptos::html::Div>::new();
    let map: Rc<RefCell<Option<MapDom>>> = Rc::new(RefCell::new(None));
    let gesture: Rc<RefCell<Gesture>> = Rc::default();
    // Mirrors the viewport's zoom for the buttons' disabled state and for tests.
    let zoom = RwSignal::new(MIN_ZOOM);
    // With `cover`: more map beyond the left and right edges, and how many of the
    // focused territories ([`Edges`]).
    let edges = RwSignal::new(Edges::default());

    // Attach once the element exists, then apply every change of the view or language.
    Effect::new({
        let map = map.clone();
        move |_| {
            let Some(el) = host.get() else { return };
            let looks = view.get();
            let lang = lang.get();
            let mut slot = map.borrow_mut();
            if slot.is_none() {
                *slot = MapDom::attach(el.unchecked_ref(), cover);
                if let Some(m) = slot.as_mut() {
                    m.sync(zoom, edges);
                    observe_size(&m.host, Rc::downgrade(&map), (zoom, edges));
                }
            }
            if let Some(m) = slot.as_mut() {
                m.set_lang(lang);
                m.apply(&looks);
            }
        }
    });
    if let Some(arrows) = arrows {
        let map = map.clone();
        Effect::new(move |_| {
            let list = arrows.get();
            // After the attaching effect above (effects run in order of creation).
            if let Some(m) = map.borrow_mut().as_mut() {
                if m.set_arrows(&list) {
                    m.sync(zoom, edges);
                }
            }
        });
    }
    if let (true, Some(focus)) = (cover, focus) {
        let map = map.clone();
        Effect::new(move |_| {
            let mask = focus.get();
            if let Some(m) = map.borrow_mut().as_mut() {
                m.set_focus(mask);
                m.sync(zoom, edges);
            }
        });
    }

    if let Some(show) = show {
        let map = map.clone();
        Effect::new(move |_| {
            let mask = show.get();
            if mask == 0 {
                return;
            }
            if let Some(m) = map.borrow_mut().as_mut() {
                m.bring_into_view(mask);
                m.sync(zoom, edges);
            }
        });
    }

    let with_map = {
        let map = map.clone();
        move |f: &dyn Fn(&mut MapDom)| {
            if let Some(m) = map.borrow_mut().as_mut() {
                let before = m.viewport;
                f(m);
                // The player moved the map: a rotation keeps the view it chose.
                if m.viewport != before {
                    m.auto = false;
                }
                m.sync(zoom, edges);
            }
        }
    };

    let on_pointerdown = {
        let (map, gesture) = (map.clone(), gesture.clone());
        move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return; // right or middle button: not ours
            }
            // A tap must not move the focus onto the territory: every focus change made
            // the browser repaint the map a frame later (Event Timing in perf.mjs: placing
            // taps 72 -> 40 ms p95). A territory focused from the keyboard lets go, so its
            // ring does not stay behind; Tab still walks the territories.
            e.prevent_default();
            if let Some(active) = document().active_element() {
                if territory_of(&active).is_some() {
                    // An SVG element: `blur` is called by name, as on any HTML element.
                    let _ = active.unchecked_ref::<web_sys::HtmlElement>().blur();
                }
            }
            let mut g = gesture.borrow_mut();
            if g.pointers.is_empty() {
                *g = Gesture {
                    start: (e.client_x() as f64, e.client_y() as f64),
                    target: e.target().and_then(|t| territory_of(&t)),
                    ..Gesture::default()
                };
            }
            g.pointers
                .push((e.pointer_id(), e.client_x() as f64, e.client_y() as f64));
            if g.pointers.len() >= 2 {
                g.multi = true;
                g.pinch = g.pinch_now();
            }
            if let Some(m) = map.borrow().as_ref() {
                let _ = m.host.set_pointer_capture(e.pointer_id());
            }
        }
    };

    let on_pointermove = {
        let with_map = with_map.clone();
        let gesture = gesture.clone();
        move |e: PointerEvent| {
            let (x, y) = (e.client_x() as f64, e.client_y() as f64);
            let mut g = gesture.borrow_mut();
            let Some(i) = g.pointers.iter().position(|p| p.0 == e.pointer_id()) else {
                return;
            };
            let (_, px, py) = g.pointers[i];
            g.pointers[i] = (e.pointer_id(), x, y);
            if g.pointers.len() == 1 {
                if !g.moved && (x - g.start.0).hypot(y - g.start.1) > TAP_SLOP_PX {
                    g.moved = true;
                }
                if g.moved {
                    with_map(&|m: &mut MapDom| m.pan_pixels(x - px, y - py));
                }
            } else if let (Some((d0, mx0, my0)), Some((d1, mx1, my1))) = (g.pinch, g.pinch_now()) {
                g.pinch = Some((d1, mx1, my1));
                let factor = if d0 > 0.0 { d1 / d0 } else { 1.0 };
                with_map(&|m: &mut MapDom| {
                    m.pan_pixels(mx1 - mx0, my1 - my0);
                    m.zoom_at_pixel(factor, mx1, my1);
                });
            }
        }
    };

    let end_pointer = {
        let gesture = gesture.clone();
        move |e: PointerEvent, lifted: bool| {
            let tapped = {
                let mut g = gesture.borrow_mut();
                let before = g.pointers.len();
                g.pointers.retain(|p| p.0 != e.pointer_id());
                if g.pointers.len() == before {
                    return;
                }
                if !g.pointers.is_empty() {
                    // One finger left after a pinch: it may pan, it may never select.
                    g.moved = true;
                    g.pinch = None;
                    return;
                }
                let tapped = if lifted && !g.moved && !g.multi {
                    g.target
                } else {
                    None
                };
                *g = Gesture::default();
                tapped
            };
            if let Some(t) = tapped {
                on_select.run(t);
            }
        }
    };
    let on_pointerup = {
        let end = end_pointer.clone();
        move |e: PointerEvent| end(e, true)
    };
    let on_pointercancel = move |e: PointerEvent| end_pointer(e, false);

    let on_wheel = {
        let with_map = with_map.clone();
        move |e: WheelEvent| {
            e.prevent_default();
            let unit = match e.delta_mode() {
                1 => 40.0,  // lines
                2 => 800.0, // pages
                _ => 1.0,
            };
            let factor = (-e.delta_y() * unit * 0.002).exp();
            let (x, y) = (e.client_x() as f64, e.client_y() as f64);
            with_map(&|m: &mut MapDom| m.zoom_at_pixel(factor, x, y));
        }
    };

    let on_keydown = {
        let (map, with_map) = (map.clone(), with_map.clone());
        move |e: KeyboardEvent| {
            let Some(key) = MapKey::from_key(&e.key()) else {
                return;
            };
            // An arrow: the neighbour that way takes the focus.
            let arrow = |dir: (f64, f64)| {
                let Some(t) = e.target().and_then(|t| territory_of(&t)) else {
                    return;
                };
                e.prevent_default();
                // Found first, focused after: the focus handler borrows the map.
                let next = map.borrow().as_ref().and_then(|m| m.toward(t, dir));
                if let Some(g) = next {
                    let _ = g.unchecked_ref::<web_sys::HtmlElement>().focus();
                }
            };
            match key {
                MapKey::Enter | MapKey::Space => {
                    if let Some(t) = e.target().and_then(|t| territory_of(&t)) {
                        e.prevent_default();
                        on_select.run(t);
                    }
                }
                MapKey::ArrowLeft => arrow((-1.0, 0.0)),
                MapKey::ArrowRight => arrow((1.0, 0.0)),
                MapKey::ArrowUp => arrow((0.0, -1.0)),
                MapKey::ArrowDown => arrow((0.0, 1.0)),
                MapKey::Plus | MapKey::Equals => {
                    with_map(&|m: &mut MapDom| m.viewport.zoom_centre(BUTTON_STEP))
                }
                MapKey::Minus => {
                    with_map(&|m: &mut MapDom| m.viewport.zoom_centre(1.0 / BUTTON_STEP))
                }
                MapKey::Zero => with_map(&|m: &mut MapDom| m.viewport.reset()),
            }
        }
    };

    // Keyboard focus: a ring drawn above the neighbours, and the territory brought into view.
    let on_focusin = {
        let with_map = with_map.clone();
        move |e: ev::FocusEvent| {
            let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let Some(t) = territory_of(&el) else { return };
            // Only a keyboard focus gets the ring (a tap also focuses, silently).
            let keyboard = el.matches(":focus-visible").unwrap_or(false);
            let anchor = anchor_of(&el);
            with_map(&|m: &mut MapDom| {
                m.set_outlines("focus", if keyboard { t.bit() } else { 0 });
                // Tabbing to a territory off screen brings it into view; a tap never pans.
                if let (true, Some((x, y))) = (keyboard, anchor) {
                    m.viewport.show_point(x, y);
                }
            });
        }
    };
    let on_focusout = {
        let with_map = with_map.clone();
        move |_: ev::FocusEvent| with_map(&|m: &mut MapDom| m.set_outlines("focus", 0))
    };

    let zoom_by = {
        let with_map = with_map.clone();
        move |factor: f64| with_map(&|m: &mut MapDom| m.viewport.zoom_centre(factor))
    };
    // The zoom buttons are written as an HTML string (see `ui::html`): three buttons with
    // reactive labels and disabled states cost more wasm as a `view!`. Their clicks are read
    // from `data-zoom-act` (not `data-act`, which the play screen around the board reads).
    let zoom_node = NodeRef::<leptos::html::Div>::new();
    super::html::region(
        zoom_node,
        false,
        Box::new(move || zoom_buttons_html(zoom.get(), lang.get())),
    );
    let on_zoom_click = move |e: ev::MouseEvent| {
        let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-zoom-act]").ok().flatten())
        else {
            return;
        };
        if el.has_attribute("disabled") {
            return;
        }
        let Some(act) = el
            .get_attribute("data-zoom-act")
            .and_then(|a| ZoomAct::from_key(&a))
        else {
            return;
        };
        match act {
            ZoomAct::In => zoom_by(BUTTON_STEP),
            ZoomAct::Out => zoom_by(1.0 / BUTTON_STEP),
            ZoomAct::Reset => with_map(&|m: &mut MapDom| m.viewport.reset()),
            way @ (ZoomAct::West | ZoomAct::East) => with_map(&|m: &mut MapDom| {
                let w = m.viewport.view().w * 0.6;
                m.viewport
                    .pan_by(if way == ZoomAct::West { w } else { -w }, 0.0);
            }),
        }
    };
    let edge_node = NodeRef::<leptos::html::Div>::new();
    if cover {
        super::html::region(
            edge_node,
            false,
            Box::new(move || edge_buttons_html(edges.get(), lang.get())),
        );
    }

    view! {
        <div class="board" data-testid="board" data-zoom=move || fixed2(zoom.get())>
            <div
                class="board-map"
                node_ref=host
                role="group"
                aria-label=move || AppText::MapLabel.text(lang.get())
                inner_html=map_svg()
                on:pointerdown=on_pointerdown
                on:pointermove=on_pointermove
                on:pointerup=on_pointerup
                on:pointercancel=on_pointercancel
                on:wheel=on_wheel
                on:keydown=on_keydown
                on:focusin=on_focusin
                on:focusout=on_focusout
            ></div>
            <div class="board-zoom" data-overlay="" node_ref=zoom_node on:click=on_zoom_click.clone()></div>
            <div class="board-edges" node_ref=edge_node on:click=on_zoom_click></div>
        </div>
    }
}

crate::present::act::named! {
    /// The zoom and edge buttons' acts (`data-zoom-act`).
    ZoomAct {
        In = "in",
        Out = "out",
        Reset = "reset",
        West = "west",
        East = "east",
    }
}

crate::present::act::named! {
    /// The keys the map answers (`KeyboardEvent.key`).
    MapKey {
        Enter = "Enter",
        Space = " ",
        ArrowLeft = "ArrowLeft",
        ArrowRight = "ArrowRight",
        ArrowUp = "ArrowUp",
        ArrowDown = "ArrowDown",
        Plus = "+",
        Equals = "=",
        Minus = "-",
        Zero = "0",
    }
}

/// The zoom buttons' markup: in, out, back to the whole map, disabled at the limits.
fn zoom_buttons_html(zoom: f64, l: Lang) -> Markup {
    let at_max = zoom >= MAX_ZOOM - 1e-9;
    let at_min = zoom <= MIN_ZOOM + 1e-9;
    let mut h = super::html::Html::new();
    let buttons = [
        (ZoomAct::In, "zoom-in", AppText::ZoomIn, at_max, "+"),
        (
            ZoomAct::Out,
            "zoom-out",
            AppText::ZoomOut,
            at_min,
            "\u{2212}",
        ),
        (
            ZoomAct::Reset,
            "zoom-reset",
            AppText::ZoomReset,
            at_min,
            r#"<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" stroke-width="2.4"/></svg>"#,
        ),
    ];
    for (act, testid, msg, disabled, content) in buttons {
        let label = msg.text(l);
        h.open("button", "round")
            .attr("type", "button")
            .attr("data-zoom-act", act.key())
            .id(testid)
            .attr("aria-label", label)
            .attr("title", label);
        if disabled {
            h.raw(" disabled");
        }
        h.end().raw(content).close("button");
    }
    Markup::of(h)
}

/// More map beyond the view's west and east edges, and how many of the focused
/// territories lie there.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
struct Edges {
    more: (bool, bool),
    beyond: (u32, u32),
}

/// The buttons at the map's west and east edges (a cover board: the play screen): shown
/// where there is more map that way, with the person's territories there. They make
/// panning discoverable; a tap moves the map by most of a screen.
fn edge_buttons_html(e: Edges, l: Lang) -> Markup {
    let mut h = super::html::Html::new();
    for (west, more, beyond) in [(true, e.more.0, e.beyond.0), (false, e.more.1, e.beyond.1)] {
        if !more && beyond == 0 {
            continue;
        }
        let (act, testid) = if west {
            (ZoomAct::West, "pan-west")
        } else {
            (ZoomAct::East, "pan-east")
        };
        let label = crate::present::board_view::edge_label(west, beyond, l);
        h.open("button", "board-edge")
            .attr("type", "button")
            .attr("data-zoom-act", act.key())
            .attr("data-beyond", &beyond.to_string())
            .id(testid)
            .attr("aria-label", &label)
            .attr("title", &label)
            .end();
        let count = if beyond > 0 {
            beyond.to_string()
        } else {
            String::new()
        };
        if west {
            h.raw("\u{25C0}").text(&count);
        } else {
            h.text(&count).raw("\u{25B6}");
        }
        h.close("button");
    }
    Markup::of(h)
}

/// Rotation, a resized window or a panel that grew changes the container's shape: the
/// view follows (and the first view fills it again if its size changed and the player
/// has not moved the map). The observer holds the map weakly: once the board is gone it
/// does nothing.
fn observe_size(
    host: &Element,
    map: std::rc::Weak<RefCell<Option<MapDom>>>,
    (zoom, edges): (RwSignal<f64>, RwSignal<Edges>),
) {
    let on_resize = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let Some(map) = map.upgrade() else { return };
        let mut slot = map.borrow_mut();
        let Some(m) = slot.as_mut() else { return };
        let (_, _, width, height) = m.size();
        // The height too: the screens' stylesheet (play.css) may arrive after the board
        // was first measured, and only the height then changes.
        if m.auto && ((width - m.width).abs() > 0.5 || (height - m.height).abs() > 0.5) {
            m.measure();
            m.first_view();
        }
        m.width = width;
        m.height = height;
        m.sync(zoom, edges);
    });
    if let Ok(o) = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
        o.observe(host);
    }
    on_resize.forget();
}

/// The territory whose group (or invisible tap area) contains `target`, if any.
fn territory_of(target: &web_sys::EventTarget) -> Option<TerritoryId> {
    let el = target.dyn_ref::<Element>()?;
    let found = el.closest("[data-territory],[data-hit]").ok()??;
    let key = found
        .get_attribute("data-territory")
        .or_else(|| found.get_attribute("data-hit"))?;
    TerritoryId::from_key(&key)
}

/// Adds the invisible tap areas of the small territories ([`HIT_AREAS`]) above the
/// territories: squares around their anchors, carrying `data-hit` (not `data-territory`:
/// the map's groups stay the only territories in the page).
fn add_hit_areas(svg: &Element, groups: &[Option<Element>]) -> Option<()> {
    let doc = svg.owner_document()?;
    let ns = Some("http://www.w3.org/2000/svg");
    let layer = doc.create_element_ns(ns, "g").ok()?;
    let _ = layer.set_attribute("class", "hits");
    for (t, half) in HIT_AREAS {
        let Some((x, y)) = groups[t.index()].as_ref().and_then(anchor_of) else {
            continue;
        };
        let r = doc.create_element_ns(ns, "rect").ok()?;
        let half = f64::from(half);
        for (k, v) in [
            ("x", x - half),
            ("y", y - half),
            ("width", 2.0 * half),
            ("height", 2.0 * half),
        ] {
            let _ = r.set_attribute(k, &fixed2(v));
        }
        let _ = r.set_attribute("class", "hit");
        let _ = r.set_attribute("data-hit", t.key());
        let _ = layer.append_child(&r);
    }
    let territories = svg.query_selector(":scope > .territories").ok()??;
    let _ = svg.insert_before(&layer, territories.next_sibling().as_ref());
    Some(())
}

/// A territory group's badge centre (its `data-anchor`).
fn anchor_of(g: &Element) -> Option<(f64, f64)> {
    parse_point(&g.get_attribute("data-anchor")?)
}

/// Parses "x y" (the SVG's `data-anchor`).
fn parse_point(text: &str) -> Option<(f64, f64)> {
    let mut it = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty());
    let x = parse_decimal(it.next()?)?;
    let y = parse_decimal(it.next()?)?;
    Some((x, y))
}

/// Creates the veil and the top SVG after the map in `host` (see [`Layers`]).
fn make_layers(host: &Element, svg: &Element) -> Option<Layers> {
    let doc = svg.owner_document()?;
    let dim = doc.create_element("div").ok()?;
    let _ = dim.set_attribute("class", "map-dim");
    host.append_child(&dim).ok()?;
    let ns = Some("http://www.w3.org/2000/svg");
    let top = doc.create_element_ns(ns, "svg").ok()?;
    let _ = top.set_attribute("class", "map map-top");
    let _ = top.set_attribute("aria-hidden", "true");
    let _ = top.set_attribute("preserveAspectRatio", "xMidYMid meet");
    let group = |class: &str| -> Option<Element> {
        let g = doc.create_element_ns(ns, "g").ok()?;
        let _ = g.set_attribute("class", class);
        top.append_child(&g).ok()?;
        Some(g)
    };
    let copies = group("copies")?;
    // The lakes lie above the territories: the copies would cover them.
    if let Some(lakes) = svg.query_selector(":scope > .lakes").ok().flatten() {
        if let Ok(copy) = lakes.clone_node_with_deep(true) {
            let _ = top.append_child(&copy);
        }
    }
    let overlay = group("overlay")?;
    let labels = group("labels")?;
    let arrows = group("arrows")?;
    host.append_child(&top).ok()?;
    Some(Layers {
        top,
        copies,
        overlay,
        labels,
        arrows,
        copy_of: vec![None; TerritoryId::COUNT],
        label_of: vec![None; TerritoryId::COUNT],
    })
}

/// Shows `armies` in the badge of territory group `g` (`badge` is its `[data-armies]`),
/// or hides the badge.
fn write_armies(g: &Element, badge: Option<&Element>, armies: Option<u32>) {
    match armies {
        Some(n) => {
            let _ = g.set_attribute("data-has-armies", "");
            if let Some(a) = badge {
                a.set_text_content(Some(&n.to_string()));
            }
        }
        None => {
            let _ = g.remove_attribute("data-has-armies");
            if let Some(a) = badge {
                a.set_text_content(Some(""));
            }
        }
    }
}

/// A copy of `el` for the top layer: no id, not focusable, not a territory for tests and
/// for assistive technology (the top layer is hidden from them).
fn copy_for_top(el: &Element) -> Option<Element> {
    let copy = el
        .clone_node_with_deep(true)
        .ok()?
        .dyn_into::<Element>()
        .ok()?;
    for attr in [
        "data-territory",
        "data-label",
        "tabindex",
        "role",
        "aria-label",
        "id",
    ] {
        let _ = copy.remove_attribute(attr);
    }
    Some(copy)
}

/// Puts `new` in `slots[i]` inside `parent`, keeping the map's order: in place of the old
/// copy, or before the next copy that exists.
fn place_copy(parent: &Element, slots: &mut [Option<Element>], i: usize, new: Element) {
    if let Some(old) = slots[i].take() {
        let _ = parent.replace_child(&new, &old);
    } else {
        let next = slots[i + 1..].iter().flatten().next();
        let _ = parent.insert_before(&new, next.map(|n| n.unchecked_ref::<web_sys::Node>()));
    }
    slots[i] = Some(new);
}

/// The pointers down on the map and what they did so far.
#[derive(Default)]
struct Gesture {
    /// (pointer id, client x, client y)
    pointers: Vec<(i32, f64, f64)>,
    start: (f64, f64),
    /// Moved beyond the tap slop: a drag, not a tap.
    moved: bool,
    /// A second pointer came down: a pinch, never a tap.
    multi: bool,
    /// The territory under the first pointer when it went down.
    target: Option<TerritoryId>,
    /// Last (distance, mid x, mid y) of the first two pointers.
    pinch: Option<(f64, f64, f64)>,
}

impl Gesture {
    fn pinch_now(&self) -> Option<(f64, f64, f64)> {
        let [(_, ax, ay), (_, bx, by), ..] = self.pointers[..] else {
            return None;
        };
        Some(((bx - ax).hypot(by - ay), (ax + bx) / 2.0, (ay + by) / 2.0))
    }
}

/// The injected SVG's elements, cached once, and the last state written to them.
struct MapDom {
    host: Element,
    svg: Element,
    groups: Vec<Option<Element>>,
    armies: Vec<Option<Element>>,
    /// Label elements and the SVG's own (Italian) markup, restored for Italian.
    labels: Vec<Option<(Element, String)>>,
    applied: Vec<Option<TerritoryLook>>,
    lang: Option<Lang>,
    viewport: Viewport,
    /// The layers above the map (see [`Layers`]); `None` if they could not be made.
    layers: Option<Layers>,
    /// Territories whose selected outline is drawn (bit = index).
    outlined: u64,
    /// Territories outlined as a chain (`club`; bit = index).
    chain: u64,
    /// Whether the map is dimmed (the veil is shown).
    dimmed: bool,
    /// The labels changed language since the top layer copied them.
    relabel: bool,
    /// The first view fills the container, until the player moves the map.
    auto: bool,
    /// The container's width and height when last measured.
    width: f64,
    height: f64,
    /// The arrows drawn now.
    arrows: Vec<Arrow>,
    /// The territories the first view shows (bit = index).
    focus: u64,
    /// The territories counted beyond the edges.
    counted: u64,
    /// The badges' and labels' scales now, in twentieths ([`writing_scale`]).
    scale: (u32, u32),
    /// The scales, language and board size (whole pixels) the labels were last placed
    /// for ([`MapDom::place_labels`]): the screens' stylesheet may arrive after.
    laid: Option<LaidFor>,
    /// Each label's offset from where the map draws it, in map units.
    label_off: Vec<(f64, f64)>,
}

/// The scales, language and board size labels were placed for ([`MapDom::laid`]).
type LaidFor = ((u32, u32), Option<Lang>, (i32, i32));

/// What is drawn above the map, each in a layer the browser composites on its own, so
/// that a tap never makes it rasterise the whole map again (on a tablet, and far more in
/// software, repainting every territory costs more than a frame):
/// - a veil in the sea's colour at 60 % (`.map-dim`), shown when some territories are
///   dimmed: over a territory it gives exactly the territory at 40 % over the sea, over
///   the sea it changes nothing. Showing or hiding it changes only its opacity.
/// - an SVG with the same viewBox (`.map-top`): copies of every territory that is not
///   dimmed when the veil is shown, else of the selected and target ones (with their
///   badges and labels, and the lakes), which alone show the highlights' outlines; then
///   the outlines of the selected and of the keyboard-focused territories. Only this
///   small drawing is repainted when a selection changes.
///
/// Taps still land on the map below (the layers take no pointer events); the copies
/// carry no `data-territory`, so the map's groups stay the only territories in the page.
struct Layers {
    top: Element,
    /// Territory copies, in the map's order.
    copies: Element,
    /// Outlines of the selected and focused territories.
    overlay: Element,
    /// Label copies, in the map's order.
    labels: Element,
    /// Arrows over everything ([`MapDom::set_arrows`]).
    arrows: Element,
    copy_of: Vec<Option<Element>>,
    label_of: Vec<Option<Element>>,
}

impl MapDom {
    fn attach(host: &Element, cover: bool) -> Option<MapDom> {
        let svg = host.query_selector("svg").ok()??;
        let base = svg
            .get_attribute("viewBox")
            .as_deref()
            .and_then(Rect::parse_view_box)
            .unwrap_or(Rect {
                x: 0.0,
                y: 0.0,
                w: 2000.0,
                h: 1000.0,
            });
        // The container decides the size; the viewBox decides what is visible.
        let _ = svg.remove_attribute("width");
        let _ = svg.remove_attribute("height");
        let _ = svg.set_attribute("preserveAspectRatio", "xMidYMid meet");
        let _ = svg.set_attribute("aria-hidden", "false");

        let mut groups = vec![None; TerritoryId::COUNT];
        let mut armies = vec![None; TerritoryId::COUNT];
        let mut labels = vec![None; TerritoryId::COUNT];
        if let Ok(list) = svg.query_selector_all("[data-territory]") {
            for i in 0..list.length() {
                let Some(g) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
                    continue;
                };
                let key = g.get_attribute("data-territory").unwrap_or_default();
                let Some(t) = TerritoryId::from_key(&key) else {
                    leptos::logging::warn!("map.svg: unknown territory id '{key}'");
                    continue;
                };
                let _ = g.set_attribute("tabindex", "0");
                let _ = g.set_attribute("role", "button");
                armies[t.index()] = g.query_selector("[data-armies]").ok().flatten();
                groups[t.index()] = Some(g);
            }
        }
        if let Ok(list) = svg.query_selector_all("[data-label]") {
            for i in 0..list.length() {
                let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
                    continue;
                };
                if let Some(t) = el
                    .get_attribute("data-label")
                    .and_then(|k| TerritoryId::from_key(&k))
                {
                    let original = el.inner_html();
                    labels[t.index()] = Some((el, original));
                }
            }
        }
        for t in TerritoryId::ALL {
            if groups[t.index()].is_none() {
                leptos::logging::warn!("map.svg: no group for territory {}", t.key());
            }
        }
        add_hit_areas(&svg, &groups);
        let layers = make_layers(host, &svg);
        let mut m = MapDom {
            host: host.clone(),
            svg,
            groups,
            armies,
            labels,
            applied: vec![None; TerritoryId::COUNT],
            lang: None,
            viewport: Viewport::new(base, 1.0),
            layers,
            outlined: 0,
            chain: 0,
            dimmed: false,
            relabel: false,
            auto: cover,
            width: 0.0,
            height: 0.0,
            arrows: Vec::new(),
            focus: 0,
            counted: 0,
            scale: (0, 0),
            laid: None,
            label_off: vec![(0.0, 0.0); TerritoryId::COUNT],
        };
        m.measure();
        (_, _, m.width, m.height) = m.size();
        if cover {
            m.first_view();
        }
        Some(m)
    }

    /// The first view of a cover board (the play screen): the whole world fitted to the
    /// window, the sea filling the rest (issue 43, item 2); badges and labels keep their
    /// least size ([`writing_scale`]).
    fn first_view(&mut self) {
        self.viewport.reset();
    }

    /// The territories the first view shows: the first non-empty set, the view moved
    /// to them while the player has not moved the map. The counts beyond the edges
    /// follow every change.
    fn set_focus(&mut self, mask: u64) {
        if self.focus == 0 && mask != 0 {
            self.focus = mask;
            if self.auto {
                self.first_view();
            }
        }
        self.counted = mask;
    }

    /// Brings the territories of `mask` into view (the first two: both ends of a move),
    /// keeping the zoom; nothing moves when they are already well inside it.
    fn bring_into_view(&mut self, mask: u64) {
        let points = self.anchors_in(mask);
        self.show_ends(&points);
    }

    /// Brings the first two of `points` into view (both ends of a move or an arrow): the
    /// first alone when the short way between them goes round the world.
    fn show_ends(&mut self, points: &[(f64, f64)]) {
        match points {
            [] => {}
            [p] => self.viewport.show_point(p.0, p.1),
            [p, q, ..] if (q.0 - p.0).abs() > self.viewport.base().w / 2.0 => {
                self.viewport.show_point(p.0, p.1)
            }
            [p, q, ..] => self.viewport.show_span(*p, *q),
        }
    }

    /// A territory's badge centre on the map (its group's `data-anchor`).
    fn anchor(&self, t: TerritoryId) -> Option<(f64, f64)> {
        anchor_of(self.groups[t.index()].as_ref()?)
    }

    /// The badge centres of the territories in `mask`.
    fn anchors_in(&self, mask: u64) -> Vec<(f64, f64)> {
        crate::rules::board::territories_in(mask)
            .filter_map(|t| self.anchor(t))
            .collect()
    }

    /// Writes the viewBox and mirrors the zoom and the edges into their signals.
    fn sync(&mut self, zoom: RwSignal<f64>, edges: RwSignal<Edges>) {
        zoom.set(self.render_viewport());
        let points = self.anchors_in(self.counted);
        let e = Edges {
            more: self.viewport.more(),
            beyond: self.viewport.beyond(&points),
        };
        if edges.get_untracked() != e {
            edges.set(e);
        }
    }

    /// The container's size in CSS pixels.
    fn size(&self) -> (f64, f64, f64, f64) {
        let r = self.host.get_bounding_client_rect();
        (r.left(), r.top(), r.width(), r.height())
    }

    fn measure(&mut self) {
        let (_, _, w, h) = self.size();
        if w > 0.0 && h > 0.0 {
            self.viewport.set_aspect(w / h);
        }
    }

    /// Writes the viewBox; returns the zoom for the reactive mirror.
    fn render_viewport(&mut self) -> f64 {
        self.measure();
        let view = self.viewport.view();
        let view_box = view.to_view_box();
        let _ = self.svg.set_attribute("viewBox", &view_box);
        if let Some(l) = &self.layers {
            let _ = l.top.set_attribute("viewBox", &view_box);
        }
        let (_, _, w, _) = self.size();
        if w > 0.0 && view.w > 0.0 {
            let scale = writing_scale(w / view.w);
            if scale != self.scale {
                self.scale = scale;
                let mut style = String::from("--kb:");
                style.push_str(&fixed2(f64::from(scale.0) / 20.0));
                style.push_str(";--kl:");
                style.push_str(&fixed2(f64::from(scale.1) / 20.0));
                let _ = self.host.set_attribute("style", &style);
                self.scale_hit_areas(f64::from(scale.0) / 20.0);
            }
        }
        self.place_labels();
        self.viewport.zoom()
    }

    /// The small territories' tap areas grow with their badges ([`HIT_AREAS`] times `k`),
    /// each at most half way to the nearest other anchor (along x or y, the farther): no
    /// two areas overlap, none reaches past the middle to a neighbour.
    fn scale_hit_areas(&self, k: f64) {
        let anchors: Vec<(f64, f64)> = self.groups.iter().flatten().filter_map(anchor_of).collect();
        for (t, half) in HIT_AREAS {
            let Some((x, y)) = self.anchor(t) else {
                continue;
            };
            let sel = format!(".hits > [data-hit=\"{}\"]", t.key());
            let Some(r) = self.svg.query_selector(&sel).ok().flatten() else {
                continue;
            };
            let room = anchors
                .iter()
                .map(|&(u, v)| (u - x).abs().max((v - y).abs()))
                .filter(|&d| d > 0.0)
                .fold(f64::INFINITY, f64::min)
                / 2.0;
            let half = (f64::from(half) * k).min(room).max(f64::from(half));
            for (name, v) in [
                ("x", x - half),
                ("y", y - half),
                ("width", 2.0 * half),
                ("height", 2.0 * half),
            ] {
                let _ = r.set_attribute(name, &fixed2(v));
            }
        }
    }

    /// Moves each label off the other territories' badges ([`place_labels`]), once per
    /// scale and language: measured on the page, in map units.
    fn place_labels(&mut self) {
        let (left, top, w, h) = self.size();
        let key = (self.scale, self.lang, (w as i32, h as i32));
        if self.scale.0 == 0 || self.lang.is_none() || self.laid == Some(key) {
            return;
        }
        let v = self.viewport.view();
        if w <= 0.0 {
            return;
        }
        let upp = v.w / w;
        let anchors: Vec<Option<(f64, f64)>> =
            self.groups.iter().map(|g| anchor_of(g.as_ref()?)).collect();
        let boxes: Vec<Option<LabelBox>> = self
            .labels
            .iter()
            .zip(&self.label_off)
            .map(|(l, (dx, dy))| {
                let r = l.as_ref()?.0.get_bounding_client_rect();
                (r.width() > 0.0).then(|| {
                    (
                        v.x + (r.left() - left) * upp - dx,
                        v.y + (r.top() - top) * upp - dy,
                        r.width() * upp,
                        r.height() * upp,
                    )
                })
            })
            .collect();
        // The badge's stroke lies outside its radius.
        let r = BADGE_R * f64::from(self.scale.0) / 20.0 + 2.0;
        let offsets = place_labels(&anchors, &boxes, r, self.viewport.base().w);
        for (i, off) in offsets.into_iter().enumerate() {
            if boxes[i].is_none() || off == self.label_off[i] {
                continue;
            }
            self.label_off[i] = off;
            let mut t = String::from("translate(");
            t.push_str(&fixed2(off.0));
            t.push(' ');
            t.push_str(&fixed2(off.1));
            t.push(')');
            let copy = self.layers.as_ref().and_then(|l| l.label_of[i].as_ref());
            for el in self.labels[i]
                .as_ref()
                .map(|l| &l.0)
                .into_iter()
                .chain(copy)
            {
                let _ = el.set_attribute("transform", &t);
            }
        }
        self.laid = Some(key);
    }

    fn pan_pixels(&mut self, dx: f64, dy: f64) {
        let (_, _, w, _) = self.size();
        let k = self.viewport.units_per_pixel(w);
        self.viewport.pan_by(dx * k, dy * k);
    }

    fn zoom_at_pixel(&mut self, factor: f64, client_x: f64, client_y: f64) {
        let (left, top, w, h) = self.size();
        let (sx, sy) = self.viewport.to_svg(client_x - left, client_y - top, w, h);
        self.viewport.zoom_at(factor, sx, sy);
    }

    /// Writes the looks that changed since the last call, and of those only the parts
    /// that changed: an attribute or a badge text written again, even unchanged, makes the
    /// browser restyle and repaint the territory (a tap that moves one army would repaint
    /// every territory whose highlight changed three times over).
    fn apply(&mut self, view: &BoardView) {
        // Territories whose colour or highlight changed, and whose army count changed.
        let (mut restyled, mut recounted) = (0u64, 0u64);
        let relabel = std::mem::take(&mut self.relabel);
        for t in TerritoryId::ALL {
            let i = t.index();
            let look = &view.looks()[i];
            let prev = self.applied[i].as_ref();
            if prev == Some(look) && !relabel {
                continue;
            }
            // The accessible name: "Ucraina, Anna, 5 armate".
            if let (Some(g), Some(lang)) = (&self.groups[i], self.lang) {
                if relabel
                    || prev.map(|p| (&p.holder, p.armies)) != Some((&look.holder, look.armies))
                {
                    let _ = g.set_attribute("aria-label", &territory_label(t, look, lang));
                }
            }
            let fill = prev.map(|p| &p.fill) != Some(&look.fill);
            let highlight = prev.map(|p| p.highlight) != Some(look.highlight);
            let armies = prev.map(|p| p.armies) != Some(look.armies);
            if fill || highlight {
                restyled |= t.bit();
            }
            if armies {
                recounted |= t.bit();
            }
            if let Some(g) = &self.groups[i] {
                if fill {
                    match &look.fill {
                        Some(colour) => {
                            let _ = g.set_attribute("style", &format!("--owner:{colour}"));
                            let _ = g.set_attribute("data-owned", "");
                            // A territory changing hands takes its colour with a short
                            // animation (style/play.css; issue 43, item 3): the two
                            // names alternate so that each change runs it again.
                            if prev.is_some_and(|p| p.fill.is_some()) {
                                let next = match g.get_attribute("data-took").as_deref() {
                                    Some("a") => "b",
                                    _ => "a",
                                };
                                let _ = g.set_attribute("data-took", next);
                            }
                        }
                        None => {
                            let _ = g.remove_attribute("style");
                            let _ = g.remove_attribute("data-owned");
                        }
                    }
                }
                if highlight {
                    match look.highlight.attr() {
                        Some(h) => {
                            let _ = g.set_attribute("data-highlight", h);
                        }
                        None => {
                            let _ = g.remove_attribute("data-highlight");
                        }
                    }
                }
                if armies {
                    write_armies(g, self.armies[i].as_ref(), look.armies);
                }
            }
            self.applied[i] = Some(look.clone());
        }
        let selected = TerritoryId::ALL
            .into_iter()
            .filter(|t| view.looks()[t.index()].highlight == Highlight::Selected)
            .fold(0u64, |m, t| m | t.bit());
        if selected != self.outlined {
            self.outlined = selected;
            self.set_outlines("selected", selected);
        }
        if view.chain() != self.chain {
            self.chain = view.chain();
            self.set_outlines("chain", self.chain);
        }
        self.sync_top(view, restyled, recounted, relabel);
        self.place_labels();
    }

    /// Brings the veil and the top layer's copies up to date: `restyled` territories
    /// changed colour or highlight (copied again), `recounted` ones their army count (the
    /// copy's badge is rewritten, as on the map: a tap that places one army repaints only
    /// a badge), `relabel` says that every label changed.
    fn sync_top(&mut self, view: &BoardView, restyled: u64, recounted: u64, relabel: bool) {
        let Some(layers) = self.layers.as_mut() else {
            return;
        };
        let dimmed = view
            .looks()
            .iter()
            .any(|l| l.highlight == Highlight::Dimmed);
        if dimmed != self.dimmed {
            self.dimmed = dimmed;
            let _ = if dimmed {
                self.host.set_attribute("data-dim", "")
            } else {
                self.host.remove_attribute("data-dim")
            };
        }
        // Under the veil, every territory that is not dimmed; without it, the highlighted
        // ones (their outlines are drawn on the copies only).
        let wanted = TerritoryId::ALL
            .into_iter()
            .filter(|t| match view.looks()[t.index()].highlight {
                Highlight::Dimmed => false,
                Highlight::None => dimmed,
                Highlight::Selected | Highlight::Target => true,
            })
            .fold(0u64, |m, t| m | t.bit());
        // The names go over the copies: without the veil every name once anything is
        // copied (a copied territory would hide a neighbour's name, "Europa S..." under
        // Ucraina), under it the copied territories' own.
        let named = if dimmed || wanted == 0 {
            wanted
        } else {
            u64::MAX
        };
        for t in TerritoryId::ALL {
            let (i, bit) = (t.index(), t.bit());
            if named & bit == 0 {
                if let Some(old) = layers.label_of[i].take() {
                    let _ = layers.labels.remove_child(&old);
                }
            } else if layers.label_of[i].is_none() || relabel {
                if let Some(copy) = self.labels[i].as_ref().and_then(|(el, _)| copy_for_top(el)) {
                    place_copy(&layers.labels, &mut layers.label_of, i, copy);
                }
            }
            if wanted & bit == 0 {
                if let Some(old) = layers.copy_of[i].take() {
                    let _ = layers.copies.remove_child(&old);
                }
                continue;
            }
            let new = layers.copy_of[i].is_none();
            if new || restyled & bit != 0 {
                if let Some(copy) = self.groups[i].as_ref().and_then(copy_for_top) {
                    place_copy(&layers.copies, &mut layers.copy_of, i, copy);
                }
            } else if recounted & bit != 0 {
                if let Some(copy) = &layers.copy_of[i] {
                    let badge = copy.query_selector("[data-armies]").ok().flatten();
                    write_armies(copy, badge.as_ref(), view.looks()[i].armies);
                }
            }
        }
    }

    /// Draws `arrows` (markup from [`crate::present::follow::arrows_svg`]) and brings the
    /// first one's target into view; `true` if the view moved.
    fn set_arrows(&mut self, arrows: &[Arrow]) -> bool {
        if self.arrows == arrows {
            return false;
        }
        self.arrows = arrows.to_vec();
        let Some(layer) = self.layers.as_ref().map(|l| &l.arrows) else {
            return false;
        };
        let svg =
            crate::present::follow::arrows_svg(arrows, |t| self.anchor(t), self.viewport.base().w);
        crate::ui::html::set_markup(layer, &svg);
        let before = self.viewport;
        // The first arrow's ends in view (one that goes round the world: its source).
        if let Some(ends) = arrows
            .first()
            .and_then(|a| Some([self.anchor(a.from)?, self.anchor(a.to)?]))
        {
            self.show_ends(&ends);
        }
        self.viewport != before
    }

    /// Replaces the overlay outlines of `kind` with copies of the shapes in `mask`.
    fn set_outlines(&self, kind: &str, mask: u64) {
        let Some(overlay) = self.layers.as_ref().map(|l| &l.overlay) else {
            return;
        };
        if let Ok(old) = overlay.query_selector_all(&format!("[data-outline={kind}]")) {
            for i in 0..old.length() {
                if let Some(n) = old.item(i) {
                    let _ = overlay.remove_child(&n);
                }
            }
        }
        for t in crate::rules::board::territories_in(mask) {
            let Some(g) = &self.groups[t.index()] else {
                continue;
            };
            let Ok(shapes) = g.query_selector_all(".land") else {
                continue;
            };
            for i in 0..shapes.length() {
                let Some(copy) = shapes.item(i).and_then(|n| n.clone_node().ok()) else {
                    continue;
                };
                let Ok(copy) = copy.dyn_into::<Element>() else {
                    continue;
                };
                let _ = copy.set_attribute("class", &format!("outline outline-{kind}"));
                let _ = copy.set_attribute("data-outline", kind);
                let _ = copy.remove_attribute("id");
                let _ = overlay.append_child(&copy);
            }
        }
    }

    /// The territory group an arrow key pointing `dir` reaches from `t` (see [`toward`]).
    fn toward(&self, t: TerritoryId, dir: (f64, f64)) -> Option<Element> {
        let at = |u: TerritoryId| self.anchor(u);
        let width = self.viewport.base().w;
        let near = TerritoryId::ALL
            .into_iter()
            .filter(|&u| t.borders(u))
            .filter_map(|u| Some((u, at(u)?)));
        let u = toward(at(t)?, dir, width, near)?;
        self.groups[u.index()].clone()
    }

    /// Names the territories in `lang`, for the labels and for screen readers (the next
    /// [`MapDom::apply`] writes the accessible names and copies the new labels onto the top
    /// layer).
    fn set_lang(&mut self, lang: Lang) {
        if self.lang == Some(lang) {
            return;
        }
        self.lang = Some(lang);
        self.relabel = true;
        for t in TerritoryId::ALL {
            if let Some((el, original)) = &self.labels[t.index()] {
                match lang {
                    Lang::It => el.set_inner_html(original),
                    Lang::En => el.set_text_content(Some(lang.territory(t))),
                }
            }
        }
    }
}
