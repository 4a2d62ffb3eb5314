// The posting form's frame: the steps' list, the messages above the fields, the upload's progress
// and the buttons, one column at 390 px.
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  /* One column as wide as the page, never wider: a file input's own width must not widen it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: 880px;
  margin-bottom: ${({ theme }) => theme.space['2xl']};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  span {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
  }

  li[data-done='true'] span {
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  }

  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  li[aria-current='step'] span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

export const Banner = styled.p<{ $tone: 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) =>
    $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.accentSoft};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;

export const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  progress {
    width: 100%;
    height: 10px;
  }
`;

export const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  button:last-child {
    margin-left: auto;
  }
`;
