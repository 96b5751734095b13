import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../test/render';
import { deleteAt, listQueryOptions, resourceKeys, saveAt, useChange } from './resource';

const item = z.object({ id: z.number() });
const ok = (body: unknown) => ({ status: 200, body: { data: body } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resourceKeys', () => {
  it('puts the list and every extra key under the resource root', () => {
    const keys = resourceKeys('things', 'choices');
    expect(keys.all).toEqual(['things']);
    expect(keys.list()).toEqual(['things', 'list']);
    expect(keys.choices()).toEqual(['things', 'choices']);
  });
});

describe('saveAt and deleteAt', () => {
  it('POSTs a new item, PATCHes an existing one by id, DELETEs by path', async () => {
    const calls = fakeApi((call) => ok(call.method === 'DELETE' ? { id: 3 } : { id: 7 }));
    await saveAt('/thing', null, { name: 'a' }, item);
    await saveAt('/thing', undefined, { name: 'b' }, item);
    await saveAt('/thing', 7, { name: 'c' }, item);
    await deleteAt('/thing/3', item);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /thing',
      'POST /thing',
      'PATCH /thing/7',
      'DELETE /thing/3',
    ]);
    expect(calls[2]?.body).toEqual({ name: 'c' });
  });

  it('refuses an answer that does not match the schema', async () => {
    fakeApi(() => ok({ id: 'seven' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(saveAt('/thing', null, {}, item)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('listQueryOptions', () => {
  it('loads the list without an error toast (the page shows it)', async () => {
    fakeApi(() => ok([{ id: 1 }, { id: 2 }]));
    const options = listQueryOptions(['things', 'list'], '/thing', item);
    expect(options.meta).toEqual({ errorToast: false });
    const client = new QueryClient();
    await expect(client.fetchQuery(options)).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('useChange', () => {
  function setup(quiet: boolean, refresh: Parameters<typeof useChange>[1]) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useChange((id: number) => deleteAt(`/thing/${id}`, item), refresh, { quiet }), {
      wrapper,
    });
    return { result, invalidate, client };
  }

  it('refreshes every key it was given after a success, and only then', async () => {
    fakeApi(() => ok({ id: 4 }));
    const { result, invalidate } = setup(false, [['things'], ['auth', 'me']]);
    await act(() => result.current.mutateAsync(4));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['things'], ['auth', 'me']]);

    fakeApi();
    invalidate.mockClear();
    await act(() => result.current.mutateAsync(4).catch(() => undefined));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refreshes a single key, and marks a quiet change so no toast is raised', async () => {
    fakeApi(() => ok({ id: 4 }));
    const { result, invalidate, client } = setup(true, ['things']);
    await act(() => result.current.mutateAsync(4));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['things']]);
    expect(client.getMutationCache().getAll()[0]?.meta).toEqual({ errorToast: false });
  });
});
