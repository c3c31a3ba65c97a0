import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { PAGE_SIZE, type PageArgs } from '@vdp/shared/paging/page-args';
import type { Connection, Edge, PageInfo } from '../core/keyset';

/**
 * The GraphQL Cursor Connections shapes (issue 14 §2, ADR 19): one PageInfo type and one set of
 * page arguments for every list; `connectionTypes` makes a list's `XEdge` and `XConnection`.
 */

@ObjectType('PageInfo', { description: 'Where a page sits in its list (GraphQL Cursor Connections).' })
export class PageInfoView implements PageInfo {
  @Field(() => Boolean, { description: 'More rows follow this page (pass endCursor as `after`).' })
  hasNextPage!: boolean;
  @Field(() => Boolean, {
    description:
      'More rows come before this page (pass startCursor as `before`); forward, true when the page started after a cursor.',
  })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: 'The first edge’s cursor; null for an empty page.' })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: 'The last edge’s cursor; null for an empty page.' })
  endCursor!: string | null;
}

@ArgsType()
export class PageArgsInput implements PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Rows after \`after\` (${PAGE_SIZE.min}-${PAGE_SIZE.max}; ${PAGE_SIZE.default} when neither first nor last is given).`,
  })
  first!: number | null;
  @Field(() => String, { nullable: true, description: 'A cursor this list gave (an edge’s cursor or pageInfo.endCursor).' })
  after!: string | null;
  @Field(() => Int, { nullable: true, description: `Rows before \`before\`, counting back (${PAGE_SIZE.min}-${PAGE_SIZE.max}).` })
  last!: number | null;
  @Field(() => String, { nullable: true, description: 'A cursor this list gave (pageInfo.startCursor to go back a page).' })
  before!: string | null;
}

/** A list's `${name}Edge` and `${name}Connection` types around its node type. */
export function connectionTypes<Node extends object>(
  name: string,
  node: ClassType<Node>,
  options: { description: string; totalCount?: string },
): ClassType<Connection<Node>> {
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor.` })
  class EdgeView implements Edge<Node> {
    @Field(() => String, { description: 'Pass as `after` for the rows after this one, or as `before` for those before it.' })
    cursor!: string;
    @Field(() => node, { description: 'The row.' })
    node!: Node;
  }

  @ObjectType(`${name}Connection`, { description: options.description })
  class ConnectionView implements Connection<Node> {
    @Field(() => [EdgeView], { description: 'The rows of this page, in the list’s order.' })
    edges!: Edge<Node>[];
    @Field(() => PageInfoView, { description: 'Whether more rows follow or come before, and the cursors to reach them.' })
    pageInfo!: PageInfo;
    @Field(() => Int, {
      nullable: true,
      description: options.totalCount ?? 'Rows in the whole list with these filters; null where counting would cost a scan.',
    })
    totalCount?: number | null;
  }
  return ConnectionView;
}
