// The account remembers its language: a switch while logged in saves it to the account, and a
// login turns the page to the account's language (docs/i18n.md "The api's messages and the e-mails").
import { useEffect, useRef } from 'react';
import { apiRequest } from '@marketplace/shared/api-client';
import { useSession, type User } from '@marketplace/shared/session';
import { useLanguage, type Language } from '@marketplace/shared/ui';

/**
 * Saves `language` to the logged-in account, and keeps the stored user equal to the answer. A
 * failure is silent: the page and the browser keep the choice, and the next switch tries again.
 */
export function useSaveAccountLanguage(): (language: Language) => Promise<void> {
  const { isAuthenticated, updateUser } = useSession();
  return async (language) => {
    if (!isAuthenticated) return;
    try {
      const { user } = await apiRequest<{ user: User }>('/profile', {
        method: 'PATCH',
        body: { language },
      });
      updateUser(user);
    } catch {
      // Kept in the browser only; nothing to tell the visitor, whose page is already turned.
    }
  };
}

/**
 * At a login (no user, then a user), the page turns to the account's language. A session that
 * was there when the page opened keeps the page's language: the visitor may have switched it
 * since, in this browser.
 */
export function useLoginLanguage(): void {
  const { user } = useSession();
  const { language, changeLanguage } = useLanguage();
  const hadUser = useRef(user !== null);
  useEffect(() => {
    const loggedIn = user !== null && !hadUser.current;
    hadUser.current = user !== null;
    const accountLanguage = user?.language;
    if (loggedIn && accountLanguage && accountLanguage !== language) {
      // A catalogue that fails to download leaves the page as it is.
      changeLanguage(accountLanguage).catch(() => undefined);
    }
  }, [user, language, changeLanguage]);
}
