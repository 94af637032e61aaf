//! A small JSON reader and writer for what the app stores (saves, the list of saved games,
//! the tab locks), so the web app does not carry a general serialisation framework.
//!
//! - Reading: [`parse`] turns a text into a tree of [`Node`]s, each with the byte offset
//!   where it starts, so that a wrong field can be pointed at ([`Error::line_column`]).
//!   It follows RFC 8259: no comments, no trailing commas, no leading zeros, no control
//!   characters inside strings, `\u` escapes with correct UTF-16 surrogate pairs, at most
//!   [`MAX_DEPTH`] nested arrays and objects. Numbers keep their exact integer value when
//!   they are integers that fit in 64 bits; any other number is kept as "not an integer"
//!   (the stored types hold integers only).
//! - Writing: [`push_str`], [`push_u64`], [`push_i64`] and [`ObjectWriter`] append to a
//!   `String` in the compact form the saves have always been written in (no spaces;
//!   strings escape `"`, `\`, and the control characters, as `\b \t \n \f \r` or `\u00xx`
//!   with lowercase hex digits; everything else, non-ASCII included, is written as is).
//!
//! The typed conversions live with the types' storage: [`super::stored`] (the game types
//! inside a save), [`super::save`], [`super::library`], [`super::lock`].

/// Deepest nesting of arrays and objects accepted: deeper input is refused, never a
/// stack overflow.
pub const MAX_DEPTH: usize = 128;

/// Most values (numbers, strings, ... and the arrays and objects themselves) a text may
/// hold. A save has about 70, the index about 15 per saved game; the limit keeps a
/// hostile 4 MB file of `[0,0,0,...` from building a tree of millions of nodes.
pub const MAX_VALUES: usize = 100_000;

/// What kind of problem a JSON text has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text ends before the value does (a cut-off file).
    Eof,
    /// The text is not JSON at this place.
    Syntax,
    /// Valid JSON, but a value has the wrong type or range, or a field is missing.
    Field,
}

/// A problem in a JSON text, with the byte offset where it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error {
    /// Truncated, broken, or of the wrong shape.
    pub kind: ErrorKind,
    /// Byte offset into the text.
    pub at: usize,
    /// What is wrong, in English (for logs and tests).
    pub what: &'static str,
}

impl Error {
    fn new(kind: ErrorKind, at: usize, what: &'static str) -> Error {
        Error { kind, at, what }
    }

    /// A wrong or missing value at byte `at`.
    pub fn field(at: usize, what: &'static str) -> Error {
        Error::new(ErrorKind::Field, at, what)
    }

    /// The 1-based line and column (in characters) of the error in `text`, the text that
    /// was parsed.
    pub fn line_column(&self, text: &str) -> (usize, usize) {
        let mut at = self.at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        // On bytes, not `&text[..at]`: a str slice links core's panic message for a
        // slice off a char boundary, which formats chars with `{:?}`.
        let before = &text.as_bytes()[..at];
        let line = 1 + before.iter().filter(|b| **b == b'\n').count();
        let line_start = before
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        // `at` is on a char boundary: the chars are the bytes that do not continue one.
        let column = before[line_start..]
            .iter()
            .filter(|b| (**b & 0xc0) != 0x80)
            .count();
        (line, 1 + column)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at byte {}", self.what, self.at)
    }
}

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number: `magnitude` is its absolute value if it is an integer that fits in a
    /// `u64` (written without fraction or exponent), `None` otherwise.
    Number {
        negative: bool,
        magnitude: Option<u64>,
    },
    Str(String),
    Array(Vec<Node>),
    /// The members in the order written (duplicates kept: see [`Fields::get`]).
    Object(Vec<(String, Node)>),
}

/// A value and the byte offset where it starts in the text.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub at: usize,
    pub value: Value,
}

/// Parses a whole JSON text (surrounding whitespace allowed, nothing else after the value).
///
/// # Errors
/// The first problem found: [`ErrorKind::Eof`] if the text ends too early,
/// [`ErrorKind::Syntax`] otherwise.
pub fn parse(text: &str) -> Result<Node, Error> {
    parse_with_limit(text, MAX_VALUES)
}

