/**
 * The three adapters of the image store port (domain/shared/ports.ts, ADR 0025, ADR 0052), chosen by
 * UPLOAD_STORAGE: `disk` keeps files in a folder of this machine (one process, or a folder all
 * processes mount), `database` keeps the bytes in the stored_images table, which every app
 * process on the same database sees, and `s3` keeps them in a bucket of an S3-compatible object store,
 * which processes on many machines share without loading the database. All refuse anything that is not a key
 * (isImageKey), so no caller can reach outside the store.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { inArray, eq } from 'drizzle-orm';
import { isImageKey } from '../domain/shared/image-keys';
import type { ImageStore, StoredImage } from '../domain/shared/ports';
import type { Database } from '../db/client';
import type { Config } from './env';
import { storedImages } from '../db/schema/index';

export interface DiskImageStore extends ImageStore {
  readonly kind: 'disk';
  /** The folder, absolute; the server streams it as static files. */
  readonly dir: string;
}

export interface DatabaseImageStore extends ImageStore {
  readonly kind: 'database';
}

export interface S3ImageStore extends ImageStore {
  readonly kind: 's3';
}

/** Any adapter; `kind` tells which (the server streams a disk store's folder directly). */
export type ShopImageStore = DiskImageStore | DatabaseImageStore | S3ImageStore;

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The shop's own validator of stored bytes, the same in every store that keeps one: a quoted SHA-256 prefix. */
const contentEtag = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskImageStore(folder: string): DiskImageStore {
  const dir = path.resolve(folder);
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => (isImageKey(key) ? path.join(dir, key) : null);

  return {
    kind: 'disk',
    dir,
    async put(key, bytes) {
      const file = fileOf(key);
      if (!file) throw new Error(`not an image key: ${key}`);
      if (fs.existsSync(file)) return false;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Through a temporary name and a rename, so a reader or a crash never sees half a file
      // (the seed skips files that exist). Keys name immutable content, so two writers of one key
      // write the same picture and the later rename changes nothing anyone can see.
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.promises.rename(temporary, file);
      } catch (err) {
        await fs.promises.rm(temporary, { force: true });
        throw err;
      }
      return true;
    },
    async existing(keys) {
      return new Set(
        keys.filter((key) => {
          const file = fileOf(key);
          return file !== null && fs.existsSync(file);
        }),
      );
    },
    async get(key): Promise<StoredImage | null> {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const [bytes, stat] = await Promise.all([fs.promises.readFile(file), fs.promises.stat(file)]);
        return {
          bytes,
          contentType: contentTypes[path.extname(file).slice(1)] ?? 'application/octet-stream',
          etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
          modifiedAt: stat.mtime,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(keys) {
      for (const key of keys) {
        const file = fileOf(key);
        if (file) await fs.promises.rm(file, { force: true });
      }
    },
  };
}

/** Bounded IN lists: the seed asks about a few thousand keys at once. */
const chunkSize = 500;

export function createDatabaseImageStore(db: Database): DatabaseImageStore {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      if (!isImageKey(key)) throw new Error(`not an image key: ${key}`);
      const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const etag = contentEtag(content);
      const inserted = await db
        .insert(storedImages)
        .values({ key, contentType, bytes: content, etag })
        .onConflictDoNothing()
        .returning({ key: storedImages.key });
      return inserted.length > 0;
    },
    async existing(keys) {
      const found = new Set<string>();
      const valid = keys.filter(isImageKey);
      for (let i = 0; i < valid.length; i += chunkSize) {
        const rows = await db
          .select({ key: storedImages.key })
          .from(storedImages)
          .where(inArray(storedImages.key, valid.slice(i, i + chunkSize)));
        for (const row of rows) found.add(row.key);
      }
      return found;
    },
    async get(key) {
      if (!isImageKey(key)) return null;
      const [row] = await db
        .select({
          bytes: storedImages.bytes,
          contentType: storedImages.contentType,
          etag: storedImages.etag,
          modifiedAt: storedImages.createdAt,
        })
        .from(storedImages)
        .where(eq(storedImages.key, key));
      return row ?? null;
    },
    async remove(keys) {
      const valid = keys.filter(isImageKey);
      for (let i = 0; i < valid.length; i += chunkSize) {
        await db.delete(storedImages).where(inArray(storedImages.key, valid.slice(i, i + chunkSize)));
      }
    },
  };
}

