import { pino, type Logger } from 'pino';
import { requestIdMixin } from '@tavola/server-kit/request-context';

/** JSON lines on stdout; LOG_LEVEL decides how chatty; a request's lines carry its id. */
export function createLogger(level: string): Logger {
  return pino({ name: 'gateway', level, mixin: requestIdMixin });
}
