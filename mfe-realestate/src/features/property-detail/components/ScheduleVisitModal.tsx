// Schedule visit when the property allows it: date (today to 60 days ahead, India time), time
// (visiting hours), name and phone, stored as a visit_request enquiry and confirmed with a toast.
import type { Property } from '@marketplace/shared/contracts-properties';
import {
  VISIT_DAYS_AHEAD,
  VISIT_HOURS,
  lastVisitDate,
  todayInIndia,
  visitRequestEnquirySchema,
} from '@marketplace/shared/contracts';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { Modal } from '@marketplace/shared/modal';
import { TextField } from '@marketplace/shared/form-fields';
import { cardCatalogue } from '../../../components/catalogue';
import { useEnquiryForm } from '../../../lib/use-enquiry-form';
import { requestVisit } from '../api/send-enquiry';
import { detailCatalogue } from '../catalogue';
import { checkMessage } from './check-message';
import { EnquiryForm } from './form-layout';

export interface ScheduleVisitModalProps {
  property: Pick<Property, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}

export function ScheduleVisitModal({ property, open, onClose }: ScheduleVisitModalProps) {
  const T = useMessages(detailCatalogue).form;
  const { facts } = useMessages(cardCatalogue);
  const form = useEnquiryForm({
    initial: { date: '', time: '', name: '', phone: '' },
    toInput: (values) => ({ ...values, property_id: property.id }),
    schema: visitRequestEnquirySchema,
    send: requestVisit,
    describe: (issue) => checkMessage(issue, T),
    onSent: (visit) => {
      notify.success(T.visitSent(facts.date(`${visit.date}T12:00:00+05:30`), visit.time));
      onClose();
    },
  });
  return (
    <Modal open={open} onClose={onClose} title={T.visitTitle(property.name)} closeLabel={T.close}>
      <EnquiryForm noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <p className="intro wide">
          {T.visitIntro(VISIT_DAYS_AHEAD, VISIT_HOURS.from, VISIT_HOURS.to)}
        </p>
        <TextField
          label={T.date}
          type="date"
          min={todayInIndia()}
          max={lastVisitDate()}
          {...form.field('date')}
        />
        <TextField
          label={T.time}
          type="time"
          min={VISIT_HOURS.from}
          max={VISIT_HOURS.to}
          {...form.field('time')}
        />
        <TextField label={T.name} autoComplete="name" {...form.field('name')} />
        <TextField label={T.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
        <Button type="submit" variant="secondary" disabled={form.busy} fullWidth>
          {form.busy ? T.sending : T.request}
        </Button>
      </EnquiryForm>
    </Modal>
  );
}
