//! The play screen's state and what a tap means, in plain Rust.
//!
//! - [`tap`]: what a tap on a territory means in the current phase.
//! - [`board_view`]: what the map shows (owners' colours with patterns, armies, the legal
//!   sources and targets highlighted).
//! - [`UiState`]: the screen's state besides the game (selection, dialog, notice...).

use crate::present::board_view::{BoardView, Highlight, Holder};
use crate::present::bots::Speed;
use crate::present::colors;
use crate::present::i18n_app::{action_error_for, Names};
use crate::present::lang::Lang;
use crate::rules::board::{Card, TerritoryId};
use crate::rules::{Action, ActionError, BlitzStop, Event, Game, Phase, SeatId};

/// The panel's tabs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tab {
    Turn,
    Players,
    Log,
}

impl Tab {
    /// Every tab, in the order the panel shows them.
    pub const ALL: [Tab; 3] = [Tab::Turn, Tab::Players, Tab::Log];

    /// Stable name (the tab's `data-testid` is `tab-` and this).
    pub const fn key(self) -> &'static str {
        match self {
            Tab::Turn => "turn",
            Tab::Players => "players",
            Tab::Log => "log",
        }
    }

    /// The tab named `key`.
    pub fn from_key(key: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.key() == key)
    }
}

/// A dialog over the map.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// Attack from `from` into `to`: odds, dice, blitz.
    Attack { from: TerritoryId, to: TerritoryId },
    /// Strategic move from `from` to `to`: how many.
    Move { from: TerritoryId, to: TerritoryId },
    /// The player's cards and the tris it can trade.
    Cards,
    /// The rules of the game's preset.
    Rules,
    /// The end of a turn with extra sdadata rolls to use (testa a testa): how many.
    ExtraRolls,
    /// `club`: retire from the game? (confirm or cancel).
    Retire,
    /// The end of the game: Verifica (replay from seed and actions, the fingerprint).
    Verify,
    /// The dice statistics (public: every die counted was seen by all).
    Stats,
    /// "Fine turno" in the attack phase: end the turn without the strategic move?
    ConfirmEndTurn,
    /// What the computers did since the person's last turn ([`crate::present::follow`]).
    Summary,
}

/// Why a tap did nothing, for the message over the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The rules refused it.
    Rule(ActionError),
    /// An enemy territory was tapped before one's own territory to attack from.
    PickSourceFirst(TerritoryId),
    /// One's own territory with no enemy neighbour cannot attack.
    NoEnemyNeighbour(TerritoryId),
    /// One's own territory with no own neighbour cannot start a strategic move.
    NoOwnNeighbour(TerritoryId),
}

/// What a tap on a territory does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tap {
    /// Apply this action.
    Apply(Action),
    /// Select this territory (or clear the selection).
    Select(Option<TerritoryId>),
    /// Open a dialog.
    Open(Dialog),
    /// Explain why nothing happens.
    Explain(Why),
    /// The last placement of a setup group (it would end the group and hand the tablet
    /// on): hold it on screen until the player confirms it.
    Hold(Action),
    /// Nothing to do (a dialog or the end of the game is on screen).
    Nothing,
}

