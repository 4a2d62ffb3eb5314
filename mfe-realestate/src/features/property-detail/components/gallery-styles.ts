import styled from 'styled-components';
import { focusRing, media } from '@marketplace/shared/ui';
import { roundButtonLook } from '../../../components/card-styles';

export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &:focus-visible {
    ${focusRing}
  }

  ${media.up('md')} {
    aspect-ratio: 16 / 10;
  }
`;

export const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-50%);
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

export const Counter = styled.p`
  position: absolute;
  bottom: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(8, 16, 32, 0.7);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  & > button {
    ${roundButtonLook}
  }
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  list-style: none;
`;

export const Thumb = styled.button`
  flex: none;
  width: 88px;
  height: 66px;
  padding: 0;
  overflow: hidden;
  border: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  opacity: 0.75;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    opacity: 1;
  }

  &:focus-visible {
    ${focusRing}
  }
`;
