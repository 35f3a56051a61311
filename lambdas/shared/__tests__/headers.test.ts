import { describe, expect, it } from 'vitest';
import { headerValue } from '../headers';

describe('a request header', () => {
  it('is found whatever case the client wrote its name in', () => {
    const headers = { 'cloudfront-viewer-country': 'UA', 'Content-Type': 'application/json', 'ElevenLabs-Signature': 't=1,v0=ab' };
    expect(headerValue(headers, 'CloudFront-Viewer-Country')).toBe('UA');
    expect(headerValue(headers, 'content-type')).toBe('application/json');
    expect(headerValue(headers, 'elevenlabs-signature')).toBe('t=1,v0=ab');
  });

  it('is undefined when the request has none, or no headers at all', () => {
    expect(headerValue({ Origin: null }, 'Origin')).toBeUndefined();
    expect(headerValue({ Origin: 'https://synthra.ai' }, 'Referer')).toBeUndefined();
    expect(headerValue(null, 'Origin')).toBeUndefined();
  });
});
