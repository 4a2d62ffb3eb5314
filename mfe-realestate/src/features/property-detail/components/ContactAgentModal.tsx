// Contact agent when the agent is a name, not a number (spec): name, phone, e-mail and message,
// stored as an agent_contact enquiry (docs/product/real-estate.md "Agent, visit and brochure": leads are not thrown away).
import type { Property } from '@marketplace/shared/contracts-properties';
import { agentContactEnquirySchema } from '@marketplace/shared/contracts';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { Modal } from '@marketplace/shared/modal';
import { TextField } from '@marketplace/shared/form-fields';
import { useEnquiryForm } from '../../../lib/use-enquiry-form';
import { sendAgentContact } from '../api/send-enquiry';
import { detailCatalogue } from '../catalogue';
import { checkMessage } from './check-message';
import { EnquiryForm } from './form-layout';

export interface ContactAgentModalProps {
  property: Pick<Property, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}

export function ContactAgentModal({ property, open, onClose }: ContactAgentModalProps) {
  const T = useMessages(detailCatalogue).form;
  const form = useEnquiryForm({
    initial: { name: '', phone: '', email: '', message: '' },
    toInput: (values) => ({
      ...values,
      property_id: property.id,
      message: values.message.trim() || undefined,
    }),
    schema: agentContactEnquirySchema,
    send: sendAgentContact,
    describe: (issue) => checkMessage(issue, T),
    onSent: () => {
      notify.success(T.contactSent);
      onClose();
    },
  });
  return (
    <Modal open={open} onClose={onClose} title={T.contactTitle(property.name)} closeLabel={T.close}>
      <EnquiryForm noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <TextField label={T.name} autoComplete="name" {...form.field('name')} />
        <TextField label={T.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
        <div className="wide">
          <TextField label={T.email} type="email" autoComplete="email" {...form.field('email')} />
        </div>
        <div className="wide">
          <TextField label={T.message} multiline {...form.field('message')} />
        </div>
        <Button type="submit" disabled={form.busy} fullWidth>
          {form.busy ? T.sending : T.send}
        </Button>
      </EnquiryForm>
    </Modal>
  );
}
