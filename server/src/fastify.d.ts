import 'fastify';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
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
