import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { renderWithProviders } from '../test/renderWithProviders';
import { AreaMessages, areaPage } from './AreaMessages';
import { cachedArea } from './areas';

describe('area catalogs', () => {
  it("are not in the app's catalog: a page of the area gets them once downloaded, beside the app's own", async () => {
    expect(cachedArea('charities', 'en')).toBeUndefined();
    renderWithProviders(
      <AreaMessages area="charities" fallback={<p>downloading</p>}>
        <FormattedMessage id="charities.register.title" /> / <FormattedMessage id="app.loading" />
      </AreaMessages>,
    );
    expect(screen.getByText('downloading')).toBeTruthy();
    expect(await screen.findByText(/Charity Registration \/ Loading/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(cachedArea('charities', 'en')).toBeDefined();
  });

  it('a route of the area loads its page and its catalog together', async () => {
    const load = areaPage('charities', () => Promise.resolve(() => <FormattedMessage id="charities.register.title" />));
    const { default: Page } = await load();
    renderWithProviders(<Page />);
    expect(screen.getByText('Charity Registration')).toBeTruthy();
  });
});
