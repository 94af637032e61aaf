//! Computer players on the play screen: who sees what when some seats are computers, the
//! pace of their turns, and the one-tap game against the computer. Pure Rust.
//!
//! Secrets: with a single person at the table, the screen always shows that person's
//! secrets and never has a hand-over; with two or more people the hand-over works as
//! without computers. A computer's secrets are never shown before the end: while a
//! computer acts, the viewer is the lone person or nobody (the public view).

use crate::bot::Level;
use crate::rules::{
    Action, Color, Controller, Game, GameConfig, Phase, PresetId, SeatConfig, SeatId, TerritoryId,
};

use super::act::PlayAct;
use super::html::Html;
use super::texts::{fill, pick};

use super::lang::Lang;
use super::play::UiState;

/// The levels a new game offers (Casuale is only the arena's floor).
pub const LEVELS: [Level; 3] = [Level::Facile, Level::Medio, Level::Difficile];

/// The play screen's state of computer turns (`crate::ui::bots` keeps it in a signal).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BotUi {
    pub speed: Speed,
    /// A request is with the worker ("Il computer pensa…").
    pub thinking: bool,
    /// "Skip to the end of this turn" was tapped during this seat's turn.
    pub skip: Option<SeatId>,
    /// The worker failed to load or crashed: "Riprova" starts it again.
    pub failed: bool,
    /// The person's hint ("Consiglio").
    pub hint: Hint,
}

/// The person's hint ("Consiglio", issue 29): what Difficile would play now in the
/// person's place, asked of the bots' worker from the person's own view and shown on the
/// map until the game moves on; never played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Hint {
    #[default]
    None,
    /// Asked at the position after this many actions; the worker thinks.
    Asking(u32),
    /// The answer for the position after this many actions (`None`: nothing to suggest).
    Shown(u32, Option<Action>),
}

impl Hint {
    /// The move suggested for the position after `actions` actions, if one is shown.
    pub fn shown_at(self, actions: u32) -> Option<Action> {
        match self {
            Hint::Shown(n, a) if n == actions => a,
            _ => None,
        }
    }
}

/// Whether the table offers the hint: always in `classico` and `online`; in the
/// tournament presets (`torneo`, `okgiocacon`, `testa_a_testa`, `club`) only when the
/// table allows it ([`crate::rules::Options::hints`], off by default).
pub fn hints_allowed(config: &GameConfig) -> bool {
    !hints_asked(config.preset) || config.options.hints
}

/// Whether a table of `preset` must allow the hint (a tournament preset).
pub const fn hints_asked(preset: PresetId) -> bool {
    match preset {
        PresetId::Classico | PresetId::Online => false,
        PresetId::Torneo | PresetId::Okgiocacon | PresetId::TestaATesta | PresetId::Club => true,
    }
}

