import type { Database } from '../client';

export interface SeedOptions {
  uploadsDir: string;
  log: (message: string) => void;
}

/** Seeds the demo catalog when the database has no products. (Filled in by the seed work.) */
export async function seedIfEmpty(_db: Database, _options: SeedOptions): Promise<void> {}
