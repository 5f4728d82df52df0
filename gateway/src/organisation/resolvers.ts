import type { OrganisationResolvers, QueryResolvers } from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { assertPageArgs, fetchPage, type Page } from '../paging/page.js';
import type { TavolaApi } from '../rest/client.js';
import type { RestOrganisation, RestOrganisationParent } from '../rest/types.js';
import { isFullOrganisation } from './mapping.js';
import {
  getOrganisation,
  listOrganisations,
  type OrganisationsFilter,
} from './organisation-api.js';
import { placesWhere } from '../rest/shared-reads.js';

export const organisationQueries: Pick<QueryResolvers, 'organisation' | 'organisations'> = {
  async organisation(_, { id }, { api, loaders }) {
    // The single read keeps the api's own 404 (wording and all) for an unknown chain; the batch
    // loader would only say it is missing.
    const organisation = await getOrganisation(api, id);
    loaders.organisationById.prime(id, organisation);
    return organisation;
  },
  async organisations(_, { city, query, offset, limit }, { api, loaders }) {
    const pageOffset = offset ?? 0;
    const pageLimit = limit ?? 5;
    assertPageArgs(pageOffset, pageLimit);
    const trimmed = query?.trim();
    const [, page] = await Promise.all([
      // The city read gives the SPEC's 404 for an unknown city and fills the loader.
      loaders.cityByLatinName.load(city),
      organisationsPage(
        api,
        { cityId: city, ...(trimmed ? { query: trimmed } : {}) },
        pageOffset,
        pageLimit,
      ),
    ]);
    // A chain's page read from the list costs no second call.
    for (const organisation of page.items) {
      loaders.organisationById.prime(organisation.id, organisation);
    }
    return page;
  },
};

/** A page of the chains the api lists under `filter` (a city's, the caller's, those to pick). */
export function organisationsPage(
  api: TavolaApi,
  filter: OrganisationsFilter,
  offset: number,
  limit: number,
): Promise<Page<RestOrganisation>> {
  return fetchPage(
    (upstreamOffset, upstreamLimit) =>
      listOrganisations(api, { ...filter, offset: upstreamOffset, limit: upstreamLimit }),
    offset,
    limit,
  );
}

export const organisationResolvers: OrganisationResolvers = {
  ...wholeOrganisationFields(['category', 'newsCount', 'reviewCount', 'hasOwner', 'hasAccess']),
  async city(organisation, _, context) {
    const { cityId } = await wholeOrganisation(organisation, context);
    if (cityId === null) return null;
    try {
      return await context.loaders.cityById.load(cityId);
    } catch (error) {
      // The home city is a detail of the page: log and show the rest.
      context.logger.warn(
        { organisation: organisation.id, err: (error as Error).message },
        'city unavailable',
      );
      return null;
    }
  },
  ...wholeOrganisationFields(['somePlaces']),
  async places(organisation, { offset, limit }, { api }) {
    const pageOffset = offset ?? 0;
    const pageLimit = limit ?? 5;
    return fetchPage(
      (upstreamOffset, upstreamLimit) =>
        placesWhere(api, {
          organisation_id: organisation.id,
          offset: upstreamOffset,
          limit: upstreamLimit,
          response_type: 'short',
        }),
      pageOffset,
      pageLimit,
    );
  },
};

/** The full organisation: the parent itself, or one read (batched) when it is a place's summary. */
export async function wholeOrganisation(
  organisation: RestOrganisationParent,
  { loaders }: GatewayContext,
): Promise<RestOrganisation> {
  return isFullOrganisation(organisation)
    ? organisation
    : loaders.organisationById.load(organisation.id);
}

type WholeOrganisationField<K extends keyof RestOrganisation> = (
  organisation: RestOrganisationParent,
  args: unknown,
  context: GatewayContext,
) => Promise<RestOrganisation[K]>;

/** Resolvers that answer these fields as the full organisation has them. */
export function wholeOrganisationFields<K extends keyof RestOrganisation>(
  keys: readonly K[],
): { [F in K]: WholeOrganisationField<F> } {
  const field =
    (key: K): WholeOrganisationField<K> =>
    async (organisation, _, context) =>
      (await wholeOrganisation(organisation, context))[key];
  return Object.fromEntries(keys.map((key) => [key, field(key)])) as {
    [F in K]: WholeOrganisationField<F>;
  };
}
