import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CONTENT_LANGUAGES, CONTENT_LIMITS, POST_STATUSES } from '@vdp/shared/content/content.constants';
import { FieldError } from '../../../components/form/FieldError';
import { FieldGrid } from '../../../components/form/fieldStyles';
import { SelectField, type Option } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useFieldError } from '../../../components/form/useFieldError';
import { characterCount, slugAfterTitle, type ContentValues } from '../contentForm';
import { RichTextEditor } from './RichTextEditor';

const ImagePreview = styled.img`
  max-width: 320px;
  max-height: 180px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ $over, theme }) => ($over ? theme.colors.destructive : theme.colors.mutedForeground)};
  font-variant-numeric: tabular-nums;
`;

function CountHint({ value, max }: { value: string; max: number }) {
  const { count, over } = characterCount(value, max);
  return (
    <Counter $over={over} aria-live="polite">
      <FormattedMessage id="content.editor.counter" values={{ count, max }} />
    </Counter>
  );
}

/** The content field bound to Formik: the rich-text editor with the HTML and preview tabs. */
function ContentEditorField() {
  const intl = useIntl();
  const [field, , helpers] = useField<string>('content');
  const error = useFieldError('content');
  return (
    <div>
      <RichTextEditor
        label={intl.formatMessage({ id: 'content.editor.content' })}
        value={field.value}
        onChange={(html) => void helpers.setValue(html)}
        invalid={Boolean(error)}
        describedBy={error ? 'content-error' : undefined}
      />
      <FieldError id="content-error" error={error} />
    </div>
  );
}

interface ContentFieldsProps {
  isNew: boolean;
  /** The slug was typed by hand: the title no longer changes it. */
  slugEdited: boolean;
  onSlugEdited: () => void;
  /** Posts or pages of the other language (the translation select). */
  translationOptions: readonly Option[];
  /** Fields only posts or only pages have, shown beside status and language. */
  extra?: ReactNode;
}

/** What the post and page editors share (spec 001 §2): title, slug, excerpt, content, image, SEO, status, language. */
export function ContentFields({ isNew, slugEdited, onSlugEdited, translationOptions, extra }: ContentFieldsProps) {
  const intl = useIntl();
  const { values, setFieldValue, handleChange } = useFormikContext<ContentValues>();
  const label = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });

  return (
    <>
      <TextField
        name="title"
        label={label('content.editor.title')}
        required
        onChange={(event) => {
          handleChange(event);
          void setFieldValue('slug', slugAfterTitle(event.target.value, values.slug, { isNew, slugEdited }));
        }}
      />
      <TextField
        name="slug"
        label={label('content.editor.slug')}
        hint={<FormattedMessage id="content.editor.slugHint" values={{ max: CONTENT_LIMITS.slug }} />}
        onChange={(event) => {
          onSlugEdited();
          handleChange(event);
        }}
      />
      <TextAreaField name="excerpt" label={label('content.editor.excerpt')} rows={3} />
      <ContentEditorField />
      <TextField name="featuredImage" type="url" label={label('content.editor.featuredImage')} inputMode="url" />
      {values.featuredImage.trim() !== '' && /^(https?:\/\/|\/uploads\/)/.test(values.featuredImage.trim()) && (
        <ImagePreview src={values.featuredImage.trim()} alt={label('content.editor.featuredImagePreview')} />
      )}
      <TextField
        name="seoTitle"
        label={label('content.editor.seoTitle')}
        hint={<CountHint value={values.seoTitle} max={CONTENT_LIMITS.seoTitle} />}
      />
      <TextAreaField
        name="seoDescription"
        label={label('content.editor.seoDescription')}
        rows={3}
        hint={<CountHint value={values.seoDescription} max={CONTENT_LIMITS.seoDescription} />}
      />
      <FieldGrid>
        <SelectField
          name="status"
          label={label('content.editor.status')}
          options={POST_STATUSES.map((status) => ({ value: status, label: label(`content.status.${status}`) }))}
        />
        <SelectField
          name="language"
          label={label('content.editor.language')}
          options={CONTENT_LANGUAGES.map((language) => ({ value: language, label: label(`content.language.${language}`) }))}
        />
        <SelectField
          name="translationOf"
          label={label('content.editor.translation')}
          placeholder={label('content.editor.noTranslation')}
          options={translationOptions}
        />
        {extra}
      </FieldGrid>
    </>
  );
}
