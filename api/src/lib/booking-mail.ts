import {
  BOOKING_STATUS_LABELS,
  PAYMENT_LABEL,
  slotLabel,
  type Booking,
} from '@marketplace/shared/contracts';
import { formatInr } from '@marketplace/shared/config';
import type { MailMessage } from '../plugins/mail';

/*
 * The customer's e-mails about a booking: the confirmation when it is made, and one on each
 * status change. Plain text, so every mail client shows the same thing.
 */

function addressLines(booking: Booking): string[] {
  const { house, street, area, city, pincode, landmark } = booking.address;
  return [
    `${house}, ${street}`,
    `${area}, ${city} ${pincode}`,
    ...(landmark ? [`Landmark: ${landmark}`] : []),
  ];
}

function summary(booking: Booking): string[] {
  return [
    `Booking number: ${booking.number}`,
    `Status: ${BOOKING_STATUS_LABELS[booking.status]}`,
    `Slot: ${slotLabel(booking.slot_start)}`,
    '',
    'Address:',
    ...addressLines(booking),
    '',
    ...booking.lines.map(
      (line) => `${line.quantity} x ${line.name}: ${formatInr(line.line_total)}`,
    ),
    `Service fee: ${formatInr(booking.service_fee)}`,
    `Tax: ${formatInr(booking.tax)}`,
    `Total: ${formatInr(booking.total)}`,
    `Payment: ${PAYMENT_LABEL}`,
  ];
}

export function bookingReceivedMail(to: string, booking: Booking): MailMessage {
  return {
    to,
    subject: `Booking ${booking.number} received`,
    text: [
      'Thank you for your booking. We will confirm it shortly.',
      '',
      ...summary(booking),
      '',
      'You can see or cancel it (until 3 hours before the slot) under My bookings.',
    ].join('\n'),
    outboxLog: { booking: booking.number },
  };
}

const STATUS_SENTENCES: Record<Booking['status'], string> = {
  requested: 'Your booking is waiting for confirmation.',
  confirmed: 'Your booking is confirmed. Our professional will arrive in the slot below.',
  completed: 'Your booking is completed. Thank you for choosing us.',
  cancelled: 'Your booking is cancelled. Nothing is due.',
};

export function bookingStatusMail(to: string, booking: Booking): MailMessage {
  return {
    to,
    subject: `Booking ${booking.number} is ${booking.status}`,
    text: [STATUS_SENTENCES[booking.status], '', ...summary(booking)].join('\n'),
    outboxLog: { booking: booking.number, status: booking.status },
  };
}
