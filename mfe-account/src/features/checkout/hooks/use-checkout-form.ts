import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { isApiError, newIdempotencyKey } from '@marketplace/shared/api-client';
import { paths } from '@marketplace/shared/config';
import {
  BOOKING_ERROR_CODES,
  CATALOGUE_ERROR_CODES,
  normalizeIndianMobile,
  type CreateBookingRequest,
} from '@marketplace/shared/contracts';
import { cartCountAtom, useSession } from '@marketplace/shared/session';
import { notify, useMessages } from '@marketplace/shared/ui';
import { createBooking, createBookingRequest } from '../api/create-booking';
import { checkoutCatalogue, type CheckoutTexts } from '../catalogue';

export interface CheckoutFields {
  /** A saved address's id, or 'new'. */
  addressId: number | 'new';
  house: string;
  street: string;
  area: string;
  city: string;
  pincode: string;
  landmark: string;
  date: string;
  slot: string;
  phone: string;
  note: string;
}

export type FieldName = keyof CheckoutFields;
export type FieldErrors = Partial<Record<FieldName, string>>;

const ADDRESS_FIELDS = ['house', 'street', 'area', 'city', 'pincode', 'landmark'] as const;

/** A cart line as the page shows it: what the booking must still cost. */
type ShownLine = CreateBookingRequest['shown_lines'][number];

function toRequest(fields: CheckoutFields, shownLines: ShownLine[]) {
  const address =
    fields.addressId === 'new'
      ? {
          house: fields.house,
          street: fields.street,
          area: fields.area,
          city: fields.city,
          pincode: fields.pincode.trim(),
          ...(fields.landmark.trim() ? { landmark: fields.landmark } : {}),
        }
      : undefined;
  return {
    ...(address ? { address } : { address_id: fields.addressId }),
    date: fields.date,
    slot: fields.slot,
    phone: normalizeIndianMobile(fields.phone),
    ...(fields.note.trim() ? { note: fields.note } : {}),
    payment: 'pay_after_service',
    shown_lines: shownLines,
  };
}

/** The shared request schema's messages, each under the field it concerns. */
function validate(
  fields: CheckoutFields,
  shownLines: ShownLine[],
  t: CheckoutTexts,
): { request?: CreateBookingRequest; errors: FieldErrors } {
  const result = createBookingRequest.safeParse(toRequest(fields, shownLines));
  if (result.success) return { request: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path.map(String);
    const field = (first === 'address' ? second : first) as FieldName | undefined;
    if (field && !errors[field]) {
      errors[field] =
        field === 'slot' ? t.text.chooseSlot : field === 'date' ? t.text.chooseDate : issue.message;
    }
  }
  return { errors };
}

/** Codes of a booking refused because the cart is not what the page shows any more. */
const CART_CHANGED_CODES: readonly string[] = [
  CATALOGUE_ERROR_CODES.priceChanged,
  CATALOGUE_ERROR_CODES.itemUnavailable,
];

export interface CheckoutHooks {
  /** The cart's lines as the page shows them (docs/product/bookings.md "Checkout"). */
  shownLines: ShownLine[];
  onSlotTaken: () => void;
  /** The booking was refused because prices or items changed: the page reads the cart again. */
  onCartChanged: () => void;
}

/**
 * The checkout form: its fields, their errors, and Confirm. One idempotency key per visit, so
 * a double click or a retry books once; a full slot is shown beside the slot picker; a cart whose
 * prices changed since the page showed them is read again and the change is said.
 */
export function useCheckoutForm(
  initial: Partial<CheckoutFields>,
  { shownLines, onSlotTaken, onCartChanged }: CheckoutHooks,
) {
  const t = useMessages(checkoutCatalogue);
  const { token } = useSession();
  const navigate = useNavigate();
  const setCartCount = useSetAtom(cartCountAtom);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [fields, setFields] = useState<CheckoutFields>({
    addressId: 'new',
    ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, ''])),
    date: '',
    slot: '',
    phone: '',
    note: '',
    ...initial,
  } as CheckoutFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = useCallback(<K extends FieldName>(name: K, value: CheckoutFields[K]) => {
    setFields((current) => ({
      ...current,
      [name]: value,
      // A new date means choosing its slot again.
      ...(name === 'date' && value !== current.date ? { slot: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  const submit = useCallback(async () => {
    if (!token || submitting) return;
    const { request, errors: found } = validate(fields, shownLines, t);
    setErrors(found);
    setFormError(null);
    if (!request) return;
    setSubmitting(true);
    try {
      const booking = await createBooking(token, request, idempotencyKey);
      setCartCount(0);
      notify.success(t.toasts.booked.text, { autoClose: t.toasts.booked.ms });
      navigate(paths.booking(booking.id), { state: { justBooked: true } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isApiError(error) && error.code === BOOKING_ERROR_CODES.slotFull) {
        setErrors({ slot: message });
        setFields((current) => ({ ...current, slot: '' }));
        onSlotTaken();
      } else if (isApiError(error) && CART_CHANGED_CODES.includes(error.code ?? '')) {
        setFormError(message);
        onCartChanged();
      } else {
        setFormError(message);
      }
      notify.error(message);
    } finally {
      setSubmitting(false);
    }
  }, [
    t,
    token,
    submitting,
    fields,
    shownLines,
    idempotencyKey,
    setCartCount,
    navigate,
    onSlotTaken,
    onCartChanged,
  ]);

  return { fields, setField, errors, formError, submitting, submit };
}
