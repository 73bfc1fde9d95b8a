import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
    <PageContainer title={title} intro={`Last updated ${updated}`} maxWidth="md">
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
