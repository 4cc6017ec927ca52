import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCodeError, request } from './request';
import { HttpError, isCancel } from './http';
import { envelope, fakeServer } from './test-server';
import { setFeedback } from './feedback';
import { requestLoadingCount } from './loading-overlay';
import { setNavigator } from '../app/navigation';
import { useAdminInfo } from '../stores/admin-info';
import { useUserInfo } from '../stores/user-info';

const feedback = { success: vi.fn(), codeError: vi.fn(), httpError: vi.fn() };
const navigate = vi.fn();

beforeEach(() => {
  Object.values(feedback).forEach((fn) => fn.mockReset());
  navigate.mockReset();
  setFeedback(feedback);
  setNavigator(navigate);
  window.history.pushState({}, '', '/admin/dashboard');
  useAdminInfo.getState().reset();
  useUserInfo.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('request: envelope and headers', () => {
  it('resolves code 1 with the envelope and sends server, think-lang and both tokens', async () => {
    useAdminInfo.getState().setToken('admin-token', 'auth');
    useUserInfo.getState().setToken('user-token', 'auth');
    const calls = fakeServer(() => envelope(1, { ok: true }));

    const result = await request<{ ok: boolean }>({ url: '/admin/Index/index' });

    expect(result.data).toEqual({ ok: true });
    const headers = calls[0].headers;
    expect(headers.server).toBe('true');
    expect(headers['think-lang']).toBe('zh-cn');
    expect(headers.batoken).toBe('admin-token');
    expect(headers['ba-user-token']).toBe('user-token');
    // a read sends no body, so no Content-Type (a POST without data neither)
    expect(headers['content-type']).toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'get', url: '/admin/Index/index', data: undefined });
  });

  it('sends the query string in PHP bracket form and the data as JSON', async () => {
    const calls = fakeServer(() => envelope(1, null));
    await request({ url: '/admin/auth.Admin/index', params: { page: 2, search: [{ field: 'status', val: '1' }], ids: [3], gone: undefined } });
    await request({ url: '/admin/auth.Admin/edit', method: 'POST', data: { id: 4, nickname: 'Ann' } });
    expect(calls[0].params).toEqual({ page: '2', 'search[0][field]': 'status', 'search[0][val]': '1', 'ids[]': '3' });
    expect(calls[1]).toMatchObject({ method: 'post', data: JSON.stringify({ id: 4, nickname: 'Ann' }) });
    expect(calls[1].headers['content-type']).toBe('application/json');
  });

  it('sends a FormData as it is, the browser setting the multipart boundary', async () => {
    const calls = fakeServer(() => envelope(1, null));
    const form = new FormData();
    form.append('file', new File(['zip'], 'a.zip'));
    await request({ url: '/admin/ajax/upload', method: 'POST', data: form });
    expect(calls[0].data).toBe(form);
    expect(calls[0].headers['content-type']).toBeUndefined();
  });

  it('reports the bytes sent of an upload that asks for its progress', async () => {
    const calls = fakeServer(() => envelope(1, { file: 'ok' }));
    const form = new FormData();
    form.append('file', new File(['12345'], 'a.txt'));
    const progress = vi.fn();
    await expect(request({ url: '/admin/ajax/upload', method: 'POST', data: form, params: { topic: 'x' }, onUploadProgress: progress })).resolves.toMatchObject({ data: { file: 'ok' } });
    expect(progress).toHaveBeenCalledWith(5);
    expect(calls[0]).toMatchObject({ method: 'post', url: '/admin/ajax/upload', params: { topic: 'x' }, data: form });
    expect(calls[0].headers.server).toBe('true');
  });

  it('omits token headers that are not present', async () => {
    const calls = fakeServer(() => envelope(1, null));
    await request({ url: '/api/index/index' });
    expect(calls[0].headers.batoken).toBeUndefined();
    expect(calls[0].headers['ba-user-token']).toBeUndefined();
  });

  it('shows the server message, or a default one, only when asked to', async () => {
    fakeServer((config) => envelope(1, null, config.url === '/a' ? 'Saved!' : ''));
    await request({ url: '/a' });
    expect(feedback.success).not.toHaveBeenCalled();
    await request({ url: '/a' }, { showSuccessMessage: true });
    await request({ url: '/b' }, { showSuccessMessage: true });
    expect(feedback.success.mock.calls).toEqual([['Saved!'], ['Operation successful']]);
  });

  it('rejects other codes with the envelope and shows the message unless suppressed', async () => {
    fakeServer(() => envelope(0, null, 'Captcha error'));
    const error = await request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCodeError);
    expect((error as ApiCodeError).code).toBe(0);
    expect(feedback.codeError).toHaveBeenCalledWith('Captcha error');

    feedback.codeError.mockReset();
    await expect(request({ url: '/x' }, { showCodeMessage: false })).rejects.toBeInstanceOf(ApiCodeError);
    expect(feedback.codeError).not.toHaveBeenCalled();
  });

  it('counts the shared loading overlay', async () => {
    const gate = deferred<void>();
    fakeServer(async () => {
      await gate.promise;
      return envelope(1, null);
    });
    const first = request({ url: '/one' }, { loading: true });
    const second = request({ url: '/two' }, { loading: true });
    await vi.waitFor(() => expect(requestLoadingCount()).toBe(2));
    expect(document.querySelector('.request-loading')).not.toBeNull();
    gate.resolve();
    await Promise.all([first, second]);
    expect(requestLoadingCount()).toBe(0);
    expect(document.querySelector('.request-loading')).toBeNull();
  });
});

