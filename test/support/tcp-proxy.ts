import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server, so a test can cut the connection (an outage) and
 * restore it on the same port without touching the real server.
 */
export class TcpProxy {
  readonly #targetPort: number;
  readonly #targetHost: string;
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;

  constructor(targetHost: string, targetPort: number) {
    this.#targetHost = targetHost;
    this.#targetPort = targetPort;
  }

  async start(port = 0): Promise<number> {
    const server = createServer((client) => {
      const upstream = connect(this.#targetPort, this.#targetHost);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  /** Drops every connection and stops listening: the server looks down. */
  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
