// What operators see (docs/operations.md): Prometheus metrics per route pattern and per GraphQL
// operation on the api and the gateway (on a listener of their own, never the public port),
// liveness and readiness on both, and the request id answered back.
import { describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port.js';
import { graphql } from '../../support/graphql.js';
import { useServers, useStack } from '../../support/stack.js';

const stack = useStack({ liveEvents: true });
const servers = useServers();

async function metricsOf(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series, `name{labels}` as Prometheus prints it; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function citiesQuery(requestId?: string): Promise<Response> {
  return fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: JSON.stringify({
      operationName: 'OpsCities',
      query: 'query OpsCities { cities(query: "lon") { id } }',
    }),
  });
}

describe('metrics', () => {
  it('are not answered on the public ports, only on the metrics listeners', async () => {
    for (const url of [stack.gatewayUrl, stack.apiUrl]) {
      const response = await fetch(`${url}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('_http_requests_total');
    }
    for (const url of [stack.gateway.metricsUrl, stack.api.metricsUrl]) {
      expect(new URL(url).hostname).toBe('127.0.0.1');
      expect(new URL(url).port).not.toBe(new URL(stack.gatewayUrl).port);
      expect(new URL(url).port).not.toBe(new URL(stack.apiUrl).port);
      // The listener serves the metrics and nothing else.
      expect((await fetch(`${url}/graphql`)).status).toBe(404);
      expect((await fetch(`${url}/health`)).status).toBe(404);
    }
  });

  it('counts the api answers by route pattern, not by raw path', async () => {
    const places = await fetch(
      `${stack.apiUrl}/api/v1/places?city=london-england-united-kingdom&limit=1`,
    );
    const { data } = (await places.json()) as { data: { places: { id: string }[] } };
    const placeId = data.places[0]!.id;
    await (await fetch(`${stack.apiUrl}/api/v1/places/${placeId}`)).arrayBuffer();
    await (await fetch(`${stack.apiUrl}/api/v1/places/${'0'.repeat(24)}`)).arrayBuffer();

    const text = await metricsOf(stack.api.metricsUrl);
    const route = 'route="/api/v1/places/:placeId"';
    expect(sample(text, `api_http_requests_total{method="GET",${route},status="200"}`)).toBe(1);
    expect(sample(text, `api_http_requests_total{method="GET",${route},status="404"}`)).toBe(1);
    expect(text).not.toContain(placeId);
    expect(sample(text, `api_http_request_duration_seconds_count{method="GET",${route}}`)).toBe(2);
    expect(text).toMatch(/^api_db_query_duration_seconds_count\{in="pool"\} [1-9]/m);
    // The gateway of this stack reads the event stream.
    expect(sample(text, 'api_event_streams_open')).toBe(1);
  });

  it('counts GraphQL operations by name and the calls they made to the api', async () => {
    const before = await metricsOf(stack.gateway.metricsUrl);
    const operation =
      'gateway_graphql_operations_total{operation="OpsCities",type="query",outcome="ok"}';
    const earlier = sample(before, operation) ?? 0;
    expect((await citiesQuery()).status).toBe(200);

    const text = await metricsOf(stack.gateway.metricsUrl);
    expect(sample(text, operation)).toBe(earlier + 1);
    expect(
      sample(text, 'gateway_http_requests_total{method="POST",route="/graphql",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'gateway_upstream_requests_total{method="GET",route="/api/v1/cities",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gateway_event_stream_connected')).toBe(1);
    expect(sample(text, 'gateway_event_stream_ids_behind')).toBe(0);
  });

  it('labels operation names clients make up only while they are few and well formed', async () => {
    const reply = await graphql(stack.gatewayUrl, 'query { health { ok } }');
    expect(reply.status).toBe(200);
    const text = await metricsOf(stack.gateway.metricsUrl);
    expect(text).toContain('operation="anonymous"');
  });

  it('counts open WebSockets', async () => {
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(
      `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      expect(sample(await metricsOf(stack.gateway.metricsUrl), 'gateway_websockets_open')).toBe(1);
    } finally {
      socket.close();
      await new Promise((resolve) => socket.once('close', resolve));
    }
  });
});

describe('health and readiness', () => {
  it('answers liveness on both', async () => {
    for (const url of [stack.apiUrl, stack.gatewayUrl]) {
      const response = await fetch(`${url}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { ok: true } });
    }
  });

  it('is ready when the database answers and the event stream is open and caught up', async () => {
    const api = await fetch(`${stack.apiUrl}/ready`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ data: { ok: true, database: expect.any(String) } });

    const gateway = await fetch(`${stack.gatewayUrl}/ready`);
    expect(gateway.status).toBe(200);
    expect(await gateway.json()).toEqual({
      data: { ok: true, api: true, eventStream: { connected: true, behind: 0 }, stopping: false },
    });
  });
});

describe('readiness without the api', () => {
  it('says not ready, while still alive, when its api does not answer', async () => {
    // A port nothing listens on: the api is down.
    const gateway = await servers.gateway({
      apiUrl: `http://127.0.0.1:${await freePort()}`,
      eventsSecret: stack.api.eventsSecret,
    });
    try {
      expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
      const ready = await fetch(`${gateway.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        data: {
          ok: false,
          api: false,
          eventStream: { connected: false, behind: 0 },
          stopping: false,
        },
      });
    } finally {
      await gateway.close();
    }
  });
});

describe('request ids', () => {
  it('answers the id a request came with, or a new one', async () => {
    const given = await citiesQuery('ops-test-1234');
    expect(given.headers.get('x-request-id')).toBe('ops-test-1234');
    const made = await citiesQuery();
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // One of other characters (quotes, spaces, too long) is replaced.
    const forged = await citiesQuery('a" b');
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
