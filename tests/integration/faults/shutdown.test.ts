// Stopping the gateway drains it: open WebSockets are told the server is going away, and the
// port is free again afterwards.
import { describe, expect, it } from 'vitest';
import { connectedSocket } from '../../support/graphql.js';
import { useServers } from '../../support/stack.js';

const servers = useServers();

describe('shutdown', () => {
  it('closes open WebSockets with 1001 and frees the port', async () => {
    const gateway = await servers.gateway();
    const { client, closed } = await connectedSocket(gateway.url);

    await gateway.close();

    expect(await closed).toBe(1001);
    const again = await servers.gateway({ port: gateway.port });
    expect(again.port).toBe(gateway.port);
    await again.close();
    await client.dispose();
  });
});
