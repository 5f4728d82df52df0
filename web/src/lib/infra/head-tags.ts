// The tags the pages keep in the document head: a meta's content or a link's href, put in place
// or taken out again.

type HeadTag = HTMLMetaElement | HTMLLinkElement;

/**
 * Gives the head tag that `selector` finds (made by `create` when there is none) this content or
 * href, or removes it when `value` is null.
 */
export function setHeadTag(selector: string, create: () => HeadTag, value: string | null): void {
  let element = document.head.querySelector<HeadTag>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  if (element instanceof HTMLLinkElement) element.href = value;
  else element.content = value;
}

/** Makes `<meta name=…>` (with a language where given). */
export function namedMeta(name: string, lang?: string): () => HTMLMetaElement {
  return () => {
    const element = document.createElement('meta');
    element.name = name;
    if (lang) element.lang = lang;
    return element;
  };
}

/** Makes `<meta property=…>` (Open Graph). */
export function propertyMeta(property: string): () => HTMLMetaElement {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute('property', property);
    return element;
  };
}

/** Makes `<link rel=…>`. */
export function relLink(rel: string): () => HTMLLinkElement {
  return () => {
    const element = document.createElement('link');
    element.rel = rel;
    return element;
  };
}

/** A root-relative path made absolute for crawlers; nothing stays nothing. */
export function absoluteUrl(path: string | null | undefined): string | null {
  return path ? new URL(path, window.location.origin).href : null;
}
