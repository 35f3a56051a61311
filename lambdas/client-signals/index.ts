import { clientSignalRequestSchema, CSP_REPORTS_MEDIA_TYPE, cspReportsSchema, type ClientSignalResponse } from '@site/contracts';
import { recordClientSignal, recordCspReports } from '../shared/browser-signals';
import { viewerAddress, viewerProvider, wideNetwork } from '../shared/client-network';
import { apiHandler, jsonResponse, mediaTypeOf, parsePayload, readJsonBody } from '../shared/http';
import { logger } from '../shared/powertools';
import { recordReleaseHealth } from '../shared/release-health';
import { pagesAreSigned, releaseProven } from '../shared/release-proof';
import { refuseCrossSite, refuseForeignOrigin, siteOriginsFor } from '../shared/same-origin';

/** The site's beacons (`application/json`) and the browser's own CSP reports (`application/reports+json`) share this endpoint. */
export const handler = apiHandler(async (event) => {
  if (mediaTypeOf(event) === CSP_REPORTS_MEDIA_TYPE) {
    // Not judged by Sec-Fetch-Site: the browser's Reporting API sends these itself, without the page
    // as initiator (Chromium may say `cross-site`). It sends the reports' own origin as `Origin`, so
    // that is judged; and no other site's page can send this media type here (not CORS-safelisted:
    // a preflight we never allow).
    refuseForeignOrigin(event);
    const reports = parsePayload(cspReportsSchema, readJsonBody(event, [CSP_REPORTS_MEDIA_TYPE]));
    await recordCspReports(reports, wideNetwork(viewerAddress(event)), siteOriginsFor(event));
  } else {
    refuseCrossSite(event);
    // Counted by the wider prefix (IPv4 /16, IPv6 /48), not the /56: one holder of a /48 has 256
    // /56 networks, enough to hide an outage with made-up visits or raise an alarm with made-up failures.
    const signal = parsePayload(clientSignalRequestSchema, readJsonBody(event));
    const address = viewerAddress(event);
    const network = wideNetwork(address);
    // The edge's proof that it served that page, that release, to this network (G1): what the
    // release's health counts, and, once pages are signed, what the alarms count (F7).
    const proven = signal.release !== undefined && (await releaseProven(signal.release, signal.proof, address));
    const reporter = { network, provider: viewerProvider(event.headers, address), proven: proven || !(await pagesAreSigned()) };
    await recordClientSignal(signal, reporter);
    // Told apart by the site release the page ran, for the automatic rollback (release-rollback).
    if (proven) await recordReleaseHealth(signal, network, reporter.provider);
    else if (signal.release)
      logger.info("a beacon's release without the edge's proof for its network; not counted towards the release or the alarms", { release: signal.release });
  }
  return jsonResponse(202, { status: 'recorded' } satisfies ClientSignalResponse);
});
