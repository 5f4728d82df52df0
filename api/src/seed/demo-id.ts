import { createHash } from 'node:crypto';

/**
 * A 24-hex id derived from what a demo record is (`kind` and a stable key), so ids stay the same
 * across runs and do not shift when other demo records are added.
 */
export function demoId(kind: string, key: string | number): string {
  return createHash('sha256').update(`tavola-demo/${kind}/${key}`).digest('hex').slice(0, 24);
}
