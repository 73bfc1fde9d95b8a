import { IconButton, Stack } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { surfaces } from '../../lib/theme-tokens';
import { appMessages } from '@solace/shared';

const socials = [
  {
    label: appMessages.socialLink('Instagram'),
    href: 'https://www.instagram.com/',
    Icon: InstagramIcon,
  },
  {
    label: appMessages.socialLink('Facebook'),
    href: 'https://www.facebook.com/',
    Icon: FacebookIcon,
  },
  { label: appMessages.socialLink('X'), href: 'https://x.com/', Icon: XIcon },
  {
    label: appMessages.socialLink('LinkedIn'),
    href: 'https://www.linkedin.com/',
    Icon: LinkedInIcon,
  },
  { label: appMessages.socialLink('YouTube'), href: 'https://www.youtube.com/', Icon: YouTubeIcon },
];

export function SocialLinks() {
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {socials.map(({ label, href, Icon }) => (
        <li key={label}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            sx={{
              color: surfaces.footerText,
              border: 1,
              borderColor: 'rgba(233, 242, 239, 0.3)',
              '&:hover': { bgcolor: 'rgba(233, 242, 239, 0.12)' },
              '&.Mui-focusVisible': { outlineColor: surfaces.footerText },
            }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
