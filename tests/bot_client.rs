//! The app's side of the bots' worker (`worker_protocol::client::BotClient`): what is posted
//! when, which answers count, and a failed worker's restart. Before, only end to end
//! (tests/e2e/bots.test.mjs, update_integrity.test.mjs "a modified script of the bots'
//! worker").

use planisfero::rules::{Action, Game};
use planisfero::worker_protocol::client::{BotClient, Send, Start};

fn an_action() -> Action {
    let config = planisfero::rules::GameConfig::new(
        planisfero::rules::PresetId::Classico,
        vec![
            planisfero::rules::SeatConfig::human("Anna", planisfero::rules::Color::Blu),
            planisfero::rules::SeatConfig::human("Bruno", planisfero::rules::Color::Rosso),
            planisfero::rules::SeatConfig::human("Carla", planisfero::rules::Color::Giallo),
        ],
    );
    let game = Game::new(config, 7).unwrap();
    game.legal_actions()[0]
}

/// A client whose worker was checked, started and said it listens.
fn listening() -> BotClient {
    let mut c = BotClient::new();
    assert_eq!(c.send("first"), Send::Check);
    assert_eq!(c.on_checked(true), Start::Now);
    assert_eq!(c.on_ready().as_deref(), Some("first"));
    c
}

#[test]
fn nothing_is_posted_before_the_worker_listens_and_the_latest_request_waits() {
    let mut c = BotClient::new();
    assert_eq!(c.send("a"), Send::Check, "the script is checked first");
    assert_eq!(c.send("b"), Send::Wait, "one check at a time");
    assert_eq!(c.on_checked(true), Start::Now);
    assert!(c.started());
    assert_eq!(c.send("c"), Send::Wait, "started, not listening yet");
    assert_eq!(
        c.on_ready().as_deref(),
        Some("c"),
        "only the latest is sent"
    );
    assert_eq!(c.send("d"), Send::Post);
    assert_eq!(c.on_ready(), None);
}

#[test]
fn a_worker_script_that_does_not_match_is_never_started() {
    let mut c = BotClient::new();
    c.ask("g-1".into(), 5);
    assert_eq!(c.send("a"), Send::Check);
    assert_eq!(c.on_checked(false), Start::Failed);
    assert!(!c.started());
    // The page then fails the worker: the request under way is dropped and said.
    assert!(c.on_worker_error());
    assert!(c.failed());
    assert!(c.asked().is_none());
    // "Riprova": checked again, since it never matched.
    c.retry();
    assert_eq!(c.send("a"), Send::Check);
}

#[test]
fn answers_for_another_position_or_already_shown_are_dropped() {
    let mut c = listening();
    assert!(c.should_ask("g-1", 10));
    c.ask("g-1".into(), 10);
    assert!(!c.should_ask("g-1", 10), "asked once");
    assert!(c.should_ask("g-1", 11));
    assert!(c.should_ask("g-2", 10));
    assert!(!c.on_reply(9), "a late answer for an older position");
    assert!(c.on_reply(10));
    let a = an_action();
    c.show(a);
    assert!(!c.on_reply(10), "the same answer again while it is shown");
    // A newer request replaces it: the old pause ends without applying anything.
    c.ask("g-1".into(), 11);
    assert!(!c.on_shown(10));
    assert!(c.on_reply(11));
}

#[test]
fn an_answer_is_applied_once_after_its_pause_or_at_once_on_skip() {
    let mut c = listening();
    let a = an_action();
    c.ask("g-1".into(), 3);
    assert_eq!(c.skip(), None, "nothing shown yet");
    c.show(a);
    assert!(c.on_shown(3));
    assert!(!c.on_shown(3), "applied once");
    c.ask("g-1".into(), 4);
    c.show(a);
    assert_eq!(c.skip(), Some(a));
    assert!(!c.on_shown(4), "its pause applies nothing more");
    assert_eq!(c.skip(), None);
}

#[test]
fn a_worker_that_does_not_listen_in_time_fails_and_riprova_starts_a_new_one() {
    let mut c = BotClient::new();
    c.ask("g-1".into(), 2);
    assert_eq!(c.send("req"), Send::Check);
    assert_eq!(c.on_checked(true), Start::Now);
    // The page's time limit ran out before READY.
    assert!(c.on_worker_error(), "the request under way is said failed");
    assert!(c.failed() && !c.started() && c.asked().is_none());
    c.retry();
    assert!(!c.failed());
    // Checked once per page: the next request starts a new worker directly.
    assert_eq!(c.send("again"), Send::Start);
    assert_eq!(c.send("again2"), Send::Wait);
    assert_eq!(c.on_ready().as_deref(), Some("again2"));
    assert_eq!(c.send("next"), Send::Post);
}

#[test]
fn a_worker_that_crashes_while_listening_is_replaced_by_the_next_request() {
    let mut c = listening();
    c.ask("g-1".into(), 7);
    assert_eq!(c.send("req"), Send::Post);
    assert!(c.on_worker_error());
    assert!(!c.on_reply(7), "its answer, if any came, counts no more");
    c.retry();
    assert_eq!(c.send("req"), Send::Start);
    // A worker that could not even be created is tried again by the next request.
    c.not_started();
    assert_eq!(c.send("req"), Send::Start);
}

#[test]
fn the_play_screen_gone_forgets_the_request() {
    let mut c = listening();
    c.ask("g-1".into(), 7);
    c.clear();
    assert!(c.should_ask("g-1", 7));
    assert!(!c.on_reply(7));
    assert!(!c.failed());
}
