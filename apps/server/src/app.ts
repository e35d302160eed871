import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyRequest,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@gp/api';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createRepositories, type Repositories } from './db/repositories';
import { registerLearningState } from './learning/content-cache';
import { registerLearningRecords } from './learning/learning-records';
import { registerLrsOutbox } from './learning/lrs-outbox';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { ApiError, registerErrorHandling } from './plugins/errors';
import { responseSerializerCompiler } from './lib/response-serializer';
import { createWarmUp } from './lib/warm-up';
import {
  API_HEADERS,
  HSTS_MAX_AGE_SECONDS,
  registerSecurity,
} from './plugins/security';
import { answerClientError } from './plugins/client-error';
import { registerStaticFiles } from './plugins/static-files';
import { authRoutes } from './routes/auth';
import { clientLogRoutes } from './routes/client-log';
import { courseRoutes } from './routes/course';
import { diagnosticTestRoutes } from './routes/diagnostic-test';
import { healthRoutes } from './routes/health';
import { progressRoutes } from './routes/progress';
import { trackingRoutes } from './routes/tracking';
import { lessonRoutes } from './routes/lessons';
import { customTestRoutes } from './routes/custom-test';
import { xapiRoutes } from './routes/xapi';
import { homePageAdRoutes } from './routes/home-page-ads';
import { privacyPageRoutes } from './routes/privacy/page';
import { studyReportRoutes } from './routes/study-report';
import { studyReportPageRoutes } from './routes/study-report/page';
import { privacyRoutes } from './routes/privacy';
import { profileRoutes } from './routes/profile';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    repos: Repositories;
  }
}

/** Never log a token: the help-center address carries one in its query. */
const redactUrl = (url: string) =>
  url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');

/**
 * The Retry-After (RFC 9110 §10.2.3) of a 429 or 503 answer: the body's
 * RetryAfterSeconds (a throttled sign-in), or the configured wait for
 * maintenance. The header lets proxies and generic clients back off too.
 */
function retryAfterSeconds(
  payload: unknown,
  config: Config,
): number | undefined {
  if (typeof payload !== 'string') return undefined;
  let body: Partial<ErrorResponse>;
  try {
    body = JSON.parse(payload) as Partial<ErrorResponse>;
  } catch {
    return undefined;
  }
  if (typeof body.RetryAfterSeconds === 'number')
    return Math.max(0, Math.ceil(body.RetryAfterSeconds));
  if (body.Code === 'Maintenance') return config.maintenanceRetryAfterSeconds;
  return undefined;
}

/**
 * One log line a request, when it completes (method, address, status, time
 * and request id), instead of Fastify's two: at the default `info` level the
 * second line cost a signed-in GET about 10% of its requests/s.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Builds the whole application as a plugin that never listens (fastify/demo):
 * server.ts listens, tests call app.inject.
 */
export async function buildApp(
  config: Config,
  database: Database,
  opts: {
    logger?: boolean;
    logStream?: NodeJS.WritableStream;
    /** Prove each reply against its zod schema too; on under the test runner. */
    checkResponses?: boolean;
  } = {},
): Promise<FastifyInstance> {
  // HSTS on every answer, API included, when the public origin is https (issue 14).
  const hsts = config.publicOrigin?.startsWith('https:')
    ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`
    : undefined;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            redact: ['req.headers.authorization', 'req.body.Password'],
            serializers: {
              req: (req: {
                id: string;
                method: string;
                url: string;
                ip?: string;
              }) => ({
                id: req.id,
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
            },
          },
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Slow clients (issue 14): a half-sent header or a trickled body is
    // closed, never held open (Fastify's requestTimeout defaults to none).
    connectionTimeout: config.connectionTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node looks for expired requests this often (default 30 s).
      connectionsCheckingInterval: Math.min(
        5_000,
        Math.max(100, Math.floor(config.headersTimeoutMs / 4)),
      ),
    },
    // Errors Node's HTTP parser meets (a header too large, a broken request
    // line, a timeout): the contract's error shape, not Fastify's.
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router meets before any route or hook runs: a malformed
    // percent-encoding (`/api/%zz`) or an over-long path parameter.
    frameworkErrors: (error: FastifyError, request, generic) => {
      const reply = generic as unknown as FastifyReply;
      const status =
        error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const Message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid: it has a malformed %-escape.'
          : 'The address is not valid.';
      reply.header('x-request-id', request.id);
      if (hsts) reply.header('strict-transport-security', hsts);
      // No route, so no "request completed" line: say here what came in.
      request.log.info(
        { req: request, res: { statusCode: status } },
        'malformed address',
      );
      if (!request.url.startsWith('/api/'))
        return reply
          .code(status)
          .headers(API_HEADERS)
          .type('text/plain')
          .send(Message);
      return reply
        .code(status)
        .headers(API_HEADERS)
        .send({
          Code: 'ValidationFailed',
          Message,
          Errors: [{ Field: 'url', Message }],
        } satisfies ErrorResponse);
    },
  });
  // Every API body is JSON (docs/api.md): anything else answers 415, so
  // Fastify's built-in text/plain parser goes.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  const warmUp = createWarmUp();
  app.setSerializerCompiler(
    responseSerializerCompiler({
      check: opts.checkResponses ?? process.env.NODE_ENV === 'test',
      ahead: warmUp.ahead,
    }),
  );
  app.decorate('warmUp', () => warmUp.run(app));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('repos', createRepositories(database.db));
  registerLearningState(app);
  registerLearningRecords(app);
  registerLrsOutbox(app);

  // Callback hooks: an async hook costs every request a promise and a tick.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (hsts) reply.header('strict-transport-security', hsts);
    if (!request.url.startsWith('/api/')) return done();
    reply.headers(API_HEADERS);
    if (config.maintenance && !request.url.startsWith('/api/health'))
      return done(
        new ApiError(503, {
          Code: 'Maintenance',
          Message: "We're making some repairs. Please come back later.",
        }),
      );
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 429 || reply.statusCode === 503) {
      const seconds = retryAfterSeconds(payload, config);
      if (seconds !== undefined && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(seconds));
    }
    done(null, payload);
  });
  // After the hook above, which reads the JSON text of an answer.
  registerCompression(app);
  registerErrorHandling(app);
  registerAuth(app);

  await app.register(healthRoutes(database.kind));
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(privacyRoutes);
  await app.register(clientLogRoutes);
  await app.register(courseRoutes);
  await app.register(progressRoutes);
  await app.register(diagnosticTestRoutes);
  await app.register(trackingRoutes);
  await app.register(lessonRoutes);
  await app.register(customTestRoutes);
  await app.register(studyReportRoutes);
  await app.register(xapiRoutes);
  await app.register(homePageAdRoutes);
  // Pages and files get helmet's full set of headers, in their own scope.
  await app.register(async (pages) => {
    await registerSecurity(pages, config);
    await pages.register(privacyPageRoutes);
    await pages.register(studyReportPageRoutes);
    await registerStaticFiles(pages, config);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({
        Code: 'NotFound',
        Message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    // Outside the pages' scope, so helmet did not run: the same strict set.
    return reply
      .code(404)
      .headers(API_HEADERS)
      .type('text/plain')
      .send('Not found');
  });
  return app;
}