/// [`parse`] with another limit on the values than [`MAX_VALUES`] (a tournament file
/// holds every result of every round).
///
/// # Errors
/// As [`parse`].
pub fn parse_with_limit(text: &str, max_values: usize) -> Result<Node, Error> {
    let mut p = Parser {
        text,
        s: text.as_bytes(),
        i: 0,
        values: 0,
        max_values,
    };
    let node = p.value(0)?;
    p.skip_ws();
    if p.i < p.s.len() {
        return Err(p.syntax("unexpected characters after the value"));
    }
    Ok(node)
}

struct Parser<'a> {
    text: &'a str,
    s: &'a [u8],
    i: usize,
    /// Values started so far.
    values: usize,
    /// Most values accepted.
    max_values: usize,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.s.get(self.i) {
            self.i += 1;
        }
    }

    fn syntax(&self, what: &'static str) -> Error {
        Error::new(ErrorKind::Syntax, self.i, what)
    }

    /// Eof at the end of the text, otherwise a syntax error here.
    fn unexpected(&self, what: &'static str) -> Error {
        if self.i >= self.s.len() {
            Error::new(ErrorKind::Eof, self.i, "unexpected end of the text")
        } else {
            self.syntax(what)
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn value(&mut self, depth: usize) -> Result<Node, Error> {
        self.skip_ws();
        let at = self.i;
        self.values += 1;
        if self.values > self.max_values {
            return Err(self.syntax("more values than a stored text ever has"));
        }
        let value = match self.peek() {
            Some(b'{') | Some(b'[') if depth >= MAX_DEPTH => {
                return Err(self.syntax("arrays and objects nested too deep"))
            }
            Some(b'{') => self.object(depth + 1)?,
            Some(b'[') => self.array(depth + 1)?,
            Some(b'"') => Value::Str(self.string()?),
            Some(b't') => self.literal("true", Value::Bool(true))?,
            Some(b'f') => self.literal("false", Value::Bool(false))?,
            Some(b'n') => self.literal("null", Value::Null)?,
            Some(b'-' | b'0'..=b'9') => self.number()?,
            _ => return Err(self.unexpected("expected a value")),
        };
        Ok(Node { at, value })
    }

    fn literal(&mut self, word: &str, value: Value) -> Result<Value, Error> {
        for b in word.bytes() {
            if self.peek() != Some(b) {
                return Err(self.unexpected("expected true, false or null"));
            }
            self.i += 1;
        }
        Ok(value)
    }

    fn digits(&mut self) -> usize {
        let start = self.i;
        while let Some(b'0'..=b'9') = self.peek() {
            self.i += 1;
        }
        self.i - start
    }

    fn number(&mut self) -> Result<Value, Error> {
        let negative = self.peek() == Some(b'-');
        if negative {
            self.i += 1;
        }
        let start = self.i;
        match self.peek() {
            Some(b'0') => self.i += 1,
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.unexpected("expected a digit")),
        }
        let mut magnitude = Some(0u64);
        for &d in &self.s[start..self.i] {
            magnitude = magnitude
                .and_then(|m| m.checked_mul(10))
                .and_then(|m| m.checked_add(u64::from(d - b'0')));
        }
        if self.peek() == Some(b'.') {
            self.i += 1;
            if self.digits() == 0 {
                return Err(self.unexpected("expected a digit after the decimal point"));
            }
            magnitude = None;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.i += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.i += 1;
            }
            if self.digits() == 0 {
                return Err(self.unexpected("expected a digit in the exponent"));
            }
            magnitude = None;
        }
        Ok(Value::Number {
            negative,
            magnitude,
        })
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let mut n = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                Some(c @ b'0'..=b'9') => c - b'0',
                Some(c @ b'a'..=b'f') => c - b'a' + 10,
                Some(c @ b'A'..=b'F') => c - b'A' + 10,
                _ => return Err(self.unexpected("expected 4 hexadecimal digits after \\u")),
            };
            n = n * 16 + u32::from(d);
            self.i += 1;
        }
        Ok(n)
    }

    /// A string; `self.i` is at its opening quote.
    fn string(&mut self) -> Result<String, Error> {
        self.i += 1;
        let mut out = String::new();
        let mut run = self.i;
        loop {
            let Some(b) = self.peek() else {
                return Err(self.unexpected("unexpected end of the text"));
            };
            match b {
                b'"' | b'\\' => {
                    // Quotes and backslashes are ASCII: the run ends on a char boundary
                    // (`get`, not `[..]`: see `push_str`).
                    out.push_str(self.text.get(run..self.i).unwrap_or_default());
                    self.i += 1;
                    if b == b'"' {
                        return Ok(out);
                    }
                    self.escape(&mut out)?;
                    run = self.i;
                }
                0..=0x1f => return Err(self.syntax("control character in a string")),
                _ => self.i += 1,
            }
        }
    }

    /// An escape; `self.i` is just after its backslash.
    fn escape(&mut self, out: &mut String) -> Result<(), Error> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.i += 1;
                let at = self.i;
                let unit = self.hex4()?;
                let code = match unit {
                    0xd800..=0xdbff => {
                        if self.peek() != Some(b'\\') {
                            return Err(self.unexpected("a high surrogate without its low half"));
                        }
                        self.i += 1;
                        if self.peek() != Some(b'u') {
                            return Err(self.unexpected("a high surrogate without its low half"));
                        }
                        self.i += 1;
                        let low = self.hex4()?;
                        if !(0xdc00..=0xdfff).contains(&low) {
                            return Err(Error::new(
                                ErrorKind::Syntax,
                                at,
                                "a high surrogate without its low half",
                            ));
                        }
                        0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00)
                    }
                    0xdc00..=0xdfff => {
                        return Err(Error::new(
                            ErrorKind::Syntax,
                            at,
                            "a low surrogate without its high half",
                        ))
                    }
                    other => other,
                };
                // Surrogates are excluded above: every other code point is a char.
                out.push(char::from_u32(code).unwrap_or('\u{fffd}'));
                return Ok(());
            }
            _ => return Err(self.unexpected("unknown escape")),
        };
        self.i += 1;
        out.push(c);
        Ok(())
    }

    fn array(&mut self, depth: usize) -> Result<Value, Error> {
        self.i += 1;
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.i += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b']') => {
                    self.i += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.unexpected("expected , or ]")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, Error> {
        self.i += 1;
        let mut members = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.i += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_ws();
            if self.peek() != Some(b'"') {
                return Err(self.unexpected("expected a key in quotes"));
            }
            let key = self.string()?;
            self.skip_ws();
            if self.peek() != Some(b':') {
                return Err(self.unexpected("expected : after the key"));
            }
            self.i += 1;
            members.push((key, self.value(depth)?));
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b'}') => {
                    self.i += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(self.unexpected("expected , or }")),
            }
        }
    }
}

