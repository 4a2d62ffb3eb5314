// Reads the start-up data the server wrote into index.html (inline-data.ts of
// @marketplace/shared/config): absent when the page is served as built.
// Imported before shared modules are negotiated (early-preload.ts): only the eager-safe boot entry.
import { INLINE_DATA_ELEMENT_ID, type InlineData } from '@marketplace/shared/boot';

/** One value of an inline data block's text (this page's, or another copy's). */
export function inlineValue(text: string | null | undefined, key: keyof InlineData): unknown {
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as InlineData)[key];
  } catch {
    return undefined;
  }
}

/** One value of the page's inline data; undefined when the page has none (or it is unreadable). */
export function readInlineData(key: keyof InlineData): unknown {
  return inlineValue(document.getElementById(INLINE_DATA_ELEMENT_ID)?.textContent, key);
}
