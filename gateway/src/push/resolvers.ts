import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import * as rest from './push-api.js';

export const pushQueries: Pick<QueryResolvers, 'pushPublicKey'> = {
  pushPublicKey: (_, __, { api }) => rest.publicKey(api),
};

export const pushMutations: Pick<MutationResolvers, 'subscribePush' | 'unsubscribePush'> = {
  async subscribePush(_, args, { api }) {
    await rest.subscribe(api, {
      endpoint: args.endpoint,
      keys: { p256dh: args.p256dh, auth: args.auth },
      mute: args.mute ?? false,
      force: args.force ?? false,
    });
    return true;
  },
  unsubscribePush: (_, { endpoint }, { api }) => rest.unsubscribe(api, endpoint),
};
