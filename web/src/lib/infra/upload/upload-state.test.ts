import { describe, expect, it } from 'vitest';
import {
  itemsFromImageSets,
  roomFor,
  uploadedImageIds,
  uploadReducer,
  type ImageSet,
  type UploadItem,
} from './upload-state';

const file = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
const imageSet = (id: string): ImageSet => ({ id, thumbnail: { url: `/uploads/${id}.jpg` } });

function added(...ids: string[]): UploadItem[] {
  return uploadReducer([], { type: 'added', items: ids.map((id) => ({ id, file })) });
}

describe('upload state', () => {
  it('shows 5 once a file is read and 10 once sending starts', () => {
    const [read] = added('a');
    expect(read).toMatchObject({ isLoading: true, progress: 5, error: null, imageSet: null });
    const [started] = uploadReducer([read!], { type: 'started', id: 'a' });
    expect(started?.progress).toBe(10);
  });

  it('follows the real percentage but never goes backwards', () => {
    let items = uploadReducer(added('a'), { type: 'started', id: 'a' });
    items = uploadReducer(items, { type: 'progressed', id: 'a', percent: 42.4 });
    expect(items[0]?.progress).toBe(42);
    items = uploadReducer(items, { type: 'progressed', id: 'a', percent: 3 });
    expect(items[0]?.progress).toBe(42);
  });

  it('keeps the image set when the upload ends', () => {
    const items = uploadReducer(added('a'), { type: 'uploaded', id: 'a', imageSet: imageSet('x') });
    expect(items[0]).toMatchObject({ isLoading: false, progress: 100, imageSet: { id: 'x' } });
    expect(uploadedImageIds(items)).toEqual(['x']);
  });

  it('keeps a failure on its image until retried, then starts again from 5', () => {
    let items = uploadReducer(added('a', 'b'), {
      type: 'failed',
      id: 'a',
      error: 'Upload a JPEG or PNG image',
    });
    expect(items[0]).toMatchObject({ isLoading: false, error: 'Upload a JPEG or PNG image' });
    expect(items[1]?.error).toBeNull();
    items = uploadReducer(items, { type: 'retried', id: 'a' });
    expect(items[0]).toMatchObject({ isLoading: true, progress: 5, error: null });
  });

  it('ignores progress of an image that is no longer loading', () => {
    let items = uploadReducer(added('a'), { type: 'failed', id: 'a', error: 'x' });
    items = uploadReducer(items, { type: 'progressed', id: 'a', percent: 80 });
    expect(items[0]?.progress).toBe(5);
  });

  it('removes one image and keeps the order of the others', () => {
    let items = added('a', 'b', 'c');
    items = uploadReducer(items, { type: 'uploaded', id: 'c', imageSet: imageSet('z') });
    items = uploadReducer(items, { type: 'uploaded', id: 'a', imageSet: imageSet('x') });
    items = uploadReducer(items, { type: 'removed', id: 'b' });
    expect(items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(uploadedImageIds(items)).toEqual(['x', 'z']);
  });

  it('starts over from images uploaded before (editing), which cannot be retried', () => {
    const items = uploadReducer(added('a'), { type: 'reset', imageSets: [imageSet('old')] });
    expect(items).toEqual(itemsFromImageSets([imageSet('old')]));
    expect(items[0]).toMatchObject({ file: null, isLoading: false, progress: 100 });
    expect(uploadReducer(items, { type: 'retried', id: 'old' })).toEqual(items);
  });

  it('lets in only as many files as the limit leaves room for', () => {
    expect(roomFor(added('a'), 2, 3)).toBe(1);
    expect(roomFor(added('a', 'b'), 2, 1)).toBe(0);
    expect(roomFor([], 10, 4)).toBe(4);
  });
});
