//! Packs the planisphere `public/map.svg` for the app (issue 3: the site's size).
//!
//! The map's outlines are most of the SVG, and most of them are written more than once:
//! every shared border once per territory (in opposite directions), the continent outlines
//! over the territories' borders again. This script cuts every ring of the relative path
//! data (`d="m..z"`, territories, lakes and continents) into arcs at its junctions, stores
//! each arc once, and a ring as a list of references to arcs. It writes to `OUT_DIR`:
//!
//! - `map-text.svg`: the SVG without that path data, a `\u{1}` where each one was;
//! - `map.bin`: the points and the rings, read by `crates/present/src/map_data.rs`, which rebuilds the
//!   very same text (`tests/map_data.rs` compares it with `public/map.svg` byte for byte).
//!
//! The format (`crates/present/src/map_data.rs` is the reader; numbers are LEB128 varints, signed ones
//! zigzag-coded): `M\x01`; the count of points with a decimal coordinate, then for each its
//! ordinal (as the gap from the previous one) and its tenths `10 * x + y`; then for every
//! `\u{1}` of the text: its rings; for each ring, its arcs; for each arc, `0` for a new arc
//! (for a ring's first arc, its start: a move from the previous ring's start, or from 0 0,
//! in whole units), its number of moves and the moves in whole units; or `2 * back + rev`
//! for the arc `back` places before the next new one, reversed if `rev`. A new arc starts
//! where the ring is; a ring ends on its start point. Points are numbered in the order they
//! are read; a coordinate is its whole units times ten plus its tenths.
//!
//! The build stops with a message naming the problem if a path does not have the form the
//! map generator writes (`tools/map/svg.mjs`), so the packing never changes the map.

// Runs on the build machine: files and cargo's `println!` directives are its job.
#![allow(clippy::disallowed_methods, clippy::disallowed_macros)]

use std::collections::{HashMap, HashSet};
use std::env;
use std::fs;
use std::path::Path;

type Pt = (i32, i32);

fn main() {
    pack_map("../../public/map.svg");
}

/// Packs the map at `svg_path` (from the running script's package) into `OUT_DIR`.
fn pack_map(svg_path: &str) {
    println!("cargo:rerun-if-changed={svg_path}");
    println!("cargo:rerun-if-changed=build.rs");
    let svg = fs::read_to_string(svg_path).expect("build.rs: cannot read public/map.svg");
    let (text, bin) = pack(&svg).unwrap_or_else(|e| panic!("build.rs: public/map.svg: {e}"));
    let out = env::var("OUT_DIR").expect("OUT_DIR is set by cargo");
    fs::write(Path::new(&out).join("map-text.svg"), text)
        .expect("build.rs: cannot write map-text.svg");
    fs::write(Path::new(&out).join("map.bin"), bin).expect("build.rs: cannot write map.bin");
}

/// Marks where a packed path's data was in the text.
const SLOT: char = '\u{1}';

fn pack(svg: &str) -> Result<(String, Vec<u8>), String> {
    if svg.contains(SLOT) {
        return Err("contains the character U+0001, which marks the packed paths".into());
    }
    // Split the text at every relative path data attribute.
    let mut text = String::new();
    let mut paths: Vec<Vec<Vec<Pt>>> = Vec::new();
    let mut rest = svg;
    while let Some(at) = rest.find(" d=\"m") {
        let start = at + 4;
        let len = rest[start..].find('"').ok_or("unterminated d attribute")?;
        let d = &rest[start..start + len];
        let rings = parse_rings(d)?;
        if emit(&rings) != d {
            return Err(format!(
                "path data not in the generator's form: {}",
                &d[..d.len().min(60)]
            ));
        }
        paths.push(rings);
        text.push_str(&rest[..start]);
        text.push(SLOT);
        rest = &rest[start + len..];
    }
    text.push_str(rest);

    // Junctions: points with more than two neighbours, and every ring's start.
    let mut neighbours: HashMap<Pt, HashSet<Pt>> = HashMap::new();
    let mut junctions: HashSet<Pt> = HashSet::new();
    for ring in paths.iter().flatten() {
        let n = ring.len();
        for i in 0..n {
            let e = neighbours.entry(ring[i]).or_default();
            e.insert(ring[(i + n - 1) % n]);
            e.insert(ring[(i + 1) % n]);
        }
        junctions.insert(ring[0]);
    }
    junctions.extend(
        neighbours
            .iter()
            .filter(|(_, v)| v.len() > 2)
            .map(|(p, _)| *p),
    );

    let mut fracs: Vec<(u32, u32)> = Vec::new();
    let mut ordinal = 0u32;
    let mut point = |out: &mut Vec<u8>, p: Pt, prev: Pt| {
        zigzag(out, p.0.div_euclid(10) - prev.0.div_euclid(10));
        zigzag(out, p.1.div_euclid(10) - prev.1.div_euclid(10));
        let f = (p.0.rem_euclid(10) * 10 + p.1.rem_euclid(10)) as u32;
        if f != 0 {
            fracs.push((ordinal, f));
        }
        ordinal += 1;
    };
    let mut arcs: HashMap<Vec<Pt>, usize> = HashMap::new();
    let mut body = Vec::new();
    for rings in &paths {
        varint(&mut body, rings.len() as u32);
        let mut pen = (0, 0);
        for ring in rings {
            // Cut the ring (closed: it ends on its start) at its junctions.
            let mut cut: Vec<Vec<Pt>> = Vec::new();
            let mut arc = vec![ring[0]];
            for i in 1..=ring.len() {
                let p = ring[i % ring.len()];
                arc.push(p);
                if junctions.contains(&p) {
                    cut.push(std::mem::replace(&mut arc, vec![p]));
                }
            }
            varint(&mut body, cut.len() as u32);
            for (k, arc) in cut.into_iter().enumerate() {
                let reversed: Vec<Pt> = arc.iter().rev().copied().collect();
                let count = arcs.len();
                if let Some(i) = arcs.get(&arc) {
                    varint(&mut body, 2 * (count - i) as u32);
                } else if let Some(i) = arcs.get(&reversed) {
                    varint(&mut body, 2 * (count - i) as u32 + 1);
                } else {
                    varint(&mut body, 0);
                    if k == 0 {
                        point(&mut body, arc[0], pen);
                    }
                    varint(&mut body, (arc.len() - 1) as u32);
                    for w in arc.windows(2) {
                        point(&mut body, w[1], w[0]);
                    }
                    arcs.insert(arc, count);
                }
            }
            pen = ring[0];
        }
    }

    let mut bin = b"M\x01".to_vec();
    varint(&mut bin, fracs.len() as u32);
    let mut last = 0;
    for (at, f) in fracs {
        varint(&mut bin, at - last);
        varint(&mut bin, f);
        last = at;
    }
    bin.extend(body);
    Ok((text, bin))
}

