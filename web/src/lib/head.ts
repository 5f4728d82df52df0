import { useEffect } from 'react';
import { messages } from './messages';

interface Head {
  title: string;
  description?: string;
  /** Pages that must not be indexed (errors, placeholders). */
  noIndex?: boolean;
  /** The canonical path of the page (for example the place's slug rather than its hex id). */
  canonical?: string;
}

function setMeta(name: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

export function formatTitle(title: string): string {
  const suffix = messages.meta.titleSuffix;
  return title === suffix ? suffix : `${title} · ${suffix}`;
}

/** Sets document.title, the meta description and robots for the page that renders it. */
export function useHead({ title, description, noIndex = false, canonical }: Head): void {
  useEffect(() => {
    document.title = formatTitle(title);
    setMeta('description', description ?? messages.meta.description);
    setMeta('robots', noIndex ? 'noindex' : null);
    setCanonical(canonical ? new URL(canonical, window.location.origin).href : null);
  }, [title, description, noIndex, canonical]);
}

function setCanonical(href: string | null) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}
