//! New game: rule set, players (names, colours, a person or the computer at a level),
//! ending, army cap, turn order. The turn order is drawn by the engine from the seed and
//! shown on the play screen, or rolled at the table and entered here (club point 6, the
//! dice of testa a testa): the seats then go to the engine in that order, as given.
//!
//! The seed comes from `getrandom` (the browser's crypto); `?seed=123` in the URL fixes
//! it (tests, replays). Presets are listed in [`PRESETS`]. `testa_a_testa` takes two names
//! and the morto's colour: its seat is the form's third, named [`MORTO_NAME`].

use super::act::Named;
use super::bots::{level_name, LEVELS};
use super::colors::swatch;
pub use super::ending::EndKind;
use super::html::Html;
use super::html::Markup;
use super::i18n_app::{color_name, preset_line, preset_name, AppText};
use super::lang::Lang;
use super::texts::{fill, pick};
use crate::bot::Level;
use crate::rules::{
    Color, Controller, Ending, GameConfig, Options, PresetId, SeatConfig, SeatOrder, Trigger,
};

/// The presets a new game offers, in menu order.
pub const PRESETS: [PresetId; 6] = [
    PresetId::Classico,
    PresetId::Torneo,
    PresetId::Okgiocacon,
    PresetId::TestaATesta,
    PresetId::Online,
    PresetId::Club,
];

/// The club's times ("Allo scadere del tempo previsto (105,120,150 min.)", point 1).
const CLUB_MINUTES: [u16; 3] = [105, 120, 150];

/// The morto's name in every game (the same in both languages: "il morto", "the morto").
pub const MORTO_NAME: &str = "Morto";

/// The label of each ending (`online` calls its two Countdown and Regular, `club` its
/// time or rounds before the supplementary turns).
impl EndKind {
    fn label(self, r: &crate::rules::RuleSet) -> AppText {
        match self {
            EndKind::SdadataMinutes if r.supplementary_turns => AppText::EndingClubMinutes,
            EndKind::SdadataRounds if r.supplementary_turns => AppText::EndingClubRounds,
            EndKind::SdadataMinutes if r.sdadata_ending_only() => AppText::EndingCountdown,
            EndKind::SdadataRounds if r.sdadata_ending_only() => AppText::EndingRegular,
            EndKind::SdadataMinutes => AppText::EndingSdadataMinutes,
            EndKind::SdadataRounds => AppText::EndingSdadataRounds,
            EndKind::Secret => AppText::EndingSecret,
            EndKind::RoundLimit => AppText::EndingRoundLimit,
            EndKind::NoLimit => AppText::EndingNone,
        }
    }
}

/// The form's state (one signal: typing updates it without redrawing).
#[derive(Clone, Debug, PartialEq)]
pub struct FormState {
    pub preset: PresetId,
    pub count: usize,
    pub names: Vec<String>,
    pub colors: Vec<Color>,
    /// Who plays each seat: a person (`None`) or the computer at a level.
    pub computers: Vec<Option<Level>>,
    pub end: EndKind,
    pub minutes: String,
    pub rounds: String,
    pub secret_min: String,
    pub secret_max: String,
    pub round_limit: String,
    pub cap_on: bool,
    pub cap: String,
    /// `club`: the 1-2 army border penalty option.
    pub border_penalty: bool,
    /// A tournament preset: the table allows the hint ("Consiglio").
    pub hints: bool,
    /// The turn order was rolled at the table: [`FormState::order`] is it.
    pub table_order: bool,
    /// The form's rows in turn order (rows past `count` are skipped).
    pub order: Vec<usize>,
    pub error: Option<String>,
}

/// The settings a new game's form can open with: the game's and its seats' computer
/// players (by seat).
pub type Settings = (GameConfig, Vec<Option<Level>>);

/// The settings the form opens with: those asked for (Home's "Cambia" under "Gioca
/// contro il computer"), else the game on the table's (`table`: its settings and its
/// computer players, none for a sandbox), else none (the form's own defaults).
pub fn opens_with(
    asked: Option<Settings>,
    table: Option<(&GameConfig, &[Option<Level>])>,
) -> Option<Settings> {
    asked.or_else(|| table.map(|(config, computers)| (config.clone(), computers.to_vec())))
}

/// A name the form or the one-tap game gave by default ("Giocatore 2", "Player 2",
/// "Giocatore", "Player"), worded in `lang`; `None` for a name someone chose.
pub fn default_name_in(name: &str, lang: Lang) -> Option<String> {
    let number = |rest: &str| {
        let n = rest.strip_prefix(' ')?;
        (!n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()))
            .then(|| n.to_string())
    };
    let n = ["Giocatore", "Player"].iter().find_map(|word| {
        let rest = name.strip_prefix(word)?;
        if rest.is_empty() {
            Some(None)
        } else {
            number(rest).map(Some)
        }
    })?;
    let word = super::bots::person_default_name(lang);
    Some(match n {
        Some(n) => format!("{word} {n}"),
        None => word.to_string(),
    })
}