/// The "Consiglio" button and, once asked, what it suggests in words, for the person on
/// turn in `g` (after `actions` actions). Nothing where the table does not allow hints.
pub fn hint_panel(h: &mut Html, g: &Game, hint: Hint, actions: u32, l: Lang) {
    if !hints_allowed(g.config()) || g.phase() == Phase::Over || g.actor().is_none() {
        return;
    }
    let asking = hint == Hint::Asking(actions);
    h.raw(r#"<div class="hint-row">"#);
    h.open_button("action", "hint", PlayAct::Hint, asking)
        .text(pick(l, "Consiglio", "Hint"))
        .close("button");
    let shown = match hint {
        Hint::Shown(n, a) if n == actions => Some(a),
        _ => None,
    };
    if asking || shown.is_some() {
        h.open("p", "hint").id("hint-text");
        let text = match shown {
            None => pick(l, "Ci penso…", "Thinking…").to_owned(),
            Some(None) => pick(l, "Nessun consiglio ora.", "No hint now.").to_owned(),
            Some(Some(a)) => {
                if let Some((from, to)) = hint_ends(g, a) {
                    h.attr("data-from", from.key()).attr("data-to", to.key());
                }
                hint_text(g, a, l)
            }
        };
        h.attr("data-state", if asking { "asking" } else { "shown" })
            .attr("aria-live", "polite")
            .end()
            .text(&text)
            .close("p");
    }
    h.raw("</div>");
}

/// The territories a suggested move goes from and to (a placement: the same one twice).
pub fn hint_ends(g: &Game, a: Action) -> Option<(TerritoryId, TerritoryId)> {
    match a {
        Action::Place { territory, .. } => Some((territory, territory)),
        Action::Attack { from, to, .. }
        | Action::Blitz { from, to, .. }
        | Action::Move { from, to, .. } => Some((from, to)),
        Action::Occupy { .. } => g.pending_conquest().map(|p| (p.from, p.to)),
        _ => None,
    }
}

/// The arrow that shows a suggested attack or move on the map (a placement is
/// highlighted instead, [`hint_ends`]).
pub fn hint_arrow(g: &Game, a: Action, l: Lang) -> Option<crate::present::follow::Arrow> {
    use crate::present::follow::{Arrow, ArrowKind};
    let (from, to) = hint_ends(g, a)?;
    let (kind, label) = match a {
        Action::Attack { .. } | Action::Blitz { .. } => (ArrowKind::Attack, String::new()),
        Action::Move { armies, .. } | Action::Occupy { armies } => {
            (ArrowKind::Move, fill("→ {0}", &[&armies]))
        }
        _ => return None,
    };
    let mut text = String::from(pick(l, "Consiglio", "Hint"));
    if !label.is_empty() {
        text.push(' ');
        text.push_str(&label);
    }
    Some(Arrow {
        kind,
        seat: g.current_seat()?,
        from,
        to,
        label: text,
        dim: None,
        caption: hint_text(g, a, l),
        colour: HINT_COLOUR,
        action: 0,
    })
}

/// The hint's arrow colour: no player's.
pub const HINT_COLOUR: &str = "#ff8f00";

/// A suggested move in words ("Consiglio: attacca Ucraina da Scandinavia").
pub fn hint_text(g: &Game, a: Action, l: Lang) -> String {
    let t = |x: TerritoryId| l.territory(x);
    let n = |k: u32| super::i18n_app::armies(k, l);
    match a {
        Action::Place { territory, armies } => fill(
            pick(l, "Consiglio: {0} su {1}", "Hint: {0} on {1}"),
            &[&n(armies), &t(territory)],
        ),
        Action::Attack { from, to, .. } | Action::Blitz { from, to, .. } => fill(
            pick(
                l,
                "Consiglio: attacca {0} da {1}",
                "Hint: attack {0} from {1}",
            ),
            &[&t(to), &t(from)],
        ),
        Action::Occupy { armies } => {
            let to = g.pending_conquest().map_or("", |p| t(p.to));
            fill(
                pick(l, "Consiglio: sposta {0} in {1}", "Hint: move {0} into {1}"),
                &[&n(armies), &to],
            )
        }
        Action::Move { from, to, armies } => fill(
            pick(
                l,
                "Consiglio: sposta {0} da {1} a {2}",
                "Hint: move {0} from {1} to {2}",
            ),
            &[&n(armies), &t(from), &t(to)],
        ),
        Action::Trade { .. } | Action::TradeHand => {
            pick(l, "Consiglio: gioca le carte", "Hint: trade your cards").to_owned()
        }
        Action::EndAttacks => {
            pick(l, "Consiglio: basta attacchi", "Hint: end the attacks").to_owned()
        }
        Action::EndTurn { .. } => {
            pick(l, "Consiglio: termina il turno", "Hint: end the turn").to_owned()
        }
        Action::Pass => pick(l, "Consiglio: passa", "Hint: pass").to_owned(),
        Action::Remove { territory, armies } => fill(
            pick(
                l,
                "Consiglio: togli {0} da {1}",
                "Hint: remove {0} from {1}",
            ),
            &[&n(armies), &t(territory)],
        ),
        _ => pick(l, "Consiglio: come preferisci", "Hint: as you like").to_owned(),
    }
}

/// How fast computer turns are shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speed {
    Normale,
    Veloce,
    Istantaneo,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Normale, Speed::Veloce, Speed::Istantaneo];

    /// Stable name (`data-testid="speed-<key>"`).
    pub const fn key(self) -> &'static str {
        match self {
            Speed::Normale => "normale",
            Speed::Veloce => "veloce",
            Speed::Istantaneo => "istantaneo",
        }
    }

    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.key() == key)
    }

    pub const fn label(self, l: Lang) -> &'static str {
        match (self, l) {
            (Speed::Normale, Lang::It) => "Normale",
            (Speed::Normale, Lang::En) => "Normal",
            (Speed::Veloce, Lang::It) => "Veloce",
            (Speed::Veloce, Lang::En) => "Fast",
            (Speed::Istantaneo, Lang::It) => "Istantaneo",
            (Speed::Istantaneo, Lang::En) => "Instant",
        }
    }

    /// How long the screen shows the position before a computer's `action` is applied,
    /// in milliseconds: throws and conquests are given time to be read.
    pub fn pause_ms(self, action: &Action) -> u32 {
        let base = match action {
            Action::Attack { .. } | Action::Blitz { .. } | Action::Occupy { .. } => 900,
            Action::Move { .. } | Action::Trade { .. } | Action::EndTurn { .. } => 800,
            _ => 350,
        };
        match self {
            Speed::Normale => base,
            Speed::Veloce => base / 4,
            Speed::Istantaneo => 0,
        }
    }
}

