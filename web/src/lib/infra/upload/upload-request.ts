import { IMAGE_UPLOAD_PATH } from '../../constants';
import * as messages from '../../messages';
import type { ImageSet } from './upload-state';

export interface UploadCallbacks {
  /** Sending has begun. */
  onStart(): void;
  /** Percent of the file sent so far (0-100). */
  onProgress(percent: number): void;
}

export interface UploadRequest {
  result: Promise<ImageSet>;
  abort(): void;
}

/** An upload the caller stopped (the image was removed, the form closed). */
export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

interface ErrorBody {
  messageUI?: { message?: unknown };
  data?: { errors?: Record<string, unknown> };
}

/**
 * The message to show for a refused upload: the field error on `image` when the server gave one
 * (not an image, too large), else its UI message, else our own.
 */
export function uploadErrorMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const { messageUI, data } = body as ErrorBody;
    const field = data?.errors?.image;
    if (typeof field === 'string' && field !== '') return field;
    if (typeof messageUI?.message === 'string' && messageUI.message !== '')
      return messageUI.message;
  }
  return messages.upload.failed;
}

function isImageSet(value: unknown): value is ImageSet {
  if (!value || typeof value !== 'object') return false;
  const { id, thumbnail } = value as { id?: unknown; thumbnail?: unknown };
  return (
    typeof id === 'string' &&
    typeof thumbnail === 'object' &&
    thumbnail !== null &&
    typeof (thumbnail as { url?: unknown }).url === 'string'
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST /images on the gateway's origin with the session cookie, multipart field `image`. Uses
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadImage(file: File, callbacks: UploadCallbacks): UploadRequest {
  const xhr = new XMLHttpRequest();
  const result = new Promise<ImageSet>((resolve, reject) => {
    xhr.open('POST', IMAGE_UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        callbacks.onProgress((event.loaded / event.total) * 100);
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const imageSet = (body as { data?: { imageSet?: unknown } } | null)?.data?.imageSet;
      if (xhr.status >= 200 && xhr.status < 300 && isImageSet(imageSet)) resolve(imageSet);
      else reject(new Error(uploadErrorMessage(body)));
    };
    xhr.onerror = () => reject(new Error(messages.errors.noConnection));
    xhr.ontimeout = () => reject(new Error(messages.errors.noConnection));
    xhr.onabort = () => reject(new UploadAborted());
    const form = new FormData();
    form.append('image', file, file.name);
    callbacks.onStart();
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
