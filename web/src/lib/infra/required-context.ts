import { createContext, useContext, type Context } from 'react';

/**
 * A context that only has a meaning under its provider: its hook throws when a component reads it
 * with no provider above, so a missing provider fails loudly instead of acting on `null`.
 */
export function requiredContext<T>(
  hookName: string,
  providerName: string,
): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(context);
    if (!value)
      throw new Error(`${hookName} needs ${article(providerName)} ${providerName} above it`);
    return value;
  };
  return [context, useRequired];
}

function article(word: string): string {
  return /^[AEIOU]/.test(word) ? 'an' : 'a';
}
