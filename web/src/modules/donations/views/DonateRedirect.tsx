import { Navigate, useLocation } from 'react-router-dom';

/** /donate: to the wizard, keeping the valuation's prefilled query parameters (spec 000 §2.1). */
export function DonateRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/unified-donation${search}`} replace />;
}
