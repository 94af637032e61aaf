//! Browser tests of crates/wasm-streams, the stand-in for the wasm-streams crate that
//! server_fn (through leptos) depends on. The app itself never streams, so these tests are
//! what shows the stand-in would work if a streaming server function ever called it: Rust
//! stream to JS stream and back, errors, a browser-made stream, and cancellation both ways.
#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};

use futures_util::stream::{self, Stream, StreamExt};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use wasm_streams::ReadableStream;

wasm_bindgen_test_configure!(run_in_browser);

/// Reads a Rust stream of JS values to its end, as strings (`Err` values prefixed `err:`).
async fn read_all(mut items: impl Stream<Item = Result<JsValue, JsValue>> + Unpin) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(item) = items.next().await {
        out.push(match item {
            Ok(value) => value.as_string().expect("a string chunk"),
            Err(reason) => format!("err:{}", reason.as_string().expect("a string reason")),
        });
    }
    out
}

/// Lets the browser run its queued promise jobs.
async fn settle() {
    for _ in 0..3 {
        JsFuture::from(js_sys::Promise::resolve(&JsValue::UNDEFINED))
            .await
            .unwrap();
    }
}

/// An endless stream of chunks that records when it is dropped.
struct Endless {
    dropped: Rc<Cell<bool>>,
}

impl Stream for Endless {
    type Item = Result<JsValue, JsValue>;
    fn poll_next(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        Poll::Ready(Some(Ok(JsValue::from_str("x"))))
    }
}

impl Drop for Endless {
    fn drop(&mut self) {
        self.dropped.set(true);
    }
}

#[wasm_bindgen_test]
async fn a_rust_stream_passed_through_a_js_stream_yields_its_chunks_in_order_then_ends() {
    let chunks = ["uno", "due", "tre"].map(|s| Ok(JsValue::from_str(s)));
    let raw = ReadableStream::from_stream(stream::iter(chunks)).into_raw();
    assert!(!raw.locked(), "a new stream is not locked");
    let read = read_all(ReadableStream::from_raw(raw).into_stream()).await;
    assert_eq!(read, ["uno", "due", "tre"]);
}

#[wasm_bindgen_test]
async fn an_error_of_the_rust_stream_errors_the_js_stream_with_that_value() {
    let items = vec![
        Ok(JsValue::from_str("uno")),
        Err(JsValue::from_str("rotto")),
        Ok(JsValue::from_str("mai letto")),
    ];
    let raw = ReadableStream::from_stream(stream::iter(items)).into_raw();
    let read = read_all(ReadableStream::from_raw(raw).into_stream()).await;
    assert_eq!(read, ["uno", "err:rotto"], "the stream ends at its error");
}

#[wasm_bindgen_test]
async fn a_response_body_made_by_the_browser_reads_as_its_bytes() {
    let response = web_sys::Response::new_with_opt_str(Some("carri armati")).unwrap();
    let body = response.body().expect("a response with a text has a body");
    let mut chunks = ReadableStream::from_raw(body).into_stream();
    let mut bytes = Vec::new();
    while let Some(chunk) = chunks.next().await {
        let chunk: js_sys::Uint8Array = chunk.expect("no error").dyn_into().unwrap();
        bytes.extend(chunk.to_vec());
    }
    assert_eq!(String::from_utf8(bytes).unwrap(), "carri armati");
}

#[wasm_bindgen_test]
async fn cancelling_the_js_stream_drops_the_rust_stream() {
    let dropped = Rc::new(Cell::new(false));
    let raw = ReadableStream::from_stream(Endless {
        dropped: Rc::clone(&dropped),
    })
    .into_raw();
    settle().await;
    assert!(
        !dropped.get(),
        "the source lives while the stream is readable"
    );
    JsFuture::from(raw.cancel()).await.unwrap();
    assert!(dropped.get(), "cancel drops the Rust stream");
}

#[wasm_bindgen_test]
async fn dropping_the_rust_side_before_the_end_cancels_the_js_stream() {
    let dropped = Rc::new(Cell::new(false));
    let raw = ReadableStream::from_stream(Endless {
        dropped: Rc::clone(&dropped),
    })
    .into_raw();
    let mut chunks = ReadableStream::from_raw(raw.clone()).into_stream();
    let first = chunks.next().await.expect("a chunk").expect("no error");
    assert_eq!(first.as_string().as_deref(), Some("x"));
    assert!(raw.locked(), "reading locks the JS stream");
    assert!(!dropped.get());
    drop(chunks);
    settle().await;
    assert!(
        dropped.get(),
        "the JS stream was cancelled, which dropped its source"
    );
}

#[wasm_bindgen_test]
async fn a_js_stream_read_to_its_end_is_unlocked_again() {
    let raw = ReadableStream::from_stream(stream::iter([Ok(JsValue::from_str("fine"))])).into_raw();
    let read = read_all(ReadableStream::from_raw(raw.clone()).into_stream()).await;
    assert_eq!(read, ["fine"]);
    assert!(!raw.locked(), "the reader's lock is released at the end");
}
