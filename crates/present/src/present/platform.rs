//! What the app needs to know about the browser it runs in, decided from what the
//! browser says (pure, tested with real user agents; the UI reads the values).

/// Whether to suggest adding Planisfero to the home screen: Safari on iOS or iPadOS,
/// outside the installed app (`standalone`: `display-mode: standalone` or
/// `navigator.standalone`). Safari deletes a site's script-written storage after seven
/// days without a visit, unless the site was added to the home screen (issue 32).
///
/// iPadOS's Safari asks for desktop sites by default and says "Macintosh": told apart
/// from a Mac by its touch points (`navigator.maxTouchPoints`, 0 on a Mac). Other
/// browsers on iOS (Chrome, Firefox, Edge, Opera, in-app views) say so in their user
/// agent and are left alone: their data is not Safari's.
pub fn needs_home_screen_hint(user_agent: &str, max_touch_points: u32, standalone: bool) -> bool {
    if standalone {
        return false;
    }
    let ios = ["iPhone", "iPad", "iPod"]
        .iter()
        .any(|d| user_agent.contains(d))
        || (user_agent.contains("Macintosh") && max_touch_points > 1);
    let safari = user_agent.contains("Safari/") && user_agent.contains("Version/");
    let other = [
        "CriOS",
        "FxiOS",
        "EdgiOS",
        "OPiOS",
        "OPT/",
        "GSA/",
        "YaBrowser",
        "DuckDuckGo",
    ]
    .iter()
    .any(|b| user_agent.contains(b));
    ios && safari && !other
}

/// Whole days from `then_ms` to `now_ms` (0 if `then_ms` is later).
pub fn days_between(then_ms: u64, now_ms: u64) -> u64 {
    now_ms.saturating_sub(then_ms) / (24 * 60 * 60 * 1000)
}