impl FormState {
    /// Words the default names in `lang` (the language changed, or the last game's
    /// players were named in the other one); names someone chose stay.
    pub fn relabel(&mut self, lang: Lang) {
        for name in &mut self.names {
            if let Some(n) = default_name_in(name, lang) {
                *name = n;
            }
        }
    }

    pub fn new(lang: Lang, last: Option<(GameConfig, Vec<Option<Level>>)>) -> FormState {
        let mut f = FormState {
            preset: PresetId::Classico,
            count: 4,
            names: (1..=6)
                .map(|i| match lang {
                    Lang::It => format!("Giocatore {i}"),
                    Lang::En => format!("Player {i}"),
                })
                .collect(),
            colors: Color::ALL.to_vec(),
            computers: vec![None; 6],
            end: EndKind::NoLimit,
            minutes: "90".into(),
            rounds: "8".into(),
            secret_min: "90".into(),
            secret_max: "120".into(),
            round_limit: "10".into(),
            cap_on: false,
            cap: "200".into(),
            border_penalty: false,
            hints: false,
            table_order: false,
            order: (0..6).collect(),
            error: None,
        };
        // A new game after a game starts from the same players and settings.
        if let Some((c, computers)) = last.filter(|(c, _)| PRESETS.contains(&c.preset)) {
            f.preset = c.preset;
            f.count = c.seats.len();
            // testa a testa: the real players first, the morto last (in a second game of a
            // match the morto may sit between them).
            let real = |s: &&SeatConfig| s.controller != Controller::Virtual;
            let seats = c
                .seats
                .iter()
                .enumerate()
                .filter(|(_, s)| real(s))
                .chain(c.seats.iter().enumerate().filter(|(_, s)| !real(s)));
            for (i, (k, s)) in seats.enumerate() {
                if s.controller != Controller::Virtual {
                    f.names[i] = s.name.clone();
                    f.computers[i] = computers.get(k).copied().flatten();
                }
                // Keep the colours unique: swap the one taken into the old place.
                if let Some(j) = f.colors.iter().position(|&x| x == s.color) {
                    f.colors.swap(i, j);
                }
            }
            f.end = EndKind::of(c.options.ending);
            match c.options.ending {
                Ending::Sdadata {
                    trigger: Trigger::Minutes(m),
                }
                | Ending::Supplementary {
                    trigger: Trigger::Minutes(m),
                } => f.minutes = m.to_string(),
                Ending::Sdadata {
                    trigger: Trigger::Rounds(r),
                }
                | Ending::Supplementary {
                    trigger: Trigger::Rounds(r),
                } => f.rounds = r.to_string(),
                Ending::SecretTime {
                    min_minutes,
                    max_minutes,
                } => {
                    f.secret_min = min_minutes.to_string();
                    f.secret_max = max_minutes.to_string();
                }
                Ending::RoundLimit(r) => f.round_limit = r.to_string(),
                Ending::None => {}
            }
            f.border_penalty = c.options.border_penalty;
            f.hints = c.options.hints;
            if let Some(cap) = c.options.army_cap {
                f.cap_on = true;
                f.cap = cap.to_string();
            }
        } else {
            f.set_preset(PresetId::Classico);
        }
        // The last game's default names, in the form's language (issue 43, item 6).
        f.relabel(lang);
        f
    }

    pub fn set_preset(&mut self, p: PresetId) {
        let r = p.rules();
        self.preset = p;
        self.count = self.count.clamp(r.min_seats, r.max_seats);
        // Each preset starts from its own default ending (torneo: sdadata after 90 minutes,
        // testa a testa after 45).
        let ending = Options::default_for(p).ending;
        self.end = EndKind::of(ending);
        if let Ending::Sdadata {
            trigger: Trigger::Minutes(m),
        }
        | Ending::Supplementary {
            trigger: Trigger::Minutes(m),
        } = ending
        {
            self.minutes = m.to_string();
        }
        if !r.border_penalty_option {
            self.border_penalty = false;
        }
        if !r.army_cap_configurable {
            self.cap_on = false;
        }
        self.error = None;
    }

    /// Picks colour `c` for seat `i`; the seat that had it gets `i`'s old colour.
    pub fn set_color(&mut self, i: usize, c: Color) {
        if let Some(j) = self.colors.iter().position(|&x| x == c) {
            self.colors.swap(i, j);
        }
    }

    /// The form's rows in the order of the config's seats: the turn order rolled at the
    /// table, or the form's.
    pub fn turn(&self) -> Vec<usize> {
        match self.table_order {
            true => self
                .order
                .iter()
                .copied()
                .filter(|&i| i < self.count)
                .collect(),
            false => (0..self.count).collect(),
        }
    }

