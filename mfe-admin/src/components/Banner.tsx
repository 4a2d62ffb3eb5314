// The page's status lines: a red error banner (spec: a list error shows in a red banner) and a
// green success line that the caller clears after 3 s.
import styled from 'styled-components';

export const ErrorBanner = styled.div.attrs({ role: 'alert' })`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

export const SuccessBanner = styled.div.attrs({ role: 'status' })`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ecfdf3;
  color: ${({ theme }) => theme.colors.success};
`;