/// The members of an object, for reading a stored type field by field.
#[derive(Clone, Copy, Debug)]
pub struct Fields<'a> {
    at: usize,
    members: &'a [(String, Node)],
}

impl<'a> Fields<'a> {
    /// The member `key`, if present (`null` included).
    ///
    /// # Errors
    /// A key written twice (a stored object never has one).
    pub fn get(&self, key: &str) -> Result<Option<&'a Node>, Error> {
        let mut found = None;
        for (k, node) in self.members {
            if k == key {
                if found.is_some() {
                    return Err(Error::field(node.at, "a field written twice"));
                }
                found = Some(node);
            }
        }
        Ok(found)
    }

    /// The member `key`.
    ///
    /// # Errors
    /// Missing or written twice.
    pub fn req(&self, key: &str) -> Result<&'a Node, Error> {
        self.get(key)?
            .ok_or(Error::field(self.at, "a required field is missing"))
    }

    /// The member `key`, `None` if it is missing or `null`.
    ///
    /// # Errors
    /// Written twice.
    pub fn opt(&self, key: &str) -> Result<Option<&'a Node>, Error> {
        Ok(self.get(key)?.filter(|n| n.value != Value::Null))
    }
}

impl Node {
    /// The members of an object.
    ///
    /// # Errors
    /// Not an object.
    pub fn fields(&self) -> Result<Fields<'_>, Error> {
        match &self.value {
            Value::Object(members) => Ok(Fields {
                at: self.at,
                members,
            }),
            _ => Err(Error::field(self.at, "expected an object")),
        }
    }

    /// The items of an array.
    ///
    /// # Errors
    /// Not an array.
    pub fn items(&self) -> Result<&[Node], Error> {
        match &self.value {
            Value::Array(items) => Ok(items),
            _ => Err(Error::field(self.at, "expected an array")),
        }
    }

    /// The two items of an array of exactly two.
    ///
    /// # Errors
    /// Not an array of two.
    pub fn pair(&self) -> Result<[&Node; 2], Error> {
        match self.items()? {
            [a, b] => Ok([a, b]),
            _ => Err(Error::field(self.at, "expected an array of 2 items")),
        }
    }

    /// A boolean.
    ///
    /// # Errors
    /// Not `true` or `false`.
    pub fn bool(&self) -> Result<bool, Error> {
        match self.value {
            Value::Bool(b) => Ok(b),
            _ => Err(Error::field(self.at, "expected a boolean")),
        }
    }

    /// A string.
    ///
    /// # Errors
    /// Not a string.
    pub fn str(&self) -> Result<&str, Error> {
        match &self.value {
            Value::Str(s) => Ok(s),
            _ => Err(Error::field(self.at, "expected a string")),
        }
    }

    /// An unsigned integer (`-0` included).
    ///
    /// # Errors
    /// Not a number, negative, with a fraction or an exponent, or above `u64::MAX`.
    pub fn u64(&self) -> Result<u64, Error> {
        match self.value {
            Value::Number {
                negative,
                magnitude: Some(m),
            } if !negative || m == 0 => Ok(m),
            _ => Err(Error::field(self.at, "expected an unsigned integer")),
        }
    }

    /// An unsigned integer that fits in a `u32`.
    ///
    /// # Errors
    /// As [`Node::u64`], or too large.
    pub fn u32(&self) -> Result<u32, Error> {
        u32::try_from(self.u64()?).map_err(|_| Error::field(self.at, "integer too large"))
    }

    /// An unsigned integer that fits in a `usize`.
    ///
    /// # Errors
    /// As [`Node::u64`], or too large.
    pub fn usize(&self) -> Result<usize, Error> {
        usize::try_from(self.u64()?).map_err(|_| Error::field(self.at, "integer too large"))
    }

    /// A signed integer.
    ///
    /// # Errors
    /// Not a number, with a fraction or an exponent, or outside `i64`.
    pub fn i64(&self) -> Result<i64, Error> {
        let range = || Error::field(self.at, "expected an integer in the 64-bit range");
        match self.value {
            Value::Number {
                negative: false,
                magnitude: Some(m),
            } => i64::try_from(m).map_err(|_| range()),
            Value::Number {
                negative: true,
                magnitude: Some(m),
            } => 0i64.checked_sub_unsigned(m).ok_or_else(range),
            _ => Err(range()),
        }
    }

    /// An enum written the way the saves write them: a unit variant as its name
    /// (`"none"`; `{"none":null}` is read too), a variant with data as an object of one
    /// member (`{"round_limit":5}`). Returns the name and the data.
    ///
    /// # Errors
    /// Neither a string nor an object of exactly one member.
    pub fn variant(&self) -> Result<(&str, Option<&Node>), Error> {
        match &self.value {
            Value::Str(s) => Ok((s, None)),
            Value::Object(members) => match members.as_slice() {
                [(name, data)] if data.value == Value::Null => Ok((name, None)),
                [(name, data)] => Ok((name, Some(data))),
                _ => Err(Error::field(self.at, "expected one variant")),
            },
            _ => Err(Error::field(self.at, "expected a variant")),
        }
    }

    /// The value of a unit-only enum, by its name in `table`.
    ///
    /// # Errors
    /// Not one of the names, or a variant with data.
    pub fn keyed<T: Clone>(&self, table: &[(&str, T)]) -> Result<T, Error> {
        let name = self.unit_variant()?;
        table
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.clone())
            .ok_or(Error::field(self.at, "unknown variant"))
    }

    /// The value of a unit-only enum whose stored names are its own `key`s: the one of
    /// `all` whose key this is.
    ///
    /// # Errors
    /// Not one of the keys, or a variant with data.
    pub fn keyed_by<T: Copy>(&self, all: &[T], key: fn(T) -> &'static str) -> Result<T, Error> {
        let name = self.unit_variant()?;
        all.iter()
            .copied()
            .find(|v| key(*v) == name)
            .ok_or(Error::field(self.at, "unknown variant"))
    }

    /// The name of a unit variant.
    fn unit_variant(&self) -> Result<&str, Error> {
        match self.variant()? {
            (name, None) => Ok(name),
            (_, Some(_)) => Err(Error::field(self.at, "unexpected data in a variant")),
        }
    }
}

