/** A WGS-84 position in degrees, as the shop rows store it. */
export interface Position {
  longitude: number;
  latitude: number;
}

/** Six decimals (about 0.1 m), the precision the pickers write. */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** A typed or stored coordinate as a number within ±max, else null (empty, text, out of range). */
export function parseCoordinate(value: unknown, max: number): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}

/** Both coordinates when both are valid (the marker shows only then). */
export function positionOf(longitude: unknown, latitude: unknown): Position | null {
  const lng = parseCoordinate(longitude, 180);
  const lat = parseCoordinate(latitude, 90);
  return lng === null || lat === null ? null : { longitude: lng, latitude: lat };
}

/**
 * A point picked on the map as stored: the longitude brought back into [-180, 180] (the map
 * repeats the world sideways), the latitude clamped to ±90, both rounded to six decimals.
 */
export function pickedPosition(lng: number, lat: number): Position {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    longitude: roundCoordinate(wrapped === -180 && lng > 0 ? 180 : wrapped),
    latitude: roundCoordinate(Math.max(-90, Math.min(90, lat))),
  };
}
