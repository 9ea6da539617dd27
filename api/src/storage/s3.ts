/**
 * S3-compatible storage (STORAGE=s3) through the official AWS SDK v3: uploads streamed in parts by
 * @aws-sdk/lib-storage (memory bounded by part size × parts in flight, never the file's size),
 * ranged reads, and presigned GET addresses carrying the stored type and disposition, so a
 * material's file is delivered by the bucket, not by the portal. Public images keep their
 * portal address (/files/<key>), read through `get`.
 *
 * The SDK's newer default of checksums on every request (aws-chunked bodies with trailers) is
 * turned to "when required": S3-compatible servers (MinIO, Ceph, s3rver in the tests) do not all
 * understand it, and TLS plus Content-MD5 where S3 requires it already protect the bytes.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FILES_ROUTE_PREFIX } from './local';
import { isSafeStorageKey, type Storage, type StoredObject } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS itself when unset. */
  endpoint?: string;
  /** Without keys the SDK's own chain applies (AWS_* variables, instance or task roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page in `list()` (S3's own limit and default: 1,000). */
  listPageSize?: number;
}

/** 8 MB parts, two in flight: about 16 MB of an upload in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  return new S3Client(config);
}

export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): Storage {
  const Bucket = settings.bucket;

  function checked(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  }

  async function upload(key: string, body: Buffer | Readable, contentType?: string, length?: number) {
    await new Upload({
      client,
      params: { Bucket, Key: checked(key), Body: body, ContentType: contentType, ContentLength: length },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    }).done();
  }

  /** ListObjectsV2 page by page (up to 1,000 keys each), following the continuation token. */
  async function* listKeys(folder?: string): AsyncGenerator<string> {
    const Prefix = folder === undefined ? undefined : `${checked(folder)}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: settings.listPageSize }),
      );
      for (const object of page.Contents ?? []) if (object.Key && isSafeStorageKey(object.Key)) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    async put(key, data, options = {}) {
      await upload(key, data, options.contentType, Buffer.isBuffer(data) ? data.length : undefined);
    },
    async putFile(key, sourcePath, options = {}) {
      try {
        const { size } = await stat(sourcePath);
        await upload(key, createReadStream(sourcePath), options.contentType, size);
      } finally {
        await rm(sourcePath, { force: true });
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      if (!isSafeStorageKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    list: listKeys,
    publicUrl(key) {
      return FILES_ROUTE_PREFIX + key.split('/').map(encodeURIComponent).join('/');
    },
    async signedUrl(key, options) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          ResponseContentType: options.contentType,
          ResponseContentDisposition: options.contentDisposition,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: options.expiresIn },
      );
    },
  };
}
