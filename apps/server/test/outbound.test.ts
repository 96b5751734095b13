import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEFAULT_OUTBOUND_NETWORKS, parseNetworkList, refusalOf, resolveOutbound } from '../src/lib/outbound';

/** The outbound policy's address rules (lib/outbound.ts, decision 75); the API tests are in integrations and printers. */
const defaults = DEFAULT_OUTBOUND_NETWORKS.split(',');
const everything = ['0.0.0.0/0', '::/0'];

describe('outbound policy', () => {
  it.each([
    ['127.0.0.1', 'LOOPBACK'],
    ['127.255.0.9', 'LOOPBACK'],
    ['::1', 'LOOPBACK'],
    ['::ffff:127.0.0.1', 'LOOPBACK'],
    ['::ffff:7f00:1', 'LOOPBACK'],
    ['64:ff9b::7f00:1', 'LOOPBACK'],
    ['0.0.0.0', 'UNSPECIFIED'],
    ['::', 'UNSPECIFIED'],
    ['169.254.169.254', 'METADATA'],
    ['::ffff:169.254.169.254', 'METADATA'],
    ['fd00:ec2::254', 'METADATA'],
    ['100.100.100.200', 'METADATA'],
    ['169.254.0.1', 'LINK_LOCAL'],
    ['fe80::1', 'LINK_LOCAL'],
    ['febf::1', 'LINK_LOCAL'],
    ['224.0.0.1', 'MULTICAST'],
    ['239.255.255.250', 'MULTICAST'],
    ['ff02::1', 'MULTICAST'],
    ['255.255.255.255', 'BROADCAST'],
    ['240.0.0.1', 'BROADCAST'],
  ])('always refuses %s (%s), even when OUTBOUND_NETWORKS allows everything', (address, refusal) => {
    expect(refusalOf(address, defaults)).toBe(refusal);
    expect(refusalOf(address, everything)).toBe(refusal);
  });

  it('allows the private ranges by default and nothing else', () => {
    for (const ok of ['10.0.0.1', '10.255.255.254', '172.16.0.1', '172.31.255.1', '192.168.1.50', 'fd12::1', 'fc00::9'])
      expect(refusalOf(ok, defaults), ok).toBeNull();
    for (const no of ['172.32.0.1', '172.15.255.255', '8.8.8.8', '192.0.2.2', '100.64.0.1', '2001:db8::1', 'fec0::1'])
      expect(refusalOf(no, defaults), no).toBe('NETWORK_NOT_ALLOWED');
  });

  it('OUTBOUND_NETWORKS narrows and widens the allowed networks', () => {
    expect(refusalOf('192.168.2.9', ['192.168.1.0/24'])).toBe('NETWORK_NOT_ALLOWED');
    expect(refusalOf('192.168.1.9', ['192.168.1.0/24'])).toBeNull();
    expect(refusalOf('192.0.2.2', [...defaults, '192.0.2.2/32'])).toBeNull();
    expect(refusalOf('192.0.2.3', [...defaults, '192.0.2.2/32'])).toBe('NETWORK_NOT_ALLOWED');
    expect(refusalOf('2001:db8::5', ['2001:db8::/64'])).toBeNull();
    // IPv4 written as IPv6 is checked as the IPv4 address it reaches.
    expect(refusalOf('::ffff:192.168.1.9', ['192.168.1.0/24'])).toBeNull();
    expect(refusalOf('::ffff:8.8.8.8', ['::/0'])).toBe('NETWORK_NOT_ALLOWED');
  });

  it('reads OUTBOUND_NETWORKS and INTEGRATION_PORTS, refusing nonsense at start', () => {
    const config = loadConfig(
      { OUTBOUND_NETWORKS: '192.168.1.0/24, fd00::/8', INTEGRATION_PORTS: '443,4100' },
      {
        jwtSecret: new Uint8Array(32),
      },
    );
    expect(config.outboundNetworks).toEqual(['192.168.1.0/24', 'fd00::/8']);
    expect(config.integrationPorts).toEqual([443, 4100]);
    const standard = loadConfig({}, { jwtSecret: new Uint8Array(32) });
    expect(standard.outboundNetworks).toEqual(defaults);
    expect(standard.integrationPorts).toEqual([80, 443, 4100, 4101, 4102, 8080, 8443]);
    expect(() => parseNetworkList('192.168.1.0/33')).toThrow('OUTBOUND_NETWORKS: "192.168.1.0/33"');
    expect(() => parseNetworkList('intranet')).toThrow('is not a network');
    expect(() => parseNetworkList(' , ')).toThrow('at least one network');
    expect(() => loadConfig({ INTEGRATION_PORTS: '22-99999' }, { jwtSecret: new Uint8Array(32) })).toThrow(
      'INTEGRATION_PORTS',
    );
  });

  it('resolves a name once and refuses it when any of its addresses is refused', async () => {
    const policy = { networks: everything, ports: { printer: [9100], integration: [80] } };
    expect(await resolveOutbound(policy, 'printer', 'localhost', 9100)).toEqual({ ok: false, refusal: 'LOOPBACK' });
    expect(await resolveOutbound(policy, 'printer', '10.0.0.5', 9100)).toEqual({
      ok: true,
      address: '10.0.0.5',
      family: 4,
      port: 9100,
    });
    expect(await resolveOutbound(policy, 'printer', '10.0.0.5', 22)).toEqual({
      ok: false,
      refusal: 'PORT_NOT_ALLOWED',
    });
    expect(await resolveOutbound(policy, 'integration', '[fd00::5]', 80)).toMatchObject({ ok: true, family: 6 });
  });
});
