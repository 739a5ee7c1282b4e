import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { User } from '../db/schema/index';
import type { Mailer, ShopSettings } from '../domain/shared/ports';
import type { Config } from './env';

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
    mailer: Mailer;
    settings: ShopSettings;
    uploadsDir: string;
    /** preHandler: 401 unless a valid session is present; sets request.auth. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyContextConfig {
    /** Marks a route that needs no signed-in user even though it is not GET. */
    public?: boolean;
  }
}
