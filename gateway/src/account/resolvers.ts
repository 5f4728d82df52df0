import type {
  CodePurpose,
  MutationResolvers,
  QueryResolvers,
  ResolversTypes,
} from '../generated/resolvers.js';
import type { GatewayContext } from '../context.js';
import { httpStatusOf } from '../errors/normalise.js';
import type { RestSignedIn } from '../rest/types.js';
import * as rest from './account-api.js';

type Session = ResolversTypes['Session'];

const codeType = (purpose: CodePurpose | null | undefined) =>
  purpose === 'REGISTRATION' ? 'registration' : 'login';

/** A login answer: the cookie for browsers, the token itself only for those who asked. */
function startSession(
  { session }: GatewayContext,
  signedIn: RestSignedIn,
  issueBearerToken: boolean | null | undefined,
): Session {
  const { accessToken, ...account } = signedIn;
  session.set(accessToken);
  return { account, accessToken: issueBearerToken ? accessToken : null };
}

/** Whose token this is: known here when one of their sockets opened with it, else asked. */
async function personOfToken(
  { api, live }: GatewayContext,
  token: string,
): Promise<string | undefined> {
  const known = live?.sockets.userOfToken(token);
  if (known) return known;
  try {
    return (await rest.account(api)).user.id;
  } catch {
    // The logout goes on regardless; an unknown token has no sockets to close anyway.
    return undefined;
  }
}

export const accountQueries: Pick<QueryResolvers, 'me' | 'developmentInbox'> = {
  async me(_, __, { api, token }) {
    if (!token) return null;
    try {
      return await rest.account(api);
    } catch (error) {
      // A revoked or unknown token is a visitor (the cookie was cleared by the 401 hook).
      if (httpStatusOf(error) === 401) return null;
      throw error;
    }
  },
  async developmentInbox(_, { contact }, { api }) {
    const target = contact.phone ?? contact.email ?? '';
    try {
      const messages = await rest.developmentInbox(api, target);
      return messages.flatMap((message) =>
        message.code === null
          ? []
          : [
              {
                target: message.target,
                text: message.text,
                code: message.code,
                sentAt: message.createdAt,
              },
            ],
      );
    } catch (error) {
      // Production mode has no inbox: the api answers 404 like any unknown route.
      if (httpStatusOf(error) === 404) return null;
      throw error;
    }
  },
};

export const accountMutations: Pick<
  MutationResolvers,
  | 'requestCode'
  | 'loginByCode'
  | 'loginByPassword'
  | 'logout'
  | 'changePassword'
  | 'requestPasswordRestore'
  | 'restorePassword'
> = {
  async requestCode(_, { contact, purpose }, { api }) {
    return { timeout: await rest.requestCode(api, contact, codeType(purpose)) };
  },
  async loginByCode(_, { contact, code, issueBearerToken }, context) {
    const signedIn = await rest.loginByCode(context.api, contact, code);
    return startSession(context, signedIn, issueBearerToken);
  },
  async loginByPassword(_, { contact, password, issueBearerToken }, context) {
    const signedIn = await rest.loginByPassword(context.api, contact, password);
    return startSession(context, signedIn, issueBearerToken);
  },
  async logout(_, __, context) {
    const { api, token, session, live } = context;
    // The browser forgets the session whatever the api says (SPEC: logout clears even on failure).
    session.clear();
    if (!token) return true;
    // Asked before the token is revoked: afterwards the api no longer says whose it was.
    const userId = live ? await personOfToken(context, token) : undefined;
    try {
      await rest.logout(api);
    } catch (error) {
      if (httpStatusOf(error) !== 401) throw error;
    }
    // The person's sockets stop receiving their events (docs/live-events.md): 4403 makes their
    // clients sign in again, and a revoked token is refused when they reconnect.
    if (userId) live?.sockets.closeUser(userId);
    return true;
  },
  async changePassword(_, { oldPassword, password }, { api }) {
    await rest.changePassword(api, oldPassword, password);
    return true;
  },
  async requestPasswordRestore(_, { contact }, { api }) {
    return { timeout: await rest.requestPasswordRestore(api, contact) };
  },
  async restorePassword(_, { contact, code, password, issueBearerToken }, context) {
    const signedIn = await rest.restorePassword(context.api, contact, code, password);
    return startSession(context, signedIn, issueBearerToken);
  },
};
