//! Native tests of the presentation core (`crates/present/src/present`): the map's viewport
//! arithmetic, what a tap means and what the board shows, each against the rules.

use planisfero::present::act::{PlayAct, Step};
use planisfero::present::board_view::Highlight;
use planisfero::present::play::{
    board_view, open, reduce, stop_range, tap, Dialog, Tab, Tap, Then, UiState, Why,
};
use planisfero::present::viewport::{Rect, Viewport, MAX_ZOOM, MIN_ZOOM};
use planisfero::rules::board::TerritoryId as T;
use planisfero::rules::board::TerritoryId;
use planisfero::rules::scenario::Position;
use planisfero::rules::{
    Action, ActionError, Color, Game, GameConfig, Phase, PresetId, SeatConfig, SeatId,
};

fn config() -> GameConfig {
    GameConfig::new(
        PresetId::Torneo,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
            SeatConfig::human("Dario", Color::Verde),
        ],
    )
}

/// A torneo position in Anna's (seat 0) `phase`, round 5, with these territories
/// `(territory, seat, armies)`; the rest dealt round-robin with one army.
fn position(phase: Phase, territories: &[(T, u8, u32)]) -> Game {
    let pos = Position {
        territories: territories.iter().map(|&(t, s, a)| (t, (s, a))).collect(),
        order: Some(vec![0, 1, 2, 3]),
        round: Some(5),
        ..Position::new(0, phase)
    };
    Game::from_position(config(), 3, &pos).unwrap()
}

// ---------- what a tap means ----------

// docs/RULES.md §4: an attack goes from one's own territory with at least 2 armies into a
// bordering enemy territory.
#[test]
fn in_the_attack_phase_a_tap_selects_a_source_then_opens_the_attack_on_a_target() {
    let g = position(Phase::Attack, &[(T::Ucraina, 0, 5), (T::Urali, 1, 2)]);
    assert_eq!(tap(&g, None, 1, T::Ucraina), Tap::Select(Some(T::Ucraina)));
    assert_eq!(
        tap(&g, Some(T::Ucraina), 1, T::Urali),
        Tap::Open(Dialog::Attack {
            from: T::Ucraina,
            to: T::Urali
        })
    );
    // The same territory again forgets the selection.
    assert_eq!(tap(&g, Some(T::Ucraina), 1, T::Ucraina), Tap::Select(None));
    // An enemy first: the player is told to pick a source.
    assert_eq!(
        tap(&g, None, 1, T::Urali),
        Tap::Explain(Why::PickSourceFirst(T::Urali))
    );
}

#[test]
fn a_source_with_one_army_is_explained_by_the_rules_error() {
    let g = position(Phase::Attack, &[(T::Ucraina, 0, 1), (T::Urali, 1, 2)]);
    assert_eq!(
        tap(&g, None, 1, T::Ucraina),
        Tap::Explain(Why::Rule(ActionError::TooFewArmiesToAttack {
            territory: T::Ucraina,
            armies: 1
        }))
    );
}

// A tap in the reinforcement phase places `per_tap` armies, never more than are left.
#[test]
fn in_the_reinforcement_phase_a_tap_places_what_the_rules_accept() {
    let g = position(Phase::Reinforce, &[(T::Ucraina, 0, 3), (T::Urali, 1, 2)]);
    let left = g.armies_to_place();
    assert!(left > 0);
    match tap(&g, None, 1, T::Ucraina) {
        Tap::Apply(a) => {
            assert_eq!(
                a,
                Action::Place {
                    territory: T::Ucraina,
                    armies: 1
                }
            );
            assert_eq!(g.check(&a), Ok(()));
        }
        t => panic!("{t:?}"),
    }
    assert_eq!(
        tap(&g, None, 1000, T::Ucraina),
        Tap::Apply(Action::Place {
            territory: T::Ucraina,
            armies: left
        })
    );
    let Tap::Explain(Why::Rule(e)) = tap(&g, None, 1, T::Urali) else {
        panic!("an enemy territory takes no armies");
    };
    assert_eq!(
        g.check(&Action::Place {
            territory: T::Urali,
            armies: 1
        }),
        Err(e)
    );
}

// ---------- what an act does (the reducer) ----------

#[test]
fn the_dice_attack_from_the_open_dialog_and_do_nothing_without_one() {
    let g = position(Phase::Attack, &[(T::Ucraina, 0, 5), (T::Urali, 1, 2)]);
    let st = UiState::new(false);
    assert_eq!(
        reduce(Some(&g), &st, PlayAct::Dice(3)),
        (st.clone(), Then::Nothing)
    );
    let d = Dialog::Attack {
        from: T::Ucraina,
        to: T::Urali,
    };
    let st = open(&g, &st, d);
    assert_eq!(st.dialog, Some(d));
    let (next, then) = reduce(Some(&g), &st, PlayAct::Dice(3));
    assert_eq!(next, st);
    let Then::Apply(a) = then else {
        panic!("{then:?}")
    };
    assert_eq!(
        a,
        Action::Attack {
            from: T::Ucraina,
            to: T::Urali,
            dice: 3
        }
    );
    assert_eq!(g.check(&a), Ok(()));
}

#[test]
fn the_blitz_limit_steps_within_the_rules_bounds() {
    let g = position(Phase::Attack, &[(T::Ucraina, 0, 5), (T::Urali, 1, 2)]);
    let st = open(
        &g,
        &UiState::new(false),
        Dialog::Attack {
            from: T::Ucraina,
            to: T::Urali,
        },
    );
    let (lo, hi) = stop_range(&g, &st).unwrap();
    assert_eq!(st.stop, lo, "the dialog opens at the lowest limit");
    let (down, _) = reduce(Some(&g), &st, PlayAct::Stop(Step::Minus));
    assert_eq!(down.stop, lo, "never below the rules' lowest limit");
    let mut s = st.clone();
    for _ in 0..20 {
        s = reduce(Some(&g), &s, PlayAct::Stop(Step::Plus)).0;
    }
    assert_eq!(s.stop, hi, "never above the highest");
}

