/**
 * The spec's calls (section 7 of docs/spec/1-3) that the server does not serve yet: the screens still to come.
 * spec-contract.test.ts fails when a call here IS served (remove it from this list when its screen lands) and when a
 * spec call missing from the server is not here. Write them as the spec does (`METHOD /path`, path parameters in braces).
 */
export const EXPECTED_MISSING: readonly string[] = [];