    /// Whether row `i` is the morto's.
    pub fn is_morto(&self, i: usize) -> bool {
        self.preset.rules().virtual_seats > 0 && i + 1 == self.count
    }

    /// Moves the player at place `k` of the turn order one place earlier.
    pub fn order_up(&mut self, k: usize) {
        let turn = self.turn();
        if k == 0 || k >= turn.len() {
            return;
        }
        let at = |row| self.order.iter().position(|&r| r == row).unwrap_or(0);
        let (a, b) = (at(turn[k - 1]), at(turn[k]));
        self.order.swap(a, b);
    }

    /// Who plays each seat of [`FormState::config`]'s config: `None` for a person (and
    /// the morto).
    pub fn seat_computers(&self) -> Vec<Option<Level>> {
        self.turn()
            .into_iter()
            .map(|i| match self.is_morto(i) {
                true => None,
                false => self.computers[i],
            })
            .collect()
    }

    /// The config, or the sentence saying what to fix.
    pub fn config(&self, lang: Lang) -> Result<GameConfig, String> {
        if persons(&self.seat_computers(), self.preset) == 0 {
            return Err(pick(
                lang,
                "Almeno un giocatore deve essere una persona.",
                "At least one player must be a person.",
            )
            .to_string());
        }
        let number = |s: &str, what_it: &str, what_en: &str| -> Result<u32, String> {
            s.trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0 && n <= 10_000)
                .ok_or_else(|| {
                    fill(
                        pick(
                            lang,
                            "Scrivi un numero intero positivo per {0}.",
                            "Write a positive whole number for {1}.",
                        ),
                        &[&what_it, &what_en],
                    )
                })
        };
        let rules = self.preset.rules();
        let ending = match self.end {
            EndKind::SdadataMinutes => EndKind::triggered(
                &rules,
                Trigger::Minutes(number(&self.minutes, "i minuti", "the minutes")?),
            ),
            EndKind::SdadataRounds => EndKind::triggered(
                &rules,
                Trigger::Rounds(number(&self.rounds, "i giri", "the rounds")?),
            ),
            EndKind::Secret => Ending::SecretTime {
                min_minutes: number(&self.secret_min, "il tempo minimo", "the shortest time")?,
                max_minutes: number(&self.secret_max, "il tempo massimo", "the longest time")?,
            },
            EndKind::RoundLimit => {
                Ending::RoundLimit(number(&self.round_limit, "i giri", "the rounds")?)
            }
            EndKind::NoLimit => Ending::None,
        };
        let army_cap = if self.cap_on && self.preset.rules().army_cap_configurable {
            Some(number(&self.cap, "il limite di armate", "the army cap")?)
        } else {
            None
        };
        let seats = self
            .turn()
            .into_iter()
            .map(|i| match self.is_morto(i) {
                true => SeatConfig::morto(MORTO_NAME, self.colors[i]),
                false => SeatConfig::human(self.names[i].trim(), self.colors[i]),
            })
            .collect();
        Ok(GameConfig {
            preset: self.preset,
            seats,
            options: Options {
                ending,
                army_cap,
                seat_order: match self.table_order {
                    true => SeatOrder::AsGiven,
                    false => SeatOrder::Random,
                },
                border_penalty: self.border_penalty && rules.border_penalty_option,
                cap_removal: rules.cap_excess_removal,
                revision: Options::REVISION,
                // Only the tournament presets ask (the others always allow it).
                hints: self.hints && super::bots::hints_asked(self.preset),
            },
        })
    }
}

/// What follows an act of the form, for `ui::screens::new_game` to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Then {
    /// Nothing beyond the form's new state.
    Nothing,
    /// Start a game with this config, the computer playing these seats; `remember`: it
    /// is a game against the computer, whose settings the one-tap button reuses. If the
    /// session cannot start, the form stays as it is and [`FormState::error`] says why.
    Start {
        config: GameConfig,
        computers: Vec<Option<Level>>,
        remember: bool,
    },
}

/// What a typed value or a ticked box asks of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Redraw the form (a box ticked: fields appear or go).
    Redraw,
    /// Keep the form as drawn (the caret stays where it is).
    Keep,
    /// Keep it, writing row `i`'s name as typed in the turn order's list.
    Name(usize),
}

/// The form after `act`, and what follows.
pub fn reduce(f: &FormState, act: NewGameAct, lang: Lang) -> (FormState, Then) {
    let mut next = f.clone();
    let then = update(&mut next, act, lang);
    (next, then)
}

