//! The map compiled into the app (`crates/present/build.rs` packs `public/map.svg`, `crates/present/src/map_data.rs`
//! rebuilds it): the rebuilt text is the file, and damaged data is refused, not a panic.

mod common;

use common::Pick;
use planisfero::map_data::{decode, svg, MapError, PACKED, TEXT};

const SVG_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/public/map.svg");

fn file() -> String {
    std::fs::read_to_string(SVG_PATH).expect("public/map.svg is readable")
}

#[test]
fn decoded_map_is_public_map_svg_byte_for_byte() {
    let want = file();
    let got = svg().expect("the compiled-in map decodes");
    if got != want {
        let at = got
            .bytes()
            .zip(want.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        panic!(
            "decoded map differs from public/map.svg at byte {at} (lengths {} and {}): {:?} vs {:?}",
            got.len(),
            want.len(),
            &got[at.saturating_sub(20)..(at + 20).min(got.len())],
            &want[at.saturating_sub(20)..(at + 20).min(want.len())],
        );
    }
}

#[test]
fn packed_map_is_smaller_than_the_path_data_it_replaces() {
    let packed = TEXT.len() + PACKED.len();
    assert!(
        packed * 2 < file().len(),
        "text {} + packed {} bytes against {}",
        TEXT.len(),
        PACKED.len(),
        file().len()
    );
    assert!(!TEXT.contains(" d=\"m"), "every relative path is packed");
}

#[test]
fn foreign_data_is_refused_as_not_map_data() {
    assert_eq!(decode(TEXT, b""), Err(MapError::NotMapData));
    assert_eq!(decode(TEXT, file().as_bytes()), Err(MapError::NotMapData));
    assert_eq!(decode(TEXT, &[0x1f, 0x8b, 8, 0]), Err(MapError::NotMapData));
}

#[test]
fn truncated_data_is_refused() {
    // Every 7th length, and each of the last 40 (the end of the last ring).
    for len in (2..PACKED.len())
        .step_by(7)
        .chain(PACKED.len() - 40..PACKED.len())
    {
        let r = decode(TEXT, &PACKED[..len]);
        assert!(
            matches!(r, Err(MapError::Truncated | MapError::Damaged)),
            "cut at {len} of {}: {:?}",
            PACKED.len(),
            r.map(|s| s.len())
        );
    }
}

#[test]
fn data_with_bytes_left_over_is_refused() {
    let mut long = PACKED.to_vec();
    long.push(0);
    assert_eq!(decode(TEXT, &long), Err(MapError::Damaged));
}

#[test]
fn text_and_data_with_different_path_counts_are_refused() {
    let fewer = TEXT.replacen('\u{1}', "", 1);
    assert_eq!(decode(&fewer, PACKED), Err(MapError::Damaged));
    let more = format!("{TEXT}\u{1}");
    assert_eq!(decode(&more, PACKED), Err(MapError::Truncated));
}

#[test]
fn damaged_bytes_never_panic_and_never_rebuild_the_map() {
    let want = file();
    let mut pick = Pick(0x6d61_7064);
    let mut refused = 0;
    for _ in 0..3000 {
        let mut bytes = PACKED.to_vec();
        for _ in 0..1 + pick.below(3) {
            let i = 2 + pick.below(bytes.len() - 2);
            bytes[i] = pick.below(256) as u8;
        }
        match decode(TEXT, &bytes) {
            Err(_) => refused += 1,
            // A changed byte may still be read as a (different) map, never as this one
            // unless the change left the data as it was.
            Ok(s) => assert!(
                s != want || bytes == PACKED,
                "changed data rebuilt the same map"
            ),
        }
    }
    assert!(
        refused > 1000,
        "only {refused} of 3000 damaged copies were refused"
    );
}
