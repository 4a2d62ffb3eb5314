// The pictures of the listing: those already saved (removable), the new ones chosen (uploaded at
// the next save, with its progress), checked for type, size and count before anything is sent.
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  PROPERTY_IMAGES_MAX,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_MIME_TYPES,
} from '@marketplace/shared/contracts-posting';
import { PictureThumb, PictureThumbs } from '@marketplace/shared/form-fields';
import { useMessages } from '@marketplace/shared/ui';
import { postingCatalogue, type PostingTexts } from '../catalogue';

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
function pictureProblem(
  files: File[],
  count: number,
  checks: PostingTexts['pictureChecks'],
): string | null {
  if (files.some((f) => !(PROPERTY_IMAGE_MIME_TYPES as readonly string[]).includes(f.type))) {
    return checks.imageType;
  }
  if (files.some((f) => f.size > PROPERTY_IMAGE_MAX_BYTES)) {
    return checks.imageTooLarge;
  }
  if (count + files.length > PROPERTY_IMAGES_MAX) return checks.tooManyImages;
  return null;
}

export interface PicturesStepProps {
  pictures: PicturesState;
  error: string | undefined;
  onChange: (pictures: PicturesState) => void;
  onError: (message: string) => void;
}

export function PicturesStep({ pictures, error, onChange, onError }: PicturesStepProps) {
  const { text: t, pictureChecks, imageHint } = useMessages(postingCatalogue);
  const previews = useMemo(() => pictures.added.map((f) => URL.createObjectURL(f)), [pictures]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const count = pictures.kept.length + pictures.added.length;
  const add = (files: File[]) => {
    const problem = pictureProblem(files, count, pictureChecks);
    if (problem) onError(problem);
    else onChange({ ...pictures, added: [...pictures.added, ...files] });
  };
  return (
    <div>
      <Picker>
        <strong>{t.addPictures}</strong>
        <small>
          {imageHint}. {t.picturesHint}
        </small>
        <input
          type="file"
          multiple
          accept={PROPERTY_IMAGE_MIME_TYPES.join(',')}
          aria-label={t.addPictures}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Picker>
      {error ? <Error role="alert">{error}</Error> : null}
      <PictureThumbs aria-label={t.picturesCount(count)}>
        {pictures.kept.map((url, i) => (
          <PictureThumb key={url}>
            <img src={url} alt="" />
            <button
              type="button"
              aria-label={t.removePicture(i + 1)}
              onClick={() =>
                onChange({ ...pictures, kept: pictures.kept.filter((u) => u !== url) })
              }
            >
              ×
            </button>
          </PictureThumb>
        ))}
        {pictures.added.map((file, i) => (
          <PictureThumb key={previews[i]} title={t.newPicture(file.name)}>
            <img src={previews[i]} alt={t.newPicture(file.name)} />
            <button
              type="button"
              aria-label={t.removePicture(pictures.kept.length + i + 1)}
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