impl Speed {
    /// How long "Mostrami" shows each arrow of the summary, in milliseconds.
    pub const fn replay_step_ms(self) -> u32 {
        match self {
            Speed::Normale => 1800,
            Speed::Veloce => 900,
            Speed::Istantaneo => 500,
        }
    }
}

/// A seat's level name in `l` ("Medio", "Medium").
pub const fn level_name(level: Level, l: Lang) -> &'static str {
    match l {
        Lang::It => level.name_it(),
        Lang::En => level.name_en(),
    }
}

/// What "Gioca contro il computer" will use: the rules and the computers' levels
/// ("Torneo · 3 computer Medio", "Torneo · 3 computers, Medium").
pub fn describe(config: &GameConfig, computers: &[Option<Level>], l: Lang) -> String {
    let levels: Vec<Level> = computers.iter().copied().flatten().collect();
    let mut out = String::from(super::texts::preset_name(config.preset));
    out.push_str(" · ");
    let same = levels.windows(2).all(|w| w[0] == w[1]);
    match (levels.first(), same, l) {
        (Some(&lv), true, Lang::It) => {
            out.push_str(&super::texts::fill(
                "{0} computer {1}",
                &[&levels.len(), &level_name(lv, l)],
            ));
        }
        (Some(&lv), true, Lang::En) => {
            out.push_str(&super::texts::fill(
                "{0} computers, {1}",
                &[&levels.len(), &level_name(lv, l)],
            ));
        }
        _ => {
            let names: Vec<&str> = levels.iter().map(|&lv| level_name(lv, l)).collect();
            out.push_str(&names.join(", "));
        }
    }
    out
}

/// Whether `seat` is played by a computer.
pub fn is_computer(computers: &[Option<Level>], seat: SeatId) -> bool {
    computers.get(seat.index()).copied().flatten().is_some()
}

/// The one person at the table when there is exactly one (the morto is nobody's seat).
pub fn lone_person(config: &GameConfig, computers: &[Option<Level>]) -> Option<SeatId> {
    let mut persons = config
        .seats
        .iter()
        .enumerate()
        .filter(|(i, s)| {
            s.controller == Controller::Human && !is_computer(computers, SeatId(*i as u8))
        })
        .map(|(i, _)| SeatId(i as u8));
    match (persons.next(), persons.next()) {
        (Some(p), None) => Some(p),
        _ => None,
    }
}

/// Who is at the table and who acts: what the hand-over and the secrets depend on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The seat that must act (`None`: nobody, the game is over).
    pub actor: Option<SeatId>,
    /// Whether a computer plays the actor.
    pub computer_acts: bool,
    /// The one person at the table, if only one.
    pub lone: Option<SeatId>,
}

impl Table {
    /// The person the hand-over screen is up for, if any: never for a computer, never
    /// with a single person at the table.
    pub fn handover(&self, st: &UiState) -> Option<SeatId> {
        if st.intro || st.notice.is_some() || self.computer_acts || self.lone.is_some() {
            return None;
        }
        let actor = self.actor?;
        (st.revealed != Some(actor)).then_some(actor)
    }

