/** Component-test helpers: a fresh query client per test, and a fake API that records what the console sends. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown };

/**
 * Replaces fetch: each call is recorded and answered by `answer` (default: a 400 refusal naming no field, so a test
 * reads the payload without building a whole entity).
 */
export function fakeApi(answer: (call: ApiCall) => Answer | undefined = () => undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: String(url).replace(/^.*\/api/, ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call) ?? {
        status: 400,
        body: { message: 'Refused by the test', code: 'VALIDATION' },
      };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