/// Appends `s` as a JSON string.
pub fn push_str(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut run = 0;
    for (i, &b) in s.as_bytes().iter().enumerate() {
        let escape = match b {
            b'"' => b'"',
            b'\\' => b'\\',
            0x08 => b'b',
            0x09 => b't',
            0x0a => b'n',
            0x0c => b'f',
            0x0d => b'r',
            0..=0x1f => b'u',
            _ => continue,
        };
        // Every escaped byte is ASCII: the run ends on a char boundary. `get` rather than
        // `&s[run..i]`, whose panic path for a slice off a boundary would link core's
        // char `{:?}` formatting into the wasm.
        out.push_str(s.get(run..i).unwrap_or_default());
        run = i + 1;
        out.push('\\');
        out.push(char::from(escape));
        if escape == b'u' {
            out.push_str("00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        }
    }
    out.push_str(s.get(run..).unwrap_or_default());
    out.push('"');
}

/// Appends `n` in decimal.
pub fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for d in &digits[i..] {
        out.push(char::from(*d));
    }
}

/// Appends `n` in decimal, with a `-` if negative.
pub fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// Appends `null` or the value.
pub fn push_opt_u32(out: &mut String, n: Option<u32>) {
    match n {
        Some(n) => push_u64(out, u64::from(n)),
        None => out.push_str("null"),
    }
}

/// Appends an array: `[`, each item written by `item`, separated by commas, `]`.
pub fn push_array<T>(out: &mut String, items: &[T], mut item: impl FnMut(&mut String, &T)) {
    out.push('[');
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        item(out, x);
    }
    out.push(']');
}

