import type SvgIcon from '@mui/material/SvgIcon';
import CloudIcon from '@mui/icons-material/CloudOutlined';
import AirIcon from '@mui/icons-material/Air';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import LoopIcon from '@mui/icons-material/Loop';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import HealingIcon from '@mui/icons-material/HealingOutlined';
import CenterFocusIcon from '@mui/icons-material/CenterFocusStrongOutlined';
import FloristIcon from '@mui/icons-material/LocalFloristOutlined';
import BalanceIcon from '@mui/icons-material/Balance';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';

/** A gentle, non-clinical icon per service id of `GET /api/services`. */
type IconComponent = typeof SvgIcon;

const icons: Record<string, IconComponent> = {
  depression: CloudIcon,
  anxiety: AirIcon,
  addiction: SpaIcon,
  ocd: LoopIcon,
  'couples-therapy': FavoriteIcon,
  trauma: HealingIcon,
  adhd: CenterFocusIcon,
  grief: FloristIcon,
  'bipolar-disorder': BalanceIcon,
};

export function serviceIcon(id: string): IconComponent {
  return icons[id] ?? SelfImprovementIcon;
}
