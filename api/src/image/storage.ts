import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where image files live. Keys are relative paths such as 'demo/ab12-standard.jpg'. The local
 * implementation writes under a folder that the app serves at `/uploads`; object storage can
 * implement the same interface later.
 */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  has(key: string): Promise<boolean>;
  /** The URL a browser loads the file from (root-relative for local storage). */
  urlFor(key: string): string;
}

const safeKey = /^[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png|webp)$/;

export class LocalImageStorage implements ImageStorage {
  constructor(
    readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  #pathOf(key: string): string {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.#pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader (or a parallel writer of the same file) never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.#pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  urlFor(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }
}
