//! One module per screen; each exports one component named like the screen.

pub mod about;
pub mod explore;
pub mod home;
pub mod new_game;
pub mod rules;