#[test]
fn screen_acts_change_only_the_screen_state() {
    let g = position(Phase::Attack, &[(T::Ucraina, 0, 5), (T::Urali, 1, 2)]);
    let mut st = UiState::new(true);
    st.collapsed = true;
    let (next, then) = reduce(Some(&g), &st, PlayAct::Tab(Tab::Log));
    assert_eq!(
        (next.tab, next.collapsed, then),
        (Tab::Log, false, Then::Nothing)
    );
    let (next, _) = reduce(Some(&g), &st, PlayAct::StartPlaying);
    assert!(!next.intro);
    let (next, _) = reduce(Some(&g), &st, PlayAct::Reveal);
    assert_eq!(next.revealed, g.actor());
    // From the attack phase "Fine turno" asks first (the strategic move would be lost),
    // then ends the turn.
    let (asked, then) = reduce(Some(&g), &st, PlayAct::EndTurn);
    assert_eq!(
        (asked.dialog, then),
        (Some(Dialog::ConfirmEndTurn), Then::Nothing)
    );
    assert_eq!(
        reduce(Some(&g), &asked, PlayAct::EndTurn).1,
        Then::Apply(Action::end_turn())
    );
    assert_eq!(
        reduce(Some(&g), &asked, PlayAct::EndAttacks).1,
        Then::Apply(Action::EndAttacks)
    );
    let (next, _) = reduce(Some(&g), &st, PlayAct::Sheet);
    assert!(next.sheet);
    assert!(!reduce(Some(&g), &next, PlayAct::Sheet).0.sheet);
    assert_eq!(reduce(Some(&g), &st, PlayAct::Rematch).1, Then::Rematch);
    // No game on the table: only "new game" does anything.
    assert_eq!(reduce(None, &st, PlayAct::NewGame).1, Then::NewGame);
    assert_eq!(
        reduce(None, &st, PlayAct::Reveal),
        (st.clone(), Then::Nothing)
    );
}

// ---------- what the board shows ----------

#[test]
fn the_board_shows_every_owner_and_army_and_dims_what_cannot_be_reinforced() {
    let g = position(Phase::Reinforce, &[(T::Ucraina, 0, 3), (T::Urali, 1, 2)]);
    let v = board_view(&g, None);
    for t in T::ALL {
        let look = v.look(t);
        assert_eq!(look.armies, Some(g.armies(t)), "{t}");
        let colour = g.config().seats[g.owner(t).index()].color;
        assert_eq!(
            look.fill.as_deref(),
            Some(&*format!("url(#pp-{})", colour.key()))
        );
        let mine = g.owner(t) == SeatId(0);
        assert_eq!(look.highlight == Highlight::Dimmed, !mine, "{t}");
    }
}

#[test]
fn the_board_highlights_the_attack_sources_then_the_selection_and_its_targets() {
    let g = position(Phase::Attack, &[(T::Ucraina, 0, 5), (T::Urali, 1, 2)]);
    let v = board_view(&g, None);
    let sources = g.attack_sources();
    for t in T::ALL {
        let want = if sources.contains(&t) {
            Highlight::Target
        } else {
            Highlight::None
        };
        assert_eq!(v.look(t).highlight, want, "{t}");
    }
    let v = board_view(&g, Some(T::Ucraina));
    let targets = g.attack_targets(T::Ucraina);
    assert!(targets.contains(&T::Urali));
    for t in T::ALL {
        let want = if t == T::Ucraina {
            Highlight::Selected
        } else if targets.contains(&t) {
            Highlight::Target
        } else {
            Highlight::Dimmed
        };
        assert_eq!(v.look(t).highlight, want, "{t}");
    }
}

// ---------- viewport arithmetic ----------

const MAP: Rect = Rect {
    x: 0.0,
    y: 0.0,
    w: 2000.0,
    h: 1000.0,
};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

#[test]
fn viewport_fits_the_whole_map_in_landscape_and_portrait() {
    // Wider container than the map: the map's height fits, sea on the sides.
    let v = Viewport::new(MAP, 3.0).view();
    assert!(
        close(v.h, 1000.0) && close(v.w, 3000.0) && close(v.x, -500.0) && close(v.y, 0.0),
        "{v:?}"
    );
    // Portrait: the width fits, the map centred vertically.
    let v = Viewport::new(MAP, 0.75).view();
    assert!(
        close(v.w, 2000.0) && close(v.x, 0.0) && close(v.y + v.h / 2.0, 500.0),
        "{v:?}"
    );
    assert_eq!(Rect::parse_view_box("0 0 2000 1000"), Some(MAP));
    assert_eq!(Rect::parse_view_box("0,0,2000,1000"), Some(MAP));
    assert_eq!(Rect::parse_view_box("0 0 2000"), None);
    assert_eq!(Rect::parse_view_box("0 0 -1 5"), None);
}

#[test]
fn viewport_cover_fills_a_portrait_container_and_keeps_a_wide_one_whole() {
    // Portrait (0.75): the map's whole height fills the container, centred sideways.
    let mut vp = Viewport::new(MAP, 0.75);
    vp.cover();
    let v = vp.view();
    assert!(
        close(v.h, 1000.0) && close(v.w, 750.0) && close(v.x + v.w / 2.0, 1000.0),
        "{v:?}"
    );
    assert!(close(vp.zoom(), 2000.0 / 750.0));
    // A container of the map's shape or wider: the whole map, as `new` shows it.
    for aspect in [2.0, 3.0] {
        let mut vp = Viewport::new(MAP, aspect);
        vp.cover();
        assert_eq!(vp, Viewport::new(MAP, aspect));
    }
    // Very tall: never beyond the largest zoom.
    let mut vp = Viewport::new(MAP, 0.1);
    vp.cover();
    assert!(close(vp.zoom(), MAX_ZOOM));
}

#[test]
fn viewport_zoom_is_clamped_and_keeps_the_pinch_point_still() {
    let mut vp = Viewport::new(MAP, 2.0);
    vp.zoom_at(1000.0, 500.0, 500.0);
    assert!(close(vp.zoom(), MAX_ZOOM));
    vp.zoom_at(1e-6, 500.0, 500.0);
    assert!(close(vp.zoom(), MIN_ZOOM));
    assert_eq!(vp.view(), MAP);

    // Zooming x2 around (600, 400): that point stays at the same relative place.
    let before = vp.view();
    let rel = ((600.0 - before.x) / before.w, (400.0 - before.y) / before.h);
    vp.zoom_at(2.0, 600.0, 400.0);
    let after = vp.view();
    assert!(close(after.w, 1000.0));
    assert!(close((600.0 - after.x) / after.w, rel.0) && close((400.0 - after.y) / after.h, rel.1));

    // Bad factors change nothing.
    let v = vp.view();
    vp.zoom_at(f64::NAN, 1.0, 1.0);
    vp.zoom_at(-2.0, 1.0, 1.0);
    assert_eq!(vp.view(), v);
}

