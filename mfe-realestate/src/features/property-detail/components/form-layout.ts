import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

export const EnquiryForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;

    & > :last-child,
    & > .wide {
      grid-column: 1 / -1;
    }
  }

  p.intro {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
