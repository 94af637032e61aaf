//! A stand-in for the `wasm-streams` crate (0.5), which bridges the browser's
//! `ReadableStream` and Rust's `Stream`.
//!
//! Why it exists: `leptos` always enables `server_fn`'s `browser` feature, and that feature
//! depends on wasm-streams for server functions that stream their request or response
//! body. The original crate defines its JS-side sources and sinks as `#[wasm_bindgen]`
//! classes (`IntoUnderlyingSource`, `IntoUnderlyingByteSource`, `IntoUnderlyingSink`).
//! Exported functions are roots of the wasm module, so their code (the sources' and the
//! sink's futures, the `AsyncRead`/`AsyncWrite` adapters and `std::io::Error` with its
//! table of error-kind names) was linked into Planisfero whether anything used it or not;
//! removing the exports after the build did not take it out, because the futures' poll
//! functions had already been placed in the function table.
//!
//! What the app uses of it: nothing. Planisfero is a client-side rendered app without a
//! server and defines no `#[server]` function, so server_fn's client code, which is generic
//! over each server function's codecs, is never instantiated: the two places that call this
//! crate (`BrowserRequest::try_new_post_streaming`, building a streaming request body, and
//! `BrowserResponse::try_into_stream`, reading a streamed response) are not even compiled
//! into the app. This crate therefore serves exactly the part of the API server_fn 0.8 calls
//! (`ReadableStream::{from_raw, as_raw, into_raw, from_stream, into_stream}`); a dependent
//! using more of the original API fails to compile, loudly, instead of misbehaving.
//!
//! What happens if it were reached: it works, with plain closures instead of exported
//! classes. `from_stream` builds a JS `ReadableStream` whose `pull` polls the Rust stream
//! for one item (an `Err` errors the JS stream with that value, the end closes it) and whose
//! `cancel` drops the Rust stream; `into_stream` reads a JS stream through a default reader
//! and cancels it when dropped before its end. tests/web_streams.rs checks both directions in
//! a browser. Wired in by `[patch.crates-io]` in the workspace's Cargo.toml.

use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};

use futures_core::Stream;
use js_sys::Promise;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue, UnwrapThrowExt};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    ReadableStreamDefaultController, ReadableStreamDefaultReader, ReadableStreamReadResult,
    UnderlyingSource,
};

/// The original's module path for the readable side.
pub mod readable {
    pub use super::{IntoStream, ReadableStream};
}

/// A browser `ReadableStream` on the Rust side.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    /// Wraps a JS stream.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        ReadableStream { raw }
    }

    /// The JS stream.
    pub fn as_raw(&self) -> &web_sys::ReadableStream {
        &self.raw
    }

    /// Gives the JS stream back.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// A JS stream that yields the items of `stream`: each `Ok` is a chunk, an `Err` errors
    /// the JS stream with that value, and the end of `stream` closes it. Cancelling the JS
    /// stream drops `stream`.
    pub fn from_stream<St>(stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        let source = Rc::new(RefCell::new(Source {
            stream: Some(Box::pin(stream)),
            callbacks: None,
        }));
        let for_pull = Rc::clone(&source);
        let pull: Pull = Closure::new(move |controller: ReadableStreamDefaultController| {
            let source = Rc::clone(&for_pull);
            wasm_bindgen_futures::future_to_promise(async move {
                // The JS stream never calls `pull` again before this promise settles, but it
                // may cancel meanwhile, which drops the Rust stream.
                let next = std::future::poll_fn(|cx| match source.borrow_mut().stream.as_mut() {
                    Some(stream) => stream.as_mut().poll_next(cx).map(Some),
                    None => Poll::Ready(None),
                })
                .await;
                let ended = match next {
                    None => return Ok(JsValue::UNDEFINED),
                    Some(Some(Ok(chunk))) => match controller.enqueue_with_chunk(&chunk) {
                        Ok(()) => return Ok(JsValue::UNDEFINED),
                        Err(error) => Err(error),
                    },
                    Some(Some(Err(error))) => Err(error),
                    Some(None) => controller.close(),
                };
                source.borrow_mut().finish();
                // A rejected pull promise errors the JS stream with the rejection value.
                ended.map(|()| JsValue::UNDEFINED)
            })
        });
        let for_cancel = Rc::clone(&source);
        let cancel: Cancel = Closure::new(move |_reason: JsValue| {
            for_cancel.borrow_mut().finish();
        });
        let underlying = UnderlyingSource::new();
        underlying.set_pull(pull.as_ref().unchecked_ref());
        underlying.set_cancel(cancel.as_ref().unchecked_ref());
        let raw = web_sys::ReadableStream::new_with_underlying_source(&underlying)
            .expect_throw("wasm_streams stand-in: the browser refused a pull-based ReadableStream");
        source.borrow_mut().callbacks = Some((pull, cancel));
        ReadableStream { raw }
    }

    /// The chunks of the JS stream as a Rust stream: `Ok(chunk)` for each chunk, one
    /// `Err(reason)` if the JS stream errors, then the end. Locks the JS stream to a reader;
    /// dropping the Rust stream before its end cancels the JS stream.
    ///
    /// Panics (like the original) if the JS stream is already locked to a reader.
    pub fn into_stream(self) -> IntoStream {
        let reader = ReadableStreamDefaultReader::new(&self.raw)
            .expect_throw("wasm_streams stand-in: the ReadableStream is already locked");
        IntoStream {
            reader: Some(reader),
            read: None,
        }
    }
}

