// Pieces the listing forms of two teams share (the lister's posting steps and the admin's
// property form): a row of choices drawn as chips, and the grid of picture thumbnails with
// their remove button.
import styled from 'styled-components';

/** A fieldset of radio or checkbox labels, each a chip at least 44 px tall for a thumb. */
export const ChoiceChips = styled.fieldset`
  /* A fieldset is never narrower than its content by default, which pushes a form wider. */
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    white-space: nowrap;
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accentSoft};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const PictureThumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
`;

/** One picture, cropped to 4:3, with its button (remove) in the corner. */
export const PictureThumb = styled.li`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  button {
    position: absolute;
    top: 4px;
    right: 4px;
    width: 32px;
    height: 32px;
    border: none;
    border-radius: 50%;
    background: rgba(15, 31, 61, 0.85);
    color: #fff;
    cursor: pointer;
  }
`;
