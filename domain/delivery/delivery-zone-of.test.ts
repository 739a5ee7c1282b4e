/**
 * Which zone a PIN is in, seen from the warehouse (rule:delivery-zones): same city, same state, remote, metro, rest of
 * India, in that order. Places are real PINs as the directory has them.
 */
import { describe, expect, it } from 'vitest';
import { deliveryZoneOf, distanceKm, type PinPlace } from './delivery-zone-of';

const place = (
  pincode: string,
  district: string,
  state: string,
  latitude: number | null,
  longitude: number | null,
): PinPlace => ({
  pincode,
  district,
  state,
  latitude,
  longitude,
});
const jaipur = place('302017', 'Jaipur', 'Rajasthan', 26.8378, 75.8256);
const jaipurGpo = place('302001', 'Jaipur', 'Rajasthan', 26.9167, 75.8167);
const ajmer = place('305001', 'Ajmer', 'Rajasthan', 26.4499, 74.6399);
const bengaluru = place('560001', 'Bengaluru', 'Karnataka', 13.2257, 77.575);
const mumbai = place('400001', 'Mumbai', 'Maharashtra', 18.9388, 72.8354);
const leh = place('194101', 'Leh', 'Ladakh', 34.3669, 75.5907);
const shillong = place('793001', 'East Khasi Hills', 'Meghalaya', 25.5764, 91.8827);
const guwahati = place('781001', 'Kamrup Metropolitan', 'Assam', 26.1833, 91.75);
const dispur = place('781006', 'Kamrup Metropolitan', 'Assam', 26.15, 91.7833);
const patna = place('800001', 'Patna', 'Bihar', 25.6, 85.1);
const noCoordinates = place('302099', 'Jaipur Rural', 'Rajasthan', null, null);

describe('delivery zones (rule:delivery-zones)', () => {
  it('the same district is the same city', () => {
    expect(deliveryZoneOf(jaipurGpo, jaipur, 0)).toBe('same-city');
  });

  it('within the same-city distance is the same city, even in another district', () => {
    const km = distanceKm(jaipur, ajmer)!;
    expect(km).toBeGreaterThan(100);
    expect(km).toBeLessThan(140);
    expect(deliveryZoneOf(ajmer, jaipur, 40)).toBe('same-state');
    expect(deliveryZoneOf(ajmer, jaipur, 150)).toBe('same-city');
  });

  it('the same state comes before remote and metro', () => {
    expect(deliveryZoneOf(dispur, guwahati, 0)).toBe('same-city');
    expect(deliveryZoneOf(shillong, guwahati, 0)).toBe('remote');
    expect(deliveryZoneOf(place('786001', 'Dibrugarh', 'Assam', 27.48, 94.9), guwahati, 40)).toBe('same-state');
  });

  it('the North-East, Ladakh and the islands are remote from elsewhere', () => {
    expect(deliveryZoneOf(leh, jaipur, 40)).toBe('remote');
    expect(deliveryZoneOf(shillong, bengaluru, 40)).toBe('remote');
    expect(
      deliveryZoneOf(place('744101', 'South Andaman', 'Andaman and Nicobar Islands', 11.67, 92.74), mumbai, 40),
    ).toBe('remote');
  });

  it('metro districts are metro; anywhere else is the rest of India', () => {
    expect(deliveryZoneOf(mumbai, jaipur, 40)).toBe('metro');
    expect(deliveryZoneOf(bengaluru, jaipur, 40)).toBe('metro');
    expect(deliveryZoneOf(patna, jaipur, 40)).toBe('rest-of-india');
  });

  it('a PIN without coordinates is judged by district and state alone', () => {
    expect(distanceKm(noCoordinates, jaipur)).toBeNull();
    expect(deliveryZoneOf(noCoordinates, jaipur, 200)).toBe('same-state');
  });

  it('without a warehouse in the directory, only remote, metro and the rest', () => {
    expect(deliveryZoneOf(jaipur, null, 40)).toBe('rest-of-india');
    expect(deliveryZoneOf(mumbai, null, 40)).toBe('metro');
  });
});
