/**
 * The reference server of `npm run bench:publish` (bench/publish.ts): a bare Fastify answering
 * every GET with the same bytes and headers, read once from a file, with no database, routing or
 * compression work — the ceiling for serving a rendered page on this machine.
 *
 * `node --import tsx bench/bytes-server.ts <port> <file> <headers.json>`; prints `listening` when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [portText, file, headersFile] = process.argv.slice(2);
const body = readFileSync(file);
const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(portText) });
console.log('listening');
