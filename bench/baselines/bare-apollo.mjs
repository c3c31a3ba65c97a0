// Bare Apollo Server 5 on Express 5, as Apollo’s documentation mounts it (express.json, expressMiddleware), with a
// one-field schema: the framework's own ceiling for `{ __typename }` (the public-reads benchmark).
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import http from 'node:http';

const port = Number(process.argv[2]);
const apollo = new ApolloServer({ typeDefs: 'type Query { ok: Boolean }', resolvers: { Query: { ok: () => true } } });
await apollo.start();
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.use('/graphql', express.json({ limit: '1mb' }), expressMiddleware(apollo));
http.createServer(app).listen(port, '127.0.0.1', () => process.send?.('ready'));
