//! A stable insertion sort for the short lists the game sorts (three dice, six
//! standings, a few dozen saves).
//!
//! Why not `slice::sort`: the standard sorts are fast on long slices but each use
//! monomorphises several kilobytes of code into the web app (measured: about 28 KB of the
//! wasm for seven call sites). An insertion sort is a few hundred bytes per use and, on
//! lists this short, just as quick.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        // Pairs (key, original position): stability shows in the positions.
        let mut seed = 7u32;
        for len in 0..40 {
            let mut v: Vec<(u32, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) % 5, i)
                })
                .collect();
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            sort_by_key(&mut v, |p| p.0);
            assert_eq!(v, expected, "length {len}");
        }
    }

    #[test]
    fn sort_by_orders_high_to_low_when_asked() {
        let mut dice = [2u8, 6, 4];
        sort_by(&mut dice, |a, b| a > b);
        assert_eq!(dice, [6, 4, 2]);
    }
}
