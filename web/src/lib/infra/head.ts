import { useEffect } from 'react';
import { absoluteUrl, namedMeta, relLink, setHeadTag } from './head-tags';
import * as messages from '../messages';

interface Head {
  title: string;
  description?: string;
  /** Pages that must not be indexed (errors, placeholders). */
  noIndex?: boolean;
  /** The canonical path of the page (for example the place's slug rather than its hex id). */
  canonical?: string;
}

export function formatTitle(title: string): string {
  const suffix = messages.meta.titleSuffix;
  return title === suffix ? suffix : `${title} · ${suffix}`;
}

/** Sets document.title, the meta description and robots for the page that renders it. */
export function useHead({ title, description, noIndex = false, canonical }: Head): void {
  useEffect(() => {
    document.title = formatTitle(title);
    setHeadTag(
      'meta[name="description"]',
      namedMeta('description'),
      description ?? messages.meta.description,
    );
    setHeadTag('meta[name="robots"]', namedMeta('robots'), noIndex ? 'noindex' : null);
    setHeadTag('link[rel="canonical"]', relLink('canonical'), absoluteUrl(canonical));
  }, [title, description, noIndex, canonical]);
}
