import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StaffDonationFieldsFragment } from '../graphql/StaffDonationFields.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import type { MessageId } from '../../../i18n/messages';
import { conditionId, pickupId, provinceId, vehicleTypeId } from '../../../lib/messageIds';
import { fromKm } from '../../../lib/units';
import { trackingPath } from '../../donor-portal/trackingPaths';
import { donationCharity, vehicleName } from '../format';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { Facts } from '../styles';
import { ReceiptStatus } from '../../donor-portal/components/ReceiptStatus';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

function Row({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** Donor, vehicle and values of one donation (staff detail panel and admin details dialog). */
export function DonationFacts({ donation: d }: { donation: StaffDonationFieldsFragment }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'staff.yes' : 'staff.no' });
  return (
    <Groups>
      <div>
        <h3>
          <FormattedMessage id="staff.facts.donor" />
        </h3>
        <Facts>
          <Row labelId="tracking.donor.name">{`${d.firstName} ${d.lastName}`}</Row>
          <Row labelId="donate.email">
            <a href={`mailto:${d.email}`}>{d.email}</a>
          </Row>
          <Row labelId="donate.phone">
            <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a>
          </Row>
          <Row labelId="donate.address">
            {`${d.address}, ${d.city}, `}
            <FormattedMessage id={provinceId(d.province)} defaultMessage={d.province} />
            {` ${d.postalCode}`}
          </Row>
          <Row labelId="tracking.charity">{donationCharity(intl, d)}</Row>
          {d.pickupPreference && (
            <Row labelId="staff.facts.pickupPreference">
              <FormattedMessage id={pickupId(d.pickupPreference)} />
              {d.preferredDate && ` · ${formatDate(intl, d.preferredDate)}`}
            </Row>
          )}
          {d.notes && <Row labelId="staff.facts.donorNotes">{d.notes}</Row>}
          {d.accessCode && (
            <Row labelId="staff.facts.trackingCode">
              <a href={trackingPath(d.accessCode)} target="_blank" rel="noreferrer">
                {d.accessCode}
              </a>
            </Row>
          )}
        </Facts>
      </div>
      <div>
        <h3>
          <FormattedMessage id="tracking.vehicle.title" />
        </h3>
        <Facts>
          <Row labelId="tracking.vehicle.vehicle">{vehicleName(d)}</Row>
          <Row labelId="vehicle.type">
            <FormattedMessage id={vehicleTypeId(d.vehicleType)} />
          </Row>
          {d.mileage !== null && d.mileage !== undefined && (
            <Row labelId="vehicle.mileage">{intl.formatNumber(fromKm(d.mileage, locale))}</Row>
          )}
          {d.condition && (
            <Row labelId="vehicle.condition">
              <FormattedMessage id={conditionId(d.condition)} />
            </Row>
          )}
          <Row labelId="vehicle.vin">{d.vin || '—'}</Row>
          <Row labelId="staff.facts.accidents">{yesNo(d.hasAccidents)}</Row>
          <Row labelId="staff.facts.lien">{yesNo(d.hasLienOrFinance)}</Row>
        </Facts>
      </div>
      <div>
        <h3>
          <FormattedMessage id="staff.facts.values" />
        </h3>
        <Facts>
          <Row labelId="tracking.estimatedValue">{formatMoney(intl, d.estimatedValue)}</Row>
          <Row labelId="tracking.finalValue">{formatMoney(intl, d.finalValue)}</Row>
          <Row labelId="staff.facts.receiptValue">{formatMoney(intl, d.taxReceiptValue)}</Row>
          <Row labelId="tracking.receipt">
            <ReceiptStatus issued={d.receiptIssued} number={d.receiptNumber} />
          </Row>
          {d.receiptDate && <Row labelId="staff.facts.receiptDate">{formatDate(intl, d.receiptDate)}</Row>}
          {d.pickupDate && (
            <Row labelId="staff.facts.pickupDate">{`${formatDate(intl, d.pickupDate)}${d.pickupTime ? ` · ${d.pickupTime}` : ''}`}</Row>
          )}
          <Row labelId="tracking.submitted">{formatDateTime(intl, d.createdAt)}</Row>
          <Row labelId="staff.facts.updated">{formatDateTime(intl, d.updatedAt)}</Row>
        </Facts>
      </div>
    </Groups>
  );
}
