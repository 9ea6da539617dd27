/** Configuration read from the environment (README's table). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index';

describe('STORAGE', () => {
  it('is local by default and when set so', () => {
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ STORAGE: 'local' }).storage).toBe('local');
  });

  it('stops the start with a clear reason for s3, which does not exist yet, and for unknown values', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 is not available yet/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE=ftp is unknown/);
  });
});
