// Runs a few long-lived child processes as one: their output line by line behind a name prefix,
// SIGINT/SIGTERM forwarded to each, the last started first (the gateway finishes its requests while
// the api still answers them), and when one dies unasked the others are stopped and this process
// exits with its code (unless `keepGoing`: the cluster's instances stand in for each other). Used by
// start.mjs (built product), dev.mjs (watch mode) and cluster.mjs.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const colors = [36, 35, 33, 32, 34];
/** How long one child may take to stop (the gateway drains for up to 10 s) before SIGKILL. */
const stopGraceMs = 12_000;

export function createSupervisor({ keepGoing = false } = {}) {
  const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
  const children = new Map();
  let stopping = false;
  let exitCode = 0;
  const width = 8;

  function prefix(name, color) {
    const label = name.padEnd(width);
    return useColor ? `\x1b[${color}m${label}\x1b[0m| ` : `${label}| `;
  }

  function pipeLines(stream, target, label) {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', (line) => target.write(`${label}${line}\n`));
  }

  function stop(signal = 'SIGTERM', code = exitCode) {
    exitCode = code;
    if (stopping) {
      // A second Ctrl+C means now.
      for (const child of children.values()) child.kill('SIGKILL');
      return;
    }
    stopping = true;
    if (children.size === 0) process.exit(exitCode);
    void stopInTurn(signal);
  }

  // Each child drains before the one started before it is asked to (the api outlives the gateway
  // in front of it); one that takes longer than its grace is killed.
  async function stopInTurn(signal) {
    for (const child of [...children.values()].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
      await exited;
      clearTimeout(late);
    }
  }

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

  function run(name, command, args, { cwd, env }) {
    const label = prefix(name, colors[children.size % colors.length]);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(name, child);
    pipeLines(child.stdout, process.stdout, label);
    pipeLines(child.stderr, process.stderr, label);
    child.on('error', (error) => console.error(`${label}could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (!stopping && keepGoing) {
        console.error(`${label}exited (${signal ?? `code ${code}`}); the others keep running.`);
      } else if (!stopping) {
        console.error(`${label}exited (${signal ?? `code ${code}`}); stopping the rest.`);
        stop('SIGTERM', code || 1);
      }
      if (children.size === 0) process.exit(exitCode);
    });
  }

  /** Polls `url` until `accept(status)`; false when `name` died, stop() was called or time ran out. */
  async function waitForHttp(url, name, timeoutMs, accept) {
    const deadline = Date.now() + timeoutMs;
    while (!stopping && children.has(name)) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (accept(response.status)) return true;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        console.error(`${name} did not answer at ${url} within ${timeoutMs} ms.`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  }

  /** Stops everything with a failure code, unless a stop is already under way. */
  function fail(code = 1) {
    if (!stopping) stop('SIGTERM', code);
  }

  /** The process id of the running child `name`, if any. */
  function pidOf(name) {
    return children.get(name)?.pid;
  }

  return { run, stop, fail, waitForHttp, pidOf };
}
