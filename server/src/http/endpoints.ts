import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Access, EndpointSpec, FileField, FileValue } from '@/api/contract/endpoint';
import type { Db } from '@server/db/client';
import type { UserRow } from '@server/db/schema';
import type { Config } from '@server/src/config';
import { currentUser } from '@server/src/auth/authenticate';
import { UploadBatch, type FilePlace, type IncomingFile, type StoredFile } from '@server/src/files/uploads';
import { fieldError } from './http-errors';
import { readMultipart } from './multipart';
import { parseFields } from './validation';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

type BodyOutput<E extends EndpointSpec> = E['body'] extends { kind: 'json' | 'form'; schema: infer S }
  ? Output<S>
  : E['body'] extends { kind: 'multipart'; fields: infer S }
    ? Output<S>
    : undefined;

/** What a handler gets: the request already validated against its endpoint's contract. */
export interface HandlerContext<E extends EndpointSpec> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: BodyOutput<E>;
  /** The files of a multipart body, by field name (a list where the field takes several); empty otherwise. */
  files: E['body'] extends { files: infer F } ? { [K in keyof F]?: FileValue<F[K], StoredFile> } : Record<string, never>;
  /** The signed-in user; public endpoints have none. */
  user: E['access'] extends 'public' ? null : UserRow;
  db: Db;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What is known of a request before its body is read. */
export type BeforeBodyContext<E extends EndpointSpec> = Omit<HandlerContext<E>, 'body' | 'files'>;

type Answer<E extends EndpointSpec> = Promise<z.input<E['response']> | FastifyReply>;

/**
 * The answer a handler gives: what its endpoint's response schema takes (unknown fields are
 * dropped), or the reply itself when the handler has sent it (a file download). An upload's
 * handler also gets what its `authorize` step answered.
 */
export type Handler<E extends EndpointSpec> = (context: HandlerContext<E>, authorized?: unknown) => Answer<E>;

/** Route options the contract does not describe, such as a rate limit. */
export type ExtraRouteOptions = Pick<RouteOptions, 'bodyLimit'> & { config?: { rateLimit?: object } };

/** The steps of an endpoint that takes files, run before its body is read (see `upload`). */
interface UploadSteps {
  authorize(context: BeforeBodyContext<EndpointSpec>): Promise<unknown>;
  place(file: IncomingFile, authorized: unknown): FilePlace;
}

export interface Implementation {
  endpoint: EndpointSpec;
  handler: Handler<EndpointSpec>;
  options: ExtraRouteOptions;
  upload?: UploadSteps;
}

/** A handler with route options the contract does not describe (a rate limit, a body limit). */
export interface WithOptions<E extends EndpointSpec> {
  handler: Handler<E>;
  options: ExtraRouteOptions;
  upload?: UploadSteps;
}

export const withOptions = <E extends EndpointSpec>(handler: Handler<E>, options: ExtraRouteOptions): WithOptions<E> => ({
  handler,
  options,
});

/** How an endpoint that takes files checks access and stores them; `upload` makes one. */
export interface Upload<E extends EndpointSpec, A> {
  /**
   * Who may send this, checked before a byte of the body is read, so a refused upload costs
   * neither memory nor storage. What it answers (the project uploaded to) reaches `place` and the handler.
   */
  authorize?: (context: BeforeBodyContext<E>) => Promise<A>;
  /** Where each file is stored and as which type, from its first bytes, before the rest arrives. */
  place: (file: IncomingFile, authorized: A) => FilePlace;
  /** Runs once every file is stored; if it fails, the stored files are removed. */
  handler: (context: HandlerContext<E>, authorized: A) => Answer<E>;
  options?: ExtraRouteOptions;
}

/** An endpoint that takes files: its access is checked first, then its files stream into the storage. */
export function upload<E extends EndpointSpec, A = undefined>({ authorize, place, handler, options = {} }: Upload<E, A>): WithOptions<E> {
  return {
    handler: handler as Handler<E>,
    options,
    upload: {
      authorize: (authorize ?? (async () => undefined)) as UploadSteps['authorize'],
      place: place as UploadSteps['place'],
    },
  };
}

/** An area's endpoints, as the contract lists them (`todoEndpoints`, …). */
export type EndpointGroup = Record<string, EndpointSpec>;

/** The code that answers each endpoint of a group, by the endpoint's name in the group. */
export type AreaHandlers<G extends EndpointGroup> = { [K in keyof G]: Handler<G[K]> | WithOptions<G[K]> };

/**
 * Some of a group's handlers, typed by their endpoints (an area may answer its group from more
 * than one module); `implementArea` then takes them whole.
 */
