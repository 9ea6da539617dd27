/** The one logger (src/log.ts): readable on a terminal, JSON elsewhere, LOG_FORMAT decides when set. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index';
import { createLogger } from '../src/log';

/** A stdout stand-in that keeps what is written; `isTTY` as a terminal or a pipe would say. */
function output(isTTY: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  }) as Writable & { isTTY: boolean };
  stream.isTTY = isTTY;
  return { stream: stream as unknown as NodeJS.WriteStream, lines };
}

function logOnce(env: NodeJS.ProcessEnv, isTTY: boolean): string[] {
  const { stream, lines } = output(isTTY);
  const log = createLogger(loadConfig(env), stream);
  log.info({ materialId: 7 }, 'Materiāls saglabāts');
  log.debug('not at info');
  return lines;
}

// eslint-disable-next-line no-control-regex
const stripColours = (text: string) => text.replace(/\u001b\[\d+m/g, '');

describe('createLogger', () => {
  it('writes JSON lines when stdout is not a terminal', () => {
    const lines = logOnce({}, false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'Materiāls saglabāts', materialId: 7 });
  });

  it('writes readable lines on a terminal: time, level, message, no JSON', () => {
    const lines = logOnce({}, true);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*Materiāls saglabāts/);
    expect(() => JSON.parse(lines[0]!)).toThrow();
    // Coloured for the terminal; the fields follow on their own lines.
    expect(lines[0]).toContain('\u001b[32mINFO');
    expect(stripColours(lines.join('\n'))).toContain('materialId: 7');
  });

  it('follows LOG_FORMAT over the terminal check, and LOG_LEVEL', () => {
    expect(() => JSON.parse(logOnce({ LOG_FORMAT: 'json' }, true)[0]!)).not.toThrow();
    const pretty = logOnce({ LOG_FORMAT: 'pretty' }, false);
    expect(pretty[0]).toMatch(/INFO: Materiāls saglabāts$/);
    expect(logOnce({ LOG_LEVEL: 'warn' }, false)).toEqual([]);
    expect(logOnce({ LOG_LEVEL: 'debug' }, false)).toHaveLength(2);
  });
});
