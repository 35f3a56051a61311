import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiEvent } from '../../test-support/invoke';
import { clientNetwork, viewerAddress } from '../client-network';

const withViewer = (value: string, sourceIp?: string) => {
  const event = apiEvent('/api/elevenlabs-token', { headers: { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': value } });
  return sourceIp ? { ...event, requestContext: { ...event.requestContext, identity: { sourceIp } } as typeof event.requestContext } : event;
};

describe('the viewer’s address', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:85a3::8a2e:370:7334:46532', '2001:db8:85a3::8a2e:370:7334'],
    ['not an address:1', undefined],
    ['', undefined],
  ])('reads %j from CloudFront’s header as %j', (header, address) => {
    expect(viewerAddress(withViewer(header))).toBe(address);
  });

  it('falls back on the connection’s address when CloudFront named none', () => {
    expect(viewerAddress(withViewer('', '203.0.113.9'))).toBe('203.0.113.9');
  });
});

describe('the client network a quota counts by', () => {
  it.each([
    ['198.51.100.10', '198.51.100.0/24'],
    ['198.51.100.250', '198.51.100.0/24'],
    ['::ffff:127.0.0.1', '127.0.0.0/24'],
    ['2001:db8:85a3:12ff::1', '2001:db8:85a3:1200::/56'],
    ['2001:db8:85a3:1234:5678::9', '2001:db8:85a3:1200::/56'],
    ['2001:db8::1', '2001:db8:0:0::/56'],
    ['::1', '0:0:0:0::/56'],
    [undefined, 'unknown'],
  ])('puts %s in %s', (address, network) => expect(clientNetwork(address)).toBe(network));

  it('gives every address of one /24 the same network and neighbouring /24s different ones', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 255 }), (address, last) => {
        const sibling = `${address.split('.').slice(0, 3).join('.')}.${last}`;
        expect(clientNetwork(sibling)).toBe(clientNetwork(address));
        expect(clientNetwork(address)).toMatch(/^\d+\.\d+\.\d+\.0\/24$/);
      }),
    );
  });

  it('puts any IPv6 address in a /56, or a mapped IPv4 one in its /24', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const network = clientNetwork(address);
        expect(network).toMatch(/^([0-9a-f]{1,4}:){3}[0-9a-f]{1,4}::\/56$|^\d+\.\d+\.\d+\.0\/24$/);
      }),
    );
  });
});
