import { FormattedNumber } from 'react-intl';

/** An amount in CAD. The decimal string is exact; it is only formatted here. */
export function Money({ value }: { value: string }) {
  return <FormattedNumber value={Number(value)} style="currency" currency="CAD" />;
}
