import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The baseline: a bare node:http server answering every request with the same bytes our API sent (same
 * content-type and content-length, no compression). Usage: `node bare-server.ts <body-file> <content-type>`.
 * Prints `port <n>` once it listens on 127.0.0.1; ends on SIGTERM.
 */
const [bodyFile, contentType] = process.argv.slice(2);
if (!bodyFile || !contentType) {
  console.error('usage: node bare-server.ts <body-file> <content-type>');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`port ${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
