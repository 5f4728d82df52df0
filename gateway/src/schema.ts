import { readdirSync, readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/resolvers.js';
import { catalogQueries } from './catalog/resolvers.js';
import { cityQueries } from './city/resolvers.js';
import { healthQueries } from './health/resolvers.js';
import { accountMutations, accountQueries } from './account/resolvers.js';
import { userMutations, userQueries, userResolvers } from './user/resolvers.js';
import { placeQueries, placeResolvers } from './place/resolvers.js';
import { placePageResolvers } from './place/place-page-resolvers.js';
import { galleryResolvers } from './gallery/resolvers.js';
import { organisationQueries, organisationResolvers } from './organisation/resolvers.js';
import { searchQueries, searchResultResolvers } from './search/resolvers.js';
import { likeMutations, likeQueries, likeResolvers } from './like/resolvers.js';
import { postMutations, postQueries, postResolvers } from './post/resolvers.js';
import {
  commentChangeResolvers,
  commentMutations,
  commentQueries,
  commentResolvers,
  repliedCommentResolvers,
} from './comment/resolvers.js';
import {
  followChangeResolvers,
  followMutations,
  followPlaceResolvers,
  followQueries,
  followUserResolvers,
} from './follow/resolvers.js';
import {
  countersResolvers,
  notificationActorResolvers,
  notificationOfferResolvers,
  notificationReservationResolvers,
  notificationMutations,
  notificationQueries,
  notificationResolvers,
} from './notification/resolvers.js';
import { notificationSubscriptions } from './notification/subscriptions.js';
import {
  chatCountersResolvers,
  chatMutations,
  chatQueries,
  chatResolvers,
  messageResolvers,
} from './chat/resolvers.js';
import { chatSubscriptions } from './chat/subscriptions.js';
import { pushMutations, pushQueries } from './push/resolvers.js';
import {
  notificationOutcomeResolvers,
  organisationManagementResolvers,
  placeManagementMutations,
  placeManagementQueries,
  placeManagementResolvers,
} from './place-management/resolvers.js';
import {
  reservationMutations,
  reservationQueries,
  reservationResolvers,
  waitlistEntryResolvers,
} from './reservation/resolvers.js';
import { reservationSubscriptions } from './reservation/subscriptions.js';

// The SDL lives at the repository root (`schema/*.graphql`); `src/` and `dist/` are both one
// level below the package, so the same relative URL works from either.
const schemaDir = new URL('../../schema/', import.meta.url);

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(new URL(file, schemaDir), 'utf8'));
}

export const resolvers: Resolvers = {
  Mutation: {
    ...accountMutations,
    ...userMutations,
    ...postMutations,
    ...commentMutations,
    ...likeMutations,
    ...followMutations,
    ...notificationMutations,
    ...chatMutations,
    ...pushMutations,
    ...placeManagementMutations,
    ...reservationMutations,
  },
  Subscription: {
    ...notificationSubscriptions,
    ...chatSubscriptions,
    ...reservationSubscriptions,
  },
  User: { ...userResolvers, ...followUserResolvers },
  Query: {
    ...healthQueries,
    ...accountQueries,
    ...userQueries,
    ...catalogQueries,
    ...cityQueries,
    ...placeQueries,
    ...organisationQueries,
    ...searchQueries,
    ...postQueries,
    ...commentQueries,
    ...likeQueries,
    ...followQueries,
    ...notificationQueries,
    ...chatQueries,
    ...pushQueries,
    ...placeManagementQueries,
    ...reservationQueries,
  },
  Place: {
    ...placeResolvers,
    ...placePageResolvers,
    ...followPlaceResolvers,
    ...placeManagementResolvers,
  },
  Gallery: galleryResolvers,
  Organisation: { ...organisationResolvers, ...organisationManagementResolvers },
  SearchResult: searchResultResolvers,
  Post: postResolvers,
  Like: likeResolvers,
  Comment: commentResolvers,
  RepliedComment: repliedCommentResolvers,
  CommentChange: commentChangeResolvers,
  FollowChange: followChangeResolvers,
  Notification: { ...notificationResolvers, ...notificationOutcomeResolvers },
  NotificationActor: notificationActorResolvers,
  NotificationReservation: notificationReservationResolvers,
  NotificationOffer: notificationOfferResolvers,
  Counters: { ...countersResolvers, ...chatCountersResolvers },
  Chat: chatResolvers,
  Message: messageResolvers,
  Reservation: reservationResolvers,
  WaitlistEntry: waitlistEntryResolvers,
};

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    // `Page` is only implemented, never returned as such, so it needs no __resolveType.
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
}
