/** The storage the configuration names: local disk under DATA_DIR (default) or an S3 bucket. */
import type { Config } from '../config/index';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir' | 's3'>): Storage {
  if (config.storage === 's3') {
    const { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
    // loadConfig refuses STORAGE=s3 without a bucket; this only narrows the type.
    if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET.');
    return createS3Storage({ bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle });
  }
  return createLocalStorage(config.dataDir);
}
