// The forms' checks in every language (docs/i18n.md): a form turns the shared schema's complaint,
// an English text of CHECK_MESSAGES, into the same check in the page's language.
import { defineCatalogue, useMessages, type Translation } from '@marketplace/shared/ui';
import { CHECK_MESSAGES } from './messages';

export type CheckTexts = Translation<typeof CHECK_MESSAGES>;
type CheckKey = keyof typeof CHECK_MESSAGES;

export const checkCatalogue = defineCatalogue<CheckTexts>(CHECK_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});

const KEY_OF = new Map(
  Object.entries(CHECK_MESSAGES).map(([key, text]) => [text as string, key as CheckKey]),
);

/** The schema's complaint in `texts`' language; a text it does not know stays as it is. */
export function checkText(texts: CheckTexts, complaint: string): string {
  const key = KEY_OF.get(complaint);
  return key ? texts[key] : complaint;
}

/** `check(complaint)`: a form's complaint as it shows it, in the page's language. */
export function useCheckText(): (complaint: string | undefined) => string | undefined {
  const texts = useMessages(checkCatalogue);
  return (complaint) => (complaint ? checkText(texts, complaint) : complaint);
}
