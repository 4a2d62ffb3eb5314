import styled from 'styled-components';
import { Button, useMessages } from '@marketplace/shared/ui';
import { catalogueTabCatalogue } from '../catalogue';
import { FormField as Field } from '@marketplace/shared/form-fields';
import { PictureInput } from './PictureInput';

interface GalleryPicture {
  picture: string;
  label: string;
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** The most a gallery holds (the body's schema says the same). */
const GALLERY_MAX = 8;

export interface GalleryInputProps {
  label: string;
  value: GalleryPicture[];
  onChange: (gallery: GalleryPicture[]) => void;
  error?: string;
}

/** A maintenance service's gallery: pictures with their labels, in order. */
export function GalleryInput({ label, value, onChange, error }: GalleryInputProps) {
  const T = useMessages(catalogueTabCatalogue);
  const set = (index: number, change: Partial<GalleryPicture>) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <fieldset>
      <legend>{label}</legend>
      <List>
        {value.map((entry, index) => (
          <li key={`${entry.picture}-${index}`}>
            <PictureInput
              label={`${label} ${index + 1}`}
              value={entry.picture || null}
              onChange={(url) => set(index, { picture: url ?? '' })}
            />
            <Field compact label={T.pictureLabel(index + 1)}>
              <input
                value={entry.label}
                onChange={(event) => set(index, { label: event.target.value })}
              />
            </Field>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              {T.remove}
            </Button>
          </li>
        ))}
      </List>
      {value.length < GALLERY_MAX ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...value, { picture: '', label: '' }])}
        >
          {T.addPicture}
        </Button>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </fieldset>
  );
}
