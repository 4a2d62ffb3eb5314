import type { Language } from '@marketplace/shared/contracts';

/*
 * The HTML part of every e-mail, made from its text: the same words, paragraph by paragraph,
 * with the language declared, so a mail client picks a Devanagari font and a screen reader the
 * right voice. No images, no remote styles: what a mail client shows without asking.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A bare web address on its own line becomes a link. */
function lineHtml(line: string): string {
  const escaped = escapeHtml(line);
  return /^https?:\/\/\S+$/.test(line) ? `<a href="${escaped}">${escaped}</a>` : escaped;
}

export function mailHtml(text: string, subject: string, language: Language): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(lineHtml).join('<br>')}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    "<body style=\"margin:0;padding:16px;font-family:Arial,'Noto Sans Devanagari','Nirmala UI',sans-serif;font-size:16px;line-height:1.6;color:#1a1a1a\">",
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