describe('request: duplicate cancellation', () => {
  it('cancels the older of two identical in-flight requests and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gates = [deferred<void>(), deferred<void>()];
    let n = 0;
    fakeServer(async () => {
      await gates[n++].promise;
      return envelope(1, 'done');
    });

    const older = request({ url: '/admin/auth.Admin/index', params: { page: 1 } });
    const newer = request({ url: '/admin/auth.Admin/index', params: { page: 1 } });
    gates.forEach((gate) => gate.resolve());

    const olderError = await older.catch((e: unknown) => e);
    expect(isCancel(olderError)).toBe(true);
    await expect(newer).resolves.toMatchObject({ data: 'done' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Automatic cancellation due to duplicate request:'));
    expect(feedback.httpError).not.toHaveBeenCalled();
  });

  it('does not cancel requests that differ in method, params or data', async () => {
    fakeServer(() => envelope(1, null));
    await expect(
      Promise.all([
        request({ url: '/x', params: { page: 1 } }),
        request({ url: '/x', params: { page: 2 } }),
        request({ url: '/x', method: 'POST', data: { a: 1 } }),
        request({ url: '/x', method: 'POST', data: { a: 2 } }),
      ]),
    ).resolves.toHaveLength(4);
  });

  it('keeps duplicates when cancelDuplicateRequest is false', async () => {
    fakeServer(() => envelope(1, null));
    await expect(
      Promise.all([request({ url: '/x' }, { cancelDuplicateRequest: false }), request({ url: '/x' }, { cancelDuplicateRequest: false })]),
    ).resolves.toHaveLength(2);
  });
});

describe('request: token refresh on 409', () => {
  it('refreshes once for concurrent 409s, then replays every request with the new token', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'expired', refresh_token: 'refresh-1' });
    const refreshGate = deferred<void>();
    const calls = fakeServer(async (config) => {
      if (config.url === '/api/common/refreshToken') {
        await refreshGate.promise;
        return envelope(1, { type: 'admin-refresh', token: 'fresh' });
      }
      return config.headers.batoken === 'fresh' ? envelope(1, config.url) : envelope(409, [], 'Token expiration');
    });

    const pending = [request({ url: '/a' }), request({ url: '/b' }), request({ url: '/c' })];
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/common/refreshToken')).toHaveLength(1));
    refreshGate.resolve();
    const results = await Promise.all(pending);

    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    const refreshCalls = calls.filter((c) => c.url === '/api/common/refreshToken');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(refreshCalls[0].data as string)).toEqual({ refreshToken: 'refresh-1' });
    expect(refreshCalls[0].headers.batoken).toBe('expired');
    expect(useAdminInfo.getState().token).toBe('fresh');
    expect(feedback.codeError).not.toHaveBeenCalled();
  });

  it('stores a user-refresh token in the member session', async () => {
    window.history.pushState({}, '', '/user/account/overview');
    useUserInfo.getState().dataFill({ id: 5, token: 'old', refresh_token: 'r' });
    fakeServer((config) => {
      if (config.url === '/api/common/refreshToken') return envelope(1, { type: 'user-refresh', token: 'new' });
      return config.headers['ba-user-token'] === 'new' ? envelope(1, 'ok') : envelope(409, []);
    });
    await expect(request({ url: '/api/account/overview' })).resolves.toMatchObject({ data: 'ok' });
    expect(useUserInfo.getState().token).toBe('new');
  });

  it('clears the admin tokens and goes to the admin login when the refresh fails', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'expired', refresh_token: 'stale' });
    fakeServer((config) =>
      config.url === '/api/common/refreshToken'
        ? envelope(0, null, 'Login expired, please login again.')
        : envelope(409, []),
    );
    await expect(Promise.all([request({ url: '/a' }), request({ url: '/b' })])).rejects.toBeInstanceOf(ApiCodeError);
    expect(useAdminInfo.getState()).toMatchObject({ token: '', refresh_token: '' });
    expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(feedback.codeError).toHaveBeenCalledWith('Login expired, please login again.');
  });

  it('goes to the member login when a member session without a refresh token expires', async () => {
    window.history.pushState({}, '', '/user/account/profile');
    useUserInfo.getState().dataFill({ id: 5, token: 'expired', refresh_token: '' });
    const calls = fakeServer(() => envelope(409, []));
    await expect(request({ url: '/api/account/profile' })).rejects.toThrow();
    expect(calls.map((c) => c.url)).toEqual(['/api/account/profile']);
    expect(useUserInfo.getState().token).toBe('');
    expect(navigate).toHaveBeenCalledWith('/user/login', undefined);
  });

  it('does not refresh again when the replayed request is answered with 409', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 't', refresh_token: 'r' });
    const calls = fakeServer((config) =>
      config.url === '/api/common/refreshToken' ? envelope(1, { type: 'admin-refresh', token: 't2' }) : envelope(409, [], 'Token expiration'),
    );
    await expect(request({ url: '/a' })).rejects.toBeInstanceOf(ApiCodeError);
    expect(calls.map((c) => c.url)).toEqual(['/a', '/api/common/refreshToken', '/a']);
  });
});

