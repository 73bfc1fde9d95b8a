import type { Ref } from 'react';
import { Box } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { visuallyHidden } from '../../components/visually-hidden';

const STARS = [1, 2, 3, 4, 5] as const;
/** Amber that keeps 3:1 against white, as a control's graphic must. */
const STAR_COLOR = '#B26A00';

interface Props {
  /** The radios' group name: one rating per form. */
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  /** The star under the pointer (null when it leaves), to read its meaning out beside them. */
  onHover: (stars: number | null) => void;
  /** How each star is read out ("4 stars, Very good"). */
  labelOf: (stars: number) => string;
  /** The validation message, when one shows: the radios are marked invalid and read it out. */
  describedBy?: string;
  /** Where focus goes when the rating is wrong: the chosen star, or the first. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Five stars as five native radios, one per label (issue 22, point 10): a click or a tap on a
 * star chooses it, arrow keys move between them, and there is no sixth "no rating" radio. MUI's
 * Rating took the star from the pointer's position, which a tap without a hover did not give.
 */
export function StarRatingInput(props: Props) {
  const { name, value, onChange, onHover, labelOf, describedBy, inputRef } = props;
  // The radio Tab reaches: the chosen one, or the first while none is.
  const focusable = value ?? STARS[0];
  return (
    <Box sx={{ display: 'flex' }} onMouseLeave={() => onHover(null)}>
      {STARS.map((stars) => (
        <Box
          component="label"
          key={stars}
          onMouseEnter={() => onHover(stars)}
          sx={{
            position: 'relative',
            display: 'inline-flex',
            p: 0.5,
            borderRadius: 1,
            cursor: 'pointer',
            color: STAR_COLOR,
            '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
            // The stars up to the one under the pointer light up as a preview.
            '&:hover svg, &:has(~ label:hover) svg': { transform: 'scale(1.1)' },
          }}
        >
          <Box
            component="input"
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            ref={stars === focusable ? inputRef : undefined}
            aria-label={labelOf(stars)}
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            sx={visuallyHidden}
          />
          {value !== null && stars <= value ? (
            <StarIcon sx={{ fontSize: '2.5rem' }} />
          ) : (
            <StarBorderIcon sx={{ fontSize: '2.5rem' }} />
          )}
        </Box>
      ))}
    </Box>
  );
}
