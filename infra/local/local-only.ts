import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who may use the local stack's controls (`/api/local/*`: fault injection, the mailbox, the stand-ins' secrets,
 * jobs) and the hosted-UI stand-in: a developer's own tools and the shop's own pages, never another web page or
 * another machine (ADR 251, ADR 500).
 *
 * - Another machine reaches the shop when it listens beyond loopback (`HOST=0.0.0.0`) and may send any `Host` it
 *   likes: the socket's remote address must be a loopback address too.
 * - DNS rebinding points a name the attacker owns at 127.0.0.1, so the browser sends that name as `Host`: only a
 *   loopback name is accepted (`localhost`, `127.0.0.0/8`, `[::1]`, any port).
 * - A cross-site form or fetch carries the attacker's `Origin`: only an absent Origin (curl, Node, a navigation) or
 *   the request's own origin (the shop's local test payment page) is accepted; `Sec-Fetch-Site: cross-site` is
 *   refused too, for the navigations and GETs that carry no Origin.
 */
export interface LocalOnlyRefusal {
  readonly status: 403;
  readonly code: 'LOCAL_ADDRESS_REQUIRED' | 'LOCAL_HOST_REQUIRED' | 'CROSS_SITE_REQUEST';
  readonly message: string;
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|\[::1\])(?::\d{1,5})?$/i;

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/** `127.0.0.0/8` and `::1`, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports IPv4). */
const LOOPBACK_ADDRESS = /^(?:::ffff:)?127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$|^::1$/i;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK_ADDRESS.test(address);
}

/**
 * Why a request may not use a local control, or undefined when it may. `remoteAddress` is the socket's
 * (`request.socket.remoteAddress`): the Host header is the client's to choose, the address it connects from is not.
 */
export function localOnlyRefusal(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
): LocalOnlyRefusal | undefined {
  if (!isLoopbackAddress(remoteAddress)) {
    return {
      status: 403,
      code: 'LOCAL_ADDRESS_REQUIRED',
      message: 'Local controls answer only requests from this machine (a loopback address).',
    };
  }
  const host = headers.host;
  if (!isLoopbackHost(host)) {
    return {
      status: 403,
      code: 'LOCAL_HOST_REQUIRED',
      message: 'Local controls answer only requests addressed to localhost, 127.0.0.1 or [::1].',
    };
  }
  const origin = headers.origin;
  const crossSite =
    (origin !== undefined && origin.toLowerCase() !== `http://${host!.toLowerCase()}`) ||
    headers['sec-fetch-site'] === 'cross-site';
  if (crossSite) {
    return {
      status: 403,
      code: 'CROSS_SITE_REQUEST',
      message: 'Local controls do not answer requests from another site.',
    };
  }
  return undefined;
}
