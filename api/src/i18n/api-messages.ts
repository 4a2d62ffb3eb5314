import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  CATALOGUE_MESSAGES,
  ENQUIRY_MESSAGES,
  PROPERTY_MESSAGES,
  PROPERTY_QUERY_MESSAGES,
  SUBSCRIPTION_DATE_MESSAGES,
  VALIDATION_MESSAGES,
  VISIT_DATE_MESSAGES,
  type Language,
} from '@marketplace/shared/contracts';
import { CART_MESSAGES } from '@marketplace/shared/contracts-cart';
import {
  POSTING_MESSAGES,
  PROPERTY_FORM_MESSAGES,
  REJECTION_REASON_MESSAGES,
} from '@marketplace/shared/contracts-posting';
import { SAVED_SEARCH_MESSAGES } from '@marketplace/shared/contracts-properties';
import { API_MESSAGES } from '../messages';
import {
  CATALOGUE_FIELD_MESSAGES,
  FIELD_CHECK_MESSAGES,
  FIELD_FIXED_MESSAGES,
} from './field-messages';
import { ADMIN_MESSAGES_HI, REJECTION_REASON_MESSAGES_HI } from './hi/admin';
import { AUTH_MESSAGES_HI, VALIDATION_MESSAGES_HI } from './hi/auth';
import { BOOKING_MESSAGES_HI, CART_MESSAGES_HI } from './hi/cart-bookings';
import { CATALOGUE_FIELD_MESSAGES_HI, CATALOGUE_MESSAGES_HI } from './hi/catalogue';
import { FIELD_CHECK_MESSAGES_HI, FIELD_FIXED_MESSAGES_HI, FIELD_LABELS_HI } from './hi/fields';
import {
  API_MESSAGES_HI,
  ENQUIRY_MESSAGES_HI,
  SUBSCRIPTION_DATE_MESSAGES_HI,
  VISIT_DATE_MESSAGES_HI,
} from './hi/general';
import { PROPERTY_MESSAGES_HI, PROPERTY_QUERY_MESSAGES_HI } from './hi/properties';
import {
  POSTING_MESSAGES_HI,
  PROPERTY_FORM_MESSAGES_HI,
  SAVED_SEARCH_MESSAGES_HI,
} from './hi/posting';

type Texts = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/**
 * Every catalogue the api answers from, English beside Hindi. The routes keep throwing and
 * sending the English texts (the contract's, which tests and clients read); the answer is turned
 * into the request's language on its way out (plugins/answer-language.ts).
 */
export const API_CATALOGUES: ReadonlyArray<{ name: string; en: Texts; hi: Texts }> = [
  { name: 'auth', en: AUTH_MESSAGES, hi: AUTH_MESSAGES_HI },
  { name: 'validation', en: VALIDATION_MESSAGES, hi: VALIDATION_MESSAGES_HI },
  { name: 'cart', en: CART_MESSAGES, hi: CART_MESSAGES_HI },
  { name: 'bookings', en: BOOKING_MESSAGES, hi: BOOKING_MESSAGES_HI },
  { name: 'enquiries', en: ENQUIRY_MESSAGES, hi: ENQUIRY_MESSAGES_HI },
  { name: 'visit dates', en: VISIT_DATE_MESSAGES, hi: VISIT_DATE_MESSAGES_HI },
  { name: 'subscription dates', en: SUBSCRIPTION_DATE_MESSAGES, hi: SUBSCRIPTION_DATE_MESSAGES_HI },
  { name: 'api', en: API_MESSAGES, hi: API_MESSAGES_HI },
  { name: 'properties', en: PROPERTY_MESSAGES, hi: PROPERTY_MESSAGES_HI },
  { name: 'property search', en: PROPERTY_QUERY_MESSAGES, hi: PROPERTY_QUERY_MESSAGES_HI },
  { name: 'posting', en: POSTING_MESSAGES, hi: POSTING_MESSAGES_HI },
  { name: 'property form', en: PROPERTY_FORM_MESSAGES, hi: PROPERTY_FORM_MESSAGES_HI },
  { name: 'saved searches', en: SAVED_SEARCH_MESSAGES, hi: SAVED_SEARCH_MESSAGES_HI },
  { name: 'catalogue', en: CATALOGUE_MESSAGES, hi: CATALOGUE_MESSAGES_HI },
  { name: 'admin', en: ADMIN_MESSAGES, hi: ADMIN_MESSAGES_HI },
  { name: 'rejection reason', en: REJECTION_REASON_MESSAGES, hi: REJECTION_REASON_MESSAGES_HI },
  { name: 'fixed field checks', en: FIELD_FIXED_MESSAGES, hi: FIELD_FIXED_MESSAGES_HI },
  {
    name: 'catalogue field checks',
    en: CATALOGUE_FIELD_MESSAGES,
    hi: CATALOGUE_FIELD_MESSAGES_HI,
  },
  // Last: its patterns ('X is required') would take texts the catalogues above hold.
  { name: 'field checks', en: FIELD_CHECK_MESSAGES, hi: FIELD_CHECK_MESSAGES_HI },
];

