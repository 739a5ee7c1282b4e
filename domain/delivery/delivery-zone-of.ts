import { metroDistricts, remoteStates, type DeliveryZone } from '../shared/delivery-rules';

/** A PIN as zone resolution needs it: where it is. */
export interface PinPlace {
  pincode: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two places with coordinates; null when either has none. */
export function distanceKm(a: PinPlace, b: PinPlace): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

const remote = new Set(remoteStates);
const metro = new Set(metroDistricts);

/**
 * The zone a PIN is in, seen from the warehouse (rule:delivery-zones), tried in this order: the same city (the
 * warehouse's own district, or within `sameCityKm` of it: the directory's coordinates are the mean of a PIN's post
 * offices, rough but good to a few km), the same state, a remote state, a metro district, else the rest of India.
 * Same city and same state come first, so a shop in Guwahati promises Guwahati as a city, not as the North-East.
 */
export function deliveryZoneOf(pin: PinPlace, warehouse: PinPlace | null, sameCityKm: number): DeliveryZone {
  if (warehouse) {
    const sameDistrict = pin.state === warehouse.state && pin.district === warehouse.district;
    const km = distanceKm(pin, warehouse);
    if (sameDistrict || (km !== null && km <= sameCityKm)) return 'same-city';
    if (pin.state === warehouse.state) return 'same-state';
  }
  if (remote.has(pin.state)) return 'remote';
  if (metro.has(pin.district)) return 'metro';
  return 'rest-of-india';
}
