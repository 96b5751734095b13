/** Component-test helpers: a fresh query client per test, and a fake API that records what the console sends. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';

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

/** The error line of the field `id` (`<id>-error`), or undefined when it has none. */
export const errorLine = (id: string) => document.getElementById(`${id}-error`)?.textContent;

/** Presses Save, then waits for the first `method` call the console sends and answers it (path and body). */
export async function saveAndSent(calls: ApiCall[], method = 'POST'): Promise<ApiCall> {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.find((c) => c.method === method)).toBeTruthy());
  return calls.find((c) => c.method === method) as ApiCall;
}
