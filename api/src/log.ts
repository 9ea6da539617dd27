/**
 * The API's one logger: pino, at LOG_LEVEL. On a terminal it prints readable lines (pino-pretty),
 * elsewhere JSON lines for a log collector; LOG_FORMAT=pretty|json decides instead. Everything the
 * portal process logs goes through it: Fastify's request log, the mailer, the database and its
 * maintenance, the cluster primary. What is said to the operator (the start-up banner with the
 * address and log-ins, a start that fails) is not a log and stays plain text (src/main.ts).
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config/index';

export type { Logger };

export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  out: NodeJS.WriteStream = process.stdout,
): Logger {
  const format = config.logFormat ?? (out.isTTY ? 'pretty' : 'json');
  if (format === 'json') return pino({ level: config.logLevel }, out);
  // In this thread, not as a pino transport: a transport is a worker thread with its own heap
  // (tens of MB resident), too much for a readable terminal on a small school server.
  return pino(
    { level: config.logLevel },
    pretty({
      destination: out,
      colorize: Boolean(out.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
    }),
  );
}
