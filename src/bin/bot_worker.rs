//! The bots' web worker (wasm32 only; Trunk builds it from index.html's second rust link,
//! `data-type="worker"`). It holds the rules, the save codec and the bots, no Leptos: each
//! message is a [`planisfero::worker_protocol::Request`], answered by
//! [`planisfero::worker_protocol::answer`]. The app starts it when a game with a computer seat
//! is on the table, so the bots think off the main thread.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
mod worker {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    /// Listens for requests and posts each answer back.
    #[wasm_bindgen(start)]
    fn start() {
        let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reply_to = scope.clone();
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
                let out = planisfero::worker_protocol::answer(&text, js_sys::Date::now);
                let _ = reply_to.post_message(&JsValue::from_str(&out));
            });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        // Messages that came while the wasm was loading were dropped: the app waits for
        // this one before asking.
        let _ = scope.post_message(&JsValue::from_str(planisfero::worker_protocol::READY));
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("The bots' web worker: built for wasm32 by trunk (index.html), nothing to run here.");
}
