import { Entity, ManyToOne, PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Post } from './post.entity';
import { Tag } from './tag.entity';

/** post_tags: the pivot linking posts to tags (spec 001 §3); rows go with either side. */
@Entity({ tableName: 'post_tags' })
export class PostTag {
  [PrimaryKeyProp]?: ['post', 'tag'];

  @ManyToOne(() => Post, { ref: true, primary: true, deleteRule: 'cascade' })
  post!: Ref<Post>;

  @ManyToOne(() => Tag, { ref: true, primary: true, deleteRule: 'cascade', index: true })
  tag!: Ref<Tag>;
}
