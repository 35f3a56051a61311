import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * Visitors from several client networks on one machine, for real browsers. A browser cannot choose
 * the address it connects from, and a connection to any 127/8 address leaves from 127.0.0.1, so
 * each network is a TCP relay: it listens on 127.<n>.0.1:<port> and opens its connection to the
 * twin from 127.<n>.0.1 (every 127/8 address is loopback on Linux). The twin then sees what
 * CloudFront would tell the API: each browser's requests from its own /16, as the functions count
 * client networks. A browser of network n uses http://127.<n>.0.1:<port>.
 */
export interface ClientNetworks {
  origin(network: number): string;
  close(): Promise<void>;
}

export async function startClientNetworks(target: string, networks: readonly number[], port: number): Promise<ClientNetworks> {
  const { hostname, port: targetPort } = new URL(target);
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  try {
    for (const network of networks) {
      const address = `127.${network}.0.1`;
      const server = createServer((socket) => {
        const upstream = connect({ host: hostname, port: Number(targetPort), localAddress: address });
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
        }
        socket.pipe(upstream).pipe(socket);
        // A browser closing a connection, or the twin closing at the end, ends both sides.
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, address, () => resolve());
      });
      servers.push(server);
    }
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
  return {
    origin: (network) => `http://127.${network}.0.1:${port}`,
    close: async () => {
      const closed = Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      // Browsers keep connections alive: a server closes once its connections have.
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