/// What a tap on `t` means now, with `selected` the territory picked before (attack or
/// move source) and `per_tap` the armies one tap places. Every answer comes from the
/// rules: legal actions are applied, anything else is explained.
pub fn tap(game: &Game, selected: Option<TerritoryId>, per_tap: u32, t: TerritoryId) -> Tap {
    let Some(me) = game.current_seat() else {
        return Tap::Nothing;
    };
    let mine = game.owner(t) == me;
    let explain = |e: ActionError| Tap::Explain(Why::Rule(e));
    match game.phase() {
        Phase::Setup | Phase::Reinforce => {
            let n = per_tap.clamp(1, game.armies_to_place().max(1));
            let a = Action::Place {
                territory: t,
                armies: n,
            };
            match game.check(&a) {
                // The group's last armies end the seat's turn of the setup and hand the
                // tablet on: held until confirmed. Not in `club`, whose setup (the draft
                // included, one army per pick) has no secrets and no hand-over.
                Ok(())
                    if game.phase() == Phase::Setup
                        && n == game.armies_to_place()
                        && !game.rules().territory_draft =>
                {
                    Tap::Hold(a)
                }
                Ok(()) => Tap::Apply(a),
                Err(e) => explain(e),
            }
        }
        Phase::Attack => {
            if let Some(from) = selected {
                if from == t {
                    return Tap::Select(None);
                }
                if !mine {
                    return if game.attack_dice_options(from, t).is_empty() {
                        explain(
                            game.attack_refusal(from, t)
                                .unwrap_or(ActionError::NotAdjacent { from, to: t }),
                        )
                    } else {
                        Tap::Open(Dialog::Attack { from, to: t })
                    };
                }
            }
            if !mine {
                return Tap::Explain(Why::PickSourceFirst(t));
            }
            if game.armies(t) < 2 {
                return explain(ActionError::TooFewArmiesToAttack {
                    territory: t,
                    armies: game.armies(t),
                });
            }
            let Some(enemy) = t.neighbours().find(|&n| game.owner(n) != me) else {
                return Tap::Explain(Why::NoEnemyNeighbour(t));
            };
            if game.attack_targets(t).is_empty() {
                return explain(
                    game.attack_refusal(t, enemy)
                        .unwrap_or(ActionError::NotOwned { territory: enemy }),
                );
            }
            Tap::Select(Some(t))
        }
        Phase::Fortify => {
            if game.move_made() {
                return explain(ActionError::MoveAlreadyMade);
            }
            let try_move = |from: TerritoryId| {
                game.check(&Action::Move {
                    from,
                    to: t,
                    armies: 1,
                })
            };
            if let Some(from) = selected {
                if from == t {
                    return Tap::Select(None);
                }
                match try_move(from) {
                    Ok(()) => return Tap::Open(Dialog::Move { from, to: t }),
                    // Another own territory that cannot receive from the selection:
                    // make it the new source if it can be one.
                    Err(ActionError::NotAdjacent { .. }) if mine => {}
                    Err(e) => return explain(e),
                }
            }
            if !mine {
                return explain(ActionError::NotOwned { territory: t });
            }
            let Some(own) = t.neighbours().find(|&n| game.owner(n) == me) else {
                return Tap::Explain(Why::NoOwnNeighbour(t));
            };
            if game.move_targets(t).is_empty() {
                return match game.check(&Action::Move {
                    from: t,
                    to: own,
                    armies: 1,
                }) {
                    Err(e) => explain(e),
                    Ok(()) => Tap::Nothing,
                };
            }
            Tap::Select(Some(t))
        }
        // `club` point 4: each tap on an own territory takes one army off it.
        Phase::Removal => {
            let a = Action::Remove {
                territory: t,
                armies: 1,
            };
            match game.check(&a) {
                Ok(()) => Tap::Apply(a),
                Err(e) => explain(e),
            }
        }
        Phase::Conquest | Phase::Over => Tap::Nothing,
    }
}

/// [`board_view`] with a held placement ([`UiState::held`]) shown on its territory.
pub fn board_view_held(game: &Game, st: &UiState) -> BoardView {
    let mut view = board_view(game, st.selected);
    if let Some(Action::Place { territory, armies }) = st.held {
        let look = view.look_mut(territory);
        look.armies = Some(look.armies.unwrap_or(0) + armies);
        look.highlight = Highlight::Selected;
    }
    view
}

/// What the map shows: each territory in its owner's colour and pattern with its
/// armies, and the territories that matter now highlighted.
pub fn board_view(game: &Game, selected: Option<TerritoryId>) -> BoardView {
    let mut view = BoardView::new();
    let seats = &game.config().seats;
    for t in TerritoryId::ALL {
        let look = view.look_mut(t);
        let owner = game.owner(t);
        let armies = game.armies(t);
        // `club` draft: a territory nobody drafted yet has no owner and no army; it keeps
        // the continent's tint, without a badge.
        if owner.is_neutral() && armies == 0 {
            look.holder = Holder::Free;
            continue;
        }
        (look.fill, look.holder) = if owner.is_neutral() {
            (Some(colors::NEUTRAL_FILL.to_owned()), Holder::Neutral)
        } else {
            let seat = &seats[owner.index()];
            (
                Some(colors::fill(seat.color)),
                Holder::Seat(seat.name.clone()),
            )
        };
        look.armies = Some(armies);
    }
    if let (true, Some(seat)) = (game.rules().chain_scoring(), game.current_seat()) {
        if !matches!(game.phase(), Phase::Setup | Phase::Over) {
            view.set_chain(game.club_chain(seat));
        }
    }
    let me = game.current_seat();
    let mark = |view: &mut BoardView,
                from: Option<TerritoryId>,
                sources: &[TerritoryId],
                targets: &[TerritoryId]| {
        for t in TerritoryId::ALL {
            let h = match from {
                Some(f) if f == t => Highlight::Selected,
                Some(_) if targets.contains(&t) => Highlight::Target,
                Some(_) => Highlight::Dimmed,
                None if sources.contains(&t) => Highlight::Target,
                None => Highlight::None,
            };
            view.set_highlight(t, h);
        }
    };
    match game.phase() {
        Phase::Setup | Phase::Reinforce | Phase::Removal => {
            // Where armies can go: one's own territories, the free ones in the club draft;
            // in a removal, where armies can be taken off.
            let placeable = if game.phase() == Phase::Removal {
                game.removable_mask()
            } else if game.armies_to_place() > 0 {
                game.placeable_mask()
            } else {
                me.map_or(0, |s| game.territory_mask(s))
            };
            for t in TerritoryId::ALL {
                if placeable & t.bit() == 0 {
                    view.set_highlight(t, Highlight::Dimmed);
                }
            }
        }
        Phase::Attack => {
            let sel = selected.filter(|&s| Some(game.owner(s)) == me);
            let targets = sel.map(|s| game.attack_targets(s)).unwrap_or_default();
            mark(&mut view, sel, &game.attack_sources(), &targets);
        }
        Phase::Fortify => {
            let sources = game.move_sources();
            let sel = selected.filter(|s| sources.contains(s));
            let targets = sel.map(|s| game.move_targets(s)).unwrap_or_default();
            mark(&mut view, sel, &sources, &targets);
        }
        Phase::Conquest => {
            if let Some(p) = game.pending_conquest() {
                mark(&mut view, Some(p.from), &[], &[p.to]);
            }
        }
        Phase::Over => {}
    }
    view
}

