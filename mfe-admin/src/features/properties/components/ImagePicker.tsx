// The form's pictures: existing ones as removable previews (edit), new ones previewed before
// upload (a file the browser cannot draw is named as such), and the type and 10 MB checks before
// anything is sent.
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { PROPERTY_IMAGE_MIME_TYPES } from '@marketplace/shared/property-schemas';
import { PictureThumb, PictureThumbs } from '@marketplace/shared/form-fields';
import { PropertyImage } from '@marketplace/shared/property-image';
import { useMessages } from '@marketplace/shared/ui';
import { propertiesCatalogue } from './catalogue';

const Section = styled.fieldset`
  /* A fieldset is never narrower than its content by default, which pushed the form wider. */
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Hint = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Unreadable = styled.p`
  display: grid;
  place-content: center;
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

interface NewThumbProps {
  file: File;
  index: number;
  onRemove: () => void;
  onUnreadable: () => void;
}

function NewThumb({ file, index, onRemove, onUnreadable }: NewThumbProps) {
  const t = useMessages(propertiesCatalogue);
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  // A file named and typed as a picture that the browser cannot draw (a renamed document, a
  // damaged download): said in words instead of a broken-image mark, and the form will not send it.
  const [unreadable, setUnreadable] = useState(false);
  return (
    <PictureThumb>
      {unreadable ? (
        <Unreadable>
          {t.unreadable}: {file.name}
        </Unreadable>
      ) : (
        <img
          src={url}
          alt={t.newImage(index + 1, file.name)}
          onError={() => {
            setUnreadable(true);
            onUnreadable();
          }}
        />
      )}
      <button type="button" aria-label={t.remove(file.name)} onClick={onRemove}>
        ×
      </button>
    </PictureThumb>
  );
}

export interface ImagePickerProps {
  existing: string[];
  onRemoveExisting: (url: string) => void;
  files: File[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (index: number) => void;
  /** A new file the browser could not draw as a picture. */
  onUnreadableFile: (file: File) => void;
  error: string | null;
  disabled: boolean;
}

export function ImagePicker(props: ImagePickerProps) {
  const t = useMessages(propertiesCatalogue);
  const inputId = useId();
  return (
    <Section>
      <legend>{t.images}</legend>
      {props.existing.length > 0 && (
        <PictureThumbs aria-label={t.existingImages}>
          {props.existing.map((url, index) => (
            <PictureThumb key={url}>
              <PropertyImage url={url} alt={t.currentImage(index + 1)} sizes="96px" />
              <button
                type="button"
                aria-label={t.removeCurrentImage(index + 1)}
                onClick={() => props.onRemoveExisting(url)}
                disabled={props.disabled}
              >
                ×
              </button>
            </PictureThumb>
          ))}
        </PictureThumbs>
      )}
      {props.files.length > 0 && (
        <PictureThumbs aria-label={t.newImages}>
          {props.files.map((file, index) => (
            <NewThumb
              key={`${file.name}-${index}`}
              file={file}
              index={index}
              onRemove={() => props.onRemoveFile(index)}
              onUnreadable={() => props.onUnreadableFile(file)}
            />
          ))}
        </PictureThumbs>
      )}
      <label htmlFor={inputId}>{t.chooseImages}</label>{' '}
      <input
        id={inputId}
        type="file"
        multiple
        accept={PROPERTY_IMAGE_MIME_TYPES.join(',')}
        disabled={props.disabled}
        aria-describedby={`${inputId}-hint ${inputId}-gallery`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) props.onAddFiles(chosen);
        }}
      />
      <Hint id={`${inputId}-hint`}>{t.imageHint}</Hint>
      <Hint id={`${inputId}-gallery`}>{t.galleryNote}</Hint>
      {props.error && <Error role="alert">{props.error}</Error>}
    </Section>
  );
}
