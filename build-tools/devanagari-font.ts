// Hindi text in Noto Sans Devanagari, served by the site itself: the npm font's regular face, cut
// at build time to the Devanagari block (and the joiners its shaping needs), emitted with a
// content hash (cached for a year like every hashed file), and declared by an inline <style> in
// the shell's index.html, so declaring it costs no JavaScript.
// `unicode-range` makes a browser download the file only when the page shows Devanagari, and
// `local()` not at all on a device that has the face (every Android phone); ₹ and the Latin
// letters stay with the system fonts. The fallback face has the web font's vertical
// metrics: when the file arrives (`font-display: swap`) the lines keep their height. An English
// page shows one Devanagari word, the language switch's हिंदी: it gets a face of its own holding
// that word's glyphs alone (about 1.3 KB). docs/decisions/i18n-runtime.md has the figures.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import subsetFont from 'subset-font';
import { PAGE, rewriteIndexHtml } from './index-html';

const PLUGIN = 'DevanagariFont';
const require = createRequire(import.meta.url);

const DEVANAGARI_FAMILY = 'Hindi';
/**
 * The theme's text and heading font stack (shared/src/ui/theme.ts `fonts.body`), which the page's
 * rule below starts with the Devanagari faces: declared here rather than in the theme, it costs
 * the first visit no JavaScript. shell/test/devanagari-font.test.ts holds the two equal.
 */
export const THEME_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
const FALLBACK_FAMILY = `${DEVANAGARI_FAMILY} Fallback`;
const LABEL_FAMILY = `${DEVANAGARI_FAMILY} Label`;
/**
 * The language switch's label on English pages (`switchLanguage` in shell/src/layout/messages.ts;
 * shell/test/devanagari-font.test.ts holds the two equal). The switch carries
 * `data-language-switch`, which the page's rule below gives the label's face.
 */
export const SWITCH_LABEL = 'हिंदी';
/** The Devanagari block: not ₹ (U+20B9), which English prices use, nor the Vedic marks. */
const UNICODE_RANGE = 'U+0900-097F';
/** What the text faces keep: the block, the joiners and the dotted circle its shaping uses. */
const KEPT_CHARACTERS =
  Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x900 + i)).join('') +
  '\u200c\u200d\u25cc';
/**
 * The regular face alone: the browser draws bold Hindi by thickening it (font-synthesis), which
 * saves a phone on a slow link the 44 KB of a second face (docs/decisions/i18n-runtime.md).
 */
const WEIGHTS = [400] as const;
/**
 * How a device's own copy of the face is named for `local()`, which matches a face's full name or
 * PostScript name, not its family (the npm file's name table, ids 4 and 6): every Android phone
 * has it, and then downloads nothing.
 */
export const TEXT_FACE_LOCAL_NAMES = ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'];
/** The other systems' Devanagari faces, by full and PostScript name: Windows, Apple, Linux. */
const SYSTEM_FACE_LOCAL_NAMES = [
  'Nirmala UI',
  'NirmalaUI',
  'Mangal',
  'Kohinoor Devanagari Regular',
  'KohinoorDevanagari-Regular',
  'Lohit Devanagari',
  'Lohit-Devanagari',
];
const localSources = (names: readonly string[]) =>
  names.map((name) => `local('${name}')`).join(',');
/** Noto Sans Devanagari's ascender and descender (hhea, 1000 units per em). */
const FALLBACK_METRICS = 'ascent-override:89.6%;descent-override:40.8%;line-gap-override:0%';

const FONT_FILES: Record<(typeof WEIGHTS)[number], string> = {
  400: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2'),
};

