import { FINGERPRINT_HEADER, getFingerprint } from '../../fingerprint';
import type { Locale } from '../../i18n/locales';
import type { ValuationInput } from './graphql/VehicleValuation.generated';

/** Asks the server for the valuation report PDF and saves it (the calculator's Download Valuation Report). */
export async function downloadValuationReport(input: ValuationInput, locale: Locale): Promise<void> {
  const response = await fetch(`/api/vehicles/valuation/report?lang=${locale}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [FINGERPRINT_HEADER]: getFingerprint() },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'valuation-report.pdf';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
