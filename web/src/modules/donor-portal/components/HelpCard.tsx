import { FormattedMessage } from 'react-intl';
import { useBusinessInfo } from '../../settings/useBusinessInfo';
import { Panel } from '../../../components/layout/DonorPage';

/** Help with its hours (spec 000 §2.7). */
export function HelpCard() {
  const business = useBusinessInfo();
  return (
    <Panel aria-labelledby="tracking-help-title">
      <h2 id="tracking-help-title">
        <FormattedMessage id="tracking.help.title" />
      </h2>
      <p>
        <FormattedMessage id="tracking.help.body" />
      </p>
      <ul>
        <li>
          <FormattedMessage id="tracking.help.weekdays" />
        </li>
        <li>
          <FormattedMessage id="tracking.help.saturday" />
        </li>
        <li>
          <FormattedMessage id="tracking.help.sunday" />
        </li>
      </ul>
      <p>
        <a href={business.phoneHref}>{business.phone}</a> · <a href={business.emailHref}>{business.email}</a>
      </p>
    </Panel>
  );
}
