// Times examples/policy_wasm.rs under Node: node scripts/bench-wasm.mjs FILE.wasm [GAMES].
// The module is instantiated bare: it calls none of its imports (the web app's, linked in
// with the crate), so each is a stub that throws.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const [file, gamesArg] = process.argv.slice(2);
const games = Number(gamesArg ?? 1000);
const module = await WebAssembly.compile(readFileSync(file));
const imports = {};
for (const imp of WebAssembly.Module.imports(module)) {
  imports[imp.module] ??= {};
  if (imp.kind !== 'function') throw new Error(`import ${imp.module}.${imp.name}: ${imp.kind}`);
  imports[imp.module][imp.name] = () => {
    throw new Error(`unexpected call of ${imp.module}.${imp.name}`);
  };
}
const { exports } = await WebAssembly.instantiate(module, imports);

for (const [name, play] of [['fast', exports.play_games], ['vec', exports.play_games_vec]]) {
  play(1_000_000, 20); // warm-up, other seeds
  const start = performance.now();
  const actions = play(1, games);
  const secs = (performance.now() - start) / 1000;
  console.log(
    `wasm ${name}: ${games} games in ${secs.toFixed(3)} s: ${(games / secs).toFixed(0)} games/s, ` +
      `${(actions / games).toFixed(0)} actions/game`,
  );
}
