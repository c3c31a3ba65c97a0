import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { DealerNoticeCountsDocument } from './graphql/DealerNoticeCounts.generated';
import { DealerNotificationDocument } from './graphql/DealerNotification.generated';
import { NoticeLanguageSetDocument } from './graphql/NoticeLanguageSet.generated';

/**
 * The bell's counts, live: every new notice of this dealer (the `dealerNotification`
 * subscription, from any api process) reads the counts and the notices list again. The dealer's
 * UI language is sent once per language, so that its notices and e-mails are written in it.
 */
export function useNoticeCounts(): { unread: number; total: number } {
  const { locale } = useLanguage();
  const counts = useQuery(DealerNoticeCountsDocument, { fetchPolicy: 'cache-and-network' });
  const [setLanguage] = useMutation(NoticeLanguageSetDocument);
  useSubscription(DealerNotificationDocument, {
    onData: ({ client }) => void client.refetchQueries({ include: ['DealerNoticeCounts', 'DealerNotices'] }),
  });
  useEffect(() => {
    void setLanguage({ variables: { language: locale } }).catch(() => undefined);
  }, [locale, setLanguage]);
  return { unread: counts.data?.dealerNoticeCounts.unread ?? 0, total: counts.data?.dealerNoticeCounts.total ?? 0 };
}
