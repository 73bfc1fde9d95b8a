import { EventEmitter, once } from 'node:events';
import net from 'node:net';

/**
 * - `pass`: bytes go both ways, as if the proxy were not there.
 * - `reset`: every open connection is reset (TCP RST), and so is every new one at once: a
 *   database that crashed or a network that dropped the connections.
 * - `silent`: connections are accepted and kept, and nothing is forwarded either way: a
 *   database or network that stopped answering (a black hole).
 */
type ProxyMode = 'pass' | 'reset' | 'silent';

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  /** Held in silence: its byte stream is broken, so it is reset when the mode changes. */
  silenced: boolean;
}

/**
 * A TCP proxy the test controls, between the app and a real server (PostgreSQL), to make the
 * faults a test needs without stopping the server others use.
 */
export class TcpProxy {
  private readonly links = new Set<Link>();
  private readonly events = new EventEmitter();
  private mode: ProxyMode = 'pass';

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {
    server.on('connection', (client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = net.createServer();
    const proxy = new TcpProxy(server, target);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** The same URL with its host and port replaced by the proxy's (user, password, path kept). */
  urlFor(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  setMode(mode: ProxyMode): void {
    const previous = this.mode;
    this.mode = mode;
    for (const link of [...this.links]) {
      if (mode === 'reset' || (previous === 'silent' && link.silenced)) this.reset(link);
      else if (mode === 'silent') this.silence(link);
    }
  }

  /** Resolves when bytes next arrive from the app and are swallowed (silent mode). */
  swallowed(): Promise<unknown> {
    return once(this.events, 'swallowed');
  }

  async close(): Promise<void> {
    for (const link of [...this.links]) this.reset(link);
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: net.Socket): void {
    client.on('error', () => {});
    if (this.mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, silenced: false };
    this.links.add(link);
    client.on('close', () => this.drop(link));
    if (this.mode === 'silent') return this.silence(link);
    const upstream = net.connect(this.target);
    link.upstream = upstream;
    upstream.on('error', () => {});
    upstream.on('close', () => this.drop(link));
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private silence(link: Link): void {
    if (link.silenced) return;
    link.silenced = true;
    link.client.unpipe();
    link.upstream?.unpipe();
    // Whatever either side sends from now on goes nowhere (unpiped streams are paused: a
    // 'data' listener alone would not read them again).
    link.upstream?.on('data', () => {}).resume();
    link.client.on('data', () => this.events.emit('swallowed')).resume();
  }

  private reset(link: Link): void {
    this.links.delete(link);
    if (!link.client.destroyed) link.client.resetAndDestroy();
    link.upstream?.destroy();
  }

  private drop(link: Link): void {
    if (!this.links.delete(link)) return;
    link.client.destroy();
    link.upstream?.destroy();
  }
}
