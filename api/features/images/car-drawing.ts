/**
 * The picture a listing gets when it has no photo: a flat side view of its body type in its color,
 * with the brand and model underneath. Pure string building; `sharp` turns it into pixels.
 *
 * Every silhouette is drawn facing right in a 320 x 140 box whose bottom edge is the ground.
 */
import type { Car } from '@contract/car';
import type { BodyType, Color } from '@contract/catalog/vehicle';

/** Bump when the drawing changes, so cached renders of the old drawing are not served. */
export const DRAWING_VERSION = 2;

export type DrawableCar = Pick<Car, 'brand' | 'model' | 'bodyType' | 'color'>;

const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const BOX_WIDTH = 320;
const BOX_HEIGHT = 140;

interface Paint {
  body: string;
  /** Outline; light cars get a clearly darker one so they show on the light background. */
  outline: string;
  /** Background gradient, top to bottom. */
  sky: [string, string];
}

const PAINTS: Record<Color, Paint> = {
  black: { body: '#24282f', outline: '#0c0e11', sky: ['#f1f4f8', '#d9e1ea'] },
  white: { body: '#f7f8fa', outline: '#7d8793', sky: ['#e4ebf3', '#c5d2df'] },
  silver: { body: '#c9ced5', outline: '#6f7883', sky: ['#eef2f7', '#d3dce6'] },
  gray: { body: '#6b737d', outline: '#3b4148', sky: ['#f1f4f8', '#d9e1ea'] },
  blue: { body: '#1f5fbf', outline: '#123a75', sky: ['#eef4fb', '#d3e1f1'] },
  red: { body: '#c8202f', outline: '#7a121c', sky: ['#f8f1f0', '#e8d8d6'] },
  green: { body: '#2e7d4f', outline: '#1a4a2e', sky: ['#f0f6f1', '#d6e6da'] },
  brown: { body: '#7b4f2c', outline: '#482d18', sky: ['#f7f2ec', '#e5d9cb'] },
  yellow: { body: '#f2c318', outline: '#9a7a06', sky: ['#eef3f9', '#d5e0ec'] },
  orange: { body: '#ee7a1e', outline: '#94470b', sky: ['#eef3f9', '#d5e0ec'] },
  beige: { body: '#dccaa3', outline: '#8c7a55', sky: ['#eef2f6', '#d3dbe4'] },
  purple: { body: '#6a3ea8', outline: '#3d2164', sky: ['#f4f0f9', '#e0d7ec'] },
};

