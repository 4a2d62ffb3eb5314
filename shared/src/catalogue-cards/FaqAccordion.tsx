import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqItem } from '@marketplace/shared/contracts-catalogue';
import { focusRing } from '@marketplace/shared/ui';

const List = styled.div`
  max-width: 800px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;

  & > h3 {
    margin: 0;
  }
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  & > span[aria-hidden] {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/** One answer open at a time; clicking the open question closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <List>
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <Item key={item.key}>
            <h3>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
              >
                {item.question}
                <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
              </Toggle>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.answer}
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}
