/**
 * @jest-environment node
 */
// The Devanagari faces the shell's index.html declares: where they apply and what they leave to the
// system fonts.
import { theme } from '@marketplace/shared/ui';
import {
  fontFaceStyle,
  hindiPreloads,
  labelFont,
  SWITCH_LABEL,
  textFont,
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

it('gives a Hindi page the shell’s Hindi texts and the face to preload, as a template', () => {
  expect(hindiPreloads(['hi.0123abcd.js'], 'assets/noto-sans-devanagari-400.0123abcd.woff2')).toBe(
    '<template id="preloads-hi">' +
      '<link rel="preload" href="/hi.0123abcd.js" as="script">' +
      // A font is always fetched without credentials, so its preload must say so to be used.
      '<link rel="preload" href="/assets/noto-sans-devanagari-400.0123abcd.woff2" as="font" ' +
      'type="font/woff2" crossorigin></template>',
  );
});
