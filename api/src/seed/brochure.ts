import { formatListingPrice } from '@marketplace/shared/contracts';
import sharp from 'sharp';
import type { PropertyInput } from '../db/repositories/property-rows';
import { uploadUrl, type FileStore } from '../lib/file-store';
import { randomFileKey } from './pictures/render';

const WIDTH = 900;
const HEIGHT = 1270;
const PHOTO = { top: 250, height: 560 };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function priceText(property: PropertyInput): string {
  // The demo listings are all priced; only a lister's draft is not.
  return property.priceValue === null
    ? ''
    : formatListingPrice(property.priceValue, property.purpose);
}

function brochureSvg(property: PropertyInput): string {
  const line = (y: number, text: string, size: number, weight = 400, fill = '#1f2a37') =>
    `<text x="60" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`;
  const facts = [
    [property.bedrooms, `${property.area.toLocaleString('en-IN')} sq ft`]
      .filter(Boolean)
      .join('  ·  '),
    property.builder ? `By ${property.builder}` : '',
  ].filter(Boolean);
  const amenities = property.amenities.slice(0, 8);
  const factsTop = PHOTO.top + PHOTO.height + 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#fbf8f2"/>
    <rect width="${WIDTH}" height="220" fill="#1f4e5f"/>
    ${line(95, property.name, 46, 700, '#ffffff')}
    ${line(150, property.location, 28, 400, '#d6e8ee')}
    ${line(195, priceText(property), 30, 700, '#ffd77a')}
    ${facts.map((text, i) => line(factsTop + i * 44, text, 28, i === 0 ? 700 : 400)).join('')}
    ${line(factsTop + 110, 'Amenities', 26, 700, '#1f4e5f')}
    ${amenities.map((a, i) => line(factsTop + 155 + Math.floor(i / 2) * 38, `• ${a}`, 22).replace('x="60"', `x="${i % 2 === 0 ? 60 : 470}"`)).join('')}
    <rect y="${HEIGHT - 60}" width="${WIDTH}" height="60" fill="#1f4e5f"/>
    ${line(HEIGHT - 22, 'Illustrative brochure. Pictures are artistic impressions.', 18, 400, '#d6e8ee')}
  </svg>`;
}

/**
 * A one-page JPEG brochure for a listing (name, price, facts, amenities, its first picture),
 * stored as brochures/<random key>.jpg. Returns its URL.
 */
export async function renderBrochure(
  property: PropertyInput,
  files: FileStore,
  picture: Buffer | undefined,
): Promise<string> {
  const layers: sharp.OverlayOptions[] = [];
  if (picture) {
    const photo = await sharp(picture)
      .resize({ width: WIDTH, height: PHOTO.height, fit: 'cover' })
      .toBuffer();
    layers.push({ input: photo, top: PHOTO.top, left: 0 });
  }
  const jpeg = await sharp(Buffer.from(brochureSvg(property)))
    .composite(layers)
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer();
  const name = `brochures/${randomFileKey()}.jpg`;
  await files.put(name, jpeg);
  return uploadUrl(name);
}
