//! Computer players on the play screen: who sees what when some seats are computers, the
//! pace of their turns, and the one-tap game against the computer. Pure Rust.
//!
//! Secrets: with a single person at the table, the screen always shows that person's
//! secrets and never has a hand-over; with two or more people the hand-over works as
//! without computers. A computer's secrets are never shown before the end: while a
//! computer acts, the viewer is the lone person or nobody (the public view).

use crate::bot::hint::{Completes, HintReason};
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
    /// The answer for the position after this many actions (`None`: nothing to suggest),
    /// and why (issue 47).
    Shown(u32, Option<Action>, Option<HintReason>),
}

impl Hint {
    /// The move suggested for the position after `actions` actions, if one is shown.
    pub fn shown_at(self, actions: u32) -> Option<Action> {
        match self {
            Hint::Shown(n, a, _) if n == actions => a,
            _ => None,
        }
    }

    /// The territories the hint shown for the position after `actions` actions names
    /// (its move's and its reason's), as a mask: the map brings them into view.
    pub fn names_at(self, g: &Game, actions: u32) -> u64 {
        let Hint::Shown(n, Some(a), why) = self else {
            return 0;
        };
        if n != actions {
            return 0;
        }
        let mut mask = hint_ends(g, a).map_or(0, |(f, t)| f.bit() | t.bit());
        mask |= match why {
            Some(HintReason::Defend { territory, .. })
            | Some(HintReason::Stop { territory, .. }) => territory.bit(),
            Some(HintReason::Reinforce {
                territory, target, ..
            }) => territory.bit() | target.bit(),
            Some(HintReason::Move { to, .. }) => to.bit(),
            _ => 0,
        };
        mask
    }
}

/// Whether the table offers the hint: always, unless its rules are a tournament's
/// ([`crate::rules::RuleSet::hint_by_consent`]); then only when the table allows it
/// ([`crate::rules::Options::hints`], off by default).
pub fn hints_allowed(config: &GameConfig) -> bool {
    !hints_asked(config.preset) || config.options.hints
}

/// Whether a table of `preset` must allow the hint (its rules are a tournament's).
pub fn hints_asked(preset: PresetId) -> bool {
    preset.rules().hint_by_consent
}

/// The "Consiglio" button and, once asked, what it suggests in words, for the person on
/// turn in `g` (after `actions` actions). Nothing where the table does not allow hints.
pub fn hint_panel(h: &mut Html, g: &Game, hint: Hint, actions: u32, l: Lang) {
    hint_panel_open(h, g, hint, actions, false, l);
}

/// [`hint_panel`] with a dialog open or not: while one is, the button is disabled and
/// says why (issue 43 item 5: taps under a dialog never answered).
pub fn hint_panel_open(
    h: &mut Html,
    g: &Game,
    hint: Hint,
    actions: u32,
    dialog_open: bool,
    l: Lang,
) {
    if !hints_allowed(g.config()) || g.phase() == Phase::Over || g.actor().is_none() {
        return;
    }
    let asking = hint == Hint::Asking(actions);
    h.raw(r#"<div class="hint-row">"#);
    if dialog_open {
        let why = pick(
            l,
            "Chiudi la finestra per un consiglio",
            "Close the window for a hint",
        );
        h.open("button", "action")
            .attr("type", "button")
            .id("hint")
            .attr("title", why)
            .attr("aria-describedby", "hint-why")
            .raw(" disabled")
            .end()
            .text(pick(l, "Consiglio", "Hint"))
            .close("button");
        h.open("span", "hint-why")
            .attr("id", "hint-why")
            .id("hint-why")
            .end()
            .text(why)
            .close("span");
    } else {
        h.open_button("action", "hint", PlayAct::Hint, asking)
            .text(pick(l, "Consiglio", "Hint"))
            .close("button");
    }
    let (shown, why) = match hint {
        Hint::Shown(n, a, why) if n == actions => (Some(a), why),
        _ => (None, None),
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
        if let (Some(Some(_)), Some(why)) = (shown, why) {
            h.open("p", "hint-reason")
                .id("hint-reason")
                .attr("data-kind", why.key())
                .end()
                .text(&reason_text(why, l))
                .close("p");
        }
    }
    h.raw("</div>");
}

/// "per l'Asia": a continent after "per" in Italian, with its article.
fn for_continent_it(c: crate::rules::board::Continent) -> &'static str {
    use crate::rules::board::Continent;
    match c {
        Continent::NordAmerica => "per il Nord America",
        Continent::SudAmerica => "per il Sud America",
        Continent::Europa => "per l'Europa",
        Continent::Africa => "per l'Africa",
        Continent::Asia => "per l'Asia",
        Continent::Oceania => "per l'Oceania",
    }
}

