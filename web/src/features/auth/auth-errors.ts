import { describeError, type AppError } from '../../lib/infra/errors';
import * as messages from '../../lib/messages';
import type { ContactMode } from './contact';

const text = messages.login;

/** Where a failed auth call shows its message: under a field, or above the submit button. */
export interface AuthFailure {
  field: 'phone' | 'email' | 'password' | 'code' | null;
  message: string;
}

/** Which call failed: the error texts differ between them (SPEC section 8). */
export type AuthCall =
  'loginByPassword' | 'requestCode' | 'loginByCode' | 'requestRestore' | 'restorePassword';

const fieldNames = ['phone', 'email', 'password', 'code'] as const;

/** The SPEC section 8 text for a failed auth call, and the field it belongs under. */
export function authFailure(error: AppError, call: AuthCall, mode: ContactMode): AuthFailure {
  const contactField = mode;
  switch (error.status) {
    case 'CredentialsMismatch':
      return call === 'loginByPassword'
        ? { field: 'password', message: text.wrongPassword[mode] }
        : { field: 'code', message: text.wrongCode };
    case 'PasswordExpired':
      return { field: 'code', message: text.codeOutdated };
    case 'UserAlreadyExist':
      return { field: contactField, message: text.userAlreadyExist };
    case 'UserNotExist':
      return { field: contactField, message: text.userNotExist };
    case 'ResendSmsTemporaryBlocked':
      return { field: null, message: text.resendBlocked };
    default:
      break;
  }
  // Server field errors (400 FieldInvalid) go under their fields.
  for (const name of fieldNames) {
    const message = error.fieldErrors?.[name];
    if (message) {
      if (name === 'code' && (call === 'loginByCode' || call === 'restorePassword')) {
        return { field: 'code', message: text.wrongCode };
      }
      return { field: name, message };
    }
  }
  if (error.status === 'FieldInvalid' && (call === 'loginByCode' || call === 'restorePassword')) {
    return { field: 'code', message: text.wrongCode };
  }
  return { field: null, message: describeError(error, 'action').message };
}
