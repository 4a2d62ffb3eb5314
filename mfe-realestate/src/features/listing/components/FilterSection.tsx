import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@marketplace/shared/ui';
import { ChevronRightIcon } from '@marketplace/shared/icons';

const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  svg {
    transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Content = styled.div`
  padding-bottom: ${({ theme }) => theme.space.md};
`;

export interface FilterSectionProps {
  title: string;
  defaultOpen: boolean;
  children: ReactNode;
}

/** A filter group that opens and closes (spec: four open by default, amenities closed). */
export function FilterSection({ title, defaultOpen, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Section>
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>
        <Toggle
          type="button"
          $open={open}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <ChevronRightIcon size={18} />
        </Toggle>
      </h3>
      <Content id={contentId} hidden={!open} role="group" aria-label={title}>
        {children}
      </Content>
    </Section>
  );
}
