//! Pan and zoom of the map as plain arithmetic on the SVG `viewBox`.
//!
//! The board never scales pixels: it changes the `viewBox`, so the browser redraws the
//! vectors and the map stays sharp at any zoom. The visible rectangle always has the
//! container's aspect ratio; zoom 1 shows the whole map ("fit"), centred, and the zoom is
//! clamped to `[MIN_ZOOM, MAX_ZOOM]`. The centre is clamped so the map never leaves the
//! screen. Pure Rust, no DOM: tested in `tests/web.rs`.

/// Smallest zoom: the whole map fits the container.
pub const MIN_ZOOM: f64 = 1.0;
/// Largest zoom, relative to the fit: enough to tap Gran Bretagna with a thumb.
pub const MAX_ZOOM: f64 = 8.0;
/// Factor of one press of the zoom buttons.
pub const BUTTON_STEP: f64 = 1.5;

/// A rectangle in SVG user units.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    /// Parses a `viewBox` attribute ("0 0 2000 1000", commas allowed).
    pub fn parse_view_box(text: &str) -> Option<Rect> {
        let mut it = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(parse_decimal);
        let r = Rect {
            x: it.next()??,
            y: it.next()??,
            w: it.next()??,
            h: it.next()??,
        };
        (it.next().is_none() && r.w > 0.0 && r.h > 0.0).then_some(r)
    }

    /// The `viewBox` attribute value.
    pub fn to_view_box(self) -> String {
        let mut out = String::with_capacity(40);
        for (i, v) in [self.x, self.y, self.w, self.h].into_iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            push_fixed2(&mut out, v);
        }
        out
    }
}

/// Which part of the map is on screen.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Viewport {
    /// The map's own `viewBox`.
    base: Rect,
    /// Container width / height in CSS pixels.
    aspect: f64,
    zoom: f64,
    /// Centre of the visible rectangle, in SVG units.
    cx: f64,
    cy: f64,
}

impl Viewport {
    /// The whole map, fitted to a container of aspect ratio `aspect` (width / height).
    pub fn new(base: Rect, aspect: f64) -> Viewport {
        let mut v = Viewport {
            base,
            aspect: 1.0,
            zoom: MIN_ZOOM,
            cx: 0.0,
            cy: 0.0,
        };
        v.set_aspect(aspect);
        v.reset();
        v
    }

    /// Current zoom (1 = whole map).
    pub fn zoom(&self) -> f64 {
        self.zoom
    }

    /// The map's own rectangle.
    pub fn base(&self) -> Rect {
        self.base
    }

    /// Back to the whole map.
    pub fn reset(&mut self) {
        self.zoom = MIN_ZOOM;
        self.cx = self.base.x + self.base.w / 2.0;
        self.cy = self.base.y + self.base.h / 2.0;
        self.clamp();
    }

    /// The map's whole height filling a container taller than the map (the play
    /// screen's first view in portrait: the map is panned sideways), centred; the whole
    /// map (zoom 1) where the container has the map's shape or is wider.
    pub fn cover(&mut self) {
        let (_, fh) = self.fit();
        let zoom = fh / self.base.h;
        // Not `f64::clamp` (see `clamp_axis`: its check links float formatting).
        #[allow(clippy::manual_clamp)]
        let zoom = zoom.max(MIN_ZOOM).min(MAX_ZOOM);
        self.zoom = zoom;
        self.cx = self.base.x + self.base.w / 2.0;
        self.cy = self.base.y + self.base.h / 2.0;
        self.clamp();
    }

    /// The first view of a game (issue 30): [`Viewport::cover`], zoomed in further if
    /// needed so that a badge `badge` units wide is at least `min_px` pixels in a
    /// container `width` pixels wide, then panned to hold as many of `points` (the
    /// person's territories) as that view can, nearest the map's centre among equals.
    pub fn start(&mut self, width: f64, (badge, min_px): (f64, f64), points: &[(f64, f64)]) {
        self.cover();
        if width > 0.0 && badge > 0.0 {
            let (fw, _) = self.fit();
            let readable = min_px * fw / (badge * width);
            if readable > self.zoom {
                let (cx, cy) = (self.cx, self.cy);
                self.zoom_at(readable / self.zoom, cx, cy);
            }
        }
        if points.is_empty() {
            return;
        }
        let v = self.view();
        self.cx = best_centre(
            points.iter().map(|p| p.0),
            v.w,
            self.base.x + self.base.w / 2.0,
        );
        self.cy = best_centre(
            points.iter().map(|p| p.1),
            v.h,
            self.base.y + self.base.h / 2.0,
        );
        self.clamp();
    }

