// The enquiry forms' layout (contact and careers): two columns from the medium breakpoint.
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A labelled control; `$wide` spans both columns. Callers set their textarea's height. */
export const FormField = styled.label<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${media.up('md')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  input,
  select,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }

  textarea {
    resize: vertical;
  }
`;

/** A full-width row of the form grid (the submit button). */
export const FormWide = styled.div`
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;
