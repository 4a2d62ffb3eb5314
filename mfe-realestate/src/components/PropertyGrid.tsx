import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

/** One column on phones, two from 640 px, three on wide screens. */
export const PropertyGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Cards of one row share its height, so their action rows line up. Cards off screen are not
     laid out until they come near it (content-visibility): on a phone 22 of the 24 are, and
     laying them out was most of the page's first render. Paint containment would clip the card's
     shadow and its lift on hover; the clip margin leaves room for both. */
  & > li {
    display: flex;
    content-visibility: auto;
    contain-intrinsic-block-size: auto 640px;
    overflow-clip-margin: 48px;
  }

  & > li > * {
    flex: 1;
    min-width: 0;
  }

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