interface Lamp {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Silhouette {
  /** Outline from the rear bottom over the roof to the front bottom; the underside is added. */
  profile: string;
  /** Window shapes, one closed path each. */
  windows: string[];
  /** Leftmost and rightmost x of the outline (default: the whole box). */
  span?: [number, number];
  /** Black plastic trim over the wheel arches and along the sill (off-road look). */
  cladding?: boolean;
  /** Sill height: where the underside runs between the wheel arches. */
  sill: number;
  wheelRadius: number;
  /** Centres of the rear and front wheel. */
  wheels: [number, number];
  /** Door shut lines (x positions), drawn from `doorTop` down to the sill. */
  doors: number[];
  doorTop: number;
  /** Door handles (x positions) at `handleY`. */
  handles: number[];
  handleY: number;
  headlight: Lamp;
  taillight: Lamp;
  /** Extra shapes under the body (seats of a convertible) and above it (roof rails, frames). */
  under?: string;
  over?: string;
}

const SILHOUETTES: Record<BodyType, Silhouette> = {
  sedan: {
    profile:
      'M 10 118 C 6 108 4 92 8 82 C 10 76 18 72 30 71 L 74 68 C 92 54 110 40 134 35 ' +
      'C 152 31 180 30 198 33 C 216 39 232 55 246 66 C 270 69 292 71 306 76 C 316 80 318 90 317 100 L 316 118',
    windows: [
      'M 90 65 C 104 53 120 44 138 41 L 163 39.5 L 163 65 Z',
      'M 170 39.2 L 194 39 C 208 44 222 55 234 65 L 170 65 Z',
    ],
    sill: 118,
    wheelRadius: 25,
    wheels: [72, 254],
    doors: [166, 232],
    doorTop: 66,
    handles: [142, 206],
    handleY: 76,
    headlight: { x: 296, y: 76, width: 30, height: 9 },
    taillight: { x: -4, y: 78, width: 22, height: 9 },
  },
  // A family hatchback (Golf, Focus, Clio): shorter than the estate, a raked tailgate right behind the
  // rear door, two side windows and a thick C-pillar (three windows and a long roof read as an estate).
  hatchback: {
    profile:
      'M 40 118 C 36 106 36 94 38 86 L 45 54 C 49 41 57 35 73 34 L 164 31 ' +
      'C 186 34 208 50 228 63 C 254 67 278 71 288 77 C 296 81 298 92 297 102 L 296 118',
    windows: [
      'M 62 63 L 65 48 C 67 42 71 40.5 78 40.2 L 132 38.2 L 132 63 Z',
      'M 139 38 L 164 37.2 C 182 40 202 52 218 63 L 139 63 Z',
    ],
    span: [34, 298],
    sill: 118,
    wheelRadius: 25,
    wheels: [82, 244],
    doors: [135.5, 220],
    doorTop: 64,
    handles: [112, 190],
    handleY: 76,
    headlight: { x: 278, y: 78, width: 28, height: 9 },
    taillight: { x: 34, y: 60, width: 12, height: 20 },
  },
  suv: {
    profile:
      'M 8 108 L 6 56 C 6 34 10 22 26 20 L 184 16 C 200 19 218 36 234 50 ' +
      'C 262 52 292 54 306 58 C 316 62 318 72 318 84 L 317 108',
    windows: [
      'M 20 50 L 22 34 C 23 29 26 26 33 26 L 62 25.5 L 66 50 Z',
      'M 73 50 L 70 25.4 L 140 24 L 140 50 Z',
      'M 147 23.9 L 182 23.1 C 196 27 210 38 224 50 L 147 50 Z',
    ],
    sill: 108,
    wheelRadius: 30,
    wheels: [70, 252],
    doors: [143.5, 224],
    doorTop: 51,
    handles: [118, 196],
    handleY: 62,
    headlight: { x: 298, y: 58, width: 30, height: 10 },
    taillight: { x: -4, y: 50, width: 18, height: 16 },
    cladding: true,
    over: 'M 44 19 L 170 15.8 L 170 12.8 L 44 16 Z',
  },
  wagon: {
    profile:
      'M 8 118 C 4 102 4 88 8 78 L 12 46 C 14 37 20 33 32 32 L 190 30 ' +
      'C 208 34 226 52 242 64 C 268 68 292 71 306 76 C 316 80 318 90 317 100 L 316 118',
    windows: [
      'M 22 64 L 25 45 C 26 41 29 38.5 35 38.5 L 84 37.6 L 88 64 Z',
      'M 95 64 L 91 37.5 L 152 36.6 L 152 64 Z',
      'M 159 36.5 L 188 36.2 C 204 41 219 52 232 64 L 159 64 Z',
    ],
    sill: 118,
    wheelRadius: 25,
    wheels: [66, 256],
    doors: [155.5, 232],
    doorTop: 65,
    handles: [132, 204],
    handleY: 76,
    headlight: { x: 298, y: 76, width: 30, height: 9 },
    taillight: { x: -4, y: 70, width: 18, height: 12 },
    over: 'M 36 32.5 L 176 30.4 L 176 28 L 36 30 Z',
  },
  coupe: {
    profile:
      'M 10 117 C 6 106 4 94 8 86 C 10 80 16 76 28 74 L 54 72 C 84 58 112 44 146 40 ' +
      'C 164 38 180 39 192 42 C 208 48 226 60 240 68 C 268 72 294 75 308 80 C 316 84 318 94 317 104 L 316 117',
    windows: ['M 78 68 C 100 57 124 48 150 46 L 186 46 C 199 51 212 60 225 68 Z'],
    sill: 117,
    wheelRadius: 25,
    wheels: [70, 256],
    doors: [226],
    doorTop: 69,
    handles: [200],
    handleY: 79,
    headlight: { x: 298, y: 78, width: 30, height: 8 },
    taillight: { x: -4, y: 80, width: 22, height: 8 },
  },
  convertible: {
    profile:
      'M 10 117 C 6 106 4 94 8 86 C 10 79 18 74 30 73 L 200 71 ' +
      'C 224 71 232 71 242 71 C 268 73 294 75 308 80 C 316 84 318 94 317 104 L 316 117',
    windows: ['M 196 71 L 176 46 L 181 45 L 205 71 Z'],
    sill: 117,
    wheelRadius: 25,
    wheels: [70, 256],
    doors: [226],
    doorTop: 72,
    handles: [200],
    handleY: 80,
    headlight: { x: 298, y: 78, width: 30, height: 8 },
    taillight: { x: -4, y: 80, width: 22, height: 8 },
    under:
      // Two seats with headrests, then the folded top behind them.
      'M 118 74 L 120 56 C 120 52 123 50 127 50 L 134 50 C 138 50 140 52 140 56 L 138 74 Z ' +
      'M 156 74 L 158 56 C 158 52 161 50 165 50 L 172 50 C 176 50 178 52 178 56 L 176 74 Z ' +
      'M 36 74 C 38 64 48 60 62 60 L 90 61 C 98 62 102 66 102 74 Z',
    over: 'M 196 71 L 176 46 M 176 46 L 181 45',
  },
  pickup: {
    profile:
      'M 6 112 L 6 64 L 116 62 L 118 32 C 118 27 122 24 128 24 L 184 24 ' +
      'C 198 27 216 42 230 56 C 258 58 290 60 306 64 C 316 68 318 78 318 90 L 317 112',
    windows: [
      'M 126 56 L 126 35 C 126 32 128 30.5 132 30.5 L 164 30.3 L 164 56 Z',
      'M 171 30.3 L 181 30.3 C 194 34 208 45 221 56 L 171 56 Z',
    ],
    sill: 112,
    wheelRadius: 28,
    wheels: [62, 250],
    doors: [120, 167.5, 222],
    doorTop: 57,
    handles: [148, 198],
    handleY: 68,
    headlight: { x: 298, y: 66, width: 30, height: 10 },
    taillight: { x: -4, y: 66, width: 14, height: 16 },
    cladding: true,
    over: 'M 6 68 L 116 66.2',
  },
  van: {
    profile:
      'M 6 116 L 6 20 C 6 12 10 8 18 8 L 204 8 C 214 9 221 13 226 22 L 250 58 ' +
      'C 276 62 300 66 310 72 C 316 76 318 86 318 96 L 317 116',
    windows: ['M 196 58 L 196 16 L 211 16 C 216 17 219 20 222 25 L 242 58 Z'],
    sill: 116,
    wheelRadius: 24,
    wheels: [60, 256],
    doors: [86, 188, 244],
    doorTop: 12,
    handles: [96, 214],
    handleY: 66,
    headlight: { x: 300, y: 68, width: 30, height: 10 },
    taillight: { x: -4, y: 64, width: 12, height: 24 },
  },
  minivan: {
    profile:
      'M 8 118 C 4 100 4 76 8 54 L 12 28 C 14 16 22 10 36 10 L 160 9 ' +
      'C 184 10 210 26 238 52 C 266 60 294 66 308 74 C 316 78 318 88 317 100 L 316 118',
    windows: [
      'M 22 56 L 25 28 C 26 21 30 18 38 18 L 86 17.4 L 88 56 Z',
      'M 95 56 L 93 17.3 L 150 16.8 L 150 56 Z',
      'M 157 16.8 L 162 16.8 C 182 19 206 34 228 56 L 157 56 Z',
    ],
    sill: 118,
    wheelRadius: 25,
    wheels: [68, 252],
    doors: [91.5, 153.5, 230],
    doorTop: 57,
    handles: [140, 206],
    handleY: 68,
    headlight: { x: 298, y: 72, width: 30, height: 9 },
    taillight: { x: -4, y: 44, width: 14, height: 26 },
    over: 'M 30 60.5 L 90 60.5',
  },
};

/** Escapes text for SVG and drops characters XML does not allow. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function clip(text: string, max: number): string {
  const characters = Array.from(text.trim().replace(/\s+/g, ' '));
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : characters.join('');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The underside from the front bottom back to the rear bottom, with an arch over each wheel. */
function underside(shape: Silhouette): string {
  const [rear, front] = shape.wheels;
  const arch = shape.wheelRadius + 5;
  const y = shape.sill;
  return (
    ` L ${front + arch} ${y} A ${arch} ${arch} 0 0 0 ${front - arch} ${y}` +
    ` L ${rear + arch} ${y} A ${arch} ${arch} 0 0 0 ${rear - arch} ${y} Z`
  );
}

/** The dark wheel well seen through each arch. */
function wheelWells(shape: Silhouette): string {
  const arch = shape.wheelRadius + 5;
  return shape.wheels
    .map((x) => `M ${x - arch} ${shape.sill} A ${arch} ${arch} 0 0 1 ${x + arch} ${shape.sill} Z`)
    .join(' ');
}

/** Arch trims of off-road bodies: thick dark arcs following each arch. */
function archTrims(shape: Silhouette): string {
  const arch = shape.wheelRadius + 7;
  return shape.wheels
    .map((x) => `M ${x - arch} ${shape.sill} A ${arch} ${arch} 0 0 1 ${x + arch} ${shape.sill}`)
    .join(' ');
}

function wheel(cx: number, radius: number): string {
  const cy = BOX_HEIGHT - radius;
  const rim = radius * 0.6;
  const spokes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index * 2 * Math.PI) / 5 - Math.PI / 2;
    const x = round(cx + Math.cos(angle) * rim * 0.86);
    const y = round(cy + Math.sin(angle) * rim * 0.86);
    return `M ${cx} ${cy} L ${x} ${y}`;
  }).join(' ');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#1c1f24"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(radius * 0.86)}" fill="none" stroke="#2d3239" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(rim)}" fill="url(#rim)"/>` +
    `<path d="${spokes}" stroke="#eef1f4" stroke-width="${round(rim * 0.28)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(rim)}" fill="none" stroke="#7c848e" stroke-width="1.2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(rim * 0.26)}" fill="#5d646d"/>`
  );
}