/// Writes an object member by member: `{"a":1,"b":2}`.
pub struct ObjectWriter<'a> {
    out: &'a mut String,
    empty: bool,
}

impl<'a> ObjectWriter<'a> {
    /// Opens an object at the end of `out`.
    pub fn new(out: &'a mut String) -> ObjectWriter<'a> {
        out.push('{');
        ObjectWriter { out, empty: true }
    }

    /// Writes the key of the next member (a plain ASCII name, written without escaping)
    /// and returns the output, where the caller appends the value.
    pub fn key(&mut self, key: &str) -> &mut String {
        if !self.empty {
            self.out.push(',');
        }
        self.empty = false;
        self.out.push('"');
        self.out.push_str(key);
        self.out.push_str("\":");
        self.out
    }

    /// Closes the object.
    pub fn end(self) {
        self.out.push('}');
    }
}

/// An object of one member, the form of an enum variant with data: `{"name":`, the
/// value written by `data`, `}`.
pub fn push_variant(out: &mut String, name: &str, data: impl FnOnce(&mut String)) {
    let mut o = ObjectWriter::new(out);
    data(o.key(name));
    o.end();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> Option<ErrorKind> {
        parse(text).err().map(|e| e.kind)
    }

    #[test]
    fn values_of_every_kind_are_read() {
        let node =
            parse(" {\"a\": [1, -2, 3.5, 1e3, true, false, null, \"x\\ty\"], \"b\": {}} ").unwrap();
        let f = node.fields().unwrap();
        let a = f.req("a").unwrap().items().unwrap();
        assert_eq!(a[0].u64(), Ok(1));
        assert_eq!(a[1].i64(), Ok(-2));
        assert!(a[1].u64().is_err());
        assert!(a[2].i64().is_err());
        assert!(a[3].u64().is_err());
        assert_eq!(a[4].value, Value::Bool(true));
        assert_eq!(a[5].value, Value::Bool(false));
        assert_eq!(a[6].value, Value::Null);
        assert_eq!(a[7].str(), Ok("x\ty"));
        assert_eq!(f.req("b").unwrap().value, Value::Object(vec![]));
        assert_eq!(node.at, 1);
        assert_eq!(f.req("a").unwrap().at, 7);
    }

    #[test]
    fn integers_keep_their_exact_value_up_to_64_bits() {
        assert_eq!(parse("18446744073709551615").unwrap().u64(), Ok(u64::MAX));
        assert!(parse("18446744073709551616").unwrap().u64().is_err());
        assert_eq!(parse("-9223372036854775808").unwrap().i64(), Ok(i64::MIN));
        assert!(parse("-9223372036854775809").unwrap().i64().is_err());
        assert!(parse("9223372036854775808").unwrap().i64().is_err());
        assert_eq!(parse("-0").unwrap().u64(), Ok(0));
        assert!(parse("4294967296").unwrap().u32().is_err());
        assert_eq!(parse("4294967295").unwrap().u32(), Ok(u32::MAX));
        assert!(parse("1e999999999").unwrap().u64().is_err());
    }

    #[test]
    fn escapes_and_surrogate_pairs_are_decoded() {
        let node = parse(r#""\"\\\/\b\f\n\r\t\u00e8\u20AC\ud83c\udfb2""#).unwrap();
        assert_eq!(node.str(), Ok("\"\\/\u{8}\u{c}\n\r\tè€🎲"));
        assert_eq!(parse("\"già 🎲\"").unwrap().str(), Ok("già 🎲"));
    }

    #[test]
    fn bad_utf16_escapes_are_syntax_errors() {
        for text in [
            r#""\ud800""#,
            r#""\ud800x""#,
            r#""\ud800\n""#,
            r#""\ud800\u0041""#,
            r#""\udc00""#,
            r#""\u12g4""#,
            r#""\x""#,
        ] {
            assert_eq!(kind(text), Some(ErrorKind::Syntax), "{text}");
        }
    }

    #[test]
    fn a_cut_off_text_is_an_end_of_text_error() {
        for text in [
            "",
            " ",
            "{",
            "{\"a\"",
            "{\"a\":",
            "{\"a\":1",
            "{\"a\":1,",
            "[",
            "[1,",
            "\"ab",
            "\"\\",
            "\"\\u12",
            "\"\\ud800",
            "\"\\ud800\\",
            "tr",
            "nul",
            "-",
            "1.",
            "1e",
            "1e+",
        ] {
            assert_eq!(kind(text), Some(ErrorKind::Eof), "{text:?}");
        }
    }

    #[test]
    fn broken_texts_are_syntax_errors() {
        for text in [
            "{,}",
            "{\"a\" 1}",
            "{\"a\":1,}",
            "[1,]",
            "[1 2]",
            "{a:1}",
            "01",
            "1.e3",
            "+1",
            "tru e",
            "nulx",
            "'a'",
            "{\"a\":1}}",
            "\"a\nb\"",
            "\"\u{1}\"",
            "[1] x",
            "-x",
            "1e+x",
            ".5",
        ] {
            assert_eq!(kind(text), Some(ErrorKind::Syntax), "{text:?}");
        }
    }

    #[test]
    fn nesting_is_limited_without_overflowing_the_stack() {
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse(&ok).is_ok());
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert_eq!(kind(&deep), Some(ErrorKind::Syntax));
        let huge = "[{\"a\":".repeat(100_000);
        assert_eq!(kind(&huge), Some(ErrorKind::Syntax));
    }

    #[test]
    fn a_text_of_too_many_values_is_refused() {
        let many = |n: usize| format!("[{}0]", "0,".repeat(n - 2));
        assert!(parse(&many(MAX_VALUES)).is_ok());
        let e = parse(&many(MAX_VALUES + 1)).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Syntax);
        assert_eq!(e.at, 1 + 2 * (MAX_VALUES - 1));
    }

