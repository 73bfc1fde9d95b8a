import type { ReactNode } from 'react';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { Link as RouterLink } from 'react-router';
import { SECTION_IDS, appMessages } from '@solace/shared';
import { surfaces } from '../../lib/theme-tokens';
import { BrandMark } from '../BrandMark';
import { contact, footerColumns } from './footer-content';
import { SocialLinks } from './SocialLinks';

const linkSx = {
  color: surfaces.footerText,
  '&:focus-visible': { outlineColor: surfaces.footerText },
} as const;

const headingSx = {
  color: surfaces.footerText,
  fontWeight: 650,
  fontSize: '0.95rem',
  mb: 1.5,
} as const;

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', color: surfaces.footerMuted }}
    >
      <Box sx={{ display: 'flex', pt: 0.4 }} aria-hidden="true">
        {icon}
      </Box>
      <Typography variant="body2" component="div" sx={{ color: surfaces.footerMuted }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The site footer; `id="contactus"` is where the Contact links scroll to. */
export function Footer() {
  return (
    <Box
      component="footer"
      id={SECTION_IDS.contact}
      sx={{ bgcolor: surfaces.footer, color: surfaces.footerText, pt: { xs: 6, md: 8 }, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1.3fr 0.8fr 0.8fr' },
          }}
        >
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BrandMark />
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>Solace</Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: surfaces.footerMuted, maxWidth: 320 }}>
              {appMessages.footerTagline}
            </Typography>
            <SocialLinks />
          </Stack>
          <Box>
            <Typography component="h2" sx={headingSx}>
              {appMessages.footerContactUs}
            </Typography>
            <Stack spacing={1.25}>
              <Detail icon={<EmailIcon fontSize="small" />}>
                <Link href={`mailto:${contact.email}`} sx={linkSx}>
                  {contact.email}
                </Link>
              </Detail>
              <Detail icon={<PhoneIcon fontSize="small" />}>
                <Link href={contact.phoneHref} sx={linkSx}>
                  {contact.phone}
                </Link>
              </Detail>
              <Detail icon={<PlaceIcon fontSize="small" />}>
                <address style={{ fontStyle: 'normal' }}>
                  {contact.address.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </address>
              </Detail>
              <Detail icon={<ScheduleIcon fontSize="small" />}>{contact.hours}</Detail>
            </Stack>
          </Box>
          {footerColumns.map((column) => (
            <Box
              key={column.heading}
              component="nav"
              aria-label={appMessages.footerLinks(column.heading)}
            >
              <Typography component="h2" sx={headingSx}>
                {column.heading}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link component={RouterLink} to={link.to} variant="body2" sx={linkSx}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        {/* A plain rule: MUI's Divider would add its code to every visitor's first download. */}
        <Box
          component="hr"
          sx={{ border: 0, borderBottom: '1px solid rgba(233, 242, 239, 0.2)', my: 4 }}
        />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: surfaces.footerMuted }}
        >
          <Typography variant="body2" sx={{ color: surfaces.footerMuted }}>
            {appMessages.crisisLine}
          </Typography>
          <Typography variant="body2" sx={{ color: surfaces.footerMuted }}>
            © {new Date().getFullYear()} Solace
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
