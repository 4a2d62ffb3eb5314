import {
  BOOKING_STATUS_LABELS,
  PAYMENT_LABEL,
  slotLabel,
  type Booking,
  type BookingStatus,
  type Language,
} from '@marketplace/shared/contracts';
import { formatInr } from '@marketplace/shared/config';
import { BOOKING_STATUS_HI } from '../i18n/hi/cart-bookings';
import type { MailMessage } from '../plugins/mail';

/*
 * The customer's e-mails about a booking, in the account's language: the confirmation when it
 * is made, and one on each status change. Written as text (the mail plugin adds the same words
 * as HTML declaring the language), so every mail client shows the same thing.
 */

interface BookingMailTexts {
  number: string;
  statusName: string;
  status: Record<BookingStatus, string>;
  slot: string;
  address: string;
  landmark: string;
  serviceFee: string;
  tax: string;
  total: string;
  payment: string;
  paymentLabel: string;
  receivedSubject: (number: string) => string;
  thanks: string;
  manage: string;
  statusSubject: (number: string, status: BookingStatus) => string;
  statusSentence: Record<BookingStatus, string>;
}

const TEXTS: Record<Language, BookingMailTexts> = {
  en: {
    number: 'Booking number',
    statusName: 'Status',
    status: BOOKING_STATUS_LABELS,
    slot: 'Slot',
    address: 'Address',
    landmark: 'Landmark',
    serviceFee: 'Service fee',
    tax: 'Tax',
    total: 'Total',
    payment: 'Payment',
    paymentLabel: PAYMENT_LABEL,
    receivedSubject: (number) => `Booking ${number} received`,
    thanks: 'Thank you for your booking. We will confirm it shortly.',
    manage: 'You can see or cancel it (until 3 hours before the slot) under My bookings.',
    statusSubject: (number, status) => `Booking ${number} is ${status}`,
    statusSentence: {
      requested: 'Your booking is waiting for confirmation.',
      confirmed: 'Your booking is confirmed. Our professional will arrive in the slot below.',
      completed: 'Your booking is completed. Thank you for choosing us.',
      cancelled: 'Your booking is cancelled. Nothing is due.',
    },
  },
  hi: {
    number: 'बुकिंग नंबर',
    statusName: 'स्थिति',
    status: BOOKING_STATUS_HI,
    slot: 'स्लॉट',
    address: 'पता',
    landmark: 'लैंडमार्क',
    serviceFee: 'सर्विस फ़ीस',
    tax: 'टैक्स',
    total: 'कुल',
    payment: 'पेमेंट',
    paymentLabel: 'सर्विस के बाद पेमेंट (कैश या UPI)',
    receivedSubject: (number) => `बुकिंग ${number} मिल गई`,
    thanks: 'बुकिंग के लिए धन्यवाद। हम जल्द ही इसे कन्फ़र्म करेंगे।',
    manage: 'आप इसे "मेरी बुकिंग" में देख सकते हैं, और स्लॉट से 3 घंटे पहले तक कैंसल कर सकते हैं।',
    statusSubject: (number, status) => `बुकिंग ${number}: ${TEXTS.hi.status[status]}`,
    statusSentence: {
      requested: 'आपकी बुकिंग कन्फ़र्मेशन का इंतज़ार कर रही है।',
      confirmed: 'आपकी बुकिंग कन्फ़र्म हो गई है। हमारे प्रोफ़ेशनल नीचे दिए स्लॉट में आएँगे।',
      completed: 'आपकी बुकिंग पूरी हो गई है। हमें चुनने के लिए धन्यवाद।',
      cancelled: 'आपकी बुकिंग कैंसल हो गई है। आपको कुछ नहीं देना है।',
    },
  },
};

function addressLines(booking: Booking, texts: BookingMailTexts): string[] {
  const { house, street, area, city, pincode, landmark } = booking.address;
  return [
    `${house}, ${street}`,
    `${area}, ${city} ${pincode}`,
    ...(landmark ? [`${texts.landmark}: ${landmark}`] : []),
  ];
}

function summary(booking: Booking, language: Language): string[] {
  const texts = TEXTS[language];
  return [
    `${texts.number}: ${booking.number}`,
    `${texts.statusName}: ${texts.status[booking.status]}`,
    `${texts.slot}: ${slotLabel(booking.slot_start, language)}`,
    '',
    `${texts.address}:`,
    ...addressLines(booking, texts),
    '',
    ...booking.lines.map(
      (line) => `${line.quantity} x ${line.name}: ${formatInr(line.line_total)}`,
    ),
    `${texts.serviceFee}: ${formatInr(booking.service_fee)}`,
    `${texts.tax}: ${formatInr(booking.tax)}`,
    `${texts.total}: ${formatInr(booking.total)}`,
    `${texts.payment}: ${texts.paymentLabel}`,
  ];
}

export function bookingReceivedMail(to: string, booking: Booking, language: Language): MailMessage {
  const texts = TEXTS[language];
  return {
    to,
    subject: texts.receivedSubject(booking.number),
    language,
    text: [texts.thanks, '', ...summary(booking, language), '', texts.manage].join('\n'),
    outboxLog: { booking: booking.number },
  };
}

export function bookingStatusMail(to: string, booking: Booking, language: Language): MailMessage {
  const texts = TEXTS[language];
  return {
    to,
    subject: texts.statusSubject(booking.number, booking.status),
    language,
    text: [texts.statusSentence[booking.status], '', ...summary(booking, language)].join('\n'),
    outboxLog: { booking: booking.number, status: booking.status },
  };
}
