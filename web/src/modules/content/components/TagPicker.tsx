import { useMutation, useQuery } from '@apollo/client/react';
import { useField } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { InputField } from '../../../components/form/InputField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { TagCreateDocument } from '../graphql/TagCreate.generated';
import { TagListDocument } from '../graphql/TagList.generated';
import { withTag, withoutTag } from '../contentForm';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const NewTag = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;

/** The post's tags: existing ones as chips to toggle, and "New tag" (createTag; disabled while blank, spec 001 §5). */
export function TagPicker() {
  const intl = useIntl();
  const { toast } = useToast();
  const [field, , helpers] = useField<string[]>('tags');
  const { data } = useQuery(TagListDocument);
  const [createTag, { loading }] = useMutation(TagCreateDocument, { refetchQueries: [TagListDocument] });
  const [name, setName] = useState('');
  const chosen = field.value;
  const names = [...new Set([...(data?.tags.map((tag) => tag.name) ?? []), ...chosen])];

  const add = async () => {
    try {
      const result = await createTag({ variables: { input: { name: name.trim() } } });
      const created = result.data?.createTag.name ?? name.trim();
      await helpers.setValue(withTag(chosen, created));
      setName('');
      toast({ variant: 'success', title: intl.formatMessage({ id: 'content.tags.created' }, { name: created }) });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: 'content.tags.createFailed' }),
      });
    }
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
      <legend>
        <strong>
          <FormattedMessage id="content.tags.label" />
        </strong>
      </legend>
      {names.length > 0 && (
        <Chips>
          {names.map((tag) => (
            <button
              key={tag}
              type="button"
              aria-pressed={chosen.includes(tag)}
              onClick={() => void helpers.setValue(chosen.includes(tag) ? withoutTag(chosen, tag) : withTag(chosen, tag))}
            >
              {tag}
            </button>
          ))}
        </Chips>
      )}
      <NewTag>
        <InputField
          label={intl.formatMessage({ id: 'content.tags.newLabel' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (name.trim() !== '') void add();
            }
          }}
        />
        <Button type="button" $variant="outline" disabled={name.trim() === '' || loading} onClick={() => void add()}>
          <FormattedMessage id="content.tags.new" />
        </Button>
      </NewTag>
    </fieldset>
  );
}
