//! The dice tray (issue 43, item 2): the dice of the last attack, whoever threw them (the
//! person, a computer, the morto), laid over the map's top edge in both orientations,
//! attacker's dice against the defender's, the compared ones bright, a die not compared
//! dimmed, each lost die ringed, with the losses. It stays until the next throw or the next
//! tap on the map or on the tray itself; a blitz shows its throws one after the other,
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
    // The throw shown (a blitz steps through its last throws), and the attack put away.
    let shown = RwSignal::new(0usize);
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
        let Some(n) = tray.with(|t| t.as_ref().map(|t| t.throws.len())) else {
            return;
        };
        let step = match reduced_motion() {
            true => 0,
            false => step_ms(ui.bot.with_untracked(|b| b.speed)),
        };
        let first = shown_from(n, step, BLITZ_MS);
        shown.set(first);
        let mut hs = Vec::new();
        for k in first + 1..n {
            let wait = u64::from(step) * (k - first) as u64;
            if let Ok(h) = set_timeout_with_handle(
                move || shown.set(k),
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
    // The throw shown, with its index.
    let throw = Memo::new(move |_| {
        let k = shown.get();
        tray.with(|t| {
            t.as_ref()
                .and_then(|t| t.throws.get(k).cloned().map(|x| (k, x)))
        })
    });
    let attr = move |f: fn(&Throw) -> String| {
        move || throw.with(|t| t.as_ref().map(|(_, x)| f(x)).unwrap_or_default())
    };
    let last = move || {
        let n = tray.with(|t| t.as_ref().map_or(0, |t| t.throws.len()));
        shown.get() + 1 >= n
    };

    view! {
        <Show when=visible>
            <button
                type="button"
                class="dice-tray"
                data-testid="dice-tray"
                data-action=move || tray.with(|t| t.as_ref().map(|t| t.action))
                data-throw=move || shown.get() + 1
                data-throws=move || tray.with(|t| t.as_ref().map_or(0, |t| t.throws.len()))
                data-attacker-dice=attr(|x| faces(&x.attacker))
                data-defender-dice=attr(|x| faces(&x.defender))
                data-attacker-losses=attr(|x| x.attacker_losses.to_string())
                data-defender-losses=attr(|x| x.defender_losses.to_string())
                data-conquered=move || {
                    (last() && tray.with(|t| t.as_ref().is_some_and(|t| t.conquered))).to_string()
                }
                aria-label=move || {
                    tray.with(|t| {
                        t.as_ref().map(|t| label(t, shown.get(), lang.get())).unwrap_or_default()
                    })
                }
                on:click=move |_| dismiss()
            >
                <span class="tray-title" aria-hidden="true">
                    {move || {
                        let l = lang.get();
                        tray.with(|t| {
                            t.as_ref()
                                .map(|t| {
                                    format!("{} → {}", l.territory(t.from), l.territory(t.to))
                                })
                                .unwrap_or_default()
                        })
                    }}
                    <span class="tray-count">
                        {move || {
                            tray.with(|t| t.as_ref().and_then(|t| counter(t, shown.get())))
                        }}
                    </span>
                    <Show when=move || {
                        last() && tray.with(|t| t.as_ref().is_some_and(|t| t.conquered))
                    }>
                        <strong class="conquered">{move || AppText::Conquered.text(lang.get())}</strong>
                    </Show>
                </span>
                // Keyed by the throw: a new throw rolls new dice.
                {move || throw.get().map(|(_, x)| dice(&x))}
            </button>
        </Show>
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
