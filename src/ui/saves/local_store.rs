//! The browser's localStorage as a [`KeyValueStore`], reporting a full storage and an
//! unavailable one (private mode, storage blocked) as such.

use wasm_bindgen::{JsCast, JsValue};

use crate::storage::{KeyValueStore, StoreError};

/// localStorage. Every call goes to the browser (nothing is cached), so several tabs see
/// each other's writes.
#[derive(Clone, Debug)]
pub struct LocalStore(web_sys::Storage);

impl LocalStore {
    /// The page's localStorage.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the browser refuses it (or has none).
    pub fn open() -> Result<LocalStore, StoreError> {
        let window = web_sys::window().ok_or(StoreError::Unavailable)?;
        match window.local_storage() {
            Ok(Some(s)) => Ok(LocalStore(s)),
            _ => Err(StoreError::Unavailable),
        }
    }
}

/// Maps what the browser threw: `QuotaExceededError` (its legacy code 22, or Firefox's
/// `NS_ERROR_DOM_QUOTA_REACHED`) is a full storage, `SecurityError` an unavailable one.
fn error(e: JsValue) -> StoreError {
    if let Some(ex) = e.dyn_ref::<web_sys::DomException>() {
        let name = ex.name();
        if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" || ex.code() == 22 {
            return StoreError::QuotaExceeded;
        }
        if name == "SecurityError" {
            return StoreError::Unavailable;
        }
        return StoreError::Other(format!("{name}: {}", ex.message()));
    }
    StoreError::Other(e.as_string().unwrap_or_default())
}

impl KeyValueStore for LocalStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.0.get_item(key).map_err(error)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.0.set_item(key, value).map_err(error)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.0.remove_item(key).map_err(error)
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let n = self.0.length().map_err(error)?;
        let mut out = Vec::with_capacity(n as usize);
        for i in 0..n {
            if let Some(k) = self.0.key(i).map_err(error)? {
                out.push(k);
            }
        }
        Ok(out)
    }
}