#[test]
fn viewport_pan_never_leaves_the_map() {
    let mut vp = Viewport::new(MAP, 2.0);
    vp.pan_by(300.0, 300.0);
    assert_eq!(vp.view(), MAP, "at the fit there is nothing to pan");
    vp.zoom_centre(4.0);
    vp.pan_by(1e9, 1e9);
    let v = vp.view();
    assert!(
        close(v.x, 0.0) && close(v.y, 0.0),
        "stopped at the top-left corner: {v:?}"
    );
    vp.pan_by(-1e9, -1e9);
    let v = vp.view();
    assert!(
        close(v.x + v.w, 2000.0) && close(v.y + v.h, 1000.0),
        "bottom-right: {v:?}"
    );
    vp.reset();
    assert_eq!(vp.view(), MAP);
}

#[test]
fn viewport_maps_pixels_to_map_units_and_shows_a_point_off_screen() {
    let mut vp = Viewport::new(MAP, 2.0);
    assert_eq!(vp.to_svg(500.0, 250.0, 1000.0, 500.0), (1000.0, 500.0));
    assert!(close(vp.units_per_pixel(1000.0), 2.0));
    vp.zoom_centre(4.0);
    vp.show_point(100.0, 100.0);
    let v = vp.view();
    assert!(
        v.x <= 100.0 && 100.0 <= v.x + v.w && v.y <= 100.0 && 100.0 <= v.y + v.h,
        "{v:?}"
    );
    // A point already well inside does not move the view.
    let (cx, cy) = (v.x + v.w / 2.0, v.y + v.h / 2.0);
    vp.show_point(cx + 10.0, cy + 10.0);
    assert_eq!(vp.view(), v);
}

#[test]
fn decimals_are_written_with_two_digits_and_read_back() {
    use planisfero::present::viewport::{fixed2, parse_decimal};
    assert_eq!(fixed2(8.0), "8.00");
    assert_eq!(fixed2(-12.345), "-12.35");
    assert_eq!(fixed2(-0.004), "0.00");
    assert_eq!(fixed2(f64::NAN), "0");
    assert_eq!(
        Rect {
            x: -500.0,
            y: 0.5,
            w: 3000.25,
            h: 1000.0
        }
        .to_view_box(),
        "-500.00 0.50 3000.25 1000.00"
    );
    assert_eq!(parse_decimal("4000"), Some(4000.0));
    assert_eq!(parse_decimal("-12.5"), Some(-12.5));
    assert_eq!(parse_decimal(".5"), Some(0.5));
    for bad in ["", "-", ".", "1e3", "12a", "1.2.3"] {
        assert_eq!(parse_decimal(bad), None, "{bad:?}");
    }
}

// ---------- no traps ----------

/// A tap that would end a setup group (and hand the tablet on) is held on screen: undo
/// drops it, confirm applies it; the taps before it are placed at once.
#[test]
fn the_last_placement_of_a_setup_group_is_held_until_confirmed() {
    let g = Game::new(config(), 7).unwrap();
    assert_eq!(g.phase(), Phase::Setup);
    let me = g.current_seat().unwrap();
    let mine = TerritoryId::ALL
        .into_iter()
        .find(|&t| g.owner(t) == me)
        .unwrap();
    let group = g.armies_to_place();
    assert!(group > 1, "a group of several armies");
    // One army: placed at once.
    assert_eq!(
        tap(&g, None, 1, mine),
        Tap::Apply(Action::Place {
            territory: mine,
            armies: 1
        })
    );
    // The whole group in one tap: held.
    let last = Action::Place {
        territory: mine,
        armies: group,
    };
    assert_eq!(tap(&g, None, group, mine), Tap::Hold(last));
    let st = UiState {
        held: Some(last),
        ..UiState::new(false)
    };
    // The map shows it, the game does not have it yet.
    let view = planisfero::present::play::board_view_held(&g, &st);
    assert_eq!(view.look(mine).armies, Some(g.armies(mine) + group));
    let (undone, then) = reduce(Some(&g), &st, PlayAct::Undo);
    assert_eq!((undone.held, then), (None, Then::Nothing));
    let (confirmed, then) = reduce(Some(&g), &st, PlayAct::ConfirmPlace);
    assert_eq!((confirmed.held, then), (None, Then::Apply(last)));
}

// Issue 30: "per tocco" keeps its value between setup groups and turns: the armies per tap
// a player chose with − and + come back when its placements come back, and another player
// starts from its own choice (one army by default).
#[test]
fn the_armies_per_tap_a_player_chose_come_back_with_its_next_placements() {
    use planisfero::present::play::after;
    let at = |current: u8| {
        let pos = Position {
            territories: [(T::Ucraina, (0, 3)), (T::Urali, (1, 2))]
                .into_iter()
                .collect(),
            order: Some(vec![0, 1, 2, 3]),
            round: Some(5),
            ..Position::new(current, Phase::Reinforce)
        };
        Game::from_position(config(), 3, &pos).unwrap()
    };
    let (anna, bruno) = (at(0), at(1));
    let mut st = UiState::new(false);
    for _ in 0..2 {
        st = reduce(Some(&anna), &st, PlayAct::PerTapPlus).0;
    }
    assert_eq!(st.per_tap, 3);
    let place = |t| Action::Place {
        territory: t,
        armies: 1,
    };
    let anna_seat = (Some(SeatId(0)), Some(SeatId(0)));
    let st = after(&bruno, &st, &place(T::Ucraina), anna_seat, &[]);
    assert_eq!(st.per_tap, 1, "Bruno starts from one army per tap");
    let bruno_seat = (Some(SeatId(1)), Some(SeatId(1)));
    let st = after(&anna, &st, &place(T::Urali), bruno_seat, &[]);
    assert_eq!(st.per_tap, 3, "Anna's three armies per tap come back");
}

// ---------- the first view of a game (issue 30, item 4) ----------

const WORLD: Rect = Rect {
    x: 0.0,
    y: 0.0,
    w: 4000.0,
    h: 1867.0,
};
/// A badge's diameter in map units (public/map.svg: r=37) and the least readable size.
const BADGE: (f64, f64) = (74.0, 20.0);

fn inside(v: Rect, p: (f64, f64)) -> bool {
    p.0 >= v.x && p.0 <= v.x + v.w && p.1 >= v.y && p.1 <= v.y + v.h
}

