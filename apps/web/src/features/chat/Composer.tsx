import { useState, type KeyboardEvent, type RefObject } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX_LENGTH, chatTextSchema, chatMessages } from '@solace/shared';
import { CrisisLine } from '../../components/CrisisLine';
import { SuggestedQuestions } from './SuggestedQuestions';

interface Props {
  isPatient: boolean;
  /** The therapist written to offers the spec's medical questions (see SuggestedQuestions). */
  medicalQuestions: boolean;
  onSend: (text: string) => void;
  /** The message box, for the page to focus when a conversation is chosen. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message box: 'Ask your question' (patients) or 'Type your response', Send disabled while
 * blank, Enter sends and Shift+Enter starts a new line, as the hint says.
 */
export function Composer({ isPatient, medicalQuestions, onSend, inputRef }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!text.trim()) return;
    const checked = chatTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? chatMessages.empty);
      return;
    }
    onSend(text);
    setText('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter while an input method composes a word confirms the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
    >
      {isPatient && (
        <SuggestedQuestions
          medical={medicalQuestions}
          onChoose={(question) => {
            setText(question);
            setError(null);
            inputRef.current?.focus();
          }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={isPatient ? chatMessages.askQuestion : chatMessages.typeResponse}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          size="small"
          error={!!error}
          helperText={error ?? chatMessages.hint}
          inputRef={inputRef}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!text.trim()}
          endIcon={<SendIcon />}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {chatMessages.send}
        </Button>
      </Box>
      <CrisisLine
        dense
        text={chatMessages.notForEmergencies}
        sx={{ mt: 0.5, color: 'text.secondary' }}
      />
    </Box>
  );
}
