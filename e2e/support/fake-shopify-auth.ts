// The Shopify auth service for the end-to-end run, answering GET /public/session/verify with the
// shapes of ADR 0016. A token is accepted when its signature part is 'valid': its payload's `dest`
// names the shop and `app` the app (default sellerSync). Anything else is refused as the real
// service would refuse a bad signature. Started by Playwright as a web server beside the app.
import { createServer } from 'node:http';
import { SHOPIFY_AUTH } from './ports.ts';

const expected = `Basic ${Buffer.from(`${SHOPIFY_AUTH.clientId}:${SHOPIFY_AUTH.clientSecret}`).toString('base64')}`;

createServer((request, response) => {
  const url = new URL(request.url ?? '/', SHOPIFY_AUTH.url);
  const answer = (status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return answer(200, { ok: true });
  if (url.pathname !== '/public/session/verify') return answer(404, { message: 'not found' });
  if (request.headers.authorization !== expected) return answer(403, { message: 'unknown client' });
  const [, payload, signature] = (url.searchParams.get('jwt') ?? '').split('.');
  if (signature !== 'valid' || !payload) return answer(401, { valid: false, error: 'invalid signature' });
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { dest?: string; app?: string };
  answer(200, { valid: true, app: claims.app ?? 'sellerSync', shop: new URL(claims.dest ?? '').host });
}).listen(SHOPIFY_AUTH.port, '127.0.0.1');
