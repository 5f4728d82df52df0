// The account and user calls of the api, on top of the request's TavolaApi (its token, its 401
// hook). Shapes come from the OpenAPI document, so a contract change is a type error here.
import type { TavolaApi } from '../rest/client.js';
import type { RestAccount, RestInboxMessage, RestSignedIn } from '../rest/types.js';
import { OPERATION_ERROR_MESSAGES } from '../messages.js';

export type RestContact = { phone?: string | null; email?: string | null };

/** Only the contact field given, so the api sees one of phone or e-mail (or neither, and says so). */
function contactBody(contact: RestContact): { phone?: string; email?: string } {
  const body: { phone?: string; email?: string } = {};
  if (contact.phone !== undefined && contact.phone !== null) body.phone = contact.phone;
  if (contact.email !== undefined && contact.email !== null) body.email = contact.email;
  return body;
}

export async function requestCode(
  api: TavolaApi,
  contact: RestContact,
  type: 'login' | 'registration',
): Promise<number> {
  const reply = await api.post('/api/v1/request-code', {
    body: { ...contactBody(contact), type },
  });
  return reply.data.timeout;
}

export async function loginByCode(
  api: TavolaApi,
  contact: RestContact,
  code: string,
): Promise<RestSignedIn> {
  const reply = await api.post('/api/v1/auth/login-by-temporary-password', {
    body: { ...contactBody(contact), password: code },
    messages: OPERATION_ERROR_MESSAGES.loginByTemporaryPassword,
  });
  return reply.data;
}

export async function loginByPassword(
  api: TavolaApi,
  contact: RestContact,
  password: string,
): Promise<RestSignedIn> {
  const reply = await api.post('/api/v1/auth/login-by-permanent-password', {
    body: { ...contactBody(contact), password },
    messages: OPERATION_ERROR_MESSAGES.loginByPermanentPassword,
  });
  return reply.data;
}

export async function logout(api: TavolaApi): Promise<void> {
  await api.post('/api/v1/auth/logout');
}

export async function changePassword(
  api: TavolaApi,
  oldPassword: string | null | undefined,
  password: string,
): Promise<void> {
  await api.post('/api/v1/auth/change-password', {
    body: { ...(oldPassword ? { oldPassword } : {}), password },
    messages: OPERATION_ERROR_MESSAGES.changePassword,
  });
}

export async function requestPasswordRestore(
  api: TavolaApi,
  contact: RestContact,
): Promise<number> {
  const reply = await api.post('/api/v1/auth/request-password', {
    body: contactBody(contact),
  });
  return reply.data.timeout;
}

export async function restorePassword(
  api: TavolaApi,
  contact: RestContact,
  code: string,
  password: string,
): Promise<RestSignedIn> {
  const reply = await api.post('/api/v1/auth/restore-password', {
    body: { ...contactBody(contact), code, password },
    messages: OPERATION_ERROR_MESSAGES.loginByTemporaryPassword,
  });
  return reply.data;
}

export async function account(api: TavolaApi): Promise<RestAccount> {
  return (await api.get('/api/v1/account')).data;
}

export async function developmentInbox(
  api: TavolaApi,
  target: string,
): Promise<RestInboxMessage[]> {
  const reply = await api.get('/api/v1/dev/inbox', { query: { target } });
  return reply.data.messages;
}
