//! The planisphere, compiled in compactly (issue 3: the site's size).
//!
//! `build.rs` packs `public/map.svg`: every border is stored once as an arc, and the
//! rings of the territories, lakes and continents refer to arcs (the format is described
//! there). [`svg`] rebuilds the SVG text once, on first use, byte for byte the file
//! (`tests/map_data.rs` checks it); the board inserts it.
//!
//! [`decode`] refuses damaged or foreign data with a [`MapError`] and never panics: the
//! compiled-in data is checked by the tests, but the reader does not trust its input.

use std::sync::OnceLock;

use crate::storage::json::push_u64;

/// The SVG text with a `\u{1}` where each packed path's data goes.
pub const TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/map-text.svg"));

/// The packed rings (see `build.rs`).
pub const PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/map.bin"));

/// More points than any map of this app has: bounds what damaged data can ask for.
const MAX_POINTS: usize = 1 << 17;

/// Why packed map data was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MapError {
    /// It does not start as packed map data does.
    NotMapData,
    /// It ends in the middle (or the text has more paths than the data).
    Truncated,
    /// A value is impossible: an arc that does not exist or does not continue the ring, a
    /// ring that does not close, too many points, bytes left over.
    Damaged,
}

impl MapError {
    /// What went wrong, for the console.
    pub const fn message(self) -> &'static str {
        match self {
            MapError::NotMapData => "map data: not packed map data",
            MapError::Truncated => "map data: truncated",
            MapError::Damaged => "map data: damaged",
        }
    }
}

/// The map's SVG text, built from [`TEXT`] and [`PACKED`] on the first call.
///
/// # Errors
/// [`MapError`] if the compiled-in data cannot be read (a broken build).
pub fn svg() -> Result<&'static str, MapError> {
    static SVG: OnceLock<Result<String, MapError>> = OnceLock::new();
    SVG.get_or_init(|| decode(TEXT, PACKED))
        .as_ref()
        .map(String::as_str)
        .map_err(|e| *e)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn u(&mut self) -> Result<u32, MapError> {
        let mut v = 0u32;
        let mut shift = 0;
        loop {
            let b = *self.bytes.get(self.at).ok_or(MapError::Truncated)?;
            self.at += 1;
            v |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Ok(v);
            }
            shift += 7;
            if shift > 28 {
                return Err(MapError::Damaged);
            }
        }
    }

    fn i(&mut self) -> Result<i32, MapError> {
        let v = self.u()?;
        Ok((v >> 1) as i32 ^ -((v & 1) as i32))
    }
}

/// Points, in tenths, as the reader meets them (numbering those read from the data).
struct Points<'a> {
    r: Reader<'a>,
    /// (ordinal, tenths `10 * x + y`) of the points with a decimal, by ordinal.
    fracs: Vec<(u32, u32)>,
    next_frac: usize,
    ordinal: u32,
}

impl Points<'_> {
    /// The next point, read as a move in whole units from `from`.
    fn read(&mut self, from: (i32, i32)) -> Result<(i32, i32), MapError> {
        let x = from.0.div_euclid(10).wrapping_add(self.r.i()?);
        let y = from.1.div_euclid(10).wrapping_add(self.r.i()?);
        let mut f = 0;
        if let Some(&(at, v)) = self.fracs.get(self.next_frac) {
            if at == self.ordinal {
                f = v;
                self.next_frac += 1;
            }
        }
        self.ordinal = self.ordinal.wrapping_add(1);
        if f >= 100 {
            return Err(MapError::Damaged);
        }
        let f = f as i32;
        Ok((
            x.wrapping_mul(10).wrapping_add(f / 10),
            y.wrapping_mul(10).wrapping_add(f % 10),
        ))
    }
}

