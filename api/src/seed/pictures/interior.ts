// Room interiors in one-point perspective: back wall, side walls, floor and ceiling, a window
// with a view, then the furniture of a living room, a bedroom or a kitchen.
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

const WALLS = ['#f3ece1', '#e8efe9', '#efe6f0', '#f6efe0', '#e4ecf4', '#f2e2d6', '#dfe8e1'];
const FLOORS = ['#b98a5e', '#9c6b43', '#d8c3a5', '#e9e4dc', '#c7b299', '#8b5e3c'];
const FABRICS = [
  '#3f5e7a',
  '#7a4e3f',
  '#5f7a4e',
  '#b5835a',
  '#6b5b95',
  '#2f4f4f',
  '#c46b5a',
  '#8c8c8c',
];
const WOODS = ['#8b5e3c', '#a0714f', '#6e4a2f', '#c19a6b'];

/** The back wall's box; side walls and floor are drawn to the picture's edges. */
const BACK = { x: 250, y: 150, w: W - 500, h: 470 };

function room(random: Random): { body: string; wall: string } {
  const wall = random.pick(WALLS);
  const floor = random.pick(FLOORS);
  const bottom = BACK.y + BACK.h;
  let body = rect(0, 0, W, H, shade(wall, -0.08));
  body += polygon(
    [
      [0, 0],
      [W, 0],
      [BACK.x + BACK.w, BACK.y],
      [BACK.x, BACK.y],
    ],
    shade(wall, 0.3),
  );
  body += polygon(
    [
      [0, 0],
      [BACK.x, BACK.y],
      [BACK.x, bottom],
      [0, H],
    ],
    shade(wall, -0.12),
  );
  body += polygon(
    [
      [W, 0],
      [W, H],
      [BACK.x + BACK.w, bottom],
      [BACK.x + BACK.w, BACK.y],
    ],
    shade(wall, -0.06),
  );
  body += rect(BACK.x, BACK.y, BACK.w, BACK.h, wall);
  body += polygon(
    [
      [BACK.x, bottom],
      [BACK.x + BACK.w, bottom],
      [W, H],
      [0, H],
    ],
    'url(#floor)',
  );
  // Floor boards or tiles: lines running to the vanishing point.
  for (let i = 1; i < 8; i += 1) {
    const xBack = BACK.x + (BACK.w * i) / 8;
    const xFront = (W * i) / 8;
    body += `<line x1="${xBack}" y1="${bottom}" x2="${xFront}" y2="${H}" stroke="${shade(floor, -0.15)}" stroke-width="2"/>`;
  }
  body += rect(BACK.x, bottom - 12, BACK.w, 12, shade(wall, -0.2));
  return { body, wall };
}

function windowWithView(random: Random, x: number, y: number, w: number, h: number): string {
  const view = random.pick([
    ['#87bde8', '#d9eefa'],
    ['#f6a96b', '#fde0b8'],
    ['#5d7fb8', '#b8c8e8'],
  ]);
  let out = rect(x - 10, y - 10, w + 20, h + 20, '#ffffff');
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#view)"/>`;
  // Far trees or towers outside.
  for (let i = 0; i < 5; i += 1) {
    const bx = x + (w / 5) * i + random.int(0, 20);
    const bh = random.int(30, h * 0.6);
    out += random.chance(0.5)
      ? rect(bx, y + h - bh, w / 7, bh, '#7f93a8', 'fill-opacity="0.7"')
      : circle(bx + 20, y + h - 15, random.int(20, 35), '#5f8f5a', 'fill-opacity="0.8"');
  }
  out += rect(x + w / 2 - 4, y, 8, h, '#ffffff');
  out += rect(x, y + h / 2 - 4, w, 8, '#ffffff');
  // Curtains.
  const curtain = random.pick(FABRICS);
  out += rect(x - 40, y - 20, 45, h + 60, curtain, 'fill-opacity="0.85"');
  out += rect(x + w - 5, y - 20, 45, h + 60, curtain, 'fill-opacity="0.85"');
  return `${out}<defs>${linearGradient('view', view)}</defs>`;
}

