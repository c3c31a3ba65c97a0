import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ImageSource } from '@vdp/shared/content/images.constants';
import type { ImageSourceStatus } from './image-search.service';
import type { StockImage, StockImagePage } from './stock-image-sources';

@ObjectType('StockImage', { description: 'A stock-image search result (spec 001 §3 image search result).' })
export class StockImageType implements StockImage {
  @Field(() => ID, { description: 'The image’s id on its source (unique per source).' }) id!: string;
  @Field(() => String, { description: 'The image to use (about 1280 px wide).' }) url!: string;
  @Field(() => String, { description: 'A small version for the result grid.' }) preview!: string;
  @Field(() => String, { description: 'Words describing it, comma-separated (a starting alt text); may be empty.' })
  tags!: string;
  @Field(() => String, { description: 'Who made it.' }) user!: string;
  @Field(() => String, { description: "The image's page on its source." }) pageUrl!: string;
  @Field(() => String, { description: 'pixabay or pexels.' }) source!: ImageSource;
}

@ObjectType('StockImagePage', { description: 'A page of stock-image results; as GET /api/images/search.' })
export class StockImagePageType implements StockImagePage {
  @Field(() => Int, { description: 'Results the source lets one page through for the query (not every match).' })
  total!: number;
  @Field(() => [StockImageType], { description: 'This page’s images (only those served over https).' })
  images!: StockImageType[];
}

@ObjectType('ImageSourceStatus', { description: 'Whether a stock-image source has its API key here.' })
export class ImageSourceStatusType implements ImageSourceStatus {
  @Field(() => String, { description: 'One of IMAGE_SOURCES (@vdp/shared/content/images.constants): pixabay or pexels.' })
  source!: ImageSource;
  @Field(() => Boolean, { description: 'Whether its key is set (in the settings or the environment): searches can use it.' })
  configured!: boolean;
}
