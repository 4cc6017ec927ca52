import { describe, expect, it } from 'vitest';
import { distanceParts, placeOf } from './use-position';

describe('the member position for the nearest shops', () => {
  it('rounds to six decimals and refuses what the shop list would refuse', () => {
    expect(placeOf({ longitude: 121.47370049, latitude: 31.23040012 })).toEqual({ lng: 121.4737, lat: 31.2304 });
    expect(placeOf({ longitude: 181, latitude: 0 })).toBeNull();
    expect(placeOf({ longitude: 0, latitude: -90.5 })).toBeNull();
    expect(placeOf({ longitude: Number.NaN, latitude: 0 })).toBeNull();
  });

  it('words a distance in metres below 1 km, else in kilometres', () => {
    expect(distanceParts(0)).toEqual({ unit: 'm', value: '0' });
    expect(distanceParts(999.4)).toEqual({ unit: 'm', value: '999' });
    expect(distanceParts(1000)).toEqual({ unit: 'km', value: '1.0' });
    expect(distanceParts(1260)).toEqual({ unit: 'km', value: '1.3' });
    expect(distanceParts(15_400)).toEqual({ unit: 'km', value: '15' });
  });
});