    #[test]
    fn errors_point_at_their_line_and_column() {
        let text = "{\n  \"a\": 1,\n  \"b\": tru\n}";
        let e = parse(text).unwrap_err();
        assert_eq!(e.line_column(text), (3, 11));
        let text = "{\"è\": [1, 2,, 3]}";
        let e = parse(text).unwrap_err();
        assert_eq!(e.line_column(text), (1, 13));
        let node = parse("{\"a\":\n \"x\"}").unwrap();
        let e = node.fields().unwrap().req("a").unwrap().u64().unwrap_err();
        assert_eq!(e.kind, ErrorKind::Field);
        assert_eq!(e.line_column("{\"a\":\n \"x\"}"), (2, 2));
        // An offset inside a character (byte 4 is the second byte of `è`) counts from
        // the start of that character; one past the end stops at the end.
        assert_eq!(Error::field(4, "x").line_column("{\n\"è\"}"), (2, 2));
        assert_eq!(Error::field(5, "x").line_column("{\n\"è\"}"), (2, 3));
        assert_eq!(Error::field(99, "x").line_column("{\n\"è\"}"), (2, 5));
    }

    #[test]
    fn fields_written_twice_or_missing_are_field_errors() {
        let node = parse("{\"a\":1,\"a\":2,\"n\":null}").unwrap();
        let f = node.fields().unwrap();
        assert_eq!(f.get("a").unwrap_err().kind, ErrorKind::Field);
        assert_eq!(f.req("z").unwrap_err().kind, ErrorKind::Field);
        assert_eq!(f.get("z"), Ok(None));
        assert!(f.get("n").unwrap().is_some());
        assert_eq!(f.opt("n"), Ok(None));
    }