/// The result of the last attack (one throw or a whole blitz), for the dice display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleView {
    pub from: TerritoryId,
    pub to: TerritoryId,
    /// Throws in this action (1 for a single attack).
    pub throws: u32,
    /// The last throw, sorted high to low as the rules pair them.
    pub attacker_dice: Vec<u8>,
    pub defender_dice: Vec<u8>,
    pub attacker_losses: u32,
    pub defender_losses: u32,
    /// Losses over every throw of the action.
    pub total_attacker_losses: u32,
    pub total_defender_losses: u32,
    pub conquered: bool,
    pub stopped: Option<BlitzStop>,
}

impl BattleView {
    /// Summarises the events of one attack or blitz.
    pub fn from_events(events: &[Event]) -> Option<BattleView> {
        let mut out: Option<BattleView> = None;
        for e in events {
            match e {
                Event::Battle {
                    from,
                    to,
                    attacker_dice,
                    defender_dice,
                    attacker_losses,
                    defender_losses,
                    ..
                } => {
                    let b = out.get_or_insert(BattleView {
                        from: *from,
                        to: *to,
                        throws: 0,
                        attacker_dice: Vec::new(),
                        defender_dice: Vec::new(),
                        attacker_losses: 0,
                        defender_losses: 0,
                        total_attacker_losses: 0,
                        total_defender_losses: 0,
                        conquered: false,
                        stopped: None,
                    });
                    b.throws += 1;
                    b.attacker_dice = attacker_dice.to_vec();
                    b.defender_dice = defender_dice.to_vec();
                    b.attacker_losses = *attacker_losses;
                    b.defender_losses = *defender_losses;
                    b.total_attacker_losses += attacker_losses;
                    b.total_defender_losses += defender_losses;
                }
                Event::Conquered { .. } => {
                    if let Some(b) = out.as_mut() {
                        b.conquered = true;
                    }
                }
                Event::BlitzStopped { reason, .. } => {
                    if let Some(b) = out.as_mut() {
                        b.stopped = Some(*reason);
                    }
                }
                _ => {}
            }
        }
        out
    }
}

/// What a player learns privately at the end of its turn (the card drawn), and the
/// public sdadata rolls, shown before the tablet is passed on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub seat: SeatId,
    /// The cards drawn: one, or two for a conquest in a `club` supplementary turn
    /// (club-qualificazioni.txt point 2).
    pub cards: Vec<Card>,
    /// Sdadata rolls and skips, extra rolls earned, the end of the game.
    pub events: Vec<Event>,
}

impl Notice {
    /// The notice for the events of an end of turn by `seat`, if there is anything to say.
    pub fn from_events(seat: SeatId, events: &[Event]) -> Option<Notice> {
        let cards: Vec<Card> = events
            .iter()
            .filter_map(|e| match e {
                Event::CardDrawn { seat: s, card } if *s == seat => *card,
                _ => None,
            })
            .collect();
        let shown: Vec<Event> = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::SdadataRoll { .. }
                        | Event::SdadataSkipped { .. }
                        | Event::ExtraRollsEarned { .. }
                )
            })
            .cloned()
            .collect();
        (!cards.is_empty() || !shown.is_empty()).then_some(Notice {
            seat,
            cards,
            events: shown,
        })
    }
}

impl Notice {
    /// Whether the notice must cover the screen (issue 43, item 4). With two or more
    /// persons at the table a card drawn is a secret, read before the tablet is passed;
    /// an sdadata roll is a roll the player makes ("Tira i dadi") and may end the game.
    /// With one person (`lone`), a card drawn or extra rolls earned are a toast.
    pub fn needs_screen(&self, lone: bool) -> bool {
        !lone
            || self
                .events
                .iter()
                .any(|e| matches!(e, Event::SdadataRoll { .. }))
    }
}

/// The screen's state after a person's action (`next`, from [`after`]): with one person
/// at the table (`lone`), an end-of-turn notice that needs no screen of its own
/// ([`Notice::needs_screen`]) becomes a toast, which stops nobody (the computers go on).
pub fn after_person(mut next: UiState, lone: bool) -> UiState {
    if let Some(n) = next.notice.take() {
        if n.needs_screen(lone) {
            next.notice = Some(n);
        } else {
            (next.toast, next.toast_open) = (Some(n), true);
        }
    }
    next
}

