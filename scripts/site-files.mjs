// The files of a built site, for the post-build scripts and the build tests.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (hidden ones left out), as paths that start with `dir`. */
export function siteFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (name.startsWith('.')) continue;
    if (statSync(p).isDirectory()) siteFiles(p, out);
    else out.push(p);
  }
  return out;
}
