import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, apiClient } from '../test-support/api-under-test.js';

// Before useApi's own hook: the api reads its configuration when it starts.
beforeAll(() => {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('DEV_INBOX', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
const api = useApi();

describe('the development inbox in production', () => {
  it('is 404 like an unknown route, while codes are still sent', async () => {
    const client = apiClient(api.url);
    const sent = await client.call('POST', '/request-code', { body: { phone: '447700900601' } });
    expect(sent.status).toBe(200);
    const inbox = await client.call('GET', '/dev/inbox?target=447700900601');
    expect(inbox).toMatchObject({ status: 404, body: { status: 'RecordNotFound' } });
  });
});
