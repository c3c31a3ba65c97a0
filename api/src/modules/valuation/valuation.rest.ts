import { valuationReportQuerySchema, valuationSchema } from '@vdp/shared/validation/valuation.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ValuationService } from './valuation.service';

/** The calculator's REST twins (spec 000 §7.2): the same service as GraphQL. */
export function valuationRoutes(services: { valuation: ValuationService }): RestRoutes {
  const { valuation } = services;
  return new RestRoutes()
    .post(
      '/vehicles/valuation',
      endpoint('vehicles.valuate', (ctx, req) => valuation.value(ctx.em, parseInput(valuationSchema, req.body)), {
        input: valuationSchema,
        summary: 'An estimate of a vehicle’s value as a donation',
      }),
    )
    .post(
      '/vehicles/valuation/report',
      // The same valuation as a PDF report; `?lang=fr` for the French edition.
      endpoint(
        'vehicles.valuate',
        async (ctx, req, res) => {
          const { lang } = parseInput(valuationReportQuerySchema, req.query);
          const { fileName, pdf } = await valuation.report(ctx.em, parseInput(valuationSchema, req.body), lang);
          res
            .status(200)
            .setHeader('Content-Type', 'application/pdf')
            .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
            .send(pdf);
        },
        {
          input: valuationSchema,
          query: valuationReportQuerySchema,
          summary: 'The valuation as a PDF report (?lang=fr for the French edition)',
          answer: { mediaType: 'application/pdf', schema: { type: 'string' } },
        },
      ),
    );
}
