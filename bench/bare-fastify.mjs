// The yardstick of bench/translate.mjs: a bare Fastify app with one JSON POST route that parses the body and
// answers a translate-sized JSON object, nothing else. Run as its own process (like the real server), it
// prints its URL on stdout once listening. Usage: node bench/bare-fastify.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = {
  translation: 'that party was fire fr, no cap',
  explanation: 'fire = great; no cap = no lie',
  engine: 'cache',
};
// With BARE_ANSWER (JSON: {headers, body}) it answers those very headers and bytes instead — the server's own cache
// hit, captured by bench/translate.mjs — so that what the answer's size costs shows apart from the server's work.
const fixed = process.env.BARE_ANSWER ? JSON.parse(process.env.BARE_ANSWER) : undefined;
app.post('/api/translate', async (request, reply) => {
  // Touch the body as a route would, so parsing is not optimised away.
  if (typeof request.body !== 'object' || request.body === null) throw new Error('no body');
  if (!fixed) return answer;
  reply.headers(fixed.headers);
  return fixed.body;
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
