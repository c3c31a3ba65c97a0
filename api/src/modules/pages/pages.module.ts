import { defineModule } from '../../core/module';
import { Page } from './page.entity';

/** Content pages' table (spec 001 §3 pages); its doors come with the content issue. */
export const pagesModule = defineModule({
  name: 'pages',
  entities: [Page],
  resolvers: [],
  create: () => ({}),
});
