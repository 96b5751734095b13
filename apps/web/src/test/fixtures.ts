/** Entities for tests, built from a few fields. */
import type { User } from '@comptoir/shared';

export function testUser(over: Partial<User> = {}): User {
  return {
    userId: 1,
    username: 'u',
    type: 'SERVER',
    hasPincode: false,
    creationTimestamp: 0,
    terminalIp: null,
    vwTerminalId: null,
    printer: null,
    abilities: [],
    appMode: 'APP',
    orgId: 1,
    organization: { orgId: 1, name: 'O', orgType: 'RESTAURANT', onlineOrderWebPageEnabled: false, timeZone: 'UTC' },
    managedOrganizations: [],
    isSuperUser: false,
    ...over,
  };
}
