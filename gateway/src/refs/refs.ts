// Posts, comments, likes and follow lists embed places, chains and cities in short "ref" forms.
// GraphQL hands out the real objects instead (the web cache normalises `Place:{id}`, and a partial
// place would overwrite its real counts there), read through the request's batched loaders: one
// places call, one organisations call and one cities call per operation, whatever the page size.
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { RestCity, RestOrganisation, RestPlace, RestPlaceRef } from '../rest/types.js';

/** A place as GraphQL serves it, with the caller's follow state (`Place.isFollowed`). */
export type PlaceWithFollowState = RestPlace & { isFollowed?: boolean };

/**
 * The place's whole short form with the follow state of the ref where the place read has none
 * (a place read may lack `isFollowed`; the refs always carry it). `fresh`
 * counts (a follow's answer) override the read's.
 */
export function withFollowState(
  place: RestPlace,
  ref: Pick<RestPlaceRef, 'isFollowed' | 'followerCount'>,
  fresh = false,
): PlaceWithFollowState {
  const read = place as PlaceWithFollowState;
  if (fresh) return { ...read, isFollowed: ref.isFollowed, followerCount: ref.followerCount };
  return read.isFollowed === undefined ? { ...read, isFollowed: ref.isFollowed } : read;
}

/**
 * The embedded place as a whole `Place`; null when the caller may not see it (any more). A place
 * the request already holds (a page of posts comes with its places) is answered as it is, without
 * a promise, as are the chains and cities below.
 */
export function placeOfRef(
  ref: Pick<RestPlaceRef, 'id' | 'isFollowed' | 'followerCount'> | null | undefined,
  { loaders }: GatewayContext,
  fresh = false,
): PlaceWithFollowState | null | Promise<PlaceWithFollowState | null> {
  if (!ref) return null;
  const known = loaders.known.place(ref.id);
  if (known) return withFollowState(known, ref, fresh);
  return orNullWhenNotFound(loaders.placeById.load(ref.id)).then(
    (place) => place && withFollowState(place, ref, fresh),
  );
}

/** Several embedded places in order, those the caller may not see left out. */
export async function placesOfRefs(
  refs: readonly RestPlaceRef[],
  context: GatewayContext,
  fresh = false,
): Promise<PlaceWithFollowState[]> {
  const places = await Promise.all(refs.map((ref) => placeOfRef(ref, context, fresh)));
  return places.filter((place): place is PlaceWithFollowState => place !== null);
}

export function organisationOfRef(
  ref: { id: string } | null | undefined,
  { loaders }: GatewayContext,
): RestOrganisation | Promise<RestOrganisation | null> | null {
  if (!ref) return null;
  return (
    loaders.known.organisation(ref.id) ?? orNullWhenNotFound(loaders.organisationById.load(ref.id))
  );
}

export function cityOfRef(
  ref: { id: string } | null | undefined,
  { loaders }: GatewayContext,
): RestCity | Promise<RestCity | null> | null {
  if (!ref) return null;
  return loaders.known.city(ref.id) ?? orNullWhenNotFound(loaders.cityById.load(ref.id));
}

// A deleted chain or an unpublished place leaves the post readable: the field is then null.
// Other failures (the api unreachable) stay errors.
export async function orNullWhenNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if ((error as Partial<GraphQLError>).extensions?.code === 'NOT_FOUND') return null;
    throw error;
  }
}