/** The label's own code points, as a `unicode-range`. */
const LABEL_RANGE = [...new Set(SWITCH_LABEL)]
  .map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`)
  .sort()
  .join(',');

/** A text face: the npm file cut down to the Devanagari block (50 to 40 KB for the regular). */
export function textFont(weight: (typeof WEIGHTS)[number]): Promise<Buffer> {
  return subsetFont(readFileSync(FONT_FILES[weight]), KEPT_CHARACTERS, { targetFormat: 'woff2' });
}

/** The regular face cut down to the glyphs (and the shaping) of the switch's label. */
export function labelFont(): Promise<Buffer> {
  return subsetFont(readFileSync(FONT_FILES[400]), SWITCH_LABEL, { targetFormat: 'woff2' });
}

/**
 * The `<style>` of the faces, for files published under `names` (weight -> file name) and the
 * label's face under `labelName`.
 */
export function fontFaceStyle(names: ReadonlyMap<number, string>, labelName: string): string {
  const faces = [...names].map(
    ([weight, name]) =>
      `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};` +
      `font-display:swap;src:${localSources(TEXT_FACE_LOCAL_NAMES)},url(/${name}) format('woff2');` +
      `unicode-range:${UNICODE_RANGE}}`,
  );
  const fallback =
    `@font-face{font-family:'${FALLBACK_FAMILY}';` +
    `src:${localSources([...TEXT_FACE_LOCAL_NAMES, ...SYSTEM_FACE_LOCAL_NAMES])};` +
    `${FALLBACK_METRICS};unicode-range:${UNICODE_RANGE}}`;
  // Hidden rather than drawn in a fallback the visitor may lack (boxes) while its 1.3 KB arrive.
  const label =
    `@font-face{font-family:'${LABEL_FAMILY}';font-style:normal;font-weight:400;` +
    `font-display:block;src:url(/${labelName}) format('woff2');unicode-range:${LABEL_RANGE}}`;
  // `html body` outranks the global style's `body` (styled-components' sheet comes later).
  const families =
    `html body,html :is(h1,h2,h3,h4,h5,h6){font-family:'${DEVANAGARI_FAMILY}','${FALLBACK_FAMILY}',${THEME_FONT_STACK}}` +
    `html body [data-language-switch]{font-family:'${LABEL_FAMILY}','${FALLBACK_FAMILY}',${THEME_FONT_STACK}}` +
    // The toasts keep their library's sans-serif for Latin text; their Hindi gets the faces.
    `html body .Toastify__toast{font-family:'${DEVANAGARI_FAMILY}','${FALLBACK_FAMILY}',sans-serif}`;
  return `<style>${faces.join('')}${fallback}${label}${families}</style>`;
}

/** The chunk of the shell's Hindi texts (`webpackChunkName: "hi"`), needed before a Hindi page draws. */
const SHELL_TEXTS_CHUNK = 'hi';

/**
 * What a Hindi page needs before it draws, for the page's inline language script to preload as it
 * picks Hindi (shell/index.html appends the `preloads-<language>` template): the shell's Hindi
 * texts, which would otherwise wait for the shell's start chunk to run. Not the text face: a phone
 * with its own copy (`local()`) needs none, and a preload would make it download the 40 KB anyway,
 * beside the page's scripts on a slow link (docs/decisions/i18n-runtime.md has the figures).
 */
export function hindiPreloads(scripts: readonly string[]): string {
  const links = scripts.map((file) => `<link rel="preload" href="/${file}" as="script">`).join('');
  return `<template id="preloads-hi">${links}</template>`;
}

const hashed = (base: string, data: Buffer) =>
  `assets/${base}.${createHash('sha256').update(data).digest('hex').slice(0, 8)}.woff2`;

interface FontFile {
  name: string;
  data: Buffer;
}

async function fontFile(base: string, data: Promise<Buffer>): Promise<FontFile> {
  const bytes = await data;
  return { name: hashed(base, bytes), data: bytes };
}

export class DevanagariFont implements RspackPluginInstance {
  private files: { text: Map<number, FontFile>; label: FontFile } | undefined;

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.beforeCompile.tapPromise(PLUGIN, async () => {
      this.files ??= {
        text: new Map(
          await Promise.all(
            WEIGHTS.map(async (weight) => {
              const file = await fontFile(`noto-sans-devanagari-${weight}`, textFont(weight));
              return [weight, file] as const;
            }),
          ),
        ),
        label: await fontFile('hindi-label', labelFont()),
      };
    });
    rewriteIndexHtml(compiler, PLUGIN, (html, compilation) => {
      const { text, label } = this.files!;
      for (const { name, data } of [...text.values(), label]) {
        compilation.emitAsset(name, new RawSource(data));
      }
      const names = new Map([...text].map(([weight, { name }]) => [weight, name]));
      const shellTexts = compilation.namedChunks.get(SHELL_TEXTS_CHUNK);
      if (!shellTexts) throw new Error(`${PLUGIN}: no chunk is named "${SHELL_TEXTS_CHUNK}"`);
      const scripts = [...shellTexts.files].filter((file) => file.endsWith('.js'));
      if (!html.includes('</head>') || !html.includes('<head>')) {
        throw new Error(`${PLUGIN}: ${PAGE} has no <head>...</head>`);
      }
      // Before the language script, which reads it.
      return html
        .replace('<head>', `<head>${hindiPreloads(scripts)}`)
        .replace('</head>', `${fontFaceStyle(names, label.name)}</head>`);
    });
  }
}
