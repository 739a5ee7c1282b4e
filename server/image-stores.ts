/**
 * The two adapters of the image store port (domain/shared/ports.ts, ADR 0025), chosen by
 * UPLOAD_STORAGE: `disk` keeps files in a folder of this machine (one process, or a folder all
 * processes mount), `database` keeps the bytes in the stored_images table, which every app
 * process on the same database sees. Both refuse anything that is not a key (isImageKey), so
 * no caller can reach outside the store.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray, eq } from 'drizzle-orm';
import { isImageKey } from '../domain/shared/image-keys';
import type { ImageStore, StoredImage } from '../domain/shared/ports';
import type { Database } from '../db/client';
import { storedImages } from '../db/schema/index';

export interface DiskImageStore extends ImageStore {
  readonly kind: 'disk';
  /** The folder, absolute; the server streams it as static files. */
  readonly dir: string;
}

export interface DatabaseImageStore extends ImageStore {
  readonly kind: 'database';
}

/** Either adapter; `kind` tells which (the server streams a disk store's folder directly). */
export type ShopImageStore = DiskImageStore | DatabaseImageStore;

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

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
      const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
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

/** The store UPLOAD_STORAGE names: the server and the seed command open it the same way. */
export function openImageStore(options: {
  storage: 'disk' | 'database';
  uploadsDir: string;
  db: Database;
}): ShopImageStore {
  return options.storage === 'database'
    ? createDatabaseImageStore(options.db)
    : createDiskImageStore(options.uploadsDir);
}
