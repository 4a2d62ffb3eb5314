// The enquiry forms' checks in the page's language. The shared schemas complain in English, in
// a few shapes (a field missing, too long or malformed; a visit's day or time outside the window);
// each is mapped to the catalogue's text of the same meaning, whose English is the schema's own.
import { VISIT_DATE_MESSAGES } from '@marketplace/shared/contracts-properties';
import type { Issue } from '../../../lib/use-enquiry-form';
import type { DetailTexts } from '../catalogue';

const FIELDS = ['name', 'phone', 'email', 'message', 'date', 'time'] as const;
const VISIT_CHECKS = Object.keys(VISIT_DATE_MESSAGES) as (keyof typeof VISIT_DATE_MESSAGES)[];

export function checkMessage(issue: Issue, t: DetailTexts['form']): string {
  const visitCheck = VISIT_CHECKS.find((key) => VISIT_DATE_MESSAGES[key] === issue.message);
  if (visitCheck) return t.checks.visit[visitCheck];
  const field = FIELDS.find((name) => name === issue.path[0]);
  if (!field) return issue.message;
  const label = t[field];
  if (issue.code === 'too_big') return t.checks.tooLong(label, Number(issue.maximum));
  if (issue.message.endsWith(' is invalid')) return t.checks.invalid(label);
  return t.checks.required(label);
}
