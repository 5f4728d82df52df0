import type { Page } from '@playwright/test';

// Logging in from a browser page, as the app's own request would (the e2e specs and the web bench).

export interface LoginAnswer {
  data?: { loginByPassword: { account: { user: { id: string } } } } | null;
  errors?: { message: string; extensions?: { status?: string } }[];
}

/**
 * Logs in from the page: the gateway answers with the session cookie for this origin. Returns the
 * GraphQL answer.
 */
export async function logInByPassword(
  page: Page,
  email: string,
  password: string,
): Promise<LoginAnswer> {
  return page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation E2eLogin($contact: ContactInput!, $password: String!) { loginByPassword(contact: $contact, password: $password) { account { user { id } } } }',
          variables: { contact: { email }, password },
        }),
      });
      return (await response.json()) as LoginAnswer;
    },
    { email, password },
  );
}
