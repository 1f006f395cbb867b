/**
 * A stand-in Overpass API server on loopback: POST /api/interpreter with a form-encoded `data` Overpass QL
 * query, answered in Overpass's JSON output format (`[out:json]`: version, generator, osm3s, elements with
 * `tags`; nodes with lat/lon, ways with `center` from `out center`). The test sets what it answers.
 */
import { startStubServer, type RecordedRequest, type StubReply, type StubServer } from './stub-server';

export type OverpassScenario = 'good' | 'empty' | 'busy' | 'timeout' | 'malformed' | 'field-missing' | 'runtime-error';

export interface OverpassStub extends StubServer {
  /** OVERPASS_URL for the provider. */
  url: string;
  scenario: OverpassScenario;
  /** The QL queries received. */
  queries(): string[];
}

/** Overpass's JSON envelope around some elements. */
export function overpassAnswer(elements: unknown[], remark?: string) {
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62.4 2390de5a',
    osm3s: {
      timestamp_osm_base: '2025-06-01T10:00:00Z',
      copyright:
        'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
    },
    elements,
    ...(remark ? { remark } : {}),
  };
}

/** Real-looking elements around Split: a node, a way with its centre, a tyre shop, a dealer, and noise. */
export const SPLIT_ELEMENTS = [
  {
    type: 'node',
    id: 1001,
    lat: 43.5101,
    lon: 16.4522,
    tags: {
      shop: 'car_repair',
      name: 'Autoservis Bilić',
      'addr:street': 'Domovinskog rata',
      'addr:housenumber': '49',
      'addr:postcode': '21000',
      'addr:city': 'Split',
      opening_hours: 'Mo-Fr 07:00-15:00; Sa 08:00-12:00; PH off',
      phone: '+385 21 555 123;+385 98 555 124',
      website: 'autoservis-bilic.example',
      'service:vehicle:air_conditioning': 'yes',
      'service:vehicle:diagnostics': 'yes',
    },
  },
  {
    type: 'way',
    id: 2002,
    center: { lat: 43.5132, lon: 16.4611 },
    nodes: [11, 12, 13, 14, 11],
    tags: {
      craft: 'car_repair',
      name: 'Klima servis Jukić',
      'contact:phone': '+385 21 555 200',
      opening_hours: 'Mo-Fr 08:00-16:00',
    },
  },
  {
    type: 'node',
    id: 1003,
    lat: 43.5078,
    lon: 16.4703,
    tags: {
      shop: 'tyres',
      name: 'Vulkanizer Kovač',
      'addr:street': 'Poljička cesta',
      'addr:housenumber': '12',
      opening_hours: 'not really hours',
    },
  },
  {
    type: 'node',
    id: 1004,
    lat: 43.516,
    lon: 16.44,
    tags: {
      shop: 'car',
      service: 'dealer;repair',
      name: 'Auto Split Centar',
      brand: 'Škoda;Volkswagen',
      'contact:website': 'https://auto-split.example/',
    },
  },
  // No name: nothing a person could look for.
  { type: 'node', id: 1005, lat: 43.51, lon: 16.45, tags: { shop: 'car_repair' } },
];

function reply(stub: { scenario: OverpassScenario }, request: RecordedRequest): StubReply {
  if (request.method !== 'POST' || request.path !== '/api/interpreter')
    return { kind: 'raw', status: 404, body: 'Not found', contentType: 'text/plain' };
  const query = new URLSearchParams(request.body).get('data') ?? '';
  if (!query.includes('[out:json]'))
    return { kind: 'raw', status: 400, body: 'Error: line 1: parse error', contentType: 'text/html' };
  switch (stub.scenario) {
    case 'good':
      return { kind: 'json', body: overpassAnswer(SPLIT_ELEMENTS) };
    case 'empty':
      return { kind: 'json', body: overpassAnswer([]) };
    case 'busy':
      // Overpass's rate limiting: 429 with an HTML page.
      return {
        kind: 'raw',
        status: 429,
        body: '<html><body>Too Many Requests</body></html>',
        contentType: 'text/html',
      };
    case 'timeout':
      return { kind: 'stall' };
    case 'malformed':
      return { kind: 'raw', body: '{"version":0.6,"elements":[{"type":"node",', contentType: 'application/json' };
    case 'field-missing':
      return { kind: 'json', body: { version: 0.6, generator: 'Overpass API', osm3s: {} } };
    case 'runtime-error':
      return {
        kind: 'json',
        body: overpassAnswer([], 'runtime error: Query timed out in "query" at line 3 after 26 seconds.'),
      };
  }
}

export async function startOverpassStub(scenario: OverpassScenario = 'good'): Promise<OverpassStub> {
  const state = { scenario };
  const server = await startStubServer((request) => reply(state, request));
  return {
    ...server,
    url: `${server.baseUrl}/api/interpreter`,
    get scenario() {
      return state.scenario;
    },
    set scenario(value: OverpassScenario) {
      state.scenario = value;
    },
    queries: () => server.requests.map((request) => new URLSearchParams(request.body).get('data') ?? ''),
  };
}
