//! What a button does: every act of every screen, typed.
//!
//! Each screen's acts live beside its reducer (`HomeAct` in [`crate::present::home`],
//! `PlayAct` in [`crate::present::play`]...), with one [`acts!`] table that generates their
//! writing ([`Act::encode`]), their reading ([`Act::decode`]) and, for the tests, a sample
//! of every row. A screen writes a button's act into its markup with
//! [`crate::present::html::Html::act`]; the screen's one delegated click listener reads it
//! back and hands it to an exhaustive `match` over that screen's enum. An act cannot be
//! misspelt in the markup (it is written from the enum), a variant missing from its table
//! fails to compile (`encode` matches every variant), and a new variant fails to compile
//! until every listener handles it.
//!
//! Encoding: `name` or `name:argument`. Names are unique across screens, so one decoder
//! reads any act; the argument is a key (`Lang::code`, `TerritoryId::key`...), a number or
//! a saved game's id (any text: it is the rest of the attribute after the first `:`);
//! several arguments are joined by `:` (`color:<seat>:<colour>`).

use crate::bot::Level;
use crate::present::lang::Lang;
use crate::rules::{Color, TerritoryId};

pub use crate::present::home::{HomeAct, Note};
pub use crate::present::new_game::NewGameAct;
pub use crate::present::play::{PlayAct, Step};
pub use crate::present::saves::SavesAct;
pub use crate::present::tournament::TournamentAct;

/// An act of any screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    Shell(ShellAct),
    Home(HomeAct),
    Explore(ExploreAct),
    NewGame(NewGameAct),
    Play(PlayAct),
    Saves(SavesAct),
    Notice(NoticeAct),
}

/// The top bar (its listener is the shell's, `crate::ui::app`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShellAct {
    /// Back to the home screen.
    Home,
    /// Speak this language.
    Lang(Lang),
}

acts! { ShellAct {
    Home = "home",
    Lang(Lang) = "lang",
}}

/// The explore screen's side panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExploreAct {
    /// Forget the selected territory.
    Close,
    /// Select this neighbour.
    Neighbour(TerritoryId),
}

acts! { ExploreAct {
    Close = "territory-close",
    Neighbour(TerritoryId) = "neighbour",
}}

/// The banners and the "open here?" question shown on every screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoticeAct {
    /// Load the new version.
    UpdateReload,
    /// Saving is off: understood.
    StorageOffClose,
    /// Storage is full: open the saved games.
    Manage,
    /// Save this game here rather than in the other tab.
    TakeOver,
    ErrorClose,
    OpenCancel,
    /// Open this game here (its id).
    OpenHere(String),
    /// Good news read.
    InfoClose,
}

acts! { NoticeAct {
    UpdateReload = "update-reload",
    StorageOffClose = "notice-close",
    Manage = "notice-manage",
    TakeOver = "take-over",
    ErrorClose = "notice-error-close",
    InfoClose = "notice-info-close",
    OpenCancel = "open-cancel",
    OpenHere(String) = "open-here",
}}

