import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMAGE_PAGE_SIZE, type ImageSource } from '@vdp/shared/content/images.constants';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { ImageSearchDocument } from '../graphql/ImageSearch.generated';
import { browsableTotal } from '../imageChooser';
import { Credit, Grid, ImageChoice, Notice, Placeholder } from './imageChooser.styles';

export interface ChosenImage {
  url: string;
  alt: string;
}

interface StockImageResultsProps {
  source: ImageSource;
  sourceName: string;
  query: string;
  selectedUrl: string | null;
  onSelect: (image: ChosenImage) => void;
}

/** One source's results for the dialog's search: 24 a page, selectable with the keyboard, credited. */
export function StockImageResults({ source, sourceName, query, selectedUrl, onSelect }: StockImageResultsProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ImageSearchDocument, { variables: { query, source, page } });

  useEffect(() => {
    if (error)
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.images.failed' }),
        description: intl.formatMessage({ id: 'content.images.failedText' }),
      });
  }, [error, intl, toast]);

  if (loading && !data)
    return (
      <Grid aria-busy="true" aria-label={intl.formatMessage({ id: 'content.images.loading' })}>
        {Array.from({ length: 8 }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </Grid>
    );
  if (error)
    return (
      <Notice role="alert">
        <p>
          <FormattedMessage id="content.images.failedText" />
        </p>
        <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()}>
          <FormattedMessage id="ui.retry" />
        </Button>
      </Notice>
    );
  const result = data?.imageSearch;
  if (!result || result.images.length === 0)
    return (
      <Notice role="status">
        <h3>
          <FormattedMessage id="content.images.none" />
        </h3>
        <p>
          <FormattedMessage id="content.images.noneText" values={{ query }} />
        </p>
      </Notice>
    );
  return (
    <>
      <Grid aria-label={intl.formatMessage({ id: 'content.images.results' }, { source: sourceName })}>
        {result.images.map((image) => (
          <li key={image.id}>
            <ImageChoice
              type="button"
              $selected={image.url === selectedUrl}
              aria-pressed={image.url === selectedUrl}
              onClick={() => onSelect({ url: image.url, alt: image.tags })}
            >
              <img src={image.preview} alt={image.tags || intl.formatMessage({ id: 'content.images.untitled' })} loading="lazy" />
            </ImageChoice>
            <Credit>
              <FormattedMessage id="content.images.credit" values={{ user: image.user, source: sourceName }} />
            </Credit>
          </li>
        ))}
      </Grid>
      <Pagination
        label={intl.formatMessage({ id: 'content.images.pages' })}
        page={page}
        pageSize={IMAGE_PAGE_SIZE}
        total={browsableTotal(result.total)}
        onPage={setPage}
      />
    </>
  );
}
