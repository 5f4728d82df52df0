// The hostile corpus, images: generated uploads through the real gateway that must not cost the
// api a render (tiny files claiming huge pixel dimensions, files that are no image), and
// attachments of images someone else uploaded (or nobody did) as an avatar, to a post or to a
// comment. Each is refused in the api's words; a real upload still works afterwards.
// docs/hostile-suite.md lists what the suite covers.
import http from 'node:http';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RUNS } from '../../support/hostile.js';
import { useSocial } from '../../support/social.js';

const { stack, gql, ok, person, london, impression } = useSocial();

/** The api's largest image (imageLimits.maxInputMegapixels) and its refusals. */
const MAX_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = 'The image must be at most 50 megapixels';
const NOT_AN_IMAGE = 'Upload a JPEG or PNG image';
const NO_IMAGE = 'Attach an image in the field image';
const NOT_YOURS = 'Attach only images you uploaded';

/**
 * Sides the decoders read a header of: a baseline JPEG up to libjpeg's JPEG_MAX_DIMENSION, a PNG
 * up to a million pixels here. Past them the header may not be read at all, and the file is
 * refused as no image instead, still before any pixel is decoded.
 */
const PNG_READABLE_SIDE = 1_000_000;
const JPEG_READABLE_SIDE = 65_500;

/** `POST /images` on the gateway with a bearer token. */
async function upload(
  bytes: Uint8Array,
  name: string,
  token: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${stack.gatewayUrl}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An upload refused with 400 FieldInvalid, the image field saying `message`. */
function expectRefused(reply: { status: number; body: Record<string, unknown> }, message: string) {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({
    code: 400,
    status: 'FieldInvalid',
    data: { errors: { image: message } },
  });
}

const smallPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
const smallJpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 8, b: 7 } } })
    .jpeg()
    .toBuffer();

/** A real tiny PNG whose header claims `width` x `height` (its checksum made right again). */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // Signature (8), then the IHDR chunk: length (4), type (4), width and height (4 each).
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)) >>> 0, 29);
  return patched;
}

/** A real tiny baseline JPEG whose frame header claims `width` x `height`. */
function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(jpeg);
  const frame = patched.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no baseline frame header in the JPEG');
  // Marker (2), length (2), precision (1), then height and width.
  patched.writeUInt16BE(height, frame + 5);
  patched.writeUInt16BE(width, frame + 7);
  return patched;
}

/** Dimensions over the pixel limit, each within what the format can say. */
const hugeDimensions = (maxSide: number) =>
  fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
    })
    .filter(({ width, height }) => width * height > MAX_PIXELS);

