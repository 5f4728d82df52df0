import { useEffect } from 'react';
import { formatTitle } from './head';

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

function absolute(path: string | null | undefined): string | null {
  return path ? new URL(path, window.location.origin).href : null;
}

function setLink(rel: 'prev' | 'next', href: string | null) {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (href === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.append(element);
  }
  element.href = href;
}

function setMeta(selector: string, create: () => HTMLMetaElement, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.content = content;
}

const RU_SELECTOR = 'meta[name="description"][lang="ru"]';

function ruDescription(): HTMLMetaElement {
  const element = document.createElement('meta');
  element.name = 'description';
  element.lang = 'ru';
  return element;
}

function property(name: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute('property', name);
    return element;
  };
}

const OPEN_GRAPH = ['og:title', 'og:description', 'og:url', 'og:type'] as const;

export function useListHead({ title, description, prev, next, descriptionRu, url }: ListHead) {
  useEffect(() => {
    setLink('prev', absolute(prev));
    setLink('next', absolute(next));
    // After the English one (useHead runs first), so `meta[name=description]` still finds that.
    setMeta(RU_SELECTOR, ruDescription, descriptionRu ?? null);
    const graph: Record<(typeof OPEN_GRAPH)[number], string | null> = {
      'og:title': formatTitle(title),
      'og:description': description ?? null,
      'og:url': absolute(url),
      'og:type': 'website',
    };
    for (const name of OPEN_GRAPH) {
      setMeta(`meta[property="${name}"]`, property(name), graph[name]);
    }
    return () => {
      setLink('prev', null);
      setLink('next', null);
      setMeta(RU_SELECTOR, ruDescription, null);
      for (const name of OPEN_GRAPH) setMeta(`meta[property="${name}"]`, property(name), null);
    };
  }, [title, description, prev, next, descriptionRu, url]);
}
