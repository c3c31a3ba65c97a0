import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SelectField, type Option } from '../../../components/form/SelectField';
import type { ContentValues } from '../contentForm';

const Search = styled.input.attrs({ type: 'search' })`
  width: 100%;
  min-height: 36px;
  margin-top: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

/** Texts the translation select offers at most: the last edited matching the search (one page of the list). */
export const TRANSLATION_CANDIDATES = 20;

/** A post or page the translation select may offer. */
export interface TranslationCandidate {
  id: string;
  title: string;
  language: string;
}

export interface TranslationChoices {
  /** Texts matching the search (the newest when there is none), of any language. */
  candidates: readonly TranslationCandidate[];
  /** Asks for the texts matching these words. */
  onSearch: (words: string) => void;
}

/**
 * The text in the other language this one translates: a search box finds it among every post or
 * page (the select alone would only offer the newest), the select links it.
 */
export function TranslationField({ id, candidates, onSearch }: TranslationChoices & { id: string | undefined }) {
  const intl = useIntl();
  const searchId = useId();
  const { values } = useFormikContext<ContentValues>();
  const [words, setWords] = useState('');
  const options: Option[] = candidates
    .filter((text) => text.id !== id && text.language !== values.language)
    .map((text) => ({ value: text.id, label: `${text.title} (${text.language})` }));
  const current = values.translationOf;
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: intl.formatMessage({ id: 'content.editor.linkedTranslation' }) });
  return (
    <div>
      <SelectField
        name="translationOf"
        label={intl.formatMessage({ id: 'content.editor.translation' })}
        placeholder={intl.formatMessage({ id: 'content.editor.noTranslation' })}
        options={options}
      />
      <Search
        id={searchId}
        value={words}
        aria-label={intl.formatMessage({ id: 'content.editor.translationSearch' })}
        placeholder={intl.formatMessage({ id: 'content.editor.translationSearch' })}
        onChange={(event) => {
          setWords(event.target.value);
          onSearch(event.target.value);
        }}
      />
    </div>
  );
}
