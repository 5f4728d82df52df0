import type { RestOrganisation, RestOrganisationParent } from '../rest/types.js';

/** A place carries a summary of its organisation; the organisation reads carry everything. */
export function isFullOrganisation(
  organisation: RestOrganisationParent,
): organisation is RestOrganisation {
  return 'somePlaces' in organisation;
}
