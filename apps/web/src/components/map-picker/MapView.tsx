import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useSiteConfig } from '../../stores/site-config';
import { pickedPosition, type Position } from './coordinates';
import './map-picker.css';

export interface MapViewProps {
  /** The marker's position; none: no marker. */
  position: Position | null;
  /** A click or a dragged marker; absent: the map only shows. */
  onPick?: (position: Position) => void;
  height?: number;
  label?: string;
}

// Without a position: mainland China, whole.
const WORLD_VIEW = { center: L.latLng(35, 105), zoom: 3 };
const POSITION_ZOOM = 15;

/** A CSS pin: Leaflet's default marker images do not survive bundling. */
const pin = L.divIcon({ className: 'map-picker-pin', html: '<span></span>', iconSize: [24, 24], iconAnchor: [12, 24] });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A Leaflet map on the config centre's tiles (loaded with this module only, by the pickers'
 * lazy import). Clicking sets the marker, which can then be dragged; a position given from
 * outside (the saved one, typed coordinates) moves the marker to the map's centre.
 */
export default function MapView({ position, onPick, height = 260, label }: MapViewProps) {
  const tiles = useSiteConfig((s) => s.map);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  // the last position this map picked itself: one coming back from it does not move the view
  const picked = useRef<Position | null>(null);
  const pick = useRef((p: Position) => {
    picked.current = p;
    onPickRef.current?.(p);
  });

  useEffect(() => {
    const m = L.map(box.current!, { center: WORLD_VIEW.center, zoom: WORLD_VIEW.zoom, worldCopyJump: true });
    L.tileLayer(tiles.tileUrl, { subdomains: tiles.subdomains || 'abc', maxZoom: 19, attribution: escapeHtml(tiles.attribution) }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current(pickedPosition(e.latlng.lng, e.latlng.lat)));
    map.current = m;
    // the dialog opens with an animation: measure again whenever the box changes size
    const resized = new ResizeObserver(() => m.invalidateSize());
    resized.observe(box.current!);
    return () => {
      resized.disconnect();
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles.tileUrl, tiles.subdomains, tiles.attribution]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!position) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = L.latLng(position.latitude, position.longitude);
    if (!marker.current) {
      marker.current = L.marker(at, { icon: pin, draggable: !!onPickRef.current, keyboard: false }).addTo(m);
      marker.current.on('dragend', () => {
        const p = marker.current!.getLatLng();
        pick.current(pickedPosition(p.lng, p.lat));
      });
    } else if (!marker.current.getLatLng().equals(at)) {
      marker.current.setLatLng(at);
    }
    // a position from outside (the saved one, typed coordinates) is brought to the centre
    const ownPick = picked.current?.longitude === position.longitude && picked.current?.latitude === position.latitude;
    if (!ownPick) m.setView(at, Math.max(m.getZoom(), POSITION_ZOOM));
  }, [position?.longitude, position?.latitude, position]);

  return <div ref={box} className="map-picker-map" style={{ height }} role="application" aria-label={label} data-testid="map-view" />;
}
