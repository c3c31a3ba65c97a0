import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { useActionToast } from '../../../components/toast/useActionToast';
import { Button } from '../../../components/ui/Button';
import { DataState } from '../../../components/ui/DataState';
import { ListHeader } from '../../../components/ui/ListHeader';
import { ActiveThemeDocument } from '../../../theme/graphql/ActiveTheme.generated';
import { ColorThemeActivateDocument } from '../graphql/ColorThemeActivate.generated';
import { ColorThemeCreateDocument } from '../graphql/ColorThemeCreate.generated';
import { ColorThemeListDocument } from '../graphql/ColorThemeList.generated';
import { ColorThemeUpdateDocument } from '../graphql/ColorThemeUpdate.generated';
import type { ThemeTokens } from '../../../theme/tokens';
import { ThemeCard } from '../components/ThemeCard';
import { ThemeEditor } from '../components/ThemeEditor';
import { newThemeValues, themeFormValues, themeInput, type ThemeFormValues, type ThemeSummary } from '../themeForm';
import { Muted } from '../themes.styles';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

/** The editor's subject: a new theme, or the one being changed. */
type Editing = { kind: 'new' } | { kind: 'edit'; theme: ThemeSummary } | null;

/** The colours the site wears now (the active theme's), from the app's styled-components theme. */
function useCurrentTokens(): ThemeTokens {
  const { colors, gradients } = useTheme();
  return {
    ...colors,
    heroGradient: gradients.hero,
    buttonGradient: gradients.button,
    buttonHoverGradient: gradients.buttonHover,
  };
}

/** /admin/colors (spec 001 §2 Colour theme management): the themes, a create/edit form with live preview, activation. */
export function AdminColorsPage() {
  const intl = useIntl();
  const run = useActionToast();
  const current = useCurrentTokens();
  const [editing, setEditing] = useState<Editing>(null);
  const [activating, setActivating] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ColorThemeListDocument, { fetchPolicy: 'cache-and-network' });
  // a change to the active theme, or a new one, shows on this page (and the admin's) at once
  const refetchQueries = [ColorThemeListDocument, ActiveThemeDocument];
  const [create] = useMutation(ColorThemeCreateDocument, { refetchQueries });
  const [update] = useMutation(ColorThemeUpdateDocument, { refetchQueries });
  const [activate] = useMutation(ColorThemeActivateDocument, { refetchQueries, awaitRefetchQueries: true });

  const save = async (values: ThemeFormValues): Promise<boolean> => {
    const input = themeInput(values);
    const saved =
      editing?.kind === 'edit'
        ? await run(() => update({ variables: { id: editing.theme.id, input } }), {
            success: 'themes.toast.updated',
            failure: 'themes.toast.updateFailed',
          })
        : await run(() => create({ variables: { input } }), {
            success: 'themes.toast.created',
            failure: 'themes.toast.createFailed',
          });
    if (saved) setEditing(null);
    return saved;
  };

  const activateTheme = async (theme: ThemeSummary) => {
    setActivating(theme.id);
    await run(() => activate({ variables: { id: theme.id } }), {
      success: 'themes.toast.activated',
      failure: 'themes.toast.activateFailed',
    });
    setActivating(null);
  };

  if (editing) {
    const title =
      editing.kind === 'edit'
        ? intl.formatMessage({ id: 'themes.editor.editTitle' }, { name: editing.theme.name })
        : intl.formatMessage({ id: 'themes.editor.createTitle' });
    return (
      <Page>
        <ThemeEditor
          key={editing.kind === 'edit' ? editing.theme.id : 'new'}
          title={title}
          startValues={editing.kind === 'edit' ? themeFormValues(editing.theme) : newThemeValues(current)}
          fallbackTokens={current}
          isActive={editing.kind === 'edit' && editing.theme.isActive}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </Page>
    );
  }

  const themes = data?.colorThemes;
  return (
    <Page>
      <ListHeader
        title={<FormattedMessage id="themes.title" />}
        action={
          <Button type="button" onClick={() => setEditing({ kind: 'new' })}>
            <FormattedMessage id="themes.create" />
          </Button>
        }
      />
      <Muted>
        <FormattedMessage id="themes.intro" />
      </Muted>
      <DataState
        rows={themes}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="themes.list.loadError" />}
        empty={<FormattedMessage id="themes.list.empty" />}
      >
        <Cards aria-label={intl.formatMessage({ id: 'themes.list.label' })}>
          {themes?.map((theme) => (
            <li key={theme.id}>
              <ThemeCard
                theme={theme}
                busy={activating !== null}
                onEdit={(item) => setEditing({ kind: 'edit', theme: item })}
                onActivate={(item) => void activateTheme(item)}
              />
            </li>
          ))}
        </Cards>
      </DataState>
    </Page>
  );
}