function wallArt(random: Random, x: number, y: number): string {
  const w = random.int(110, 170);
  const h = random.int(80, 120);
  let out = rect(x, y, w, h, '#3b3b3b');
  out += rect(
    x + 8,
    y + 8,
    w - 16,
    h - 16,
    random.pick(['#f2d0a4', '#a4c8f2', '#d7f2a4', '#f2a4b6']),
  );
  out += circle(x + w * 0.35, y + h * 0.45, h * 0.18, random.pick(FABRICS));
  return out;
}

function plant(random: Random, x: number, base: number): string {
  let out = rect(
    x - 22,
    base - 50,
    44,
    50,
    random.pick(['#c96f4a', '#e8e0d0', '#4a4a4a']),
    'rx="6"',
  );
  for (let i = 0; i < 5; i += 1) {
    out += ellipse(
      x + random.int(-30, 30),
      base - 70 - random.int(0, 60),
      18,
      40,
      '#3f8f4a',
      `transform="rotate(${random.int(-40, 40)} ${x} ${base - 60})"`,
    );
  }
  return out;
}

function lamp(x: number, base: number, height: number, shadeColour: string): string {
  let out = rect(x - 3, base - height, 6, height, '#555555');
  out += rect(x - 30, base - 6, 60, 6, '#555555');
  out += polygon(
    [
      [x - 35, base - height],
      [x + 35, base - height],
      [x + 25, base - height - 55],
      [x - 25, base - height - 55],
    ],
    shadeColour,
  );
  return out;
}

function livingRoom(random: Random): string {
  const floorY = BACK.y + BACK.h;
  const fabric = random.pick(FABRICS);
  let out = windowWithView(random, BACK.x + 60, BACK.y + 60, 260, 230);
  out += wallArt(random, BACK.x + BACK.w - 260, BACK.y + 90);
  // Sofa: back, seat, arms and cushions.
  const sx = BACK.x + 180;
  const sw = BACK.w - 200;
  out += rect(sx, floorY - 170, sw, 90, fabric, 'rx="18"');
  out += rect(sx - 20, floorY - 100, sw + 40, 70, shade(fabric, -0.1), 'rx="14"');
  out += rect(sx - 40, floorY - 140, 50, 110, shade(fabric, -0.2), 'rx="16"');
  out += rect(sx + sw - 10, floorY - 140, 50, 110, shade(fabric, -0.2), 'rx="16"');
  for (let i = 0; i < 3; i += 1) {
    out += rect(sx + 40 + i * (sw / 3), floorY - 150, 90, 60, random.pick(FABRICS), 'rx="12"');
  }
  // Rug and coffee table in front.
  out += ellipse(W / 2, floorY + 120, 380, 70, random.pick(['#d9c9a8', '#b0c4b8', '#c9a9a6']));
  const wood = random.pick(WOODS);
  out += rect(W / 2 - 170, floorY + 60, 340, 26, wood, 'rx="6"');
  out += rect(W / 2 - 150, floorY + 86, 14, 60, shade(wood, -0.2));
  out += rect(W / 2 + 136, floorY + 86, 14, 60, shade(wood, -0.2));
  out += circle(W / 2 + 60, floorY + 52, 16, '#ffffff');
  out += plant(random, BACK.x - 60, floorY + 40);
  out += lamp(W - 170, floorY + 120, 300, '#f5e3b3');
  return out;
}

