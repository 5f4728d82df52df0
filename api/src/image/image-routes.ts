import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { requireViewer } from '../access/viewer.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { sendData } from '../http/envelope.js';
import { createBusyQueue } from '../http/busy-queue.js';
import { imageLimits, contentLimits, contentMessages } from '../messages.js';
import { createImageSet } from './image-actions.js';
import { storeImageVariants, toImageSet } from './image-set.js';
import type { ImageStorage } from './storage.js';
import { TooManyPixels } from './variants.js';

const maxBytes = contentLimits.imageMaxMegabytes * 1024 * 1024;

/** JPEG and PNG by their signatures: the file name and the declared type prove nothing. */
export function imageKindOf(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) {
    return 'png';
  }
  return null;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
}).single('image');

/**
 * Multer's failures as 400 FieldInvalid on `image`: its limits (too large, a second file, a wrong
 * field) and the multipart parser's refusals of a broken body (no boundary, a body cut short, a
 * malformed part header). Held in memory, an upload has no failure of the server's own to tell.
 */
const receiveImage: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) {
      next();
      return;
    }
    const tooLarge = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';
    const message = tooLarge
      ? contentMessages.imageTooLarge(contentLimits.imageMaxMegabytes)
      : contentMessages.imageMissing;
    next(ApiError.fieldInvalid({ image: message }));
  });
};

export function imageRoutes(db: Database, storage: ImageStorage): Router {
  const router = Router();
  // Rendering decodes the whole image: a few at a time, so memory stays bounded under a burst.
  const renderings = createBusyQueue({
    atOnce: imageLimits.jobsAtOnce,
    waiting: imageLimits.jobsWaiting,
    retrySeconds: imageLimits.busyRetrySeconds,
  });

  // Signed-in only, checked before the body is read.
  router.post(
    '/images',
    async (req, _res, next) => {
      requireViewer(req);
      next();
    },
    receiveImage,
    async (req, res) => {
      const viewer = requireViewer(req);
      const file = req.file;
      if (!file) throw ApiError.fieldInvalid({ image: contentMessages.imageMissing });
      if (!imageKindOf(file.buffer)) {
        throw ApiError.fieldInvalid({ image: contentMessages.notAnImage });
      }
      const id = randomBytes(12).toString('hex');
      const variants = await renderings.run(async () => {
        try {
          return await storeImageVariants(storage, `u/${id.slice(0, 2)}/${id}`, file.buffer);
        } catch (error) {
          if (error instanceof TooManyPixels) {
            throw ApiError.fieldInvalid({
              image: contentMessages.imageTooManyPixels(imageLimits.maxInputMegapixels),
            });
          }
          // A truncated or corrupt file behind a valid signature.
          throw ApiError.fieldInvalid({ image: contentMessages.notAnImage });
        }
      });
      await createImageSet(db, { id, variants, uploadedBy: viewer.id });
      const imageSet = toImageSet({ id, variants, order_number: 0, description: null }, storage);
      sendData(res, { imageSet }, 201);
    },
  );

  return router;
}
