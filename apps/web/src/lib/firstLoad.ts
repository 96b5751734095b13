/**
 * The schemas the first load's calls check (error bodies, sign-in, the session, push messages), loaded on first use:
 * the sign-in page's script then holds no zod (issue 26, its 200 KB budget; decision 151). Everything after sign-in
 * loads zod anyway, with its pages.
 */
export const loadFirstSchemas = () => import('./firstLoadSchemas');
