//! A tap never acts by itself: a `click` that lands on an element the finger did not press
//! is dropped.
//!
//! A touch's `click` comes after the finger lifts, aimed at whatever is under the finger
//! then. When the lift itself opens something there (the board selects a territory on
//! `pointerup`, and the attack dialog appears under the finger), that click would press
//! the new dialog's button: dice thrown that nobody asked for (issue 30). A real click's
//! target is the common ancestor of the elements that got its `pointerdown` and its
//! `pointerup`, so it always contains the `pointerdown`'s target; a click on an element
//! that appeared after the finger went down does not, and is stopped here, in the capture
//! phase of the document, before any handler of the page sees it.
//!
//! Clicks without a pointer (`detail == 0`: Enter or Space on a button, a label passing
//! its click to its control, `element.click()`) are never touched; nor is a click whose
//! pressed element has since left the page (the browser then aims at what took its place).

use std::cell::RefCell;

use wasm_bindgen::prelude::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, MouseEvent, Node};

thread_local! {
    /// The target of the last `pointerdown`, until a click reads it.
    static PRESSED: RefCell<Option<Node>> = const { RefCell::new(None) };
}

/// Installs the guard on `doc` (once, at the start of a page).
pub fn install(doc: &Document) {
    let down = Closure::<dyn Fn(Event)>::new(|e: Event| {
        let node = e.target().and_then(|t| t.dyn_into::<Node>().ok());
        PRESSED.with(|p| *p.borrow_mut() = node);
    });
    let click = Closure::<dyn Fn(MouseEvent)>::new(|e: MouseEvent| {
        let pressed = PRESSED.with(|p| p.borrow_mut().take());
        if is_ghost(&e, pressed) {
            e.stop_immediate_propagation();
            e.prevent_default();
        }
    });
    for (name, f) in [("pointerdown", down.as_ref()), ("click", click.as_ref())] {
        let _ = doc.add_event_listener_with_callback_and_bool(name, f.unchecked_ref(), true);
    }
    down.forget();
    click.forget();
}

/// Is `e` a click on an element that did not receive the `pointerdown` it follows?
fn is_ghost(e: &MouseEvent, pressed: Option<Node>) -> bool {
    let Some(pressed) = pressed else { return false };
    if e.detail() == 0 || !pressed.is_connected() {
        return false;
    }
    let target = e.target().and_then(|t| t.dyn_into::<Node>().ok());
    target.is_some_and(|t| !t.contains(Some(&pressed)))
}
