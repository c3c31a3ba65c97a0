import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB, uploadImage } from '../imageChooser';
import type { ChosenImage } from './StockImageResults';
import { Notice, UploadPreview } from './imageChooser.styles';

/** Upload from the computer (issue 11 §7): the api checks the type from the bytes and keeps the file. */
export function ImageUploadPanel({ onUploaded }: { onUploaded: (image: ChosenImage) => void }) {
  const intl = useIntl();
  const inputId = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null; url: string | null }>({
    busy: false,
    error: null,
    url: null,
  });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setState({ busy: true, error: null, url: null });
    const outcome = await uploadImage(file);
    if ('url' in outcome) {
      setState({ busy: false, error: null, url: outcome.url });
      onUploaded({ url: outcome.url, alt: file.name.replace(/\.[a-z0-9]+$/i, '') });
      return;
    }
    const error = outcome.tooLarge
      ? intl.formatMessage({ id: 'content.images.uploadTooLarge' }, { max: UPLOAD_MAX_MB })
      : (outcome.error ?? intl.formatMessage({ id: 'content.images.uploadFailed' }));
    setState({ busy: false, error, url: null });
  };

  return (
    <div>
      <label htmlFor={inputId}>
        <FormattedMessage id="content.images.uploadLabel" />
      </label>
      <p>
        <FormattedMessage id="content.images.uploadHint" values={{ max: UPLOAD_MAX_MB }} />
      </p>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={state.busy}
        aria-describedby={state.error ? `${inputId}-error` : undefined}
        onChange={(event) => void onChange(event)}
      />
      {state.busy && (
        <p role="status">
          <FormattedMessage id="content.images.uploading" />
        </p>
      )}
      {state.error && (
        <Notice id={`${inputId}-error`} role="alert">
          {state.error}
        </Notice>
      )}
      {state.url && <UploadPreview src={state.url} alt={intl.formatMessage({ id: 'content.images.uploaded' })} />}
    </div>
  );
}
