//! The engine benchmark's player (issue 12, item 5): one fixed, simple policy for every
//! seat of a 4-player `torneo` game, driven by its own seeded generator (never the
//! game's dice). Shared by `benches/engine.rs`, `examples/policy_games.rs`,
//! `examples/policy_wasm.rs` and `tests/bench_policy.rs` through `#[path]`.
//!
//! The policy: trade whenever possible; place the reinforcements (and the setup armies)
//! one army at a time on random own territories; up to 5 attack attempts per turn, each
//! from a random own territory that can attack on a random attackable neighbour, made
//! only when the attacker's armies are at least 1.5 times the defender's, of up to 3
//! single throws with the most dice allowed; after a conquest move
//! `max(minimum, half the armies)`; a random strategic move half the time.
//!
//! The ending: "sdadata from round 34" is `Trigger::Rounds(33)`: round 33 is the
//! penultimate, round 34 the last, and the first sdadata roll is at the end of the last
//! seat's turn of round 34, then at the end of every turn.

#![allow(dead_code)]

use planisfero::rules::*;

/// Penultimate round of the benchmark game (first roll at the end of round 34).
pub const PENULTIMATE_ROUND: u32 = 33;

/// Attack attempts per turn.
const ATTEMPTS: u32 = 5;
/// Single throws per attempt.
const THROWS: u32 = 3;

/// The benchmark game's config: 4 seats, `torneo`, sdadata from round 34.
pub fn config() -> GameConfig {
    let seats = ["Anna", "Bruno", "Carla", "Dario"]
        .iter()
        .enumerate()
        .map(|(i, n)| SeatConfig::human(*n, Color::ALL[i]))
        .collect();
    let mut config = GameConfig::new(PresetId::Torneo, seats);
    config.options.ending = Ending::Sdadata {
        trigger: Trigger::Rounds(PENULTIMATE_ROUND),
    };
    config
}

/// The policy's own generator (xorshift64*), independent of the game's dice.
pub struct PolicyRng(u64);

impl PolicyRng {
    pub fn new(seed: u64) -> PolicyRng {
        // splitmix64 of the seed, never 0.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        PolicyRng((z ^ (z >> 31)) | 1)
    }

    /// Uniform-ish in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        (((x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) * n as u64) >> 32) as usize
    }
}

/// What a finished benchmark game returns.
pub struct Played {
    pub game: Game,
    pub actions: u32,
}

/// The attack in progress: the pair and the throws left.
#[derive(Clone, Copy)]
struct Attempt {
    from: TerritoryId,
    to: TerritoryId,
    throws_left: u32,
}

/// Whether the attacker's armies are at least 1.5 times the defender's.
fn good_odds(attacker: u32, defender: u32) -> bool {
    2 * attacker >= 3 * defender
}

/// The conquest move: `max(minimum, half the armies)`, half of the armies of both
/// territories after the mandatory move, within the allowed range.
fn occupy_amount(g: &Game, p: PendingConquest) -> u32 {
    let half = (g.armies(p.from) + g.armies(p.to)) / 2;
    half.clamp(p.min, p.max)
}

/// Plays one benchmark game with the engine's `Vec`-returning queries (the UI's API).
pub fn play_with_vec_queries(seed: u64) -> Played {
    let mut g = Game::new(config(), seed).expect("valid config");
    let mut rng = PolicyRng::new(seed);
    let mut actions = 0u32;
    let mut attempts = 0u32;
    let mut current: Option<Attempt> = None;
    while g.phase() != Phase::Over {
        let action = match g.phase() {
            Phase::Setup | Phase::Reinforce => {
                if let Some(t) = g.tradable_tris().first() {
                    Action::Trade { cards: t.cards }
                } else {
                    let ts = g.placeable_territories();
                    Action::Place {
                        territory: ts[rng.below(ts.len())],
                        armies: 1,
                    }
                }
            }
            Phase::Attack => {
                if let Some(t) = g.tradable_tris().first() {
                    Action::Trade { cards: t.cards }
                } else if let Some(a) = current.as_mut().filter(|a| a.throws_left > 0) {
                    match g.attack_dice_options(a.from, a.to).last() {
                        Some(&dice) => {
                            a.throws_left -= 1;
                            Action::Attack {
                                from: a.from,
                                to: a.to,
                                dice,
                            }
                        }
                        None => {
                            current = None;
                            continue;
                        }
                    }
                } else if attempts < ATTEMPTS {
                    attempts += 1;
                    current = None;
                    let sources = g.attack_sources();
                    if sources.is_empty() {
                        attempts = ATTEMPTS;
                        continue;
                    }
                    let from = sources[rng.below(sources.len())];
                    let targets = g.attack_targets(from);
                    let to = targets[rng.below(targets.len())];
                    if good_odds(g.armies(from), g.armies(to)) {
                        current = Some(Attempt {
                            from,
                            to,
                            throws_left: THROWS,
                        });
                    }
                    continue;
                } else {
                    Action::EndAttacks
                }
            }
            Phase::Conquest => {
                current = None;
                let p = g.pending_conquest().expect("conquest phase");
                Action::Occupy {
                    armies: occupy_amount(&g, p),
                }
            }
            Phase::Fortify => {
                let sources = g.move_sources();
                if !sources.is_empty() && rng.below(2) == 0 {
                    let from = sources[rng.below(sources.len())];
                    let targets = g.move_targets(from);
                    let to = targets[rng.below(targets.len())];
                    let (min, max) = g.move_range(from, to).expect("listed");
                    Action::Move {
                        from,
                        to,
                        armies: min + rng.below((max - min + 1) as usize) as u32,
                    }
                } else {
                    attempts = 0;
                    current = None;
                    Action::end_turn()
                }
            }
            // A torneo game: no `club` removal.
            Phase::Removal | Phase::Over => unreachable!(),
        };
        g.apply(action)
            .expect("the policy only plays legal actions");
        actions += 1;
    }
    Played { game: g, actions }
}

