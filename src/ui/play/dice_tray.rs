//! The dice tray (issue 43, item 2): the dice of the last attack, whoever threw them (the
//! person, a computer, the morto), laid over the map's top edge in both orientations,
//! attacker's dice against the defender's, the compared ones bright, a die not compared
//! dimmed, each lost die ringed, with the losses. Taps go through it to the map; it stays
//! until the next throw or the next tap on the map (Enter on the tray, from a keyboard,
//! puts it away too); a blitz shows its throws one after the other,
//! paced by the game speed, and ends on its last. What it shows comes from the game's
//! public log ([`crate::present::dice_tray::last_attack`]); the tray decides no rule.
//!
//! A Leptos component with fine-grained updates: the dice are redrawn when the throw
//! shown changes, nothing else. It also sets the pace of the play screen's moves
//! (`--motion` on the document, read by style/play.css: the roll, armies along an arrow, a
//! territory taking its new colour), none at all when the system asks for reduced motion.

use leptos::prelude::*;

use super::use_play;
use crate::present::dice_tray::{
    counter, faces, label, last_attack, motion_ms, shown_from, step_ms, Throw, BLITZ_MS,
};
use crate::present::i18n_app::AppText;
use crate::ui::i18n::use_lang;

/// Whether the system asks for reduced motion (then a blitz shows its last throw at once).
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok())
        .flatten()
        .is_some_and(|m| m.matches())
}

/// The dice tray over the map.
#[component]
pub fn DiceTray() -> impl IntoView {
    let ui = use_play();
    let lang = use_lang();
    let tray = Memo::new(move |_| {
        ui.ag
            .with_table(|t| last_attack(t.game(), t.log()))
            .flatten()
    });
    // The throw shown, with its attack's action (a blitz steps through its last throws),
    // and the attack put away.
    let shown = RwSignal::new((usize::MAX, 0usize));
    // A blitz's first throw shown, and the time between two (0: its last at once).
    let pace = move |n: usize| {
        let step = match reduced_motion() {
            true => 0,
            false => step_ms(ui.bot.with_untracked(|b| b.speed)),
        };
        (shown_from(n, step, BLITZ_MS), step)
    };
    let dismissed = RwSignal::new(None::<usize>);
    let timers = StoredValue::new(Vec::<TimeoutHandle>::new());
    let clear = move || {
        for h in timers.try_update_value(std::mem::take).unwrap_or_default() {
            h.clear();
        }
    };

    // The pace of every move on the play screen follows the game speed.
    Effect::new(move |_| {
        let ms = motion_ms(ui.bot.with(|b| b.speed));
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("style", &format!("--motion:{ms}ms"));
        }
    });
    on_cleanup(|| {
        if let Some(root) = document().document_element() {
            let _ = root.remove_attribute("style");
        }
    });

    // A new attack: its throws one after the other, ending on the last.
    Effect::new(move |_| {
        clear();
        let Some((action, n)) = tray.with(|t| t.as_ref().map(|t| (t.action, t.throws.len())))
        else {
            return;
        };
        let (first, step) = pace(n);
        shown.set((action, first));
        let mut hs = Vec::new();
        for k in first + 1..n {
            let wait = u64::from(step) * (k - first) as u64;
            if let Ok(h) = set_timeout_with_handle(
                move || shown.set((action, k)),
                std::time::Duration::from_millis(wait),
            ) {
                hs.push(h);
            }
        }
        timers.set_value(hs);
    });
    on_cleanup(clear);

    // A tap on the map puts the tray away (the next throw brings a new one).
    let dismiss = move || {
        clear();
        dismissed.set(tray.with_untracked(|t| t.as_ref().map(|t| t.action)));
    };
    let tap = window_event_listener(leptos::ev::pointerdown, move |e| {
        let on_map = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|el| el.closest(".board-map").ok().flatten())
            .is_some();
        if on_map {
            dismiss();
        }
    });
    on_cleanup(move || tap.remove());

    let visible = move || {
        let action = tray.with(|t| t.as_ref().map(|t| t.action));
        action.is_some()
            && dismissed.get() != action
            && ui.st.with(|s| s.replay.is_none() && s.follow.is_none())
    };

    // Drawn again when the throw shown changes (a new throw rolls new dice), else left
    // alone; one closure for the whole tray keeps the wasm small.
    move || {
        if !visible() {
            return None;
        }
        let l = lang.get();
        let t = tray.get()?;
        // Before the effect above has caught up with a new attack: its first throw.
        let k = match shown.get() {
            (a, k) if a == t.action => k,
            _ => pace(t.throws.len()).0,
        };
        let x = t.throws.get(k)?.clone();
        let conquered = t.conquered && k + 1 == t.throws.len();
        let title = format!("{} → {}", l.territory(t.from), l.territory(t.to));
        Some(view! {
            <button
                type="button"
                class="dice-tray"
                data-testid="dice-tray"
                data-action=t.action
                data-throw=k + 1
                data-throws=t.throws.len()
                data-attacker-dice=faces(&x.attacker)
                data-defender-dice=faces(&x.defender)
                data-attacker-losses=x.attacker_losses
                data-defender-losses=x.defender_losses
                data-conquered=conquered.to_string()
                aria-label=label(&t, k, l)
                on:click=move |_| dismiss()
            >
                <span class="tray-title" aria-hidden="true">
                    {title}
                    {counter(&t, k).map(|c| view! { <span class="tray-count">{c}</span> })}
                    {conquered
                        .then(|| view! { <strong class="conquered">{AppText::Conquered.text(l)}</strong> })}
                </span>
                {dice(&x)}
            </button>
        })
    }
}

/// The two rows of one throw: attacker's dice, then the defender's, each with its losses.
fn dice(x: &Throw) -> impl IntoView + use<> {
    let pairs = x.pairs();
    let row = |attacker: bool| {
        let (side, faces, lost) = match attacker {
            true => ("attacker", &x.attacker, x.attacker_losses),
            false => ("defender", &x.defender, x.defender_losses),
        };
        let dice = faces
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                // The compared dice are the bright ones; a die not compared is dimmed.
                let class = match i < pairs {
                    true => format!("die {side}"),
                    false => format!("die {side} unused"),
                };
                view! {
                    <span class=class data-lost=x.lost(attacker, i).to_string() data-face=d>
                        {d}
                    </span>
                }
            })
            .collect_view();
        view! {
            <span class="tray-row" data-side=side aria-hidden="true">
                {dice}
                <span class="tray-loss" data-none=(lost == 0).to_string()>
                    {format!("−{lost}")}
                </span>
            </span>
        }
    };
    (row(true), row(false))
}