/// The screens' acts, each enum with its own table.
macro_rules! screens {
    ($($t:ident => $v:ident),*) => {
        $(
            impl From<$t> for Act {
                fn from(a: $t) -> Act {
                    Act::$v(a)
                }
            }
        )*

        impl Act {
            /// The act as written in `data-act` (unescaped: the writer escapes attributes).
            pub fn encode(&self, out: &mut String) {
                match self {
                    $(Act::$v(a) => a.encode(out),)*
                }
            }

            /// The act written as `s` by [`Act::encode`]; `None` for anything else.
            pub fn decode(s: &str) -> Option<Act> {
                None$(.or_else(|| $t::decode(s).map(Act::$v)))*
            }

            /// Every screen's samples.
            #[cfg(test)]
            fn samples() -> Vec<Act> {
                let mut v = Vec::new();
                $(v.extend($t::samples().into_iter().map(Act::$v));)*
                v
            }

            /// Every screen's names.
            #[cfg(test)]
            const NAMES: &'static [&'static [&'static str]] = &[$($t::NAMES),*];
        }
    };
}
screens!(ShellAct => Shell, HomeAct => Home, ExploreAct => Explore, NewGameAct => NewGame,
    PlayAct => Play, SavesAct => Saves, NoticeAct => Notice);

/// An act's argument: written after the act's name and a `:`, and read back.
pub trait ActArg: Sized {
    fn write(&self, out: &mut String);
    /// The argument written as `s`; `None` for anything else.
    fn read(s: &str) -> Option<Self>;
    /// Values worth a round trip in the tests (at least one).
    #[cfg(test)]
    fn samples() -> Vec<Self>;
}

macro_rules! numbers {
    ($($t:ty: $samples:expr;)*) => {$(
        impl ActArg for $t {
            fn write(&self, out: &mut String) {
                crate::storage::json::push_u64(out, u64::from(*self));
            }
            fn read(s: &str) -> Option<Self> {
                // One parser for every width.
                Self::try_from(s.parse::<u32>().ok()?).ok()
            }
            #[cfg(test)]
            fn samples() -> Vec<Self> {
                $samples.to_vec()
            }
        }
    )*};
}
numbers!(u8: [0, 1, 5, 255]; u16: [0, 105, 150]; u32: [0, 12, 230];);

/// `0` or `1`.
impl ActArg for bool {
    fn write(&self, out: &mut String) {
        out.push(if *self { '1' } else { '0' });
    }
    fn read(s: &str) -> Option<Self> {
        match s {
            "0" => Some(false),
            "1" => Some(true),
            _ => None,
        }
    }
    #[cfg(test)]
    fn samples() -> Vec<Self> {
        vec![false, true]
    }
}

/// An id: any text but none, colons included (the rest of the attribute).
impl ActArg for String {
    fn write(&self, out: &mut String) {
        out.push_str(self);
    }
    fn read(s: &str) -> Option<Self> {
        (!s.is_empty()).then(|| s.to_owned())
    }
    #[cfg(test)]
    fn samples() -> Vec<Self> {
        vec!["g17:a b\"<&>".into()]
    }
}

/// A type written as its key (`key`), read with `read`; its samples are `ALL`.
macro_rules! act_keys {
    ($($t:ty: $key:ident, $read:expr;)*) => {$(
        impl $crate::present::act::ActArg for $t {
            fn write(&self, out: &mut String) {
                out.push_str(self.$key());
            }
            fn read(s: &str) -> Option<Self> {
                ($read)(s)
            }
            #[cfg(test)]
            fn samples() -> Vec<Self> {
                <$t>::ALL.to_vec()
            }
        }
    )*};
}
pub(crate) use act_keys;

act_keys! {
    Lang: code, Lang::from_code;
    TerritoryId: key, TerritoryId::from_key;
    Level: key, Level::from_key;
    Color: key, |s: &str| Color::ALL.into_iter().find(|c| c.key() == s);
    crate::rules::PresetId: key, |s: &str| crate::rules::PresetId::from_key(s).ok();
    crate::present::screen::Screen: key, crate::present::screen::Screen::from_key;
    crate::present::ending::EndKind: key, crate::present::ending::EndKind::from_key;
    crate::present::bots::Speed: key, crate::present::bots::Speed::from_key;
    crate::present::play::Tab: key, crate::present::play::Tab::from_key;
    crate::tournament::SeatingMethod: key,
        |s: &str| crate::tournament::SeatingMethod::ALL.into_iter().find(|m| m.key() == s);
}

/// A seat's player: `persona` or the computer's level.
impl ActArg for Option<Level> {
    fn write(&self, out: &mut String) {
        out.push_str(self.map_or("persona", Level::key));
    }
    fn read(s: &str) -> Option<Self> {
        match s {
            "persona" => Some(None),
            key => Some(Some(Level::from_key(key)?)),
        }
    }
    #[cfg(test)]
    fn samples() -> Vec<Self> {
        let mut v = vec![None];
        v.extend(Level::ALL.map(Some));
        v
    }
}

/// One screen's acts: a row per variant (or per fixed value of a variant), with its name
/// in the markup and its argument: none (`Undo = "undo"`), one (`Dice(u8) = "dice"`),
/// named fields joined by `:` (`Color { seat: u8, color: Color } = "color"`), or a fixed
/// value written whole (`Stop(const Step::Minus) = "stop-minus"`). Generates `encode`,
/// `decode` and, for the tests, `samples` (every row, every sample of its arguments) and
/// `NAMES`. Arguments are [`ActArg`]s.
macro_rules! acts {
    ($ty:ident {
        $($v:ident $(($($a:tt)+))? $({ $($f:ident: $ft:ty),+ })? = $name:literal,)+
    }) => {
        impl $ty {
            /// The act as written in `data-act` (unescaped: the writer escapes attributes).
            pub fn encode(&self, out: &mut String) {
                match self {
                    $($crate::present::act::acts!(@pat x $v $(($($a)+))? $({ $($f: $ft),+ })?) =>
                        $crate::present::act::acts!(
                            @write x out $name $v $(($($a)+))? $({ $($f: $ft),+ })?
                        ),)+
                }
            }

            /// The act written as `s` by `encode`; `None` for anything else.
            #[allow(clippy::redundant_closure_call)]
            pub fn decode(s: &str) -> Option<$ty> {
                let (name, arg) = s.split_once(':').unwrap_or((s, ""));
                $(if let Some(a) = $crate::present::act::acts!(
                    @read s name arg $name $v $(($($a)+))? $({ $($f: $ft),+ })?
                ) {
                    return Some(a);
                })+
                None
            }

            /// Every row, with every sample of its arguments.
            #[cfg(test)]
            #[allow(clippy::clone_on_copy, clippy::vec_init_then_push)]
            pub fn samples() -> Vec<$ty> {
                let mut v = Vec::new();
                $($crate::present::act::acts!(@samples v $v $(($($a)+))? $({ $($f: $ft),+ })?);)+
                v
            }

            /// The rows' names, as written.
            #[cfg(test)]
            pub const NAMES: &'static [&'static str] = &[$($name),+];
        }
    };

    (@pat $x:ident $v:ident) => { Self::$v };
    (@pat $x:ident $v:ident (const $($c:tt)+)) => { Self::$v($($c)+) };
    (@pat $x:ident $v:ident ($t:ty)) => { Self::$v($x) };
    (@pat $x:ident $v:ident { $($f:ident: $ft:ty),+ }) => { Self::$v { $($f),+ } };

    (@write $x:ident $out:ident $name:literal $v:ident) => { $out.push_str($name) };
    (@write $x:ident $out:ident $name:literal $v:ident (const $($c:tt)+)) => {
        $out.push_str($name)
    };
    (@write $x:ident $out:ident $name:literal $v:ident ($t:ty)) => {{
        $out.push_str(concat!($name, ":"));
        $crate::present::act::ActArg::write($x, $out);
    }};
    (@write $x:ident $out:ident $name:literal $v:ident
        { $f0:ident: $t0:ty $(, $f:ident: $ft:ty)* }) => {{
        $out.push_str(concat!($name, ":"));
        $crate::present::act::ActArg::write($f0, $out);
        $(
            $out.push(':');
            $crate::present::act::ActArg::write($f, $out);
        )*
    }};

    (@read $s:ident $n:ident $arg:ident $name:literal $v:ident) => {
        ($s == $name).then_some(Self::$v)
    };
    (@read $s:ident $n:ident $arg:ident $name:literal $v:ident (const $($c:tt)+)) => {
        ($s == $name).then_some(Self::$v($($c)+))
    };
    (@read $s:ident $n:ident $arg:ident $name:literal $v:ident ($t:ty)) => {
        if $n == $name {
            <$t as $crate::present::act::ActArg>::read($arg).map(Self::$v)
        } else {
            None
        }
    };
    (@read $s:ident $n:ident $arg:ident $name:literal $v:ident { $($f:ident: $ft:ty),+ }) => {
        if $n == $name {
            (|| {
                let mut parts = $arg.split(':');
                $(let $f = <$ft as $crate::present::act::ActArg>::read(parts.next()?)?;)+
                parts.next().is_none().then_some(Self::$v { $($f),+ })
            })()
        } else {
            None
        }
    };

    (@samples $vec:ident $v:ident) => { $vec.push(Self::$v) };
    (@samples $vec:ident $v:ident (const $($c:tt)+)) => { $vec.push(Self::$v($($c)+)) };
    (@samples $vec:ident $v:ident ($t:ty)) => {
        $vec.extend(<$t as $crate::present::act::ActArg>::samples().into_iter().map(Self::$v))
    };
    (@samples $vec:ident $v:ident { $f0:ident: $t0:ty, $f1:ident: $t1:ty }) => {
        for $f0 in <$t0 as $crate::present::act::ActArg>::samples() {
            for $f1 in <$t1 as $crate::present::act::ActArg>::samples() {
                $vec.push(Self::$v { $f0: $f0.clone(), $f1 });
            }
        }
    };
    (@samples $vec:ident $v:ident { $f0:ident: $t0:ty, $f1:ident: $t1:ty, $f2:ident: $t2:ty }) => {
        for $f0 in <$t0 as $crate::present::act::ActArg>::samples() {
            for $f1 in <$t1 as $crate::present::act::ActArg>::samples() {
                for $f2 in <$t2 as $crate::present::act::ActArg>::samples() {
                    $vec.push(Self::$v { $f0: $f0.clone(), $f1: $f1.clone(), $f2 });
                }
            }
        }
    };
}
pub(crate) use acts;

