/**
 * @jest-environment node
 */
// The Devanagari faces the shell's index.html declares: where they apply and what they leave to the
// system fonts.
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { theme } from '@marketplace/shared/ui';
import {
  fontFaceStyle,
  hindiPreloads,
  labelFont,
  SWITCH_LABEL,
  textFont,
  TEXT_FACE_LOCAL_NAMES,
  THEME_FONT_STACK,
} from '../../build-tools/devanagari-font';
import { LAYOUT_MESSAGES } from '../src/layout/messages';

const style = fontFaceStyle(
  new Map([[400, 'assets/noto-sans-devanagari-400.0123abcd.woff2']]),
  'assets/hindi-label.89abcdef.woff2',
);

it('starts the theme’s own font stack with the Devanagari faces', () => {
  expect(THEME_FONT_STACK).toBe(theme.fonts.body);
  expect(THEME_FONT_STACK).toBe(theme.fonts.heading);
  expect(style).toContain(`font-family:'Hindi','Hindi Fallback',${theme.fonts.body}}`);
});

it('draws the toasts’ Hindi with the faces, their Latin text in the library’s sans-serif', () => {
  expect(style).toContain(
    "html body .Toastify__toast{font-family:'Hindi','Hindi Fallback',sans-serif}",
  );
});

it('downloads a face only for Devanagari, never for ₹ or Latin text, and swaps it in', () => {
  const faces = (style.match(/@font-face\{[^}]*\}/g) ?? []).filter(
    (face) => !face.includes('Hindi Label'),
  );
  expect(faces).toHaveLength(2);
  for (const face of faces) expect(face).toContain('unicode-range:U+0900-097F}');
  expect(faces[0]).toContain('font-weight:400;font-display:swap;');
  expect(faces[0]).toContain(
    "url(/assets/noto-sans-devanagari-400.0123abcd.woff2) format('woff2')",
  );
  // The fallback shown until the file arrives has the web font's line metrics.
  expect(faces[1]).toContain("font-family:'Hindi Fallback'");
  expect(faces[1]).toContain('ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%');
  expect(faces[1]).not.toContain('url(');
});

it('cuts the regular face to the Devanagari block: smaller than the npm file, still WOFF2', async () => {
  const regular = await textFont(400);
  expect(regular.subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect(regular.length).toBeGreaterThan(30_000);
  expect(regular.length).toBeLessThan(45_000);
});

describe('the language switch’s label on English pages', () => {
  it('is the word the header shows', () => {
    expect(SWITCH_LABEL).toBe(LAYOUT_MESSAGES.switchLanguage);
  });

  it('has a face of its own, for its own letters only, hidden until it arrives', () => {
    const face = style.match(/@font-face\{font-family:'Hindi Label'[^}]*\}/)?.[0];
    expect(face).toContain("url(/assets/hindi-label.89abcdef.woff2) format('woff2')");
    expect(face).toContain('font-display:block;');
    expect(face).toContain('unicode-range:U+902,U+926,U+939,U+93F,U+940}');
    expect(style).toContain(
      `html body [data-language-switch]{font-family:'Hindi Label','Hindi Fallback',${theme.fonts.body}}`,
    );
  });

  it('is a WOFF2 file of a few hundred bytes, not the 50 KB regular face', async () => {
    const font = await labelFont();
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeGreaterThan(300);
    expect(font.length).toBeLessThan(3000);
  });
});

it('gives a Hindi page the shell’s Hindi texts to preload, as a template, and not the face', () => {
  expect(hindiPreloads(['hi.0123abcd.js'])).toBe(
    '<template id="preloads-hi"><link rel="preload" href="/hi.0123abcd.js" as="script"></template>',
  );
});

/** A name of the npm face's name table (Windows platform, English), by its id. */
async function npmFaceName(id: number): Promise<string> {
  const file =
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
  // As TrueType, which keeps the name table (ids 0 to 6) and reads without a WOFF2 decoder.
  const font = await subsetFont(readFileSync(file), 'क', { targetFormat: 'truetype' });
  const tables = font.readUInt16BE(4);
  const name = [...Array(tables).keys()]
    .map((i) => 12 + 16 * i)
    .find((entry) => font.toString('latin1', entry, entry + 4) === 'name');
  const table = font.readUInt32BE(name! + 8);
  const strings = table + font.readUInt16BE(table + 4);
  for (let i = 0; i < font.readUInt16BE(table + 2); i++) {
    const record = table + 6 + 12 * i;
    const [platform, , language, nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((at) =>
      font.readUInt16BE(record + at),
    );
    if (platform === 3 && language === 0x409 && nameId === id) {
      return Buffer.from(font.subarray(strings + offset!, strings + offset! + length!))
        .swap16()
        .toString('utf16le');
    }
  }
  throw new Error(`the face has no name ${id}`);
}

it('finds a device’s own copy of the face by the names local() matches, full and PostScript', async () => {
  // local() matches a face's full or PostScript name, never its family ('Noto Sans Devanagari').
  expect(TEXT_FACE_LOCAL_NAMES).toEqual([await npmFaceName(4), await npmFaceName(6)]);
  const [textFace, fallback] = style.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(textFace).toContain(
    "src:local('Noto Sans Devanagari Regular'),local('NotoSansDevanagari-Regular'),url(",
  );
  expect(fallback).toContain("src:local('Noto Sans Devanagari Regular'),");
});
