//! Entry point. On wasm32 it mounts the Leptos app; natively it only explains itself,
//! since the game is played in the browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    planisfero::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Planisfero is a web app: see README.md (serve it with the first command there).");
}