impl Notice {
    /// What a computer's end of turn shows everyone: the sdadata roll that ended the
    /// game (with the turn's other rolls), never the card it drew; `None` otherwise.
    pub fn of_computer(self) -> Option<Notice> {
        let ends = self
            .events
            .iter()
            .any(|e| matches!(e, Event::SdadataRoll { ends: true, .. }));
        ends.then_some(Notice {
            cards: Vec::new(),
            ..self
        })
    }
}

/// The screen's state after a computer's action (`next`, from [`after`]): its notice
/// only for a game-ending sdadata ([`Notice::of_computer`]); the summary of the
/// computers' turns when the turn came back to a person with one to show (`summary`).
pub fn after_computer(mut next: UiState, summary: bool) -> UiState {
    next.notice = next.notice.take().and_then(Notice::of_computer);
    if summary && next.dialog.is_none() && next.notice.is_none() {
        next.dialog = Some(Dialog::Summary);
    }
    next
}

/// Whether a tap on the map is taken in state `st` (who may tap is the table's to say):
/// not under the seat order, a notice, a held placement or a dialog; the computers'
/// summary stops nothing (issue 43, item 4), and the tap closes it ([`Dialog::Summary`]).
pub fn map_takes_taps(st: &UiState) -> bool {
    !st.intro
        && st.notice.is_none()
        && st.held.is_none()
        && matches!(st.dialog, None | Some(Dialog::Summary))
}

/// The play screen's state besides the game itself. One signal holds it all: the page is
/// redrawn region by region from strings, and one signal type keeps the wasm small.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UiState {
    /// The player who tapped "reveal" last.
    pub revealed: Option<SeatId>,
    /// The drawn seat order is on screen (a new game).
    pub intro: bool,
    pub selected: Option<TerritoryId>,
    pub dialog: Option<Dialog>,
    pub notice: Option<Notice>,
    /// A notice shown as a toast ([`after_person`]); it stays, folded into a chip that
    /// opens it again, until the next one.
    pub toast: Option<Notice>,
    /// The toast is unfolded (it folds by itself after a while, or with a tap).
    pub toast_open: bool,
    pub why: Option<Why>,
    pub battle: Option<BattleView>,
    /// Armies one tap places.
    pub per_tap: u32,
    /// The armies per tap each seat chose with − and + (by seat index; 0: none chosen),
    /// given back when its next group or turn of placements comes (issue 30).
    pub per_tap_chosen: [u8; 8],
    /// The conquest or strategic move's amount.
    pub amount: u32,
    /// The blitz stop limit.
    pub stop: u32,
    pub tab: Tab,
    pub collapsed: bool,
    /// The sheet of turn details, players and log is open (portrait).
    pub sheet: bool,
    /// The last placement of a setup group, held until confirmed ([`Tap::Hold`]).
    pub held: Option<Action>,
    /// The final table shows its secondary columns (tie-breaks, tournament points).
    pub details: bool,
    /// The final table is on screen (it can be put aside to look at the map).
    pub show_final: bool,
    /// `club`: the player chose to play its supplementary turn (the choice is hidden).
    pub play_chosen: bool,
    /// "Rivedi": the finished game shown after this many actions.
    pub replay: Option<u32>,
    /// Taps on the log's "Mostra precedenti" (each doubles the entries shown).
    pub log_pages: u32,
    /// "Mostrami": the summary's arrow shown now (the summary's dialog is put aside).
    pub follow: Option<u32>,
}

impl UiState {
    /// A fresh state; `intro` for a new game (the seat order is shown first).
    pub fn new(intro: bool) -> UiState {
        UiState {
            revealed: None,
            intro,
            selected: None,
            dialog: None,
            notice: None,
            toast: None,
            toast_open: false,
            why: None,
            battle: None,
            per_tap: 1,
            per_tap_chosen: [0; 8],
            amount: 1,
            stop: 1,
            tab: Tab::Turn,
            collapsed: false,
            sheet: false,
            held: None,
            details: false,
            show_final: true,
            play_chosen: false,
            replay: None,
            log_pages: 0,
            follow: None,
        }
    }
}

impl Why {
    /// The sentence; with `morto`, worded for the morto's turn (the player at the tablet
    /// directs it: "un territorio del morto", never "un tuo territorio").
    pub fn text(&self, names: Names<'_>, lang: Lang, morto: bool) -> String {
        let t = |t| lang.territory(t);
        match (self, lang, morto) {
            (Why::Rule(e), _, _) => action_error_for(e, names, lang, morto),
            (Why::PickSourceFirst(x), Lang::It, false) => {
                format!("Per attaccare {} tocca prima un tuo territorio confinante, con almeno 2 armate.", t(*x))
            }
            (Why::PickSourceFirst(x), Lang::It, true) => {
                format!("Per attaccare {} tocca prima un territorio confinante del morto, con almeno 2 armate.", t(*x))
            }
            (Why::PickSourceFirst(x), Lang::En, false) => {
                format!("To attack {}, first tap one of your neighbouring territories with at least 2 armies.", t(*x))
            }
            (Why::PickSourceFirst(x), Lang::En, true) => {
                format!("To attack {}, first tap one of the morto's neighbouring territories with at least 2 armies.", t(*x))
            }
            (Why::NoEnemyNeighbour(x), Lang::It, _) => {
                format!("{} non confina con nessun nemico.", t(*x))
            }
            (Why::NoEnemyNeighbour(x), Lang::En, _) => format!("{} borders no enemy.", t(*x)),
            (Why::NoOwnNeighbour(x), Lang::It, m) => {
                format!(
                    "{} non confina con altri territori {}: non c'è dove spostare.",
                    t(*x),
                    if m { "del morto" } else { "tuoi" }
                )
            }
            (Why::NoOwnNeighbour(x), Lang::En, m) => {
                format!(
                    "{} borders none of {} other territories: nowhere to move to.",
                    t(*x),
                    if m { "the morto's" } else { "your" }
                )
            }
        }
    }
}

