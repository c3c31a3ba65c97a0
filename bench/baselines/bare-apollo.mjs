// Bare Apollo Server 5 on node:http, as the api serves GraphQL over HTTP (ADR 35): the body read
// and parsed, Apollo's executeHTTPGraphQLRequest, its answer written; a one-field schema. The
// framework's own ceiling for `{ __typename }` (the public-reads benchmark).
import { ApolloServer, HeaderMap } from '@apollo/server';
import http from 'node:http';

const port = Number(process.argv[2]);
const apollo = new ApolloServer({ typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } });
await apollo.start();

http
  .createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method ?? 'GET',
        headers,
        search: queryAt < 0 ? '' : url.slice(queryAt),
        body: text ? JSON.parse(text) : undefined,
      },
      context: async () => ({}),
    });
    res.statusCode = response.status ?? 200;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.end(response.body.kind === 'complete' ? response.body.string : '');
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
