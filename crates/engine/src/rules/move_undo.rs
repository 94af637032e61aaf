//! Taking the strategic move back (`club` point 22, docs/RULES.md §4).

use super::club::ClubEvent;
use super::config::SeatId;
use super::error::ActionError;
use super::event::Event;
use super::game::{Game, Phase};

/// `club` point 22 (line 35): after the strategic move "non è più possibile compiere
/// altri attacchi, ma eventualmente solo decidere di cambiare luogo e/o numero di armate
/// per lo spostamento", until "passo" ends the turn. So the move can be taken back in
/// [`Phase::Fortify`] (where no attack is possible) and another made.
pub(crate) fn check_undo_move(game: &Game) -> Result<(), ActionError> {
    if !game.rules().move_undo || game.phase() != Phase::Fortify {
        return Err(ActionError::WrongPhase {
            action: crate::rules::ActionKind::UndoMove,
            phase: game.phase(),
        });
    }
    match game.turn.last_move {
        Some(_) => Ok(()),
        None => Err(ActionError::NoMoveToUndo),
    }
}

/// Takes the strategic move back (checked by [`check_undo_move`]). Nothing changed
/// hands since (no attack in [`Phase::Fortify`]), so the armies go back where they were.
pub(crate) fn undo_move(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    let Some((from, to, armies)) = game.turn.last_move.take() else {
        return;
    };
    game.armies[to.index()] -= armies;
    game.armies[from.index()] += armies;
    game.turn.moved = false;
    events.push(Event::Club(ClubEvent::MoveUndone {
        seat: me,
        from,
        to,
        armies,
    }));
}
