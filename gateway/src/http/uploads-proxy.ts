import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Upstream } from '../rest/transport.js';
import { UPLOAD_UNAVAILABLE } from '../messages.js';

const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
] as const;

/**
 * `/uploads/*` streamed from the api, so the browser loads images from the gateway's origin.
 * Same pool and deadline as every upstream call; the upstream read stops if the browser leaves.
 */
export function uploadsProxy(upstream: Upstream, logger: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const urlPath = req.originalUrl.split('?')[0] ?? '';
    if (!isPlainPath(urlPath)) {
      res.status(404).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const browserLeft = new AbortController();
    res.on('close', () => browserLeft.abort());
    const signal = AbortSignal.any([AbortSignal.timeout(upstream.timeoutMs), browserLeft.signal]);
    try {
      const response = await upstream.stream(urlPath, headers, signal);
      res.status(response.statusCode);
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = response.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      await pipeline(response.body, res);
    } catch (error) {
      if (browserLeft.signal.aborted) return;
      logger.warn({ path: urlPath, err: (error as Error).message }, 'upload proxy failed');
      if (!res.headersSent) res.status(502).type('text/plain').send(UPLOAD_UNAVAILABLE);
      else res.destroy();
    }
  };
}

/**
 * No way out of /uploads: no parent segments between slashes or backslashes (a store on Windows,
 * or behind a proxy that reads a backslash as a slash), encoded once or more (a layer behind may
 * decode again), no NUL byte, and nothing undecodable. Stored paths have none of these.
 */
export function isPlainPath(urlPath: string): boolean {
  let path = urlPath;
  for (let layer = 0; layer < 3; layer += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // Undecodable at the first layer is refused; deeper, it is only text with a percent sign.
      return layer > 0;
    }
    if (decoded.includes('\0') || decoded.split(/[/\\]/).includes('..')) return false;
    if (decoded === path) return true;
    path = decoded;
  }
  return true;
}
