// The live benches' timings (a socket's delivery, a waitlist's offer) as p50, p99 and max, each
// to a tenth of a millisecond.

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

/** NaN throughout when nothing was measured, so a report shows the gap instead of a zero. */
export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]!) };
}