function lamp(light: Lamp, fill: string, stroke: string): string {
  return (
    `<rect x="${light.x}" y="${light.y}" width="${light.width}" height="${light.height}" ` +
    `rx="${round(light.height / 2)}" fill="${fill}" stroke="${stroke}" stroke-width="1"/>`
  );
}

/**
 * City cars (Fiat 500, up!, Twingo, Mini ...): their hatchbacks are drawn short and tall, with one
 * door a side, not as a family hatchback.
 */
const CITY_HATCHBACK: Silhouette = {
  profile:
    'M 62 118 C 58 106 58 92 60 82 L 64 56 C 68 40 76 30 96 29 L 180 28 ' +
    'C 198 31 212 44 226 58 C 246 63 262 68 268 76 C 274 82 275 92 274 102 L 273 118',
  windows: [
    'M 76 60 L 79 45 C 82 38.5 87 35.6 97 35.2 L 118 34.8 L 120 60 Z',
    'M 128 34.7 L 178 34.2 C 192 38 204 48 215 60 L 128 60 Z',
  ],
  span: [58, 276],
  sill: 118,
  wheelRadius: 24,
  wheels: [102, 236],
  doors: [124, 217],
  doorTop: 61,
  handles: [134],
  handleY: 72,
  headlight: { x: 256, y: 72, width: 22, height: 12 },
  taillight: { x: 57, y: 62, width: 10, height: 20 },
};

