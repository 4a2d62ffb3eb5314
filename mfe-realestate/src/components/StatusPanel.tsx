import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div<{ $tone: 'neutral' | 'danger' }>`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'danger' ? '#f4c7c3' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $tone, theme }) =>
    $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surface};

  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface StatusPanelProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** h1 when the panel is the whole page (not found), h2 inside a page (empty list). */
  headingLevel?: 1 | 2;
}

/** An empty, error or not-found state: heading, explanation and the ways on. */
export function StatusPanel({
  title,
  children,
  actions,
  tone = 'neutral',
  headingLevel = 2,
}: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Panel $tone={tone} role={tone === 'danger' ? 'alert' : undefined}>
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Panel>
  );
}
