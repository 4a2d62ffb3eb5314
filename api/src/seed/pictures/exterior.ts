// Building exteriors: a sky (day, sunset or dusk), distant hills or skyline, one of a few
// building shapes with its floors, windows and balconies, then a garden with trees in front.
import type { Random } from '../random';
import {
  PICTURE_HEIGHT as H,
  PICTURE_WIDTH as W,
  circle,
  ellipse,
  linearGradient,
  polygon,
  rect,
  shade,
  svgDocument,
} from './svg';

interface Sky {
  stops: string[];
  sun: string;
  dusk: boolean;
}

const SKIES: Sky[] = [
  { stops: ['#4a90d9', '#9cc9f0', '#e3f1fb'], sun: '#fff6c9', dusk: false },
  { stops: ['#2f6fb5', '#7db4e6', '#cfe6f7'], sun: '#fffbe0', dusk: false },
  { stops: ['#ff9a5a', '#ffc07a', '#ffe2b0'], sun: '#fff0c0', dusk: false },
  { stops: ['#e86a8a', '#f7a07c', '#fcd9a8'], sun: '#fff1d6', dusk: false },
  { stops: ['#1d2b53', '#5b4a86', '#e58c6d'], sun: '#ffe8b8', dusk: true },
  { stops: ['#0f1c3f', '#27407a', '#6b7fb8'], sun: '#f4f1de', dusk: true },
];

const FACADES = ['#f2e6d0', '#e9d3b4', '#d9825b', '#c9ccd1', '#f7f4ee', '#b7a28c', '#e6c7a1'];
const ACCENTS = ['#2d6a73', '#7a3e2f', '#3d4f66', '#8a6d3b', '#5a6e3a', '#a04a3a'];
const GLASS = ['#8fb8d8', '#6f9bc4', '#a9cde3', '#5f8aa8'];

function clouds(random: Random): string {
  let out = '';
  const count = random.int(2, 5);
  for (let i = 0; i < count; i += 1) {
    const x = random.int(60, W - 60);
    const y = random.int(50, 240);
    const size = random.int(40, 90);
    const fill = 'fill-opacity="0.85"';
    out += ellipse(x, y, size * 1.6, size * 0.55, '#ffffff', fill);
    out += ellipse(x - size * 0.7, y + 8, size, size * 0.45, '#ffffff', fill);
    out += ellipse(x + size * 0.8, y + 10, size * 1.1, size * 0.42, '#ffffff', fill);
  }
  return out;
}

function backdrop(random: Random, horizon: number, dusk: boolean): string {
  const colour = dusk ? '#2b2f4a' : random.pick(['#9fb7a0', '#a8b8c8', '#b9c4b0']);
  if (random.chance(0.5)) {
    // Rolling hills.
    const points: [number, number][] = [[0, horizon]];
    for (let x = 0; x <= W; x += 160) points.push([x, horizon - random.int(40, 150)]);
    points.push([W, horizon]);
    return polygon(points, colour, 'fill-opacity="0.8"');
  }
  // A distant skyline.
  let out = '';
  for (let x = 0; x < W; x += random.int(50, 110)) {
    const height = random.int(60, 220);
    out += rect(x, horizon - height, random.int(40, 90), height, colour, 'fill-opacity="0.55"');
  }
  return out;
}

interface Block {
  x: number;
  width: number;
  floors: number;
  floorHeight: number;
  facade: string;
  accent: string;
}

function windows(random: Random, block: Block, base: number, dusk: boolean): string {
  const glass = random.pick(GLASS);
  const columns = Math.max(2, Math.floor(block.width / random.int(55, 80)));
  const gap = block.width / columns;
  const balconies = random.chance(0.6);
  let out = '';
  for (let floor = 0; floor < block.floors; floor += 1) {
    const top = base - (floor + 1) * block.floorHeight;
    for (let c = 0; c < columns; c += 1) {
      const wx = block.x + c * gap + gap * 0.2;
      const wy = top + block.floorHeight * 0.2;
      const ww = gap * 0.6;
      const wh = block.floorHeight * 0.55;
      const lit = dusk && random.chance(0.55);
      out += rect(wx, wy, ww, wh, lit ? '#ffd77a' : glass, 'rx="2"');
      if (!lit) out += rect(wx, wy, ww * 0.35, wh, '#ffffff', 'fill-opacity="0.25"');
    }
    if (balconies && floor > 0) {
      out += rect(block.x + 6, top + block.floorHeight * 0.8, block.width - 12, 5, block.accent);
      out += rect(
        block.x + 6,
        top + block.floorHeight * 0.62,
        block.width - 12,
        2,
        block.accent,
        'fill-opacity="0.6"',
      );
    }
  }
  return out;
}

