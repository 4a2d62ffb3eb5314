import { istDateOf, slotStartInstant } from '@marketplace/shared/contracts';
import { listingFiltersOf } from '@marketplace/shared/posting-schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/columns';
import {
  anyListedAfter,
  claimDigest,
  dueSearches,
  listedBetween,
  markDigestSent,
  releaseDigest,
  type DueSearch,
} from '../../db/repositories/saved-search-digests';
import type { Database } from '../../db/schema';
import { DIGEST_LISTINGS_SHOWN, digestMail } from './digest-mail';

/*
 * Saved searches' daily e-mails (docs/decisions/saved-search-alerts.md). Every api instance runs
 * passes; a saved search's e-mail of a day is claimed by inserting its digest row first, so
 * whichever instance inserts it sends it and the others move on. A crash after the claim loses
 * at most that day's e-mail, never a listing: the next e-mail starts where the last sent one ended.
 */

export interface DigestDeps {
  db: Kysely<Database>;
  mailer: Pick<FastifyInstance['mailer'], 'send'>;
  publicUrl: string;
  /** HH:MM IST before which no e-mail of a day goes. */
  digestTime: string;
  log: FastifyBaseLogger;
}

export interface PassOutcome {
  sent: number;
  /** Every due search was looked at and no e-mail failed: a later pass needs only newer listings. */
  complete: boolean;
}

type SendOutcome = 'sent' | 'nothing' | 'failed';

async function sendDigest(
  deps: DigestDeps,
  search: DueSearch,
  window: { day: string; until: string },
  now: Date,
): Promise<SendOutcome> {
  const filters = listingFiltersOf(search.query);
  if (!filters) {
    // Saved under a listing query the listing no longer reads (a filter since removed).
    deps.log.warn({ savedSearch: search.id }, 'saved search query no longer valid; skipped');
    return 'nothing';
  }
  const news = await listedBetween(
    deps.db,
    filters,
    { after: search.after, until: window.until },
    DIGEST_LISTINGS_SHOWN,
  );
  if (news.total === 0) return 'nothing';
  const claimed = await claimDigest(
    deps.db,
    { savedSearchId: search.id, day: window.day, listedUntil: window.until, listings: news.total },
    now,
  );
  if (!claimed) return 'nothing';
  const mail = digestMail(deps.publicUrl, {
    to: search.email,
    searchName: search.name,
    query: search.query,
    unsubscribeToken: search.unsubscribeToken,
    listings: news.rows,
    total: news.total,
    language: search.language,
  });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    // Refused by the mail server: it never left, so the day's e-mail is free again.
    deps.log.error({ err: error, savedSearch: search.id }, 'saved search e-mail failed');
    await releaseDigest(deps.db, search.id, window.day);
    return 'failed';
  }
  await markDigestSent(deps.db, search.id, window.day);
  return 'sent';
}

/** One pass: every saved search due today with new listings gets its e-mail, once. */
export async function runDigestPass(deps: DigestDeps, now = new Date()): Promise<PassOutcome> {
  const day = istDateOf(now);
  if (now < slotStartInstant(day, deps.digestTime)) return { sent: 0, complete: false };
  const window = { day, until: nowIso(now) };
  let sent = 0;
  let complete = true;
  for (const search of await dueSearches(deps.db, day)) {
    const outcome = await sendDigest(deps, search, window, now);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'failed') complete = false;
  }
  return { sent, complete };
}

/**
 * The passes of one instance. After a complete pass, a pass of the same IST day first asks
 * whether any listing went live since: every search still due had nothing new up to then, so
 * without a new listing there is nothing to look at (one query instead of one per search).
 */
export class DigestRunner {
  #checked: { day: string; until: string } | undefined;

  constructor(private readonly deps: DigestDeps) {}

  async check(now = new Date()): Promise<PassOutcome> {
    const day = istDateOf(now);
    const checked = this.#checked;
    if (checked?.day === day && !(await anyListedAfter(this.deps.db, checked.until))) {
      return { sent: 0, complete: true };
    }
    const outcome = await runDigestPass(this.deps, now);
    this.#checked = outcome.complete ? { day, until: nowIso(now) } : undefined;
    return outcome;
  }
}