/// Rebuilds the SVG text: `text` with each `\u{1}` replaced by the next path of `packed`.
///
/// # Errors
/// [`MapError`] when `packed` is not packed map data, is cut short, is damaged, or does not
/// hold as many paths as `text` has places for.
pub fn decode(text: &str, packed: &[u8]) -> Result<String, MapError> {
    let bytes = packed.strip_prefix(b"M\x01").ok_or(MapError::NotMapData)?;
    let mut r = Reader { bytes, at: 0 };
    let mut fracs = Vec::new();
    let mut at = 0u32;
    for _ in 0..r.u()? {
        at = at.wrapping_add(r.u()?);
        fracs.push((at, r.u()?));
    }
    let mut p = Points {
        r,
        fracs,
        next_frac: 0,
        ordinal: 0,
    };
    // Every arc's points, and each arc as a range of them.
    let mut pts: Vec<(i32, i32)> = Vec::new();
    let mut arcs: Vec<(usize, usize)> = Vec::new();
    let mut ring: Vec<(i32, i32)> = Vec::new();
    let mut total = 0;
    let mut out = String::with_capacity(text.len() + 48 * 1024);
    let mut parts = text.split('\u{1}');
    out.push_str(parts.next().unwrap_or_default());
    for part in parts {
        let mut pen = (0, 0);
        for _ in 0..p.r.u()? {
            ring.clear();
            for k in 0..p.r.u()? {
                let v = p.r.u()?;
                if v == 0 {
                    if k == 0 {
                        ring.push(p.read(pen)?);
                    }
                    let mut prev = *ring.last().ok_or(MapError::Damaged)?;
                    let from = pts.len();
                    pts.push(prev);
                    for _ in 0..p.r.u()? {
                        prev = p.read(prev)?;
                        pts.push(prev);
                        ring.push(prev);
                        if pts.len() > MAX_POINTS {
                            return Err(MapError::Damaged);
                        }
                    }
                    arcs.push((from, pts.len()));
                } else {
                    let i = arcs
                        .len()
                        .checked_sub((v >> 1) as usize)
                        .ok_or(MapError::Damaged)?;
                    let &(a, b) = arcs.get(i).ok_or(MapError::Damaged)?;
                    let arc = &pts[a..b];
                    let mut step = |q: (i32, i32), first: bool| {
                        // An arc after the first one continues the ring from its end.
                        if first && k > 0 {
                            if ring.last() != Some(&q) {
                                return Err(MapError::Damaged);
                            }
                        } else {
                            ring.push(q);
                        }
                        Ok(())
                    };
                    if v & 1 == 0 {
                        for (j, q) in arc.iter().enumerate() {
                            step(*q, j == 0)?;
                        }
                    } else {
                        for (j, q) in arc.iter().rev().enumerate() {
                            step(*q, j == 0)?;
                        }
                    }
                }
                if ring.len() > MAX_POINTS {
                    return Err(MapError::Damaged);
                }
            }
            total += ring.len();
            if total > MAX_POINTS {
                return Err(MapError::Damaged);
            }
            // A ring ends where it started; that point is not written again ("z").
            let Some((&start, body)) = ring.split_first() else {
                return Err(MapError::Damaged);
            };
            if body.last() != Some(&start) {
                return Err(MapError::Damaged);
            }
            let mut prev = pen;
            out.push('m');
            for (j, &q) in ring[..ring.len() - 1].iter().enumerate() {
                let (dx, dy) = (q.0.wrapping_sub(prev.0), q.1.wrapping_sub(prev.1));
                if j > 0 && dx >= 0 {
                    out.push(' ');
                }
                push_tenths(&mut out, dx);
                if dy >= 0 {
                    out.push(' ');
                }
                push_tenths(&mut out, dy);
                prev = q;
            }
            out.push('z');
            pen = start;
        }
        out.push_str(part);
    }
    if p.r.at != p.r.bytes.len() || p.next_frac != p.fracs.len() {
        return Err(MapError::Damaged);
    }
    Ok(out)
}

/// Appends tenths as the map generator writes them: `-12`, `0.5`, `-3.7`.
fn push_tenths(out: &mut String, v: i32) {
    if v < 0 {
        out.push('-');
    }
    let a = v.unsigned_abs();
    push_u64(out, u64::from(a / 10));
    if !a.is_multiple_of(10) {
        out.push('.');
        out.push(char::from(b'0' + (a % 10) as u8));
    }
}
