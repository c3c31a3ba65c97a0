import { useQuery } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { AuctionableDonationsDocument } from '../graphql/AuctionableDonations.generated';
import type { MessageId } from '../../../i18n/messages';
import { DEFAULT_MINIMUM_BID, defaultEndDate } from '@vdp/shared/auctions/auction.constants';
import { createAuctionFormSchema } from '@vdp/shared/validation/auction.schema';
import { Dialog } from '../../../components/ui/Dialog';

export interface CreateAuctionValues {
  donationId: string;
  startDate: string;
  endDate: string;
  minimumBid: string;
  reservePrice: string;
  vehicleLocation: string;
  pickupInstructions: string;
  notes: string;
}

/** Local datetime-input value ("2026-01-01T09:30") for a date. */
function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** Defaults of spec 001 §9: start now, end DEFAULT_AUCTION_DAYS later, minimum bid 500 (in whole dollars). */
export function createAuctionDefaults(now = new Date()): CreateAuctionValues {
  return {
    donationId: '',
    startDate: localInput(now),
    endDate: localInput(defaultEndDate(now)),
    minimumBid: DEFAULT_MINIMUM_BID.replace(/\.00$/, ''),
    reservePrice: '',
    vehicleLocation: '',
    pickupInstructions: '',
    notes: '',
  };
}

const TEXT_FIELDS: Array<[keyof CreateAuctionValues, MessageId, string]> = [
  ['startDate', 'auctions.details.starts', 'datetime-local'],
  ['endDate', 'auctions.details.ends', 'datetime-local'],
  ['minimumBid', 'auctions.details.minimumBid', 'text'],
  ['reservePrice', 'auctions.admin.reservePrice', 'text'],
  ['vehicleLocation', 'auctions.details.location', 'text'],
  ['pickupInstructions', 'auctions.details.pickup', 'text'],
  ['notes', 'auctions.details.notes', 'text'],
];

interface Props {
  onSubmit: (values: CreateAuctionValues) => Promise<void>;
  onClose: () => void;
}

/** The create dialog; the picker lists only donations without an auction. */
export function CreateAuctionDialog({ onSubmit, onClose }: Props) {
  const intl = useIntl();
  const { data, loading } = useQuery(AuctionableDonationsDocument, { fetchPolicy: 'network-only' });
  const donations = data?.auctionableDonations ?? [];
  return (
    <Dialog title={<FormattedMessage id="auctions.admin.create" />} onClose={onClose}>
      <Formik<CreateAuctionValues>
        initialValues={createAuctionDefaults()}
        validationSchema={createAuctionFormSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate style={{ display: 'grid', gap: 12 }}>
            <SelectField
              name="donationId"
              label={<FormattedMessage id="auctions.admin.donation" />}
              placeholder={intl.formatMessage({
                id: loading ? 'app.loading' : donations.length ? 'auctions.admin.pickDonation' : 'auctions.admin.noDonations',
              })}
              options={donations.map((d) => ({
                value: String(d.id),
                label: `#${d.id} · ${d.year} ${d.make} ${d.model} · ${d.donorName} (${d.city})`,
              }))}
            />
            {TEXT_FIELDS.map(([name, label, type]) => (
              <TextField key={name} name={name} type={type} label={<FormattedMessage id={label} />} />
            ))}
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage id="auctions.admin.createSubmit" />
            </Button>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