function apartmentBlock(random: Random, block: Block, base: number, dusk: boolean): string {
  const height = block.floors * block.floorHeight;
  let out = rect(block.x, base - height, block.width, height, block.facade);
  // Shadowed side and a darker band at the top give the block some depth.
  out += rect(
    block.x + block.width - block.width * 0.12,
    base - height,
    block.width * 0.12,
    height,
    shade(block.facade, -0.18),
  );
  out += windows(random, block, base, dusk);
  out += rect(block.x - 6, base - height - 14, block.width + 12, 14, block.accent);
  if (random.chance(0.5)) {
    // A vertical accent strip (stairwell).
    out += rect(
      block.x + block.width * 0.45,
      base - height,
      block.width * 0.08,
      height,
      block.accent,
      'fill-opacity="0.85"',
    );
  }
  return out;
}

function villa(random: Random, base: number, dusk: boolean): string {
  const width = random.int(520, 700);
  const x = (W - width) / 2 + random.int(-80, 80);
  const facade = random.pick(FACADES);
  const accent = random.pick(ACCENTS);
  const floorHeight = random.int(120, 150);
  const block: Block = { x, width, floors: 2, floorHeight, facade, accent };
  let out = rect(x, base - floorHeight * 2, width, floorHeight * 2, facade);
  out += windows(random, block, base, dusk);
  const roof = random.pick(['#7a3e2f', '#5b5b5b', '#8c4b32', '#3f4a5a']);
  out += polygon(
    [
      [x - 40, base - floorHeight * 2],
      [x + width / 2, base - floorHeight * 2 - random.int(110, 170)],
      [x + width + 40, base - floorHeight * 2],
    ],
    roof,
  );
  // Front door with a porch.
  out += rect(x + width / 2 - 40, base - 120, 80, 120, shade(accent, -0.2), 'rx="4"');
  out += rect(x + width / 2 - 70, base - 135, 140, 16, accent);
  return out;
}

function trees(random: Random, base: number, dusk: boolean): string {
  let out = '';
  const count = random.int(3, 7);
  for (let i = 0; i < count; i += 1) {
    const x = random.int(20, W - 20);
    const size = random.int(40, 85);
    const leaf = dusk ? '#1f3b2c' : random.pick(['#3f8f4a', '#2f7d3c', '#5aa05a', '#4b8b3b']);
    out += rect(x - 6, base - size * 0.8, 12, size * 1.2, '#6b4a2f');
    out += circle(x, base - size * 1.2, size, leaf);
    out += circle(x - size * 0.5, base - size * 0.9, size * 0.7, shade(leaf, 0.1));
  }
  return out;
}

/** A random building exterior as an SVG document. */
export function drawExterior(random: Random): string {
  const sky = random.pick(SKIES);
  const horizon = (H * random.int(62, 72)) / 100;
  const base = H * 0.86;
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += circle(
    random.int(120, W - 120),
    random.int(90, 200),
    random.int(35, 60),
    sky.sun,
    'fill-opacity="0.9"',
  );
  if (!sky.dusk) body += clouds(random);
  body += backdrop(random, horizon, sky.dusk);
  body += rect(0, horizon, W, H - horizon, sky.dusk ? '#2f3d2c' : '#8cbf6a');

  const kind = random.pick(['tower', 'block', 'twin', 'villa'] as const);
  if (kind === 'villa') {
    body += villa(random, base, sky.dusk);
  } else {
    const count = kind === 'twin' ? 2 : 1;
    for (let i = 0; i < count; i += 1) {
      const tall = kind === 'tower' || kind === 'twin';
      const width = tall ? random.int(260, 360) : random.int(620, 860);
      const x =
        count === 2 ? (i === 0 ? random.int(120, 260) : random.int(700, 860)) : (W - width) / 2;
      const floorHeight = tall ? random.int(34, 46) : random.int(56, 72);
      const maxFloors = Math.floor((base - 60) / floorHeight);
      const floors = tall ? random.int(12, maxFloors) : random.int(4, 8);
      body += apartmentBlock(
        random,
        {
          x,
          width,
          floors,
          floorHeight,
          facade: random.pick(FACADES),
          accent: random.pick(ACCENTS),
        },
        base,
        sky.dusk,
      );
    }
  }
  body += rect(0, base, W, H - base, sky.dusk ? '#3a3f45' : '#c9c2b5');
  body += rect(0, base, W, 10, sky.dusk ? '#2a2e33' : '#a89f90');
  body += trees(random, base + 20, sky.dusk);
  return svgDocument(linearGradient('sky', sky.stops), body);
}
