import type { App } from '../../src/app';
import {
  currentVersionId,
  insertVersion,
  versionItems,
  type PublishedItem,
} from '../../src/db/repositories/catalogue-versions';

/**
 * Publishes a new version in which the item `key` is changed by `change` (its body, visibility),
 * as an admin's edit and publish would, straight through the repositories.
 */
export async function republish(
  app: App,
  key: string,
  change: (item: PublishedItem) => PublishedItem,
): Promise<number> {
  const items = (await versionItems(app.db, await currentVersionId(app.db))) ?? [];
  if (!items.some((item) => item.key === key)) throw new Error(`no published item ${key}`);
  const version = await insertVersion(app.db, {
    items: items.map((item) => (item.key === key ? change(item) : item)),
    userId: null,
    username: null,
    restoredFrom: null,
  });
  return version.id;
}

/** The same item with another price amount (its kind and unit kept). */
export function withPrice(amount: number, kind?: 'fixed' | 'monthly' | 'from') {
  return (item: PublishedItem): PublishedItem => {
    const price = item.body.price as Record<string, unknown>;
    return {
      ...item,
      body: { ...item.body, price: { ...price, amount, ...(kind ? { kind } : {}) } },
    };
  };
}

export const hidden = (item: PublishedItem): PublishedItem => ({ ...item, visible: false });
