import { pino, type Logger } from 'pino';
import { requestIdMixin } from './observability/request-context.js';

/** JSON lines on stdout; LOG_LEVEL decides how chatty; a request's lines carry its id. */
export function createLogger(level: string): Logger {
  return pino({ name: 'gateway', level, mixin: requestIdMixin });
}
