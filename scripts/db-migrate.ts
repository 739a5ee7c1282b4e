/** `npm run db:migrate`: applies committed migrations to the configured database (the server also does this at start). */
import { openDatabase } from '../db/client';
import { loadConfigFromProcess } from '../server/env';

const config = loadConfigFromProcess();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
console.log(`migrations applied (${handle.kind})`);
await handle.close();
