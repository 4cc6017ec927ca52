import { siteNow } from './date';

export type GreetingPeriod = 'lateNight' | 'earlyMorning' | 'morning' | 'noon' | 'afternoon' | 'evening';

/** Spec §9: before 5 late night; 5–8 early morning; 9–11 morning; 12–13 noon; 14–17 afternoon; 18–23 evening. */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour < 5) return 'lateNight';
  if (hour < 9) return 'earlyMorning';
  if (hour < 12) return 'morning';
  if (hour < 14) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The period of the site's wall clock now (the greeting follows the site's time zone, not the browser's). */
export const siteGreetingPeriod = (): GreetingPeriod => greetingPeriod(siteNow().hour());
