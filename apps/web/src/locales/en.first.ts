/**
 * The English texts of the first download: what /login and the page states need. The other namespaces come with the
 * signed-in shell (src/app/routes.tsx). Tests alias this file to ./en.ts (vitest.config.ts): every text at once.
 */
export default import.meta.glob<Record<string, unknown>>('./en/{common,auth}.json', { eager: true, import: 'default' });
