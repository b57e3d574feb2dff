import { connect } from 'node:net';

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** How the connection ended, when it ended in an error after the answer arrived (`ECONNRESET`, `EPIPE`). */
  readonly connectionError?: string;
}

/**
 * Sends bytes exactly as given (any method, path, header or body, malformed on purpose) and reads the answer.
 * fetch and http.request refuse to send what a fuzzer needs to send, so this speaks HTTP/1.1 over a socket.
 */
export function rawRequest(
  port: number,
  request: { method: string; path: string; headers?: [string, string][]; body?: Buffer | string },
): Promise<RawResponse> {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  const headerLines = [
    ['host', `localhost:${port}`],
    ['connection', 'close'],
    ...(request.headers ?? []),
    ...(body.length > 0 ? [['content-length', String(body.length)]] : []),
  ].map(([name, value]) => `${name}: ${value}`);
  const head = Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n`, 'utf8');

  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${request.method} ${request.path}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that answers before reading a huge request may reset the connection; its answer still counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      chunks.length > 0
        ? resolve({ ...parseResponse(Buffer.concat(chunks)), connectionError: error.code ?? error.message })
        : reject(error),
    );
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))));
    // write, not end: browsers and proxies do not half-close a request, and Node's server may drop one that does.
    socket.write(Buffer.concat([head, body]));
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, headEnd < 0 ? raw.length : headEnd).toString('latin1');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = headEnd < 0 ? Buffer.alloc(0) : raw.subarray(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: body.toString('utf8') };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
