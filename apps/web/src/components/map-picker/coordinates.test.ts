import { describe, expect, it } from 'vitest';
import { parseCoordinate, pickedPosition, positionOf, roundCoordinate } from './coordinates';

describe('coordinates', () => {
  it('rounds to six decimals', () => {
    expect(roundCoordinate(121.4737012345)).toBe(121.473701);
    expect(roundCoordinate(-31.2304165)).toBe(-31.230416);
    expect(roundCoordinate(0)).toBe(0);
  });

  it('parses typed values within range, and nothing else', () => {
    expect(parseCoordinate('121.5', 180)).toBe(121.5);
    expect(parseCoordinate(-90, 90)).toBe(-90);
    for (const bad of ['', '  ', null, undefined, 'abc', '91', 180.1, Number.NaN, Infinity]) expect(parseCoordinate(bad, bad === 180.1 ? 180 : 90)).toBeNull();
  });

  it('has a position only when both coordinates are valid', () => {
    expect(positionOf(121.47, 31.23)).toEqual({ longitude: 121.47, latitude: 31.23 });
    expect(positionOf(121.47, null)).toBeNull();
    expect(positionOf('', 31.23)).toBeNull();
    expect(positionOf(200, 31.23)).toBeNull();
  });

  it('brings a picked point on a repeated world back into range', () => {
    expect(pickedPosition(481.4737012, 31.2304165)).toEqual({ longitude: 121.473701, latitude: 31.230417 });
    expect(pickedPosition(-238.5, 10)).toEqual({ longitude: 121.5, latitude: 10 });
    expect(pickedPosition(180, 95)).toEqual({ longitude: 180, latitude: 90 });
    expect(pickedPosition(-180, -95)).toEqual({ longitude: -180, latitude: -90 });
  });
});
