import styled from 'styled-components';
import type { Address } from '@marketplace/shared/contracts';
import { TextField } from '@marketplace/shared/form-fields';
import { HintText } from '../../../components/form-styles';
import type { CheckoutFields, FieldErrors, FieldName } from '../hooks/use-checkout-form';
import { useMessages } from '@marketplace/shared/ui';
import { checkoutCatalogue } from '../catalogue';
import { ChoiceChip, Fieldset } from './ChoiceChip';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The new address's fields; each is labelled by the catalogue's text of the same name. */
const NEW_FIELDS: {
  name: 'house' | 'street' | 'area' | 'city' | 'pincode' | 'landmark';
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'house', autoComplete: 'address-line1' },
  { name: 'street', autoComplete: 'address-line2' },
  { name: 'area', autoComplete: 'address-level3' },
  { name: 'city', autoComplete: 'address-level2' },
  {
    name: 'pincode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
  { name: 'landmark', autoComplete: 'off' },
];

function oneLine(address: Address): string {
  return `${address.house}, ${address.street}, ${address.area}, ${address.city} ${address.pincode}`;
}

interface Props {
  saved: Address[];
  fields: CheckoutFields;
  errors: FieldErrors;
  setField: <K extends FieldName>(name: K, value: CheckoutFields[K]) => void;
}

/** A saved address to pick, or a new one to type (saved with the booking). */
export function AddressSection({ saved, fields, errors, setField }: Props) {
  const t = useMessages(checkoutCatalogue);
  return (
    <Fieldset>
      <legend>{t.text.addressHeading}</legend>
      {saved.length > 0 ? (
        <Choices role="radiogroup" aria-label={t.text.savedAddresses}>
          {saved.map((address) => (
            <ChoiceChip
              key={address.id}
              name="address"
              checked={fields.addressId === address.id}
              onChange={() => setField('addressId', address.id)}
            >
              {oneLine(address)}
            </ChoiceChip>
          ))}
          <ChoiceChip
            name="address"
            checked={fields.addressId === 'new'}
            onChange={() => setField('addressId', 'new')}
          >
            {t.text.newAddress}
          </ChoiceChip>
        </Choices>
      ) : null}
      {fields.addressId === 'new' ? (
        <>
          <Grid>
            {NEW_FIELDS.map(({ name, autoComplete, inputMode }) => (
              <TextField
                key={name}
                label={t.text[name]}
                name={name}
                autoComplete={autoComplete}
                inputMode={inputMode}
                maxLength={name === 'pincode' ? 6 : 120}
                value={String(fields[name])}
                error={errors[name]}
                onChange={(event) => setField(name, event.target.value)}
              />
            ))}
          </Grid>
          <HintText>{t.text.newAddressHint}</HintText>
        </>
      ) : null}
    </Fieldset>
  );
}
