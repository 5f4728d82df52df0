import * as messages from '../messages';
import { paths } from '../paths';
import type { Crumb } from '../../components/ui/breadcrumbs';

interface PlaceForCrumbs {
  name: string;
  latinName: string;
  city?: { name: string; latinName: string } | null;
  category?: { name: string; latinName: string } | null;
}

/**
 * Home › the city's places › the category › the place (SPEC section 2, place breadcrumbs);
 * `trail` continues below the place (albums, one album) and makes the place a link.
 */
export function placeCrumbs(place: PlaceForCrumbs, trail: readonly Crumb[] = []): Crumb[] {
  const crumbs: Crumb[] = [{ label: messages.place.home, href: paths.home.getHref() }];
  if (place.city) {
    crumbs.push({ label: place.city.name, href: paths.places.getHref(place.city.latinName) });
    if (place.category) {
      crumbs.push({
        label: place.category.name,
        href: paths.placesCategory.getHref(place.city.latinName, place.category.latinName),
      });
    }
  }
  crumbs.push({ label: place.name, href: paths.place.getHref(place.latinName) });
  crumbs.push(...trail);
  return crumbs;
}
