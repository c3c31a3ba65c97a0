import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import type { Locale } from '../../../i18n/locales';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { NoticeList, type NoticeNode } from './NoticeList';

const notice = (id: string, messageId: string, isRead = false): NoticeNode => ({
  id,
  auctionId: '12',
  type: 'outbid',
  messageId,
  values: { auctionId: 12, vehicle: '2015 Toyota Corolla', amount: 1250 },
  text: `The server's text of ${id}`,
  isRead,
  createdAt: '2026-11-25T04:00:00.000Z',
});

function renderList(notices: NoticeNode[], locale: Locale, onMarkRead = jest.fn()) {
  renderWithProviders(
    <AreaMessages area="notices">
      <NoticeList notices={notices} onMarkRead={onMarkRead} />
    </AreaMessages>,
    { locale },
  );
  return onMarkRead;
}

describe('the notice list', () => {
  beforeAll(() => Promise.all([loadArea('notices', 'en'), loadArea('notices', 'fr')]));

  it('renders each notice from its catalog id and values, in the reader’s language', async () => {
    renderList([notice('1', 'notices.outbid')], 'fr');
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Votre offre sur le véhicule 2015 Toyota Corolla (enchère no 12) a été dépassée');
    expect(item.textContent).toMatch(/1\s250,00\s\$/);
  });

  it('shows the server’s text for an id this app does not know', async () => {
    renderList([notice('2', 'notices.fromTheFuture')], 'en');
    expect((await screen.findByRole('listitem')).textContent).toContain("The server's text of 2");
  });

  it('offers Mark read on unread notices only', async () => {
    const onMarkRead = renderList([notice('3', 'notices.outbid'), notice('4', 'notices.outbid', true)], 'en');
    const buttons = await screen.findAllByRole('button', { name: 'Mark read' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(onMarkRead).toHaveBeenCalledWith('3');
  });
});