/** City cars by brand, as the catalog spells them. */
const CITY_CARS: Readonly<Record<string, readonly string[]>> = {
  Chevrolet: ['Matiz', 'Spark'],
  Citroen: ['C1'],
  Dacia: ['Spring'],
  Fiat: ['500', '500e', 'Panda'],
  Ford: ['Ka'],
  Honda: ['e'],
  Hyundai: ['i10'],
  Kia: ['Picanto'],
  Mini: ['One', 'Cooper', 'Cooper S', 'Cooper SE'],
  Mitsubishi: ['Space Star', 'i-MiEV'],
  Opel: ['Adam', 'Karl'],
  Peugeot: ['107', '108'],
  Renault: ['Twingo'],
  Seat: ['Mii'],
  Škoda: ['Citigo'],
  Suzuki: ['Alto', 'Celerio'],
  Toyota: ['Aygo', 'Aygo X'],
  Volkswagen: ['Up!'],
};

/** The outline a car is drawn with: its body type, a city car's hatchback short and tall. */
export function silhouetteOf(car: Pick<DrawableCar, 'brand' | 'model' | 'bodyType'>): Silhouette {
  if (car.bodyType === 'hatchback' && CITY_CARS[car.brand]?.includes(car.model)) return CITY_HATCHBACK;
  return SILHOUETTES[car.bodyType] ?? SILHOUETTES.sedan;
}

