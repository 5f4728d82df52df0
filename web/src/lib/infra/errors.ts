import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { NO_CONNECTION_STATUS } from '../constants';
import * as messages from '../messages';

/**
 * What the web app knows about a failure: exactly the gateway's error extensions
 * (docs/conventions.md). The app never parses REST errors or error text.
 */
export interface AppError {
  httpStatus: number;
  status: string | null;
  code: string | null;
  /** The SPEC's UI message as the gateway sent it, if any. */
  message: string | null;
  fieldErrors: Record<string, string> | null;
  timeout: number | null;
}

/** Where a request failed: a page's own data, a list (paging), or a user action. */
export type ErrorContext = 'page' | 'list' | 'action';

/** How the UI shows an error. */
export type ErrorSurface =
  /** The route's content is replaced by an error page (the header stays). */
  | 'page'
  /** The whole app is replaced by an error page (555). */
  | 'global'
  /** Shown in place, beside what failed (lists, forms). */
  | 'inline'
  /** A snackbar for 4 s. */
  | 'snackbar'
  /** Not shown (the offline notice or the login flow already tells the user). */
  | 'none';

export type ErrorPageKind = 'notFound' | 'accessDenied' | 'server' | 'unavailable' | 'noConnection';

export interface ErrorView {
  surface: ErrorSurface;
  /** Set when surface is 'page' or 'global'. */
  page: ErrorPageKind | null;
  message: string;
  /** Whether a Retry button makes sense. */
  retry: boolean;
}

const noConnection: AppError = {
  httpStatus: NO_CONNECTION_STATUS,
  status: 'NoConnection',
  code: 'UPSTREAM_UNREACHABLE',
  message: messages.errors.noConnection,
  fieldErrors: null,
  timeout: null,
};

const unknownError: AppError = {
  httpStatus: 500,
  status: null,
  code: null,
  message: null,
  fieldErrors: null,
  timeout: null,
};

function readExtensions(extensions: Record<string, unknown> | undefined): AppError | null {
  if (!extensions) return null;
  const httpStatus = extensions.httpStatus;
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    httpStatus: typeof httpStatus === 'number' ? httpStatus : 500,
    status: str(extensions.status),
    code: str(extensions.code),
    message: str(extensions.message),
    fieldErrors:
      extensions.fieldErrors && typeof extensions.fieldErrors === 'object'
        ? (extensions.fieldErrors as Record<string, string>)
        : null,
    timeout: typeof extensions.timeout === 'number' ? extensions.timeout : null,
  };
}

/** Normalises anything Apollo Client reports into an AppError. */
export function toAppError(error: unknown): AppError {
  if (CombinedGraphQLErrors.is(error)) {
    // The first error that carries our extensions decides; a 555 anywhere wins, since nothing else
    // on the page can load either.
    const all = error.errors
      .map((item) => readExtensions(item.extensions))
      .filter((e) => e !== null);
    return all.find((e) => e.httpStatus === NO_CONNECTION_STATUS) ?? all[0] ?? unknownError;
  }
  if (ServerError.is(error)) {
    // The gateway itself answered with an HTTP error and no GraphQL body (proxy, crash).
    if (error.statusCode >= 502 && error.statusCode <= 504) return noConnection;
    return { ...unknownError, httpStatus: error.statusCode };
  }
  // fetch rejects with a TypeError when the gateway cannot be reached at all.
  return noConnection;
}

function pageFor(httpStatus: number): ErrorPageKind {
  switch (httpStatus) {
    case NO_CONNECTION_STATUS:
      return 'noConnection';
    case 401:
    case 403: // SPEC: 403 is treated as 401 on error pages.
      return 'accessDenied';
    case 500:
      return 'server';
    case 503:
      return 'unavailable';
    default:
      // SPEC: an unknown page error defaults to 404.
      return 'notFound';
  }
}

function shortMessage(error: AppError, context: ErrorContext): string {
  switch (error.httpStatus) {
    case NO_CONNECTION_STATUS:
      return context === 'list' ? messages.errors.noConnectionList : messages.errors.noConnection;
    case 401:
      return messages.errors.unauthorized;
    case 403:
      if (context === 'list') return messages.errors.forbiddenList;
      if (context === 'action') return messages.errors.forbiddenSnackbar;
      return messages.errors.forbidden;
    case 500:
      return messages.errors.server;
    case 503:
      return messages.errors.unavailable;
    default:
      // 400 and 422 carry the server's UI message; anything else without one gets the default.
      return error.message ?? messages.errors.default;
  }
}

/**
 * The one rule book (SPEC section 8) for what the user sees when a request fails.
 * 555 is global wherever a page fails; 404 on a page is the not-found page and on a list an empty
 * state without Retry; other list errors show the message with Retry; actions use the snackbar,
 * except 555 (the offline notice says it) and 403.
 */
export function describeError(error: AppError, context: ErrorContext): ErrorView {
  const message = shortMessage(error, context);
  if (context === 'page') {
    const page = pageFor(error.httpStatus);
    return { surface: page === 'noConnection' ? 'global' : 'page', page, message, retry: false };
  }
  if (context === 'list') {
    return { surface: 'inline', page: null, message, retry: error.httpStatus !== 404 };
  }
  const silent = error.httpStatus === NO_CONNECTION_STATUS || error.httpStatus === 403;
  return { surface: silent ? 'none' : 'snackbar', page: null, message, retry: false };
}

export interface ErrorPageContent {
  title: string;
  subtitle: string;
  /** 'reload' for 555 (Reload page), 'home' for the rest. */
  action: 'reload' | 'home';
}

export function errorPageContent(kind: ErrorPageKind): ErrorPageContent {
  const page = messages.errors.pages[kind];
  return { ...page, action: kind === 'noConnection' ? 'reload' : 'home' };
}
