import { useEffect } from 'react';
import { formatTitle } from './head';
import { absoluteUrl, namedMeta, propertyMeta, relLink, setHeadTag } from './head-tags';

// What list pages add to the head beyond useHead (title, description, robots, canonical):
// rel prev/next, the Russian meta description (SPEC section 1) and Open Graph tags.

interface ListHead {
  title: string;
  description?: string | undefined;
  /** Root-relative paths of the neighbouring pages, or null at either end. */
  prev?: string | null;
  next?: string | null;
  descriptionRu?: string | undefined;
  /** The canonical path, for og:url. */
  url?: string | undefined;
}

const RU_DESCRIPTION = 'meta[name="description"][lang="ru"]';

const OPEN_GRAPH = ['og:title', 'og:description', 'og:url', 'og:type'] as const;

export function useListHead({ title, description, prev, next, descriptionRu, url }: ListHead) {
  useEffect(() => {
    setHeadTag('link[rel="prev"]', relLink('prev'), absoluteUrl(prev));
    setHeadTag('link[rel="next"]', relLink('next'), absoluteUrl(next));
    // After the English one (useHead runs first), so `meta[name=description]` still finds that.
    setHeadTag(RU_DESCRIPTION, namedMeta('description', 'ru'), descriptionRu ?? null);
    const graph: Record<(typeof OPEN_GRAPH)[number], string | null> = {
      'og:title': formatTitle(title),
      'og:description': description ?? null,
      'og:url': absoluteUrl(url),
      'og:type': 'website',
    };
    for (const name of OPEN_GRAPH) {
      setHeadTag(`meta[property="${name}"]`, propertyMeta(name), graph[name]);
    }
    return () => {
      setHeadTag('link[rel="prev"]', relLink('prev'), null);
      setHeadTag('link[rel="next"]', relLink('next'), null);
      setHeadTag(RU_DESCRIPTION, namedMeta('description', 'ru'), null);
      for (const name of OPEN_GRAPH) {
        setHeadTag(`meta[property="${name}"]`, propertyMeta(name), null);
      }
    };
  }, [title, description, prev, next, descriptionRu, url]);
}
