// One button for every app. It is a real <button> (type="button" unless told otherwise, so it
// never submits a form by accident); `as={Link}` with `to` makes it a router link styled alike.
import styled, { css } from 'styled-components';
import { focusRing } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const styleProps = new Set(['variant', 'size', 'fullWidth']);

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    border-color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
    border-color: ${({ theme }) => theme.colors.accent};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: currentColor;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSoft};
    }
  `,
};

const sizes = {
  sm: css`
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    min-height: 32px;
  `,
  md: css`
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
    min-height: 40px;
  `,
  lg: css`
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    min-height: 48px;
  `,
};

export const Button = styled.button
  .withConfig({ shouldForwardProp: (prop) => !styleProps.has(prop) })
  .attrs<ButtonStyleProps & { type?: string; as?: unknown }>((props) => ({
    // Only a real <button> gets a default type; a link rendered through `as` must not.
    type: props.as ? props.type : (props.type ?? 'button'),
  }))<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  ${({ variant = 'primary' }) => variants[variant]}
  ${({ size = 'md' }) => sizes[size]}

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
