import { describe, expect, it } from 'vitest';
import { carIdFromPagePath, carSlug, decodeCarId, encodeCarId, isNumericCarId, parseCarIdSegment } from './car-id';

describe('car id codec', () => {
  it('encodes the numeric id as base64 of its decimal form', () => {
    expect(encodeCarId(123)).toBe('MTIz');
    expect(decodeCarId('MTIz')).toBe(123);
  });

  it.each([1, 7, 42, 999, 2000, 100_000, 987_654_321])('round-trips id %i in both forms', (id) => {
    expect(decodeCarId(encodeCarId(id))).toBe(id);
    const slug = carSlug({ id, brand: 'Škoda', model: 'Octavia', year: 2019, fuelType: 'diesel' });
    expect(decodeCarId(slug)).toBe(id);
  });

  it.each([
    ['Škoda', 'Octavia', 'skoda-octavia-2019-diesel-'],
    ['Mercedes-Benz', 'C-Class', 'mercedes-benz-c-class-2019-diesel-'],
    ['Land Rover', 'Range Rover Evoque', 'land-rover-range-rover-evoque-2019-diesel-'],
    ['Citroen', 'ë-C4', 'citroen-e-c4-2019-diesel-'],
  ])('slugs %s %s with lowercase alphanumerics', (brand, model, prefix) => {
    const slug = carSlug({ id: 77, brand, model, year: 2019, fuelType: 'diesel' });
    expect(slug).toBe(`${prefix}${encodeCarId(77)}`);
    expect(slug.slice(0, slug.lastIndexOf('-'))).toMatch(/^[a-z0-9-]+$/);
    expect(decodeCarId(slug)).toBe(77);
  });

  it.each(['', 'abc', '!!!', 'MTIz!', 'AAAA', 'MA', 'skoda-octavia-', 'LTE', 'MS4w', 'MDE'])(
    'rejects %j',
    (segment) => {
      expect(decodeCarId(segment)).toBeNull();
    },
  );

  it('accepts the padded form of the base64', () => {
    expect(decodeCarId('MQ==')).toBe(1);
  });

  it('takes the bare numeric id the dealer API answers with, besides both canonical forms', () => {
    expect(parseCarIdSegment('2011')).toBe(2011);
    expect(isNumericCarId('2011')).toBe(true);
    expect(parseCarIdSegment(encodeCarId(2011))).toBe(2011);
    expect(isNumericCarId(encodeCarId(2011))).toBe(false);
    expect(
      parseCarIdSegment(carSlug({ id: 2011, brand: 'Peugeot', model: '308', year: 2021, fuelType: 'diesel' })),
    ).toBe(2011);
    for (const segment of ['0', '012', '-1', '1.5', '']) expect(parseCarIdSegment(segment)).toBeNull();
  });

  it.each([1, 9, 42, 2011, 987_654_321])('never reads a canonical segment of %i as a numeric id', (id) => {
    expect(isNumericCarId(encodeCarId(id))).toBe(false);
  });

  it.each([
    ['/car/skoda-octavia-2019-diesel-MTIz', 123],
    ['/hr/car/MTIz', 123],
    ['/de/car/123/', 123],
    ['/car/not-a-car', null],
    ['/en/car/MTIz', null],
    ['/car', null],
    ['/dealer/MTIz', null],
  ])('reads the car a page address %s shows: %s', (path, id) => {
    expect(carIdFromPagePath(path)).toBe(id);
  });
});
