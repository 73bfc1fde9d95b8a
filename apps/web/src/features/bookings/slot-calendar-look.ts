import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../../components/visually-hidden';

/**
 * react-big-calendar in the theme's clothes: toolbar buttons as the theme's pill buttons, the
 * theme's borders, type and focus ring, and no empty all-day row (slots are never all-day). It
 * keeps a minimum width in the week view and scrolls sideways inside its own box, so a phone
 * never gets a page-wide scrollbar.
 */
export const calendarLook = (theme: Theme): SystemStyleObject<Theme> => {
  const border = `1px solid ${theme.palette.divider}`;
  const focus = { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 1 };
  return {
    overflowX: 'auto',
    // Room for the focus ring of the toolbar buttons inside the scrolling box.
    p: 0.5,
    '& .rbc-calendar': { fontFamily: theme.typography.fontFamily, color: 'text.primary' },
    '& .rbc-toolbar': {
      gap: 1.5,
      mb: 2,
      [theme.breakpoints.down('sm')]: { flexDirection: 'column', alignItems: 'stretch' },
    },
    '& .rbc-toolbar-label': { ...theme.typography.h4, order: { xs: -1, sm: 0 } },
    '& .rbc-btn-group': { display: 'flex', gap: 0.75, flexWrap: 'wrap' },
    '& .rbc-toolbar button, & .rbc-toolbar .rbc-btn-group > button': {
      minHeight: 40,
      px: 2,
      py: 0.75,
      border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
      borderRadius: '999px !important',
      bgcolor: 'background.paper',
      color: 'primary.main',
      font: 'inherit',
      fontSize: '0.875rem',
      fontWeight: 600,
      lineHeight: 1.5,
      boxShadow: 'none',
      cursor: 'pointer',
      transition: theme.transitions.create(['background-color', 'border-color']),
      '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08), borderColor: 'primary.main' },
      '&:focus-visible': { ...focus, zIndex: 1 },
      '&.rbc-active, &.rbc-active:hover, &:active': {
        bgcolor: 'primary.main',
        borderColor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 'none',
      },
    },
    '& .rbc-month-view, & .rbc-time-view': {
      border,
      borderRadius: `${theme.shape.borderRadius}px`,
      overflow: 'hidden',
      bgcolor: 'background.paper',
    },
    '& .rbc-header': {
      py: 1,
      fontWeight: 600,
      fontSize: '0.875rem',
      borderColor: theme.palette.divider,
    },
    '& .rbc-header + .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-time-content, & .rbc-time-content > * + * > *, & .rbc-timeslot-group, & .rbc-time-header-content':
      { borderColor: theme.palette.divider },
    '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
    '& .rbc-off-range-bg': { bgcolor: theme.palette.background.default },
    '& .rbc-off-range': { color: 'text.secondary' },
    '& .rbc-label': { fontSize: '0.8rem', color: 'text.secondary' },
    // Slots are never all-day: the empty row above the time grid only took room.
    '& .rbc-time-header .rbc-allday-cell': { display: 'none' },
    '& .rbc-time-header-content > .rbc-row.rbc-row-resource': { display: 'none' },
    '& .rbc-event': { borderRadius: 1.5, fontSize: '0.8rem', fontWeight: 600 },
    '& .rbc-event:focus-visible': focus,
    '& .rbc-event.slot-available:hover': { filter: 'brightness(1.1)' },
    '& .rbc-show-more': { color: 'primary.main', fontWeight: 600, bgcolor: 'transparent' },
  };
};

/** A week column is too narrow for the time and the title: the time stays for screen readers
 * (it is the event's name) and the box's position shows it to everyone else. */
export const weekLook: SystemStyleObject<Theme> = {
  '& .rbc-calendar': { minWidth: 720 },
  '& .rbc-event-label': visuallyHidden,
};
