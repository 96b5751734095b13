import { describe, expect, it } from 'vitest';
import { testIntegration } from '../../test/fixtures';
import { bodyOf, formOf, typedAddress } from './model';

describe('integration model', () => {
  it('starts as a CASHDRO over https with a local-network address for the current user', () => {
    expect(formOf(null)).toEqual({
      type: 'CASHDRO',
      userId: null,
      protocol: 'https',
      address: '192.168.',
      username: '',
      password: '',
      localPrint: false,
    });
  });

  it('packs a CASHDRO: the protocol before the address, without the local print flag', () => {
    const body = bodyOf({
      ...formOf(null),
      protocol: 'http',
      address: 'https://10.0.0.9',
      username: 'u',
      password: 'p',
      localPrint: true,
    });
    expect(body).toEqual({
      userId: null,
      type: 'CASHDRO',
      configJson: '{"ip":"http://10.0.0.9","username":"u","password":"p"}',
    });
    // An empty password is not sent: the stored one is kept.
    expect(bodyOf({ ...formOf(null), address: '10.0.0.9' }).configJson).toBe('{"ip":"https://10.0.0.9","username":""}');
  });

  it('packs a CCV_OPI: the address without any prefix, and local print', () => {
    const body = bodyOf({
      ...formOf(null),
      type: 'CCV_OPI',
      address: 'http://10.0.0.7:4100',
      username: 'x',
      password: 'y',
      localPrint: true,
      userId: 4,
    });
    expect(body).toEqual({ userId: 4, type: 'CCV_OPI', configJson: '{"ip":"10.0.0.7:4100","localPrint":true}' });
  });

  it('reads a saved integration back into the form, password empty', () => {
    const form = formOf(testIntegration({ id: 1 }));
    expect(form).toMatchObject({
      protocol: 'http',
      address: '192.168.1.60',
      username: 'caisse',
      password: '',
      userId: 3,
    });
  });

  it('a pasted address with a prefix loses it and chooses the protocol', () => {
    expect(typedAddress('http://10.1.1.1', 'https')).toEqual({ address: '10.1.1.1', protocol: 'http' });
    expect(typedAddress('HTTPS://10.1.1.1', 'http')).toEqual({ address: '10.1.1.1', protocol: 'https' });
    expect(typedAddress('10.1.1', 'http')).toEqual({ address: '10.1.1', protocol: 'http' });
  });
});
