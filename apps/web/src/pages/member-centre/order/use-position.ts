import { useEffect, useState } from 'react';

/** Where the member is, as the browser's geolocation tells it (for the nearest shops first). */
export interface Place {
  lng: number;
  lat: number;
}

/** Give up waiting for the browser after this long (a prompt left unanswered): the shops list in their usual order. */
const WAIT_MS = 6000;

/** A position as the shop list's input takes it: six decimals (about 0.1 m), inside the ranges it accepts. */
export function placeOf(coords: { longitude: number; latitude: number }): Place | null {
  const { longitude: lng, latitude: lat } = coords;
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return { lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6 };
}

/**
 * The member's position once the browser answered: `undefined` while asking, `null` when refused,
 * unavailable or too slow (then no distance shows and the shops keep their order).
 */
export function usePlace(): Place | null | undefined {
  const [place, setPlace] = useState<Place | null | undefined>(() => (typeof navigator !== 'undefined' && navigator.geolocation ? undefined : null));
  useEffect(() => {
    if (place !== undefined) return;
    let done = false;
    const settle = (p: Place | null) => {
      if (done) return;
      done = true;
      setPlace(p);
    };
    const timer = window.setTimeout(() => settle(null), WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (pos) => settle(placeOf(pos.coords)),
      () => settle(null),
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: WAIT_MS },
    );
    return () => {
      done = true;
      window.clearTimeout(timer);
    };
  }, [place]);
  return place;
}

/** A distance in metres as shown beside a shop: whole metres below 1 km, else kilometres with one decimal (10 km and more whole). */
export function distanceParts(metres: number): { unit: 'm' | 'km'; value: string } {
  if (metres < 1000) return { unit: 'm', value: String(Math.round(metres)) };
  const km = metres / 1000;
  return { unit: 'km', value: km >= 10 ? String(Math.round(km)) : km.toFixed(1) };
}
