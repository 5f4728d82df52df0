import { pino, type Logger } from 'pino';
import { requestIdMixin } from '@tavola/server-kit/request-context';

export type { Logger };

export function createLogger(level: string): Logger {
  // Each line written while a request runs carries its id (docs/operations.md).
  return pino({ name: 'api', level, mixin: requestIdMixin });
}
