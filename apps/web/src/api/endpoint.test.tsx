import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { importEndpoints, sessionEndpoints, twoFactorEndpoints } from '@app/contract';
import { call, endpointKey, endpointQuery, endpointWrite, upload } from './endpoint';
import { createQueryClient } from './query-client';
import { adminKeys, resourceKeys } from './query-keys';
import { setFeedback } from './feedback';
import { envelope, fakeServer } from './test-server';
import { useWrite } from './write';

const list = { list: [{ id: 1, device: 'Firefox', ip: '127.0.0.1', create_time: 1, last_seen_time: 2, current: true }] };

beforeEach(() => setFeedback({ success: () => {}, codeError: () => {}, httpError: () => {} }));

describe('call', () => {
  it('takes the URL and method from the declaration: a GET sends its input as the query string', async () => {
    const calls = fakeServer(() => envelope(1, list));
    expect(await call(sessionEndpoints.ofAdmin, { id: 3 })).toEqual(list);
    expect(calls.map((c) => [c.method, c.url, c.params, c.data])).toEqual([['get', '/admin/auth.Admin/sessions', { id: '3' }, undefined]]);
  });

  it('a POST sends its input as the body and answers the data', async () => {
    const calls = fakeServer(() => envelope(1, { ended: 2 }));
    expect(await call(sessionEndpoints.endMember, { others: true })).toEqual({ ended: 2 });
    expect(calls.map((c) => [c.method, c.url, JSON.parse(String(c.data))])).toEqual([['post', '/api/account/endSession', { others: true }]]);
  });

  it('uploads a file to a POST that takes one: the form as the body, the declared query in the query string, no time limit', async () => {
    vi.useFakeTimers();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = fakeServer(async () => {
      await answered;
      return envelope(1, { id: 'job-1' });
    });
    const form = new FormData();
    form.append('file', new Blob(['username\n']), 'members.csv');
    const uploaded = upload(importEndpoints('user.User').start, form, { dryRun: '1' });
    await vi.advanceTimersByTimeAsync(60_000);
    answer();
    expect(await uploaded).toEqual({ id: 'job-1' });
    expect(calls.map((c) => [c.method, c.url, c.params, c.data instanceof FormData])).toEqual([['post', '/admin/user.User/import', { dryRun: '1' }, true]]);
    vi.useRealTimers();
  });

  it('reports the progress of an upload to the caller who asks for it', async () => {
    fakeServer(() => envelope(1, { id: 'job-2' }));
    const form = new FormData();
    form.append('file', new Blob(['username\n']), 'members.csv');
    const progress = vi.fn();
    expect(await upload(importEndpoints('user.User').start, form, { dryRun: '0' }, {}, progress)).toEqual({ id: 'job-2' });
    expect(progress).toHaveBeenCalledWith(9);
  });

  it('rejects with the server message on a code other than 1', async () => {
    fakeServer(() => envelope(0, null, 'Session not found'));
    await expect(call(sessionEndpoints.endAdminOwn, { id: 9 })).rejects.toMatchObject({ message: expect.stringContaining('Session not found') as string });
  });
});

describe('keys', () => {
  it('derives a read key from the declaration: the audience, the path, the input', () => {
    expect(endpointQuery(sessionEndpoints.ofAdmin, { id: 3 }).queryKey).toEqual(['admin', '/admin/auth.Admin/sessions', { id: 3 }]);
    expect(endpointQuery(sessionEndpoints.member).queryKey).toEqual(['member', '/api/account/sessions']);
    // an admin's reads sit under the back office's root, dropped when another admin signs in
    expect(endpointKey(twoFactorEndpoints.status).slice(0, 1)).toEqual(adminKeys.all);
  });
});

describe('endpointWrite', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = createQueryClient();
    for (const query of [endpointQuery(sessionEndpoints.ofAdmin, { id: 3 }), endpointQuery(sessionEndpoints.ofAdmin, { id: 4 }), endpointQuery(sessionEndpoints.adminOwn), endpointQuery(sessionEndpoints.member)])
      client.setQueryData(query.queryKey, list);
    client.setQueryData(resourceKeys.list('auth.Admin'), { seeded: true });
  });

  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey))
      .sort();

  it('maps the screen variables to the input and invalidates every read of the endpoints it touches, and the keys it names', async () => {
    const calls = fakeServer(() => envelope(1, null));
    const write = endpointWrite(twoFactorEndpoints.reset, { input: (id: number) => ({ id }), touches: () => [sessionEndpoints.ofAdmin, resourceKeys.list('auth.Admin')] });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useWrite(write), { wrapper });
    await result.current.mutateAsync(4);
    expect(JSON.parse(String(calls[0].data))).toEqual({ id: 4 });
    expect(invalidated()).toEqual(
      [JSON.stringify(['admin', '/admin/auth.Admin/sessions', { id: 3 }]), JSON.stringify(['admin', '/admin/auth.Admin/sessions', { id: 4 }]), JSON.stringify(resourceKeys.list('auth.Admin'))].sort(),
    );
  });
});
