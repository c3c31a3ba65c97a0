import { defineModule } from '../../core/module';
import { Category } from './category.entity';
import { PostTag } from './post-tag.entity';
import { Post } from './post.entity';
import { Tag } from './tag.entity';

/** The blog's tables (spec 001 §3 posts, categories, tags, post_tags); its doors come with the content issue. */
export const blogModule = defineModule({
  name: 'blog',
  entities: [Category, Tag, Post, PostTag],
  resolvers: [],
  create: () => ({}),
});