type Pull = Closure<dyn FnMut(ReadableStreamDefaultController) -> Promise>;
type Cancel = Closure<dyn FnMut(JsValue)>;

/// What `from_stream`'s JS stream pulls from.
struct Source {
    /// The Rust stream, until it ends, errors or the JS stream is cancelled.
    stream: Option<Pin<Box<dyn Stream<Item = Result<JsValue, JsValue>>>>>,
    /// The JS stream's `pull` and `cancel`, kept alive until the source is finished.
    callbacks: Option<(Pull, Cancel)>,
}

impl Source {
    /// Drops the Rust stream and the callbacks: a closed, errored or cancelled JS stream
    /// calls neither again. The callbacks are dropped from a task of their own, so that
    /// `cancel` never frees itself while it runs.
    fn finish(&mut self) {
        self.stream = None;
        if let Some(callbacks) = self.callbacks.take() {
            wasm_bindgen_futures::spawn_local(async move { drop(callbacks) });
        }
    }
}

/// A JS stream read as a Rust stream (see [`ReadableStream::into_stream`]).
pub struct IntoStream {
    /// The reader, until the JS stream ends or errors.
    reader: Option<ReadableStreamDefaultReader>,
    /// The pending `read()`.
    read: Option<JsFuture>,
}

impl IntoStream {
    /// Gives up the reader once the JS stream has ended or errored.
    fn release(&mut self) {
        if let Some(reader) = self.reader.take() {
            reader.release_lock();
        }
    }
}

impl Stream for IntoStream {
    type Item = Result<JsValue, JsValue>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        let Some(reader) = &this.reader else {
            return Poll::Ready(None);
        };
        let read = this
            .read
            .get_or_insert_with(|| JsFuture::from(reader.read()));
        let outcome = match Pin::new(read).poll(cx) {
            Poll::Pending => return Poll::Pending,
            Poll::Ready(outcome) => outcome,
        };
        this.read = None;
        match outcome {
            Ok(result) => {
                let result: ReadableStreamReadResult = result.unchecked_into();
                if result.get_done().unwrap_or(false) {
                    this.release();
                    Poll::Ready(None)
                } else {
                    Poll::Ready(Some(Ok(result.get_value())))
                }
            }
            Err(reason) => {
                this.release();
                Poll::Ready(Some(Err(reason)))
            }
        }
    }
}

impl Drop for IntoStream {
    fn drop(&mut self) {
        // Still holding the reader means the JS stream has not ended: nobody will read the
        // rest, so let its source stop. The promise settles once the source has cancelled.
        if let Some(reader) = self.reader.take() {
            let _ = reader.cancel();
        }
    }
}
