import { Arg, Authorized, Int, Query, Resolver } from 'type-graphql';
import { imageSearchSchema } from '@vdp/shared/validation/image.schema';
import { parseInput } from '../../core/validation';
import type { ImageSearchService, ImageSourceStatus } from './image-search.service';
import { ImageSourceStatusType, StockImagePageType } from './image.types';
import type { StockImagePage } from './stock-image-sources';

@Resolver()
export class ImageResolver {
  constructor(private readonly services: { imageSearch: ImageSearchService }) {}

  @Authorized('content.manage')
  @Query(() => StockImagePageType, { description: 'Stock images for a featured image; as GET /api/images/search.' })
  imageSearch(
    @Arg('query', () => String, { description: 'What to look for: non-blank, up to IMAGE_QUERY_MAX (100) characters.' })
    query: string,
    @Arg('source', () => String, { nullable: true, description: 'One of IMAGE_SOURCES: pixabay (default) or pexels.' })
    source: string | null,
    @Arg('perPage', () => Int, { nullable: true, description: 'Results a page, 3 to 80 (default 24).' })
    perPage: number | null,
    @Arg('page', () => Int, { nullable: true, description: 'The page, 1-based, up to 100 (default 1).' })
    page: number | null,
  ): Promise<StockImagePage> {
    return this.services.imageSearch.search(parseInput(imageSearchSchema, { query, source, perPage, page }));
  }

  @Authorized('content.manage')
  @Query(() => [ImageSourceStatusType], { description: 'Which stock-image sources have their key; as GET /api/images/sources.' })
  imageSources(): Promise<ImageSourceStatus[]> {
    return this.services.imageSearch.sources();
  }
}
