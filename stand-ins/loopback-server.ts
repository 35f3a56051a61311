import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RequestListener = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;

/**
 * An HTTP server on 127.0.0.1 standing in for an outside API. `stop()` and `start()` take it
 * down and bring it back on the same port, as an outage would.
 */
export class LoopbackServer {
  #server: Server;
  #port = 0;

  constructor(listener: RequestListener) {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => void listener(req, Buffer.concat(chunks).toString('utf8'), res));
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<this> {
    if (this.#server.listening) return this;
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.#server.listening) return;
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