/// [`reduce`] in place (the screen's signal holds the form: no copy of it per tap).
pub fn update(next: &mut FormState, act: NewGameAct, lang: Lang) -> Then {
    match act {
        NewGameAct::Preset(p) => {
            if PRESETS.contains(&p) {
                next.set_preset(p);
            }
        }
        NewGameAct::Count(n) => next.count = n as usize,
        NewGameAct::Color { seat, color } => next.set_color(seat as usize, color),
        NewGameAct::Ending(k) => next.end = k,
        NewGameAct::Who { seat, level } => {
            if let Some(slot) = next.computers.get_mut(seat as usize) {
                *slot = level;
            }
        }
        NewGameAct::Minutes(m) => next.minutes = m.to_string(),
        NewGameAct::TableOrder(on) => next.table_order = on,
        NewGameAct::OrderUp(k) => next.order_up(k as usize),
        NewGameAct::Start => match next.config(lang) {
            Ok(config) => {
                let computers = next.seat_computers();
                next.error = None;
                let remember = computers.iter().any(Option::is_some);
                return Then::Start {
                    config,
                    computers,
                    remember,
                };
            }
            // Nothing typed is lost: the form stays as it is, with the reason.
            Err(msg) => next.error = Some(msg),
        },
    }
    Then::Nothing
}

/// The form after an input's change: `bind` is what it edits, `i` its `data-i` (the
/// row), `value` what it holds, `checked` whether it is ticked.
pub fn typed(
    f: &FormState,
    bind: NewGameBind,
    i: usize,
    value: &str,
    checked: bool,
) -> (FormState, Typed) {
    let mut next = f.clone();
    let shown = type_in(&mut next, bind, i, value, checked);
    (next, shown)
}

/// [`typed`] in place.
pub fn type_in(
    next: &mut FormState,
    bind: NewGameBind,
    i: usize,
    value: &str,
    checked: bool,
) -> Typed {
    let slot = match bind {
        NewGameBind::CapOn => return tick(&mut next.cap_on, checked),
        NewGameBind::BorderPenalty => return tick(&mut next.border_penalty, checked),
        NewGameBind::Hints => return tick(&mut next.hints, checked),
        NewGameBind::Name => match next.names.get_mut(i) {
            Some(name) => {
                value.clone_into(name);
                return Typed::Name(i);
            }
            None => return Typed::Keep,
        },
        NewGameBind::Minutes => &mut next.minutes,
        NewGameBind::Rounds => &mut next.rounds,
        NewGameBind::SecretMin => &mut next.secret_min,
        NewGameBind::SecretMax => &mut next.secret_max,
        NewGameBind::RoundLimit => &mut next.round_limit,
        NewGameBind::Cap => &mut next.cap,
    };
    value.clone_into(slot);
    Typed::Keep
}

fn tick(b: &mut bool, checked: bool) -> Typed {
    *b = checked;
    Typed::Redraw
}

