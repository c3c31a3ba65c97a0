import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { BuilderValues } from '../builderForm';
import { Muted, Notice } from '../forms.styles';
import { AnswerForm } from './AnswerForm';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
  h2 {
    margin: 0;
  }
`;

/**
 * The builder's preview: the form as /forms/{slug} shows it, to try (conditions, checks); the
 * answers go nowhere.
 */
export function FormPreview({ values }: { values: BuilderValues }) {
  const [checked, setChecked] = useState(0);
  // a new form for each change of the fields (new fields need their blank answers)
  const shape = values.fields.map((field) => `${field.id}:${field.type}`).join(',');
  return (
    <Column>
      <Notice>
        <p>
          <FormattedMessage id="forms.builder.previewNote" />
        </p>
      </Notice>
      <header>
        <h2>{values.name}</h2>
        {values.description && <Muted>{values.description}</Muted>}
      </header>
      <AnswerForm
        key={shape}
        fields={values.fields}
        onSend={() => {
          setChecked((n) => n + 1);
          return Promise.resolve(undefined);
        }}
        notice={
          checked > 0 && (
            <Notice role="status">
              <p>
                <FormattedMessage id="forms.builder.previewSubmitted" />
              </p>
            </Notice>
          )
        }
      />
    </Column>
  );
}
