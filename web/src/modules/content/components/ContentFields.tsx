import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CONTENT_LANGUAGES, CONTENT_LIMITS, POST_STATUSES } from '@vdp/shared/content/content.constants';
import { FieldError } from '../../../components/form/FieldError';
import { FieldGrid } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useFieldError } from '../../../components/form/useFieldError';
import type { MessageId } from '../../../i18n/messages';
import { characterCount, slugAfterTitle, type ContentValues } from '../contentForm';
import { FeaturedImageField } from './FeaturedImageField';
import { RichTextEditor } from './RichTextEditor';
import { TranslationField, type TranslationChoices } from './TranslationField';

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

/** While new, the slug follows the title until it is typed by hand (spec 001 §5). */
function usePostSlugFollowsTitle(
  values: ContentValues,
  isNew: boolean,
  setFieldValue: (field: string, value: string) => unknown,
): void {
  const previousTitle = useRef(values.title);
  useEffect(() => {
    const next = slugAfterTitle(values.slug, previousTitle.current, values.title, isNew);
    previousTitle.current = values.title;
    if (next !== values.slug) void setFieldValue('slug', next);
  }, [values.title, values.slug, isNew, setFieldValue]);
}

interface ContentFieldsProps {
  /** The text's id; none while new. */
  id: string | undefined;
  /** Posts or pages the translation select offers. */
  translation: TranslationChoices;
  /** Fields only posts or only pages have, shown beside status and language. */
  extra?: ReactNode;
}

/** What the post and page editors share (spec 001 §2): title, slug, excerpt, content, image, SEO, status, language. */
export function ContentFields({ id, translation, extra }: ContentFieldsProps) {
  const isNew = id === undefined;
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<ContentValues>();
  const label = (id: MessageId) => intl.formatMessage({ id });
  usePostSlugFollowsTitle(values, isNew, setFieldValue);

  return (
    <>
      <TextField name="title" label={label('content.editor.title')} required />
      <TextField
        name="slug"
        label={label('content.editor.slug')}
        hint={<FormattedMessage id="content.editor.slugHint" values={{ max: CONTENT_LIMITS.slug }} />}
      />
      <TextAreaField name="excerpt" label={label('content.editor.excerpt')} rows={3} />
      <ContentEditorField />
      <FeaturedImageField />
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
        <TranslationField id={id} {...translation} />
        {extra}
      </FieldGrid>
    </>
  );
}
