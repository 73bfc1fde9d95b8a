import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';

export const DEFAULT_AVATAR = '/avatars/default.svg';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** Width / height of the frame; fixed so the grid never jumps while images load. */
  aspectRatio?: string;
}

/**
 * A therapist's photo. A missing or broken image is replaced by the default avatar, once: if
 * that fails too the frame keeps its soft background instead of retrying forever.
 */
export function TherapistImage({ src, alt, aspectRatio = '4 / 3' }: Props) {
  const [current, setCurrent] = useState(src || DEFAULT_AVATAR);
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const onError = () => {
    if (current !== DEFAULT_AVATAR) setCurrent(DEFAULT_AVATAR);
    else setBroken(true);
  };
  // A server-rendered image may have failed before the page's script could listen (hydration
  // comes later): a finished load with no picture is that same error.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) onError();
    // Only on mount: later failures arrive as error events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box
      sx={{
        aspectRatio,
        width: '100%',
        overflow: 'hidden',
        bgcolor: '#E6F0EC',
        backgroundImage: 'linear-gradient(160deg, #E6F0EC 0%, #F3EBDD 100%)',
      }}
    >
      {!broken && (
        <Box
          component="img"
          ref={image}
          src={current}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={onError}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: 'center 20%',
            display: 'block',
          }}
        />
      )}
    </Box>
  );
}