    /// Whose secrets the screen shows: the lone person's always (once the seat order
    /// was read), otherwise the acting person's once revealed; never a computer's.
    pub fn viewer(&self, st: &UiState) -> Option<SeatId> {
        if st.intro {
            return None;
        }
        if self.lone.is_some() {
            return self.lone;
        }
        let actor = self.actor?;
        (!self.computer_acts && st.revealed == Some(actor) && st.notice.is_none()).then_some(actor)
    }

    /// Whether the map and the panel take a person's taps now.
    pub fn person_may_act(&self, st: &UiState) -> bool {
        !st.intro
            && st.notice.is_none()
            && !self.computer_acts
            && self.actor.is_some()
            && self.viewer(st) == self.actor
    }

    /// Whether a computer should play its next action now (the seat order and any
    /// end-of-turn notice read first).
    pub fn computer_should_act(&self, st: &UiState) -> bool {
        self.computer_acts && !st.intro && st.notice.is_none()
    }
}

/// The person's name in a game against the computer, unless they choose one: a noun,
/// not a pronoun, so that the sentences about players read right ("Turno di Giocatore",
/// not "Turno di Tu").
pub fn person_default_name(l: Lang) -> &'static str {
    match l {
        Lang::It => "Giocatore",
        Lang::En => "Player",
    }
}

/// The one-tap game against the computer when none was played before: the person
/// against three Medio, `torneo`.
pub fn vs_computer_default(l: Lang) -> (GameConfig, Vec<Option<Level>>) {
    let you = person_default_name(l);
    let seats = vec![
        SeatConfig::human(you, Color::Blu),
        SeatConfig::human("Computer 1", Color::Rosso),
        SeatConfig::human("Computer 2", Color::Giallo),
        SeatConfig::human("Computer 3", Color::Verde),
    ];
    let mut config = GameConfig::new(PresetId::Torneo, seats);
    // A game against the computer is practice: the person may ask for a hint.
    config.options.hints = true;
    (
        config,
        vec![
            None,
            Some(Level::Medio),
            Some(Level::Medio),
            Some(Level::Medio),
        ],
    )
}

/// Settings remembered in one language, for a game started in `l`: the default names
/// ("Giocatore", "Giocatore 2") worded in `l` (issue 43, item 6), chosen names kept.
pub fn names_in(
    (mut config, computers): (GameConfig, Vec<Option<Level>>),
    l: Lang,
) -> (GameConfig, Vec<Option<Level>>) {
    for s in &mut config.seats {
        if let Some(n) = super::new_game::default_name_in(&s.name, l) {
            s.name = n;
        }
    }
    (config, computers)
}

/// The settings of a game against the computer as remembered for the next one-tap game
/// (JSON: the config and who plays each seat).
pub fn remember(config: &GameConfig, computers: &[Option<Level>]) -> String {
    let mut out = String::new();
    let mut o = crate::storage::json::ObjectWriter::new(&mut out);
    crate::storage::stored::push_config(o.key("config"), config);
    crate::storage::stored::push_computers(o.key("computers"), computers);
    o.end();
    out
}

/// Reads what [`remember`] wrote; `None` if it is not that (then the default is used),
/// or if it has no computer or no person.
pub fn recall(text: &str) -> Option<(GameConfig, Vec<Option<Level>>)> {
    let root = crate::storage::json::parse(text).ok()?;
    let f = root.fields().ok()?;
    let config = crate::storage::stored::read_config(f.req("config").ok()?).ok()?;
    let computers = crate::storage::stored::read_computers(f.req("computers").ok()?).ok()?;
    let fits = computers.len() == config.seats.len()
        && computers.iter().any(Option::is_some)
        && lone_person(&config, &computers).is_some()
        && config.validate().is_ok();
    // Settings kept when the default name was a pronoun ("Tu", "You") get the noun.
    let mut config = config;
    for s in &mut config.seats {
        match s.name.as_str() {
            "Tu" => s.name = person_default_name(Lang::It).into(),
            "You" => s.name = person_default_name(Lang::En).into(),
            _ => {}
        }
    }
    fits.then_some((config, computers))
}