/// The form, as HTML.
pub fn render(f: &FormState, l: Lang) -> Markup {
    let mut h = Html::new();
    let preset = f.preset;
    let r = preset.rules();
    let title = |h: &mut Html, tag: &'static str, m: AppText| {
        h.el(tag, "", m.text(l));
    };
    title(&mut h, "h2", AppText::Preset);
    h.raw(r#"<div class="choices presets">"#);
    for p in PRESETS {
        choice(
            &mut h,
            "",
            &format!("preset-{}", p.key()),
            NewGameAct::Preset(p),
            p == preset,
        );
        h.el("strong", "", preset_name(p))
            .el("span", "choice-line", preset_line(p, l))
            .close("button");
    }
    h.raw("</div>");
    title(&mut h, "h2", AppText::Players);
    let count = f.count;
    let morto = r.virtual_seats > 0;
    h.raw(r#"<div class="choices">"#);
    if morto {
        h.el("p", "muted", AppText::TwoAndMorto.text(l));
    }
    for n in (r.min_seats..=r.max_seats).filter(|_| !morto) {
        choice(
            &mut h,
            "small",
            &format!("players-{n}"),
            NewGameAct::Count(n as u8),
            n == count,
        );
        h.num(n).close("button");
    }
    h.raw("</div>");
    title(&mut h, "h3", AppText::NamesColours);
    h.raw(r#"<div class="seats">"#);
    let (names, colors) = (&f.names, &f.colors);
    for i in 0..count {
        h.open("div", "seat-row").id("seat-row").end();
        h.raw(r#"<span class="seat-n">"#).num(i + 1).raw("</span>");
        if morto && i + 1 == count {
            // The morto's seat: its name is fixed, its colour is chosen like the others'.
            h.open("span", "seat-name morto-name")
                .id("seat-name-morto")
                .end()
                .text(MORTO_NAME)
                .close("span");
        } else {
            h.open("input", "seat-name")
                .attr("type", "text")
                .attr_num("maxlength", GameConfig::MAX_NAME_CHARS)
                .id(&format!("seat-name-{i}"))
                .bind(NewGameBind::Name)
                .attr_num("data-i", i)
                .attr(
                    "aria-label",
                    &format!("{} {}", AppText::Player.text(l), i + 1),
                )
                .attr("value", &names[i])
                .end();
        }
        if !(morto && i + 1 == count) {
            who(&mut h, i, f.computers[i], l);
        }
        h.raw(r#"<div class="swatches" role="group">"#);
        for c in Color::ALL {
            h.open("button", "swatch-button")
                .attr("type", "button")
                .act(NewGameAct::Color {
                    seat: i as u8,
                    color: c,
                })
                .id(&format!("seat-{i}-color-{}", c.key()))
                .attr(
                    "aria-pressed",
                    if colors[i] == c { "true" } else { "false" },
                )
                .attr("aria-label", color_name(c, l))
                .attr("title", color_name(c, l))
                .end();
            swatch(&mut h, c);
            h.close("button");
        }
        h.raw("</div></div>");
    }
    h.raw("</div>");
    h.open("p", "muted").id("name-limit").end();
    h.text(AppText::NameLimit.text(l)).close("p");
    title(&mut h, "h2", AppText::Ending);
    let end = f.end;
    h.raw(r#"<div class="choices">"#);
    for k in EndKind::ALL.into_iter().filter(|k| k.allowed(&r)) {
        choice(
            &mut h,
            "small",
            &format!("ending-{}", k.key()),
            NewGameAct::Ending(k),
            k == end,
        );
        h.text(k.label(&r).text(l)).close("button");
    }
    h.raw(r#"</div><div class="ending-detail">"#);
    let number = |h: &mut Html, bind: NewGameBind, value: &str| {
        h.open("input", "number")
            .attr("type", "number")
            .attr("inputmode", "numeric")
            .attr("min", "1")
            .bind(bind)
            .id(&format!("ending-{}", bind.key()))
            .attr("value", value)
            .end();
    };
    h.raw("<label>");
    match end {
        EndKind::SdadataMinutes => {
            number(&mut h, NewGameBind::Minutes, &f.minutes);
            h.raw(" ").text(AppText::Minutes.text(l));
            if r.supplementary_turns {
                club_minutes(&mut h, &f.minutes);
            }
        }
        EndKind::SdadataRounds => {
            number(&mut h, NewGameBind::Rounds, &f.rounds);
            h.raw(" ").text(AppText::Rounds.text(l));
        }
        EndKind::Secret => {
            h.text(AppText::From.text(l)).raw(" ");
            number(&mut h, NewGameBind::SecretMin, &f.secret_min);
            h.raw(" ").text(AppText::To.text(l)).raw(" ");
            number(&mut h, NewGameBind::SecretMax, &f.secret_max);
            h.raw(" ").text(AppText::Minutes.text(l));
        }
        EndKind::RoundLimit => {
            number(&mut h, NewGameBind::RoundLimit, &f.round_limit);
            h.raw(" ").text(AppText::Rounds.text(l));
        }
        EndKind::NoLimit => {}
    }
    h.raw("</label></div>");
    title(&mut h, "h3", AppText::ArmyCap);
    if r.army_cap_configurable {
        let on = f.cap_on;
        h.raw(r#"<label class="check"><input type="checkbox""#)
            .bind(NewGameBind::CapOn)
            .raw(r#" data-testid="army-cap-on""#);
        if on {
            h.raw(" checked");
        }
        h.raw("> ").text(AppText::ArmyCap.text(l)).raw("</label>");
        if on {
            h.open("input", "number")
                .attr("type", "number")
                .attr("min", "1")
                .bind(NewGameBind::Cap)
                .id("army-cap")
                .attr("value", &f.cap)
                .end();
        }
    } else {
        h.open("p", "")
            .id("army-cap-fixed")
            .end()
            .text(AppText::ArmyCap.text(l))
            .raw(": ");
        match r.army_cap {
            Some(c) => h
                .num(c)
                .raw(" (")
                .text(AppText::ArmyCapFixed.text(l))
                .raw(")"),
            None => h.text(AppText::NoArmyCap.text(l)),
        };
        h.close("p");
    }
    if r.border_penalty_option {
        border_penalty_option(&mut h, f.border_penalty, l);
    }
    if super::bots::hints_asked(f.preset) {
        hints_option(&mut h, f.hints, l);
    }
    turn_order(&mut h, f, l);
    if let Some(e) = &f.error {
        h.open("p", "form-error")
            .attr("role", "alert")
            .id("config-error")
            .end()
            .text(e)
            .close("p");
    }
    h.button(
        "big-button",
        "start-game",
        NewGameAct::Start,
        AppText::StartGame.text(l),
    );
    Markup::of(h)
}

/// How many persons play (the morto, `None` like a person, is nobody).
fn persons(computers: &[Option<Level>], preset: PresetId) -> usize {
    let persons = computers.iter().filter(|c| c.is_none()).count();
    persons.saturating_sub(preset.rules().virtual_seats)
}

/// The turn order: drawn by the app, or rolled at the table and entered here.
fn turn_order(h: &mut Html, f: &FormState, l: Lang) {
    h.el("h3", "", AppText::OrderBy.text(l));
    h.raw(r#"<div class="choices">"#);
    for (table, text) in [(false, AppText::OrderDrawn), (true, AppText::OrderTable)] {
        let id = if table {
            "table-order-1"
        } else {
            "table-order-0"
        };
        choice(
            h,
            "",
            id,
            NewGameAct::TableOrder(table),
            f.table_order == table,
        );
        h.text(text.text(l)).close("button");
    }
    h.raw("</div>");
    if !f.table_order {
        h.el("p", "muted", AppText::SeatOrderNote.text(l));
        return;
    }
    h.el("p", "muted", AppText::OrderTableHint.text(l));
    h.open("ol", "turn-order").id("turn-order").end();
    for (k, i) in f.turn().into_iter().enumerate() {
        h.open("li", "").attr_num("data-row", i).end();
        swatch(h, f.colors[i]);
        h.open("span", "").attr_num("data-name-of", i).end();
        h.text(if f.is_morto(i) {
            MORTO_NAME
        } else {
            &f.names[i]
        })
        .close("span");
        if k > 0 {
            h.open("button", "icon-button")
                .attr("type", "button")
                .act(NewGameAct::OrderUp(k as u8))
                .id(&format!("order-up-{k}"))
                .attr("aria-label", AppText::OrderUp.text(l))
                .end()
                .raw("↑</button>");
        }
        h.close("li");
    }
    h.close("ol");
}

/// The seat's "Persona / Facile / Medio / Difficile" choice.
fn who(h: &mut Html, i: usize, level: Option<Level>, l: Lang) {
    h.raw(r#"<div class="choices who" role="group">"#);
    let options = std::iter::once(None).chain(LEVELS.map(Some));
    for option in options {
        let key = option.map_or("persona", Level::key);
        choice(
            h,
            "small",
            &format!("seat-{i}-who-{key}"),
            NewGameAct::Who {
                seat: i as u8,
                level: option,
            },
            option == level,
        );
        h.text(match option {
            None => pick(l, "Persona", "Person"),
            Some(level) => level_name(level, l),
        })
        .close("button");
    }
    h.raw("</div>");
}

/// The club's three times as quick choices next to the minutes.
fn club_minutes(h: &mut Html, minutes: &str) {
    h.raw(r#"<span class="choices">"#);
    for m in CLUB_MINUTES {
        let mut id = String::from("club-minutes-");
        crate::storage::json::push_u64(&mut id, u64::from(m));
        let on = minutes.trim().parse::<u32>() == Ok(u32::from(m));
        choice(h, "small", &id, NewGameAct::Minutes(m), on);
        h.num(m).close("button");
    }
    h.raw("</span>");
}

/// The club's border penalty option (penalty section, point 1), off by default.
fn border_penalty_option(h: &mut Html, on: bool, l: Lang) {
    h.raw(r#"<label class="check"><input type="checkbox""#)
        .bind(NewGameBind::BorderPenalty)
        .raw(r#" data-testid="border-penalty""#);
    if on {
        h.raw(" checked");
    }
    h.raw("> ")
        .text(AppText::BorderPenalty.text(l))
        .raw("</label>");
}

/// A tournament preset's table may allow the hint ("Consiglio"), off by default.
fn hints_option(h: &mut Html, on: bool, l: Lang) {
    h.raw(r#"<label class="check"><input type="checkbox""#)
        .bind(NewGameBind::Hints)
        .raw(r#" data-testid="hints-allowed""#);
    if on {
        h.raw(" checked");
    }
    h.raw("> ")
        .text(super::texts::pick(
            l,
            "Il tavolo consente il Consiglio (la mossa che suggerirebbe Difficile)",
            "The table allows the Hint (the move Difficile would suggest)",
        ))
        .raw("</label>");
}

/// A toggle button of a choice group (left open for its label).
fn choice(h: &mut Html, class: &str, testid: &str, act: NewGameAct, pressed: bool) {
    h.open("button", &format!("choice {class}"))
        .attr("type", "button")
        .act(act)
        .id(testid)
        .attr("aria-pressed", if pressed { "true" } else { "false" })
        .end();
}

/// The new-game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGameAct {
    Preset(PresetId),
    /// How many players.
    Count(u8),
    /// The colour of seat `seat`.
    Color {
        seat: u8,
        color: Color,
    },
    Ending(EndKind),
    /// Who plays seat `seat`: a person (`None`) or the computer at this level.
    Who {
        seat: u8,
        level: Option<Level>,
    },
    /// Set the minutes of the ending (the club's quick choices).
    Minutes(u16),
    /// Start the game.
    Start,
    /// The turn order: rolled at the table (`true`) or drawn by the app.
    TableOrder(bool),
    /// Move the player at this place of the turn order one place earlier.
    OrderUp(u8),
}

super::act::acts! { NewGameAct {
    Preset(PresetId) = "preset",
    Count(u8) = "count",
    Color { seat: u8, color: Color } = "color",
    Ending(EndKind) = "end",
    Who { seat: u8, level: Option<Level> } = "who",
    Minutes(u16) = "minutes",
    Start = "start-game",
    TableOrder(bool) = "table-order",
    OrderUp(u8) = "order-up",
}}

super::act::named! {
    /// What the form's inputs edit (`data-bind`; the number inputs' testids end with it).
    NewGameBind {
        /// A seat's name (its seat in `data-i`).
        Name = "name",
        Minutes = "minutes",
        Rounds = "rounds",
        SecretMin = "secret-min",
        SecretMax = "secret-max",
        RoundLimit = "round-limit",
        Cap = "cap",
        CapOn = "cap-on",
        BorderPenalty = "border-penalty",
        Hints = "hints",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> FormState {
        FormState::new(Lang::En, None)
    }

    fn act(f: &FormState, a: NewGameAct) -> FormState {
        let (next, then) = reduce(f, a, Lang::En);
        assert_eq!(then, Then::Nothing);
        next
    }

    /// Issue 43, item 6: "Giocatore 2" in the English interface. The default names are
    /// worded in the form's language, those of the last game included; chosen names stay.
    #[test]
    fn default_names_follow_the_language_and_chosen_names_stay() {
        let seats = ["Giocatore 1", "Giocatore 2", "Giocatore", "Giocatore Bravo"]
            .iter()
            .zip(Color::ALL)
            .map(|(name, c)| SeatConfig::human(*name, c))
            .collect();
        let last = GameConfig::new(PresetId::Classico, seats);
        let f = FormState::new(Lang::En, Some((last, vec![None; 4])));
        assert_eq!(
            f.names[..4],
            ["Player 1", "Player 2", "Player", "Giocatore Bravo"]
        );
        let mut f = FormState::new(Lang::It, None);
        assert_eq!(f.names[1], "Giocatore 2");
        f.names[0] = "Anna".into();
        f.relabel(Lang::En);
        assert_eq!(f.names[..3], ["Anna", "Player 2", "Player 3"]);
        f.relabel(Lang::It);
        assert_eq!(f.names[..3], ["Anna", "Giocatore 2", "Giocatore 3"]);
        assert_eq!(default_name_in("Player 123", Lang::It), None);
        assert_eq!(default_name_in("Players", Lang::It), None);
    }

    #[test]
    fn the_form_opens_with_home_s_settings_else_the_table_s_else_the_defaults() {
        let config = |p: PresetId, n: usize| {
            let seats = Color::ALL[..n]
                .iter()
                .zip(["Anna", "Bruno", "Carla", "Dario"])
                .map(|(&c, name)| SeatConfig::human(name, c))
                .collect();
            GameConfig::new(p, seats)
        };
        let home: Settings = (
            config(PresetId::Torneo, 4),
            vec![
                None,
                Some(Level::Medio),
                Some(Level::Medio),
                Some(Level::Medio),
            ],
        );
        let on_table = config(PresetId::Classico, 3);
        let computers = [None, None, Some(Level::Facile)];
        let table = Some((&on_table, &computers[..]));
        assert_eq!(opens_with(Some(home.clone()), table), Some(home.clone()));
        let from_table = opens_with(None, table);
        assert_eq!(from_table, Some((on_table.clone(), computers.to_vec())));
        assert_eq!(opens_with(None, None), None);
        // What the form shows: Home's settings over the table's.
        let f = FormState::new(Lang::En, opens_with(Some(home), table));
        assert_eq!((f.preset, f.count), (PresetId::Torneo, 4));
        assert_eq!(f.seat_computers()[1], Some(Level::Medio));
        let f = FormState::new(Lang::En, from_table);
        assert_eq!((f.preset, f.count), (PresetId::Classico, 3));
        assert_eq!(f.names[..3], ["Anna", "Bruno", "Carla"]);
        assert_eq!(f.seat_computers()[2], Some(Level::Facile));
        assert_eq!(FormState::new(Lang::En, opens_with(None, None)), form());
    }

    #[test]
    fn a_preset_sets_its_seats_and_its_own_ending() {
        let f = act(&form(), NewGameAct::Preset(PresetId::TestaATesta));
        assert_eq!(f.preset, PresetId::TestaATesta);
        assert_eq!(f.count, 3, "two players and the morto");
        assert_eq!(f.end, EndKind::SdadataMinutes);
        assert_eq!(f.minutes, "45");
        let f = act(&f, NewGameAct::Preset(PresetId::Classico));
        assert_eq!((f.preset, f.end), (PresetId::Classico, EndKind::NoLimit));
    }

    #[test]
    fn count_colour_ending_minutes_and_who_change_their_field() {
        let f = act(&form(), NewGameAct::Count(5));
        assert_eq!(f.count, 5);
        let old = f.colors[0];
        let f = act(
            &f,
            NewGameAct::Color {
                seat: 0,
                color: f.colors[2],
            },
        );
        assert_eq!(
            f.colors[2], old,
            "the seat that had the colour gets the old one"
        );
        let f = act(&f, NewGameAct::Ending(EndKind::RoundLimit));
        assert_eq!(f.end, EndKind::RoundLimit);
        let f = act(&f, NewGameAct::Minutes(120));
        assert_eq!(f.minutes, "120");
        let f = act(
            &f,
            NewGameAct::Who {
                seat: 1,
                level: Some(Level::Medio),
            },
        );
        assert_eq!(f.computers[1], Some(Level::Medio));
        let same = act(
            &f,
            NewGameAct::Who {
                seat: 9,
                level: Some(Level::Medio),
            },
        );
        assert_eq!(same, f, "a seat the form has not: nothing changes");
    }

    #[test]
    fn the_table_order_moves_a_player_up() {
        let f = act(&form(), NewGameAct::TableOrder(true));
        assert!(f.table_order);
        let f = act(&f, NewGameAct::OrderUp(2));
        assert_eq!(f.turn(), vec![0, 2, 1, 3]);
        assert_eq!(act(&f, NewGameAct::OrderUp(0)), f, "the first place stays");
        assert!(!act(&f, NewGameAct::TableOrder(false)).table_order);
    }

    #[test]
    fn start_gives_the_config_and_remembers_a_game_against_the_computer() {
        let f = act(
            &form(),
            NewGameAct::Who {
                seat: 3,
                level: Some(Level::Difficile),
            },
        );
        let (next, then) = reduce(&f, NewGameAct::Start, Lang::En);
        assert_eq!(next.error, None);
        let Then::Start {
            config,
            computers,
            remember,
        } = then
        else {
            panic!("no start: {then:?}");
        };
        assert_eq!(config, f.config(Lang::En).unwrap());
        assert_eq!(computers, vec![None, None, None, Some(Level::Difficile)]);
        assert!(remember);
        let (_, then) = reduce(&form(), NewGameAct::Start, Lang::En);
        assert!(matches!(
            then,
            Then::Start {
                remember: false,
                ..
            }
        ));
    }

    #[test]
    fn start_refused_keeps_what_was_typed_and_says_why() {
        let mut f = form();
        f.end = EndKind::RoundLimit;
        f.round_limit = "many".into();
        f.names[0] = "Anna".into();
        let (next, then) = reduce(&f, NewGameAct::Start, Lang::En);
        assert_eq!(then, Then::Nothing);
        assert_eq!(next.names[0], "Anna");
        assert_eq!(next.round_limit, "many");
        assert_eq!(
            next.error.as_deref(),
            Some("Write a positive whole number for the rounds.")
        );
    }

    #[test]
    fn typing_keeps_the_form_drawn_and_a_ticked_box_redraws_it() {
        use NewGameBind as B;
        let f = form();
        let (next, shown) = typed(&f, B::Name, 2, "Bea", false);
        assert_eq!((next.names[2].as_str(), shown), ("Bea", Typed::Name(2)));
        for (bind, field) in [
            (B::Minutes, 0),
            (B::Rounds, 1),
            (B::SecretMin, 2),
            (B::SecretMax, 3),
            (B::RoundLimit, 4),
            (B::Cap, 5),
        ] {
            let (next, shown) = typed(&f, bind, 0, "33", false);
            assert_eq!(shown, Typed::Keep);
            let fields = [
                &next.minutes,
                &next.rounds,
                &next.secret_min,
                &next.secret_max,
                &next.round_limit,
                &next.cap,
            ];
            assert_eq!(fields[field], "33", "{bind:?}");
        }
        let (next, shown) = typed(&f, B::CapOn, 0, "on", true);
        assert!(next.cap_on && shown == Typed::Redraw);
        let (next, _) = typed(&f, B::BorderPenalty, 0, "on", true);
        assert!(next.border_penalty);
        let (next, _) = typed(&f, B::Hints, 0, "on", true);
        assert!(next.hints);
        assert_eq!(typed(&f, B::Name, 7, "x", false), (f, Typed::Keep));
    }
}
