//! A stand-in for the `send_wrapper` crate (0.6), which Leptos uses to keep values that
//! are not `Send` (DOM nodes, closures) in its `Send + Sync` containers.
//!
//! The original remembers the thread that made each wrapper (`std::thread::current().id()`)
//! and checks it on every access and drop. Planisfero runs on `wasm32-unknown-unknown`
//! without the `atomics` feature, where there is exactly one thread, so every such check
//! passes; but `std::thread::current` alone put about 5 KB of code into the app's wasm
//! (it is called by each of the ~50 `SendWrapper::new` sites Leptos inlines). This crate
//! keeps the same API without the checks, and refuses to compile where a second thread
//! could exist. Wired in by `[patch.crates-io]` in the workspace's Cargo.toml.

#![no_std]

#[cfg(any(not(target_arch = "wasm32"), target_feature = "atomics"))]
compile_error!(
    "this send_wrapper stand-in skips the thread checks, which is only sound on \
     single-threaded wasm32 (no `atomics`): build the app for wasm32-unknown-unknown"
);

use core::fmt;
use core::ops::{Deref, DerefMut};

/// Wraps a value that is not `Send` so that it can be kept in `Send + Sync` places.
pub struct SendWrapper<T> {
    data: T,
}

impl<T> SendWrapper<T> {
    /// Wraps `data`.
    pub const fn new(data: T) -> SendWrapper<T> {
        SendWrapper { data }
    }

    /// Whether the value may be used from here: always, there is one thread.
    pub fn valid(&self) -> bool {
        true
    }

    /// The wrapped value.
    pub fn take(self) -> T {
        self.data
    }
}

// SAFETY: on wasm32 without `atomics` (enforced above) no other thread exists that could
// receive or share the value, which is what the original's checks guard against.
unsafe impl<T> Send for SendWrapper<T> {}
// SAFETY: as for `Send`.
unsafe impl<T> Sync for SendWrapper<T> {}

impl<T> Deref for SendWrapper<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.data
    }
}

impl<T> DerefMut for SendWrapper<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.data
    }
}

impl<T: fmt::Debug> fmt::Debug for SendWrapper<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SendWrapper")
            .field("data", &self.data)
            .finish()
    }
}

impl<T: Clone> Clone for SendWrapper<T> {
    fn clone(&self) -> Self {
        SendWrapper::new(self.data.clone())
    }
}

#[cfg(feature = "futures")]
mod futures {
    use core::future::Future;
    use core::pin::Pin;
    use core::task::{Context, Poll};

    use futures_core::Stream;

    use super::SendWrapper;

    impl<F: Future> Future for SendWrapper<F> {
        type Output = F::Output;

        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
            // SAFETY: `data` is structurally pinned: it is never moved out of a pinned
            // wrapper (`take` needs the wrapper by value, which a pin does not give).
            unsafe { self.map_unchecked_mut(|w| &mut w.data) }.poll(cx)
        }
    }

    impl<S: Stream> Stream for SendWrapper<S> {
        type Item = S::Item;

        fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<S::Item>> {
            // SAFETY: as in `poll`.
            unsafe { self.map_unchecked_mut(|w| &mut w.data) }.poll_next(cx)
        }

        fn size_hint(&self) -> (usize, Option<usize>) {
            self.data.size_hint()
        }
    }
}