// ---------- the reducer: what an act does ----------

/// What the controller does after an act, besides taking the new state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    Nothing,
    /// Apply this action for the acting player ([`after`] gives the state that follows).
    Apply(Action),
    /// Open the new-game form.
    NewGame,
    /// Same players and settings, a new deal.
    Rematch,
    /// The second game of a testa a testa match.
    SecondGame,
    /// Back to the second game already started.
    ContinueSecondGame,
    /// Show computer turns at this speed.
    Speed(crate::present::bots::Speed),
    /// Show the rest of this computer turn at once.
    SkipTurn,
    /// Start the bots' worker again (it failed to load).
    RetryComputer,
    /// Download the finished game's log as text.
    ExportLog,
    /// Download an SVG file the worker makes (the map at a step, a chart).
    ExportSvg(crate::present::history::Download),
    /// Turn the sounds on or off.
    Sounds,
    /// Replay the computer turns' arrows from the first ("Mostrami").
    ShowMe,
    /// Ask the bots' worker for the person's hint ("Consiglio").
    Hint,
}

/// Extra sdadata rolls the player in turn may use now (testa a testa).
pub fn usable_extra_rolls(g: &Game) -> u32 {
    match g.current_seat() {
        Some(s) if g.roll_due() => g.extra_rolls(s),
        _ => 0,
    }
}

/// Bounds of the amount being chosen (conquest or strategic move).
pub fn amount_range(g: &Game, st: &UiState) -> Option<(u32, u32)> {
    match st.dialog {
        _ if g.phase() == Phase::Conquest => g.conquest_move_range(),
        Some(Dialog::Move { from, to }) => g.move_range(from, to),
        _ => None,
    }
}

/// Bounds of the blitz stop limit.
pub fn stop_range(g: &Game, st: &UiState) -> Option<(u32, u32)> {
    let Some(Dialog::Attack { from, to }) = st.dialog else {
        return None;
    };
    let l = g.blitz_limits(from, to);
    Some((*l.first()?, *l.last()?))
}

/// The state with dialog `d` open (its amounts set to their defaults).
pub fn open(g: &Game, st: &UiState, d: Dialog) -> UiState {
    let mut next = st.clone();
    next.why = None;
    match d {
        Dialog::Attack { from, to } => {
            next.battle = None;
            next.stop = g.blitz_limits(from, to).first().copied().unwrap_or(1);
        }
        Dialog::Move { from, to } => {
            next.amount = g.move_range(from, to).map_or(1, |r| r.1);
        }
        _ => {}
    }
    next.dialog = Some(d);
    next
}

/// The state after `action`, accepted with these `events`, played by `seat` in the turn
/// of `current` (the morto's, when a real player directs it); `g` is the game after it.
pub fn after(
    g: &Game,
    st: &UiState,
    action: &Action,
    (seat, current): (Option<SeatId>, Option<SeatId>),
    events: &[Event],
) -> UiState {
    let mut next = st.clone();
    next.why = None;
    next.held = None;
    // A new acting player or turn: forget the previous one's selection and dialogs.
    if g.actor() != seat || g.current_seat() != current {
        next.selected = None;
        next.dialog = None;
        next.battle = None;
        // The armies per tap the next player chose before, else one.
        let chosen = g
            .actor()
            .and_then(|a| next.per_tap_chosen.get(a.index()).copied());
        next.per_tap = u32::from(chosen.unwrap_or(0)).max(1);
        next.play_chosen = false;
    }
    match action {
        Action::Attack { from, to, .. } | Action::Blitz { from, to, .. } => {
            next.battle = BattleView::from_events(events);
            if let Some((_, max)) = g.conquest_move_range() {
                next.amount = max;
            }
            if g.attack_dice_options(*from, *to).is_empty() {
                next.dialog = None;
            }
            if !g.attack_sources().contains(from) {
                next.selected = None;
            }
        }
        Action::Occupy { .. } | Action::Move { .. } | Action::UndoMove | Action::EndAttacks => {
            next.dialog = None;
            next.selected = None;
        }
        Action::Trade { .. } | Action::TradeHand
            if g.tradable_tris().is_empty() && g.club_trades().is_empty() =>
        {
            next.dialog = None
        }
        Action::Retire => next.dialog = None,
        // The seat whose turn ended (`club`: after its last removal for the cap): the
        // morto's card drawn is public.
        Action::EndTurn { .. } | Action::Remove { .. } if g.phase() != Phase::Removal => {
            if let Some(seat) = current {
                next.notice = Notice::from_events(seat, events);
            }
            next.dialog = None;
        }
        Action::EndTurn { .. } => next.dialog = None,
        _ => {}
    }
    next
}

