// Full-screen picture viewer on the shared Modal (focus trapped, Escape closes, focus goes back
// to the button that opened it); the arrow keys and buttons move through the pictures.
import { useEffect } from 'react';
import styled from 'styled-components';
import { Modal } from '@marketplace/shared/modal';
import { ChevronLeftIcon, ChevronRightIcon } from '@marketplace/shared/icons';
import { PropertyImage } from '@marketplace/shared/property-image';
import { useMessages } from '@marketplace/shared/ui';
import { detailCatalogue } from '../catalogue';
import { Arrow, Counter } from './gallery-styles';

const Viewer = styled(Modal)`
  max-width: none;
  width: 100%;
  height: calc(100vh - 2rem);
  max-height: none;
  padding: ${({ theme }) => theme.space.md};
  background: #0b1322;
  color: #fff;

  h2 {
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  /* The dialog's own close button (the arrows are inside the stage). */
  & > button {
    color: #fff;
  }
`;

const Stage = styled.div`
  position: relative;
  height: calc(100% - 3rem);

  img {
    object-fit: contain;
  }
`;

export interface ImageViewerProps {
  open: boolean;
  name: string;
  images: readonly string[];
  index: number;
  onMove: (step: number) => void;
  onClose: () => void;
}

export function ImageViewer({ open, name, images, index, onMove, onClose }: ImageViewerProps) {
  const t = useMessages(detailCatalogue);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onMove(-1);
      if (event.key === 'ArrowRight') onMove(1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onMove]);

  const count = images.length;
  return (
    <Viewer
      open={open}
      onClose={onClose}
      closeLabel={t.closeViewer}
      title={t.viewerTitle(name, index + 1, count)}
    >
      <Stage>
        <PropertyImage
          url={images[index] ?? null}
          alt={t.pictureAlt(name, index + 1, count)}
          sizes="100vw"
          width={1280}
          height={960}
          eager
        />
        {count > 1 ? (
          <>
            <Arrow type="button" $side="left" aria-label={t.previous} onClick={() => onMove(-1)}>
              <ChevronLeftIcon size={20} />
            </Arrow>
            <Arrow type="button" $side="right" aria-label={t.next} onClick={() => onMove(1)}>
              <ChevronRightIcon size={20} />
            </Arrow>
          </>
        ) : null}
        <Counter>{t.counter(index + 1, count)}</Counter>
      </Stage>
    </Viewer>
  );
}
