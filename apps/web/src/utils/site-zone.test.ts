import { afterEach, describe, expect, it } from 'vitest';
import { wallPartsIn } from '@app/contract';
import { useSiteConfig } from '../stores/site-config';
import { siteYear } from './site-zone';

describe('siteYear', () => {
  // the store is shared with the other tests of this worker: the zone set here must not outlive it
  const { timeZone } = useSiteConfig.getState();
  afterEach(() => useSiteConfig.setState({ timeZone }));

  // the zones furthest from UTC both ways, the fallback, and one with a half hour
  const zones = ['Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Shanghai', 'America/St_Johns', 'UTC'];
  const hour = 3600_000;
  const newYear = Date.UTC(2027, 0, 1);
  // around a New Year in UTC (where the zones disagree), and mid-year
  const instants = [-15, -14, -13.5, -10, -1, 0, 1, 11.5, 12, 13, 14, 15].map((h) => newYear + h * hour).concat(Date.UTC(2026, 6, 1, 12));

  it.each(zones)('is the year on the wall clock of %s at every instant', (zone) => {
    useSiteConfig.setState({ timeZone: zone });
    for (const t of instants) expect([t, siteYear(t)]).toEqual([t, wallPartsIn(t, zone).year]);
  });

  it('tells the zones apart near a New Year', () => {
    const t = newYear - 10 * hour; // 31 December 14:00 UTC
    useSiteConfig.setState({ timeZone: 'Pacific/Kiritimati' });
    expect(siteYear(t)).toBe(2027);
    useSiteConfig.setState({ timeZone: 'Etc/GMT+12' });
    expect(siteYear(t)).toBe(2026);
  });
});
