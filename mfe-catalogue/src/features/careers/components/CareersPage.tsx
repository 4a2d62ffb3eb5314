import { useState, type FormEvent } from 'react';
import { jobApplicationSchema, type JobApplication } from '@marketplace/shared/contracts';
import { Button, PageContainer, PageHeading, notify } from '@marketplace/shared/ui';
import { submitJobApplication } from '../api/submit-job-application';
import { APPLICATION_FIELDS, CAREERS_MESSAGES as M, EMPTY_APPLICATION } from '../messages';
import { Field, Form, Submit } from './form-styles';

/** /careers: the job application (docs/product/catalogue.md "Careers"), stored through the enquiries api. */
export default function CareersPage() {
  const [values, setValues] = useState<JobApplication>(EMPTY_APPLICATION);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser checks `required` first; this catches what it lets through (only spaces).
    const parsed = jobApplicationSchema.safeParse(values);
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? M.formHeading);
      return;
    }
    setSending(true);
    try {
      await submitJobApplication(parsed.data);
      notify.success(M.success);
      setValues(EMPTY_APPLICATION);
    } catch (error) {
      // Keep what the user typed so they can simply try again.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PageContainer>
      <PageHeading>{M.heading}</PageHeading>
      <p>{M.intro}</p>
      <h2>{M.formHeading}</h2>
      <Form aria-label={M.formHeading} onSubmit={(event) => void onSubmit(event)}>
        {APPLICATION_FIELDS.map((field) => (
          <Field key={field.name} $wide={field.multiline}>
            {field.label}
            {field.multiline ? (
              <textarea
                name={field.name}
                required
                value={values[field.name]}
                autoComplete={field.autoComplete}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            ) : (
              <input
                name={field.name}
                type={field.type ?? 'text'}
                required
                value={values[field.name]}
                autoComplete={field.autoComplete}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            )}
          </Field>
        ))}
        <Submit>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? M.sending : M.apply}
          </Button>
        </Submit>
      </Form>
    </PageContainer>
  );
}
