//! crates/small_sort: the insertion sort the rules and the saves use sorts as the standard
//! stable sort does (run here, in the app's own test suite).

use small_sort::{sort_by, sort_by_key};

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
