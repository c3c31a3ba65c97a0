import { screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { loadCatalog } from '../../../i18n/messages';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { WidgetIntl } from './WidgetIntl';

function Texts() {
  const intl = useIntl();
  return (
    <p data-locale={intl.locale}>
      <FormattedMessage id="chat.widget.settings" />
    </p>
  );
}

describe('WidgetIntl: the widget’s texts in its own language', () => {
  beforeAll(() => Promise.all([loadArea('chat', 'en'), loadArea('chat', 'fr'), loadCatalog('fr')]));

  it('shows French texts on an English page when the widget’s language is French', async () => {
    renderWithProviders(
      <AreaMessages area="chat">
        <WidgetIntl locale="fr">
          <Texts />
        </WidgetIntl>
      </AreaMessages>,
    );
    const text = await screen.findByText('Paramètres du clavardage');
    expect(text.getAttribute('data-locale')).toBe('fr-CA');
  });

  it('follows the page when the language is the page’s (auto)', () => {
    renderWithProviders(
      <AreaMessages area="chat">
        <WidgetIntl locale="en">
          <Texts />
        </WidgetIntl>
      </AreaMessages>,
    );
    expect(screen.getByText('Chat settings').getAttribute('data-locale')).toBe('en-CA');
  });
});
