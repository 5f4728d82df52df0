import type {
  MutationResolvers,
  OrganisationResolvers,
  PlaceResolvers,
  QueryResolvers,
  NotificationResolvers,
} from '../generated/resolvers.js';
import { invalidInput } from '../errors/normalise.js';
import { FIELD_MESSAGES } from '../messages.js';
import { organisationsPage, wholeOrganisationFields } from '../organisation/resolvers.js';
import { fetchPage } from '../paging/page.js';
import { isFullPlace } from '../place/mapping.js';
import type { RestPlace, RestPlaceFull } from '../rest/types.js';
import {
  moderationDecision,
  moderationStatusOf,
  notificationOutcomeOf,
  organisationBody,
  placeBody,
} from './mapping.js';
import * as rest from './place-management-api.js';

export const placeManagementQueries: Pick<
  QueryResolvers,
  'staffedPlaces' | 'staffedOrganisations' | 'pickableOrganisations'
> = {
  staffedPlaces: (_, { offset, limit }, { api }) =>
    fetchPage(
      (upstreamOffset, upstreamLimit) => rest.staffedPlaces(api, upstreamOffset, upstreamLimit),
      offset ?? 0,
      limit ?? 5,
    ),
  staffedOrganisations: (_, { offset, limit }, { api }) =>
    organisationsPage(api, { isStaffed: true }, offset ?? 0, limit ?? 5),
  pickableOrganisations(_, { query, offset, limit }, { api }) {
    const trimmed = query?.trim();
    const filter = { isPickable: true, ...(trimmed ? { query: trimmed } : {}) };
    return organisationsPage(api, filter, offset ?? 0, limit ?? 10);
  },
};

/** The place or chain a permission call names, as the api takes it (absent ids left out). */
function outletOf(args: { placeId?: string | null; organisationId?: string | null }) {
  return {
    ...(args.placeId ? { placeId: args.placeId } : {}),
    ...(args.organisationId ? { organisationId: args.organisationId } : {}),
  };
}

export const placeManagementMutations: Pick<
  MutationResolvers,
  | 'createPlace'
  | 'updatePlace'
  | 'deletePlace'
  | 'recoverPlace'
  | 'moderatePlace'
  | 'requestPermission'
  | 'grantPermission'
  | 'revokePermission'
  | 'createOrganisation'
  | 'updateOrganisation'
  | 'deleteOrganisation'
> = {
  createPlace: (_, { input }, { api }) => rest.createPlace(api, placeBody(input)),
  updatePlace: (_, { id, input }, { api }) => rest.updatePlace(api, id, placeBody(input)),
  deletePlace: (_, { id }, { api }) => rest.deletePlace(api, id),
  recoverPlace: (_, { id }, { api }) => rest.recoverPlace(api, id),
  moderatePlace(_, { id, status, reason }, { api }) {
    const decision = moderationDecision(status);
    if (!decision) throw invalidInput({ status: FIELD_MESSAGES.moderationDecision });
    return rest.moderatePlace(api, id, decision, reason ?? undefined);
  },
  requestPermission: (_, args, { api }) => rest.changePermission(api, 'requester', outletOf(args)),
  grantPermission: (_, { value, userId, email, ...outlet }, { api }) =>
    rest.changePermission(api, value === 'OWNER' ? 'owner' : 'manager', {
      ...outletOf(outlet),
      ...(userId ? { userId } : {}),
      ...(email ? { email } : {}),
    }),
  revokePermission: (_, { userId, email, ...outlet }, { api }) =>
    rest.revokePermission(api, {
      ...outletOf(outlet),
      ...(userId ? { userId } : {}),
      ...(email ? { email } : {}),
    }),
  createOrganisation: (_, { input }, { api }) =>
    rest.createOrganisation(api, organisationBody(input)),
  updateOrganisation: (_, { id, input }, { api }) =>
    rest.updateOrganisation(api, id, organisationBody(input)),
  deleteOrganisation: (_, { id }, { api }) => rest.deleteOrganisation(api, id),
};

function full(place: RestPlace): RestPlaceFull | null {
  return isFullPlace(place) ? place : null;
}

type PlaceManagementFields =
  | 'subCategory'
  | 'moderationStatus'
  | 'moderationUnpublishedReason'
  | 'isOwned'
  | 'isManaged'
  | 'isStaffed'
  | 'isRequested'
  | 'owners'
  | 'managers'
  | 'requesters';

/**
 * The place's moderation and the caller's role on it. Lists carry the short form, where the role
 * flags are false and the staff lists empty; the place page and /staffed read the full one.
 */
export const placeManagementResolvers: Pick<PlaceResolvers, PlaceManagementFields> = {
  subCategory(place, _, { loaders }) {
    const id = full(place)?.subCategoryId ?? null;
    return id === null ? null : loaders.categoryById.load(id);
  },
  moderationStatus: (place) => moderationStatusOf(place.moderationStatus),
  moderationUnpublishedReason: (place) => full(place)?.moderationUnpublishedReason ?? null,
  isOwned: (place) => full(place)?.isOwned ?? false,
  isManaged: (place) => full(place)?.isManaged ?? false,
  isStaffed: (place) => full(place)?.isStaffed ?? false,
  isRequested: (place) => full(place)?.isRequested ?? false,
  owners: (place) => full(place)?.owners ?? [],
  managers: (place) => full(place)?.managers ?? [],
  requesters: (place) => full(place)?.requesters ?? [],
};

type OrganisationManagementFields = PlaceManagementFields extends infer F
  ? Exclude<F, 'subCategory' | 'moderationStatus' | 'moderationUnpublishedReason'> | 'isDeleted'
  : never;

export const organisationManagementResolvers: Pick<
  OrganisationResolvers,
  OrganisationManagementFields
> = {
  ...wholeOrganisationFields([
    'isOwned',
    'isManaged',
    'isStaffed',
    'isRequested',
    'owners',
    'managers',
    'requesters',
    'isDeleted',
  ]),
};

export const notificationOutcomeResolvers: Pick<NotificationResolvers, 'outcome'> = {
  outcome: (notification) => notificationOutcomeOf(notification.outcome),
};