/// "7 armate nemiche" / "7 enemy armies".
fn enemy_armies(n: u32, l: Lang) -> String {
    match (l, n) {
        (Lang::It, 1) => "1 armata nemica".to_owned(),
        (Lang::It, _) => fill("{0} armate nemiche", &[&n]),
        (Lang::En, 1) => "1 enemy army".to_owned(),
        (Lang::En, _) => fill("{0} enemy armies", &[&n]),
    }
}

/// "vinci il 78% delle volte" / "you win 78% of the time" (from 99%: "almost always").
fn odds_text(p: u8, l: Lang) -> String {
    if p >= 99 {
        return pick(l, "vinci quasi sempre", "you almost always win").to_owned();
    }
    fill(
        pick(l, "vinci il {0}% delle volte", "you win {0}% of the time"),
        &[&p],
    )
}

/// Why the hint's move, in one sentence ([`HintReason`], from what the search saw).
pub fn reason_text(r: HintReason, l: Lang) -> String {
    let t = |x: TerritoryId| l.territory(x);
    let mut out = match r {
        HintReason::Attack {
            to,
            win_pct,
            completes,
            ..
        } => {
            let mut s = odds_text(win_pct, l);
            // ASCII only: `to_uppercase` would link Unicode's case tables into the wasm.
            if let Some(first) = s.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            let tail = match completes {
                None => String::new(),
                Some(Completes::Continent(c)) => match l {
                    Lang::It => fill("ti manca solo {0} {1}", &[&t(to), &for_continent_it(c)]),
                    Lang::En => fill("{0} is all you need for {1}", &[&t(to), &l.continent(c)]),
                },
                Some(Completes::Objective { left: 0 }) => pick(
                    l,
                    "è l'ultimo territorio del tuo obiettivo",
                    "it is the last territory your objective needs",
                )
                .to_owned(),
                Some(Completes::Objective { left: 1 }) => pick(
                    l,
                    "poi al tuo obiettivo manca 1 territorio",
                    "then your objective needs 1 more territory",
                )
                .to_owned(),
                Some(Completes::Objective { left }) => fill(
                    pick(
                        l,
                        "poi al tuo obiettivo mancano {0} territori",
                        "then your objective needs {0} more territories",
                    ),
                    &[&left],
                ),
            };
            if !tail.is_empty() {
                s.push_str("; ");
                s.push_str(&tail);
            }
            s
        }
        HintReason::Trade { armies } => fill(
            pick(l, "Cambia il tris ora: +{0}", "Trade the set now: +{0}"),
            &[&super::i18n_app::armies(armies, l)],
        ),
        HintReason::Defend {
            territory,
            enemy_armies: n,
        } => fill(
            pick(l, "{0} ha {1} accanto", "{0} has {1} next to it"),
            &[&t(territory), &enemy_armies(n, l)],
        ),
        HintReason::Reinforce {
            territory,
            target,
            win_pct,
        } => fill(
            pick(l, "Da {0} prendi {1}: {2}", "From {0} you take {1}: {2}"),
            &[&t(territory), &t(target), &odds_text(win_pct, l)],
        ),
        HintReason::Stop {
            territory,
            armies,
            enemy_armies: n,
        } => fill(
            pick(
                l,
                "Fermati: altri attacchi lasciano {0} a {1} davanti a {2}",
                "Stop: more attacks leave {0} with {1} facing {2}",
            ),
            &[&t(territory), &armies, &n],
        ),
        HintReason::Odds { win_pct: 0 } => pick(
            l,
            "Nessun attacco possibile ora",
            "No attack is possible now",
        )
        .to_owned(),
        HintReason::Odds { win_pct } => fill(
            pick(
                l,
                "Fermati: il miglior attacco vince solo il {0}% delle volte",
                "Stop: the best attack wins only {0}% of the time",
            ),
            &[&win_pct],
        ),
        HintReason::Move {
            to,
            enemy_armies: n,
        } => fill(
            pick(
                l,
                "Rinforza {0}: ha {1} accanto",
                "Strengthen {0}: it has {1} next to it",
            ),
            &[&t(to), &enemy_armies(n, l)],
        ),
    };
    out.push('.');
    out
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
    let kind = match a {
        Action::Attack { .. } | Action::Blitz { .. } => ArrowKind::Attack,
        Action::Move { .. } | Action::Occupy { .. } => ArrowKind::Move,
        _ => return None,
    };
    // No label on the map: one could cover a territory's name (issue 43 item 5); the
    // hint's words and numbers are in its text.
    Some(Arrow {
        kind,
        seat: g.current_seat()?,
        from,
        to,
        label: String::new(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::Continent;

    fn both(r: HintReason) -> (String, String) {
        (reason_text(r, Lang::It), reason_text(r, Lang::En))
    }

    /// Issue 47: the hint's reason in one sentence, for each kind, in both languages.
    #[test]
    fn an_attacks_reason_says_its_odds_and_what_it_completes() {
        let attack = |win_pct, completes| HintReason::Attack {
            from: TerritoryId::Jacuzia,
            to: TerritoryId::Kamchatka,
            win_pct,
            completes,
        };
        assert_eq!(
            both(attack(78, Some(Completes::Continent(Continent::Asia)))),
            (
                "Vinci il 78% delle volte; ti manca solo Kamchatka per l'Asia.".to_owned(),
                "You win 78% of the time; Kamchatka is all you need for Asia.".to_owned()
            )
        );
        assert_eq!(
            both(attack(100, Some(Completes::Objective { left: 0 }))),
            (
                "Vinci quasi sempre; è l'ultimo territorio del tuo obiettivo.".to_owned(),
                "You almost always win; it is the last territory your objective needs.".to_owned()
            )
        );
        assert_eq!(
            both(attack(91, Some(Completes::Objective { left: 3 }))),
            (
                "Vinci il 91% delle volte; poi al tuo obiettivo mancano 3 territori.".to_owned(),
                "You win 91% of the time; then your objective needs 3 more territories.".to_owned()
            )
        );
        assert_eq!(
            both(attack(64, None)),
            (
                "Vinci il 64% delle volte.".to_owned(),
                "You win 64% of the time.".to_owned()
            )
        );
    }

    #[test]
    fn a_trades_reason_says_its_armies() {
        assert_eq!(
            both(HintReason::Trade { armies: 10 }),
            (
                "Cambia il tris ora: +10 armate.".to_owned(),
                "Trade the set now: +10 armies.".to_owned()
            )
        );
    }

    #[test]
    fn a_defences_reason_says_the_enemy_armies_next_to_it() {
        assert_eq!(
            both(HintReason::Defend {
                territory: TerritoryId::Ucraina,
                enemy_armies: 7,
            }),
            (
                "Ucraina ha 7 armate nemiche accanto.".to_owned(),
                "Ukraine has 7 enemy armies next to it.".to_owned()
            )
        );
        assert_eq!(
            both(HintReason::Reinforce {
                territory: TerritoryId::Ucraina,
                target: TerritoryId::Urali,
                win_pct: 64,
            }),
            (
                "Da Ucraina prendi Urali: vinci il 64% delle volte.".to_owned(),
                "From Ukraine you take Ural: you win 64% of the time.".to_owned()
            )
        );
        assert_eq!(
            both(HintReason::Move {
                to: TerritoryId::Ucraina,
                enemy_armies: 1,
            }),
            (
                "Rinforza Ucraina: ha 1 armata nemica accanto.".to_owned(),
                "Strengthen Ukraine: it has 1 enemy army next to it.".to_owned()
            )
        );
    }

    #[test]
    fn a_stops_reason_says_what_more_attacks_would_leave() {
        assert_eq!(
            both(HintReason::Stop {
                territory: TerritoryId::Siam,
                armies: 1,
                enemy_armies: 9,
            }),
            (
                "Fermati: altri attacchi lasciano Siam a 1 davanti a 9.".to_owned(),
                "Stop: more attacks leave Siam with 1 facing 9.".to_owned()
            )
        );
        assert_eq!(
            both(HintReason::Odds { win_pct: 41 }),
            (
                "Fermati: il miglior attacco vince solo il 41% delle volte.".to_owned(),
                "Stop: the best attack wins only 41% of the time.".to_owned()
            )
        );
        assert_eq!(
            both(HintReason::Odds { win_pct: 0 }),
            (
                "Nessun attacco possibile ora.".to_owned(),
                "No attack is possible now.".to_owned()
            )
        );
    }

    /// Issue 43 item 5: while a dialog is open the button is disabled and says why; the
    /// reason is shown under the hint.
    #[test]
    fn the_hint_button_says_why_it_is_disabled_under_a_dialog() {
        let mut config = GameConfig::new(
            PresetId::Classico,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Carla", Color::Giallo),
            ],
        );
        config.options.hints = true;
        let g = Game::new(config, 3).expect("game");
        let mut h = Html::new();
        hint_panel_open(&mut h, &g, Hint::None, 0, true, Lang::It);
        let html = h.into_string();
        assert!(html.contains(" disabled"), "{html}");
        assert!(html.contains(r#"aria-describedby="hint-why""#), "{html}");
        assert!(
            html.contains(r#"title="Chiudi la finestra per un consiglio""#),
            "{html}"
        );
        assert!(
            html.contains(">Chiudi la finestra per un consiglio</span>"),
            "{html}"
        );
        let a = Action::Place {
            territory: TerritoryId::Ucraina,
            armies: 3,
        };
        let why = HintReason::Defend {
            territory: TerritoryId::Ucraina,
            enemy_armies: 7,
        };
        let mut h = Html::new();
        hint_panel_open(
            &mut h,
            &g,
            Hint::Shown(0, Some(a), Some(why)),
            0,
            false,
            Lang::En,
        );
        let html = h.into_string();
        assert!(!html.contains(" disabled"), "{html}");
        assert!(html.contains(r#"data-testid="hint-reason""#), "{html}");
        assert!(
            html.contains("Ukraine has 7 enemy armies next to it."),
            "{html}"
        );
        assert_eq!(
            Hint::Shown(0, Some(a), Some(why)).names_at(&g, 0),
            TerritoryId::Ucraina.bit()
        );
        assert_eq!(Hint::Shown(0, Some(a), Some(why)).names_at(&g, 1), 0);
    }

    /// Issue 43 item 5: the hint's arrow has no label on the map, where it could cover a
    /// territory's name.
    #[test]
    fn the_hints_arrow_has_no_label_on_the_map() {
        use crate::present::follow::arrows_svg;
        let config = GameConfig::new(
            PresetId::Classico,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Carla", Color::Giallo),
            ],
        );
        let g = Game::new(config, 3).expect("game");
        for a in [
            Action::Blitz {
                from: TerritoryId::Ucraina,
                to: TerritoryId::Urali,
                stop_at: 1,
            },
            Action::Move {
                from: TerritoryId::Ucraina,
                to: TerritoryId::Urali,
                armies: 4,
            },
        ] {
            let arrow = hint_arrow(&g, a, Lang::It).expect("an arrow");
            assert_eq!(arrow.label, "");
            let svg = arrows_svg(
                &[arrow],
                |t| Some((f64::from(t.index() as u32) * 100.0, 500.0)),
                4000.0,
            );
            let svg = svg.as_str();
            assert!(svg.contains(r#"data-testid="arrow""#), "{svg}");
            assert!(!svg.contains("arrow-label"), "{svg}");
        }
    }
}
