/**
 * The clients feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { clientsQueryOptions, useClients } from './api';
export { type ClientForm, clientFormSchema, NEW_CLIENT } from './clientForm';
export { ClientFormFields } from './components/ClientFormFields';
export { matchClient } from './match';
