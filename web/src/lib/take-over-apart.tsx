import { Suspense, useReducer, useState, type ReactNode } from 'react';

/*
 * Progressive take-over of a page the server rendered. Hydrating a whole page is one long task,
 * which a phone cannot answer a tap during. A part wrapped in `TakeOverApart` is left as the
 * server's HTML when the app hydrates the page and taken over in a task of its own right after,
 * in the order the parts were met. It relies on two things of Preact:
 * - during a hydrate, a part that suspends keeps the server's DOM it would have claimed (its whole
 *   range between the `<!--$s-->` and `<!--/$s-->` comments a suspension leaves in the server's
 *   HTML) and resumes hydrating it once its promise resolves, inside a Suspense that shows no
 *   fallback meanwhile;
 * - preact-render-to-string puts those comments around a part that suspended while rendering, so
 *   the part suspends once on the server too (with a resolved promise: it costs nothing there).
 * Outside a take-over (the app's own renders, or a page it rendered from nothing) a part renders
 * at once.
 */

/** Whether the app is taking over a rendered page: parts met meanwhile wait for their turn. */
let takingOver = false;
/** The parts waiting for their turn, in the order they were met; each turn is a task. */
const turns: Array<() => void> = [];
let turnScheduled = false;
let whenDone: Array<() => void> = [];

/** A new task at once: a message to itself, which nested timers would clamp to 4 ms. */
function inNewTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** How long a turn waits for a frame at most (a hidden page has none), as Preact's effects do. */
const FRAME_TIMEOUT_MS = 35;

/**
 * A task after the next frame. Preact runs the effects of every render committed before a frame
 * in one task after it: a part that waits for the frame after the one before it has its effects
 * (Apollo's subscriptions, for one) run in a task of their own, before its own render.
 */
function afterNextFrame(run: () => void): void {
  let done = false;
  const next = () => {
    if (done) return;
    done = true;
    inNewTask(run);
  };
  requestAnimationFrame(next);
  setTimeout(next, FRAME_TIMEOUT_MS);
}

function scheduleTurn(): void {
  if (turnScheduled) return;
  turnScheduled = true;
  // A task of its own for each part (not a microtask): the browser paints and answers input
  // between them.
  afterNextFrame(() => {
    turnScheduled = false;
    const turn = turns.shift();
    // The part renders in this task: Preact renders a resolved suspension at once (a microtask).
    turn?.();
    if (turns.length > 0) scheduleTurn();
    else finishWhenQuiet();
  });
}

/** Ends the take-over once a task has passed with no part left waiting (a resumed part may meet
 * parts of its own). */
function finishWhenQuiet(): void {
  afterNextFrame(() => {
    if (turns.length > 0 || turnScheduled) return;
    takingOver = false;
    const done = whenDone;
    whenDone = [];
    for (const resolve of done) resolve();
  });
}

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNewTask(resolve));
}

function waitForTurn(): Promise<void> {
  return new Promise((resolve) => {
    turns.push(resolve);
    scheduleTurn();
  });
}

/**
 * Runs `hydrate` (Preact's, over the server's HTML) as a take-over: the parts in `TakeOverApart`
 * wait for their turns. Resolves once every part has been taken over.
 */
export function takeOverPage(hydrate: () => void): Promise<void> {
  takingOver = true;
  const done = new Promise<void>((resolve) => whenDone.push(resolve));
  try {
    hydrate();
  } finally {
    if (turns.length === 0 && !turnScheduled) finishWhenQuiet();
  }
  return done;
}

/** Set on the server's render: a part suspends once there, for the range comments. */
const onServer = typeof window === 'undefined';

/**
 * Whether this render makes the server's HTML of a page, or is the app's hydrate over it: what is
 * rendered now is (or was) in the page's HTML, and `TakeOverApart` parts take it over apart.
 */
export function rendersServerHtml(): boolean {
  return onServer || takingOver;
}

/** A part's way through a take-over, kept by its boundary (which itself never suspends). */
interface Turn {
  /** Set once the part has suspended (or has no need to). */
  started: boolean;
  /** Until its turn has come. */
  waiting: Promise<void> | null;
  /** What it was to render when it suspended: what the server rendered. */
  sent?: ReactNode;
  /** Renders the part again, with what it is to render now. */
  update(): void;
}

function WaitForTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  // Rendered again before its turn (the shell takes the visitor's stored city, say): it stays the
  // server's HTML until its turn, and is then hydrated as it was sent.
  if (turn.waiting) throw turn.waiting;
  if (!turn.started) {
    turn.started = true;
    if (onServer) throw Promise.resolve();
    if (takingOver) {
      turn.sent = children;
      turn.waiting = waitForTurn().then(() => {
        turn.waiting = null;
      });
      // Thrown to the Suspense around: the server's HTML stays until the promise resolves.
      throw turn.waiting;
    }
  }
  const sent = turn.sent;
  turn.sent = undefined;
  // A hydrate keeps the server's attributes: it must render what the server did, and what has
  // changed since comes as an update right after, which sets them.
  if (sent !== undefined && sent !== children) {
    queueMicrotask(turn.update);
    return sent;
  }
  return children;
}

/**
 * Its children, taken over from the server's HTML in a task of their own when the app starts on
 * a rendered page; rendered at once otherwise.
 */
export function TakeOverApart({ children }: { children: ReactNode }) {
  // A dispatch is the same function on every render: the turn can keep it.
  const [, update] = useReducer((updates: number) => updates + 1, 0);
  const [turn] = useState<Turn>(() => ({ started: false, waiting: null, update }));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