/**
 * Stands for an argument while a text with values is turned into a pattern: a private-use
 * character, which no English text contains.
 */
const ARGUMENT = '\uE000';

/** A text with values as a pattern that recognises its English output and gives the values back. */
function patternOf(english: (...args: string[]) => string): RegExp {
  const sample = english(...Array.from({ length: english.length }, () => ARGUMENT));
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(ARGUMENT).join('(.+?)')}$`);
}

type Translate = (english: string) => string | undefined;

function hindiTranslator(): Translate {
  const fixed = new Map<string, string>();
  const withValues: Array<{ pattern: RegExp; hindi: (...args: string[]) => string }> = [];
  for (const { en, hi } of API_CATALOGUES) {
    for (const [key, english] of Object.entries(en)) {
      const hindi = hi[key];
      if (typeof english === 'string' && typeof hindi === 'string') fixed.set(english, hindi);
      else if (typeof english === 'function' && typeof hindi === 'function') {
        const asText = english as unknown as (...args: string[]) => string;
        withValues.push({
          pattern: patternOf(asText),
          hindi: hindi as (...args: string[]) => string,
        });
      }
    }
  }
  return (english) => {
    const found = fixed.get(english);
    if (found !== undefined) return found;
    for (const { pattern, hindi } of withValues) {
      const match = pattern.exec(english);
      if (match) return hindi(...match.slice(1));
    }
    return undefined;
  };
}

const toHindi = hindiTranslator();

/** A catalogue item's key, 'kind:slug' ('service:plumbing'), as the admin's answers name an item. */
const ITEM_KEY = /^[a-z]+:[\w-]+$/;

/**
 * One sentence of an answer in Hindi, or undefined. A 400 names a field whose message does not by
 * writing it in front ('pincode: PIN code must be 6 digits', 'Price: Type an amount ...'): a
 * label keeps its place in Hindi, the api's own key is dropped (the Hindi names the field), and
 * a catalogue item's key stays, as it is the only name of the item an old version holds.
 */
function sentenceInHindi(sentence: string): string | undefined {
  const whole = toHindi(sentence);
  // A pattern may have matched the whole with a label of no Hindi ('pincode: PIN code' is required).
  if (whole !== undefined && whole !== sentence) return whole;
  const named = /^(.+?): (.+)$/.exec(sentence);
  if (!named) return undefined;
  const [, field = '', rest = ''] = named;
  const restInHindi = sentenceInHindi(rest) ?? toHindi(rest);
  if (restInHindi === undefined || restInHindi === rest) return undefined;
  const label = FIELD_LABELS_HI[field];
  if (label !== undefined) return `${label}: ${restInHindi}`;
  if (ITEM_KEY.test(field)) return `${field}: ${restInHindi}`;
  return /^[A-Za-z_][\w.-]*$/.test(field) ? restInHindi : undefined;
}

/**
 * An English answer text in `language`: a text of the catalogues, or a validation answer made of
 * them ('Username is required; Email is invalid'). A text no catalogue holds stays English.
 */
export function translateMessage(english: string, language: Language): string {
  if (language === 'en') return english;
  const whole = sentenceInHindi(english);
  if (whole !== undefined) return whole;
  if (!english.includes('; ')) return english;
  return english
    .split('; ')
    .map((sentence) => sentenceInHindi(sentence) ?? sentence)
    .join('; ');
}
