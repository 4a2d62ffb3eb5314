// One button for every app. It is a real <button> (type="button" unless told otherwise, so it
// never submits a form by accident); `as={Link}` with `to` makes it a router link styled alike.
import styled, { css } from 'styled-components';
import { focusRing, theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const styleProps = new Set(['variant', 'size', 'fullWidth']);

// Built from the theme itself (the one AppProviders gives), not from ThemeProvider's props: the
// same rules, computed once, and usable where no Button component is rendered (buttonLook).
const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.transitions.fast},
    color ${theme.transitions.fast};
`;

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryContrast};
    border-color: ${theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.accentContrast};
    border-color: ${theme.colors.accent};

    &:hover:not(:disabled) {
      background: ${theme.colors.accentHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.primary};
    border-color: currentColor;

    &:hover:not(:disabled) {
      background: ${theme.colors.accentSoft};
    }
  `,
};

const sizes = {
  sm: css`
    padding: ${theme.space.xs} ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    min-height: 32px;
  `,
  md: css`
    padding: ${theme.space.sm} ${theme.space.md};
    font-size: ${theme.fontSizes.md};
    min-height: 40px;
  `,
  lg: css`
    padding: ${theme.space.md} ${theme.space.lg};
    font-size: ${theme.fontSizes.lg};
    min-height: 48px;
  `,
};

const states = css`
  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/**
 * A Button's look for a plain <button> or <a> styled by a parent's nested rule
 * (`& .ghost { ${buttonLook('ghost', 'sm')} }`): a list that draws many buttons (the property
 * cards, 72 on a page) renders no styled component for each.
 */
export const buttonLook = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') => css`
  ${base}
  ${variants[variant]}
  ${sizes[size]}
  ${states}
`;

export const Button = styled.button
  .withConfig({ shouldForwardProp: (prop) => !styleProps.has(prop) })
  .attrs<ButtonStyleProps & { type?: string; as?: unknown }>((props) => ({
    // Only a real <button> gets a default type; a link rendered through `as` must not.
    type: props.as ? props.type : (props.type ?? 'button'),
  }))<ButtonStyleProps>`
  ${base}
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  ${({ variant = 'primary' }) => variants[variant]}
  ${({ size = 'md' }) => sizes[size]}
  ${states}
`;
