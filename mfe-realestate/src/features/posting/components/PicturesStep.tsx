// The pictures of the listing: those already saved (removable), the new ones chosen (uploaded at
// the next save, with its progress), checked for type, size and count before anything is sent.
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  PROPERTY_FORM_MESSAGES,
  PROPERTY_IMAGES_MAX,
  PROPERTY_IMAGE_HINT,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_MIME_TYPES,
} from '@marketplace/shared/contracts-posting';
import { PictureThumb, PictureThumbs } from '@marketplace/shared/form-fields';
import { POSTING_TEXT } from '../posting-text';

const Picker = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  cursor: pointer;

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PicturesState {
  kept: string[];
  added: File[];
}

/** Why these files cannot be added to `count` pictures, or null. */
function pictureProblem(files: File[], count: number): string | null {
  if (files.some((f) => !(PROPERTY_IMAGE_MIME_TYPES as readonly string[]).includes(f.type))) {
    return PROPERTY_FORM_MESSAGES.imageType;
  }
  if (files.some((f) => f.size > PROPERTY_IMAGE_MAX_BYTES)) {
    return PROPERTY_FORM_MESSAGES.imageTooLarge;
  }
  if (count + files.length > PROPERTY_IMAGES_MAX) return PROPERTY_FORM_MESSAGES.tooManyImages;
  return null;
}

export interface PicturesStepProps {
  pictures: PicturesState;
  error: string | undefined;
  onChange: (pictures: PicturesState) => void;
  onError: (message: string) => void;
}

export function PicturesStep({ pictures, error, onChange, onError }: PicturesStepProps) {
  const previews = useMemo(() => pictures.added.map((f) => URL.createObjectURL(f)), [pictures]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const count = pictures.kept.length + pictures.added.length;
  const add = (files: File[]) => {
    const problem = pictureProblem(files, count);
    if (problem) onError(problem);
    else onChange({ ...pictures, added: [...pictures.added, ...files] });
  };
  return (
    <div>
      <Picker>
        <strong>{POSTING_TEXT.addPictures}</strong>
        <small>
          {PROPERTY_IMAGE_HINT}. {POSTING_TEXT.picturesHint}
        </small>
        <input
          type="file"
          multiple
          accept={PROPERTY_IMAGE_MIME_TYPES.join(',')}
          aria-label={POSTING_TEXT.addPictures}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Picker>
      {error ? <Error role="alert">{error}</Error> : null}
      <PictureThumbs aria-label={POSTING_TEXT.picturesCount(count)}>
        {pictures.kept.map((url, i) => (
          <PictureThumb key={url}>
            <img src={url} alt="" />
            <button
              type="button"
              aria-label={POSTING_TEXT.removePicture(i + 1)}
              onClick={() =>
                onChange({ ...pictures, kept: pictures.kept.filter((u) => u !== url) })
              }
            >
              ×
            </button>
          </PictureThumb>
        ))}
        {pictures.added.map((file, i) => (
          <PictureThumb key={previews[i]} title={POSTING_TEXT.newPicture(file.name)}>
            <img src={previews[i]} alt={POSTING_TEXT.newPicture(file.name)} />
            <button
              type="button"
              aria-label={POSTING_TEXT.removePicture(pictures.kept.length + i + 1)}
              onClick={() =>
                onChange({ ...pictures, added: pictures.added.filter((f) => f !== file) })
              }
            >
              ×
            </button>
          </PictureThumb>
        ))}
      </PictureThumbs>
    </div>
  );
}
