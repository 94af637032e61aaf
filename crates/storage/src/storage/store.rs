//! A small key-value store: the browser's localStorage in the app (`ui::saves::LocalStore`,
//! wasm only), [`MemoryStore`] in native tests. Both keep strings under string keys and
//! say clearly why a write failed.

use std::collections::BTreeMap;

/// Why the store could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// No storage at all (private mode, storage disabled by the browser or the user).
    Unavailable,
    /// The storage is full: the value was not written (the old one is still there).
    QuotaExceeded,
    /// Anything else the browser reported (its message, for the log).
    Other(String),
}

impl StoreError {
    /// Stable key for translations.
    pub fn code(&self) -> &'static str {
        match self {
            StoreError::Unavailable => "unavailable",
            StoreError::QuotaExceeded => "quota_exceeded",
            StoreError::Other(_) => "other",
        }
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Unavailable => write!(f, "storage is not available"),
            StoreError::QuotaExceeded => write!(f, "storage is full"),
            StoreError::Other(m) => write!(f, "storage error: {m}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// Strings under string keys. A failed [`KeyValueStore::set`] leaves the old value as it
/// was (localStorage's `setItem` is all or nothing).
pub trait KeyValueStore {
    /// The value under `key`, if any.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when there is no storage.
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;

    /// Writes `value` under `key`.
    ///
    /// # Errors
    /// [`StoreError::QuotaExceeded`] when it does not fit (nothing is changed), or
    /// [`StoreError::Unavailable`].
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;

    /// Removes `key` (no error if it is absent).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`].
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;

    /// Every key, in no particular order.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`].
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

/// An in-memory store for tests, with an optional quota and a switch that makes it behave
/// like unavailable storage.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    map: BTreeMap<String, String>,
    /// Largest total of key and value lengths, in UTF-16 units as browsers count them.
    pub quota: Option<usize>,
    /// When set, every call fails with [`StoreError::Unavailable`].
    pub unavailable: bool,
}

fn utf16_len(s: &str) -> usize {
    s.encode_utf16().count()
}

impl MemoryStore {
    /// An empty store without quota.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// Space in use, in UTF-16 units (keys and values).
    pub fn used(&self) -> usize {
        self.map
            .iter()
            .map(|(k, v)| utf16_len(k) + utf16_len(v))
            .sum()
    }

    fn check(&self) -> Result<(), StoreError> {
        if self.unavailable {
            Err(StoreError::Unavailable)
        } else {
            Ok(())
        }
    }
}

impl KeyValueStore for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.check()?;
        Ok(self.map.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.check()?;
        if let Some(quota) = self.quota {
            let old = self
                .map
                .get(key)
                .map_or(0, |v| utf16_len(key) + utf16_len(v));
            if self.used() - old + utf16_len(key) + utf16_len(value) > quota {
                return Err(StoreError::QuotaExceeded);
            }
        }
        self.map.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.check()?;
        self.map.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        self.check()?;
        Ok(self.map.keys().cloned().collect())
    }
}

impl<S: KeyValueStore + ?Sized> KeyValueStore for &mut S {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        (**self).get(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        (**self).set(key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        (**self).remove(key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        (**self).keys()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_over_quota_fails_and_keeps_the_old_value() {
        let mut s = MemoryStore::new();
        s.quota = Some(20);
        s.set("k", "0123456789").unwrap();
        assert_eq!(
            s.set("k", "0123456789abcdefghijk"),
            Err(StoreError::QuotaExceeded)
        );
        assert_eq!(s.get("k").unwrap().as_deref(), Some("0123456789"));
        // Replacing a value counts only the difference.
        s.set("k", "0123456789abcdefghi").unwrap();
        assert_eq!(s.used(), 20);
    }

    #[test]
    fn an_unavailable_store_refuses_everything() {
        let mut s = MemoryStore::new();
        s.unavailable = true;
        assert_eq!(s.get("k"), Err(StoreError::Unavailable));
        assert_eq!(s.set("k", "v"), Err(StoreError::Unavailable));
        assert_eq!(s.keys(), Err(StoreError::Unavailable));
    }
}
