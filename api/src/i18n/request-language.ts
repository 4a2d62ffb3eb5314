import { isLanguage, type Language } from '@marketplace/shared/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request asks for: the first of its Accept-Language entries (by weight, then
 * order) that is English or Hindi, whatever the region ('hi-IN' is Hindi); English otherwise.
 * The site's api client sends the page's language, so the answers match the page.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0]?.toLowerCase(), q: weight ? Number(weight) : 1, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return languageOf(Array.isArray(header) ? header[0] : header);
}
