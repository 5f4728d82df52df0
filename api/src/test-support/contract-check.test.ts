// The contract check on a small OpenAPI 3.1 document of its own: the null forms api/openapi.yaml
// uses (a type list with 'null', oneOf with { type: 'null' }) pass, and every kind of breach is
// both answered 500 and recorded.
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCheck, type ContractCheck } from './contract-check.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'check', version: '1' },
  paths: {
    '/things/{thingId}': {
      get: {
        parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'A thing.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name', 'city'],
                  additionalProperties: false,
                  properties: {
                    name: { type: ['string', 'null'] },
                    city: { oneOf: [{ $ref: '#/components/schemas/City' }, { type: 'null' }] },
                  },
                },
              },
            },
          },
          '500': { description: 'A failure.' },
        },
      },
    },
  },
  components: {
    schemas: {
      City: {
        type: 'object',
        required: ['slug'],
        properties: { slug: { type: 'string' } },
      },
    },
  },
} as const;

// What GET /things/:thingId answers, by id.
const answers: Record<string, { status: number; body: unknown }> = {
  nulls: { status: 200, body: { name: null, city: null } },
  values: { status: 200, body: { name: 'Sage Grill', city: { slug: 'london' } } },
  'number-name': { status: 200, body: { name: 5, city: null } },
  'cityless-city': { status: 200, body: { name: 'x', city: {} } },
  extra: { status: 200, body: { name: 'x', city: null, secret: 1 } },
  created: { status: 201, body: { name: 'x', city: null } },
};

let check: ContractCheck;
let url = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  check = contractCheck(structuredClone(document) as never);
  const app = express();
  app.use(check.middleware);
  app.get('/things/:thingId', (req, res) => {
    const answer = answers[req.params.thingId];
    if (!answer) return void res.status(404).json({ missing: true });
    res.status(answer.status).json(answer.body);
  });
  app.get('/undocumented', (_req, res) => {
    res.json({ ok: true });
  });
  const failed: ErrorRequestHandler = (_error, _req, res, _next) => {
    res.status(500).json({ failed: true });
  };
  app.use(failed);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

async function statusOf(path: string): Promise<number> {
  const response = await fetch(`${url}${path}`);
  await response.body?.cancel();
  return response.status;
}

describe('the contract check', () => {
  it('passes the OpenAPI 3.1 null forms: a type list with null, oneOf with a null type', async () => {
    expect(await statusOf('/things/nulls')).toBe(200);
    expect(await statusOf('/things/values')).toBe(200);
    expect(check.take()).toEqual([]);
  });

  it('answers 500 and records a body that breaks its schema', async () => {
    expect(await statusOf('/things/number-name')).toBe(500);
    expect(await statusOf('/things/cityless-city')).toBe(500);
    expect(await statusOf('/things/extra')).toBe(500);
    const breaches = check.take();
    expect(breaches).toHaveLength(3);
    expect(breaches[0]).toMatch(/^GET \/things\/number-name .*\/response\/name must be string/);
    expect(breaches[1]).toMatch(/^GET \/things\/cityless-city .*\/response\/city/);
    expect(breaches[2]).toMatch(/^GET \/things\/extra .*additional properties/);
  });

  it('records a status the operation does not document', async () => {
    expect(await statusOf('/things/created')).toBe(500);
    expect(check.take()).toEqual([
      expect.stringMatching(/^GET \/things\/created .*status code '201'/),
    ]);
  });

  it('records an answer of a route the document lacks, but not the 404 of an unknown one', async () => {
    expect(await statusOf('/undocumented')).toBe(200);
    expect(await statusOf('/nowhere')).toBe(404);
    expect(check.take()).toEqual(['GET /undocumented answered 200 on a route the document lacks']);
  });
});
