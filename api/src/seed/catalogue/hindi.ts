// The Hindi texts of today's content, by item key (docs/decisions/catalogue-hindi.md). A few
// items have none on purpose, so the demo shows the English fallback and the admin's "Hindi
// missing" badge: see UNTRANSLATED_SEED_KEYS.
import type { ItemTranslation } from '@marketplace/shared/contracts';

export const HINDI: Readonly<Record<string, ItemTranslation>> = {};