export function handlersFor<G extends EndpointGroup, K extends keyof G>(
  _group: G,
  handlers: { [P in K]: AreaHandlers<G>[P] },
): { [P in K]: AreaHandlers<G>[P] } {
  return handlers;
}

/**
 * Every endpoint of a group with its handler: leaving one out does not compile, so an area cannot
 * ship an endpoint its contract promises and the server does not answer.
 */
export function implementArea<G extends EndpointGroup>(group: G, handlers: AreaHandlers<G>): Implementation[] {
  return Object.entries(group).map(([name, endpoint]) => {
    const given = handlers[name as keyof G] as Handler<EndpointSpec> | WithOptions<EndpointSpec>;
    if (!given) throw new Error(`No handler for ${endpoint.method} ${endpoint.path} (${name})`);
    return typeof given === 'function'
      ? implement(endpoint, given)
      : { ...implement(endpoint, given.handler, given.options), upload: given.upload };
  });
}

/** Pairs an endpoint of the contract with the code that answers it. */
export function implement<E extends EndpointSpec>(endpoint: E, handler: Handler<E>, options: ExtraRouteOptions = {}): Implementation {
  return { endpoint, handler: handler as unknown as Handler<EndpointSpec>, options };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route under /api/ must say (see access.ts). */
    access?: Access;
  }
}

/** A single-file field gives its one file; a list field gives its list. */
function filesAsDeclared(declared: Record<string, FileField>, received: Record<string, StoredFile[]>) {
  return Object.fromEntries(
    Object.entries(received).map(([name, list]) => [name, declared[name]?.maxCount === undefined ? list[0] : list] as const),
  ) as Record<string, StoredFile | StoredFile[]>;
}

/** The body as the contract declares it: JSON and form fields as validated, a multipart form read with its files stored. */
async function readBody(request: FastifyRequest, body: EndpointSpec['body'], uploads: UploadBatch) {
  if (body?.kind !== 'multipart') return { body: (body ? request.body : undefined) as never, files: {} as never };
  if (body.acceptsJson && !request.isMultipart())
    return { body: parseFields(body.fields, request.body ?? {}) as never, files: {} as never };
  const form = await readMultipart(request, body.files, uploads);
  return { body: parseFields(body.fields, form.fields) as never, files: filesAsDeclared(body.files, form.files) as never };
}

const takesFiles = (body: EndpointSpec['body']) => body?.kind === 'multipart' && Object.keys(body.files).length > 0;

/**
 * Registers each implementation as a Fastify route at its path and every alias, with the
 * contract's schemas: params, query and JSON bodies are validated (and coerced) before the handler
 * runs, and the answer is serialised through the response schema, so it can carry no field the
 * schema does not name.
 */
export function registerEndpoints(app: FastifyInstance, implementations: readonly Implementation[]): void {
  for (const { endpoint, handler, options, upload: uploadSteps } of implementations) {
    const body = endpoint.body;
    const status = endpoint.status ?? 200;
    if (takesFiles(body) && !uploadSteps) {
      throw new Error(`${endpoint.method} ${endpoint.path} takes files: implement it with upload() to say where they are stored`);
    }
    for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      app.route({
        ...options,
        method: endpoint.method,
        url,
        config: { ...options.config, access: endpoint.access, takesBody: body !== undefined },
        schema: {
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(body?.kind === 'json' || body?.kind === 'form' ? { body: body.schema } : {}),
          response: { [status]: endpoint.response },
        },
        handler: async (request, reply) => {
          const known: BeforeBodyContext<EndpointSpec> = {
            params: request.params as never,
            query: request.query as never,
            user: (endpoint.access === 'public' ? null : currentUser(request)) as never,
            db: app.db,
            config: app.config,
            request,
            reply,
          };
          const authorized = await uploadSteps?.authorize(known);
          const uploads = new UploadBatch(app.storage, (file) => {
            if (!uploadSteps) throw fieldError(file.field, 'unexpected_file');
            return uploadSteps.place(file, authorized);
          });
          let answer: unknown;
          try {
            answer = await handler({ ...known, ...(await readBody(request, body, uploads)) }, authorized);
          } catch (error) {
            await uploads.discard();
            throw error;
          }
          // A handler that sent the answer itself (a file) returns the reply, which is a thenable:
          // awaiting it waits for the sending to end, so the reply being sent is the sign.
          if (answer === reply || reply.sent) return reply;
          // Answers are about one signed-in person (tokens, their data): no cache may keep them.
          return reply.status(status).header('cache-control', 'no-store').send(answer);
        },
      });
    }
  }
}