#[test]
fn the_first_view_of_a_portrait_game_is_where_the_person_s_territories_are() {
    // The board of a portrait tablet (768 x 818 px) and a person holding the Americas.
    let americas = [
        (241.0, 413.0),
        (566.0, 556.0),
        (732.0, 980.0),
        (1100.0, 1300.0),
        (900.0, 1500.0),
    ];
    let mut vp = Viewport::new(WORLD, 768.0 / 818.0);
    vp.start(768.0, BADGE, &americas);
    let v = vp.view();
    assert!(americas.iter().all(|&p| inside(v, p)), "{v:?}");
    // The whole height, badges readable.
    assert!(close(v.h, 1867.0), "{v:?}");
    assert!(BADGE.0 * 768.0 / v.w >= BADGE.1);
    // Nothing of the person's beyond the edges.
    assert_eq!(vp.beyond(&americas), (0, 0));
    assert!(vp.more().1, "more map to the east");
    // Asia: the view goes east.
    let asia = [(3000.0, 500.0), (3300.0, 700.0), (3600.0, 400.0)];
    vp.start(768.0, BADGE, &asia);
    assert!(asia.iter().all(|&p| inside(vp.view(), p)));
    // Spread over the world: the most that fit, the others counted beyond the edges.
    let spread = [
        (241.0, 413.0),
        (1900.0, 900.0),
        (2000.0, 1000.0),
        (2100.0, 700.0),
        (3700.0, 400.0),
    ];
    vp.start(768.0, BADGE, &spread);
    let shown = spread.iter().filter(|&&p| inside(vp.view(), p)).count();
    assert_eq!(shown, 3);
    assert_eq!(vp.beyond(&spread), (1, 1));
    // Nobody's territories (a hand-over): the centred cover, as before.
    let mut centred = Viewport::new(WORLD, 768.0 / 818.0);
    centred.cover();
    vp.start(768.0, BADGE, &[]);
    assert_eq!(vp, centred);
}

#[test]
fn the_first_view_of_a_landscape_game_keeps_badges_readable() {
    // The board of a landscape tablet (1024 x 482 px): the whole map would make a badge
    // 19 px wide; the first view zooms in just enough for 20 px.
    let mut vp = Viewport::new(WORLD, 1024.0 / 482.0);
    vp.cover();
    assert!(BADGE.0 * 1024.0 / vp.view().w < BADGE.1);
    let east = [(3000.0, 500.0), (3600.0, 400.0), (3700.0, 1400.0)];
    vp.start(1024.0, BADGE, &east);
    let v = vp.view();
    assert!(BADGE.0 * 1024.0 / v.w >= BADGE.1 - 1e-9, "{v:?}");
    assert!(v.w > 3700.0, "still nearly the whole world: {v:?}");
    // A sliver beyond the edges is not worth a button.
    assert_eq!(vp.more(), (false, false));
    assert!(east.iter().all(|&p| inside(v, p)), "{v:?}");
}

#[test]
fn an_arrow_s_ends_are_brought_on_screen_together() {
    let mut vp = Viewport::new(WORLD, 768.0 / 818.0);
    vp.cover();
    // Both ends well inside: the view stays.
    let before = vp;
    vp.show_span((1900.0, 900.0), (2100.0, 1000.0));
    assert_eq!(vp, before);
    // Brasile to Africa del Nord from a view on Asia: centred between them.
    vp.start(768.0, BADGE, &[(3300.0, 700.0)]);
    vp.show_span((1100.0, 1300.0), (1900.0, 1000.0));
    let v = vp.view();
    assert!(
        inside(v, (1100.0, 1300.0)) && inside(v, (1900.0, 1000.0)),
        "{v:?}"
    );
}

// ---------- a computer's end of turn ----------

// Issue 30, round two: the sdadata that ends the game is a roll shown to the person even
// when a computer made it; a computer's card stays unseen, and a roll that does not end
// the game is not a notice of its own (the log has it).
#[test]
fn a_computer_s_game_ending_sdadata_is_shown_without_its_card() {
    use planisfero::present::play::{after_computer, Notice};
    use planisfero::rules::board::Card;
    use planisfero::rules::Event;
    let seat = SeatId(1);
    let roll = |ends| Event::SdadataRoll {
        seat,
        dice: [3, 4],
        sum: 7,
        min: 2,
        max: 4,
        ends,
        extra: false,
    };
    let drawn = Event::CardDrawn {
        seat,
        card: Some(Card::Territory(T::Cina)),
    };
    let with = |events: &[Event]| {
        let mut st = UiState::new(false);
        st.notice = Notice::from_events(seat, events);
        st
    };
    let ending = after_computer(with(&[drawn.clone(), roll(true)]), true);
    let n = ending.notice.expect("the roll is shown");
    assert!(n.cards.is_empty(), "the computer's card is not shown");
    assert_eq!(n.events, [roll(true)]);
    // The game is over: no summary over the roll.
    assert_eq!(ending.dialog, None);
    // A roll that does not end the game, or only a card: no notice; the summary instead.
    for events in [vec![drawn.clone(), roll(false)], vec![drawn]] {
        let st = after_computer(with(&events), true);
        assert_eq!(st.notice, None);
        assert_eq!(st.dialog, Some(Dialog::Summary));
    }
    assert_eq!(after_computer(with(&[]), false).dialog, None);
}

// ---------- nothing blocks a lone player (issue 43, item 4) ----------

/// Anna (seat 0) ends a turn in which she conquered, at a table whose `computers` seats
/// are computers: the game after it, the screen's state as the controller sets it, and
/// who is at the table now.
fn end_conquering_turn(
    computers: &[Option<planisfero::bot::Level>],
) -> (Game, UiState, planisfero::present::bots::Table) {
    use planisfero::present::bots::{is_computer, lone_person, Table};
    use planisfero::present::play::{after, after_person};
    let pos = Position {
        order: Some(vec![0, 1, 2, 3]),
        round: Some(2),
        conquests: 1,
        ..Position::new(0, Phase::Fortify)
    };
    let mut g = Game::from_position(config(), 3, &pos).unwrap();
    let mut st = UiState::new(false);
    st.revealed = Some(SeatId(0));
    let who = (g.actor(), g.current_seat());
    let action = Action::EndTurn { extra_rolls: 0 };
    let events = g.apply(action).unwrap();
    let lone = lone_person(g.config(), computers);
    let next = after(&g, &st, &action, who, &events);
    let next = after_person(next, lone.is_some());
    let actor = g.actor();
    let table = Table {
        actor,
        computer_acts: actor.is_some_and(|a| is_computer(computers, a)),
        lone,
    };
    (g, next, table)
}

