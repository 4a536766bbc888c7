import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that can be frozen: connections stay open but nothing more
 * passes, as with a database host that is stopped (SIGSTOP), swapping, or dropping packets.
 */
export async function freezableRelay(target: URL) {
  let frozen = false;
  const sockets: Socket[] = [];
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    const relay = (from: Socket, to: Socket) => from.on('data', (chunk) => (frozen ? undefined : to.write(chunk)));
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
