import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_SERVICE_TYPES, contactEnquirySchema } from '@marketplace/shared/contracts';
import { Button, notify } from '@marketplace/shared/ui';
import { FormField, FormGrid as Form, FormWide as Wide } from '../../../components/form-styles';
import { sendContactMessage } from '../api/send-contact-message';
import { CONTACT_MESSAGES as M, CONTACT_SUCCESS_DURATION_MS, EMPTY_CONTACT } from '../messages';

const Field = styled(FormField)`
  textarea {
    min-height: 120px;
  }
`;

type Values = typeof EMPTY_CONTACT;
const REQUIRED: readonly (keyof Values)[] = ['name', 'email', 'message'];

/**
 * The contact form. `noValidate`: the spec answers a missing required field with its own toast
 * ('Please fill in all required fields') rather than the browser's bubble.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);

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
      notify.error(parsed.error.issues[0]?.message ?? M.required);
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
          Name <span aria-hidden="true">*</span>
        </span>
        <input {...bind('name')} required autoComplete="name" />
      </Field>
      <Field>
        <span>
          Email <span aria-hidden="true">*</span>
        </span>
        <input {...bind('email')} type="email" required autoComplete="email" />
      </Field>
      <Field>
        Phone
        <input {...bind('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field>
        Subject
        <input {...bind('subject')} />
      </Field>
      <Field $wide>
        {M.serviceTypeLabel}
        <select {...bind('serviceType')}>
          <option value="">{M.serviceTypePlaceholder}</option>
          {CONTACT_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field $wide>
        <span>
          Message <span aria-hidden="true">*</span>
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
