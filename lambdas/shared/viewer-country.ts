import type { APIGatewayProxyEvent } from 'aws-lambda';
import { countryCode, VIEWER_COUNTRY_HEADER } from '@site/model';
import { headerValue } from './headers';

export { VIEWER_COUNTRY_HEADER } from '@site/model';

/**
 * The viewer's country as CloudFront reports it (the distribution forwards its header to the API;
 * the twin passes on the one a test sends), undefined when it is not known. It decides nothing but
 * the country a phone written without its code is read in, as the page's form did.
 */
export function viewerCountry(event: Pick<APIGatewayProxyEvent, 'headers'>): string | undefined {
  return countryCode(headerValue(event.headers, VIEWER_COUNTRY_HEADER));
}
