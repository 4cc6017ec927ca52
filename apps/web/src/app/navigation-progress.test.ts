import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneProgress, startProgress } from './navigation-progress';

const bars = () => document.querySelectorAll('.nav-progress');

describe('navigation progress bar', () => {
  afterEach(() => {
    vi.useRealTimers();
    doneProgress();
    document.querySelectorAll('.nav-progress').forEach((el) => el.remove());
  });

  it('shows one bar however often a navigation starts, and removes it after its fade', () => {
    vi.useFakeTimers();
    startProgress();
    startProgress();
    expect(bars()).toHaveLength(1);
    expect(bars()[0].getAttribute('aria-hidden')).toBe('true');

    doneProgress();
    expect(bars()[0].classList.contains('is-done')).toBe(true);
    vi.advanceTimersByTime(299);
    expect(bars()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(bars()).toHaveLength(0);
  });

  it('a navigation starting while the bar fades gets a new running bar, which the old fade leaves alone', () => {
    vi.useFakeTimers();
    startProgress();
    doneProgress();
    startProgress();
    expect(bars()).toHaveLength(1);
    expect(bars()[0].classList.contains('is-done')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(bars()).toHaveLength(1);
    doneProgress();
    vi.advanceTimersByTime(300);
    expect(bars()).toHaveLength(0);
  });
});
