// Code sends per client address and in total per hour, whatever the phone or e-mail.
import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';
import { codeSendsBlocked } from '../test-support/booking-guests.js';

const api = useApi({ codeSends: { perAddressPerHour: 3, totalPerHour: 5 } });

/** POST /request-code for a phone, as the gateway passes on a browser at `address`. */
async function requestCodeFrom(address: string, phone: string) {
  const response = await fetch(`${api.url}/api/v1/request-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ phone }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('code sends per address and in total', () => {
  it('refuses an address its 4th new number in the hour, and everyone the 6th send', async () => {
    for (const phone of ['447700900101', '447700900102', '447700900103']) {
      expect((await requestCodeFrom('198.51.100.1', phone)).status).toBe(200);
    }
    const fourth = await requestCodeFrom('198.51.100.1', '447700900104');
    expect(fourth).toMatchObject(codeSendsBlocked);
    expect((fourth.body.data as { timeout: number }).timeout).toBeGreaterThan(59 * 60);

    // A resend the contact's timer refuses does not use up the address's sends.
    expect((await requestCodeFrom('198.51.100.2', '447700900201')).status).toBe(200);
    expect(await requestCodeFrom('198.51.100.2', '447700900201')).toMatchObject(codeSendsBlocked);
    expect((await requestCodeFrom('198.51.100.2', '447700900202')).status).toBe(200);
    // Five sent in all: the total is reached for every address.
    expect(await requestCodeFrom('198.51.100.3', '447700900301')).toMatchObject(codeSendsBlocked);
  });

  it('counts restore codes too', async () => {
    const response = await fetch(`${api.url}/api/v1/auth/request-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4' },
      body: JSON.stringify({ email: 'user1@tavola.test' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 'ResendSmsTemporaryBlocked' });
  });
});
