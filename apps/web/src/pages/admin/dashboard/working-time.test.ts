import { beforeEach, describe, expect, it } from 'vitest';
import { isPaused, loadWorkingTime, nowSeconds, splitSeconds, togglePause, workedSeconds, WORKING_TIME_KEY } from './working-time';

const stored = () => JSON.parse(localStorage.getItem(WORKING_TIME_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('working time', () => {
  // Instants in UTC; the site's zone (the store's default, Asia/Shanghai, UTC+8) decides the day.
  const morning = Date.UTC(2025, 2, 3, 1, 0, 0); // 09:00 in Shanghai
  const t0 = nowSeconds(morning);

  it('starts with the first visit of the day and is kept in localStorage', () => {
    const time = loadWorkingTime(morning);
    expect(time).toEqual({ date: '2025-03-03', startTime: t0, pauseTime: 0, startPauseTime: 0 });
    expect(stored()).toEqual(time);
    expect(loadWorkingTime(Date.UTC(2025, 2, 3, 9, 0, 0))).toEqual(time);
    expect(workedSeconds(time, t0 + 3723)).toBe(3723);
    expect(splitSeconds(3723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
  });

  it('does not count pauses', () => {
    let time = loadWorkingTime(morning);
    time = togglePause(time, t0 + 600);
    expect(isPaused(time)).toBe(true);
    expect(workedSeconds(time, t0 + 900)).toBe(600);
    time = togglePause(time, t0 + 1200);
    expect(time).toMatchObject({ pauseTime: 600, startPauseTime: 0 });
    expect(workedSeconds(time, t0 + 1800)).toBe(1200);
    expect(stored()).toEqual(time);
  });

  it('starts again on a new day', () => {
    togglePause(loadWorkingTime(morning), t0 + 60);
    const next = Date.UTC(2025, 2, 3, 16, 30, 0); // still the 3rd in UTC, 00:30 on the 4th in Shanghai
    expect(loadWorkingTime(next)).toEqual({ date: '2025-03-04', startTime: nowSeconds(next), pauseTime: 0, startPauseTime: 0 });
  });
});
