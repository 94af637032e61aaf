//! How a new game ends, as the new-game form offers it.

use crate::rules::{Ending, RuleSet, Trigger};

/// The endings a form can choose.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EndKind {
    SdadataMinutes,
    SdadataRounds,
    Secret,
    RoundLimit,
    NoLimit,
}

impl EndKind {
    /// Every ending, in the order the form shows them.
    pub const ALL: [EndKind; 5] = [
        EndKind::SdadataMinutes,
        EndKind::SdadataRounds,
        EndKind::Secret,
        EndKind::RoundLimit,
        EndKind::NoLimit,
    ];

    /// Stable name (the choice's `data-testid` is `ending-` and this).
    pub const fn key(self) -> &'static str {
        match self {
            EndKind::SdadataMinutes => "sdadata_minutes",
            EndKind::SdadataRounds => "sdadata_rounds",
            EndKind::Secret => "secret",
            EndKind::RoundLimit => "round_limit",
            EndKind::NoLimit => "none",
        }
    }

    /// The ending named `key`.
    pub fn from_key(key: &str) -> Option<EndKind> {
        EndKind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// Whether the preset offers this ending. `club` reads the two trigger kinds as
    /// time or rounds before its supplementary turns; `online` ends only by sdadata
    /// (Countdown or Regular).
    pub fn allowed(self, r: &RuleSet) -> bool {
        let open = !r.supplementary_turns && !r.sdadata_ending_only();
        match self {
            EndKind::SdadataMinutes | EndKind::SdadataRounds => {
                r.sdadata.is_some() || r.supplementary_turns
            }
            EndKind::Secret => r.secret_time_allowed,
            EndKind::RoundLimit => open,
            EndKind::NoLimit => open && r.untimed_allowed,
        }
    }

    /// The ending a trigger kind makes in the preset: the supplementary turns in `club`,
    /// the sdadata elsewhere.
    pub fn triggered(r: &RuleSet, trigger: Trigger) -> Ending {
        if r.supplementary_turns {
            Ending::Supplementary { trigger }
        } else {
            Ending::Sdadata { trigger }
        }
    }

    /// The kind of a configured ending.
    pub fn of(e: Ending) -> EndKind {
        match e {
            // `club`'s supplementary turns share the trigger fields (see `triggered`).
            Ending::Sdadata {
                trigger: Trigger::Minutes(_),
            }
            | Ending::Supplementary {
                trigger: Trigger::Minutes(_),
            } => EndKind::SdadataMinutes,
            Ending::Sdadata {
                trigger: Trigger::Rounds(_),
            }
            | Ending::Supplementary {
                trigger: Trigger::Rounds(_),
            } => EndKind::SdadataRounds,
            Ending::SecretTime { .. } => EndKind::Secret,
            Ending::RoundLimit(_) => EndKind::RoundLimit,
            Ending::None => EndKind::NoLimit,
        }
    }
}
