import { formatDateTime } from '../../../utils/date';

/**
 * The dashboard's working-time counter (BuildAdmin's `workingTime` in localStorage): it starts
 * with the first visit of the day and can be paused. Times are in seconds.
 */
export const WORKING_TIME_KEY = 'workingTime';

export interface WorkingTime {
  /** The site-zone date the counter belongs to (a new day of the site starts a new count). */
  date: string;
  startTime: number;
  /** Seconds spent in finished pauses. */
  pauseTime: number;
  /** Start of the current pause, 0 when working. */
  startPauseTime: number;
}

/** Unix seconds of an instant (epoch milliseconds). */
export const nowSeconds = (now: number = Date.now()) => Math.floor(now / 1000);

function read(storage: Storage): Partial<WorkingTime> | null {
  try {
    return JSON.parse(storage.getItem(WORKING_TIME_KEY) ?? 'null') as Partial<WorkingTime> | null;
  } catch {
    return null;
  }
}

/** Today's counter, started now if there is none for today. */
export function loadWorkingTime(now: number = Date.now(), storage: Storage = localStorage): WorkingTime {
  const date = formatDateTime(now, 'YYYY-MM-DD');
  const saved = read(storage);
  if (saved?.date === date && typeof saved.startTime === 'number') {
    return { date, startTime: saved.startTime, pauseTime: Number(saved.pauseTime) || 0, startPauseTime: Number(saved.startPauseTime) || 0 };
  }
  const fresh: WorkingTime = { date, startTime: nowSeconds(now), pauseTime: 0, startPauseTime: 0 };
  storage.setItem(WORKING_TIME_KEY, JSON.stringify(fresh));
  return fresh;
}

export const isPaused = (time: WorkingTime) => time.startPauseTime > 0;

/** Seconds worked so far: elapsed time minus pauses (including the current one). */
export function workedSeconds(time: WorkingTime, now: number = nowSeconds()): number {
  const currentPause = isPaused(time) ? now - time.startPauseTime : 0;
  return Math.max(0, now - time.startTime - time.pauseTime - currentPause);
}

/** Pauses, or resumes (adding the pause to the paused total); stored at once. */
export function togglePause(time: WorkingTime, now: number = nowSeconds(), storage: Storage = localStorage): WorkingTime {
  const next = isPaused(time)
    ? { ...time, pauseTime: time.pauseTime + (now - time.startPauseTime), startPauseTime: 0 }
    : { ...time, startPauseTime: now };
  storage.setItem(WORKING_TIME_KEY, JSON.stringify(next));
  return next;
}

export function splitSeconds(total: number): { hours: number; minutes: number; seconds: number } {
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
