// Finds the English a Hindi page still shows. Hindi is the pseudo-locale of the site's texts: every
// Hindi catalogue text carries Devanagari (shell/test/message-catalogues.test.ts), so on a page in
// Hindi a visible text without any came from somewhere else: a text written into a component, a
// catalogue the component does not read, or data. Data is allowed: what the api or the page's
// boot data answered (a listing as its lister wrote it, the business's address) is shown as it is.
import type { Page, Response } from 'playwright-core';

/** Latin words a Hindi page may show that are no catalogue's: names, and the switch's "English". */
const NAMES = new Set(['English', 'WhatsApp', 'RERA', 'Google', 'OTP', 'Samjhe', 'Aapko']);

/** Every string in a JSON value, at any depth. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
}

/** What the page's JSON answers said, and the reads of their bodies still under way. */
export interface PageData {
  strings: Set<string>;
  reads: Promise<void>[];
}

/**
 * Collects what the page's JSON answers said, as the data a page may show as it is. A body the
 * browser no longer holds (an answer a preload fetched and the page took from it) is asked for
 * again.
 */
export function collectData(page: Page): PageData {
  const data: PageData = { strings: new Set<string>(), reads: [] };
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('application/json')) return;
    const read = response
      .json()
      .catch(() => page.request.get(response.url()).then((again) => again.json()))
      .then((body: unknown) => stringsOf(body, data.strings))
      .catch(() => undefined);
    data.reads.push(read);
  });
  return data;
}

/** The visible texts (and labels a screen reader reads) without Devanagari, with where they are. */
async function latinTexts(page: Page): Promise<Array<{ text: string; where: string }>> {
  return page.evaluate(() => {
    const found: Array<{ text: string; where: string }> = [];
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = element;
        node && parts.length < 3;
        node = node.parentElement
      ) {
        parts.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : ''));
      }
      return parts.join(' > ');
    };
    // Text in an element that says it is in another language (the switch's "English") is meant.
    const inHindi = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? 'hi') === 'hi';
    const check = (text: string, element: Element) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(trimmed) && !/[\u0900-\u097F]/.test(trimmed) && inHindi(element)) {
        found.push({ text: trimmed, where: describe(element) });
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      check(node.textContent ?? '', parent);
    }
    const labelled = document.body.querySelectorAll(
      '[placeholder], [aria-label], [title], img[alt]',
    );
    for (const element of Array.from(labelled)) {
      if (!element.checkVisibility() && !element.closest('[role="dialog"], nav')) continue;
      // The toasts' timer bar names itself in English and the library offers no option for it.
      if (element.classList.contains('Toastify__progress-bar')) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) check(value, element);
      }
    }
    return found;
  });
}

/**
 * The texts of the page that are neither Hindi nor data: each Latin word of a text must be a word
 * of the data the page received, or a name.
 */
export async function untranslatedTexts(page: Page, answers: PageData): Promise<string[]> {
  await Promise.all(answers.reads);
  const data = new Set(answers.strings);
  const boot = await page.evaluate(
    () => document.getElementById('inline-data')?.textContent ?? 'null',
  );
  stringsOf(JSON.parse(boot) as unknown, data);
  const dataWords = new Set<string>();
  for (const value of data)
    for (const word of value.match(/[A-Za-z][A-Za-z'.-]*/g) ?? [])
      dataWords.add(word.toLowerCase());
  // A single letter is a name's initial (the account menu's avatar) when a word of the data starts with it.
  const isInitial = (word: string) =>
    word.length === 1 && [...dataWords].some((known) => known.startsWith(word.toLowerCase()));
  const isKnown = (word: string) =>
    isInitial(word) ||
    NAMES.has(word) ||
    dataWords.has(word.toLowerCase()) ||
    dataWords.has(word.toLowerCase().replace(/[.'-]+$/, ''));
  return (await latinTexts(page))
    .filter(
      ({ text }) => !data.has(text) && !(text.match(/[A-Za-z][A-Za-z'.-]*/g) ?? []).every(isKnown),
    )
    .map(({ text, where }) => `"${text}" (${where})`);
}
