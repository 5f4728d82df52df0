import { ErrorStatus, errorMessages } from '../messages.js';

const httpCodes: Record<ErrorStatus, number> = {
  Forbidden: 403,
  Unauthorized: 401,
  RecordNotFound: 404,
  FieldInvalid: 400,
  LogicalError: 503,
  GeneralInternalError: 500,
  UserAlreadyExist: 422,
  ResendSmsTemporaryBlocked: 422,
  CredentialsMismatch: 422,
  PasswordExpired: 422,
  OldPasswordMismatch: 422,
  UserNotExist: 422,
  SlugAlreadyExist: 422,
};

export interface ApiErrorData {
  /** FieldInvalid: field name to message. */
  errors?: Record<string, string>;
  /** ResendSmsTemporaryBlocked: seconds until a resend is allowed. */
  timeout?: number;
}

/**
 * The one error type of the api: an HTTP code, a SPEC status string, the UI message and data.
 * Routes and repositories throw it; the error middleware writes it as the envelope.
 */
export class ApiError extends Error {
  readonly httpCode: number;
  readonly status: ErrorStatus;
  readonly data: ApiErrorData;

  constructor(
    status: ErrorStatus,
    options: { message?: string; httpCode?: number; data?: ApiErrorData } = {},
  ) {
    super(options.message ?? errorMessages[status]);
    this.name = 'ApiError';
    this.status = status;
    this.httpCode = options.httpCode ?? httpCodes[status];
    this.data = options.data ?? {};
  }

  static notFound(): ApiError {
    return new ApiError(ErrorStatus.RecordNotFound);
  }

  static fieldInvalid(errors: Record<string, string>): ApiError {
    return new ApiError(ErrorStatus.FieldInvalid, { data: { errors } });
  }

  static internal(): ApiError {
    return new ApiError(ErrorStatus.GeneralInternalError);
  }
}

/** What a read found, or `missing` (404 RecordNotFound unless told) when it found nothing. */
export function found<T>(value: T | null | undefined, missing = ApiError.notFound): T {
  if (value === null || value === undefined) throw missing();
  return value;
}
