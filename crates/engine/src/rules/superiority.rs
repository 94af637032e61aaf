//! The attack by superiority (`club` points 8-9, docs/RULES.md §4): the bordering
//! armies must outnumber the target's, and the attacker rolls the most dice it may.

use super::board::{territories_in, TerritoryId};
use super::club_board::neighbour_mask;
use super::error::ActionError;
use super::game::Game;

/// The club attack rule (point 8): the armies of all the attacker's territories
/// bordering the target, summed, must exceed the target's; at equality or less only
/// from a territory with at least `min_from` armies. And the attacker rolls the maximum
/// its armies allow (point 9, "obbligati ad utilizzare il massimo dei dadi").
pub(crate) fn check_attack(
    game: &Game,
    from: TerritoryId,
    to: TerritoryId,
    dice: u8,
) -> Result<(), ActionError> {
    let rules = game.rules();
    if rules.attacker_max_dice {
        let max = game.armies(from).saturating_sub(1).min(3) as u8;
        if dice != max {
            return Err(ActionError::BadDice {
                min: max,
                max,
                got: dice,
            });
        }
    }
    if let Some(min_from) = rules.attack_superiority {
        let me = game.owner(from);
        let around = neighbour_mask(to) & game.territory_mask(me);
        let strength: u32 = territories_in(around).map(|t| game.armies(t)).sum();
        let defence = game.armies(to);
        if strength <= defence && game.armies(from) < min_from {
            return Err(ActionError::NoSuperiority {
                strength,
                defence,
                min_from,
            });
        }
    }
    Ok(())
}
