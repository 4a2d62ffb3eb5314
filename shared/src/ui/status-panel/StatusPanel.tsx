import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconComponent } from '@marketplace/shared/icons';

type Tone = 'neutral' | 'danger';

const Panel = styled.div<{ $tone: Tone; $framed: boolean }>`
  max-width: 560px;
  margin: ${({ theme, $framed }) => `${$framed ? theme.space.xl : theme.space['2xl']} auto`};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border: ${({ $framed, $tone, theme }) =>
    $framed ? `1px solid ${$tone === 'danger' ? '#f4c7c3' : theme.colors.border}` : 'none'};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $tone, theme }) =>
    $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surface};

  & > h1,
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
    ${({ $framed, theme }) => ($framed ? `font-size: ${theme.fontSizes['2xl']};` : '')}
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconBox = styled.div`
  font-size: 3rem;
  line-height: 1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface StatusPanelProps {
  title: string;
  /** The explanation under the heading. */
  children?: ReactNode;
  /** The ways on: buttons or links back to somewhere useful, side by side. */
  actions?: ReactNode;
  /** The one icon above the heading (a component, so the page's bundle holds only that icon). */
  icon?: IconComponent;
  /** h1 when the panel is the whole page (not found), h2 inside a page (an empty list). */
  headingLevel?: 1 | 2;
  /** danger: a failure, announced to screen readers as it appears. */
  tone?: Tone;
  /**
   * A bordered card with its heading at the card's size and less room around it (the real-estate
   * pages); without, an open panel with the page's own heading size (the catalogue pages).
   */
  framed?: boolean;
  /** For styled(StatusPanel) where a page places it differently. */
  className?: string;
}

/** An empty, error or not-found state: icon, heading, explanation and the ways on. */
export function StatusPanel({
  title,
  children,
  actions,
  icon: Icon,
  headingLevel = 2,
  tone = 'neutral',
  framed = false,
  className,
}: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel
      className={className}
      $tone={tone}
      $framed={framed}
      role={tone === 'danger' ? 'alert' : undefined}
    >
      {Icon ? (
        <IconBox aria-hidden="true">
          <Icon />
        </IconBox>
      ) : null}
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Panel>
  );
}
