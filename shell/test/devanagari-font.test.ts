// The Devanagari faces the shell's index.html declares: where they apply and what they leave to the
// system fonts.
import { theme } from '@marketplace/shared/ui';
import { fontFaceStyle, THEME_FONT_STACK } from '../../build-tools/devanagari-font';

const style = fontFaceStyle(
  new Map([
    [400, 'assets/noto-sans-devanagari-400.0123abcd.woff2'],
    [600, 'assets/noto-sans-devanagari-600.4567cdef.woff2'],
  ]),
);

it('starts the theme’s own font stack with the Devanagari faces', () => {
  expect(THEME_FONT_STACK).toBe(theme.fonts.body);
  expect(THEME_FONT_STACK).toBe(theme.fonts.heading);
  expect(style).toContain(`font-family:'Hindi','Hindi Fallback',${theme.fonts.body}}`);
});

it('downloads a face only for Devanagari, never for ₹ or Latin text, and swaps it in', () => {
  const faces = style.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(faces).toHaveLength(3);
  for (const face of faces) {
    expect(face).toContain('unicode-range:U+0900-097F,U+1CD0-1CF9,U+A8E0-A8FF}');
  }
  expect(faces[0]).toContain('font-weight:400;font-display:swap;');
  expect(faces[0]).toContain(
    "url(/assets/noto-sans-devanagari-400.0123abcd.woff2) format('woff2')",
  );
  expect(faces[1]).toContain('font-weight:600;font-display:swap;');
  // The fallback shown until the file arrives has the web font's line metrics.
  expect(faces[2]).toContain('ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%');
  expect(faces[2]).not.toContain('url(');
});
