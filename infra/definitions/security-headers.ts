/**
 * The security headers (docs/architecture.md, "Sessions and security"), shared by the CloudFront response-headers policy and the local stack.
 * In cloud mode Paddle.js needs its hosts; locally the Paddle stand-in is same-origin, so none are listed.
 */
const PADDLE_HOSTS = {
  script: ['https://cdn.paddle.com'],
  frame: ['https://buy.paddle.com', 'https://sandbox-buy.paddle.com'],
  connect: ['https://*.paddle.com'],
};

export function contentSecurityPolicy(mode: 'local' | 'cloud'): string {
  const paddle = mode === 'cloud';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(paddle ? PADDLE_HOSTS.script : [])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(paddle ? PADDLE_HOSTS.connect : [])],
    'frame-src': paddle ? PADDLE_HOSTS.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const STRICT_TRANSPORT_SECURITY_SECONDS = 365 * 24 * 60 * 60;

/** Headers every page answer carries. HSTS is set by CloudFront only: it is meaningless over local http. */
export function securityHeaders(mode: 'local' | 'cloud'): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(mode),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}
