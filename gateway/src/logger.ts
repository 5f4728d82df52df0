import { pino, type Logger } from 'pino';

/** JSON lines on stdout; LOG_LEVEL decides how chatty. */
export function createLogger(level: string): Logger {
  return pino({ name: 'gateway', level });
}
