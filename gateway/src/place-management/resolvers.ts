import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';

// Placeholder answers until the api routes exist; the schema is what colleagues build against.
function pending(): never {
  throw new GraphQLError('Not available yet', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
}

export const placeManagementQueries: Pick<
  QueryResolvers,
  'staffedPlaces' | 'pickableOrganisations'
> = {
  staffedPlaces: pending,
  pickableOrganisations: pending,
};

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
  createPlace: pending,
  updatePlace: pending,
  deletePlace: pending,
  recoverPlace: pending,
  moderatePlace: pending,
  requestPermission: pending,
  grantPermission: pending,
  revokePermission: pending,
  createOrganisation: pending,
  updateOrganisation: pending,
  deleteOrganisation: pending,
};
