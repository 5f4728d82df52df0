// Image uploads streamed by the gateway to the real api: real JPEG and PNG variants under
// /uploads, the cookie's origin check, the api's refusals, the deadline, EXIF stripped, the size
// limit.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useSocial } from '../../support/social.js';
import { useServers } from '../../support/stack.js';

const { stack, ok, person, impression } = useSocial();
const servers = useServers();

/** `POST /images` on the gateway, as the browser's XMLHttpRequest sends it. */
async function upload(
  bytes: Buffer,
  name: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${stack.gatewayUrl}/images`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Colour = { r: number; g: number; b: number };

/** A plain picture of one colour, as sharp starts one before encoding it. */
function plainPicture(width: number, height: number, background: Colour) {
  return sharp({ create: { width, height, channels: 3, background } });
}

describe('image uploads through the gateway', () => {
  it('stores a real JPEG whose variants load via /uploads, and a comment can carry it', async () => {
    const { token } = await person('user13');
    const jpeg = await plainPicture(640, 480, { r: 200, g: 80, b: 20 }).jpeg().toBuffer();
    const reply = await upload(jpeg, 'terrace.jpg', { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(201);
    const imageSet = (reply.body.data as { imageSet: Record<string, unknown> }).imageSet as {
      id: string;
      standard: { url: string; width: number; height: number };
      thumbnail: { url: string };
    };
    expect(imageSet.standard).toMatchObject({ width: 640, height: 480 });
    for (const url of [imageSet.standard.url, imageSet.thumbnail.url]) {
      expect(url).toMatch(/^\/uploads\//);
      const file = await fetch(`${stack.gatewayUrl}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
    }

    const postId = await impression('user16');
    const comment = await ok<{
      createComment: { comment: { imageSets: { id: string }[] } };
    }>(
      `mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { imageSets { id } } } }`,
      { input: { postId, imageIds: [imageSet.id] } },
      token,
    );
    expect(comment.createComment.comment.imageSets).toEqual([{ id: imageSet.id }]);
  });

  it('takes the session cookie from the web app origin, refuses a foreign origin', async () => {
    const { token } = await person('user13');
    const png = await plainPicture(20, 20, { r: 0, g: 0, b: 0 }).png().toBuffer();
    const cookie = `tavola_token=${token}`;
    const own = await upload(png, 'dot.png', { cookie, origin: stack.gatewayUrl });
    expect(own.status).toBe(201);
    const foreign = await upload(png, 'dot.png', { cookie, origin: 'https://elsewhere.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 403, status: 'Forbidden' });
  });

  it("refuses a text file renamed .jpg with the api's message", async () => {
    const { token } = await person('user13');
    const reply = await upload(Buffer.from('just some words, not a picture'), 'photo.jpg', {
      authorization: `Bearer ${token}`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 400,
      status: 'FieldInvalid',
      data: { errors: { image: 'Upload a JPEG or PNG image' } },
    });
  });

  it('answers a visitor 401 in the api envelope', async () => {
    const reply = await upload(Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      code: 401,
      status: 'Unauthorized',
      messageUI: { message: 'Authorization is required' },
      data: {},
    });
  });

  it('answers 555 within the deadline when the api takes the upload but never answers', async () => {
    const silent = await servers.silent();
    const hung = await servers.gateway({ apiUrl: silent.url, upstreamTimeoutMs: 500 });
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), 'a.jpg');
      const response = await fetch(`${hung.url}/images`, {
        method: 'POST',
        headers: { authorization: 'Bearer some-token' },
        body: form,
      });
      expect(response.status).toBe(555);
      expect(await response.json()).toMatchObject({
        status: 'NoConnection',
        messageUI: { message: 'There is no Internet connection' },
      });
    } finally {
      await hung.close();
      await silent.close();
    }
  });

  it('strips EXIF from every stored variant', async () => {
    const { token } = await person('user13');
    const withExif = await plainPicture(400, 300, { r: 9, g: 9, b: 9 })
      .withExif({ IFD0: { Copyright: 'Someone', Make: 'Camera' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const reply = await upload(withExif, 'camera.jpg', { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(201);
    const imageSet = (reply.body.data as { imageSet: Record<string, { url: string }> }).imageSet;
    for (const variant of ['standard', 'thumbnail', 'cover', 'original']) {
      const file = await fetch(`${stack.gatewayUrl}${imageSet[variant]?.url}`);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses a body over the limit before it reaches the api', async () => {
    const { token } = await person('user13');
    stack.proxy.reset();
    const reply = await upload(Buffer.alloc(12 * 1024 * 1024, 7), 'huge.jpg', {
      authorization: `Bearer ${token}`,
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      data: { errors: { image: 'The image must be at most 10 MB' } },
    });
    expect(stack.proxy.calls.filter((call) => call.startsWith('/api/v1/images'))).toHaveLength(0);
  });
});
