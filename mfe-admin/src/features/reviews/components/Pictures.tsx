// A listing's pictures as a row of thumbnails; each opens larger in a dialog, where the moderator
// can step through them (a listing's pictures are what a review checks most).
import { useState } from 'react';
import styled from 'styled-components';
import { Button, focusRing, useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from '../../../components/catalogue';
import { Modal } from '@marketplace/shared/modal';
import { PropertyImage } from '@marketplace/shared/property-image';
import { reviewsCatalogue } from '../catalogue';

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  width: 112px;
  height: 84px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: zoom-in;

  &:focus-visible {
    ${focusRing}
  }
`;

const Large = styled(Modal)`
  max-width: 960px;
`;

const Frame = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Steps = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export function Pictures({ name, images }: { name: string; images: string[] }) {
  const t = useMessages(reviewsCatalogue);
  const common = useMessages(commonCatalogue);
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <p>{t.noPictures}</p>;
  const count = images.length;
  const title = (index: number) => t.picture(name, index + 1, count);
  return (
    <>
      <Thumbs aria-label={t.pictures}>
        {images.map((url, index) => (
          <li key={url}>
            <Thumb
              type="button"
              aria-label={t.openPicture(index + 1)}
              onClick={() => setOpen(index)}
            >
              <PropertyImage url={url} alt="" sizes="112px" width={112} height={84} />
            </Thumb>
          </li>
        ))}
      </Thumbs>
      <Large
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === null ? '' : title(open)}
      >
        {open !== null && (
          <>
            <Frame>
              <PropertyImage
                url={images[open] ?? null}
                alt={title(open)}
                sizes="(min-width: 1024px) 900px, 100vw"
                eager
              />
            </Frame>
            {count > 1 && (
              <Steps>
                <Button variant="ghost" disabled={open === 0} onClick={() => setOpen(open - 1)}>
                  {common.previous}
                </Button>
                <Button
                  variant="ghost"
                  disabled={open === count - 1}
                  onClick={() => setOpen(open + 1)}
                >
                  {common.next}
                </Button>
              </Steps>
            )}
          </>
        )}
      </Large>
    </>
  );
}
