import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { DestinationStream } from 'pino';
import type { Db, ExecuteSql } from '@server/db/client';
import type { Listen } from '@server/db/listener';
import { LiveHub } from './live/hub';
import { closeApiByDefault } from '@server/src/http/access';
import { answerSerializerCompiler } from '@server/src/http/answer-serializer';
import { guardInput } from '@server/src/http/input-guard';
import { addSecurityHeaders } from '@server/src/http/security-headers';
import { RequestLog } from '@server/src/http/request-log';
import { safeError, safeRequest } from '@server/src/http/log-redaction';
import { createAccessTokenSigner } from './auth/access-tokens';
import { sharedRequestRateStore } from './limits/request-rate-store';
import { createMailer } from './mail/mailer';
import { createTwoStepKit } from './auth/two-step/kit';
import { createEmailSeal } from './mail/email-seal';
import type { Config } from './config';
import { registerEndpoints } from '@server/src/http/endpoints';
import { registerErrorHandler } from '@server/src/http/error-handler';
import { registerPublicMedia } from '@server/src/files/public-media';
import type { FileStorage } from '@server/src/files/storage/file-storage';
import { createStorage } from '@server/src/files/storage/create-storage';
import { reportingFailures } from '@server/src/files/storage/storage-failures';
import { registerWebApp } from '@server/src/http/static-app';
import { registerSite } from '@server/src/site/routes';
import { runJobs } from './jobs/app-jobs';
import { noJobRunner } from './jobs/no-job-runner';
import { createJobRunner, type JobSettings } from './jobs/runner';
import { areaRoutes } from './areas';
import { createEngine, type AssistantEngine } from './assistant';
import { createSmsSender, type SmsSender } from './twilio/sender';
import { zodValidatorCompiler } from '@server/src/http/validation';
import { shopEndpoints } from '@/api/contract/shop';
import { createPaymentProvider } from './shop/payments/create-provider';
import type { PaymentProvider } from './shop/payments/provider';
import { keepRawBody } from './shop/payments/raw-body';

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
  /** Plain SQL on the same database, for the job runner (pg-boss); without it no job can be queued. */
  executeSql?: ExecuteSql;
  /** The job runner's intervals and retries; production's unless a test gives its own. */
  jobs?: JobSettings;
  /** Where uploads are kept; the configuration's unless a test gives its own. */
  storage?: FileStorage;
  /** NOTIFY on the same database, for the live streams; without it streams hear no change. */
  listen?: Listen;
  /** The shop's payment provider; the configuration's (Stripe, else the test provider) unless a test gives its own. */
  payments?: PaymentProvider;
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
  storage,
  executeSql,
  jobs,
  listen,
  payments,
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
    // Start-up work waits on the database (the job runner attaches its queues, which processes
    // starting together on a busy database take in turns): Fastify's 10 s would stop the process.
    pluginTimeout: 60_000,
    // A hop count as proxy-addr reads one: the first n addresses from the socket inward are proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // First of the request hooks, so that answers the later ones end early (401, 403) carry them too.
  addSecurityHeaders(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.checkAnswers }));
  registerErrorHandler(app);
  closeApiByDefault(app);
  guardInput(app);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('accessTokens', createAccessTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds));
  const jobSettings: JobSettings = { expireInSeconds: config.jobTimeLimitSeconds, ...jobs };
  app.decorate('jobs', executeSql ? createJobRunner(executeSql, app.log, jobSettings) : noJobRunner);
  app.decorate('emailSeal', createEmailSeal(config.jwtSecret));
  app.decorate('twoStep', createTwoStepKit(config.jwtSecret, clock));
  const mailless = config.production && !config.smtp;
  if (mailless)
    app.log.warn('E-mail is not configured: set SMTP_HOST to send e-mails (password reset codes, account notices); none are sent.');
  app.decorate('mailer', createMailer(app.jobs, app.emailSeal, app.log, { discard: mailless }));
  app.decorate('clock', clock);
  app.decorate('assistant', assistant ?? createEngine(config, app.log));
  app.decorate('sendSms', sendSms ?? createSmsSender(config.twilio));
  app.decorate('storage', reportingFailures(storage ?? createStorage(config)));
  app.decorate('live', new LiveHub(db, app.log, clock));
  app.decorate('payments', payments ?? createPaymentProvider(app));
  app.decorateRequest('user', null);

  await app.register(cookie);
  // Counted in the database, so the per-minute limits hold across every API process.
  await app.register(rateLimit, { global: false, store: sharedRequestRateStore(db) });
  await app.register(multipart, { throwFileSizeLimit: true });
  // Twilio's webhooks post form-encoded fields.
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  // Only the public media folder (avatars) is served without a token; files that need permission
  // go out through authorised routes (see private-files.ts).
  registerPublicMedia(app);

  // The payment providers' webhook checks a signature over the body's very bytes.
  keepRawBody(app, shopEndpoints.paymentWebhook.path);
  // Every area's endpoints (areas.ts); each endpoint's access is declared in the contract.
  registerEndpoints(app, areaRoutes(app));
  // The public site's pages, rendered here; then the app's files, and the app for any other address.
  await registerSite(app, config.staticDir);
  await registerWebApp(app, config.staticDir);
  runJobs(app);
  if (listen) app.addHook('onReady', () => app.live.start(listen));
  // Open streams would hold the server's closing: they end first, and their tabs reconnect.
  app.addHook('preClose', (done) => {
    app.live.endStreams();
    done();
  });
  app.addHook('onClose', () => app.live.stop());
  return app;
}
