import { useEffect, useState } from 'react';

/** The resend timer's text: 30 -> '00:30', 5 -> '00:05', 75 -> '01:15'. */
export function formatTimer(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Whole seconds left until `until` (a timestamp in ms), never below 0. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

const TICK_MS = 250;

/**
 * Seconds left until `until`, re-rendering while above 0. The clock starts when the component
 * mounts: give the component `key={until}` so a new deadline starts a fresh clock.
 */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}
