import { describe, expect, it } from 'vitest';
import { GRACE_MS, slowLogin, startProcess, waitFor } from './server-process.ts';

/** A second signal during a graceful stop exits at once (code 1), without waiting for the requests in flight. */
describe('graceful stop (SIGTERM)', () => {
  it('a second signal exits at once, without waiting for the request in flight', async () => {
    const { child, port, output, exited } = await startProcess();
    await slowLogin(port, JSON.stringify({ username: 'admin', password: 'never-finished' }), 1);
    await new Promise((r) => setTimeout(r, 100));
    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor(() => output().includes('SIGTERM: stopping'), output);
    child.kill('SIGINT');
    expect(await exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS / 2);
    expect(output()).toContain('SIGINT again: exiting now');
  }, 60_000);
});
