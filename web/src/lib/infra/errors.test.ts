import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeError, errorPageContent, toAppError, type AppError } from './errors';

function appError(httpStatus: number, message: string | null = null): AppError {
  return { httpStatus, status: null, code: null, message, fieldErrors: null, timeout: null };
}

function graphQLErrors(...extensions: Record<string, unknown>[]) {
  return new CombinedGraphQLErrors({
    data: null,
    errors: extensions.map((ext) => ({ message: 'upstream', extensions: ext })),
  });
}

describe('toAppError', () => {
  it('reads the gateway extensions', () => {
    const error = toAppError(
      graphQLErrors({
        code: 'NOT_FOUND',
        status: 'RecordNotFound',
        httpStatus: 404,
        message: 'Not found',
      }),
    );
    expect(error).toMatchObject({ httpStatus: 404, status: 'RecordNotFound', code: 'NOT_FOUND' });
  });

  it('lets a 555 win over other errors of the same response', () => {
    const error = toAppError(
      graphQLErrors({ httpStatus: 404, status: 'RecordNotFound' }, { httpStatus: 555 }),
    );
    expect(error.httpStatus).toBe(555);
  });

  it('treats an unreachable gateway (fetch TypeError) as 555', () => {
    expect(toAppError(new TypeError('Failed to fetch')).httpStatus).toBe(555);
  });

  it('treats a 502 from a proxy in front of the gateway as 555', () => {
    const response = new Response('', { status: 502 });
    const error = new ServerError('Bad gateway', { response, bodyText: '' });
    expect(toAppError(error).httpStatus).toBe(555);
  });
});

describe('describeError on pages', () => {
  it('shows the not-found page for 404', () => {
    expect(describeError(appError(404), 'page')).toMatchObject({
      surface: 'page',
      page: 'notFound',
    });
  });

  it('makes 555 a global No Internet connection page with Reload page', () => {
    const view = describeError(appError(555), 'page');
    expect(view).toMatchObject({ surface: 'global', page: 'noConnection' });
    expect(errorPageContent('noConnection')).toEqual({
      title: 'No Internet connection',
      subtitle: 'Check the Internet connection or repeat the request later',
      action: 'reload',
    });
  });

  it('treats 403 like 401: Access denied', () => {
    expect(describeError(appError(403), 'page').page).toBe('accessDenied');
    expect(describeError(appError(401), 'page').page).toBe('accessDenied');
    expect(errorPageContent('accessDenied').title).toBe('Access denied');
  });

  it('maps 500 and 503 to their pages', () => {
    expect(describeError(appError(500), 'page').page).toBe('server');
    expect(errorPageContent('server').title).toBe('Something went wrong');
    expect(describeError(appError(503), 'page').page).toBe('unavailable');
    expect(errorPageContent('unavailable').subtitle).toBe('Our experts carry out technical work');
  });

  it('defaults an unknown page error to not found, with a Home action', () => {
    expect(describeError(appError(418), 'page').page).toBe('notFound');
    expect(errorPageContent('notFound')).toEqual({
      title: 'Page not found',
      subtitle: 'It seems this page no longer exists',
      action: 'home',
    });
  });
});

describe('describeError in lists and actions', () => {
  it('shows a list 404 without Retry and other list errors with Retry', () => {
    expect(describeError(appError(404), 'list').retry).toBe(false);
    expect(describeError(appError(500), 'list')).toMatchObject({
      surface: 'inline',
      message: 'There was an error on the server',
      retry: true,
    });
  });

  it('uses the list wording for 555 in a list', () => {
    expect(describeError(appError(555), 'list').message).toBe(
      'Please check your internet connection or try again later',
    );
  });

  it('shows the server UI message for a 422 and the default otherwise', () => {
    expect(describeError(appError(422, 'This link is already taken'), 'action')).toMatchObject({
      surface: 'snackbar',
      message: 'This link is already taken',
    });
    expect(describeError(appError(418), 'action').message).toBe('There was an error');
  });

  it('keeps 555 and 403 out of the snackbar', () => {
    expect(describeError(appError(555), 'action').surface).toBe('none');
    expect(describeError(appError(403), 'action').surface).toBe('none');
  });

  it('uses the SPEC messages for 503 and 403 in lists', () => {
    expect(describeError(appError(503), 'list').message).toBe(
      'The service is temporarily unavailable',
    );
    expect(describeError(appError(403), 'list').message).toBe(
      'Unfortunately, you have no access to this page',
    );
  });
});
