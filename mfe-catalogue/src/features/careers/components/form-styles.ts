import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Field = styled.label<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${media.up('md')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  input,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }

  textarea {
    min-height: 96px;
    resize: vertical;
  }
`;

export const Submit = styled.div`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;
