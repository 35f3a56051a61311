import { clientSignalRequestSchema, CSP_REPORTS_MEDIA_TYPE, cspReportsSchema, type ClientSignalResponse } from '@site/contracts';
import { recordClientSignal, recordCspReports } from '../shared/browser-signals';
import { apiHandler, jsonResponse, mediaTypeOf, parsePayload, readJsonBody } from '../shared/http';

/** The site's beacons (`application/json`) and the browser's own CSP reports (`application/reports+json`) share this endpoint. */
export const handler = apiHandler(async (event) => {
  if (mediaTypeOf(event) === CSP_REPORTS_MEDIA_TYPE) {
    recordCspReports(parsePayload(cspReportsSchema, readJsonBody(event, [CSP_REPORTS_MEDIA_TYPE])));
  } else {
    recordClientSignal(parsePayload(clientSignalRequestSchema, readJsonBody(event)));
  }
  return jsonResponse(202, { status: 'recorded' } satisfies ClientSignalResponse);
});
