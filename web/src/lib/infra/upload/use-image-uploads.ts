import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  itemsFromImageSets,
  roomFor,
  uploadedImageIds,
  uploadReducer,
  type ImageSet,
  type UploadItem,
} from './upload-state';
import { UploadAborted, uploadImage, type UploadRequest } from './upload-request';

export type { ImageSet, UploadItem } from './upload-state';

export interface ImageUploads {
  items: UploadItem[];
  /** Starts uploading the files, as many as fit under `max` (the rest are left out). */
  add(files: FileList | File[]): void;
  /** Uploads a failed image again. */
  retry(id: string): void;
  /** Drops an image (stopping its upload). */
  remove(id: string): void;
  /** Starts over from these already uploaded images (none when left out). */
  reset(imageSets?: readonly ImageSet[]): void;
  isUploading: boolean;
  /** The uploaded images' ids in display order (what to save with). */
  imageIds: string[];
  max: number;
}

let nextId = 0;
function newItemId(): string {
  nextId += 1;
  return `upload-${nextId}`;
}

/**
 * Images attached to a post, comment or avatar: each uploads at once to POST /images with real
 * progress; a failure stays on its image with retry. Uploads still running stop when the
 * component goes away.
 */
export function useImageUploads({
  max,
  initial,
}: {
  max: number;
  initial?: readonly ImageSet[];
}): ImageUploads {
  const [items, dispatch] = useReducer(uploadReducer, initial ?? [], itemsFromImageSets);
  const requests = useRef(new Map<string, UploadRequest>());
  // What add() and retry() read between renders: several adds in one event must not overfill.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);

  const send = useCallback((id: string, file: File) => {
    const request = uploadImage(file, {
      onStart: () => dispatch({ type: 'started', id }),
      onProgress: (percent) => dispatch({ type: 'progressed', id, percent }),
    });
    requests.current.set(id, request);
    request.result.then(
      (imageSet) => {
        if (requests.current.get(id) !== request) return;
        requests.current.delete(id);
        dispatch({ type: 'uploaded', id, imageSet });
      },
      (error: unknown) => {
        if (error instanceof UploadAborted || requests.current.get(id) !== request) return;
        requests.current.delete(id);
        dispatch({ type: 'failed', id, error: (error as Error).message });
      },
    );
  }, []);

  const add = useCallback(
    (files: FileList | File[]) => {
      const list = Array.from(files);
      const room = roomFor(latest.current, max, list.length);
      if (room === 0) return;
      const added = list.slice(0, room).map((file) => ({ id: newItemId(), file }));
      dispatch({ type: 'added', items: added });
      latest.current = uploadReducer(latest.current, { type: 'added', items: added });
      for (const { id, file } of added) send(id, file);
    },
    [max, send],
  );

  const retry = useCallback(
    (id: string) => {
      const item = latest.current.find((candidate) => candidate.id === id);
      if (!item?.file || item.isLoading) return;
      dispatch({ type: 'retried', id });
      send(id, item.file);
    },
    [send],
  );

  const remove = useCallback((id: string) => {
    const request = requests.current.get(id);
    requests.current.delete(id);
    request?.abort();
    dispatch({ type: 'removed', id });
    latest.current = latest.current.filter((item) => item.id !== id);
  }, []);

  const reset = useCallback((imageSets: readonly ImageSet[] = []) => {
    const running = [...requests.current.values()];
    requests.current.clear();
    for (const request of running) request.abort();
    dispatch({ type: 'reset', imageSets });
    latest.current = itemsFromImageSets(imageSets);
  }, []);

  useEffect(() => {
    const running = requests.current;
    return () => {
      for (const request of running.values()) request.abort();
      running.clear();
    };
  }, []);

  return useMemo(
    () => ({
      items,
      add,
      retry,
      remove,
      reset,
      isUploading: items.some((item) => item.isLoading),
      imageIds: uploadedImageIds(items),
      max,
    }),
    [items, add, retry, remove, reset, max],
  );
}
