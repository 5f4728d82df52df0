// Lighthouse 12 on pages of the running product, with its default (mobile) preset: a phone's
// screen, a slow 4G network and a 4x slower CPU, simulated. Driven against Debian's Chromium, as
// the e2e tests are. The lighthouse package is optional for the bench: without it the figures say
// so instead of failing the run.
//
// One run of one page moves by about ten points on this shared machine (the simulation starts
// from a real load, whose tasks the other processes stretch). Each page is run LIGHTHOUSE_RUNS
// times and reported by its median run, chosen as Lighthouse's own tooling chooses it
// (`computeMedianRun`: the run nearest the median first paint and time to interactive); every
// run's score is kept beside it.

export interface LighthousePage {
  name: string;
  url: string;
}

export interface LighthouseFigures {
  name: string;
  url: string;
  /** The performance score, 0 to 100. */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The score of every run, in order; the figures above are the median run's. */
  runScores: (number | null)[];
  met: boolean;
}

const LIGHTHOUSE_RUNS = 3;

export interface LighthouseReport {
  status: 'measured' | 'lighthouse not installed' | `lighthouse failed: ${string}`;
  target: string;
  preset: 'mobile';
  pages: LighthouseFigures[];
  met: boolean;
}

// The parts of lighthouse's and chrome-launcher's APIs used here (the packages may be absent, so
// their types are not imported).
interface Audit {
  numericValue?: number;
}
interface LighthouseRun {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runtimeError?: { message: string };
}
interface LighthouseResult {
  lhr: LighthouseRun;
}
type MedianRun = (runs: LighthouseRun[]) => LighthouseRun;
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
type LaunchChrome = (options: {
  chromePath: string;
  chromeFlags: string[];
}) => Promise<LaunchedChrome>;

async function optionalImport(name: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(name)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

const rounded = (value: number | undefined, digits = 0) =>
  value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** What each page's median run is held to. */
export interface LighthouseTargets {
  score: number;
  tbtMs: number;
  cls: number;
}

export async function measureLighthouse(
  pages: LighthousePage[],
  chromePath: string,
  targets: LighthouseTargets,
): Promise<LighthouseReport> {
  const base = {
    target:
      `Lighthouse mobile performance at least ${targets.score}, total blocking time at most ` +
      `${targets.tbtMs} ms and CLS at most ${targets.cls}, median of ${LIGHTHOUSE_RUNS} runs`,
    preset: 'mobile' as const,
  };
  const lighthouse = await optionalImport('lighthouse');
  // chrome-launcher comes with lighthouse (its own CLI launches Chrome with it).
  const launcher = lighthouse ? await optionalImport('chrome-launcher') : null;
  if (!lighthouse || !launcher) {
    return { ...base, status: 'lighthouse not installed', pages: [], met: false };
  }
  const run = lighthouse.default as RunLighthouse;
  const launch = launcher.launch as LaunchChrome;
  const medianRun = (await optionalImport('lighthouse/core/lib/median-run.js'))
    ?.computeMedianRun as MedianRun | undefined;
  const scoreOf = (lhr: LighthouseRun) => {
    const raw = lhr.categories.performance?.score;
    return raw === null || raw === undefined ? null : Math.round(raw * 100);
  };
  const figures: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let attempt = 0; attempt < LIGHTHOUSE_RUNS; attempt += 1) {
        // A fresh browser for each run: nothing cached, as a first visit.
        const chrome = await launch({
          chromePath,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
        });
        try {
          const result = await run(page.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`no result for ${page.url}`);
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          runs.push(result.lhr);
        } finally {
          await chrome.kill();
        }
      }
      const median = medianRun ? medianRun(runs) : runs[0]!;
      const score = scoreOf(median);
      const audit = (id: string) => median.audits[id]?.numericValue;
      const tbtMs = rounded(audit('total-blocking-time'));
      const cls = rounded(audit('cumulative-layout-shift'), 3);
      figures.push({
        ...page,
        score,
        fcpMs: rounded(audit('first-contentful-paint')),
        lcpMs: rounded(audit('largest-contentful-paint')),
        tbtMs,
        cls,
        runScores: runs.map(scoreOf),
        met:
          score !== null &&
          score >= targets.score &&
          tbtMs !== null &&
          tbtMs <= targets.tbtMs &&
          cls !== null &&
          cls <= targets.cls,
      });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, status: `lighthouse failed: ${message}`, pages: figures, met: false };
  }
  return { ...base, status: 'measured', pages: figures, met: figures.every((page) => page.met) };
}
