import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ShopImageStore } from './image-stores';
import type { Database } from '../db/client';
import type { User } from '../db/schema/index';
import type { ShopSettings } from '../domain/shared/ports';
import type { Config } from './env';
import type { JobRunner } from './jobs/job-runner';
import type { OutboxMailer } from './mail';

/** The Fastify instance every route module receives: zod-typed requests and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AuthState {
  user: User;
  sessionId: string;
  /** Where the token came from; cookie-authenticated unsafe requests get an origin check. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The mail outbox (server/mail.ts): queue with send(db, mail), wake after a transaction that queued mail commits. */
    mailer: OutboxMailer;
    /** Scheduled jobs (server/jobs/). */
    jobs: JobRunner;
    settings: ShopSettings;
    /** The folder of UPLOAD_STORAGE=disk (the seed and tests read it; unused by the database store). */
    uploadsDir: string;
    /** Where uploaded and seeded images are kept and served from (UPLOAD_STORAGE, ADR 0025). */
    images: ShopImageStore;
    /** preHandler: 401 unless a valid session is present; sets request.auth. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * For routes a guest may write to (the guest cart): a presented token must be valid (else 401) and sets
     * request.auth; without one the caller is a guest, whose unsafe requests must come from the shop's own origin.
     */
    allowGuest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like requireUser for routes a guest may call too: a valid token sets request.auth, anything else leaves a guest. */
    identifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The caller is a signed-in staff member (server/plugins/staff-guard.ts). */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route as registered (method and URL), for the guard's route-walking test. */
    routeTable: { method: string; url: string }[];
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyContextConfig {
    /** Marks a route that needs no signed-in user even though it is not GET. */
    public?: boolean;
  }
}
