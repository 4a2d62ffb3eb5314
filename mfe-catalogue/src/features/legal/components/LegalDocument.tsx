import styled from 'styled-components';
import { BUSINESS } from '@marketplace/shared/config';
import { PageContainer, PageHeading, useSiteConfig } from '@marketplace/shared/ui';
import { CONTACT_LINE_TOKEN, type LegalTexts } from '../content';

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

/** A legal page in the page's language: title, effective date and numbered sections. */
export function LegalDocument({ texts }: { texts: LegalTexts }) {
  const { title, effective, sections } = texts;
  const site = useSiteConfig();
  const contact = texts.contact(site.email, site.phone, BUSINESS.name, site.address);
  return (
    <PageContainer>
      <Article aria-labelledby="legal-title">
        <PageHeading id="legal-title">{title}</PageHeading>
        <Effective>{effective}</Effective>
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
