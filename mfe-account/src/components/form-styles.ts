// Form building blocks shared by the account pages (login, register, OTP, password reset).
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

/** The two-column auth layout: the form card and, on wide screens, a side panel. */
export const AuthLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
  }
`;

export const Card = styled.section`
  width: 100%;
  max-width: 560px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Intro = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const HintText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  > * {
    flex: 1 1 auto;
  }
`;

export const TextLink = styled.span`
  a,
  button {
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

export const FooterText = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