/** Where the bucket is and how to reach it (UPLOAD_STORAGE=s3; server/env.ts reads it from S3_*). */
export interface S3Location {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, a test server); unset for AWS itself. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, shared files, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The object store answers "no such key" as NoSuchKey for a GET and as a bare 404 (NotFound) for a HEAD. */
const isNotFound = (err: unknown) =>
  (err as { name?: string }).name === 'NoSuchKey' ||
  (err as { name?: string }).name === 'NotFound' ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** DeleteObjects takes at most a thousand keys a request. */
const deleteBatch = 1000;

/**
 * The bucket as an image store. AWS's SDK is loaded when the store is first used, not when the server starts: a
 * shop on the other stores never pays for its modules (ADR 0037 counts what a process loads).
 */
export function createS3ImageStore(location: S3Location, client?: S3Client): S3ImageStore {
  const Bucket = location.bucket;
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    s3:
      client ??
      new sdk.S3Client({
        region: location.region,
        endpoint: location.endpoint,
        forcePathStyle: location.forcePathStyle,
        credentials: location.credentials,
        // A store that does not answer fails the request that needed it, never hangs it (rule:bounded-waits).
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
        maxAttempts: 3,
      }),
  }));
  // The promise is awaited by every method; one that failed to load fails those calls, not the process.
  loaded.catch(() => undefined);

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (!isImageKey(key)) throw new Error(`not an image key: ${key}`);
      const { sdk, s3 } = await loaded;
      // Keys name content that never changes: a key already there is left as it is, as in the other stores. Two
      // writers of one key between the HEAD and the PUT write the same picture.
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return false;
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
      const etag = contentEtag(bytes);
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
          // The shop's own validator, the same for the same bytes in every store (the object store's ETag is an MD5
          // of its own, or of the parts of an upload).
          Metadata: { 'shop-etag': etag },
        }),
      );
      return true;
    },
    async existing(keys) {
      const { sdk, s3 } = await loaded;
      // One listing per folder of keys asked about (the seed asks about thousands at once), not a HEAD per key.
      const wanted = new Set(keys.filter(isImageKey));
      const folders = new Set([...wanted].map((key) => key.slice(0, key.lastIndexOf('/') + 1)));
      const found = new Set<string>();
      for (const Prefix of folders) {
        let ContinuationToken: string | undefined;
        do {
          const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
          for (const object of page.Contents ?? []) if (object.Key && wanted.has(object.Key)) found.add(object.Key);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
      return found;
    },
    async get(key) {
      if (!isImageKey(key)) return null;
      const { sdk, s3 } = await loaded;
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        return {
          bytes,
          contentType:
            object.ContentType ?? contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
          etag: object.Metadata?.['shop-etag'] ?? object.ETag ?? contentEtag(bytes),
          modifiedAt: object.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(keys) {
      const valid = keys.filter(isImageKey);
      if (valid.length === 0) return;
      const { sdk, s3 } = await loaded;
      for (let i = 0; i < valid.length; i += deleteBatch) {
        const Objects = valid.slice(i, i + deleteBatch).map((Key) => ({ Key }));
        await s3.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}

/** Where the image bucket is (UPLOAD_STORAGE=s3), for the image store; undefined for the other stores. */
export function s3LocationOf(config: Config): S3Location | undefined {
  if (config.UPLOAD_STORAGE !== 's3' || !config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    // Path style wherever an endpoint is named (the compatible servers), unless the setting says otherwise.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The store UPLOAD_STORAGE names: the server and the seed command open it the same way. */
export function openImageStore(options: {
  storage: 'disk' | 'database' | 's3';
  uploadsDir: string;
  db: Database;
  s3?: S3Location;
}): ShopImageStore {
  if (options.storage === 's3') {
    if (!options.s3) throw new Error('UPLOAD_STORAGE=s3 needs S3_BUCKET');
    return createS3ImageStore(options.s3);
  }
  return options.storage === 'database'
    ? createDatabaseImageStore(options.db)
    : createDiskImageStore(options.uploadsDir);
}
