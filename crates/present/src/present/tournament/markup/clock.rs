//! The round clock (issue 46 item 7): the desk's controls and the face both screens
//! show, the time left and, once it is up, the call of the penultimate round. The
//! clock's reckoning is the domain's (`crate::tournament::clock`); this only reads it.

use crate::present::act::TournamentAct;
use crate::present::html::{Html, Markup};
use crate::present::lang::Lang;
use crate::present::tournament::desk_text::DeskText;
use crate::tournament::clock::{clock_text, Allowed, MAX_MINUTES};
use crate::tournament::Tournament;

use super::{button, submit_act};

/// The inside of the clock's face (`[data-testid=t-clock-face]`) at `now` (ms since the
/// epoch): the time left, "paused", and once the time is up the call, "Penultimo giro".
/// The glue writes it again every second, on the desk and on the public screen.
pub fn clock_face(t: &Tournament, now: u64, l: Lang) -> Markup {
    let mut h = Html::new();
    if let Some(c) = t.clock() {
        let called = c.is_called(now);
        h.open("span", "tn-clock-left")
            .id("t-clock-left")
            .attr("data-left-ms", &c.left_ms(now).to_string())
            .attr("data-called", if called { "true" } else { "false" })
            .end()
            .text(&clock_text(c.left_ms(now)))
            .close("span");
        if !c.is_running() {
            h.el("span", "tn-clock-paused", DeskText::ClockPaused.text(l));
        }
        if called {
            h.open("strong", "tn-clock-call")
                .id("t-clock-call")
                .attr("role", "alert")
                .end()
                .text(DeskText::ClockCall.text(l))
                .close("strong");
            h.el("span", "tn-clock-callnote", DeskText::ClockCallNote.text(l));
        }
    }
    Markup::of(h)
}

/// The face's box, filled by [`clock_face`].
fn face(h: &mut Html, t: &Tournament, now: u64, l: Lang) {
    h.open("div", "tn-clock-face")
        .id("t-clock-face")
        .attr("aria-live", "polite")
        .end();
    h.markup(&clock_face(t, now, l));
    h.close("div");
}

/// The clock's card on the desk, for the round in play: the length and "start" before it
/// runs; the face, "pause" or "resume" and, paused, "reset" once it does.
pub(super) fn desk_clock(h: &mut Html, t: &Tournament, now: u64, l: Lang) {
    let Some((default, allowed)) = t.clock_minutes() else {
        return;
    };
    h.open("div", "tn-clock no-print").id("t-clock").end();
    h.el("h3", "tn-h3", DeskText::ClockTitle.text(l));
    match t.clock() {
        None => {
            h.open("form", "tn-row tn-clock-form no-print");
            submit_act(h, TournamentAct::ClockStart)
                .id("t-clock-form")
                .end();
            h.open("label", "tn-field").end();
            h.el("span", "tn-label", DeskText::ClockMinutes.text(l));
            match allowed {
                Allowed::AtLeast(min) => {
                    h.open("input", "tn-input tn-num")
                        .attr("type", "number")
                        .attr("name", "clock-minutes")
                        .attr("inputmode", "numeric")
                        .attr("min", &min.to_string())
                        .attr("max", &MAX_MINUTES.to_string())
                        .attr("value", &default.to_string())
                        .id("clock-minutes")
                        .end();
                }
                Allowed::OneOf(list) => minutes_select(h, list, default),
                Allowed::Exactly(m) => minutes_select(h, &[m], m),
            }
            h.close("label");
            h.open("button", "tn-btn tn-primary")
                .attr("type", "submit")
                .id("t-clock-start")
                .end()
                .text(DeskText::ClockStart.text(l))
                .close("button")
                .close("form");
        }
        Some(c) => {
            face(h, t, now, l);
            h.open("div", "tn-row no-print").end();
            if c.is_running() {
                button(
                    h,
                    "tn-btn",
                    "t-clock-pause",
                    TournamentAct::ClockPause,
                    DeskText::ClockPause.text(l),
                );
            } else {
                button(
                    h,
                    "tn-btn tn-primary",
                    "t-clock-resume",
                    TournamentAct::ClockResume,
                    DeskText::ClockResume.text(l),
                );
                button(
                    h,
                    "tn-btn",
                    "t-clock-stop",
                    TournamentAct::ClockStop,
                    DeskText::ClockStop.text(l),
                );
            }
            h.close("div");
        }
    }
    h.close("div");
}

fn minutes_select(h: &mut Html, list: &[u32], chosen: u32) {
    h.open("select", "tn-input")
        .attr("name", "clock-minutes")
        .id("clock-minutes")
        .end();
    for m in list {
        h.open("option", "").attr("value", &m.to_string());
        if *m == chosen {
            h.raw(" selected");
        }
        h.end().num(*m).close("option");
    }
    h.close("select");
}

/// The clock on the public screen, big: once the desk started it for the round in play.
pub(super) fn public_clock(h: &mut Html, t: &Tournament, now: u64, l: Lang) {
    if t.clock().is_none() {
        return;
    }
    h.open("section", "tn-card tn-public-clock")
        .id("t-public-clock")
        .end();
    h.el("h2", "tn-h2", DeskText::ClockTitle.text(l));
    face(h, t, now, l);
    h.close("section");
}
