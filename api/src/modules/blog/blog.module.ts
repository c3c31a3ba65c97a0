import { defineModule } from '../../core/module';
import { RestRoutes } from '../../rest/rest-routes';
import type { Core } from '../../core/module';
import { WriteBehindCounts } from '../../core/write-behind-counts';
import { aiProviderConfig, ClientForConfig } from '../../core/ai-provider-config';
import type { PageService } from '../pages/page.service';
import { blogRoutes } from './blog.rest';
import { blogWeb } from './blog.web';
import { Category } from './category.entity';
import { CategoryResolver } from './category.resolver';
import { CategoryService } from './category.service';
import { OpenAiDraftWriter } from './post-draft-writer';
import { PostDraftResolver } from './post-draft.resolver';
import { postDraftRoutes } from './post-draft.rest';
import { PostDraftService } from './post-draft.service';
import { LIST_CACHE_TTL_MS, PostReads } from './post-reads';
import { PostTag } from './post-tag.entity';
import { Post } from './post.entity';
import { PostResolver } from './post.resolver';
import { PostService } from './post.service';
import { ADD_VIEWS_SQL } from './post.sql';
import { Tag } from './tag.entity';
import { POSTS_CHANGED } from './blog.events';

/** How often counted post views are written (one statement for all). */
export const VIEW_FLUSH_MS = 1_000;

/** The blog (spec 000 §2.13, spec 001 §2): posts, categories, tags; the feed and the sitemap. */
export const blogModule = defineModule({
  name: 'blog',
  entities: [Category, Tag, Post, PostTag],
  resolvers: [PostResolver, CategoryResolver, PostDraftResolver],
  routes: (services) => RestRoutes.concat(blogRoutes(services), postDraftRoutes(services)),
  // view counts in kept answers lag as the kept pages' do; each kept blogPost read still counts its view
  keptQueries: ({ postReads }) => ({
    blogPosts: { clearedBy: [POSTS_CHANGED], ttlMs: LIST_CACHE_TTL_MS },
    blogPost: {
      clearedBy: [POSTS_CHANGED],
      ttlMs: LIST_CACHE_TTL_MS,
      eachRead: ({ slug }) => typeof slug === 'string' && postReads.countView(slug),
    },
    categories: { clearedBy: [POSTS_CHANGED] },
  }),
  web: blogWeb,
  create: ({ orm, env, events, transactions, pages, audit, settings }: Core & { pages: PageService }) => {
    // the AI provider of the settings (integrations.openai_*), else OPENAI_*; one writer per configuration
    const writers = new ClientForConfig((config) => new OpenAiDraftWriter(config.apiKey, config.baseUrl, config.model));
    const views = new WriteBehindCounts<number>(async (increments) => {
      const rows = increments.map(({ key, n }) => ({ id: key, n }));
      await orm.em
        .fork()
        .getConnection()
        .execute(ADD_VIEWS_SQL, [JSON.stringify(rows)]);
    }, VIEW_FLUSH_MS);
    const postReads = new PostReads(views, events);
    return {
      orm,
      publicUrl: env.publicUrl,
      pages,
      views,
      postReads,
      posts: new PostService(transactions, postReads, audit),
      categories: new CategoryService(postReads, transactions, audit),
      // the chat's provider; without a key there is none (the built-in assistant does not write posts)
      drafts: new PostDraftService(async () => {
        const config = await aiProviderConfig(settings, env);
        return config.apiKey ? writers.get({ ...config, apiKey: config.apiKey }) : null;
      }),
    };
  },
  stop: ({ views }) => views.close(),
});
