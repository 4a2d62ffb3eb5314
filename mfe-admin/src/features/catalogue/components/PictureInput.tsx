import { useState } from 'react';
import styled from 'styled-components';
import { CataloguePicture } from '@marketplace/shared/catalogue-cards';
import { Button, useMessages } from '@marketplace/shared/ui';
import { errorMessage } from '../../../lib/error-message';
import { uploadPictures } from '../api/catalogue-admin';
import { catalogueTabCatalogue } from '../catalogue';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  img,
  .empty {
    width: 120px;
    height: 75px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  .empty {
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Failure = styled.small`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A visually hidden file input behind a real button, so the label says what it does. */
const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export interface PictureInputProps {
  /** What the picture is, for the labels ('Picture', 'Gallery picture 2'). */
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Offer Remove (a design may have no picture). */
  optional?: boolean;
  error?: string;
}

/**
 * A catalogue picture: its thumbnail, and an upload that goes through the api's picture checks at
 * once (so the preview shows the real picture); the draft then names its URL.
 */
export function PictureInput({ label, value, onChange, optional, error }: PictureInputProps) {
  const T = useMessages(catalogueTabCatalogue);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const [url] = await uploadPictures([file]);
      if (url) onChange(url);
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset>
      <legend>{label}</legend>
      <Row>
        {value ? (
          <CataloguePicture src={value} alt={label} width={120} height={75} fallback={null} />
        ) : (
          <span className="empty">{T.noPicture}</span>
        )}
        <FileLabel aria-busy={busy}>
          {busy ? T.uploading : value ? T.replace : T.upload}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={`${value ? T.replace : T.upload}: ${label}`}
            disabled={busy}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </FileLabel>
        {optional && value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {T.remove}
          </Button>
        ) : null}
      </Row>
      <small>{T.pictureTypes}</small>
      {(failure ?? error) ? <Failure role="alert">{failure ?? error}</Failure> : null}
    </fieldset>
  );
}
