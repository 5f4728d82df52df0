// The top of a V8 CPU profile as text: self time per function and per package, busy time only
// (idle left out). For the profiles `node --cpu-prof` writes, e.g. of the gateway under the fair
// rows: `NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx tests/bench/run.ts --rows fair`
// then `npx tsx tests/bench/profile-summary.ts /tmp/prof/CPU.<...>.cpuprofile [--top 30]
// [--inclusive <regex>]` (the time spent in matching functions and everything they called).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  /** Of the busy time (every sample but idle). */
  share: number;
}

const IDLE = '(idle)';

/** Where a script belongs: its package under node_modules, our package, or Node itself. */
export function packageOf(url: string): string {
  if (url === '') return '(native)';
  if (url.startsWith('node:')) return 'node';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  const ours = /\/(api|gateway|server-kit|web|tests|schema)\//.exec(url);
  return ours?.[1] ? `@tavola/${ours[1]}` : url;
}

function shortUrl(url: string): string {
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) return url.slice(inModules + 'node_modules/'.length);
  const ours = /\/(api|gateway|server-kit|web|tests)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

function nameOf({ functionName, url, lineNumber }: CallFrame): string {
  return url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}` : functionName;
}

/**
 * Time in each function whose name matches, callees included (a function on the stack twice is
 * counted once per sample). Work resumed after an `await` is under the microtask queue instead.
 */
export function inclusive(profile: CpuProfile, pattern: RegExp): SelfTime[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    if (byId.get(id)?.callFrame.functionName === IDLE) return;
    busy += micros;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const name = nameOf(node.callFrame);
      if (seen.has(name) || !pattern.test(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + micros);
    }
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([name, micros]) => ({
      name,
      ms: Math.round(micros / 100) / 10,
      share: busy > 0 ? Math.round((micros / busy) * 1000) / 10 : 0,
    }));
}

/** Self time per function and per package, largest first. */
export function summarise(profile: CpuProfile): {
  busyMs: number;
  functions: SelfTime[];
  packages: SelfTime[];
} {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node || node.callFrame.functionName === IDLE) return;
    busy += micros;
    const name = nameOf(node.callFrame);
    const { url } = node.callFrame;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    const pkg = packageOf(url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
  });
  const rank = (totals: Map<string, number>): SelfTime[] =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 100) / 10,
        share: busy > 0 ? Math.round((micros / busy) * 1000) / 10 : 0,
      }));
  return { busyMs: Math.round(busy / 1000), functions: rank(functions), packages: rank(packages) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '30' }, inclusive: { type: 'string' } },
  });
  const top = Number(values.top);
  for (const file of positionals) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const summary = summarise(profile);
    console.log(`${file}: ${summary.busyMs} ms busy`);
    console.log('self time by package:');
    for (const row of summary.packages.slice(0, 15)) {
      console.log(
        `  ${row.ms.toFixed(1).padStart(9)} ms ${row.share.toFixed(1).padStart(5)}%  ${row.name}`,
      );
    }
    console.log('self time by function:');
    for (const row of summary.functions.slice(0, top)) {
      console.log(
        `  ${row.ms.toFixed(1).padStart(9)} ms ${row.share.toFixed(1).padStart(5)}%  ${row.name}`,
      );
    }
    if (values.inclusive) {
      console.log(`time in functions matching /${values.inclusive}/, callees included:`);
      for (const row of inclusive(profile, new RegExp(values.inclusive)).slice(0, top)) {
        console.log(
          `  ${row.ms.toFixed(1).padStart(9)} ms ${row.share.toFixed(1).padStart(5)}%  ${row.name}`,
        );
      }
    }
  }
}