/// Rings of `m dx dy dx dy ... z` path data, as absolute points in tenths; each ring's
/// move is relative to the previous ring's start (0 0 for the first).
fn parse_rings(d: &str) -> Result<Vec<Vec<Pt>>, String> {
    let mut rings = Vec::new();
    let mut pen = (0, 0);
    for part in d.split_terminator('z') {
        let body = part
            .strip_prefix('m')
            .ok_or_else(|| format!("a ring does not start with m: {part:.40}"))?;
        let nums = numbers(body)?;
        if nums.len() < 4 || nums.len() % 2 != 0 {
            return Err(format!("a ring needs pairs of coordinates: {part:.40}"));
        }
        let mut ring = Vec::new();
        let mut p = pen;
        for xy in nums.chunks(2) {
            p = (p.0 + xy[0], p.1 + xy[1]);
            ring.push(p);
        }
        pen = ring[0];
        rings.push(ring);
    }
    if !d.ends_with('z') {
        return Err("path data does not end with z".into());
    }
    Ok(rings)
}

/// Numbers with at most one decimal, in tenths.
fn numbers(s: &str) -> Result<Vec<i32>, String> {
    let mut out = Vec::new();
    for tok in s.split(' ').flat_map(|t| t.split_inclusive_minus()) {
        let (neg, digits) = match tok.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, tok),
        };
        let (whole, tenth) = digits.split_once('.').unwrap_or((digits, "0"));
        let w: i32 = whole
            .parse()
            .map_err(|_| format!("not a number: {tok:?}"))?;
        let t: i32 = tenth
            .parse()
            .map_err(|_| format!("not a number: {tok:?}"))?;
        if tenth.len() != 1 {
            return Err(format!("more than one decimal: {tok:?}"));
        }
        let v = w * 10 + t;
        out.push(if neg { -v } else { v });
    }
    Ok(out)
}

trait SplitMinus {
    fn split_inclusive_minus(&self) -> Vec<&str>;
}

impl SplitMinus for str {
    /// `"3-4-5"` -> `["3", "-4", "-5"]`: a minus sign starts a number.
    fn split_inclusive_minus(&self) -> Vec<&str> {
        let mut parts = Vec::new();
        let mut from = 0;
        for (i, c) in self.char_indices() {
            if c == '-' && i > from {
                parts.push(&self[from..i]);
                from = i;
            }
        }
        if from < self.len() {
            parts.push(&self[from..]);
        }
        parts
    }
}

/// The path data as `tools/map/svg.mjs` writes it (checked against the file).
fn emit(rings: &[Vec<Pt>]) -> String {
    let num = |v: i32| {
        let s = format!("{}", v.abs() / 10);
        let s = if v.abs() % 10 != 0 {
            format!("{s}.{}", v.abs() % 10)
        } else {
            s
        };
        if v < 0 {
            format!("-{s}")
        } else {
            s
        }
    };
    let mut out = String::new();
    let mut pen = (0, 0);
    for ring in rings {
        let mut prev = pen;
        for (i, p) in ring.iter().enumerate() {
            let (dx, dy) = (p.0 - prev.0, p.1 - prev.1);
            out.push_str(if i == 0 {
                "m"
            } else if dx < 0 {
                ""
            } else {
                " "
            });
            out.push_str(&num(dx));
            out.push_str(if dy < 0 { "" } else { " " });
            out.push_str(&num(dy));
            prev = *p;
        }
        out.push('z');
        pen = ring[0];
    }
    out
}

fn varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8 & 0x7f) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn zigzag(out: &mut Vec<u8>, v: i32) {
    varint(out, ((v << 1) ^ (v >> 31)) as u32);
}
