import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';

const chunksOf = new WeakMap<FastifyRequest, Buffer[]>();

/**
 * The body's bytes exactly as sent, for a route `keepRawBody` named: a signature is over the bytes,
 * and JSON read and written again is not the same bytes. Undefined when no body came.
 */
export function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  const chunks = chunksOf.get(request);
  return chunks ? Buffer.concat(chunks) : undefined;
}

/** Copies each chunk on its way to the body's parser, which still applies the body limit and its checks. */
const keepChunks: preParsingHookHandler = async (request, _reply, payload) => {
  const chunks: Buffer[] = [];
  chunksOf.set(request, chunks);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
  payload.on('error', (error) => tap.destroy(error));
  return payload.pipe(tap);
};

/**
 * Keeps the raw body of the route at `url` (the payment providers' webhook). Its contract declares
 * no body, since what it reads is not a form but signed bytes; the input guard is told it reads one,
 * so the parsed JSON still meets the guard's checks (NUL bytes, depth) instead of being refused.
 */
export function keepRawBody(app: FastifyInstance, url: string): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== url) return;
    route.config = { ...route.config, takesBody: true };
    const own = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [...own, keepChunks];
  });
}
