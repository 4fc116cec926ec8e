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
app.post('/api/translate', async (request) => {
  // Touch the body as a route would, so parsing is not optimised away.
  if (typeof request.body !== 'object' || request.body === null) throw new Error('no body');
  return answer;
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
