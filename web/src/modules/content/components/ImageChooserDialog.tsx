import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  IMAGE_QUERY_MAX,
  IMAGE_QUICK_SEARCHES,
  IMAGE_SOURCE_NAMES,
  type ImageSource,
} from '@vdp/shared/content/images.constants';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Tabs } from '../../../components/ui/Tabs';
import { ImageSourcesDocument } from '../graphql/ImageSources.generated';
import type { MessageId } from '../../../i18n/messages';
import { ImageUploadPanel } from './ImageUploadPanel';
import { StockImageResults, type ChosenImage } from './StockImageResults';
import { Chips, Footer, Notice, SearchRow } from './imageChooser.styles';

type ChooserTab = ImageSource | 'upload';
/** The chips search these English words (what both sources index best) and show them in the editor's language. */
const QUICK_LABELS: Record<(typeof IMAGE_QUICK_SEARCHES)[number], MessageId> = {
  'car donation': 'content.images.quick.carDonation',
  charity: 'content.images.quick.charity',
  vehicle: 'content.images.quick.vehicle',
  'helping hands': 'content.images.quick.helpingHands',
  community: 'content.images.quick.community',
};

/** A stock source's panel: the results of the dialog's search, or why there are none. */
function SourcePanel(props: { source: ImageSource; configured: boolean | undefined; query: string } & SelectionProps) {
  const { source, configured, query, selectedUrl, onSelect } = props;
  if (configured === false)
    return (
      <Notice role="status">
        <FormattedMessage id="content.images.notConfigured" values={{ source: IMAGE_SOURCE_NAMES[source] }} />
      </Notice>
    );
  if (query === '' || configured === undefined)
    return (
      <Notice>
        <FormattedMessage id="content.images.start" />
      </Notice>
    );
  return (
    <StockImageResults
      key={query}
      source={source}
      sourceName={IMAGE_SOURCE_NAMES[source]}
      query={query}
      selectedUrl={selectedUrl}
      onSelect={onSelect}
    />
  );
}

interface SelectionProps {
  selectedUrl: string | null;
  onSelect: (image: ChosenImage) => void;
}

/**
 * The featured-image dialog (spec 001 §2): keyword search with quick chips, Pixabay and Pexels
 * tabs searched through the api, 24 a page, "No Images Found", and an upload tab (issue 11 §7).
 */
export function ImageChooserDialog({ onChoose, onClose }: { onChoose: (image: ChosenImage) => void; onClose: () => void }) {
  const intl = useIntl();
  const sources = useQuery(ImageSourcesDocument);
  const [tab, setTab] = useState<ChooserTab>('pixabay');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ChosenImage | null>(null);
  const configured = (source: ImageSource) =>
    sources.data?.imageSources.find((status) => status.source === source)?.configured ?? (sources.error ? true : undefined);

  const search = (words: string) => {
    setText(words);
    setQuery(words.trim());
    if (tab === 'upload') setTab('pixabay');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const selection = { selectedUrl: selected?.url ?? null, onSelect: setSelected };
  const sourceTab = (source: ImageSource) => ({
    key: source,
    label: IMAGE_SOURCE_NAMES[source],
    content: <SourcePanel source={source} configured={configured(source)} query={query} {...selection} />,
  });

  return (
    <Dialog wide title={<FormattedMessage id="content.images.title" />} onClose={onClose}>
      <SearchRow role="search" onSubmit={onSubmit}>
        <input
          type="search"
          value={text}
          maxLength={IMAGE_QUERY_MAX}
          aria-label={intl.formatMessage({ id: 'content.images.searchLabel' })}
          placeholder={intl.formatMessage({ id: 'content.images.searchPlaceholder' })}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          <FormattedMessage id="content.images.search" />
        </Button>
      </SearchRow>
      <Chips aria-label={intl.formatMessage({ id: 'content.images.quick' })} role="group">
        {IMAGE_QUICK_SEARCHES.map((words) => (
          <Button
            key={words}
            type="button"
            $variant="outline"
            $size="sm"
            aria-pressed={query === words}
            onClick={() => search(words)}
          >
            <FormattedMessage id={QUICK_LABELS[words]} />
          </Button>
        ))}
      </Chips>
      <Tabs
        label={intl.formatMessage({ id: 'content.images.sources' })}
        active={tab}
        onChange={setTab}
        tabs={[
          sourceTab('pixabay'),
          sourceTab('pexels'),
          {
            key: 'upload',
            label: <FormattedMessage id="content.images.upload" />,
            content: <ImageUploadPanel onUploaded={setSelected} />,
          },
        ]}
      />
      <Footer>
        <Button type="button" $variant="outline" onClick={onClose}>
          <FormattedMessage id="ui.confirm.cancel" />
        </Button>
        <Button type="button" disabled={!selected} onClick={() => selected && onChoose(selected)}>
          <FormattedMessage id="content.images.use" />
        </Button>
      </Footer>
    </Dialog>
  );
}
