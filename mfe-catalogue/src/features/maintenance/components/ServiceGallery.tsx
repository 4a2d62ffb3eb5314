import { useState } from 'react';
import styled from 'styled-components';
import type { MaintenanceService } from '@marketplace/shared/contracts-catalogue';
import { focusRing, media, useMessages } from '@marketplace/shared/ui';
import { NamedIcon, type IconKey } from '@marketplace/shared/icons';
import { CataloguePicture, coverImageFrame } from '@marketplace/shared/catalogue-cards';
import { maintenanceCatalogue } from '../catalogue';

const Main = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  ${coverImageFrame}
`;

const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-align: center;

  & > [aria-hidden='true'] {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }

  & > small {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${media.up('md')} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Thumb = styled.button<{ $active: boolean }>`
  display: block;
  width: 100%;
  padding: 0;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  cursor: pointer;
  border: 3px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  opacity: ${({ $active }) => ($active ? 1 : 0.75)};

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export interface ServiceGalleryProps {
  name: string;
  icon: IconKey;
  images: MaintenanceService['gallery'];
}

/** Five images with thumbnails; the first is shown first, a thumbnail click shows its image. */
export function ServiceGallery({ name, icon, images }: ServiceGalleryProps) {
  const t = useMessages(maintenanceCatalogue);
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const galleryLabel = t.galleryLabel(selected + 1, images.length);

  return (
    <div>
      <Main>
        <CataloguePicture
          src={current.picture}
          alt={`${name}: ${current.label}`}
          width={640}
          height={400}
          fallback={
            <Placeholder role="img" aria-label={`${name}: ${current.label}`}>
              <span aria-hidden="true">
                <NamedIcon name={icon} />
              </span>
              <strong>{name}</strong>
              <small>{galleryLabel}</small>
            </Placeholder>
          }
        />
      </Main>
      <Thumbs>
        {images.map((image, index) => (
          <li key={`${image.picture}-${index}`}>
            <Thumb
              type="button"
              $active={index === selected}
              aria-pressed={index === selected}
              aria-label={t.showImage(index + 1, image.label)}
              onClick={() => setSelected(index)}
            >
              <CataloguePicture
                src={image.picture}
                alt=""
                width={120}
                height={75}
                loading="lazy"
                fallback={
                  <span aria-hidden="true">
                    <NamedIcon name={icon} />
                  </span>
                }
              />
            </Thumb>
          </li>
        ))}
      </Thumbs>
    </div>
  );
}