    /// How many of `points` lie beyond the view's left and right edges.
    pub fn beyond(&self, points: &[(f64, f64)]) -> (u32, u32) {
        let v = self.view();
        let left = points.iter().filter(|p| p.0 < v.x).count() as u32;
        let right = points.iter().filter(|p| p.0 > v.x + v.w).count() as u32;
        (left, right)
    }

    /// Whether a tenth of a view or more of the map lies beyond the view's left and
    /// right edges (a sliver is not worth a button over the map).
    pub fn more(&self) -> (bool, bool) {
        let v = self.view();
        let b = self.base;
        let sliver = v.w * 0.1;
        (v.x > b.x + sliver, v.x + v.w < b.x + b.w - sliver)
    }

    /// The container changed shape (rotation, resize). Ignores degenerate sizes.
    pub fn set_aspect(&mut self, aspect: f64) {
        if aspect.is_finite() && aspect > 0.0 {
            self.aspect = aspect;
            self.clamp();
        }
    }

    /// Size of the visible rectangle at zoom 1: the map fitted inside the container.
    fn fit(&self) -> (f64, f64) {
        if self.aspect > self.base.w / self.base.h {
            (self.base.h * self.aspect, self.base.h)
        } else {
            (self.base.w, self.base.w / self.aspect)
        }
    }

    /// The visible rectangle: the value of the SVG's `viewBox`.
    pub fn view(&self) -> Rect {
        let (fw, fh) = self.fit();
        let (w, h) = (fw / self.zoom, fh / self.zoom);
        Rect {
            x: self.cx - w / 2.0,
            y: self.cy - h / 2.0,
            w,
            h,
        }
    }

    /// SVG units per CSS pixel, for a container `width` pixels wide.
    pub fn units_per_pixel(&self, width: f64) -> f64 {
        if width > 0.0 {
            self.view().w / width
        } else {
            0.0
        }
    }

    /// The SVG point under the pixel (`px`, `py`) of a `width` x `height` container.
    pub fn to_svg(&self, px: f64, py: f64, width: f64, height: f64) -> (f64, f64) {
        let v = self.view();
        if width <= 0.0 || height <= 0.0 {
            return (v.x + v.w / 2.0, v.y + v.h / 2.0);
        }
        (v.x + px / width * v.w, v.y + py / height * v.h)
    }

    /// Multiplies the zoom by `factor` (clamped), keeping the SVG point (`sx`, `sy`)
    /// under the same pixel, as a pinch or a wheel around the cursor does.
    pub fn zoom_at(&mut self, factor: f64, sx: f64, sy: f64) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let old = self.zoom;
        let new = (old * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        // The point keeps its relative position: its distance to the centre scales by old/new.
        let k = old / new;
        self.cx = sx + (self.cx - sx) * k;
        self.cy = sy + (self.cy - sy) * k;
        self.zoom = new;
        self.clamp();
    }

    /// Zooms around the centre of the view (the zoom buttons, the keyboard).
    pub fn zoom_centre(&mut self, factor: f64) {
        let (cx, cy) = (self.cx, self.cy);
        self.zoom_at(factor, cx, cy);
    }

    /// Moves the map with the finger: (`dx`, `dy`) in SVG units, positive to the right/down.
    pub fn pan_by(&mut self, dx: f64, dy: f64) {
        if dx.is_finite() && dy.is_finite() {
            self.cx -= dx;
            self.cy -= dy;
            self.clamp();
        }
    }

    /// Brings the SVG point (`sx`, `sy`) on screen, centring on it only when it is outside
    /// the inner 80% of the view (so tabbing through visible territories never jumps).
    pub fn show_point(&mut self, sx: f64, sy: f64) {
        let v = self.view();
        let (mx, my) = (v.w * 0.1, v.h * 0.1);
        let inside =
            sx >= v.x + mx && sx <= v.x + v.w - mx && sy >= v.y + my && sy <= v.y + v.h - my;
        if !inside {
            self.cx = sx;
            self.cy = sy;
            self.clamp();
        }
    }

