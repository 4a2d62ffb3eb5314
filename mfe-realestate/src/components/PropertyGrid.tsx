import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

/** One column on phones, two from 640 px, three on wide screens. */
export const PropertyGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('xl')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
