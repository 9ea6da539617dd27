/**
 * A real S3-compatible server for the tests (s3rver), on 127.0.0.1 only, with one empty bucket,
 * its objects in a temporary folder that is removed when it stops. s3rver accepts the fixed
 * credentials S3RVER/S3RVER and checks request signatures with them.
 */
import type { Dirent } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The STORAGE=s3 settings of the portal for this server. */
  env: Record<string, string>;
  /** Keys of the objects stored in the bucket now. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function walk(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await walk(path.join(dir, entry.name), name)));
    else found.push(name);
  }
  return found;
}

export async function startS3Server(bucket = 'portal-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'eu-north-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      // s3rver keeps an object as <key>._S3rver_object plus metadata files beside it.
      return (await walk(path.join(directory, bucket)))
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.slice(0, -'._S3rver_object'.length));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
