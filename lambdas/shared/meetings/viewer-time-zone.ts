import type { APIGatewayProxyEvent } from 'aws-lambda';
import { isTimeZone } from '@site/contracts';
import { headerValue } from '../headers';

/** The viewer's time zone as CloudFront reads it from their address (IANA), which a page without JavaScript cannot send. */
export const VIEWER_TIME_ZONE_HEADER = 'CloudFront-Viewer-Time-Zone';

export function viewerTimeZone(event: Pick<APIGatewayProxyEvent, 'headers'>): string | undefined {
  const zone = headerValue(event.headers, VIEWER_TIME_ZONE_HEADER)?.trim();
  return zone && isTimeZone(zone) ? zone : undefined;
}
