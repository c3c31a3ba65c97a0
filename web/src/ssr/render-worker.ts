import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  ExecutedOperation,
  FromRenderWorker,
  RenderWorkerData,
  ToRenderWorker,
} from '@vdp/shared/rendering/page-render-protocol';
import { isLocale } from '../i18n/locales';
import { renderPageWithData } from './entry-server';
import { fillPageTemplate } from './pageTemplate';

/**
 * The api's page-render worker (ADR 32): a worker thread of the api process, so rendering never
 * holds the api's event loop. It renders a page with its data when asked, the GraphQL operations
 * executed by the api (messages in @vdp/shared/rendering/page-render-protocol), into the page's
 * template written by the build.
 */
const port = parentPort;
if (!port) throw new Error('render-worker.js runs as a worker thread of the api');
const { webDist } = workerData as RenderWorkerData;
const prerendered = join(webDist, 'prerendered');

const send = (message: FromRenderWorker) => port.postMessage(message);

/** Operations waiting for the api's answer, by render id and operation number. */
const waiting = new Map<string, (result: ExecutedOperation) => void>();
let operations = 0;

function executeFor(id: number) {
  return (query: string, variables: Record<string, unknown>) =>
    new Promise<ExecutedOperation>((resolve) => {
      const operation = ++operations;
      waiting.set(`${id}:${operation}`, resolve);
      send({ type: 'execute', id, operation, query, variables });
    });
}

let routes: Promise<Array<{ path: string; name: string }>> | undefined;
const routeList = () =>
  (routes ??= readFile(join(prerendered, 'routes.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { routes: Array<{ path: string; name: string }> }).routes,
  ));

async function render(id: number, path: string, locale: string): Promise<string> {
  if (!isLocale(locale)) throw new Error(`no language ${locale}`);
  const route = (await routeList()).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} has no page template`);
  const template = await readFile(join(prerendered, locale, `${route.name}.template.html`), 'utf8');
  const page = await renderPageWithData(path, locale, executeFor(id));
  return fillPageTemplate(template, page);
}

port.on('message', (message: ToRenderWorker) => {
  if (message.type === 'executed') {
    const key = `${message.id}:${message.operation}`;
    waiting.get(key)?.(message.result);
    waiting.delete(key);
    return;
  }
  render(message.id, message.path, message.locale).then(
    (html) => send({ type: 'rendered', id: message.id, html }),
    (error: unknown) => send({ type: 'failed', id: message.id, message: describe(error) }),
  );
});

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
