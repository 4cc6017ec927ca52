import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './fixtures.ts';
import { connect, GRACE_MS, refused, slowLogin, startProcess, waitFor } from './server-process.ts';

/**
 * SIGTERM on a real server process (main.ts): unready at once, no new connections, the request in
 * flight (a body still arriving) finishes with 200, then exit 0 well within SHUTDOWN_GRACE_MS.
 */
describe('graceful stop (SIGTERM)', () => {
  it('unready at once, no new connections, the request in flight finishes with 200, exit 0 within the grace', async () => {
    const { child, port, output, exited } = await startProcess();
    // on a connection of its own that closes (fetch would keep one idle, which the stop leaves to the client until the grace)
    const ready = await connect(port);
    ready.socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await ready.response()).toMatch(/^HTTP\/1\.1 200/);

    // a login whose body is still arriving when the signal comes
    const body = JSON.stringify({ username: TEST_ADMIN.username, password: 'not-the-password', keep: false });
    const slow = await slowLogin(port, body, 10);
    // a readiness probe under way on its own connection (its headers not finished yet)
    const probe = await connect(port);
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((r) => setTimeout(r, 100));

    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor(() => output().includes('SIGTERM: stopping'), output);

    probe.socket.write('Connection: close\r\n\r\n');
    const probed = await probe.response();
    expect(probed).toMatch(/^HTTP\/1\.1 503/);
    expect(probed).toContain('{"status":"unready","reason":"stopping"}');

    expect(await refused(port)).toBe(true);
    expect(child.exitCode).toBe(null); // still waiting for the login

    slow.socket.write(body.slice(10));
    const answered = await slow.response();
    expect(answered).toMatch(/^HTTP\/1\.1 200/);
    expect(answered).toContain('"code":0'); // the wrong password, answered in the envelope

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS);
  }, 60_000);

  it('leaves a kept-alive idle connection to its client: a POST on it after the signal is answered, with Connection: close', async () => {
    const { child, port, output, exited } = await startProcess();
    const kept = await connect(port);
    let received = '';
    let closed = false;
    kept.socket.on('data', (d) => (received += d));
    kept.socket.on('close', () => (closed = true));
    kept.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(() => received.includes('{"status":"ok"}'), () => received);
    expect(received).not.toMatch(/connection: close/i);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor(() => output().includes('SIGTERM: stopping'), output);
    // a proxy may pick this connection now: closing it would lose the request (nginx does not send a POST elsewhere)
    await new Promise((r) => setTimeout(r, 300));
    expect(closed).toBe(false);

    received = '';
    const body = JSON.stringify({ username: TEST_ADMIN.username, password: 'not-the-password', keep: false });
    kept.socket.write(`POST /admin/Index/login HTTP/1.1\r\nHost: 127.0.0.1\r\nserver: true\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    const answered = await kept.response();
    expect(answered).toMatch(/^HTTP\/1\.1 200/);
    expect(answered).toMatch(/connection: close/i);
    expect(answered).toContain('"code":0');

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS);
  }, 60_000);
});
