// GET /organisations?ids= on the demo data: the batch read behind the gateway's organisation
// loader (a feed's chains in one call).
import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';

const api = useApi();

interface OrganisationsReply {
  data: { organisations: { id: string; name: string; somePlaces: unknown[] }[] };
}

describe('GET /organisations?ids=', () => {
  it('gives the asked organisations in the asked order, unknown ids left out', async () => {
    const listed = await api.get<OrganisationsReply>('/api/v1/organisations?limit=3');
    const [first, second] = listed.body.data.organisations;
    if (!first || !second) throw new Error('the demo data has fewer than two chains');

    const unknown = 'ffffffffffffffffffffffff';
    const batch = await api.get<OrganisationsReply>(
      `/api/v1/organisations?ids=${second.id},${unknown},${first.id},${second.id}`,
    );
    expect(batch.status).toBe(200);
    expect(batch.body.data.organisations.map((organisation) => organisation.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(batch.body.data.organisations[0]).toMatchObject({ name: second.name });
    expect(batch.body.data.organisations[0]?.somePlaces).toEqual(expect.any(Array));
  });

  it('refuses malformed ids with the field error', async () => {
    const reply = await api.get<{ status: string; data: { errors: Record<string, string> } }>(
      '/api/v1/organisations?ids=nope',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.status).toBe('FieldInvalid');
    // The key names the bad item (`ids.0`), as the cities batch read does.
    expect(Object.keys(reply.body.data.errors)).toEqual([expect.stringMatching(/^ids/)]);
  });
});
