import { createServer } from 'node:net';

/** Resolves with `preferred` if it can be bound on loopback, otherwise with a free port the OS picks. */
export async function availablePort(preferred = 0): Promise<number> {
  try {
    return await bindAndRelease(preferred);
  } catch {
    return bindAndRelease(0);
  }
}

function bindAndRelease(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(bound));
    });
  });
}
