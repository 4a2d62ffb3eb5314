import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_SERVICE_TYPES, contactEnquirySchema } from '@marketplace/shared/contracts';
import { Button, notify, useMessages, type Translation } from '@marketplace/shared/ui';
import { contactCatalogue } from '../catalogue';
import { FormField, FormGrid as Form, FormWide as Wide } from '../../../components/form-styles';
import { sendContactMessage } from '../api/send-contact-message';
import { CONTACT_SUCCESS_DURATION_MS, EMPTY_CONTACT, type CONTACT_MESSAGES } from '../messages';

const Field = styled(FormField)`
  textarea {
    min-height: 120px;
  }
`;

type Values = typeof EMPTY_CONTACT;
const REQUIRED: readonly (keyof Values)[] = ['name', 'email', 'message'];

/**
 * The schema's complaint in the visitor's language: past the required fields (checked above),
 * a text can only be too long, or the e-mail malformed. The English texts are the schema's own.
 */
function issueMessage(issue: ZodIssueLike | undefined, M: Translation<typeof CONTACT_MESSAGES>) {
  const field = issue?.path[0];
  if (issue?.code === 'too_big' && typeof field === 'string' && field in M.fields) {
    return M.tooLong(M.fields[field as keyof typeof M.fields], Number(issue.maximum));
  }
  return field === 'email' ? M.emailInvalid : M.required;
}

interface ZodIssueLike {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

/**
 * The contact form. `noValidate`: the spec answers a missing required field with its own toast
 * ('Please fill in all required fields') rather than the browser's bubble.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);
  const M = useMessages(contactCatalogue);

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (REQUIRED.some((name) => !values[name].trim())) {
      notify.error(M.required);
      return;
    }
    const parsed = contactEnquirySchema.safeParse(values);
    if (!parsed.success) {
      notify.error(issueMessage(parsed.error.issues[0], M));
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      notify.success(M.success, { autoClose: CONTACT_SUCCESS_DURATION_MS });
      setValues(EMPTY_CONTACT);
    } catch (error) {
      // Keep what the user typed so they can simply try again.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate aria-label={M.formHeading} onSubmit={(event) => void onSubmit(event)}>
      <Field>
        <span>
          {M.fields.name} <span aria-hidden="true">*</span>
        </span>
        <input {...bind('name')} required autoComplete="name" />
      </Field>
      <Field>
        <span>
          {M.fields.email} <span aria-hidden="true">*</span>
        </span>
        <input {...bind('email')} type="email" required autoComplete="email" />
      </Field>
      <Field>
        {M.fields.phone}
        <input {...bind('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field>
        {M.fields.subject}
        <input {...bind('subject')} />
      </Field>
      <Field $wide>
        {M.serviceTypeLabel}
        <select {...bind('serviceType')}>
          <option value="">{M.serviceTypePlaceholder}</option>
          {CONTACT_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {M.serviceTypes[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field $wide>
        <span>
          {M.fields.message} <span aria-hidden="true">*</span>
        </span>
        <textarea {...bind('message')} required />
      </Field>
      <Wide>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? M.sending : M.send}
        </Button>
      </Wide>
    </Form>
  );
}
