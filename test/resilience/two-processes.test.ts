/**
 * Several processes, one shop (ADR 0025): two real server processes on one fresh PostgreSQL
 * database, with Redis and UPLOAD_STORAGE=database. An avatar uploaded through one is served by
 * the other and can be set as the profile picture there; an order placed on one shows on the
 * other; the sign-up rate limit (rule:rate-limits, 10 an hour per address) counts requests
 * to both processes together. Runs in the postgres project only (test/resilience).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createCategory, createProduct } from '../../db/seed/factories';
import { orderBody } from '../cart/fixtures';
import { killAllServerProcesses, startServerProcess } from '../helpers/server-process';
import { multipartBody } from '../upload/multipart';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dbName = `shop_test_two_${suffix}`;
// Our own counters in the shared Redis: other test runs keep theirs, and we delete only ours.
const namespace = `shop-test-two-${suffix}-`;
const redisUrl = 'redis://127.0.0.1:6379';
const dataDirs: string[] = [];
let productId: string;
let a: string;
let b: string;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

interface Answer<T> {
  success: boolean;
  code?: string;
  message?: string;
  data: T;
}

async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer<T> };
}

let registrations = 0;
function register(base: string) {
  registrations += 1;
  return call<{ authToken: string; user: { _id: string } }>(base, 'POST', '/api/auth/register', {
    fullName: `Two Process ${registrations}`,
    email: `two.${suffix}.${registrations}@example.in`,
    phone: '9876543210',
    password: 'Secret123!',
  });
}

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  // Migrations run on open; the product comes from the shared test factories.
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const category = await createCategory(handle.db);
  productId = (await createProduct(handle.db, { categoryId: category.id }, { stock: 20 })).id;
  await handle.close();

  const start = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-two-'));
    dataDirs.push(dataDir);
    // Each process has a folder of its own: whatever both serve must come from the database.
    return startServerProcess({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      RATE_LIMIT_NAMESPACE: namespace,
      RATE_LIMIT_MULTIPLIER: '1',
      UPLOAD_STORAGE: 'database',
    });
  };
  [a, b] = await Promise.all([start().listening, start().listening]);
}, 120_000);

afterAll(async () => {
  killAllServerProcesses();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  await admin(`drop database if exists ${dbName} with (force)`);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two app processes on one database', () => {
  let token: string;

  it('serves on B an avatar uploaded through A, which B accepts as the profile picture', async () => {
    const signUp = await register(a);
    expect(signUp.status).toBe(201);
    token = signUp.json.data.authToken;
    const userId = signUp.json.data.user._id;

    const picture = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody([{ content: picture }]);
    const uploaded = await fetch(`${a}/api/upload/uploadImage`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = ((await uploaded.json()) as { data: { imageUrl: string } }).data;

    const fromA = await fetch(`${a}${imageUrl}`);
    const fromB = await fetch(`${b}${imageUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(24);

    const saved = await call(b, 'PUT', `/api/auth/update/${userId}`, { profilePic: imageUrl }, token);
    expect(saved.status).toBe(200);
    const profile = await call<{ profilePic: string }>(a, 'GET', '/api/auth/profile', undefined, token);
    expect(profile.json.data.profilePic).toBe(imageUrl);
  });

  it('shows on B an order placed on A', async () => {
    type Order = { _id: string; orderNumber: number };
    const placed = await call<Order>(a, 'POST', '/api/orders/place', orderBody([{ productId, quantity: 2 }]), token);
    expect(placed.status).toBe(201);
    const orderId = placed.json.data._id;

    const mine = await call<Order[]>(b, 'GET', '/api/orders/my', undefined, token);
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((o) => o._id)).toContain(orderId);
    const detail = await call<Order>(b, 'GET', `/api/orders/${orderId}`, undefined, token);
    expect(detail.status).toBe(200);
    expect(detail.json.data.orderNumber).toBe(placed.json.data.orderNumber);
  });

  it('counts sign-ups to both processes against one limit of 10 an hour', async () => {
    // One sign-up so far (on A); nine more, alternating, reach the limit together.
    for (let i = 0; registrations < 10; i++) {
      const response = await register(i % 2 === 0 ? b : a);
      expect(response.status, JSON.stringify(response.json)).toBe(201);
    }
    for (const base of [a, b]) {
      const refused = await register(base);
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
  });
});
