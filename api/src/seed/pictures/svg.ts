// Small SVG building blocks shared by the exterior and interior drawings.

export const PICTURE_WIDTH = 1280;
export const PICTURE_HEIGHT = 853;

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}" ${extra}/>`;
}

export function polygon(points: [number, number][], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}" ${extra}/>`;
}

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const stopTags = stops
    .map(
      (color, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stopTags}</linearGradient>`;
}

export function svgDocument(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" ` +
    `viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}"><defs>${defs}</defs>${body}</svg>`
  );
}

/** A hex colour made lighter (amount > 0) or darker (amount < 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