/// What act `act` does on the play screen showing `game` (none: "no game in progress")
/// in state `st`: the next state, and what the controller does then. Every act is
/// handled here, exhaustively.
pub fn reduce(game: Option<&Game>, st: &UiState, act: PlayAct) -> (UiState, Then) {
    let mut next = st.clone();
    let keep = |next: UiState| (next, Then::Nothing);
    let apply = |a: Action| (st.clone(), Then::Apply(a));
    let step = |v: u32, range: Option<(u32, u32)>, d: Step| {
        range.map(|(lo, hi)| (v as i64 + d.delta()).clamp(lo as i64, hi as i64) as u32)
    };
    let armies = st.amount;
    let Some(g) = game else {
        return match act {
            PlayAct::NewGame => (next, Then::NewGame),
            _ => keep(next),
        };
    };
    match act {
        PlayAct::NewGame => (next, Then::NewGame),
        PlayAct::Rematch => (next, Then::Rematch),
        PlayAct::SecondGame => (next, Then::SecondGame),
        PlayAct::ContinueSecondGame => (next, Then::ContinueSecondGame),
        PlayAct::Speed(s) => (next, Then::Speed(s)),
        PlayAct::SkipTurn => (next, Then::SkipTurn),
        PlayAct::RetryComputer => (next, Then::RetryComputer),
        PlayAct::Hint => (next, Then::Hint),
        PlayAct::Reveal => {
            next.revealed = g.actor();
            keep(next)
        }
        PlayAct::StartPlaying => {
            next.intro = false;
            keep(next)
        }
        PlayAct::NoticeOk => {
            next.notice = None;
            keep(next)
        }
        PlayAct::ToastClose => {
            next.toast_open = false;
            keep(next)
        }
        PlayAct::ToastOpen => {
            next.toast_open = next.toast.is_some();
            keep(next)
        }
        PlayAct::Tab(tab) => {
            (next.tab, next.collapsed) = (tab, false);
            keep(next)
        }
        PlayAct::TogglePanel => {
            next.collapsed = !next.collapsed;
            keep(next)
        }
        PlayAct::Sheet => {
            next.sheet = !next.sheet;
            keep(next)
        }
        PlayAct::FinalDetails => {
            next.details = !next.details;
            keep(next)
        }
        PlayAct::LogMore => {
            next.log_pages += 1;
            keep(next)
        }
        PlayAct::Sounds => (next, Then::Sounds),
        // "Mostrami": the dialog is put aside while the arrows are replayed, and comes
        // back at the end (the UI steps `follow` with its timers).
        PlayAct::ShowMe => {
            (next.dialog, next.follow) = (None, Some(0));
            (next, Then::ShowMe)
        }
        PlayAct::ShowSummary => keep(open(g, st, Dialog::Summary)),
        PlayAct::ShowMeStop => {
            (next.dialog, next.follow) = (Some(Dialog::Summary), None);
            keep(next)
        }
        PlayAct::ConfirmPlace => match st.held {
            Some(a) => {
                next.held = None;
                (next, Then::Apply(a))
            }
            None => keep(next),
        },
        PlayAct::OpenRules => keep(open(g, st, Dialog::Rules)),
        PlayAct::OpenCards => keep(open(g, st, Dialog::Cards)),
        // The seed is revealed only once the game is over.
        PlayAct::Verify if g.phase() == Phase::Over => keep(open(g, st, Dialog::Verify)),
        PlayAct::Verify => keep(next),
        PlayAct::Stats => keep(open(g, st, Dialog::Stats)),
        PlayAct::ReplayAt(n) if g.phase() == Phase::Over => {
            (next.replay, next.dialog) = (Some(n), None);
            keep(next)
        }
        PlayAct::ReplayAt(_) => keep(next),
        PlayAct::ExportLog => (next, Then::ExportLog),
        PlayAct::ExportMap(n) => (
            next,
            Then::ExportSvg(crate::present::history::Download::Map(n)),
        ),
        PlayAct::ExportChart(n) => (
            next,
            Then::ExportSvg(crate::present::history::Download::Chart(n)),
        ),
        PlayAct::ReplayClose => {
            (next.replay, next.show_final) = (None, true);
            keep(next)
        }
        PlayAct::Close => {
            next.dialog = None;
            keep(next)
        }
        PlayAct::ExplainClose => {
            next.why = None;
            keep(next)
        }
        // A held placement is only on screen: dropping it is the undo.
        PlayAct::Undo if st.held.is_some() => {
            next.held = None;
            keep(next)
        }
        // `club` point 22: the strategic move is taken back, to be made again or not.
        PlayAct::Undo if g.can_undo_move() => apply(Action::UndoMove),
        PlayAct::Undo => apply(Action::UndoPlace),
        PlayAct::EndAttacks => apply(Action::EndAttacks),
        // From the attack phase the turn ends without the strategic move: asked once.
        // With extra sdadata rolls to use, the player chooses how many first.
        // In `club`, a turn that would freeze the player asks too (point 20).
        PlayAct::EndTurn => {
            let ask = g.phase() == Phase::Attack || g.end_turn_would_freeze();
            if ask && st.dialog != Some(Dialog::ConfirmEndTurn) {
                keep(open(g, st, Dialog::ConfirmEndTurn))
            } else if usable_extra_rolls(g) > 0 {
                keep(open(g, st, Dialog::ExtraRolls))
            } else {
                apply(Action::end_turn())
            }
        }
        PlayAct::EndTurnExtra(n) if st.dialog == Some(Dialog::ExtraRolls) => {
            apply(Action::EndTurn { extra_rolls: n })
        }
        PlayAct::EndTurnExtra(_) => keep(next),
        PlayAct::PerTapMinus | PlayAct::PerTapPlus => {
            next.per_tap = match act {
                PlayAct::PerTapMinus => next.per_tap.saturating_sub(1).max(1),
                _ => next.per_tap + 1,
            };
            if let Some(a) = g.actor() {
                if let Some(k) = next.per_tap_chosen.get_mut(a.index()) {
                    *k = u8::try_from(next.per_tap).unwrap_or(u8::MAX);
                }
            }
            keep(next)
        }
        PlayAct::PlaceAll => {
            next.per_tap = g.armies_to_place().max(1);
            keep(next)
        }
        PlayAct::Dice(dice) => match st.dialog {
            Some(Dialog::Attack { from, to }) => apply(Action::Attack { from, to, dice }),
            _ => keep(next),
        },
        PlayAct::Blitz => match st.dialog {
            Some(Dialog::Attack { from, to }) => {
                let (lo, hi) = stop_range(g, st).unwrap_or((st.stop, st.stop));
                apply(Action::Blitz {
                    from,
                    to,
                    stop_at: st.stop.clamp(lo, hi),
                })
            }
            _ => keep(next),
        },
        PlayAct::Stop(d) => {
            if let Some(v) = step(st.stop, stop_range(g, st), d) {
                next.stop = v;
            }
            keep(next)
        }
        PlayAct::Amount(d) => {
            if let Some(v) = step(st.amount, amount_range(g, st), d) {
                next.amount = v;
            }
            keep(next)
        }
        // The amount on screen is the stored one within the bounds (a game reopened in
        // its conquest phase starts from the default).
        PlayAct::Occupy => {
            let (lo, hi) = amount_range(g, st).unwrap_or((armies, armies));
            apply(Action::Occupy {
                armies: armies.clamp(lo, hi),
            })
        }
        PlayAct::Move => match st.dialog {
            Some(Dialog::Move { from, to }) => {
                let (lo, hi) = amount_range(g, st).unwrap_or((armies, armies));
                apply(Action::Move {
                    from,
                    to,
                    armies: armies.clamp(lo, hi),
                })
            }
            _ => keep(next),
        },
        PlayAct::Trade(i) => match g.tradable_tris().get(i as usize) {
            Some(t) => apply(Action::Trade { cards: t.cards }),
            None => keep(next),
        },
        PlayAct::FinalHide => {
            next.show_final = false;
            keep(next)
        }
        PlayAct::ShowFinal => {
            next.show_final = true;
            keep(next)
        }
        PlayAct::Pass => apply(Action::Pass),
        PlayAct::PlayTurn => {
            next.play_chosen = true;
            keep(next)
        }
        PlayAct::Retire if g.check(&Action::Retire).is_ok() => keep(open(g, st, Dialog::Retire)),
        PlayAct::Retire => keep(next),
        PlayAct::RetireConfirm if st.dialog == Some(Dialog::Retire) => apply(Action::Retire),
        PlayAct::RetireConfirm => keep(next),
        PlayAct::ClubTrade(i) => match g.club_trades().get(i as usize) {
            Some(&(a, _)) => apply(a),
            None => keep(next),
        },
        PlayAct::Chain(territory) => apply(Action::ChooseChain { territory }),
    }
}

