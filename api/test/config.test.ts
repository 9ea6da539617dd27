/** Configuration read from the environment (README's table). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index';
import { contentSecurityPolicy } from '../src/http/security';

describe('STORAGE', () => {
  it('is local by default and when set so', () => {
    expect(loadConfig({}).storage).toBe('local');
    expect(loadConfig({ STORAGE: 'local' }).storage).toBe('local');
  });

  it('takes s3 with its S3_* settings; a custom endpoint puts the bucket in the path unless told otherwise', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'materiali',
      S3_REGION: 'eu-north-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'materiali',
      region: 'eu-north-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).s3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.lv', S3_FORCE_PATH_STYLE: 'false' })
        .s3.forcePathStyle,
    ).toBe(false);
  });

  it('stops the start with a clear reason for s3 without a bucket and for unknown values', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE=ftp is unknown/);
  });
});

describe('Content-Security-Policy with S3 storage', () => {
  it('lets the material page show a preview from the bucket (iframe for a PDF, img for a picture)', () => {
    const local = contentSecurityPolicy(loadConfig({}));
    expect(local['frame-src']).toEqual(["'self'"]);

    const selfHosted = contentSecurityPolicy(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'materiali', S3_ENDPOINT: 'https://faili.skola.lv:9000' }),
    );
    expect(selfHosted['frame-src']).toContain('https://faili.skola.lv:9000');
    expect(selfHosted['img-src']).toContain('https://faili.skola.lv:9000');

    const aws = contentSecurityPolicy(loadConfig({ STORAGE: 's3', S3_BUCKET: 'materiali', S3_REGION: 'eu-north-1' }));
    expect(aws['frame-src']).toContain('https://materiali.s3.eu-north-1.amazonaws.com');
  });
});
