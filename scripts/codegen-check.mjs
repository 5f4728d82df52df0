#!/usr/bin/env node
// Fails when the committed generated code differs from what `npm run codegen` produces now.
// It regenerates in place, compares file by file, then puts the previous files back, so running
// the check never changes the working tree.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedPaths = [
  'gateway/src/generated',
  'gateway/src/rest/api-types.gen.ts',
  'web/src/gql',
];

/** Every file under the generated paths, as relative path -> contents. */
function snapshot() {
  const files = new Map();
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) visit(path.join(relative, entry));
    } else {
      files.set(relative, readFileSync(absolute));
    }
  };
  generatedPaths.forEach(visit);
  return files;
}

function restore(files) {
  for (const relative of generatedPaths)
    rmSync(path.join(root, relative), { recursive: true, force: true });
  for (const [relative, contents] of files) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), contents);
  }
}

const before = snapshot();
const result = spawnSync('npm', ['run', '--silent', 'codegen'], { cwd: root, stdio: 'inherit' });
const after = snapshot();
restore(before);

if (result.status !== 0) {
  console.error(
    `codegen-check: \`npm run codegen\` failed (exit ${result.status ?? result.signal}).`,
  );
  process.exit(1);
}

const stale = [];
for (const [relative, contents] of after) {
  const committed = before.get(relative);
  if (!committed) stale.push(`${relative} (missing)`);
  else if (!committed.equals(contents)) stale.push(`${relative} (differs)`);
}
for (const relative of before.keys()) {
  if (!after.has(relative)) stale.push(`${relative} (no longer generated)`);
}

if (stale.length > 0) {
  console.error('codegen-check: generated code is stale; run `npm run codegen` and commit:');
  for (const line of stale) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`codegen-check: ${after.size} generated files are up to date.`);
