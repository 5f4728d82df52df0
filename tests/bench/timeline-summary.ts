// Reads what timeline-preload.mjs wrote (TIMELINE_FILE.gateway and TIMELINE_FILE.api) and prints,
// per kind of request, the medians of its timeline: for the gateway, from arrival to the body
// read, to its first api call, the calls themselves, and from the last call's end to the answer
// handed to the socket; for both processes, the CPU time spent while each request was open
// (a request alone: the bench traced at one connection).
//   TIMELINE_FILE=/tmp/t NODE_OPTIONS="--import $PWD/tests/bench/timeline-preload.mjs" \
//     npx tsx tests/bench/run.ts --rows fair --connections 1 --sockets 0
//   npx tsx tests/bench/timeline-summary.ts /tmp/t
import { existsSync, readFileSync } from 'node:fs';

interface Line {
  role: 'gateway' | 'api';
  path: string;
  viaGateway: boolean;
  cpuMs: number;
  marks: [string, number][];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 100) / 100;
};

const file = process.argv[2];
if (!file) throw new Error('usage: timeline-summary.ts <TIMELINE_FILE>');
const groups = new Map<string, Record<string, number>[]>();
for (const role of ['gateway', 'api'] as const) {
  if (!existsSync(`${file}.${role}`)) continue;
  const lines = readFileSync(`${file}.${role}`, 'utf8').trim().split('\n').filter(Boolean);
  for (const line of lines.map((text) => JSON.parse(text) as Line)) {
    const at = Object.fromEntries(line.marks);
    const starts = line.marks.filter(([what]) => what.endsWith(' start')).map(([, ms]) => ms);
    const ends = line.marks.filter(([what]) => what.endsWith(' end')).map(([, ms]) => ms);
    const calls = line.marks
      .filter(([what]) => what.endsWith(' start'))
      .map(([what]) => what.slice('call '.length, -' start'.length));
    const key =
      role === 'gateway'
        ? `gateway ${calls.join(' + ') || '(no call)'}`
        : `api ${line.path} ${line.viaGateway ? 'via the gateway' : 'direct'}`;
    const figures: Record<string, number> = { cpuMs: line.cpuMs, totalMs: at.finish ?? Number.NaN };
    if (role === 'gateway' && starts.length > 0) {
      figures.bodyReadMs = at['body read'] ?? Number.NaN;
      figures.toFirstCallMs = Math.min(...starts);
      figures.callsMs = Math.max(...ends) - Math.min(...starts);
      figures.afterLastCallMs = (at.finish ?? Number.NaN) - Math.max(...ends);
    }
    groups.set(key, [...(groups.get(key) ?? []), figures]);
  }
}
for (const [key, rows] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
  const names = Object.keys(rows[0] ?? {});
  const medians = names.map((name) => `${name} ${median(rows.map((row) => row[name] ?? NaN))}`);
  console.log(`${key} (${rows.length}): ${medians.join(', ')}`);
}
