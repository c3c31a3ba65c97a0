import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { RawValuationRequest } from './valuation.parse';
import { valuationReportPdf } from './valuation-report';
import type { ValuationService } from './valuation.service';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const reportFileName = (year: number, make: string, model: string) => `valuation-${year}-${slug(make)}-${slug(model)}.pdf`;
const body = (raw: unknown): RawValuationRequest => (raw && typeof raw === 'object' ? (raw as RawValuationRequest) : {});

/** The module's REST routes (below /api). */
export function valuationRoutes(services: { valuation: ValuationService }): RestRoutes {
  const routes = new RestRoutes();
  routes.post(
    '/vehicles/valuation',
    endpoint('vehicles.valuate', async (ctx, req) => (await services.valuation.value(ctx.em, body(req.body))).result),
  );

  /** The same valuation as a PDF report; `?lang=fr` for the French edition. */
  routes.post(
    '/vehicles/valuation/report',
    endpoint('vehicles.valuate', async (ctx, req, res) => {
      const { request, result } = await services.valuation.value(ctx.em, body(req.body));
      const language = req.query.lang === 'fr' ? 'fr' : 'en';
      const pdf = await valuationReportPdf(request, result, language, new Date());
      res
        .status(200)
        .setHeader('Content-Type', 'application/pdf')
        .setHeader('Content-Disposition', `attachment; filename="${reportFileName(request.year, request.make, request.model)}"`)
        .send(pdf);
    }),
  );
  return routes;
}