    /// Brings both `p` and `q` on screen (an arrow's ends): nothing if both are inside
    /// the inner 80% of the view, else the view is centred on their middle.
    pub fn show_span(&mut self, p: (f64, f64), q: (f64, f64)) {
        let v = self.view();
        let (mx, my) = (v.w * 0.1, v.h * 0.1);
        let inside = |(x, y): (f64, f64)| {
            x >= v.x + mx && x <= v.x + v.w - mx && y >= v.y + my && y <= v.y + v.h - my
        };
        if !(inside(p) && inside(q)) {
            self.cx = (p.0 + q.0) / 2.0;
            self.cy = (p.1 + q.1) / 2.0;
            self.clamp();
        }
    }

    /// Keeps the map on screen: along an axis where the view is larger than the map the
    /// map is centred; otherwise the view stays inside the map.
    fn clamp(&mut self) {
        let v = self.view();
        let b = self.base;
        self.cx = clamp_axis(self.cx, v.w, b.x, b.w);
        self.cy = clamp_axis(self.cy, v.h, b.y, b.h);
    }
}

/// Along one axis, the centre of a view `size` long that holds the most of `coords`, with
/// a margin of a badge's radius inside each edge; among equals, the nearest `middle`.
fn best_centre(coords: impl Iterator<Item = f64> + Clone, size: f64, middle: f64) -> f64 {
    const MARGIN: f64 = 60.0;
    let inner = size - 2.0 * MARGIN;
    let mut best = (0usize, f64::INFINITY, middle);
    for start in coords.clone() {
        // A window whose inner part starts at this point.
        let count = coords
            .clone()
            .filter(|&c| c >= start && c <= start + inner)
            .count();
        let centre = start - MARGIN + size / 2.0;
        let off = (centre - middle).abs();
        if count > best.0 || (count == best.0 && off < best.1) {
            best = (count, off, centre);
        }
    }
    best.2
}

fn clamp_axis(centre: f64, view: f64, start: f64, size: f64) -> f64 {
    if view >= size {
        start + size / 2.0
    } else {
        // Not `f64::clamp`: its check of the bounds formats them with `{:?}` when it
        // fails, which linked core's whole float formatting into the wasm (-9 KB gzipped
        // measured). Here `view < size`, so the lower bound is below the upper one.
        centre
            .max(start + view / 2.0)
            .min(start + size - view / 2.0)
    }
}

// The map only needs plain decimals, so these two small functions do it with integers
// instead of `f64`'s FromStr/Display: this dropped `core`'s float parser from the wasm
// (-4 KB raw measured); nothing in the app formats an `f64` either (see `clamp_axis`).

/// Appends `v` with two decimals ("-12.50"); non-finite values as "0".
pub fn push_fixed2(out: &mut String, v: f64) {
    if !v.is_finite() {
        out.push('0');
        return;
    }
    let hundredths = (v * 100.0).round() as i64;
    if hundredths < 0 {
        out.push('-');
    }
    let h = hundredths.unsigned_abs();
    out.push_str(&(h / 100).to_string());
    let frac = h % 100;
    out.push('.');
    out.push(char::from(b'0' + (frac / 10) as u8));
    out.push(char::from(b'0' + (frac % 10) as u8));
}

/// `v` with two decimals, as [`push_fixed2`] writes it.
pub fn fixed2(v: f64) -> String {
    let mut s = String::new();
    push_fixed2(&mut s, v);
    s
}

/// Parses a plain decimal ("-12.5", "4000", ".5"); no exponent. `None` for anything else.
pub fn parse_decimal(text: &str) -> Option<f64> {
    // `get`, not `&text[1..]`: slicing a str links core's slicing panic, which formats
    // chars with `{:?}` (about 4 KB of wasm, gzipped).
    let (neg, digits) = match text.as_bytes().first()? {
        b'-' => (true, text.get(1..)?),
        b'+' => (false, text.get(1..)?),
        _ => (false, text),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let mut value = 0.0f64;
    for b in int.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        value = value * 10.0 + f64::from(b - b'0');
    }
    let mut scale = 0.1;
    for b in frac.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        value += f64::from(b - b'0') * scale;
        scale /= 10.0;
    }
    Some(if neg { -value } else { value })
}
