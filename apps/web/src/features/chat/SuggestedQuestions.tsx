import { Box, Chip, Typography } from '@mui/material';
import { COUNSELLING_QUESTIONS, SUGGESTED_QUESTIONS, chatMessages } from '@solace/shared';

interface Props {
  /** The therapist chose the spec's five medical questions over the counselling ones. */
  medical: boolean;
  onChoose: (question: string) => void;
}

/**
 * Common questions for clients; choosing one puts it in the message box. Counselling questions
 * by default (issue 22, point 11); the spec's five medical ones when the therapist offers them.
 */
export function SuggestedQuestions({ medical, onChoose }: Props) {
  const questions = medical ? SUGGESTED_QUESTIONS : COUNSELLING_QUESTIONS;
  return (
    <Box component="section" aria-labelledby="chat-suggested-title" sx={{ mb: 1 }}>
      <Typography
        id="chat-suggested-title"
        variant="caption"
        component="h3"
        color="text.secondary"
        sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}
      >
        {chatMessages.suggestedTitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          gap: 1,
          // One scrolling row on a phone, wrapped lines on wider screens.
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          pb: { xs: 0.5, sm: 0 },
        }}
      >
        {questions.map((question) => (
          <li key={question}>
            <Chip
              label={question}
              variant="outlined"
              color="primary"
              onClick={() => onChoose(question)}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