/// The play screen: its panel and every layer over it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAct {
    /// "No game in progress": make one.
    NewGame,
    /// How fast computer turns are shown.
    Speed(Speed),
    /// Show the rest of the computer's turn at once.
    SkipTurn,
    /// The seat order was read: play.
    StartPlaying,
    /// The player at the tablet reveals its secrets (hand-over screen).
    Reveal,
    /// The end-of-turn notice was read.
    NoticeOk,
    /// Fold the toast into its chip.
    ToastClose,
    /// Unfold the toast from its chip.
    ToastOpen,
    Tab(Tab),
    TogglePanel,
    OpenRules,
    OpenCards,
    /// Close the dialog.
    Close,
    /// Close the explanation over the map.
    ExplainClose,
    Undo,
    EndAttacks,
    EndTurn,
    /// End the turn using this many extra sdadata rolls.
    EndTurnExtra(u32),
    PerTapMinus,
    PerTapPlus,
    PlaceAll,
    /// Attack with this many dice.
    Dice(u8),
    Blitz,
    /// Lower or raise the blitz stop limit.
    Stop(Step),
    /// Lower or raise the armies to move.
    Amount(Step),
    Occupy,
    Move,
    /// Trade the tris at this index of the tradable ones.
    Trade(u32),
    FinalHide,
    ShowFinal,
    Rematch,
    SecondGame,
    ContinueSecondGame,
    /// `club`: pass the supplementary turn.
    Pass,
    /// `club`: play the supplementary turn (hides the choice; the first action plays it).
    PlayTurn,
    /// `club`: ask to retire (a confirmation follows).
    Retire,
    /// `club`: retire, confirmed.
    RetireConfirm,
    /// `club`: the trade at this index of `Game::club_trades`.
    ClubTrade(u32),
    /// `club`: the chain holding this territory counts double.
    Chain(TerritoryId),
    /// Verifica (end of the game).
    Verify,
    /// The dice statistics.
    Stats,
    /// "Rivedi": the game after this many actions (a finished game on the play screen;
    /// a saved one still being played on the saved games' screen, which reads it too).
    ReplayAt(u32),
    /// Leave the replay (back to the final table, or to the saved games).
    ReplayClose,
    /// Download the log as text.
    ExportLog,
    /// Open or close the sheet of turn details, players and log (portrait).
    Sheet,
    /// Confirm the held last placement of a setup group (it ends the group).
    ConfirmPlace,
    /// Show or hide the final table's secondary columns.
    FinalDetails,
    /// Start the bots' worker again after it failed to load.
    RetryComputer,
    /// Download the map after this many actions as an SVG file.
    ExportMap(u32),
    /// Download a chart as an SVG file (`Series::ALL` index).
    ExportChart(u32),
    /// Show the log's earlier entries.
    LogMore,
    /// Turn the sounds on or off.
    Sounds,
    /// The computer turns' summary: replay its arrows on the map ("Mostrami").
    ShowMe,
    /// Stop that replay.
    ShowMeStop,
    /// Open the computer turns' summary again (from the log tab).
    ShowSummary,
    /// "Consiglio": show on the map what Difficile would play now (nothing is played).
    Hint,
}

