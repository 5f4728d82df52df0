/**
 * SPEC section 8: the UI message of each error status, as both servers give it. Each server's own
 * messages module adds what only it says (the api's field errors, the gateway's lost connection).
 */
export const statusMessages = {
  Forbidden: 'No permissions to perform action',
  Unauthorized: 'Authorization is required',
  RecordNotFound: 'Page not found',
  LogicalError: 'The service is temporarily unavailable',
  GeneralInternalError: 'There was an error on the server',
  UserAlreadyExist: 'Profile with such email already exists',
  ResendSmsTemporaryBlocked: 'Repeated sending SMS temporarily locked',
  CredentialsMismatch: 'Incorrect password or email',
  PasswordExpired: 'The temporary code is outdated',
  OldPasswordMismatch: 'Incorrect old password',
  UserNotExist: 'The profile with such email does not exist',
  SlugAlreadyExist: 'This link is already taken',
} as const;
