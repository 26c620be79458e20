/** Bench baseline: a default Express 5 app with one route sending a buffer from memory. */
import express from 'express';

const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 20 }, (_, i) => ({ id: i, slug: `style-${i}` })) }));
const app = express();
app.get('/api/styles/:slug', (_req, res) => {
  res.type('application/json').send(body);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
