import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { legalMessages } from '@solace/shared';
import { contact } from '../../components/footer/footer-content';
import { PageContainer } from '../../components/PageContainer';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  updated: string;
  sections: LegalSection[];
}

/** A plain, readable policy page: one h1, short h2 sections, a comfortable line length. */
export function LegalPage({ title, updated, sections }: Props) {
  useDocumentTitle(title);
  return (
    <PageContainer title={title} intro={legalMessages.lastUpdated(updated)} maxWidth="md">
      <Box sx={{ maxWidth: 720, '& p': { mt: 0, mb: 2 } }}>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
              {section.heading}
            </Typography>
            <Typography component="div" color="text.secondary">
              {section.body}
            </Typography>
          </Box>
        ))}
      </Box>
    </PageContainer>
  );
}

/** A paragraph whose words name the support address (`write(address)`), with the address a link. */
export function WithSupportEmail({ write }: { write: (email: string) => string }) {
  const [before, after] = write(contact.email).split(contact.email);
  return (
    <p>
      {before}
      <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
      {after}
    </p>
  );
}
