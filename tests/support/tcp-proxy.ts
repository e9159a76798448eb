/**
 * A TCP proxy a test controls, to play a database outage without touching the shared
 * PostgreSQL cluster: `down()` refuses new connections and cuts the open ones (the database
 * is gone), `blackhole()` keeps every connection open and accepts new ones but forwards nothing
 * either way (a database or network that hangs), `up()` forwards again (connections that went
 * through a blackhole are cut then, as a restarted database would).
 */
import net, { type AddressInfo } from 'node:net';

/** A running proxy: its port, the current mode and the switches. */
export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
  blackhole(): Promise<void>;
  close(): Promise<void>;
}

/** Starts forwarding 127.0.0.1:<random port> → `target` (host:port). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'blackhole' = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // Bytes are dropped while the proxy is a blackhole.
    client.on('data', (chunk) => mode === 'up' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'up' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async up() {
      if (mode === 'blackhole') cutAll();
      mode = 'up';
      if (!server.listening) await listen(port);
    },
    async down() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
    async blackhole() {
      mode = 'blackhole';
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
  };
}
