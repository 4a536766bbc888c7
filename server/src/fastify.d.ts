import 'fastify';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import type { AccessTokenSigner } from './auth/access-tokens';
import type { Config } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    accessTokens: AccessTokenSigner;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}
