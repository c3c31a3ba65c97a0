import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DonorPortalQuery } from '../graphql/DonorPortal.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { Panel } from '../../../components/layout/DonorPage';
import { StoredText, storedText } from '../../../components/StoredText';
import { isMessageId } from '../../../i18n/messages';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { charityId, conditionId, provinceId, statusLabelId, vehicleTypeId } from '../../../lib/messageIds';
import { fromKm } from '../../../lib/units';
import { ProgressSteps } from './ProgressSteps';
import { ReceiptStatus } from './ReceiptStatus';

export type PortalData = DonorPortalQuery['donorPortal'];

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    font-weight: 600;
    /* a long e-mail address breaks rather than widening the page */
    overflow-wrap: anywhere;
  }
`;

const ReceiptLink = styled.a`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** Everything the holder of a tracking code sees (spec 000 §2.7). */
export function TrackingDetails({ data }: { data: PortalData }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const d = data.donation;
  const money = (value: string | null | undefined) => formatMoney(intl, value);
  const date = (value: string) => formatDateTime(intl, value);
  // a catalog label for a communication's stored type or method, or the value itself when it has none
  const label = (kind: 'type' | 'method', value: string) => {
    const id = `communication.${kind}.${value}`;
    return isMessageId(id) ? intl.formatMessage({ id }) : value;
  };
  const charity = d.charityName ?? (d.preferredCharity ? intl.formatMessage({ id: charityId(d.preferredCharity) }) : null);
  return (
    <>
      <Panel aria-labelledby="tracking-status-title">
        <h2 id="tracking-status-title">
          <FormattedMessage id="tracking.status.title" />
        </h2>
        <ProgressSteps status={d.status} progress={d.progress} />
      </Panel>
      <Columns>
        <Panel aria-labelledby="tracking-vehicle-title">
          <h2 id="tracking-vehicle-title">
            <FormattedMessage id="tracking.vehicle.title" />
          </h2>
          <Facts>
            <dt>
              <FormattedMessage id="tracking.vehicle.vehicle" />
            </dt>
            <dd>{`${d.year} ${d.make} ${d.model}${d.trim ? ` ${d.trim}` : ''}`}</dd>
            <dt>
              <FormattedMessage id="vehicle.type" />
            </dt>
            <dd>
              <FormattedMessage id={vehicleTypeId(d.vehicleType)} />
            </dd>
            <dt>
              <FormattedMessage id="vehicle.mileage" />
            </dt>
            <dd>{intl.formatNumber(fromKm(d.mileage, locale))}</dd>
            {d.condition && (
              <>
                <dt>
                  <FormattedMessage id="vehicle.condition" />
                </dt>
                <dd>
                  <FormattedMessage id={conditionId(d.condition)} />
                </dd>
              </>
            )}
            {d.vin && (
              <>
                <dt>
                  <FormattedMessage id="vehicle.vin" />
                </dt>
                <dd>{d.vin}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="tracking.estimatedValue" />
            </dt>
            <dd>{money(d.estimatedValue)}</dd>
            <dt>
              <FormattedMessage id="tracking.finalValue" />
            </dt>
            <dd data-testid="final-value">{money(d.finalValue)}</dd>
          </Facts>
        </Panel>
        <Panel aria-labelledby="tracking-donor-title">
          <h2 id="tracking-donor-title">
            <FormattedMessage id="tracking.donor.title" />
          </h2>
          <Facts>
            <dt>
              <FormattedMessage id="tracking.donor.name" />
            </dt>
            <dd>{`${d.firstName} ${d.lastName}`}</dd>
            <dt>
              <FormattedMessage id="donate.email" />
            </dt>
            <dd>{d.email}</dd>
            <dt>
              <FormattedMessage id="donate.phone" />
            </dt>
            <dd>{d.phone}</dd>
            <dt>
              <FormattedMessage id="donate.address" />
            </dt>
            <dd>
              {`${d.address}, ${d.city}, `}
              <FormattedMessage id={provinceId(d.province)} defaultMessage={d.province} />
              {` ${d.postalCode}`}
            </dd>
            <dt>
              <FormattedMessage id="tracking.charity" />
            </dt>
            <dd>{charity ?? <FormattedMessage id="tracking.charity.none" />}</dd>
            <dt>
              <FormattedMessage id="tracking.receipt" />
            </dt>
            <dd>
              <ReceiptStatus issued={d.receiptIssued} number={d.receiptNumber} />
              {data.receiptDownloadUrl && (
                <ReceiptLink href={data.receiptDownloadUrl} download>
                  <FormattedMessage id="tracking.receipt.download" />
                </ReceiptLink>
              )}
            </dd>
          </Facts>
        </Panel>
      </Columns>
      <Columns>
        <Panel aria-labelledby="tracking-updates-title">
          <h2 id="tracking-updates-title">
            <FormattedMessage id="tracking.updates.title" />
          </h2>
          {data.statusHistory.length === 0 ? (
            <p>
              <FormattedMessage id="tracking.updates.empty" />
            </p>
          ) : (
            <Entries data-testid="status-updates">
              {data.statusHistory.map((entry) => (
                <li key={entry.id}>
                  <strong>
                    <FormattedMessage id={statusLabelId(entry.status)} />
                  </strong>{' '}
                  · {date(entry.createdAt as string)}
                  {(entry.noteMessage || entry.notes) && (
                    <p>
                      <StoredText message={entry.noteMessage} text={entry.notes} />
                    </p>
                  )}
                </li>
              ))}
            </Entries>
          )}
        </Panel>
        <Panel aria-labelledby="tracking-messages-title">
          <h2 id="tracking-messages-title">
            <FormattedMessage id="tracking.messages.title" />
          </h2>
          {data.communications.length === 0 ? (
            <p>
              <FormattedMessage id="tracking.messages.empty" />
            </p>
          ) : (
            <Entries>
              {data.communications.map((c) => (
                <li key={c.id}>
                  <strong>{storedText(intl, c.subjectMessage, c.subject) ?? label('type', c.type)}</strong> ·{' '}
                  {label('method', c.method)} · {date(c.sentAt as string)}
                  <p>{storedText(intl, c.bodyMessage, c.message)}</p>
                </li>
              ))}
            </Entries>
          )}
        </Panel>
      </Columns>
      <Panel aria-labelledby="tracking-access-title">
        <h2 id="tracking-access-title">
          <FormattedMessage id="tracking.access.title" />
        </h2>
        <Facts>
          <dt>
            <FormattedMessage id="tracking.donationId" />
          </dt>
          <dd>{d.id}</dd>
          <dt>
            <FormattedMessage id="tracking.access.count" />
          </dt>
          <dd data-testid="access-count">{data.accessInfo.accessCount}</dd>
          <dt>
            <FormattedMessage id="tracking.access.last" />
          </dt>
          <dd>{date(data.accessInfo.lastAccessedAt as string)}</dd>
          <dt>
            <FormattedMessage id="tracking.submitted" />
          </dt>
          <dd>{date(d.createdAt as string)}</dd>
        </Facts>
      </Panel>
    </>
  );
}