    #[test]
    fn variants_are_read_in_both_forms() {
        let table = [("none", 0), ("some", 1)];
        assert_eq!(parse("\"some\"").unwrap().keyed(&table), Ok(1));
        assert_eq!(parse("{\"none\":null}").unwrap().keyed(&table), Ok(0));
        assert!(parse("\"other\"").unwrap().keyed(&table).is_err());
        assert!(parse("{\"none\":1}").unwrap().keyed(&table).is_err());
        // By the type's own keys.
        use crate::rules::Phase;
        let by = |t: &str| parse(t).unwrap().keyed_by(&Phase::ALL, Phase::key);
        assert_eq!(by("\"fortify\""), Ok(Phase::Fortify));
        assert_eq!(by("{\"over\":null}"), Ok(Phase::Over));
        assert_eq!(by("\"Fortify\"").unwrap_err().kind, ErrorKind::Field);
        assert_eq!(by("{\"over\":1}").unwrap_err().kind, ErrorKind::Field);
        assert!(parse("{\"none\":null,\"some\":null}")
            .unwrap()
            .variant()
            .is_err());
        assert!(parse("3").unwrap().variant().is_err());
        let node = parse("{\"round_limit\":5}").unwrap();
        let (name, data) = node.variant().unwrap();
        assert_eq!((name, data.map(|d| d.u64())), ("round_limit", Some(Ok(5))));
    }

    #[test]
    fn strings_are_written_with_the_saves_escapes() {
        let mut out = String::new();
        push_str(&mut out, "a\"b\\c/\u{8}\u{c}\n\r\t\u{0}\u{1f}\u{7f}è🎲");
        assert_eq!(
            out,
            "\"a\\\"b\\\\c/\\b\\f\\n\\r\\t\\u0000\\u001f\u{7f}è🎲\""
        );
        assert_eq!(
            parse(&out).unwrap().str(),
            Ok("a\"b\\c/\u{8}\u{c}\n\r\t\u{0}\u{1f}\u{7f}è🎲")
        );
    }

    #[test]
    fn numbers_and_objects_are_written_compactly() {
        let mut out = String::new();
        let mut o = ObjectWriter::new(&mut out);
        push_u64(o.key("max"), u64::MAX);
        push_i64(o.key("min"), i64::MIN);
        push_i64(o.key("zero"), 0);
        push_opt_u32(o.key("none"), None);
        push_array(o.key("list"), &[1u64, 20], |out, n| push_u64(out, *n));
        push_variant(o.key("v"), "round_limit", |out| push_u64(out, 3));
        o.end();
        assert_eq!(
            out,
            "{\"max\":18446744073709551615,\"min\":-9223372036854775808,\"zero\":0,\
             \"none\":null,\"list\":[1,20],\"v\":{\"round_limit\":3}}"
        );
    }
}
