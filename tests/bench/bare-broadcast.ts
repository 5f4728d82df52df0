// The fan-out's yardstick: a bare `ws` server that speaks just enough graphql-transport-ws for the
// bench's clients (acknowledge, note each subscription's id) and, on `POST /fire`, writes one
// pre-serialised `next` message to every subscription. No GraphQL, no api, no event stream: what
// it measures is what this machine's sockets cost, the floor under the gateway's figures.
//
// Run by fanout.ts as its own process (as the gateway is), on the port given as the argument;
// prints `listening` once ready.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.argv[2]);
const payload = JSON.stringify({
  data: { countersChanged: { notifications: { forUser: 1, forOutlet: 0, total: 1 } } },
});
const subscriptions = new Map<WebSocket, string[]>();

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/fire') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(204).end();
  for (const [socket, ids] of subscriptions)
    for (const id of ids)
      socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`);
});
const sockets = new WebSocketServer({ server, path: '/graphql' });
sockets.on('connection', (socket) => {
  subscriptions.set(socket, []);
  socket.on('close', () => subscriptions.delete(socket));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type?: string; id?: string };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'subscribe' && message.id)
      subscriptions.get(socket)?.push(message.id);
    else if (message.type === 'ping') socket.send('{"type":"pong"}');
  });
});
server.listen(port, '127.0.0.1', () => console.log('listening'));