describe('request: session codes', () => {
  it('303 need login removes the area token and goes to its login page', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'bad', refresh_token: 'r' });
    fakeServer(() => envelope(303, { type: 'need login' }, 'Please login first'));
    await expect(request({ url: '/admin/Index/index' })).rejects.toBeInstanceOf(ApiCodeError);
    expect(useAdminInfo.getState()).toMatchObject({ token: '', refresh_token: '' });
    expect(navigate).toHaveBeenCalledWith('/admin/login', undefined);
    expect(feedback.codeError).toHaveBeenCalledWith('Please login first');
  });

  it('303 logged in goes to the area home', async () => {
    window.history.pushState({}, '', '/user/login');
    fakeServer(() => envelope(303, { type: 'logged in' }, 'You have already logged in'));
    await expect(request({ url: '/api/user/checkIn' })).rejects.toBeInstanceOf(ApiCodeError);
    expect(navigate).toHaveBeenCalledWith('/user', undefined);
  });

  it('302 removes the token and follows routePath or routeName', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'x' });
    fakeServer((config) =>
      envelope(302, config.url === '/by-path' ? { routePath: '/admin/somewhere' } : { routeName: 'adminLogin' }),
    );
    await expect(request({ url: '/by-path' })).rejects.toBeInstanceOf(ApiCodeError);
    await expect(request({ url: '/by-name' })).rejects.toBeInstanceOf(ApiCodeError);
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/admin/somewhere', '/admin/login']);
    expect(useAdminInfo.getState().token).toBe('');
  });

  it('302 two-factor required keeps the session and opens the enrolment screen, without a notice per request', async () => {
    useAdminInfo.getState().dataFill({ id: 1, token: 'kept', refresh_token: 'r' });
    fakeServer(() => envelope(302, { type: 'two-factor required', routePath: '/admin/two-factor' }, 'Two-factor authentication required'));
    await expect(request({ url: '/admin/Index/index' })).rejects.toBeInstanceOf(ApiCodeError);
    expect(navigate).toHaveBeenCalledWith('/admin/two-factor', undefined);
    expect(useAdminInfo.getState()).toMatchObject({ token: 'kept', refresh_token: 'r' });
    expect(feedback.codeError).not.toHaveBeenCalled();
  });
});