describe('uploads that must not cost a render', () => {
  it('refuses tiny PNGs and JPEGs whose headers claim more than 50 megapixels', async () => {
    const { token } = await person('user13');
    const [png, jpeg] = await Promise.all([smallPng(), smallJpeg()]);
    const claims = fc.oneof(
      hugeDimensions(PNG_READABLE_SIDE).map((size) => ({ ...size, kind: 'png' as const })),
      hugeDimensions(JPEG_READABLE_SIDE).map((size) => ({ ...size, kind: 'jpeg' as const })),
      // Just over the limit.
      fc.constantFrom(
        { width: 10_000, height: 5_001, kind: 'png' as const },
        { width: 7_072, height: 7_072, kind: 'jpeg' as const },
      ),
    );
    await fc.assert(
      fc.asyncProperty(claims, async ({ width, height, kind }) => {
        const bytes =
          kind === 'png' ? pngClaiming(png, width, height) : jpegClaiming(jpeg, width, height);
        // This refusal comes from the header alone: the api counts pixels before it decodes.
        expectRefused(await upload(bytes, `bomb.${kind}`, token), TOO_MANY_PIXELS);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses PNGs claiming sides past a million pixels, as too many pixels or as no image', async () => {
    const { token } = await person('user13');
    const png = await smallPng();
    const sides = fc.record({
      width: fc.integer({ min: PNG_READABLE_SIDE + 1, max: 2 ** 31 - 1 }),
      height: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      swap: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(sides, async ({ width, height, swap }) => {
        const bytes = swap ? pngClaiming(png, height, width) : pngClaiming(png, width, height);
        const reply = await upload(bytes, 'wide.png', token);
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ code: 400, status: 'FieldInvalid' });
        const { image } = (reply.body.data as { errors: { image: string } }).errors;
        expect([TOO_MANY_PIXELS, NOT_AN_IMAGE]).toContain(image);
      }),
      { numRuns: 10 },
    );
  });

  it('refuses files that are no image, whatever their name, signature or size', async () => {
    const { token } = await person('user13');
    const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
    const files = fc.record({
      bytes: fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 4_096 }),
        fc.string({ minLength: 1, maxLength: 2_000 }).map((text) => new TextEncoder().encode(text)),
        // A real signature followed by anything: a truncated or forged image.
        fc
          .record({
            signature: fc.constantFrom(PNG_SIGNATURE, JPEG_SIGNATURE),
            rest: fc.uint8Array({ maxLength: 4_096 }),
          })
          .map(({ signature, rest }) => new Uint8Array([...signature, ...rest])),
      ),
      name: fc.constantFrom('photo.jpg', 'photo.jpeg', 'photo.png', 'notes.txt', 'image', 'a.gif'),
    });
    await fc.assert(
      fc.asyncProperty(files, async ({ bytes, name }) => {
        expectRefused(await upload(bytes, name, token), NOT_AN_IMAGE);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses broken multipart bodies as an image missing, never as a failure of its own', async () => {
    const { token } = await person('user13');
    const boundary = 'hostile-boundary';
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      await smallPng(),
      closing,
    ]);
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const broken = fc.oneof(
      // Cut anywhere before the closing boundary: the image part never ends.
      fc
        .integer({ min: 0, max: whole.length - closing.length - 1 })
        .map((cut) => ({ type: multipart, body: whole.subarray(0, cut) })),
      // No boundary, an empty one, or one the body does not use.
      fc
        .constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
        )
        .map((type) => ({ type, body: whole })),
      // Anything after a first boundary: malformed part headers.
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({
        type: multipart,
        body: Buffer.concat([Buffer.from(`--${boundary}\r\n`), bytes]),
      })),
    );
    await fc.assert(
      fc.asyncProperty(broken, async ({ type, body }) => {
        const response = await fetch(`${stack.gatewayUrl}/images`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
          body: new Uint8Array(body),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 400,
          status: 'FieldInvalid',
          data: { errors: { image: NO_IMAGE } },
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('serves nothing from outside the stored images, however a path climbs', async () => {
    const climbs = fc.record({
      up: fc.constantFrom('../', '%2e%2e/', '..%2f', '%2e%2e%2f', '..\\', '.%2e/', '%252e%252e/'),
      depth: fc.integer({ min: 1, max: 12 }),
      target: fc.constantFrom('etc/passwd', 'package.json', 'api/.env', 'proc/self/environ'),
      prefix: fc.constantFrom('', 'u/', 'u/ab/', '%00/'),
    });
    await fc.assert(
      fc.asyncProperty(climbs, async ({ up, depth, target, prefix }) => {
        const path = `/uploads/${prefix}${up.repeat(depth)}${target}`;
        stack.proxy.reset();
        const status = await new Promise<number>((resolve, reject) => {
          // node:http with a raw path: a URL would have its dots resolved before sending. Asking
          // for an image as an <img> does (HTML gets the web app for any path it does not know).
          const { hostname, port } = new URL(stack.gatewayUrl);
          const request = http.request(
            { host: hostname, port, path, headers: { accept: 'image/*' } },
            (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            },
          );
          request.on('error', reject);
          request.end();
        });
        expect([400, 404]).toContain(status);
        // Nothing that climbs out of the store is passed on to the api either.
        expect(stack.proxy.calls).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('still stores a real image afterwards', async () => {
    const { token } = await person('user13');
    const reply = await upload(await smallPng(), 'dot.png', token);
    expect(reply.status).toBe(201);
  });
});

const UPDATE_PROFILE = `mutation ($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) { id avatar { id } }
}`;
const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { id imageSets { id } } }`;
const EDIT_POST = `mutation ($id: ID!, $input: EditPostInput!) { editPost(id: $id, input: $input) { id imageSets { id } } }`;
const CREATE_COMMENT = `mutation ($input: CreateCommentInput!) {
  createComment(input: $input) { comment { id imageSets { id } } }
}`;

/** An uploaded image's id. */
async function uploadedBy(token: string): Promise<string> {
  const reply = await upload(await smallJpeg(), 'mine.jpg', token);
  expect(reply.status).toBe(201);
  return (reply.body.data as { imageSet: { id: string } }).imageSet.id;
}

describe('attaching images one did not upload', () => {
  it('refuses another person’s image, or an unknown id, as an avatar, in a post and in a comment', async () => {
    const owner = await person('user13');
    const other = await person('user14');
    const theirs = await uploadedBy(owner.token);
    const mine = await uploadedBy(other.token);
    const cityId = await london();
    const myPost = await impression('user14');
    const theirPost = await impression('user13');

    // Any list holding at least one image the caller did not upload: theirs or made up.
    const foreignIds = fc
      .array(
        fc.oneof(fc.constant(theirs), fc.constant(mine), fc.stringMatching(/^[0-9a-f]{24}$/)),
        { minLength: 1, maxLength: 2 },
      )
      .filter((ids) => ids.some((id) => id !== mine));
    const attachments = [
      (ids: string[]) =>
        gql(UPDATE_PROFILE, { id: other.id, input: { avatarId: ids[0] } }, other.token).then(
          (reply) => ({ reply, field: 'avatarId', ids: ids.slice(0, 1) }),
        ),
      (ids: string[]) =>
        gql(
          CREATE_POST,
          { input: { type: 'IMPRESSION', cityId, lat: 51.5, lon: -0.1, text: 'x', imageIds: ids } },
          other.token,
        ).then((reply) => ({ reply, field: 'imageIds', ids })),
      (ids: string[]) =>
        gql(EDIT_POST, { id: myPost, input: { imageIds: ids } }, other.token).then((reply) => ({
          reply,
          field: 'imageIds',
          ids,
        })),
      (ids: string[]) =>
        gql(CREATE_COMMENT, { input: { postId: theirPost, imageIds: ids } }, other.token).then(
          (reply) => ({ reply, field: 'imageIds', ids }),
        ),
    ];
    await fc.assert(
      fc.asyncProperty(foreignIds, fc.constantFrom(...attachments), async (ids, attach) => {
        const { reply, field, ids: sent } = await attach(ids);
        // The avatar takes one id: a list whose first is the caller's own passes there.
        if (sent.every((id) => id === mine)) return;
        expect(reply.data).toBeNull();
        expect(reply.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          status: 'FieldInvalid',
          httpStatus: 400,
          fieldErrors: { [field]: NOT_YOURS },
        });
      }),
      { numRuns: RUNS },
    );

    // Nothing of theirs was attached anywhere, and one's own image still attaches.
    const post = await ok<{ post: { imageSets: { id: string }[] } }>(
      `query ($id: ID!) { post(id: $id) { imageSets { id } } }`,
      { id: myPost },
    );
    expect(post.post.imageSets.map((set) => set.id)).not.toContain(theirs);
    const avatar = await ok<{ updateProfile: { avatar: { id: string } | null } }>(
      UPDATE_PROFILE,
      { id: other.id, input: { avatarId: mine } },
      other.token,
    );
    expect(avatar.updateProfile.avatar?.id).toBe(mine);
  });
});
