//! Prints the first screen of a page, written by the presentation core
//! ([`planisfero::present::prerender`]): `prerender index` for index.html (Home),
//! `prerender torneo` for torneo.html (the desk's loading state). Run natively by
//! `scripts/post-build.mjs`, which puts it into the built pages.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use planisfero::present::prerender;
    match std::env::args().nth(1).as_deref() {
        Some("index") => print!("{}", prerender::home()),
        Some("torneo") => print!("{}", prerender::desk()),
        _ => {
            eprintln!("usage: prerender index|torneo");
            std::process::exit(2);
        }
    }
}
