import { useState, type FormEvent } from 'react';
import { jobApplicationSchema, type JobApplication } from '@marketplace/shared/contracts';
import { Button, PageContainer, PageHeading, notify, useMessages } from '@marketplace/shared/ui';
import { submitJobApplication } from '../api/submit-job-application';
import { careersCatalogue } from '../catalogue';
import { APPLICATION_FIELDS, EMPTY_APPLICATION } from '../messages';
import { Field, Form, Submit } from './form-styles';

/** /careers: the job application (docs/product/catalogue.md "Careers"), stored through the enquiries api. */
export default function CareersPage() {
  const [values, setValues] = useState<JobApplication>(EMPTY_APPLICATION);
  const [sending, setSending] = useState(false);
  const M = useMessages(careersCatalogue);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser checks `required` first; this catches what it lets through (only spaces).
    const parsed = jobApplicationSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = M.schemaNames[issue?.path[0] as keyof JobApplication] ?? M.formHeading;
      // Past the browser's `required`, a field is only blank (spaces) or too long.
      notify.error(
        issue?.code === 'too_big' ? M.tooLong(field, Number(issue.maximum)) : M.required(field),
      );
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
            {M.labels[field.name]}
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
