// Lighthouse 12 on pages of the running product, with its default (mobile) preset: a phone's
// screen, a slow 4G network and a 4x slower CPU, simulated. Driven against Debian's Chromium, as
// the e2e tests are. The lighthouse package is optional for the bench: without it the figures say
// so instead of failing the run.

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
  met: boolean;
}

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
interface LighthouseResult {
  lhr: {
    categories: { performance?: { score: number | null } };
    audits: Record<string, Audit | undefined>;
    runtimeError?: { message: string };
  };
}
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

export async function measureLighthouse(
  pages: LighthousePage[],
  chromePath: string,
  targetScore: number,
): Promise<LighthouseReport> {
  const base = {
    target: `Lighthouse mobile performance at least ${targetScore}`,
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
  const figures: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      // A fresh browser for each page: nothing cached, as a first visit.
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
        const rawScore = result.lhr.categories.performance?.score;
        const score =
          rawScore === null || rawScore === undefined ? null : Math.round(rawScore * 100);
        const audit = (id: string) => result.lhr.audits[id]?.numericValue;
        figures.push({
          ...page,
          score,
          fcpMs: rounded(audit('first-contentful-paint')),
          lcpMs: rounded(audit('largest-contentful-paint')),
          tbtMs: rounded(audit('total-blocking-time')),
          cls: rounded(audit('cumulative-layout-shift'), 3),
          met: score !== null && score >= targetScore,
        });
      } finally {
        await chrome.kill();
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, status: `lighthouse failed: ${message}`, pages: figures, met: false };
  }
  return { ...base, status: 'measured', pages: figures, met: figures.every((page) => page.met) };
}