#[test]
fn with_one_person_a_conquering_turn_ends_in_a_toast_and_the_computers_play_on() {
    use planisfero::bot::Level;
    use planisfero::present::html::Html;
    use planisfero::present::lang::Lang;
    use planisfero::present::layers;
    let medio = Some(Level::Medio);
    let (g, st, table) = end_conquering_turn(&[None, medio, medio, medio]);
    assert_eq!(st.notice, None, "no full-screen notice");
    let toast = st.toast.clone().expect("the card drawn, in a toast");
    assert_eq!(toast.cards.len(), 1);
    assert!(st.toast_open);
    // Nothing waits on it: no hand-over, and the next computer plays at once.
    assert_eq!(table.actor, Some(SeatId(1)));
    assert_eq!(table.handover(&st), None);
    assert!(table.computer_should_act(&st));
    // The toast is no overlay: it lies over the map and names the card.
    let mut h = Html::new();
    layers::toast(&mut h, &g, &toast, true, Lang::It);
    let m = planisfero::present::html::Markup::of(h);
    assert!(
        m.as_str().contains(r#"data-testid="toast""#),
        "{}",
        m.as_str()
    );
    assert!(m.as_str().contains("Hai pescato: "), "{}", m.as_str());
    assert!(!m.as_str().contains("overlay"), "{}", m.as_str());
    // A tap folds it into a chip, another opens it again; neither touches the game.
    let (folded, then) = reduce(Some(&g), &st, PlayAct::ToastClose);
    assert_eq!((folded.toast_open, then), (false, Then::Nothing));
    assert_eq!(folded.toast, Some(toast.clone()));
    assert!(table.computer_should_act(&folded));
    let mut h = Html::new();
    layers::toast(&mut h, &g, &toast, false, Lang::En);
    let chip = planisfero::present::html::Markup::of(h);
    assert!(chip.as_str().contains(r#"data-testid="toast-chip""#));
    assert!(chip.as_str().contains("You drew: "), "{}", chip.as_str());
    assert!(reduce(Some(&g), &folded, PlayAct::ToastOpen).0.toast_open);
}

#[test]
fn with_two_people_a_conquering_turn_keeps_the_card_notice_and_the_hand_over() {
    use planisfero::bot::Level;
    let medio = Some(Level::Medio);
    for computers in [vec![None, None, medio, medio], vec![None; 4]] {
        let (g, st, table) = end_conquering_turn(&computers);
        assert_eq!(st.toast, None);
        let n = st.notice.clone().expect("the card drawn covers the screen");
        assert_eq!((n.seat, n.cards.len()), (SeatId(0), 1));
        // Nobody plays under it; once read, the tablet is handed to Bruno.
        assert_eq!(table.actor, Some(SeatId(1)));
        assert!(!table.person_may_act(&st));
        let (read, _) = reduce(Some(&g), &st, PlayAct::NoticeOk);
        assert_eq!(table.handover(&read), Some(SeatId(1)));
    }
}

#[test]
fn a_lone_person_s_sdadata_roll_keeps_its_screen() {
    use planisfero::present::play::Notice;
    use planisfero::rules::Event;
    let seat = SeatId(0);
    let roll = Event::SdadataRoll {
        seat,
        dice: [3, 4],
        sum: 7,
        min: 2,
        max: 4,
        ends: false,
        extra: false,
    };
    let n = Notice::from_events(seat, &[roll]).unwrap();
    assert!(n.needs_screen(true) && n.needs_screen(false));
    let earned = Notice {
        seat,
        cards: Vec::new(),
        events: Vec::new(),
    };
    assert!(!earned.needs_screen(true) && earned.needs_screen(false));
}

#[test]
fn the_computers_summary_leaves_the_map_to_the_person_and_other_dialogs_do_not() {
    use planisfero::present::play::{map_takes_taps, Notice};
    let mut st = UiState::new(false);
    assert!(map_takes_taps(&st));
    st.dialog = Some(Dialog::Summary);
    assert!(map_takes_taps(&st));
    for d in [Dialog::Rules, Dialog::Cards, Dialog::ConfirmEndTurn] {
        st.dialog = Some(d);
        assert!(!map_takes_taps(&st), "{d:?}");
    }
    st.dialog = Some(Dialog::Summary);
    st.notice = Some(Notice {
        seat: SeatId(0),
        cards: Vec::new(),
        events: Vec::new(),
    });
    assert!(!map_takes_taps(&st));
    assert!(!map_takes_taps(&UiState::new(true)));
}

/// Issue 43, item 2: in a throw's dice the compared ones are bright and a die not
/// compared is dimmed (`die ... unused`), whoever threw (the panel shows the computers'
/// and the morto's throws the same way).
#[test]
fn a_throw_dims_the_dice_that_were_not_compared() {
    use planisfero::present::html::{Html, Markup};
    use planisfero::present::lang::Lang;
    use planisfero::present::play::BattleView;
    use planisfero::rules::{Dice, Event};
    let throw = |a: &[u8], d: &[u8]| {
        let events = [Event::Battle {
            attacker: SeatId(1),
            defender: SeatId(0),
            from: T::Brasile,
            to: T::AfricaDelNord,
            attacker_dice: Dice::new(a).unwrap(),
            defender_dice: Dice::new(d).unwrap(),
            attacker_losses: 0,
            defender_losses: 1,
        }];
        let b = BattleView::from_events(&events).unwrap();
        let mut h = Html::new();
        planisfero::present::panel::battle(&mut h, &b, Lang::It);
        let m = Markup::of(h);
        let dice: Vec<(String, bool)> = m
            .as_str()
            .split(r#"<span class="die "#)
            .skip(1)
            .map(|rest| {
                let (class, rest) = rest.split_once('"').unwrap();
                let face = rest.split_once('>').unwrap().1.split_once('<').unwrap().0;
                (face.to_string(), class.ends_with(" unused"))
            })
            .collect();
        dice
    };
    let d = |f: &str, unused| (f.to_string(), unused);
    assert_eq!(
        throw(&[6, 5, 3], &[4, 2]),
        [
            d("6", false),
            d("5", false),
            d("3", true),
            d("4", false),
            d("2", false)
        ]
    );
    assert_eq!(
        throw(&[3], &[4, 2]),
        [d("3", false), d("4", false), d("2", true)]
    );
    assert!(throw(&[6, 5], &[4, 2]).iter().all(|(_, unused)| !unused));
}

/// Issue 43, item 6: a strategic move that can take only 1 (− and + both greyed) says
/// why: the garrison the rules keep next to an enemy (docs/RULES.md, as the conquest
/// dialog says what stays behind).
#[test]
fn the_strategic_move_says_what_stays_behind_and_why() {
    use planisfero::present::html::{Html, Markup};
    use planisfero::present::lang::Lang;
    use planisfero::present::layers;
    let dialog = |g: &Game, l| {
        let mut h = Html::new();
        layers::move_dialog(&mut h, g, T::Ucraina, T::Afghanistan, 1, l);
        Markup::of(h).as_str().to_string()
    };
    let g = position(
        Phase::Fortify,
        &[
            (T::Ucraina, 0, 3),
            (T::Afghanistan, 0, 1),
            (T::EuropaSettentrionale, 1, 1),
        ],
    );
    assert_eq!(g.move_range(T::Ucraina, T::Afghanistan), Some((1, 1)));
    let it = dialog(&g, Lang::It);
    assert!(it.contains(r#"data-stay="2" data-enemy="true""#), "{it}");
    assert!(
        it.contains("Al massimo 1: 2 armate restano in Ucraina, che confina con un nemico."),
        "{it}"
    );
    assert!(dialog(&g, Lang::En)
        .contains("At most 1: 2 armies stay in Ukraine, which borders an enemy."));
    // No enemy around: one army stays, and no enemy is named.
    let own = [
        T::Scandinavia,
        T::EuropaSettentrionale,
        T::EuropaMeridionale,
        T::Urali,
        T::Afghanistan,
        T::MedioOriente,
    ];
    let mut mine: Vec<(T, u8, u32)> = own.iter().map(|&t| (t, 0, 1)).collect();
    mine.push((T::Ucraina, 0, 3));
    let g = position(Phase::Fortify, &mine);
    let it = dialog(&g, Lang::It);
    assert!(
        it.contains("Al massimo 2: un&#39;armata resta in Ucraina."),
        "{it}"
    );
    assert!(it.contains(r#"data-enemy="false""#), "{it}");
}

/// Issue 43, item 6: Online's Countdown counts down (the time left), while a torneo's
/// other sdadata after minutes still shows the time played against its limit.
#[test]
fn online_s_countdown_shows_the_time_left() {
    use planisfero::present::lang::Lang;
    use planisfero::present::panel::strip;
    use planisfero::rules::{Ending, Trigger};
    let seats = || {
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
        ]
    };
    let minutes = |preset, m| {
        let mut c = GameConfig::new(preset, seats());
        c.options.ending = Ending::Sdadata {
            trigger: Trigger::Minutes(m),
        };
        let pos = Position {
            order: Some(vec![0, 1, 2]),
            round: Some(2),
            ..Position::new(0, Phase::Attack)
        };
        Game::from_position(c, 3, &pos).unwrap()
    };
    let clock = |g: &Game, elapsed_ms: u64, l| {
        let m = strip(Some(g), &UiState::new(false), elapsed_ms, l);
        let at = m.as_str().find(r#"data-testid="clock""#).expect("a clock");
        let start = m.as_str()[..at].rfind("<span").unwrap();
        let end = at + m.as_str()[at..].find("</span>").unwrap();
        m.as_str()[start..end].to_string()
    };
    let online = minutes(PresetId::Online, 60);
    let c = clock(&online, 8 * 60_000 + 5_000, Lang::It);
    assert!(c.ends_with(">Countdown 0:51:55"), "{c}");
    assert!(
        c.contains(r#"data-countdown="true" data-left-s="3115""#),
        "{c}"
    );
    // Half a second played: the whole hour still shows (seconds left round up).
    assert!(clock(&online, 500, Lang::En).ends_with(">Countdown 1:00:00"));
    // Time up: zero, never a negative time.
    assert!(clock(&online, 61 * 60_000, Lang::It).ends_with(">Countdown 0:00:00"));
    let online = minutes(PresetId::Online, 30);
    assert!(clock(&online, 60_000, Lang::It).ends_with(">Countdown 29:00"));
    let classico = minutes(PresetId::Classico, 90);
    let c = clock(&classico, 8 * 60_000 + 5_000, Lang::It);
    assert!(
        c.contains("0:08:05 / 1:30:00") && !c.contains("data-countdown"),
        "{c}"
    );
}

/// Issue 43, item 4: the computers' summary, put away, is not lost: the log tab's
/// button opens it again.
#[test]
fn the_computers_summary_opens_again_from_the_log_tab() {
    use planisfero::present::html::{Html, Markup};
    use planisfero::present::lang::Lang;
    let g = position(Phase::Attack, &[]);
    let mut h = Html::new();
    planisfero::present::follow::summary_reopen(&mut h, Lang::It);
    let m = Markup::of(h);
    assert!(
        m.as_str().contains(
            r#"data-act="show-summary" data-testid="summary-reopen">Cosa hanno fatto i computer<"#
        ),
        "{}",
        m.as_str()
    );
    let (st, then) = reduce(Some(&g), &UiState::new(false), PlayAct::ShowSummary);
    assert_eq!((st.dialog, then), (Some(Dialog::Summary), Then::Nothing));
}

/// A lone person directing the morto (testa a testa against the computer): the morto's
/// card, in the toast, is said of the morto.
#[test]
fn the_morto_s_card_in_a_toast_is_said_of_the_morto() {
    use planisfero::present::html::{Html, Markup};
    use planisfero::present::lang::Lang;
    use planisfero::present::layers;
    use planisfero::present::play::Notice;
    use planisfero::rules::board::Card;
    let config = GameConfig::new(
        PresetId::TestaATesta,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Computer", Color::Rosso),
            SeatConfig::morto("Morto", Color::Nero),
        ],
    );
    let pos = Position {
        order: Some(vec![0, 2, 1]),
        round: Some(2),
        ..Position::new(0, Phase::Attack)
    };
    let g = Game::from_position(config, 3, &pos).unwrap();
    let toast = |seat: u8, l| {
        let n = Notice {
            seat: SeatId(seat),
            cards: vec![Card::Territory(T::Cina)],
            events: Vec::new(),
        };
        let mut h = Html::new();
        layers::toast(&mut h, &g, &n, true, l);
        Markup::of(h).as_str().to_string()
    };
    assert!(toast(2, Lang::It).contains("Il morto ha pescato: "));
    assert!(toast(2, Lang::En).contains("The morto drew: "));
    assert!(toast(0, Lang::It).contains("Hai pescato: "));
}

// ---------- labels clear of the badges (issue 43, items 2 and 6) ----------

#[test]
fn a_label_under_a_neighbours_badge_moves_and_a_clear_one_stays_under_its_own() {
    use planisfero::present::board_view::place_labels;
    let r = 40.0;
    // A: its badge at (100, 100); its label drawn under it, 200 wide.
    // B: its badge right where A's label would lie; C: far away, its label clear.
    let anchors = [
        Some((100.0, 100.0)),
        Some((150.0, 160.0)),
        Some((1000.0, 500.0)),
    ];
    let boxes = [
        Some((0.0, 150.0, 200.0, 30.0)),
        None,
        Some((950.0, 550.0, 100.0, 30.0)),
    ];
    let off = place_labels(&anchors, &boxes, r, 4000.0);
    let placed = |i: usize| {
        let b = boxes[i].unwrap();
        (b.0 + off[i].0, b.1 + off[i].1, b.2, b.3)
    };
    let a = placed(0);
    // Clear of B's badge (a square of side 2r round its anchor).
    let (bx, by) = anchors[1].unwrap();
    let clear = a.0 + a.2 <= bx - r || a.0 >= bx + r || a.1 + a.3 <= by - r || a.1 >= by + r;
    assert!(clear, "A's label {a:?} lies on B's badge");
    // C's label goes just under its own badge.
    let c = placed(2);
    assert_eq!(off[2].0, 0.0);
    assert!(c.1 >= 500.0 + r && c.1 <= 500.0 + r + 10.0, "{c:?}");
}

/// The labels of the whole world's first view as Chromium lays them out (measured on the
/// play screen at 1024x768, `--kb` 1.2, and at 768x1024, `--kb` 1.55): territory, badge
/// centre, label box as drawn (x, y, width, height), in map units.
type Measured = (&'static str, f64, f64, f64, f64, f64, f64);
const LANDSCAPE_LABELS: [Measured; 42] = [
    ("alaska", 241.0, 413.0, 163.6, 437.9, 154.7, 50.8),
    ("alberta", 566.0, 556.0, 479.7, 580.9, 172.5, 50.8),
    ("america_centrale", 732.0, 980.0, 529.9, 1004.9, 404.2, 50.8),
    ("groenlandia", 1262.0, 192.0, 1119.8, 216.9, 284.5, 50.8),
    ("ontario", 790.0, 603.0, 702.0, 627.9, 175.9, 50.8),
    ("quebec", 944.0, 580.0, 856.3, 604.9, 175.5, 50.8),
    (
        "stati_uniti_occidentali",
        635.0,
        754.0,
        249.6,
        778.9,
        514.7,
        50.8,
    ),
    (
        "stati_uniti_orientali",
        833.0,
        819.0,
        604.9,
        843.9,
        456.2,
        50.8,
    ),
    (
        "territori_del_nord_ovest",
        453.0,
        424.0,
        310.4,
        448.9,
        553.1,
        50.8,
    ),
    ("argentina", 1182.0, 1598.0, 1066.2, 1622.9, 231.6, 50.8),
    ("brasile", 1279.0, 1367.0, 1198.3, 1391.9, 161.4, 50.8),
    ("peru", 1169.0, 1417.0, 1114.7, 1441.9, 108.6, 50.8),
    ("venezuela", 1056.0, 1202.0, 936.1, 1226.9, 239.8, 50.8),
    (
        "europa_meridionale",
        2210.0,
        828.0,
        1982.2,
        741.9,
        455.6,
        50.8,
    ),
    (
        "europa_occidentale",
        1869.0,
        832.0,
        1641.3,
        856.9,
        455.4,
        50.8,
    ),
    (
        "europa_settentrionale",
        2113.0,
        690.0,
        2089.3,
        658.9,
        517.5,
        50.8,
    ),
    ("gran_bretagna", 1796.0, 658.0, 1625.0, 571.9, 341.9, 50.8),
    ("islanda", 1491.0, 317.0, 1406.2, 341.9, 169.7, 50.8),
    ("scandinavia", 2155.0, 341.0, 2013.6, 365.9, 282.8, 50.8),
    ("ucraina", 2494.0, 537.0, 2404.7, 561.9, 178.6, 50.8),
    (
        "africa_del_nord",
        1879.0,
        1126.0,
        1703.0,
        1150.9,
        351.9,
        50.8,
    ),
    (
        "africa_del_sud",
        2162.0,
        1492.0,
        1920.2,
        1516.9,
        327.6,
        50.8,
    ),
    (
        "africa_orientale",
        2281.0,
        1217.0,
        2096.1,
        1241.9,
        369.9,
        50.8,
    ),
    ("congo", 2087.0, 1324.0, 2013.6, 1348.9, 146.8, 50.8),
    ("egitto", 2194.0, 1062.0, 2123.7, 1086.9, 140.5, 50.8),
    ("madagascar", 2375.0, 1456.0, 2233.7, 1480.9, 285.5, 50.8),
    ("afghanistan", 2751.0, 795.0, 2609.3, 819.9, 283.3, 50.8),
    ("cina", 3009.0, 845.0, 2957.9, 869.9, 102.3, 50.8),
    ("cita", 3190.0, 512.0, 3143.7, 536.9, 92.6, 50.8),
    ("giappone", 3421.0, 816.0, 3310.0, 840.9, 222.0, 50.8),
    ("india", 2799.0, 996.0, 2740.5, 1020.9, 116.9, 50.8),
    ("jacuzia", 3329.0, 360.0, 3243.1, 384.9, 167.9, 50.8),
    ("kamchatka", 3706.0, 394.0, 3575.5, 418.9, 261.0, 50.8),
    ("medio_oriente", 2493.0, 933.0, 2327.0, 957.9, 332.0, 50.8),
    ("mongolia", 3118.0, 676.0, 3011.0, 700.9, 214.1, 50.8),
    ("siam", 2989.0, 1048.0, 2931.3, 1072.9, 115.4, 50.8),
    ("siberia", 3009.0, 397.0, 2926.6, 421.9, 164.7, 50.8),
    ("urali", 2787.0, 468.0, 2731.7, 492.9, 110.7, 50.8),
    (
        "australia_occidentale",
        3231.0,
        1501.0,
        2745.0,
        1469.9,
        502.0,
        50.8,
    ),
    (
        "australia_orientale",
        3421.0,
        1527.0,
        3199.2,
        1551.9,
        443.5,
        50.8,
    ),
    ("indonesia", 3062.0, 1229.0, 2898.0, 1253.9, 227.9, 50.8),
    ("nuova_guinea", 3431.0, 1292.0, 3335.1, 1205.9, 325.9, 50.8),
];
const PORTRAIT_LABELS: [Measured; 42] = [
    ("alaska", 241.0, 413.0, 136.7, 424.9, 208.7, 67.7),
    ("alberta", 566.0, 556.0, 449.6, 567.9, 232.7, 67.7),
    ("america_centrale", 732.0, 980.0, 459.4, 991.9, 545.2, 67.7),
    ("groenlandia", 1262.0, 192.0, 1070.1, 203.9, 383.8, 67.7),
    ("ontario", 790.0, 603.0, 671.3, 614.9, 237.3, 67.7),
    ("quebec", 944.0, 580.0, 825.6, 591.9, 236.7, 67.7),
    (
        "stati_uniti_occidentali",
        635.0,
        754.0,
        159.8,
        765.9,
        694.3,
        67.7,
    ),
    (
        "stati_uniti_orientali",
        833.0,
        819.0,
        525.3,
        830.9,
        615.5,
        67.7,
    ),
    (
        "territori_del_nord_ovest",
        453.0,
        424.0,
        214.0,
        435.9,
        746.1,
        67.7,
    ),
    ("argentina", 1182.0, 1598.0, 1025.8, 1609.9, 312.5, 67.7),
    ("brasile", 1279.0, 1367.0, 1170.1, 1378.9, 217.8, 67.7),
    ("peru", 1169.0, 1417.0, 1095.8, 1428.9, 146.5, 67.7),
    ("venezuela", 1056.0, 1202.0, 894.3, 1213.9, 323.5, 67.7),
    (
        "europa_meridionale",
        2210.0,
        828.0,
        1902.7,
        728.9,
        614.6,
        67.7,
    ),
    (
        "europa_occidentale",
        1869.0,
        832.0,
        1561.8,
        843.9,
        614.3,
        67.7,
    ),
    (
        "europa_settentrionale",
        2113.0,
        690.0,
        1999.0,
        645.9,
        698.1,
        67.7,
    ),
    ("gran_bretagna", 1796.0, 658.0, 1565.4, 558.9, 461.3, 67.7),
    ("islanda", 1491.0, 317.0, 1376.5, 328.9, 228.9, 67.7),
    ("scandinavia", 2155.0, 341.0, 1964.2, 352.9, 381.6, 67.7),
    ("ucraina", 2494.0, 537.0, 2373.6, 548.9, 240.9, 67.7),
    (
        "africa_del_nord",
        1879.0,
        1126.0,
        1641.6,
        1137.9,
        474.8,
        67.7,
    ),
    (
        "africa_del_sud",
        2162.0,
        1492.0,
        1863.0,
        1503.9,
        442.0,
        67.7,
    ),
    (
        "africa_orientale",
        2281.0,
        1217.0,
        2031.5,
        1228.9,
        498.9,
        67.7,
    ),
    ("congo", 2087.0, 1324.0, 1988.0, 1335.9, 198.0, 67.7),
    ("egitto", 2194.0, 1062.0, 2099.2, 1073.9, 189.5, 67.7),
    ("madagascar", 2375.0, 1456.0, 2184.4, 1467.9, 384.8, 67.7),
    ("afghanistan", 2751.0, 795.0, 2559.9, 806.9, 382.2, 67.7),
    ("cina", 3009.0, 845.0, 2940.0, 856.9, 137.9, 67.7),
    ("cita", 3190.0, 512.0, 3127.6, 523.9, 124.8, 67.7),
    ("giappone", 3421.0, 816.0, 3271.3, 827.9, 299.4, 67.7),
    ("india", 2799.0, 996.0, 2720.1, 1007.9, 157.8, 67.7),
    ("jacuzia", 3329.0, 360.0, 3213.2, 371.9, 226.5, 67.7),
    ("kamchatka", 3706.0, 394.0, 3529.9, 405.9, 352.1, 67.7),
    ("medio_oriente", 2493.0, 933.0, 2269.0, 944.9, 447.9, 67.7),
    ("mongolia", 3118.0, 676.0, 2973.6, 687.9, 288.8, 67.7),
    ("siam", 2989.0, 1048.0, 2911.2, 1059.9, 155.7, 67.7),
    ("siberia", 3009.0, 397.0, 2897.9, 408.9, 222.2, 67.7),
    ("urali", 2787.0, 468.0, 2712.4, 479.9, 149.3, 67.7),
    (
        "australia_occidentale",
        3231.0,
        1501.0,
        2657.4,
        1456.9,
        677.2,
        67.7,
    ),
    (
        "australia_orientale",
        3421.0,
        1527.0,
        3121.8,
        1538.9,
        598.3,
        67.7,
    ),
    ("indonesia", 3062.0, 1229.0, 2858.3, 1240.9, 307.4, 67.7),
    ("nuova_guinea", 3431.0, 1292.0, 3278.2, 1192.9, 439.6, 67.7),
];

use planisfero::present::board_view::{place_labels, LabelBox, BADGE_R};

/// Places the measured labels with badges of radius `r` (as the board does:
/// `BADGE_R * --kb + 2`) and returns each territory's name with its box as placed.
fn placed_labels(measured: &[Measured], kb: f64) -> (f64, Vec<(&'static str, LabelBox)>) {
    let mut anchors = vec![None; 42];
    let mut boxes = vec![None; 42];
    for &(key, ax, ay, x, y, w, h) in measured {
        let i = T::from_key(key).unwrap().index();
        anchors[i] = Some((ax, ay));
        boxes[i] = Some((x, y, w, h));
    }
    let r = BADGE_R * kb + 2.0;
    let off = place_labels(&anchors, &boxes, r, 4000.0);
    let mut out = Vec::new();
    for &(key, ..) in measured {
        let i = T::from_key(key).unwrap().index();
        let b = boxes[i].unwrap();
        out.push((key, (b.0 + off[i].0, b.1 + off[i].1, b.2, b.3)));
    }
    (r, out)
}

#[test]
fn the_whole_worlds_names_lie_on_no_name_no_badge_and_inside_the_map() {
    for (measured, kb) in [(&LANDSCAPE_LABELS, 1.2), (&PORTRAIT_LABELS, 1.55)] {
        let (r, placed) = placed_labels(measured, kb);
        let mut faults = Vec::new();
        for (i, &(a, p)) in placed.iter().enumerate() {
            if p.0 < 0.0 || p.0 + p.2 > 4000.0 {
                faults.push(format!("{a} cut at the edge: {p:?}"));
            }
            for &(b, q) in &placed[i + 1..] {
                let w = (p.0 + p.2).min(q.0 + q.2) - p.0.max(q.0);
                let h = (p.1 + p.3).min(q.1 + q.3) - p.1.max(q.1);
                if w > 1.0 && h > 1.0 {
                    faults.push(format!("{a} on {b}"));
                }
            }
            for &(b, ax, ay, ..) in measured.iter() {
                let w = (p.0 + p.2).min(ax + r) - p.0.max(ax - r);
                let h = (p.1 + p.3).min(ay + r) - p.1.max(ay - r);
                if w > 1.0 && h > 1.0 {
                    faults.push(format!("{a} under {b}'s badge"));
                }
            }
        }
        assert!(faults.is_empty(), "kb {kb}: {faults:#?}");
    }
}

#[test]
fn writing_keeps_its_least_size_on_a_small_world() {
    use planisfero::present::board_view::{writing_scale, BADGE_R, LABEL_FONT};
    // Drawn large: as the map draws it.
    assert_eq!(writing_scale(1.0), (20, 20));
    // The whole world 768 px wide (portrait): scaled up to 22 px badges, 10.5 px names.
    let ppu = 768.0 / 4000.0;
    let (kb, kl) = writing_scale(ppu);
    assert!(f64::from(kb) / 20.0 * 2.0 * BADGE_R * ppu >= 22.0);
    assert!(f64::from(kl) / 20.0 * LABEL_FONT * ppu >= 10.5);
}
