import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { Page } from './page.entity';
import { PageResolver } from './page.resolver';
import { pageRoutes } from './page.rest';
import { PageService } from './page.service';
import { pageWeb } from './page.web';

/** Content pages (spec 000 §2.13, spec 001 §2 Pages management), public at /pages/{slug}. */
export const pagesModule = defineModule({
  name: 'pages',
  entities: [Page],
  resolvers: [PageResolver],
  routes: pageRoutes,
  web: pageWeb,
  create: ({ orm, env, transactions, audit }: Core) => ({
    orm,
    publicUrl: env.publicUrl,
    pages: new PageService(transactions, audit),
  }),
});
