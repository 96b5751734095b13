import type { Client } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { NEW_CLIENT } from './clientForm';
import { matchClient } from './match';

const client = (id: number, name: string, email: string, phoneNumber = '+32470000000') =>
  ({ ...NEW_CLIENT, clientDataId: id, name, email, phoneNumber, dataSource: 'CONSOLE' }) as Client;

describe('matchClient', () => {
  const list = [client(1, 'Marie', 'marie@example.com'), client(2, 'Jan', 'jan@example.be', '+32470111222')];
  it("prefers the invoice's client, then the e-mail, then name and phone", () => {
    expect(matchClient(list, { email: 'MARIE@example.com' }, 2)?.clientDataId).toBe(2);
    expect(matchClient(list, { email: 'MARIE@example.com' })?.clientDataId).toBe(1);
    expect(matchClient(list, { name: 'jan', phoneNumber: '+32470 111222' })?.clientDataId).toBe(2);
    expect(matchClient(list, { name: 'Nobody', email: 'no@example.com' })).toBeNull();
    expect(matchClient(list, null)).toBeNull();
  });
});
