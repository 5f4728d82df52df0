// Preloaded with NODE_OPTIONS="--import <this file>" and TIMELINE_FILE set: the gateway process
// (gateway/dist/server.js only) notes, for each POST /graphql it answers, when it arrived, when its
// body had been read, when each of its api calls began, got its headers and ended, and when its
// answer was handed to the socket, all in ms after arrival; one JSON line per request in
// TIMELINE_FILE, written on exit. timeline-summary.ts reads it. The first TIMELINE_SKIP requests
// (warm-up) are left out. What the gateway does between the marks is CPU: compare the CPU time
// each process spent while the request was open (cpuMs).
import diagnostics from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';

const file = process.env.TIMELINE_FILE;
const skip = Number(process.env.TIMELINE_SKIP ?? 0);
const role = ['gateway', 'api'].find((name) =>
  process.argv.some((arg) => arg.endsWith(`${name}/dist/server.js`)),
);
if (file && role) {
  const lines = [];
  let seen = 0;
  /** The request being answered: the bench sends one at a time when it traces. */
  let open = null;
  const calls = new WeakMap();
  diagnostics.subscribe('http.server.request.start', ({ request, response }) => {
    const traced =
      role === 'gateway'
        ? request.method === 'POST' && request.url.startsWith('/graphql')
        : request.url.startsWith('/api/v1/');
    if (!traced) return;
    const arrived = performance.now();
    const cpu = process.cpuUsage();
    const entry = {
      arrived,
      marks: [],
      cpu,
      path: request.url.split('?')[0],
      viaGateway: 'x-request-id' in request.headers,
    };
    const at = (what) =>
      entry.marks.push([what, Math.round((performance.now() - arrived) * 1000) / 1000]);
    entry.at = at;
    open = entry;
    request.once('end', () => at('body read'));
    const write = response.socket?.write.bind(response.socket);
    if (write && response.socket) {
      let first = true;
      response.socket.write = (...args) => {
        if (first) at('first socket write');
        first = false;
        return write(...args);
      };
    }
    response.once('finish', () => {
      at('finish');
      if (response.socket && write) response.socket.write = write;
      seen += 1;
      const used = process.cpuUsage(entry.cpu);
      const cpuMs = Math.round((used.user + used.system) / 10) / 100;
      if (seen > skip)
        lines.push(
          JSON.stringify({
            role,
            path: entry.path,
            viaGateway: entry.viaGateway,
            cpuMs,
            marks: entry.marks,
          }),
        );
      if (open === entry) open = null;
    });
  });
  diagnostics.subscribe('undici:request:create', ({ request }) => {
    if (!open) return;
    calls.set(request, open);
    open.at(`call ${request.path.split('?')[0]} start`);
  });
  diagnostics.subscribe('undici:request:headers', ({ request }) => {
    calls.get(request)?.at(`call ${request.path.split('?')[0]} headers`);
  });
  diagnostics.subscribe('undici:request:trailers', ({ request }) => {
    calls.get(request)?.at(`call ${request.path.split('?')[0]} end`);
  });
  process.once('exit', () => writeFileSync(`${file}.${role}`, lines.join('\n') + '\n'));
}