/// For each byte value and `k` below its number of set bits, the index of its `k`-th
/// set bit.
const NTH_BIT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut k, mut bit) = (0, 0);
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// A random territory of a non-empty mask: the `k`-th (0-based, in index order) for a
/// random `k` below its number of territories, the same pick as
/// `territories_in(mask).nth(k)`, as the `Vec` queries list territories in that order.
/// Without a loop: the bytes' running counts of set bits give the count (for `k`) and
/// the byte holding the `k`-th bit, a table the bit within the byte.
fn pick(rng: &mut PolicyRng, mask: u64) -> TerritoryId {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut counts = mask - ((mask >> 1) & 0x5555_5555_5555_5555);
    counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
    counts = (counts + (counts >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    // Byte `j` of `sums` counts the bits of bytes 0 to `j`; the last one, all of them.
    let sums = counts.wrapping_mul(ONES);
    let k = rng.below((sums >> 56) as usize) as u64;
    // The first byte whose sum is above `k` holds the bit: the high bit of each byte of
    // `over` says whether its sum is (sums are at most 64: no borrow between bytes).
    let over = ((sums | HIGH) - (k + 1) * ONES) & HIGH;
    let byte = over.trailing_zeros() / 8;
    let below = ((sums << 8) >> (8 * byte)) & 0xff;
    let bits = (mask >> (8 * byte)) & 0xff;
    let bit = NTH_BIT_IN_BYTE[bits as usize][(k - below) as usize];
    TerritoryId::ALL[(8 * byte + u32::from(bit)) as usize]
}

/// The same game as [`play_with_vec_queries`] (same choices, same dice), with the
/// engine's allocation-free queries (bit masks) and one reused event buffer.
pub fn play_fast(seed: u64) -> Played {
    play_fast_observed(seed, |_| {})
}

/// [`play_fast`] that shows `observe` the game before each decision (for tests).
pub fn play_fast_observed(seed: u64, observe: impl FnMut(&Game)) -> Played {
    play_fast_hooked(seed, observe, |_, _| {})
}

/// [`play_fast`] that shows `observe` the game before each decision and `applied` each
/// action with its events (for tests and the results' fingerprint).
pub fn play_fast_hooked(
    seed: u64,
    mut observe: impl FnMut(&Game),
    mut applied: impl FnMut(&Action, &[Event]),
) -> Played {
    let mut g = Game::new(config(), seed).expect("valid config");
    let mut rng = PolicyRng::new(seed);
    let mut events = Vec::new();
    let mut actions = 0u32;
    let mut attempts = 0u32;
    let mut current: Option<Attempt> = None;
    // The attack sources, kept while no action changes the game (an attempt refused
    // for its odds changes nothing).
    let mut sources_now: Option<u64> = None;
    while g.phase() != Phase::Over {
        observe(&g);
        let action = match g.phase() {
            Phase::Setup | Phase::Reinforce => {
                if let Some(t) = g
                    .trade_window_open()
                    .then(|| g.tradable_tris_iter().next())
                    .flatten()
                {
                    Action::Trade { cards: t.cards }
                } else {
                    Action::Place {
                        territory: pick(&mut rng, g.placeable_mask()),
                        armies: 1,
                    }
                }
            }
            Phase::Attack => {
                // A closed trade window has no tris: not asked for.
                if let Some(t) = g
                    .trade_window_open()
                    .then(|| g.tradable_tris_iter().next())
                    .flatten()
                {
                    Action::Trade { cards: t.cards }
                } else if let Some(a) = current.as_mut().filter(|a| a.throws_left > 0) {
                    let dice = g.attack_dice_mask(a.from, a.to);
                    if dice == 0 {
                        current = None;
                        continue;
                    }
                    a.throws_left -= 1;
                    Action::Attack {
                        from: a.from,
                        to: a.to,
                        dice: 7 - dice.leading_zeros() as u8,
                    }
                } else if attempts < ATTEMPTS {
                    attempts += 1;
                    current = None;
                    let sources = *sources_now.get_or_insert_with(|| g.attack_sources_mask());
                    if sources == 0 {
                        attempts = ATTEMPTS;
                        continue;
                    }
                    let from = pick(&mut rng, sources);
                    let to = pick(&mut rng, g.attack_targets_mask(from));
                    if good_odds(g.armies(from), g.armies(to)) {
                        current = Some(Attempt {
                            from,
                            to,
                            throws_left: THROWS,
                        });
                    }
                    continue;
                } else {
                    Action::EndAttacks
                }
            }
            Phase::Conquest => {
                current = None;
                let p = g.pending_conquest().expect("conquest phase");
                Action::Occupy {
                    armies: occupy_amount(&g, p),
                }
            }
            Phase::Fortify => {
                let sources = g.move_sources_mask();
                if sources != 0 && rng.below(2) == 0 {
                    let from = pick(&mut rng, sources);
                    let to = pick(&mut rng, g.move_targets_mask(from));
                    let max = g.armies(from) - g.garrison(from);
                    Action::Move {
                        from,
                        to,
                        armies: 1 + rng.below(max as usize) as u32,
                    }
                } else {
                    attempts = 0;
                    current = None;
                    Action::end_turn()
                }
            }
            // A torneo game: no `club` removal.
            Phase::Removal | Phase::Over => unreachable!(),
        };
        events.clear();
        g.apply_into(action, &mut events)
            .expect("the policy only plays legal actions");
        applied(&action, &events);
        sources_now = None;
        actions += 1;
    }
    Played { game: g, actions }
}
