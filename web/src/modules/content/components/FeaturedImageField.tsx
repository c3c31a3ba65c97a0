import { useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import type { ContentValues } from '../contentForm';
import { ImageChooserDialog } from './ImageChooserDialog';

const ImagePreview = styled.img`
  max-width: 320px;
  max-height: 180px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Only addresses the sanitiser keeps are previewed: web images and uploads. */
const previewable = (url: string) => /^(https?:\/\/|\/uploads\/)/.test(url);

/** The featured image: chosen from stock images or uploaded (the dialog), or typed as an address. */
export function FeaturedImageField() {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<ContentValues>();
  const [choosing, setChoosing] = useState(false);
  const url = values.featuredImage.trim();
  return (
    <div>
      <TextField
        name="featuredImage"
        type="url"
        label={intl.formatMessage({ id: 'content.editor.featuredImage' })}
        inputMode="url"
      />
      <Row>
        {url !== '' && previewable(url) && (
          <ImagePreview src={url} alt={intl.formatMessage({ id: 'content.editor.featuredImagePreview' })} />
        )}
        <Button type="button" $variant="outline" onClick={() => setChoosing(true)}>
          <FormattedMessage id="content.images.choose" />
        </Button>
        {url !== '' && (
          <Button type="button" $variant="ghost" onClick={() => void setFieldValue('featuredImage', '')}>
            <FormattedMessage id="content.images.remove" />
          </Button>
        )}
      </Row>
      {choosing && (
        <ImageChooserDialog
          onClose={() => setChoosing(false)}
          onChoose={(image) => {
            void setFieldValue('featuredImage', image.url);
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}
