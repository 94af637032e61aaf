//! One throw of the dice (RULES.md §2, "Attack"): dice sorted high to low, compared
//! highest with highest, second with second, third with third; the lower loses one army,
//! ties go to the defender ("In caso di pareggio vince sempre il difensore").

/// Sorts both throws high to low and returns `(attacker losses, defender losses)`.
pub fn resolve(attacker: &mut [u8], defender: &mut [u8]) -> (u32, u32) {
    small_sort::sort_by(attacker, |x, y| x > y);
    small_sort::sort_by(defender, |x, y| x > y);
    let (mut al, mut dl) = (0, 0);
    for (a, d) in attacker.iter().zip(defender.iter()) {
        if a > d {
            dl += 1;
        } else {
            al += 1;
        }
    }
    (al, dl)
}

#[cfg(test)]
mod tests {
    use super::*;

    // "In caso di pareggio vince sempre il difensore."
    #[test]
    fn defender_wins_ties() {
        assert_eq!(resolve(&mut [6, 6, 6], &mut [6, 6, 6]), (3, 0));
        assert_eq!(resolve(&mut [3], &mut [3, 1]), (1, 0));
    }

    // "il dado con il punteggio più alto ... si confronta con il punteggio più alto".
    #[test]
    fn dice_are_sorted_and_paired_high_with_high() {
        let mut a = [2, 6, 4];
        let mut d = [5, 3];
        // 6 v 5 attacker wins, 4 v 3 attacker wins; the third die is unpaired.
        assert_eq!(resolve(&mut a, &mut d), (0, 2));
        assert_eq!(a, [6, 4, 2]);
        assert_eq!(d, [5, 3]);
        assert_eq!(resolve(&mut [1, 6], &mut [6, 1, 1]), (2, 0));
        assert_eq!(resolve(&mut [5, 2], &mut [4, 3, 1]), (1, 1));
    }
}
