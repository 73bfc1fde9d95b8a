import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { appScreensMessages } from '@solace/shared';

type Props = Omit<FormTextFieldProps, 'type' | 'endAdornment'>;

/** A password field with a show/hide button named after the field ("Show confirm password"). */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  const field = props.label.toLowerCase();
  const toggleLabel = visible
    ? appScreensMessages.hideField(field)
    : appScreensMessages.showField(field);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={toggleLabel}
            onClick={() => setVisible((value) => !value)}
            // Keeps the caret in the field when the button is clicked with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
