import { describe, expect, it } from 'vitest';
import { connect, GRACE_MS, startProcess, waitFor } from './server-process.ts';

/** A second signal during a graceful stop exits at once (code 1), without waiting for the requests in flight. */
describe('graceful stop (SIGTERM)', () => {
  it('a second signal exits at once, without waiting for the request in flight', async () => {
    const { child, port, output, exited } = await startProcess();
    const slow = await connect(port);
    slow.socket.write('POST /admin/Index/login HTTP/1.1\r\nHost: 127.0.0.1\r\nserver: true\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{');
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
