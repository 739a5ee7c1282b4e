import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../domain/errors';
import type { App } from '../types';
import { envelope, ok } from './envelope';

export default async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database answers, 503 otherwise',
        response: { 200: envelope(z.object({ database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() })) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.warn({ err }, 'health check: database did not answer');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering');
      }
      return ok({
        database: app.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
