import type { z } from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `'public'` needs no access token; otherwise a list from the role table
 * (`ACCESS` in roles.ts), where an empty list admits every signed-in user.
 */
export type Access = 'public' | readonly Role[];

/** A file part of a multipart body: one file, or with `maxCount` a list of files sent under one name. */
export interface FileField {
  /** The largest size of each file. */
  maxBytes: number;
  maxCount?: number;
}

export type BodySpec =
  | { kind: 'json'; schema: z.ZodType }
  /** Form-encoded fields (Twilio's webhooks), checked like JSON. */
  | { kind: 'form'; schema: z.ZodType }
  | {
      kind: 'multipart';
      /** The text parts, as text: a repeated part arrives as a list. */
      fields: z.ZodType;
      files: Record<string, FileField>;
      /** The same fields may come as a JSON object instead, when there are no files to send. */
      acceptsJson?: boolean;
    };

/**
 * One API call, described once: the server registers its route from this (validation of params,
 * query and body, serialisation of the answer, the access check), and the web app's call
 * functions take their types and URL from it.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify-style path: `:name` marks a path parameter. */
  path: `/api/${string}`;
  /** Other spellings of the same call that the server also answers; clients use `path`. */
  aliases?: readonly `/api/${string}`[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: BodySpec;
  /** The success status; 200 unless given. */
  status?: 200 | 201;
  response: z.ZodType;
}

export const defineEndpoint = <const E extends EndpointSpec>(endpoint: E): E => endpoint;

export const jsonBody = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;

export const formBody = <S extends z.ZodType>(schema: S) => ({ kind: 'form', schema }) as const;

export const multipartBody = <S extends z.ZodType, F extends Record<string, FileField>>(
  fields: S,
  files: F,
  { acceptsJson = false }: { acceptsJson?: boolean } = {},
) => ({ kind: 'multipart', fields, files, acceptsJson }) as const;

/** What a handler or a caller holds for a file field: one file, or a list where the field takes several. */
export type FileValue<Field, One> = Field extends { maxCount: number } ? One[] : One;

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** Path parameters as a caller gives them. */
export type ParamsOf<E extends EndpointSpec> = E['params'] extends z.ZodType
  ? { [K in keyof Output<E['params']>]: string | number }
  : never;

/** The query as a caller gives it (before the server's defaults and coercions). */
export type QueryOf<E extends EndpointSpec> = Input<E['query']>;

/** The body as a caller gives it: JSON as the schema takes it; multipart fields plus its files. */
export type BodyOf<E extends EndpointSpec> = E['body'] extends { kind: 'json'; schema: infer S }
  ? Input<S>
  : E['body'] extends { kind: 'multipart'; fields: infer S; files: infer F }
    ? Input<S> & { [K in keyof F]?: FileValue<F[K], Blob> | null }
    : never;

/** What a call answers, as the client reads it. */
export type ResponseOf<E extends EndpointSpec> = Output<E['response']>;

type Slot<Key extends string, T, Required extends boolean> = [T] extends [never]
  ? {}
  : Required extends true
    ? { [K in Key]: T }
    : { [K in Key]?: T };

/** The input of a call: params when the path has some, query when it takes one, body when it has one. */
export type CallInput<E extends EndpointSpec> = Slot<'params', ParamsOf<E>, true> &
  Slot<'query', QueryOf<E>, false> &
  Slot<'body', BodyOf<E>, true>;

/** The URL path of a call, its `:name` parameters filled in (encoded). */
export function pathFor(endpoint: Pick<EndpointSpec, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
