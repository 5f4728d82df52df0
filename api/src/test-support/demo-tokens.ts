// Access tokens of the demo people (docs/demo-accounts.md) for route tests, signed in once per
// person and test file over the real login.
import { demoPassword } from '../seed/people.js';

/** The access token of `<name>@tavola.test`, signed in with the demo password. */
export async function demoAccessToken(apiUrl: string, name: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/auth/login-by-permanent-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${name}@tavola.test`, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`signing in ${name}: ${response.status}`);
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/**
 * Signs each demo person in on first use and keeps the token; `apiUrl` is read at that moment,
 * so it may be the url of an api started later in a hook.
 */
export function demoTokens(apiUrl: () => string): (name: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (name) => {
    let token = tokens.get(name);
    if (!token) {
      token = demoAccessToken(apiUrl(), name);
      tokens.set(name, token);
    }
    return token;
  };
}
