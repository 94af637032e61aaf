//! The play screen's side panel (bottom panel in portrait), written as HTML strings from
//! the game, the screen's state ([`UiState`]) and the language: whose turn and which
//! phase with the clock ([`strip`]), the actions of the phase ([`actions`], or
//! [`computer_turn`] while a computer acts), the tabs ([`tabs`]; their bodies
//! [`turn_tab`]: the acting player's objective and cards, [`players`]: every player's
//! counts and continents, [`log`]: the game log), the notes in the panel ([`notes`]: who
//! directs the morto, the announcement of the last rounds) and what shows over the map
//! ([`over_map`]: the explanation of a refused tap). `crate::ui::play::panel` reads the
//! signals and calls these; `tests/snapshots.rs` renders them natively.

use crate::rules::board::{Card, Continent, Symbol};
use crate::rules::{Ending, Event, Game, Phase, PlayerView, SeatId, Trigger};
use crate::session::LogEntry;

use super::act::PlayAct;
use super::bots::BotUi;
use super::colors::swatch;
use super::html::{Html, Markup};
use super::i18n_app::{
    card_name, dice_text, eliminated_by, event_text, objective_text, phase_name, AppText, Names,
};
use super::lang::Lang;
use super::play::{BattleView, Tab, UiState, Why};
use super::texts::{fill, pick};
use super::{club, testa};

/// "mm:ss" (or "h:mm:ss").
pub fn clock_text(ms: u64) -> String {
    clock_text_hours(ms, ms >= 3_600_000)
}

/// "h:mm:ss" with `hours` (so the time played reads like a limit of an hour or more,
/// "0:05:12 / 1:30:00"), else "mm:ss".
fn clock_text_hours(ms: u64, hours: bool) -> String {
    let s = ms / 1000;
    if hours || s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{:02}:{:02}", s / 60, s % 60)
    }
}

