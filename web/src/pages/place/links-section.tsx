import { webLinkHref } from '../../lib/infra/web-link';
import * as messages from '../../lib/messages';
import type { PagePlace } from './place-page-query';
import { PlaceSection } from './place-section';
import sections from './place-sections.module.css';

/** The links section: each link opens in a new tab, unless it is no web address; left out when empty. */
export function LinksSection({ links }: { links: PagePlace['links'] }) {
  if (links.length === 0) return null;
  return (
    <PlaceSection id="links-title" title={messages.place.links}>
      <ul className={sections.links}>
        {links.map((link) => {
          const href = webLinkHref(link.link);
          return (
            <li key={link.id}>
              {href ? (
                <a href={href} target="_blank" rel="noreferrer nofollow">
                  {link.name || link.link}
                </a>
              ) : (
                link.name || link.link
              )}
            </li>
          );
        })}
      </ul>
    </PlaceSection>
  );
}