/// A unit enum named in the markup or by the browser: an input's bind (`data-bind`,
/// [`crate::present::html::Html::bind`]), a DOM event's type... Made by [`named!`]; read
/// back with `from_key`, so a listener matches the enum, never a string.
pub trait Named: Copy {
    fn key(self) -> &'static str;
    /// The value named `s`; `None` for anything else.
    fn from_key(s: &str) -> Option<Self>;
}

/// A unit enum with its names (a static table indexed by the variant), implementing
/// [`Named`]. Exported for the app's glue, whose listeners name their own events.
#[macro_export]
macro_rules! named {
    ($(#[$m:meta])* $ty:ident { $($(#[$vm:meta])* $v:ident = $name:literal,)+ }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $ty {
            $($(#[$vm])* $v,)+
        }

        impl $ty {
            pub const ALL: &'static [$ty] = &[$($ty::$v),+];
            const KEYS: &'static [&'static str] = &[$($name),+];
        }

        impl $crate::present::act::Named for $ty {
            fn key(self) -> &'static str {
                Self::KEYS[self as usize]
            }
            fn from_key(s: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|b| b.key() == s)
            }
        }
    };
}
pub use crate::named;

/// Checks a screen's table: every act decodes to itself, no two are written alike, and
/// every row has a sample.
#[cfg(test)]
pub(crate) fn check_table<A: Clone + PartialEq + std::fmt::Debug>(
    samples: &[A],
    names: &[&str],
    encode: impl Fn(&A, &mut String),
    decode: impl Fn(&str) -> Option<A>,
) -> Vec<String> {
    let written: Vec<String> = samples
        .iter()
        .map(|a| {
            let mut s = String::new();
            encode(a, &mut s);
            s
        })
        .collect();
    for (a, s) in samples.iter().zip(&written) {
        assert_eq!(decode(s).as_ref(), Some(a), "{s}");
    }
    let mut all = written.clone();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), written.len(), "two acts share a writing");
    for name in names {
        let colon = |s: &String| s.strip_prefix(name).is_some_and(|r| r.starts_with(':'));
        assert!(
            written.iter().any(|s| s == name || colon(s)),
            "no sample of {name}"
        );
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_act_decodes_to_itself_and_is_written_apart() {
        let names: Vec<&str> = Act::NAMES.iter().flat_map(|n| n.iter().copied()).collect();
        let written = check_table(&Act::samples(), &names, Act::encode, Act::decode);
        assert!(written.len() > 250, "{}", written.len());
    }

    #[test]
    fn names_are_unique_across_screens() {
        let mut names: Vec<&str> = Act::NAMES.iter().flat_map(|n| n.iter().copied()).collect();
        names.extend(TournamentAct::NAMES);
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
    }

    #[test]
    fn a_row_without_samples_fails_the_check() {
        // `dice` is a name of no sample: the check must say so.
        let r = std::panic::catch_unwind(|| {
            check_table(
                &[PlayAct::Undo],
                &["undo", "dice"],
                PlayAct::encode,
                PlayAct::decode,
            )
        });
        assert!(r.is_err());
    }

    #[test]
    fn acts_are_written_as_before() {
        let cases: [(Act, &str); 12] = [
            (ShellAct::Lang(Lang::En).into(), "lang:en"),
            (
                HomeAct::Dismiss(Note::HomeScreen).into(),
                "dismiss:home-screen",
            ),
            (
                NewGameAct::Color {
                    seat: 2,
                    color: Color::ALL[0],
                }
                .into(),
                "color:2:blu",
            ),
            (
                NewGameAct::Who {
                    seat: 1,
                    level: None,
                }
                .into(),
                "who:1:persona",
            ),
            (NewGameAct::TableOrder(true).into(), "table-order:1"),
            (PlayAct::Stop(Step::Minus).into(), "stop-minus"),
            (PlayAct::Amount(Step::Plus).into(), "amount-plus"),
            (PlayAct::ReplayAt(230).into(), "replay:230"),
            (
                SavesAct::RestoreDifferent(true).into(),
                "restore-different:file",
            ),
            (
                SavesAct::RestoreReplace("t".into()).into(),
                "restore-replace:t",
            ),
            (SavesAct::Continue("a:b".into()).into(), "save-continue:a:b"),
            (NoticeAct::OpenHere("g1".into()).into(), "open-here:g1"),
        ];
        for (a, s) in cases {
            let mut w = String::new();
            a.encode(&mut w);
            assert_eq!(w, s);
        }
    }

    fn check_named<B: Named + std::fmt::Debug + PartialEq>(all: &[B]) {
        let mut keys: Vec<&str> = all.iter().map(|b| b.key()).collect();
        for &b in all {
            assert_eq!(B::from_key(b.key()), Some(b));
        }
        let n = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), n, "two binds share a name");
        assert_eq!(B::from_key(""), None);
        assert_eq!(B::from_key("nope"), None);
    }

    #[test]
    fn every_bind_reads_back_and_is_written_apart() {
        use crate::present::new_game::NewGameBind;
        use crate::present::play::PlayBind;
        check_named(NewGameBind::ALL);
        check_named(PlayBind::ALL);
        assert_eq!(NewGameBind::SecretMin.key(), "secret-min");
        assert_eq!(PlayBind::Replay.key(), "replay");
    }

    #[test]
    fn unknown_or_damaged_acts_decode_to_none() {
        for s in [
            "",
            "nope",
            "lang",
            "lang:xx",
            "go:nowhere",
            "dice:",
            "dice:x",
            "dice:300",
            "count:-1",
            "color:0",
            "color:x:blu",
            "color:0:pink",
            "neighbour:atlantis",
            "save-continue",
            "save-continue:",
            "save-replay",
            "tab:map",
            "who:0:genio",
            "who:x:medio",
            "speed:slow",
            "chain:atlantis",
            "minutes:70000",
            "Close",
            "restore-different:maybe",
            "stop-minus:1",
        ] {
            assert_eq!(Act::decode(s), None, "{s}");
        }
    }
}
