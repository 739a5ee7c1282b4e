/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST API over its own folder), on a free port of
 * 127.0.0.1, with one empty bucket. The shop's S3 image store (server/image-stores.ts, ADR 0052) talks to it with
 * AWS's own SDK, as it would to S3, MinIO or R2.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types; its constructor and run/close are all the tests use.
// @ts-expect-error -- no declaration file
import S3rver from 's3rver';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export interface S3Peer {
  bucket: string;
  endpoint: string;
  /** The shop's settings for this server (UPLOAD_STORAGE=s3). */
  env: Record<string, string>;
  /** The keys the bucket holds, read from the server's own folder (not through the shop). */
  storedKeys(): string[];
  close(): Promise<void>;
}

export async function startS3Peer(bucket = 'shop-images'): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'ap-south-1',
      // s3rver's fixed credentials; it checks the request's signature with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    storedKeys() {
      // s3rver keeps each object as <bucket>/<key>._S3rver_object beside its metadata files.
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) =>
          name
            .replace(/\._S3rver_object$/, '')
            .split(path.sep)
            .join('/'),
        )
        .sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
