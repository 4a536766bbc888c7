import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Db } from '@server/db/client';
import { closeApiByDefault } from '@server/src/http/access';
import { answerSerializerCompiler } from '@server/src/http/answer-serializer';
import { refuseNulBytes } from '@server/src/http/input-guard';
import { addSecurityHeaders } from '@server/src/http/security-headers';
import { RequestLog } from '@server/src/http/request-log';
import { safeError, safeRequest } from '@server/src/http/log-redaction';
import { createAccessTokenSigner } from './auth/access-tokens';
import { createMailer } from './mail/mailer';
import type { Config } from './config';
import { registerEndpoints } from '@server/src/http/endpoints';
import { registerErrorHandler } from '@server/src/http/error-handler';
import { PUBLIC_MEDIA_FOLDER, MEDIA_URL_PREFIX } from '@server/src/files/media';
import { registerWebApp } from '@server/src/http/static-app';
import { sweepStaleCalls } from './lato-ai/stale-call-sweep';
import { areaRoutes } from './areas';
import { createEngine, type AssistantEngine } from './assistant';
import { createSmsSender, type SmsSender } from './twilio/sender';
import { zodValidatorCompiler } from '@server/src/http/validation';

interface AppOptions {
  config: Config;
  db: Db;
  /** Where the JSON log goes (standard output unless given; a test reads it). */
  logStream?: DestinationStream;
  /** The time now; a test gives its own to move it. */
  clock?: () => Date;
  /** The assistant; the configuration's unless a test gives its own. */
  assistant?: AssistantEngine;
  /** How console SMS go out; the configuration's unless a test gives its own. */
  sendSms?: SmsSender;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the API server (and the web app it serves) without listening, so tests inject requests. */
export async function buildApp({
  config,
  db,
  logStream,
  clock = () => new Date(),
  assistant,
  sendSms,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Logs never hold secrets: requests without headers, query values or bodies; errors without
    // the database's parameters or failing rows.
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, stream: logStream, serializers: { req: safeRequest, err: safeError, error: safeError } },
    logController: new RequestLog(config.logRequests),
    bodyLimit: 1_048_576,
    // A hop count as proxy-addr reads one: the first n addresses from the socket inward are proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // First of the request hooks, so that answers the later ones end early (401, 403) carry them too.
  addSecurityHeaders(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.checkAnswers }));
  registerErrorHandler(app);
  closeApiByDefault(app);
  refuseNulBytes(app);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('accessTokens', createAccessTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds));
  app.decorate('mailer', createMailer(config.smtp, db, app.log));
  app.decorate('clock', clock);
  app.decorate('assistant', assistant ?? createEngine(config, app.log));
  app.decorate('sendSms', sendSms ?? createSmsSender(config.twilio));
  app.decorateRequest('user', null);

  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { throwFileSizeLimit: true });
  // Twilio's webhooks post form-encoded fields.
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  // Only the public media folder (avatars) is served without a token; files that need permission
  // live elsewhere and go out through authorised routes (see private-files.ts).
  const publicMedia = path.join(config.mediaDir, PUBLIC_MEDIA_FOLDER);
  mkdirSync(publicMedia, { recursive: true });
  await app.register(fastifyStatic, {
    root: publicMedia,
    prefix: `${MEDIA_URL_PREFIX}${PUBLIC_MEDIA_FOLDER}/`,
    decorateReply: false,
    index: false,
    // Uploaded names are random and never reused, so a file at a URL never changes.
    maxAge: '365d',
    immutable: true,
  });

  // Every area's endpoints (areas.ts); each endpoint's access is declared in the contract.
  registerEndpoints(app, areaRoutes(app));
  await registerWebApp(app, config.staticDir);
  sweepStaleCalls(app);
  return app;
}
