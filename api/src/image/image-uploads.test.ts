// POST /images on the real api: the pixel limit, and memory under a burst of large uploads.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, demoTokens } from '../test-support/api-under-test.js';

const api = useApi();
const tokenOf = demoTokens(() => api.url);
/** What 4 renders of 49 megapixels may add: 1 GB less the 680 MB this process holds at rest. */
const RENDERS_MEMORY_BYTES = 340 * 1024 * 1024;

async function upload(bytes: Buffer, token: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), 'picture.png');
  const response = await fetch(`${api.url}/api/v1/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A plain PNG: a few KB of file, width x height pixels once decoded. */
function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

let huge: Buffer;
let large: Buffer;
beforeAll(async () => {
  [huge, large] = await Promise.all([plainPng(16_000, 16_000), plainPng(7_000, 7_000)]);
});

describe('image upload limits', () => {
  it('refuses a small PNG of 16000x16000 pixels with the limit in megapixels', async () => {
    expect(huge.length).toBeLessThan(1024 * 1024);
    const reply = await upload(huge, await tokenOf('user5'));
    expect(reply).toMatchObject({
      status: 400,
      body: {
        status: 'FieldInvalid',
        data: { errors: { image: 'The image must be at most 50 megapixels' } },
      },
    });
  });

  it('keeps the api under 1 GB while 4 uploads of 49 megapixels render at once', async () => {
    const token = await tokenOf('user6');
    const atRest = process.memoryUsage().rss;
    let peak = atRest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const replies = await Promise.all(Array.from({ length: 4 }, () => upload(large, token)));
      expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201]);
      const imageSet = (replies[0]?.body.data as { imageSet: { original: { width: number } } })
        .imageSet;
      expect(imageSet.original.width).toBe(7_000);
    } finally {
      clearInterval(sampler);
    }
    // The test and the api share this process, with the test runner and the files it ran before
    // this one (a worker runs several): what the renders add is the api's. This process holds some
    // 680 MB at rest when the file runs alone, so 1 GB leaves the renders 340 MB.
    expect(peak - atRest).toBeLessThan(RENDERS_MEMORY_BYTES);
  });
});
