//! A stable insertion sort for the short lists Planisfero sorts (three dice, six
//! standings, a few dozen saves).
//!
//! A size measure kept out of the game's code (docs/SIZE.md): the standard sorts are fast
//! on long slices but each use monomorphises several kilobytes of code into the web app.
//! An insertion sort is a few hundred bytes per use and, on lists this short, just as
//! quick. To undo it, call `slice::sort_by` / `sort_by_key` again.

/// Sorts `v` in place, stably, so that `less(a, b)` never holds for an `a` after a `b`.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` in place, stably, by `key` from low to high.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}
