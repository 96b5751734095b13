/** Entities for tests, built from a few fields. */
import { type Integration, type OrganizationSettings, orgSettingsSchema, type User } from '@comptoir/shared';

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

/** An organisation's settings with the defaults of every setting (the demo bistro, before the website is opened). */
export function testOrgSettings(over: Partial<OrganizationSettings> = {}): OrganizationSettings {
  return {
    orgId: 1,
    name: 'Demo',
    orgType: 'RESTAURANT',
    timeZone: 'Europe/Brussels',
    onlineOrderWebPageEnabled: false,
    onlineOrderOpen: false,
    parentOrgId: null,
    vatNumber: null,
    address: null,
    addressStreet: null,
    addressPostcode: null,
    addressCity: null,
    addressCountry: 'BE',
    telephone: null,
    website: null,
    mainPrinterIpAddress: null,
    contactEmail: null,
    accountBankName: null,
    subscriptionEnd: 0,
    ...orgSettingsSchema.parse({}),
    ...over,
  };
}

/** A CashDro of the register user, its password set. */
export function testIntegration(over: Partial<Integration> = {}): Integration {
  return {
    id: 7,
    orgId: 1,
    userId: 3,
    user: { username: 'register' },
    type: 'CASHDRO',
    configJson: '{"ip":"http://192.168.1.60","username":"caisse"}',
    passwordSet: true,
    ...over,
  };
}