/// Whose turn, which phase, the round, the clock (`elapsed_ms` played); the rules and
/// hide buttons (only these without a game).
pub fn strip(g: Option<&Game>, s: &UiState, elapsed_ms: u64, l: Lang) -> Markup {
    let mut h = Html::new();
    if let Some(g) = g {
        let actor = g.actor();
        let phase = g.phase();
        h.open("div", "turn")
            .id("turn")
            .attr("data-phase", phase.key())
            .attr_num("data-round", g.round());
        match (actor, g.current_seat()) {
            (Some(a), Some(seat)) => {
                // `data-player` is who acts (the director on the morto's turn); the strip
                // shows whose turn it is: the morto's colour and name, "diretto da Marco".
                let sc = &g.config().seats[a.index()];
                let turn = &g.config().seats[seat.index()];
                h.attr_num("data-player", a.0)
                    .attr("data-player-name", &sc.name)
                    .attr_num("data-turn-seat", seat.0)
                    .end();
                swatch(&mut h, turn.color);
                h.raw(r#"<div class="turn-text"><strong class="turn-name">"#)
                    .text(&turn.name)
                    .raw("</strong>");
                if a != seat {
                    h.raw(r#"<span class="turn-morto" data-testid="turn-director">"#)
                        .text(AppText::DirectedBy.text(l))
                        .raw(" ")
                        .text(&sc.name)
                        .raw("</span>");
                }
            }
            _ => {
                h.attr("data-player", "")
                    .end()
                    .raw(r#"<div class="turn-text">"#);
            }
        }
        h.raw(r#"<span class="turn-phase">"#)
            .text(phase_name(phase, l));
        if g.round() > 0 {
            h.raw(" · ")
                .text(AppText::Round.text(l))
                .raw(" ")
                .num(g.round());
        }
        // `online` Regular and `club` by rounds: the rounds before the last ones, counted
        // while they last (not in the setup, past them, or once the game is over).
        if let Ending::Sdadata {
            trigger: Trigger::Rounds(n),
        }
        | Ending::Supplementary {
            trigger: Trigger::Rounds(n),
        } = g.config().options.ending
        {
            if (1..=n).contains(&g.round()) && phase != Phase::Over {
                h.raw(" / ").num(n);
            }
        }
        club::strip_state(&mut h, g, l);
        h.raw("</span>");
        let limit = match g.config().options.ending {
            Ending::Sdadata {
                trigger: Trigger::Minutes(m),
            }
            | Ending::Supplementary {
                trigger: Trigger::Minutes(m),
            } => Some(Some(m)),
            Ending::SecretTime { .. } => Some(None),
            _ => None,
        };
        // Online's Countdown counts down (issue 43, item 6): the time left.
        let countdown = match limit {
            Some(Some(m)) if g.rules().sdadata_ending_only() && phase != Phase::Over => Some(m),
            _ => None,
        };
        if let Some(m) = countdown {
            let left = (u64::from(m) * 60_000).saturating_sub(elapsed_ms);
            // Whole seconds left, rounded up: "00:00" only once the time is up.
            let left = left.div_ceil(1000) * 1000;
            h.open("span", "clock")
                .id("clock")
                .attr("data-countdown", "true")
                .attr_num("data-left-s", left / 1000)
                .attr("title", pick(l, "Tempo rimasto", "Time left"))
                .end()
                .raw("Countdown ")
                .text(&clock_text_hours(left, m >= 60))
                .close("span");
        } else if let (Some(limit), false) = (limit, phase == Phase::Over) {
            h.open("span", "clock")
                .id("clock")
                .attr("title", AppText::Clock.text(l))
                .end();
            let hours = matches!(limit, Some(m) if m >= 60);
            h.text(AppText::Clock.text(l))
                .raw(" ")
                .text(&clock_text_hours(elapsed_ms, hours));
            match limit {
                Some(m) => h.raw(" / ").text(&clock_text(u64::from(m) * 60_000)),
                None => h.raw(" (").text(AppText::SecretTime.text(l)).raw(")"),
            };
            h.close("span");
        }
        h.raw("</div></div>");
    }
    h.open_button("icon-button small", "open-rules", PlayAct::OpenRules, false)
        .raw("?")
        .close("button");
    // Portrait: the sheet with the turn details, the players and the log (CSS shows this
    // button or the panel's, by orientation).
    let sheet = s.sheet;
    h.open("button", "chip-button sheet-toggle")
        .attr("type", "button")
        .act(PlayAct::Sheet)
        .id("sheet-toggle")
        .attr("aria-expanded", if sheet { "true" } else { "false" })
        .end()
        .raw(if sheet { "▾ " } else { "▴ " })
        .text(AppText::Details.text(l))
        .close("button");
    let collapsed = s.collapsed;
    let label = if collapsed {
        AppText::ShowPanel
    } else {
        AppText::HidePanel
    }
    .text(l);
    h.open("button", "icon-button small")
        .attr("type", "button")
        .act(PlayAct::TogglePanel)
        .id("panel-toggle")
        .attr("aria-label", label)
        .attr("title", label)
        .attr("aria-expanded", if collapsed { "false" } else { "true" })
        .end()
        .raw(if collapsed { "▴" } else { "▾" })
        .close("button");
    Markup::of(h)
}

/// The hint and the buttons of the phase, for a person (see [`computer_turn`]).
pub fn actions(g: &Game, s: &UiState, l: Lang) -> Markup {
    let mut h = Html::new();
    let (selected, per_tap, play_chosen, held) =
        (s.selected.is_some(), s.per_tap, s.play_chosen, s.held);
    let held_armies = match held {
        Some(crate::rules::Action::Place { armies, .. }) => armies,
        _ => 0,
    };
    let phase = g.phase();
    let to_place = g.armies_to_place().saturating_sub(held_armies);
    let morto = g.director().is_some();
    let hint = match phase {
        _ if held.is_some() => Some(AppText::HeldHint),
        Phase::Setup | Phase::Reinforce if morto => Some(AppText::MortoPlaceHint),
        Phase::Setup => club::draft_hint(g).or(Some(AppText::SetupHint)),
        Phase::Reinforce => Some(AppText::PlaceHint),
        Phase::Attack if g.attack_sources().is_empty() => Some(AppText::NoAttackNow),
        Phase::Attack if selected => Some(AppText::PickTarget),
        Phase::Attack if morto => Some(AppText::MortoPickSource),
        Phase::Attack => Some(AppText::PickSource),
        Phase::Fortify if g.move_made() => Some(AppText::MoveDone),
        Phase::Fortify if selected => Some(AppText::PickMoveTarget),
        Phase::Fortify => Some(AppText::PickMoveSource),
        Phase::Conquest => Some(AppText::ConquestHint),
        _ => None,
    };
    if let Some(hint) = hint {
        h.open("p", "hint")
            .id("phase-hint")
            .end()
            .text(hint.text(l))
            .close("p");
    }
    if let Some(left) = club::removal_counter(g, l) {
        h.open("p", "hint")
            .id("to-remove")
            .attr_num("data-count", g.armies_to_remove())
            .end()
            .text(&left)
            .close("p");
    }
    testa::extra_rolls_line(&mut h, g, l);
    if club::is_club(g) {
        club::actions(&mut h, g, play_chosen, l);
    }
    if matches!(phase, Phase::Setup | Phase::Reinforce) && held.is_none() {
        let per = per_tap.clamp(1, to_place.max(1));
        h.raw(r#"<div class="place-row">"#);
        h.open("span", "to-place")
            .id("to-place")
            .attr_num("data-count", to_place)
            .end();
        h.text(AppText::ToPlace.text(l))
            .raw(": <strong>")
            .num(to_place)
            .raw("</strong>");
        if phase == Phase::Setup {
            let all = g.current_seat().map_or(0, |s| g.setup_armies_left(s));
            if all > to_place {
                h.raw(" (")
                    .text(if l == Lang::It {
                        "in tutto "
                    } else {
                        "in all "
                    })
                    .num(all)
                    .raw(")");
            }
        }
        h.raw(r#"</span><div class="stepper">"#);
        h.open_button("step", "per-tap-minus", PlayAct::PerTapMinus, per <= 1)
            .raw("−")
            .close("button");
        h.open("span", "step-value")
            .id("per-tap")
            .end()
            .num(per)
            .close("span");
        h.open_button("step", "per-tap-plus", PlayAct::PerTapPlus, per >= to_place)
            .raw("+")
            .close("button");
        h.el("span", "step-label", AppText::PerTap.text(l));
        h.open_button(
            "chip-button",
            "place-all",
            PlayAct::PlaceAll,
            per >= to_place,
        )
        .text(AppText::All.text(l))
        .close("button");
        h.raw("</div></div>");
    }
    h.raw(r#"<div class="action-buttons">"#);
    if held.is_some() || g.can_undo_place() {
        h.open_button("action", "undo", PlayAct::Undo, false)
            .raw("↶ ")
            .text(AppText::Undo.text(l))
            .close("button");
    }
    if held.is_some() {
        h.button(
            "action primary",
            "confirm-place",
            PlayAct::ConfirmPlace,
            AppText::ConfirmPlace.text(l),
        );
    }
    // The conquest move (its dialog on top) keeps the attack's buttons, disabled: the
    // panel keeps its size and the map does not move under the dialog.
    let conquest = phase == Phase::Conquest;
    if matches!(
        phase,
        Phase::Reinforce | Phase::Attack | Phase::Conquest | Phase::Fortify
    ) {
        let cards = g.current_seat().map_or(0, |s| g.hand(s).len());
        h.open("button", "action")
            .attr("type", "button")
            .act(PlayAct::OpenCards)
            .id("open-cards")
            .attr_num("data-count", cards)
            .raw(if conquest { " disabled" } else { "" })
            .end()
            .text(AppText::Cards.text(l))
            .raw(" (")
            .num(cards)
            .raw(")</button>");
    }
    if let Some(best) = g.tradable_tris().iter().map(|t| t.total).max() {
        h.open_button("action primary", "open-trade", PlayAct::OpenCards, false)
            .text(AppText::TradeNow.text(l))
            .raw(" (+")
            .num(best)
            .raw(")</button>");
    }
    if matches!(phase, Phase::Attack | Phase::Conquest) {
        h.open_button("action", "end-attacks", PlayAct::EndAttacks, conquest)
            .text(AppText::EndAttacks.text(l))
            .close("button");
    }
    if matches!(phase, Phase::Attack | Phase::Conquest | Phase::Fortify) {
        // From the attack phase it is asked first (the strategic move would be lost).
        let class = if phase == Phase::Fortify {
            "action primary"
        } else {
            "action"
        };
        h.open_button(class, "end-turn", PlayAct::EndTurn, conquest)
            .text(AppText::EndTurn.text(l))
            .close("button");
    }
    if phase == Phase::Over {
        h.button(
            "action primary",
            "show-final",
            PlayAct::ShowFinal,
            AppText::FinalTable.text(l),
        );
    }
    h.raw("</div>");
    Markup::of(h)
}

/// While a computer acts (instead of [`actions`]): what it does, the speed of its turns,
/// and the skip.
pub fn computer_turn(bot: &BotUi, l: Lang) -> Markup {
    use super::bots::Speed;
    let mut h = Html::new();
    let it = l == Lang::It;
    if bot.failed {
        h.open("p", "hint")
            .id("computer-failed")
            .attr("role", "alert")
            .end()
            .text(AppText::ComputerFailed.text(l))
            .close("p");
        h.raw(r#"<div class="action-buttons" role="group">"#);
        h.button(
            "action primary",
            "retry-computer",
            PlayAct::RetryComputer,
            AppText::Retry.text(l),
        );
        h.raw("</div>");
        return Markup::of(h);
    }
    h.open("p", "hint")
        .id("computer-turn")
        .attr("data-thinking", if bot.thinking { "true" } else { "false" })
        .end()
        .text(match (bot.thinking, it) {
            (true, true) => "Il computer pensa…",
            (true, false) => "The computer is thinking…",
            (false, true) => "Turno del computer",
            (false, false) => "The computer's turn",
        })
        .close("p");
    // The speed is the player's, not the game's: it stays for the next games (issue
    // 43, item 6: say which setting it takes).
    let note = pick(
        l,
        "Velocità dei computer (resta per le prossime partite)",
        "Computers' speed (kept for your next games)",
    );
    h.open("div", "action-buttons")
        .attr("role", "group")
        .attr("aria-label", note)
        .end();
    for s in Speed::ALL {
        h.open("button", "choice small")
            .attr("type", "button")
            .act(PlayAct::Speed(s))
            .id(&format!("speed-{}", s.key()))
            .attr(
                "aria-pressed",
                if s == bot.speed { "true" } else { "false" },
            )
            .end()
            .text(s.label(l))
            .close("button");
    }
    h.open("span", "step-label speed-note")
        .id("speed-note")
        .end()
        .text(note)
        .close("span");
    h.open_button(
        "action primary",
        "skip-turn",
        PlayAct::SkipTurn,
        bot.skip.is_some(),
    )
    .text(if it {
        "Salta alla fine del turno"
    } else {
        "Skip to the end of the turn"
    })
    .close("button");
    h.raw("</div>");
    Markup::of(h)
}

/// The three tab buttons, `current` selected.
pub fn tabs(current: Tab, l: Lang) -> Markup {
    let mut h = Html::new();
    for (tab, msg, id) in [
        (Tab::Turn, AppText::TabTurn, "tab-turn"),
        (Tab::Players, AppText::Players, "tab-players"),
        (Tab::Log, AppText::TabLog, "tab-log"),
    ] {
        h.open("button", "tab")
            .attr("type", "button")
            .attr("role", "tab")
            .act(PlayAct::Tab(tab))
            .id(id)
            .attr(
                "aria-selected",
                if tab == current { "true" } else { "false" },
            )
            .end()
            .text(msg.text(l))
            .close("button");
    }
    Markup::of(h)
}

/// One card, with its symbol.
pub fn card(h: &mut Html, c: Card, l: Lang) {
    let glyph = match c.symbol() {
        Symbol::Fante => "♟",
        Symbol::Cavaliere => "♞",
        Symbol::Cannone => "✸",
        Symbol::Jolly => "★",
    };
    h.open("span", "card")
        .attr("data-card", c.territory().map_or("jolly", |t| t.key()))
        .end();
    h.raw(r#"<span class="card-glyph" aria-hidden="true">"#)
        .raw(glyph)
        .raw("</span>");
    h.text(&card_name(c, l)).close("span");
}

/// The acting player's turn, from `v`, what the viewer may see: reinforcements, the last
/// `battle`, objective and cards (only once it revealed: the others' secrets are never
/// written).
pub fn turn_tab(h: &mut Html, g: &Game, v: &PlayerView, battle: Option<&BattleView>, l: Lang) {
    // The club score is public: every player's points and the chain counting double.
    if club::is_club(g) && v.phase != Phase::Setup {
        club::scores(h, g, l);
    }
    if let (Phase::Reinforce, Some(r)) = (v.phase, &v.reinforcement) {
        h.open("p", "reinforcement")
            .id("reinforcement")
            .attr_num("data-total", r.total)
            .end();
        let it = l == Lang::It;
        h.text(AppText::ToPlace.text(l))
            .raw(": ")
            .num(r.total)
            .raw(" = ");
        h.num(r.territories)
            .raw(if it {
                " territori / 3 → "
            } else {
                " territories / 3 → "
            })
            .num(r.from_territories);
        for (c, b) in r.continents.iter() {
            h.raw(" + ").text(l.continent(*c)).raw(" ").num(*b);
        }
        if r.from_cards > 0 {
            h.raw(if it { " + carte " } else { " + cards " })
                .num(r.from_cards);
        }
        if r.lost_to_cap > 0 {
            h.raw(if it {
                " − oltre il limite "
            } else {
                " − over the cap "
            })
            .num(r.lost_to_cap);
        }
        h.close("p");
    }
    if let Some(b) = battle {
        self::battle(h, b, l);
    }
    // The morto's cards are public: always on the table (testa a testa).
    testa::morto_hand(h, g, l);
    let Some(me) = v.viewer.and_then(|s| v.seats.get(s.index())) else {
        return;
    };
    if let Some(o) = me.objective {
        h.open("section", "secret")
            .id("objective")
            .attr_num("data-seat", me.seat.0)
            .end();
        h.el("h3", "", AppText::YourObjective.text(l))
            .el("p", "", &objective_text(o, l))
            .close("section");
    }
    h.open("section", "secret")
        .id("hand")
        .attr_num("data-seat", me.seat.0)
        .end();
    h.el("h3", "", AppText::YourCards.text(l))
        .raw(r#"<div class="cards">"#);
    let hand = me.hand.clone().unwrap_or_default();
    if hand.is_empty() {
        h.el("span", "muted", AppText::NoCards.text(l));
    }
    for c in hand {
        card(h, c, l);
    }
    h.raw("</div></section>");
}

/// The last throw as dice, sorted and paired, with the losses (and a blitz's totals).
pub fn battle(h: &mut Html, b: &BattleView, l: Lang) {
    h.open("div", "battle")
        .id("battle")
        .attr_num("data-throws", b.throws)
        .attr("data-attacker-dice", &dice_text(&b.attacker_dice))
        .attr("data-defender-dice", &dice_text(&b.defender_dice))
        .attr_num("data-attacker-losses", b.total_attacker_losses)
        .attr_num("data-defender-losses", b.total_defender_losses)
        .attr("data-conquered", if b.conquered { "true" } else { "false" })
        .end();
    h.raw(r#"<p class="battle-title">"#)
        .text(l.territory(b.from))
        .raw(" → ")
        .text(l.territory(b.to));
    if b.conquered {
        h.raw(r#" <strong class="conquered">"#)
            .text(AppText::Conquered.text(l))
            .raw("</strong>");
    }
    h.raw("</p><p>");
    let it = l == Lang::It;
    if b.throws > 1 {
        h.raw("Blitz: ")
            .num(b.throws)
            .text(if it { " lanci; " } else { " throws; " });
    }
    h.text(if it {
        "perdite: attacco "
    } else {
        "losses: attack "
    })
    .num(b.total_attacker_losses)
    .text(if it { ", difesa " } else { ", defence " })
    .num(b.total_defender_losses)
    .raw(".</p>");
    // Position i of each side is compared: the lower die loses, ties go to the defender.
    let pairs = b.attacker_dice.len().min(b.defender_dice.len());
    for (side, dice, label) in [
        ("attacker", &b.attacker_dice, AppText::Attacker),
        ("defender", &b.defender_dice, AppText::Defender),
    ] {
        h.raw(r#"<div class="dice-row"><span class="dice-label">"#)
            .text(label.text(l))
            .raw("</span>");
        for (i, &d) in dice.iter().enumerate() {
            let lost = i < pairs
                && if side == "attacker" {
                    d <= b.defender_dice[i]
                } else {
                    b.attacker_dice[i] > d
                };
            // A die not compared (the attacker's third against two) is dimmed: the
            // compared ones are the bright ones (issue 43, item 2).
            h.raw(r#"<span class="die "#)
                .raw(side)
                .raw(if i < pairs { "" } else { " unused" })
                .raw(r#"" data-lost=""#);
            h.raw(if lost { "true" } else { "false" })
                .raw("\"")
                .attr_num("data-face", d)
                .raw(">")
                .num(d)
                .raw("</span>");
        }
        h.raw("</div>");
    }
    h.raw("</div>");
}

/// Territories, armies, cards and continents of every player, in turn order.
pub fn players(h: &mut Html, g: &Game, l: Lang) {
    let names = Names(g.config());
    h.open("table", "players")
        .id("players")
        .end()
        .raw("<thead><tr>");
    for m in [
        AppText::Player,
        AppText::Territories,
        AppText::Armies,
        AppText::Cards,
        AppText::Continents,
    ] {
        h.el("th", "", m.text(l));
    }
    let is_testa = testa::is_testa(g);
    if is_testa {
        h.el("th", "", AppText::ExtraRolls.text(l));
    }
    let is_club = club::is_club(g);
    if is_club {
        h.el("th", "", AppText::Score.text(l));
    }
    h.raw("</tr></thead><tbody>");
    for &s in g.turn_order() {
        let sc = &g.config().seats[s.index()];
        let alive = g.is_alive(s);
        let class = match (g.current_seat() == Some(s), alive) {
            (_, false) => "out",
            (true, _) => "current",
            _ => "",
        };
        h.open("tr", class)
            .id("player-row")
            .attr_num("data-seat", s.0)
            .attr_num("data-territories", g.territory_count(s))
            .attr_num("data-armies", g.total_armies(s))
            .attr_num("data-cards", g.hand(s).len())
            .attr_num("data-extra-rolls", g.extra_rolls(s))
            .end();
        h.raw(r#"<td class="who">"#);
        swatch(h, sc.color);
        h.el("span", "", &sc.name);
        if !alive {
            h.raw(" <em>(").text(AppText::Eliminated.text(l));
            if let Some(e) = g.elimination(s) {
                h.raw(" ").text(&eliminated_by(names.of(e.by), e.round, l));
            }
            h.raw(")</em>");
        }
        if is_club {
            h.raw(" ");
            club::status_mark(h, g, s, l);
        }
        h.raw("</td><td>")
            .num(g.territory_count(s))
            .raw("</td><td>")
            .num(g.total_armies(s));
        h.raw("</td><td>")
            .num(g.hand(s).len())
            .raw(r#"</td><td class="continents">"#);
        let mask = g.territory_mask(s);
        let held: Vec<&str> = Continent::ALL
            .into_iter()
            .filter(|c| mask & c.mask() == c.mask())
            .map(|c| l.continent(c))
            .collect();
        h.text(&held.join(", ")).raw("</td>");
        // Only the real players earn extra rolls: "ogni territorio conquistato da un giocatore
        // reale oltre il terzo territorio, darà la possibilità all'altro giocatore reale"
        // (testa-a-testa.txt lines 74-77).
        if is_testa && g.is_virtual(s) {
            h.raw(r#"<td class="muted">—</td>"#);
        } else if is_testa {
            h.raw("<td>").num(g.extra_rolls(s)).raw("</td>");
        }
        if is_club {
            h.raw("<td>").num(g.club_score(s)).raw("</td>");
        }
        h.raw("</tr>");
    }
    h.raw("</tbody></table>");
}

/// Log entries shown at first.
const LOG_PAGE: usize = 150;

/// What the log tab shows besides the game.
pub struct LogTab<'a> {
    /// Every event so far, oldest first.
    pub entries: &'a [LogEntry],
    /// Who may see secrets now (their events are written in full for it).
    pub viewer: Option<SeatId>,
    /// A saved game (not a sandbox position): its dice statistics can be opened.
    pub stats: bool,
    /// The sounds are on.
    pub sounds: bool,
    /// Taps on "Mostra precedenti".
    pub pages: u32,
}

/// The game log, newest first, in the form the viewer may see.
pub fn log(h: &mut Html, g: &Game, t: &LogTab, l: Lang) {
    let viewer = t.viewer;
    let names = Names(g.config());
    // The dice statistics: public, every die counted was seen by all.
    if t.stats {
        h.button(
            "action",
            "open-stats",
            PlayAct::Stats,
            crate::present::verify_pages::stats_title(l),
        );
    }
    // One tap turns the sounds on (off by default).
    let on = t.sounds;
    h.open("button", "action")
        .attr("type", "button")
        .act(PlayAct::Sounds)
        .id("sounds")
        .attr("aria-pressed", if on { "true" } else { "false" })
        .end()
        .text(AppText::Sounds.text(l))
        // A mark every font has (no emoji): pressed, the sounds are on.
        .raw(if on { " ✓" } else { "" })
        .close("button");
    h.open("ol", "log")
        .id("log")
        .attr("aria-label", AppText::Log.text(l))
        .end();
    // The whole game, a turn a group, newest turn first and oldest line first within
    // a turn (issue 30), each turn in its player's colour: "Mostra precedenti" doubles
    // the lines shown, so that even a 300-turn game's first event is a few taps away.
    // Read from the newest event back, only as far as the lines shown.
    let shown = LOG_PAGE << t.pages.min(16);
    let mut groups: Vec<(LogGroup, Vec<String>)> = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    let mut more = None;
    let mut count = 0;
    for (i, e) in t.entries.iter().enumerate().rev() {
        let Some(ev) = g.event_for(&e.event, viewer) else {
            continue;
        };
        if let Some(line) = event_text(&ev, names, l) {
            if count == shown {
                more = Some(i);
                break;
            }
            count += 1;
            lines.push(line);
        }
        match ev {
            Event::TurnStarted { seat, .. } => {
                groups.push((LogGroup::Turn(seat), std::mem::take(&mut lines)))
            }
            Event::RoundStarted { .. } | Event::SetupFinished => {
                groups.push((LogGroup::Round, std::mem::take(&mut lines)))
            }
            _ => {}
        }
    }
    if !lines.is_empty() {
        // The oldest group shown: its turn started before the lines shown (or the setup).
        let seat = t
            .entries
            .get(..more.map_or(0, |i| i + 1))
            .unwrap_or(&[])
            .iter()
            .rev()
            .find_map(|e| match e.event {
                Event::TurnStarted { seat, .. } => Some(LogGroup::Turn(seat)),
                Event::RoundStarted { .. } | Event::SetupFinished => Some(LogGroup::Round),
                _ => None,
            })
            .unwrap_or(LogGroup::Round);
        groups.push((seat, lines));
    }
    for (group, lines) in groups.iter().filter(|g| !g.1.is_empty()) {
        match group {
            LogGroup::Turn(seat) => {
                let colour = g
                    .config()
                    .seats
                    .get(seat.index())
                    .map_or("#888888", |c| super::colors::css(c.color));
                h.open("li", "log-turn")
                    .attr("data-seat", &seat.index().to_string())
                    .attr("style", &format!("--seat:{colour}"))
                    .end();
            }
            LogGroup::Round => {
                h.open("li", "log-turn log-round").end();
            }
        }
        h.raw(r#"<ol class="log-lines">"#);
        for line in lines.iter().rev() {
            h.el("li", "log-line", line);
        }
        h.raw("</ol></li>");
    }
    h.close("ol");
    if more.is_some() {
        h.button(
            "action",
            "log-more",
            PlayAct::LogMore,
            AppText::LogMore.text(l),
        );
    }
}

/// A group of the log: a seat's turn, or what is nobody's turn (the setup, a new round).
#[derive(Copy, Clone)]
enum LogGroup {
    Turn(SeatId),
    Round,
}

/// In the panel, never over the map's badges: who directs the morto (testa a testa)
/// and the announcement of the end.
pub fn notes(g: &Game, l: Lang) -> Markup {
    let mut h = Html::new();
    testa::director_banner(&mut h, g, l);
    if let Some((kind, text)) = banner(g, l) {
        h.open("div", "ending-banner")
            .id("ending-banner")
            .attr("data-kind", kind)
            .attr("role", "status")
            .end();
        h.text(&text).close("div");
    }
    Markup::of(h)
}

/// Over the map, for a moment: `why` the last tap did nothing.
pub fn over_map(g: &Game, why: Option<&Why>, l: Lang) -> Markup {
    let mut h = Html::new();
    if let Some(w) = why {
        h.open("div", "explain")
            .id("explain")
            .attr("role", "alert")
            .end();
        h.el(
            "span",
            "",
            &w.text(Names(g.config()), l, g.director().is_some()),
        );
        h.open("button", "icon-button")
            .attr("type", "button")
            .act(PlayAct::ExplainClose)
            .id("explain-close")
            .attr("aria-label", AppText::Close.text(l))
            .end()
            .raw("×</button></div>");
    }
    Markup::of(h)
}

/// The banner's kind and text: penultimate and last round, the sdadata due at the end of
/// this turn, the last round of a round limit.
pub fn banner(g: &Game, l: Lang) -> Option<(&'static str, String)> {
    if matches!(g.phase(), Phase::Over | Phase::Setup) {
        return None;
    }
    if club::is_club(g) {
        return club::banner(g, l);
    }
    let round = g.round();
    if let Some((min, max)) = g.sdadata_threshold() {
        let range = if min == max {
            min.to_string()
        } else {
            format!("{min}–{max}")
        };
        return Some((
            "sdadata",
            fill(
                pick(
                    l,
                    "Sdadata a fine turno: la partita finisce con {0}.",
                    "Sdadata at the end of this turn: the game ends on {0}.",
                ),
                &[&range],
            ),
        ));
    }
    if let Some(p) = g.penultimate_round() {
        if round == p {
            return Some((
                "penultimate",
                fill(
                    pick(
                        l,
                        "Penultimo giro ({0}): dopo questo, ancora un giro e poi la sdadata.",
                        "Penultimate round ({0}): one more round after this, then the sdadata.",
                    ),
                    &[&p],
                ),
            ));
        }
        if round == p + 1 {
            return Some((
                "last",
                fill(
                    pick(
                        l,
                        "Ultimo giro ({0}): a fine giro l'ultimo giocatore tira la sdadata.",
                        "Last round ({0}): at its end the last player rolls the sdadata.",
                    ),
                    &[&round],
                ),
            ));
        }
    }
    if let Ending::RoundLimit(limit) = g.config().options.ending {
        if round == limit {
            return Some((
                "round_limit",
                fill(
                    pick(
                        l,
                        "Ultimo giro ({0}): la partita finisce alla fine di questo giro.",
                        "Last round ({0}): the game ends at the end of this round.",
                    ),
                    &[&limit],
                ),
            ));
        }
    }
    None
}