describe('request: HTTP errors', () => {
  it.each([
    [400, 'Incorrect parameter!'],
    [403, 'You do not have permission to operate!'],
    [404, 'Error requesting address:/missing'],
    [500, 'Server internal error!'],
    [504, 'The service is temporarily unavailable Please try again later!'],
    [418, 'Abnormal problem, please contact the website administrator!'],
  ])('HTTP %i shows "%s"', async (status, message) => {
    fakeServer(() => ({ status, data: 'oops' }));
    await expect(request({ url: '/missing' })).rejects.toMatchObject({ reason: 'status', status });
    expect(feedback.httpError).toHaveBeenCalledWith(message);
  });

  it('gives up on a server that does not answer within 10 seconds', async () => {
    vi.useFakeTimers();
    fakeServer(() => new Promise(() => {}));
    const slow = request({ url: '/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(feedback.httpError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toMatchObject({ reason: 'timeout' });
    expect(feedback.httpError).toHaveBeenLastCalledWith('Network request timeout!');
  });

  it('keeps a request with its own time limit, or none, waiting that long', async () => {
    vi.useFakeTimers();
    const gate = deferred<void>();
    fakeServer(async () => {
      await gate.promise;
      return envelope(1, 'late');
    });
    const unlimited = request({ url: '/long-write', timeout: 0 });
    const short = request({ url: '/quick', timeout: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await short).toMatchObject({ reason: 'timeout' });
    gate.resolve();
    await expect(unlimited).resolves.toMatchObject({ data: 'late' });
  });

  it('reports lost connections', async () => {
    fakeServer(() => {
      throw new Error('connection refused');
    });
    await expect(request({ url: '/down' })).rejects.toMatchObject({ reason: 'network' });
    expect(feedback.httpError).toHaveBeenLastCalledWith('Server exception!');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(request({ url: '/offline' })).rejects.toBeInstanceOf(HttpError);
    expect(feedback.httpError).toHaveBeenLastCalledWith('You are disconnected!');
  });

  it('rejects an answer that is not an envelope', async () => {
    fakeServer(() => ({ data: '<html>proxy</html>' }));
    await expect(request({ url: '/proxied' })).rejects.toThrow('Not an API response: /proxied');
    expect(feedback.httpError).toHaveBeenCalledWith('Abnormal problem, please contact the website administrator!');
  });

  it('stays silent when showErrorMessage is false', async () => {
    fakeServer(() => ({ status: 500 }));
    await expect(request({ url: '/x' }, { showErrorMessage: false })).rejects.toThrow();
    expect(feedback.httpError).not.toHaveBeenCalled();
  });
});
