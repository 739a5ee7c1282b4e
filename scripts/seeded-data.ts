/**
 * A fresh seeded shop without seeding it again: the demo shop's data folder (PGlite files and the pictures) is made
 * once by `npm run db:seed` into node_modules/.cache/shop-seeded-data/<key>/ and copied where a run needs a fresh
 * seeded shop (the end-to-end server, e2e/support/start-server.ts; the security scan, security-scan/shop.ts). Seeding
 * draws every picture (about 20 seconds); a copy takes about one.
 *
 * The key is a hash of what seeding depends on (the schema and migrations, the seed and domain code, the image
 * store, the locked dependencies) and of the day, since the demo catalog's dates are relative to the day it is made.
 * The copy has no demo accounts; a server started on it with SEED_DEMO_ACCOUNTS adds them (db/seed/seed-if-empty.ts).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seedInputs = ['db', 'domain', 'server/image-stores.ts', 'scripts/db-seed.ts', 'package-lock.json'];

function hashTree(hash: crypto.Hash, target: string) {
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) hashTree(hash, path.join(target, entry));
    return;
  }
  hash.update(path.relative(root, target));
  hash.update(fs.readFileSync(target));
}

function seedKey(): string {
  const hash = crypto.createHash('sha256');
  for (const input of seedInputs) hashTree(hash, path.join(root, input));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** The cached seeded folder for this code and day, seeding it first when there is none. */
function seededFolder(): string {
  const cache = path.join(root, 'node_modules', '.cache', 'shop-seeded-data');
  const folder = path.join(cache, seedKey());
  if (fs.existsSync(folder)) return folder;
  fs.mkdirSync(cache, { recursive: true });
  const making = fs.mkdtempSync(path.join(cache, 'making-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO_ACCOUNTS: 'false',
    DATABASE_URL: '',
    DATA_DIR: making,
    UPLOAD_STORAGE: 'disk',
    LOG_LEVEL: 'warn',
  };
  // The pictures go into the folder itself (DATA_DIR/uploads), so the copy carries them.
  delete env.UPLOADS_DIR;
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'db-seed.ts')], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  if (seeded.status !== 0) {
    fs.rmSync(making, { recursive: true, force: true });
    throw new Error(`npm run db:seed failed (exit ${seeded.status}):\n${seeded.stdout}${seeded.stderr}`);
  }
  try {
    fs.renameSync(making, folder);
  } catch {
    // Another run made the same folder meanwhile: theirs serves as well as ours.
    fs.rmSync(making, { recursive: true, force: true });
  }
  // Folders of other days or code are of no further use.
  for (const entry of fs.readdirSync(cache)) {
    if (entry !== path.basename(folder) && !entry.startsWith('making-')) {
      fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
    }
  }
  return folder;
}

/** Fills `dataDir` (which must not hold a database yet) with a copy of the seeded demo shop. */
export function copySeededData(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(seededFolder(), dataDir, { recursive: true });
}
