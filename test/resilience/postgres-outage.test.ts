/**
 * rule:database-outage: while PostgreSQL is unreachable requests fail
 * fast with 503 (no hangs), the process survives dropped connections
 * (pool.on('error')), and it recovers by itself when the database is back.
 * A TCP proxy in front of the real server stands in for the outage.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/env';
import type { App } from '../../server/types';

class ToggleProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}
  async start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }
  /** Drops every open connection and refuses new ones, as a restarting server does. */
  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `shop_test_outage_${process.pid}`;
let proxy: ToggleProxy;
let handle: DatabaseHandle;
let app: App;

// Runs in the postgres project only (vitest.config.ts): it needs a PostgreSQL server.
describe('PostgreSQL outage', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const target = new URL(adminUrl);
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    proxy = new ToggleProxy(port, { host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const url = new URL(adminUrl);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${dbName}`;
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'silent',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DATA_DIR: '/tmp/shop-outage',
    });
    handle = await openDatabase({ databaseUrl: config.DATABASE_URL, connectTimeoutMs: 1000 });
    app = await buildApp({ config, db: handle.db, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('answers 503 quickly while the database is away, and recovers by itself', { timeout: 60_000 }, async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.stop();
    const started = Date.now();
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.in', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.start();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});
