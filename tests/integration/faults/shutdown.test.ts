// Stopping the gateway drains it: open WebSockets are told the server is going away, and the
// port is free again afterwards.
import { describe, expect, it } from 'vitest';
import { startGateway } from '@tavola/gateway/testing';
import { connectedSocket } from '../../support/graphql.js';

const NO_API = 'http://127.0.0.1:9';

describe('shutdown', () => {
  it('closes open WebSockets with 1001 and frees the port', async () => {
    const gateway = await startGateway({ apiUrl: NO_API });
    const { client, closed } = await connectedSocket(gateway.url);

    await gateway.close();

    expect(await closed).toBe(1001);
    const again = await startGateway({ apiUrl: NO_API, port: gateway.port });
    expect(again.port).toBe(gateway.port);
    await again.close();
    await client.dispose();
  });
});
