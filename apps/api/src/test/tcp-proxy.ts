import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of the database, so a test can make the
 * database unreachable (stop) and reachable again (start) on the same port
 * without touching the server itself.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  private readonly targetHost: string;
  private readonly targetPort: number;

  constructor(targetHost: string, targetPort: number) {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
  }

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        // Without it, Nagle's algorithm holds the second small write of a query (Bind after
        // Parse) until the peer's delayed ACK, about 40 ms: every parameterised query waited that long.
        socket.setNoDelay(true);
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones, as a crashed server would. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
