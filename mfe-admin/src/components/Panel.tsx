// A bordered row for list items of the Users, Enquiries and Listing reviews tabs, and the
// label-value pairs such an item lists.
import styled from 'styled-components';

export const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $muted?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surface : theme.colors.background)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p,
  dl {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Label and value pairs (<dt>, <dd>) side by side; a long value wraps. */
export const ItemDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;
