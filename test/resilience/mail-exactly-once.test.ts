/**
 * rule:mail-delivery with two app processes on one PostgreSQL (ADR 0024): order confirmations and reset
 * links are queued while the mail server is down, both processes keep retrying, and when the server
 * comes back every mail arrives exactly once, whichever process sends it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createCategory, createProduct } from '../../db/seed/factories';
import { killAllServerProcesses, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { freePort, smtpUrlFor, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `shop_test_mail_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mail-pg-'));
const shoppers = 8;

let peer: SmtpPeer | undefined;
const servers: ServerProcess[] = [];

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

afterAll(async () => {
  // SIGTERM first: each process stops its worker cleanly; a kill covers any that hangs.
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.race([
    Promise.all(servers.map((s) => s.exited)),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]);
  killAllServerProcesses();
  await peer?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

describe('mail with two app processes and a mail server that was down', () => {
  it('delivers every queued mail exactly once when the server is back', { timeout: 120_000 }, async () => {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    const category = await createCategory(handle.db);
    const product = await createProduct(handle.db, { categoryId: category.id }, { stock: 100 });

    const port = await freePort();
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrlFor(port),
      MAIL_RETRY_BASE_MS: '200',
      MAIL_MAX_ATTEMPTS: '100',
      MAIL_POLL_MS: '500',
      RATE_LIMIT_MULTIPLIER: '1000',
      // Eight orders from one shopper and one phone: more than the open-order cap allows (rule:open-cod-orders).
      MAX_OPEN_COD_ORDERS: '100',
    };
    servers.push(startServerProcess(env), startServerProcess(env));
    const bases = await Promise.all(servers.map((s) => s.listening));

    // Each shopper signs up on one process, orders on one and asks for a reset link on the other.
    const expected: string[] = [];
    for (let i = 0; i < shoppers; i++) {
      const [here, there] = i % 2 === 0 ? bases : [bases[1]!, bases[0]!];
      const email = `mail${i}.${process.pid}@example.in`;
      const registered = await post(here!, '/api/auth/register', {
        fullName: `Mail Shopper ${i}`,
        email,
        phone: '9876543210',
        password: 'Secret123!',
      });
      expect(registered.status).toBe(201);
      const token = String(registered.body.data.authToken);
      const order = await post(
        here!,
        '/api/orders/place',
        {
          orderItems: [{ productId: product.id, quantity: 1 }],
          shippingAddress: {
            fullName: `Mail Shopper ${i}`,
            phone: '9876543210',
            addressLine: '12 MG Road',
            city: 'Pune',
            pincode: '411001',
            state: 'Maharashtra',
          },
          paymentMethod: 'COD',
        },
        token,
      );
      expect(order.status).toBe(201);
      expect((await post(there!, '/api/auth/forgot-password', { email })).status).toBe(200);
      expected.push(`${email} Order`, `${email} Reset your password`);
    }

    // Every mail is in the outbox and has failed at least once: the mail server is really down.
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const outbox = async () =>
      (
        await pool.query<{ to_address: string; subject: string; status: string; attempts: number }>(
          'select to_address, subject, status, attempts from mail_outbox',
        )
      ).rows;
    for (const started = Date.now(); ;) {
      const rows = await outbox();
      if (rows.length === 2 * shoppers && rows.every((r) => r.attempts >= 1 && r.status !== 'sent')) break;
      if (Date.now() - started > 20_000) throw new Error(`mail never failed: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    peer = await startSmtpPeer({ port });
    for (const started = Date.now(); peer.received.length < 2 * shoppers;) {
      if (Date.now() - started > 30_000) throw new Error(`only ${peer.received.length} mails arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Until every row is sent: a delivery happens only to a claimed row ('sending'), so once none is left pending or
    // sending, no second delivery can still be on its way.
    for (const started = Date.now(); ;) {
      const rows = await outbox();
      if (rows.every((r) => r.status === 'sent')) break;
      if (Date.now() - started > 30_000) throw new Error(`mail not all sent: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const received = peer.received.map((mail) => {
      const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
      // The order's subject carries ₹, so it arrives encoded; its first word is still readable.
      return `${mail.to.join(',')} ${/Reset your password/.test(subject) ? 'Reset your password' : /Order/.test(subject) ? 'Order' : subject}`;
    });
    expect(received.sort()).toEqual(expected.sort());
    const rows = await outbox();
    expect(rows.map((r) => r.status)).toEqual(Array(2 * shoppers).fill('sent'));
    await pool.end();
    await handle.close();
  });
});
