import { checkThemeContrast } from '@vdp/shared/themes/contrast';
import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import { colorThemeSchema } from '@vdp/shared/validation/theme.schema';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { media } from '../../../theme/theme';
import type { ThemeTokens } from '../../../theme/tokens';
import { previewTokens, tokenLabelId, type ThemeFormValues } from '../themeForm';
import { ButtonRow, Muted, Panel } from '../themes.styles';
import { ColorTokenField } from './ColorTokenField';
import { ContrastReport } from './ContrastReport';
import { ThemePreview } from './ThemePreview';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.xl} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.xl} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
`;

export interface ThemeEditorProps {
  title: string;
  /** What the form starts from, and what Reset puts back. */
  startValues: ThemeFormValues;
  /** Drawn in the preview while a value is not yet a colour. */
  fallbackTokens: ThemeTokens;
  /** The theme is the active one: a pair below AA may not be saved (the api refuses too). */
  isActive: boolean;
  onSubmit: (values: ThemeFormValues) => Promise<boolean>;
  onCancel: () => void;
}

/** The create/edit form of a colour theme: every token, a live preview with Reset, the AA contrast of each pair. */
export function ThemeEditor({ title, startValues, fallbackTokens, isActive, onSubmit, onCancel }: ThemeEditorProps) {
  const intl = useIntl();
  return (
    <Formik<ThemeFormValues>
      initialValues={startValues}
      validationSchema={colorThemeSchema}
      onSubmit={async (values) => {
        await onSubmit(values);
      }}
    >
      {({ values, isSubmitting, resetForm, dirty }) => {
        const checks = checkThemeContrast(values);
        const blocked = isActive && checks.some((check) => !check.passes);
        return (
          <Form noValidate aria-labelledby="theme-editor-title">
            <Layout>
              <FormFieldset disabled={isSubmitting}>
                <Panel>
                  <h2 id="theme-editor-title">{title}</h2>
                  <FieldGrid>
                    <TextField name="name" label={intl.formatMessage({ id: 'themes.editor.name' })} required />
                  </FieldGrid>
                  <TextAreaField name="description" label={intl.formatMessage({ id: 'themes.editor.description' })} rows={2} />
                </Panel>
                <Panel as="fieldset">
                  <legend>
                    <h3>
                      <FormattedMessage id="themes.editor.colors" />
                    </h3>
                  </legend>
                  <Muted>
                    <FormattedMessage id="themes.editor.colorsHint" />
                  </Muted>
                  <FieldGrid>
                    {THEME_COLOR_KEYS.map((token) => (
                      <ColorTokenField key={token} token={token} />
                    ))}
                  </FieldGrid>
                </Panel>
                <Panel as="fieldset">
                  <legend>
                    <h3>
                      <FormattedMessage id="themes.editor.gradients" />
                    </h3>
                  </legend>
                  {THEME_GRADIENT_KEYS.map((token) => (
                    <TextField
                      key={token}
                      name={token}
                      label={intl.formatMessage({ id: tokenLabelId(token) })}
                      spellCheck={false}
                      autoComplete="off"
                    />
                  ))}
                </Panel>
                {blocked && (
                  <Muted role="alert">
                    <FormattedMessage id="themes.editor.activeUnreadable" />
                  </Muted>
                )}
                <ButtonRow>
                  <Button type="submit" disabled={blocked}>
                    <FormattedMessage id={isSubmitting ? 'themes.editor.saving' : 'themes.editor.save'} />
                  </Button>
                  <Button type="button" $variant="outline" disabled={!dirty} onClick={() => resetForm()}>
                    <FormattedMessage id="themes.editor.reset" />
                  </Button>
                  <Button type="button" $variant="ghost" onClick={onCancel}>
                    <FormattedMessage id="themes.editor.cancel" />
                  </Button>
                </ButtonRow>
                <Muted>
                  <FormattedMessage id="themes.editor.resetHint" />
                </Muted>
              </FormFieldset>
              <Aside>
                <ThemePreview tokens={previewTokens(values, fallbackTokens)} />
                <ContrastReport checks={checks} />
              </Aside>
            </Layout>
          </Form>
        );
      }}
    </Formik>
  );
}
