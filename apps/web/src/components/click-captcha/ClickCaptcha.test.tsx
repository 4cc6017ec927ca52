import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import ClickCaptcha from './ClickCaptcha';
import { envelope, fakeServer } from '../../api/test-server';
import { setFeedback } from '../../api/feedback';

const captcha = { id: 'c1', text: ['<bell>', '火'], base64: 'data:image/png;base64,AAAA', width: 350, height: 200 };

/** jsdom computes no layout: give the click an offset the way a browser would. */
function clickAt(image: HTMLElement, x: number, y: number) {
  const event = new MouseEvent('click', { bubbles: true });
  Object.defineProperties(event, { offsetX: { value: x }, offsetY: { value: y } });
  fireEvent(image, event);
}

beforeEach(() => setFeedback({ success: vi.fn(), codeError: vi.fn(), httpError: vi.fn() }));

describe('ClickCaptcha', () => {
  it('shows the targets, numbers the clicks and checks "x,y-x,y;w;h" without consuming the captcha', async () => {
    const calls = fakeServer((config) => (config.url === '/api/common/clickCaptcha' ? envelope(1, captcha) : envelope(1, null)));
    const onSuccess = vi.fn();
    render(<ClickCaptcha onSuccess={onSuccess} onCancel={() => {}} />);

    const image = await screen.findByTestId('click-captcha-img');
    expect(screen.getByTestId('click-captcha').textContent).toContain('Please click in order: <bell>火');
    expect(image).toHaveProperty('width', 350);
    const id = (calls[0].params as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    clickAt(image, 112, 80);
    expect(screen.getByText('1')).toBeTruthy();
    clickAt(image, 240, 131);

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url).toBe('/api/common/checkClickCaptcha');
    // the id the server answered with is the one checked
    expect(JSON.parse(calls[1].data as string)).toEqual({ id: 'c1', info: '112,80-240,131;350;200', unset: false });
    expect(await screen.findByText('Verification is successful!')).toBeTruthy();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('112,80-240,131;350;200', 'c1'), { timeout: 2000 });
  });

  it('says so and loads a new image, with a new id, when the wrong area was clicked', async () => {
    const calls = fakeServer((config) =>
      config.url === '/api/common/clickCaptcha' ? envelope(1, captcha) : envelope(0, null, 'Captcha error'),
    );
    render(<ClickCaptcha onSuccess={() => {}} onCancel={() => {}} />);
    const image = await screen.findByTestId('click-captcha-img');
    clickAt(image, 1, 1);
    clickAt(image, 2, 2);
    expect(await screen.findByText('The correct area is not clicked, please try again!')).toBeTruthy();
    const loads = () => calls.filter((c) => c.url === '/api/common/clickCaptcha');
    await waitFor(() => expect(loads()).toHaveLength(2), { timeout: 2000 });
    expect(loads()[1].params).not.toEqual(loads()[0].params);
  });

  it('asks for a refresh when the image cannot be loaded', async () => {
    fakeServer(() => ({ status: 500 }));
    render(<ClickCaptcha onSuccess={() => {}} onCancel={() => {}} />);
    expect(await screen.findByText('Captcha loading failed, please click refresh button')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeTruthy();
  });
});
