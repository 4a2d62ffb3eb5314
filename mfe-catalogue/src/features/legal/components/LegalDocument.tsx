import styled from 'styled-components';
import { PageContainer, PageHeading, useSiteConfig } from '@marketplace/shared/ui';
import { CONTACT_LINE_TOKEN, EFFECTIVE_DATE, contactLine, type LegalSection } from '../content';

const Article = styled.article`
  max-width: 72ch;

  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Effective = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LegalDocumentProps {
  title: string;
  sections: readonly LegalSection[];
}

/** A legal page: title, effective date and numbered sections. */
export function LegalDocument({ title, sections }: LegalDocumentProps) {
  const contact = contactLine(useSiteConfig());
  return (
    <PageContainer>
      <Article aria-labelledby="legal-title">
        <PageHeading id="legal-title">{title}</PageHeading>
        <Effective>Effective date: {EFFECTIVE_DATE}</Effective>
        {sections.map((section, index) => (
          <section key={section.title}>
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph.replace(CONTACT_LINE_TOKEN, contact)}</p>
            ))}
          </section>
        ))}
      </Article>
    </PageContainer>
  );
}
