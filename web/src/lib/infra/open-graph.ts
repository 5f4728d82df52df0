import { useEffect } from 'react';
import { formatTitle } from './head';
import { absoluteUrl, propertyMeta, setHeadTag } from './head-tags';

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
  setHeadTag(`meta[property="${property}"]`, propertyMeta(property), content);
}

/** Open Graph tags of the page that renders it (removed again when it goes). */
export function useOpenGraph(graph: OpenGraph | null): void {
  const { title, description, image, url, type } = graph ?? { title: '' };
  useEffect(() => {
    if (!title) return;
    setProperty('og:title', formatTitle(title));
    setProperty('og:description', description ?? null);
    setProperty('og:image', absoluteUrl(image));
    setProperty('og:url', absoluteUrl(url));
    setProperty('og:type', type ?? 'website');
    return () => {
      for (const property of PROPERTIES) setProperty(property, null);
    };
  }, [title, description, image, url, type]);
}
