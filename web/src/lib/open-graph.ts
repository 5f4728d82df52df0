import { useEffect } from 'react';
import { formatTitle } from './head';

export interface OpenGraph {
  title: string;
  description?: string | null;
  /** Root-relative or absolute; made absolute for crawlers. */
  image?: string | null;
  /** The canonical path of the page. */
  url?: string | null;
  type?: 'website' | 'place' | 'profile';
}

const PROPERTIES = ['og:title', 'og:description', 'og:image', 'og:url', 'og:type'] as const;

function setProperty(property: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('property', property);
    document.head.append(element);
  }
  element.content = content;
}

/** Open Graph tags of the page that renders it (removed again when it goes). */
export function useOpenGraph(graph: OpenGraph | null): void {
  const { title, description, image, url, type } = graph ?? { title: '' };
  useEffect(() => {
    if (!title) return;
    const absolute = (path: string | null | undefined) =>
      path ? new URL(path, window.location.origin).href : null;
    setProperty('og:title', formatTitle(title));
    setProperty('og:description', description ?? null);
    setProperty('og:image', absolute(image));
    setProperty('og:url', absolute(url));
    setProperty('og:type', type ?? 'website');
    return () => {
      for (const property of PROPERTIES) setProperty(property, null);
    };
  }, [title, description, image, url, type]);
}
