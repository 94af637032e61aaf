//! Runs every golden scenario under tests/scenarios (format: tests/scenarios/README.md).

use planisfero::rules::scenario::run_scenario;

#[test]
fn every_golden_scenario_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "scenarios are there");
    let mut failures = Vec::new();
    let mut checks = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        for c in run_scenario(&text) {
            checks += 1;
            if !c.pass {
                failures.push(format!("{}: {}", f.display(), c.text));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checks} checks failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// A scenario can fail: a wrong expectation is reported as FAIL.
#[test]
fn a_wrong_expectation_fails() {
    let json = r#"{"name":"x","preset":"torneo","seats":["A","B","C","D"],
        "steps":[{"expect":{"phase":"attack"}}]}"#;
    let checks = run_scenario(json);
    assert_eq!(checks.len(), 1);
    assert!(!checks[0].pass);
    let json = r#"{"name":"x","preset":"torneo","seats":["A","B","C","D"],
        "steps":[{"do":"end_attacks","error":"not_owned"}]}"#;
    assert!(!run_scenario(json)[0].pass);
}
