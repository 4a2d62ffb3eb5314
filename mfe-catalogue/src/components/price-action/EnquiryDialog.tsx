import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiRequest } from '@marketplace/shared/api-client';
import {
  SUBSCRIPTION_START_MAX_DAYS,
  addDays,
  enquiryResponseSchema,
  priceText,
  quoteEnquirySchema,
  subscriptionEnquirySchema,
  todayInIndia,
} from '@marketplace/shared/contracts';
import type { CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import { useSession } from '@marketplace/shared/session';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { Modal } from '@marketplace/shared/modal';
import { FormField } from '../form-styles';
import { priceActionCatalogue } from './catalogue';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  textarea {
    min-height: 96px;
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Mode = 'subscription' | 'quote';
type Field = 'name' | 'phone' | 'start_date' | 'note' | 'message';

export interface EnquiryDialogProps {
  mode: Mode;
  item: { key: string; name: string; price: CataloguePrice };
  onClose: () => void;
}

/**
 * A monthly service's subscription (from a start date) or a "from" item's quote request: stored
 * as an enquiry for the team, never a cart line or a slot booking. What was typed stays on a
 * failure, with the server's message.
 */
export default function EnquiryDialog({ mode, item, onClose }: EnquiryDialogProps) {
  const { user } = useSession();
  const M = useMessages(priceActionCatalogue).dialog;
  const [values, setValues] = useState<Record<Field, string>>({
    name: user?.name ?? user?.username ?? '',
    phone: '',
    start_date: '',
    note: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const today = todayInIndia();
  const subscription = mode === 'subscription';

  const bind = (name: Field) => ({
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `enquiry-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const errorOf = (name: Field) =>
    errors[name] ? <FieldError id={`enquiry-${name}-error`}>{errors[name]}</FieldError> : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = subscription
      ? subscriptionEnquirySchema.safeParse({
          item_key: item.key,
          start_date: values.start_date,
          name: values.name,
          phone: values.phone,
          note: values.note,
        })
      : quoteEnquirySchema.safeParse({
          item_key: item.key,
          name: values.name,
          phone: values.phone,
          message: values.message,
        });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const answer = await apiRequest('/enquiries', {
        method: 'POST',
        body: { type: mode, ...parsed.data },
        schema: enquiryResponseSchema,
        defaultMsg: M.failed,
      });
      notify.success(answer.msg);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : M.failed);
    } finally {
      setSending(false);
    }
  };

  const price = priceText(item.price);
  return (
    <Modal
      open
      onClose={onClose}
      title={subscription ? M.subscriptionTitle(item.name) : M.quoteTitle(item.name)}
    >
      <p>{subscription ? M.subscriptionIntro(price) : M.quoteIntro(price)}</p>
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        {subscription ? (
          <div>
            <FormField>
              <span>{M.startDate}</span>
              <input
                type="date"
                min={addDays(today, 1)}
                max={addDays(today, SUBSCRIPTION_START_MAX_DAYS)}
                required
                {...bind('start_date')}
              />
            </FormField>
            {errorOf('start_date')}
          </div>
        ) : null}
        <div>
          <FormField>
            <span>{M.name}</span>
            <input autoComplete="name" required {...bind('name')} />
          </FormField>
          {errorOf('name')}
        </div>
        <div>
          <FormField>
            <span>{M.phone}</span>
            <input type="tel" autoComplete="tel" required {...bind('phone')} />
          </FormField>
          {errorOf('phone')}
        </div>
        <div>
          <FormField>
            <span>{subscription ? M.note : M.message}</span>
            <textarea {...bind(subscription ? 'note' : 'message')} />
          </FormField>
          {errorOf(subscription ? 'note' : 'message')}
        </div>
        {failure ? <Failure role="alert">{failure}</Failure> : null}
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? M.sending : M.send}
        </Button>
      </Form>
    </Modal>
  );
}
