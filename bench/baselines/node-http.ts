/** Bench baseline: Node's http module answering one buffer from memory, nothing else. */
import http from 'node:http';

const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 20 }, (_, i) => ({ id: i, slug: `style-${i}` })) }));
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
