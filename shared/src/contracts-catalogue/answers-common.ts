// The browser's checks of the catalogue pages' answers, without zod (docs/decisions/
// zod-only-for-forms.md: the catalogue pages only read). The api checks the same answers with
// the zod schemas of ../contracts/catalogue.ts before it sends them; answers.test.ts runs both on
// the same bodies. One module per page's answer (and per item check several pages share): a page's
// chunk then holds only the checks it needs.
import {
  answerOf,
  isInteger,
  isString,
  isSuccess,
  listOf,
  objectOf,
  oneOf,
  orNull,
  type Check,
} from '@marketplace/shared/contracts-core';
import type { CataloguePrice } from '../contracts/catalogue-bodies';
import { PRICE_KINDS } from './price';

/**
 * An icon key: any text. A key the page has no drawing for draws nothing or the full set (the
 * schema's list of keys would put 45 names in every page for that).
 */
export const isIcon = isString;
export const isStrings = listOf(isString);

export const isPrice = objectOf<CataloguePrice>({
  kind: oneOf(PRICE_KINDS),
  amount: isInteger,
  upTo: orNull(isInteger),
  unit: isString,
});

/** A page's answer: success, the version, and the page's lists. */
export const pageOf = <T>(fields: Omit<{ [K in keyof T]-?: Check }, 'success' | 'version'>) =>
  answerOf<T>(
    objectOf<T>({ success: isSuccess, version: isInteger, ...fields } as unknown as {
      [K in keyof T]-?: Check;
    }),
  );
