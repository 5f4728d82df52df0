// Compression negotiated by Accept-Encoding: brotli before gzip. Answers built per request (GraphQL,
// the app's page) are compressed as they leave; the built web app's files were compressed once at
// build time (scripts/precompress.mjs) and their `.br` / `.gz` twins are sent as they are.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** Below this, the framing costs more than compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;

// These answers are made per request, so the CPU spent here is spent on every one. Measured on a
// page of 20 places and one of 20 posts (about 25 kB of JSON each): quality 4 took 0.4 to 0.6 ms a
// page for answers of 3.1 and 4.1 kB, quality 1 took 0.1 to 0.15 ms for 4.0 and 4.8 kB. The
// 0.3 to 0.5 ms saved is more than the 0.7 to 0.9 kB more costs on any link faster than about
// 15 Mbit/s, and it is CPU the gateway then has for other requests.
const BROTLI_DYNAMIC = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE =
  /^(text\/|application\/(json|graphql-response\+json|javascript|xml)|image\/svg)/;

/** The encoding to answer with: the client's preferred of br and gzip (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

function addVary(res: Response): void {
  const vary = res.getHeader('Vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/\baccept-encoding\b/i.test(current)) {
    res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * Compresses whole answers made per request. The answer is held until it ends, which suits
 * GraphQL and HTML pages (one body each); streams (event streams, proxied images) must not pass
 * through it, nor does a WebSocket upgrade (never an express request).
 */
export function compressAnswers(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    addVary(res);
    if (!encoding || req.method === 'HEAD') return next();

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encodingName?: unknown): Buffer | null => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
      if (Buffer.isBuffer(chunk)) return chunk;
      if (chunk instanceof Uint8Array) return Buffer.from(chunk);
      return Buffer.from(
        String(chunk),
        typeof encodingName === 'string' ? (encodingName as BufferEncoding) : 'utf8',
      );
    };

    // Express's typings overload these; the replacements accept what the originals accept.
    (res as { write: unknown }).write = (chunk: unknown, encodingName?: unknown) => {
      const buffer = toBuffer(chunk, encodingName);
      if (buffer) chunks.push(buffer);
      return true;
    };
    (res as { end: unknown }).end = (chunk?: unknown, encodingName?: unknown) => {
      const buffer = toBuffer(chunk, encodingName);
      if (buffer) chunks.push(buffer);
      const body = Buffer.concat(chunks);
      const type = String(res.getHeader('Content-Type') ?? '');
      if (
        body.length < MIN_COMPRESSED_BYTES ||
        res.getHeader('Content-Encoding') ||
        !COMPRESSIBLE.test(type) ||
        res.statusCode === 204 ||
        res.statusCode === 304
      ) {
        return end(body);
      }
      const compressing = encoding === 'br' ? brotli(body, BROTLI_DYNAMIC) : gzip(body);
      compressing.then(
        (compressed) => {
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Content-Length', compressed.length);
          // A strong validator of the plain body no longer names these bytes.
          const etag = res.getHeader('ETag');
          if (typeof etag === 'string' && !etag.startsWith('W/'))
            res.setHeader('ETag', `W/${etag}`);
          end(compressed);
        },
        () => end(body),
      );
      return res;
    };
    // Nothing is written early, so a flush has nothing to do.
    void write;
    next();
  };
}

const PRECOMPRESSED_EXTENSIONS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves a built file's precompressed twin (`x.js.br`, `x.js.gz`) when the client takes that
 * encoding, with the original's type; anything else goes on to the static files.
 */
export function precompressedFiles(
  root: string,
  headersOf: (file: string) => Record<string, string>,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    // Only files inside the build, and only those with a twin.
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const twin = encoding ? `${file}${PRECOMPRESSED_EXTENSIONS[encoding]}` : null;
    if (!twin || !isFile(twin) || !isFile(file)) {
      if (isFile(`${file}.br`) || isFile(`${file}.gz`)) addVary(res);
      return next();
    }
    addVary(res);
    res.sendFile(
      twin,
      {
        headers: {
          ...headersOf(file),
          'Content-Type': res.type(path.extname(file)).getHeader('Content-Type') as string,
          'Content-Encoding': encoding as string,
        },
        dotfiles: 'deny',
      },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}

function isFile(file: string): boolean {
  try {
    return existsSync(file) && statSync(file).isFile();
  } catch {
    return false;
  }
}
