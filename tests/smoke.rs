use planisfero::rules::*;

fn seats(n: usize) -> Vec<SeatConfig> {
    let names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"];
    (0..n).map(|i| SeatConfig::human(names[i], Color::ALL[i])).collect()
}

#[test]
fn random_games_reach_the_end() {
    for seed in 0..20u64 {
        for (preset, n) in [(PresetId::Classico, 3), (PresetId::Torneo, 4), (PresetId::Okgiocacon, 5), (PresetId::TestaATesta, 3)] {
            let mut s = seats(n);
            if preset == PresetId::TestaATesta { s[1] = SeatConfig::morto("Morto", Color::Nero); }
            let mut config = GameConfig::new(preset, s);
            config.options.ending = match preset {
                PresetId::Classico => Ending::RoundLimit(12),
                _ => Ending::Sdadata { trigger: Trigger::Rounds(5) },
            };
            let mut g = Game::new(config, seed).unwrap();
            let mut x = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mut steps = 0;
            while g.phase() != Phase::Over {
                let legal = g.legal_actions();
                assert!(!legal.is_empty(), "{:?}", g.phase());
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                // Prefer attacks to make games move.
                let attacks: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Attack{..}|Action::Blitz{..})).collect();
                let a = if !attacks.is_empty() && (x >> 40) % 4 != 0 {
                    attacks[((x >> 20) as usize) % attacks.len()].clone()
                } else {
                    legal[((x >> 33) as usize) % legal.len()].clone()
                };
                g.apply(a).unwrap();
                steps += 1;
                assert!(steps < 100_000);
            }
            assert!(g.outcome().is_some());
        }
    }
}
