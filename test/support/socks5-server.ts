import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A minimal SOCKS5 server (RFC 1928 CONNECT, RFC 1929 user/password) for tests: no SOCKS5
 * server package is installed. It records the destinations it was asked for.
 */
export async function startSocks5Server(credentials: { user: string; password: string } | null = null) {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    let buffer = Buffer.alloc(0);
    let stage: 'greeting' | 'auth' | 'request' | 'piped' = 'greeting';
    const onData = (chunk: Buffer): void => {
      buffer = Buffer.concat([buffer, chunk]);
      if (stage === 'greeting' && buffer.length >= 2 && buffer.length >= 2 + buffer[1]!) {
        const methods = [...buffer.subarray(2, 2 + buffer[1]!)];
        buffer = buffer.subarray(2 + buffer[1]!);
        const wanted = credentials === null ? 0x00 : 0x02;
        if (!methods.includes(wanted)) return void client.end(Buffer.from([0x05, 0xff]));
        client.write(Buffer.from([0x05, wanted]));
        stage = credentials === null ? 'request' : 'auth';
      }
      if (stage === 'auth' && buffer.length >= 2) {
        const userLength = buffer[1]!;
        if (buffer.length < 3 + userLength || buffer.length < 3 + userLength + buffer[2 + userLength]!) return;
        const user = buffer.subarray(2, 2 + userLength).toString();
        const passwordLength = buffer[2 + userLength]!;
        const password = buffer.subarray(3 + userLength, 3 + userLength + passwordLength).toString();
        buffer = buffer.subarray(3 + userLength + passwordLength);
        const ok = user === credentials?.user && password === credentials.password;
        client.write(Buffer.from([0x01, ok ? 0x00 : 0x01]));
        if (!ok) return void client.end();
        stage = 'request';
      }
      if (stage === 'request' && buffer.length >= 5) {
        const type = buffer[3]!;
        const hostLength = type === 0x01 ? 4 : type === 0x04 ? 16 : 1 + buffer[4]!;
        if (buffer.length < 4 + hostLength + 2) return;
        const hostBytes = buffer.subarray(4, 4 + hostLength);
        const host = type === 0x01 ? [...hostBytes].join('.') : type === 0x03 ? hostBytes.subarray(1).toString() : hostBytes.toString('hex');
        const port = buffer.readUInt16BE(4 + hostLength);
        const rest = buffer.subarray(4 + hostLength + 2);
        seen.push(`${host}:${port}`);
        stage = 'piped';
        client.off('data', onData);
        const upstream = connect({ host, port }, () => {
          client.write(Buffer.from([0x05, 0x00, 0x00, 0x01, 0, 0, 0, 0, 0, 0]));
          if (rest.length > 0) upstream.write(rest);
          client.pipe(upstream).pipe(client);
        });
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.end(Buffer.from([0x05, 0x05, 0x00, 0x01, 0, 0, 0, 0, 0, 0])));
      }
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
