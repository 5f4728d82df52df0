// Reads the api's server-sent event stream over real HTTP in tests (not shipped code).
import { afterEach } from 'vitest';

/** One server-sent event as a consumer sees it. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  /** The next event (comments such as `: ping` are skipped). */
  next(): Promise<ReceivedEvent>;
  close(): void;
}

/**
 * Opens `GET /api/v2/events` with the secret (if any) and a Last-Event-ID (if any). Resolves once
 * the response's headers arrived, that is once the api has decided where the stream starts.
 */
export async function openEventStream(
  apiUrl: string,
  options: { secret?: string; lastEventId?: string } = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.secret !== undefined) headers.authorization = `Bearer ${options.secret}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${apiUrl}/api/v2/events`, { headers, signal: abort.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parsed: ReceivedEvent[] = [];

  const parseBlocks = () => {
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) parsed.push({ id, event, data: JSON.parse(data.join('\n')) });
      end = buffer.indexOf('\n\n');
    }
  };

  return {
    status: response.status,
    next: async () => {
      if (!reader) throw new Error(`no stream (HTTP ${response.status})`);
      for (;;) {
        const first = parsed.shift();
        if (first) return first;
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the event stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
        parseBlocks();
      }
    },
    close: () => abort.abort(),
  };
}

/** The event streams a test opened (push each one), closed after every test. */
export function streamsClosedAfterEach(): EventStreamReader[] {
  const open: EventStreamReader[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  return open;
}
