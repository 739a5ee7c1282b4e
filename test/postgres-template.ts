/**
 * Global setup of the `postgres` project: migrates one template database on the server at TEST_DATABASE_URL, so each
 * test file's own database is a copy of it (`create database ... template`, test/helpers/app.ts) instead of running
 * every migration again. Dropped when the run ends.
 */
import pg from 'pg';
import { openDatabase } from '../db/client';

export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  const name = `shop_test_template_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
  await handle.close();
  process.env.SHOP_TEST_PG_TEMPLATE = name;
  return () => admin(`drop database if exists ${name} with (force)`);
}