/** The listing's picture as an SVG document of exactly `width` x `height` pixels. */
export function drawCarSvg(car: DrawableCar, width: number, height: number): string {
  const shape = silhouetteOf(car);
  const paint = PAINTS[car.color] ?? PAINTS.gray;
  const body = shape.profile + underside(shape);
  const windows = shape.windows.join(' ');

  // Place the car in the upper three quarters, centred; the name goes underneath.
  const scale = Math.min((width * 0.8) / BOX_WIDTH, (height * 0.58) / BOX_HEIGHT);
  const groundY = height * 0.75;
  const [minX, maxX] = shape.span ?? [4, 318];
  const left = (width - (minX + maxX) * scale) / 2;
  const top = groundY - BOX_HEIGHT * scale;
  const [rearWheel, frontWheel] = shape.wheels;

  const brand = clip(car.brand, 24);
  const model = clip(car.model, 32);
  const characters = Array.from(brand).length + 1 + Array.from(model).length;
  const fontSize = round(Math.min(height * 0.078, (width * 0.9) / (characters * 0.64)));
  const textY = round(height - height * 0.075);

  const doorLines = shape.doors.map((x) => `M ${x} ${shape.doorTop} L ${x} ${shape.sill - 2}`).join(' ');
  const handles = shape.handles
    .map(
      (x) =>
        `<rect x="${x}" y="${shape.handleY}" width="13" height="3.2" rx="1.6" fill="${paint.outline}" opacity="0.55"/>`,
    )
    .join('');
  const outlineWidth = round(1.6 / Math.max(scale, 0.5));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.sky[0]}"/><stop offset="1" stop-color="${paint.sky[1]}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a" stop-opacity="0.32"/><stop offset="0.7" stop-color="#0f172a" stop-opacity="0.12"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.34"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.06"/><stop offset="0.62" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#c9dbea"/><stop offset="0.5" stop-color="#7f9bb5"/><stop offset="1" stop-color="#3f5469"/></linearGradient>',
    '<linearGradient id="rim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3e7eb"/><stop offset="1" stop-color="#99a1ab"/></linearGradient>',
    `<clipPath id="body"><path d="${body}"/></clipPath>`,
    `<clipPath id="windows"><path d="${windows}"/></clipPath>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<ellipse cx="${round(width / 2)}" cy="${round(groundY - BOX_HEIGHT * scale * 0.45)}" rx="${round(width * 0.48)}" ry="${round(height * 0.42)}" fill="url(#glow)"/>`,
    `<rect y="${round(groundY)}" width="${width}" height="${round(height - groundY)}" fill="#0f172a" opacity="0.04"/>`,
    `<ellipse cx="${round(width / 2)}" cy="${round(groundY)}" rx="${round(BOX_WIDTH * scale * 0.56)}" ry="${round(10 * scale)}" fill="url(#shadow)"/>`,
    `<g transform="translate(${round(left)} ${round(top)}) scale(${round(scale * 1000) / 1000})">`,
    shape.under ? `<path d="${shape.under}" fill="#2b2f36"/>` : '',
    `<path d="${wheelWells(shape)}" fill="#191c21"/>`,
    `<path d="${body}" fill="${paint.body}"/>`,
    '<g clip-path="url(#body)">',
    `<rect x="-10" y="0" width="${BOX_WIDTH + 20}" height="${BOX_HEIGHT}" fill="url(#shade)"/>`,
    `<path d="${doorLines}" stroke="${paint.outline}" stroke-opacity="0.55" stroke-width="1.1" fill="none"/>`,
    handles,
    lamp(shape.headlight, '#fff7d6', '#a89a6a'),
    lamp(shape.taillight, '#d3202f', '#7a0f18'),
    shape.cladding
      ? `<rect x="-10" y="${shape.sill - 12}" width="${BOX_WIDTH + 20}" height="14" fill="#2b2f36"/>` +
        `<path d="${archTrims(shape)}" fill="none" stroke="#2b2f36" stroke-width="8"/>`
      : `<rect x="-10" y="${shape.sill - 9}" width="${BOX_WIDTH + 20}" height="12" fill="#15181d" opacity="0.35"/>`,
    '</g>',
    `<path d="${windows}" fill="url(#glass)" stroke="#1f262e" stroke-opacity="0.5" stroke-width="1"/>`,
    // A soft reflection across the glass.
    `<path d="M 60 80 L 150 0 L 190 0 L 100 80 Z M 200 80 L 270 0 L 285 0 L 215 80 Z" fill="#ffffff" opacity="0.18" clip-path="url(#windows)"/>`,
    `<path d="${body}" fill="none" stroke="${paint.outline}" stroke-width="${outlineWidth}" stroke-linejoin="round"/>`,
    shape.over
      ? `<path d="${shape.over}" fill="#2b2f36" stroke="#2b2f36" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
      : '',
    wheel(rearWheel, shape.wheelRadius),
    wheel(frontWheel, shape.wheelRadius),
    '</g>',
    `<text x="${round(width / 2)}" y="${textY}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" fill="#1e293b">`,
    `<tspan font-weight="400" fill="#475569">${escapeXml(brand)}</tspan> <tspan font-weight="700">${escapeXml(model)}</tspan>`,
    '</text>',
    '</svg>',
  ].join('');
}