/// One step down or up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Minus,
    Plus,
}

impl Step {
    /// -1 or 1.
    pub const fn delta(self) -> i64 {
        match self {
            Step::Minus => -1,
            Step::Plus => 1,
        }
    }
}

crate::present::act::acts! { PlayAct {
    NewGame = "new-game",
    Speed(Speed) = "speed",
    SkipTurn = "skip-turn",
    StartPlaying = "start",
    Reveal = "reveal",
    NoticeOk = "notice-ok",
    ToastClose = "toast-close",
    ToastOpen = "toast-open",
    Tab(Tab) = "tab",
    TogglePanel = "toggle-panel",
    OpenRules = "rules",
    OpenCards = "cards",
    Close = "close",
    ExplainClose = "explain-close",
    Undo = "undo",
    EndAttacks = "end-attacks",
    EndTurn = "end-turn",
    EndTurnExtra(u32) = "end-turn-extra",
    PerTapMinus = "per-tap-minus",
    PerTapPlus = "per-tap-plus",
    PlaceAll = "place-all",
    Dice(u8) = "dice",
    Blitz = "blitz",
    Stop(const Step::Minus) = "stop-minus",
    Stop(const Step::Plus) = "stop-plus",
    Amount(const Step::Minus) = "amount-minus",
    Amount(const Step::Plus) = "amount-plus",
    Occupy = "occupy",
    Move = "move",
    Trade(u32) = "trade",
    FinalHide = "final-hide",
    ShowFinal = "show-final",
    Rematch = "rematch",
    SecondGame = "second-game",
    ContinueSecondGame = "continue-second-game",
    Pass = "pass",
    PlayTurn = "play-turn",
    Retire = "retire",
    RetireConfirm = "retire-confirm",
    ClubTrade(u32) = "club-trade",
    Chain(TerritoryId) = "chain",
    Verify = "verify",
    Stats = "stats",
    ReplayAt(u32) = "replay",
    ReplayClose = "replay-close",
    ExportLog = "export-log",
    Sheet = "sheet",
    ConfirmPlace = "confirm-place",
    FinalDetails = "final-details",
    RetryComputer = "retry-computer",
    ExportMap(u32) = "export-map",
    ExportChart(u32) = "export-chart",
    LogMore = "log-more",
    Sounds = "sounds",
    ShowMe = "show-me",
    ShowMeStop = "show-me-stop",
    ShowSummary = "show-summary",
    Hint = "hint",
}}

crate::present::act::named! {
    /// What the play screen's sliders edit (`data-bind`; the numbers showing the value
    /// carry it in `data-show`).
    PlayBind {
        /// The armies to move.
        Amount = "amount",
        /// The blitz stop limit.
        Stop = "stop",
        /// The replay's step.
        Replay = "replay",
    }
}
