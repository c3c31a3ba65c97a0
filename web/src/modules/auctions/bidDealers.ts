import type { Option } from '../../components/form/SelectField';

interface DealerChoice {
  id: string;
  businessName: string;
  isVerified: boolean;
  verificationStatus: string;
}

/** The "Bidding for" options of an admin's bid dialog: verified dealers only (the api refuses others), by name. */
export function verifiedDealerOptions(dealers: readonly DealerChoice[]): Option[] {
  return dealers
    .filter((dealer) => dealer.isVerified && dealer.verificationStatus === 'verified')
    .map((dealer) => ({ value: dealer.id, label: `${dealer.businessName} (#${dealer.id})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
