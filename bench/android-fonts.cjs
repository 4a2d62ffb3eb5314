// The Devanagari face every Android phone has of its own, Noto Sans Devanagari, installed for one
// Chromium: the npm face the build cuts the site's file from, as a system font, through a
// fontconfig file of its own, so the machine's fonts stay as they are for everything else.
// Lighthouse's mobile preset is such a phone (bench/lighthouse.mjs); e2e/tests/language.test.ts
// checks that the site then downloads no face of its own. CommonJS, as both load it.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const subsetFont = require('subset-font');

const NPM_FACE =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
const DEVANAGARI = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x900 + i)).join('');

/** Writes the face and a fonts.conf into `dir`; resolves with the environment Chromium needs. */
async function androidFontsEnv(dir) {
  // TrueType keeps the name table the system's font list (and CSS `local()`) reads.
  const face = await subsetFont(readFileSync(NPM_FACE), DEVANAGARI, { targetFormat: 'truetype' });
  writeFileSync(path.join(dir, 'NotoSansDevanagari-Regular.ttf'), face);
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    '<?xml version="1.0"?><fontconfig>' +
      '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>' +
      `<dir>${dir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  return { FONTCONFIG_FILE: config };
}

module.exports = { androidFontsEnv };