function bedroom(random: Random): string {
  const floorY = BACK.y + BACK.h;
  const linen = random.pick(['#ffffff', '#f1ead8', '#e3ecf5']);
  const throwColour = random.pick(FABRICS);
  const wood = random.pick(WOODS);
  let out = windowWithView(random, BACK.x + BACK.w - 300, BACK.y + 70, 220, 200);
  out += wallArt(random, BACK.x + 80, BACK.y + 80);
  // Headboard, mattress, blanket and pillows.
  const bx = W / 2 - 300;
  out += rect(bx, floorY - 260, 600, 170, shade(wood, -0.1), 'rx="14"');
  out += rect(bx - 20, floorY - 120, 640, 120, linen, 'rx="12"');
  out += rect(bx - 20, floorY - 70, 640, 130, throwColour, 'rx="12"');
  out += rect(bx + 40, floorY - 160, 200, 60, '#ffffff', 'rx="20"');
  out += rect(bx + 360, floorY - 160, 200, 60, '#ffffff', 'rx="20"');
  // Bedside tables with lamps.
  for (const x of [bx - 150, bx + 650]) {
    out += rect(x, floorY - 110, 120, 110, wood, 'rx="6"');
    out += rect(x + 10, floorY - 70, 100, 4, shade(wood, -0.3));
    out += lamp(x + 60, floorY - 110, 60, '#f7e7c4');
  }
  out += ellipse(W / 2, floorY + 170, 420, 60, random.pick(['#d9c9a8', '#c9b8d8', '#b8d0c8']));
  return out;
}

function kitchen(random: Random): string {
  const floorY = BACK.y + BACK.h;
  const cabinet = random.pick(['#2f4f4f', '#f5f0e6', '#6b8e9e', '#7a5c45', '#3d4a5c', '#c9d6c0']);
  const top = random.pick(['#e8e4dc', '#2b2b2b', '#d7ccbd']);
  let out = windowWithView(random, W / 2 - 120, BACK.y + 40, 240, 150);
  // Upper cabinets either side of the window.
  out += rect(BACK.x + 20, BACK.y + 30, W / 2 - 160 - BACK.x, 150, cabinet, 'rx="4"');
  out += rect(
    W / 2 + 160,
    BACK.y + 30,
    BACK.x + BACK.w - 20 - (W / 2 + 160),
    150,
    cabinet,
    'rx="4"',
  );
  // Backsplash tiles.
  for (let x = BACK.x; x < BACK.x + BACK.w; x += 40) {
    for (let y = BACK.y + 220; y < floorY - 200; y += 30) {
      out += rect(x + 1, y + 1, 38, 28, shade('#ffffff', -0.05 * ((x + y) % 3)));
    }
  }
  // Counter with lower cabinets, a hob and a sink.
  out += rect(BACK.x - 10, floorY - 200, BACK.w + 20, 24, top);
  out += rect(BACK.x, floorY - 176, BACK.w, 176, cabinet);
  for (let x = BACK.x + 10; x < BACK.x + BACK.w - 10; x += 130) {
    out += rect(x, floorY - 166, 120, 156, shade(cabinet, 0.08), 'rx="3"');
    out += rect(x + 50, floorY - 150, 20, 5, '#c0c0c0');
  }
  out += rect(BACK.x + 90, floorY - 205, 170, 8, '#222222');
  out += circle(BACK.x + 130, floorY - 210, 14, '#444444');
  out += circle(BACK.x + 220, floorY - 210, 14, '#444444');
  out += rect(BACK.x + BACK.w - 260, floorY - 204, 150, 10, '#b8c2c8');
  // Fridge on the right wall.
  out += rect(BACK.x + BACK.w + 20, BACK.y + 60, 170, floorY - BACK.y - 40, '#d9dde0', 'rx="8"');
  out += rect(BACK.x + BACK.w + 35, BACK.y + 180, 8, 80, '#9aa3a8');
  out += plant(random, BACK.x + BACK.w - 60, floorY - 200);
  return out;
}

/** A random room interior as an SVG document. */
export function drawInterior(random: Random): string {
  const floor = random.pick(FLOORS);
  const { body } = room(random);
  const furniture = random.pick([livingRoom, bedroom, kitchen])(random);
  const light = `<rect x="0" y="0" width="${W}" height="${H}" fill="#fff6e0" fill-opacity="0.08"/>`;
  return svgDocument(
    linearGradient('floor', [shade(floor, 0.1), shade(floor, -0.1)]),
    body + furniture + light,
  );
}
