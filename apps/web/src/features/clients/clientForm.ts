import { CLIENT_MESSAGES, type Client, makeClientFieldsSchema } from '@comptoir/shared';
import type { z } from 'zod';

/** The server's rules (packages/shared) with the console's translated messages (the spec's keys erName...). */
const messages = Object.fromEntries(Object.keys(CLIENT_MESSAGES).map((k) => [k, `clients:errors.${k}`])) as Record<
  keyof typeof CLIENT_MESSAGES,
  string
>;
export const clientFormSchema = makeClientFieldsSchema(messages);
export type ClientForm = z.input<typeof clientFormSchema>;

/** A new client: business defaults to no (document 3 section 5). */
export const NEW_CLIENT: ClientForm = {
  name: '',
  phoneNumber: '',
  email: '',
  street: '',
  number: '',
  box: '',
  zipCode: '',
  city: '',
  business: false,
  vat: '',
  country: '',
  extraInfo: '',
  language: null,
};

export function clientFormOf(c: Client): ClientForm {
  const { clientDataId: _id, dataSource: _source, ...fields } = c;
  return fields;
}

/** "Rue Haute 12 bte B" and "1000 Bruxelles": the table's address cells. */
export const streetLine = (c: Pick<Client, 'street' | 'number' | 'box'>) =>
  [c.street, c.number, c.box && `/${c.box}`].filter(Boolean).join(' ');
export const cityLine = (c: Pick<Client, 'zipCode' | 'city'>) => [c.zipCode, c.city].filter(Boolean).join(' ');
