//! Golden scenarios: see tests/scenarios/README.md.
