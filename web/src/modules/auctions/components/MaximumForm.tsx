import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { setMaximumSchema } from '@vdp/shared/validation/auction-bid.schema';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Form } from '../../../components/form/Form';
import { Formik } from '../../../components/form/Formik';
import { TextField } from '../../../components/form/TextField';
import { bidErrorMessage } from '../bidErrors';
import { MaximumCancelDocument } from '../graphql/MaximumCancel.generated';
import { MaximumSetDocument } from '../graphql/MaximumSet.generated';
import { MyMaximumDocument } from '../graphql/MyMaximum.generated';
import { Money } from './Money';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  table {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: ${({ theme }) => theme.space[2]} 0;
  }
  td {
    padding-right: ${({ theme }) => theme.space[3]};
  }
`;

interface MaximumFormProps {
  auctionId: string;
  requiredBid: string;
  open: boolean;
}

/**
 * A dealer's maximum (issue 18 §1): the server bids for it one increment at a time, as far as
 * needed to lead. Shows the published increment table and the dealer's own maximum; raise or cancel.
 */
export function MaximumForm({ auctionId, requiredBid, open }: MaximumFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { data } = useQuery(MyMaximumDocument, { variables: { auctionId }, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['MyMaximum'] };
  const [setMaximum] = useMutation(MaximumSetDocument, refetch);
  const [cancelMaximum, { loading: cancelling }] = useMutation(MaximumCancelDocument, refetch);
  const mine = data?.myMaximum?.active ? data.myMaximum : null;
  const submit = async ({ maxAmount }: { maxAmount: string }) => {
    try {
      const result = await setMaximum({ variables: { input: { auctionId, maxAmount: maxAmount.trim() } } });
      const leading = result.data?.setMaximumBid.leading ?? false;
      toast({
        variant: leading ? 'success' : 'default',
        title: intl.formatMessage({ id: leading ? 'auctions.max.setLeading' : 'auctions.max.setOutbid' }),
      });
    } catch (failure) {
      const message = bidErrorMessage(failure);
      const description = isBadInput(failure) ? 'auctions.max.refused' : message.description;
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auctions.bid.failed.title' }),
        description: intl.formatMessage(
          { id: description },
          { amount: intl.formatNumber(Number(requiredBid), { style: 'currency', currency: 'CAD' }) },
        ),
      });
    }
  };
  return (
    <Box aria-labelledby="maximum-title" data-testid="maximum-form">
      <h3 id="maximum-title">
        <FormattedMessage id="auctions.max.title" />
      </h3>
      <p>
        <FormattedMessage id="auctions.max.explain" />
      </p>
      <table aria-label={intl.formatMessage({ id: 'auctions.max.increments' })}>
        <tbody>
          {data?.bidIncrements.map((band) => (
            <tr key={band.step}>
              <td>
                {band.below ? (
                  <FormattedMessage id="auctions.max.below" values={{ amount: <Money value={band.below} /> }} />
                ) : (
                  <FormattedMessage id="auctions.max.above" />
                )}
              </td>
              <td>
                <Money value={band.step} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mine && (
        <p data-testid="my-maximum">
          <FormattedMessage id="auctions.max.yours" values={{ amount: <Money value={mine.maxAmount} /> }} />{' '}
          <FormattedMessage id={mine.leading ? 'auctions.max.leading' : 'auctions.max.outbid'} />
        </p>
      )}
      <Formik initialValues={{ maxAmount: '' }} validationSchema={setMaximumSchema.pick(['maxAmount'])} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="maxAmount"
              label={<FormattedMessage id="auctions.max.amount" />}
              inputMode="decimal"
              placeholder={requiredBid}
            />
            <Button type="submit" $variant="outline" disabled={isSubmitting || !open}>
              <FormattedMessage id={mine ? 'auctions.max.raise' : 'auctions.max.set'} />
            </Button>{' '}
            {mine && (
              <Button
                type="button"
                $variant="ghost"
                disabled={cancelling || !open}
                onClick={() => void cancelMaximum({ variables: { auctionId } })}
              >
                <FormattedMessage id="auctions.max.cancel" />
              </Button>
            )}
          </Form>
        )}
      </Formik>
    </Box>
  );
}

/** A maximum too low, or lower than the dealer's own (the server names maxAmount). */
function isBadInput(failure: unknown): boolean {
  return CombinedGraphQLErrors.is(failure) && failure.errors[0]?.extensions?.code === 'BAD_USER_INPUT';
}
