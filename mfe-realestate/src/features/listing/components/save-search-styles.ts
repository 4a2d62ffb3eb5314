import styled from 'styled-components';
import { textInput } from '../../../components/text-input';

/** The button and, below it, the name field's panel (over the cards, not pushing them down). */
export const Wrapper = styled.div`
  position: relative;
`;

export const Panel = styled.form`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(340px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  /* Over the toolbar's own rules for its labels. */
  && label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  input {
    ${textInput}
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Error = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** After saving: what happened, and where the saved searches are. */
export const Saved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
