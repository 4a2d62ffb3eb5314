import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconComponent } from '@marketplace/shared/icons';

const Panel = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space['2xl']} auto`};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & > h1,
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.primary};
  }

  & > p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface StatusPanelProps {
  /** The one icon the panel draws (a component, so the page's bundle holds only that icon). */
  icon?: IconComponent;
  title: string;
  children?: ReactNode;
  /** A button or link back to somewhere useful. */
  action?: ReactNode;
  /** h1 when the panel is the whole page (not-found), h2 inside a page (empty list). */
  headingLevel?: 1 | 2;
}

/** A not-found or empty state: icon, heading, explanation and a way back. */
export function StatusPanel({
  icon: Icon,
  title,
  children,
  action,
  headingLevel = 1,
}: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel>
      {Icon ? (
        <div aria-hidden="true" style={{ fontSize: '3rem', lineHeight: 1 }}>
          <Icon />
        </div>
      ) : null}
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {action}
    </Panel>
  );
}
