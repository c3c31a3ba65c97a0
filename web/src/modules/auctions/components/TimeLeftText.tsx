import { FormattedMessage } from 'react-intl';
import { timeLeft } from '../auctionMath';

/** "2d 5h left", "5h 30m left", "12m left" or "Auction ended". */
export function TimeLeftText({ endDate, now }: { endDate: string; now: number }) {
  const left = timeLeft(endDate, now);
  switch (left.kind) {
    case 'ended':
      return <FormattedMessage id="auctions.time.ended" />;
    case 'days':
      return <FormattedMessage id="auctions.time.days" values={{ days: left.days, hours: left.hours }} />;
    case 'hours':
      return <FormattedMessage id="auctions.time.hours" values={{ hours: left.hours, minutes: left.minutes }} />;
    default:
      return <FormattedMessage id="auctions.time.minutes" values={{ minutes: left.minutes }} />;
  }
}
