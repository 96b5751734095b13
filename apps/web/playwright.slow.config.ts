// Local only (not committed): the e2e config with longer waits for a machine shared by several test runs.
import base from './playwright.config';

export default { ...base, timeout: 150_000, expect: { timeout: 25_000 } };
