import { statSync } from 'node:fs';

/**
 * What `load` makes of a file of the web's build, made again only when the file changes, so a new
 * build needs no restart and a page request costs one `stat`. Null while the file is not there or
 * cannot be loaded yet (a build still writing it): the next call tries again.
 */
export function whenChanged<T>(
  file: string,
  load: (file: string, version: number) => T,
): () => T | null {
  let cached: { version: number; value: T } | null = null;
  return () => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.version !== version) {
      try {
        cached = { version, value: load(file, version) };
      } catch {
        return null;
      }
    }
    return cached.value;
  };
}
