//! One throw of the dice (docs/RULES.md §2, "Attack"): dice sorted high to low, compared
//! highest with highest, second with second, third with third; the lower loses one army,
//! ties go to the defender ("In caso di pareggio vince sempre il difensore").

/// Sorts both throws high to low and returns `(attacker losses, defender losses)`. Each
/// throw holds its dice first, padded with zeros to 3: a zero is no die.
pub fn resolve(attacker: &mut [u8; 3], defender: &mut [u8; 3]) -> (u32, u32) {
    sort_high_to_low(attacker);
    sort_high_to_low(defender);
    let (mut attacker_losses, mut defender_losses) = (0, 0);
    for (&a, &d) in attacker.iter().zip(defender.iter()) {
        let paired = u32::from((a != 0) & (d != 0));
        let won = u32::from(a > d);
        defender_losses += paired & won;
        attacker_losses += paired & (1 - won);
    }
    (attacker_losses, defender_losses)
}

/// Three compare-exchanges, the same whatever the dice: no branch to mispredict.
fn sort_high_to_low(dice: &mut [u8; 3]) {
    let [x, y, z] = *dice;
    let (x, y) = (x.max(y), x.min(y));
    let (y, z) = (y.max(z), y.min(z));
    let (x, y) = (x.max(y), x.min(y));
    *dice = [x, y, z];
}

#[cfg(test)]
mod tests {
    use super::*;

    // "In caso di pareggio vince sempre il difensore."
    #[test]
    fn defender_wins_ties() {
        assert_eq!(resolve(&mut [6, 6, 6], &mut [6, 6, 6]), (3, 0));
        assert_eq!(resolve(&mut [3, 0, 0], &mut [3, 1, 0]), (1, 0));
    }

    // "il dado con il punteggio più alto ... si confronta con il punteggio più alto".
    #[test]
    fn dice_are_sorted_and_paired_high_with_high() {
        let mut a = [2, 6, 4];
        let mut d = [5, 0, 3];
        // 6 v 5 attacker wins, 4 v 3 attacker wins; the third die is unpaired.
        assert_eq!(resolve(&mut a, &mut d), (0, 2));
        assert_eq!(a, [6, 4, 2]);
        assert_eq!(d, [5, 3, 0]);
        assert_eq!(resolve(&mut [1, 6, 0], &mut [6, 1, 1]), (2, 0));
        assert_eq!(resolve(&mut [5, 2, 0], &mut [4, 3, 1]), (1, 1));
    }
}
