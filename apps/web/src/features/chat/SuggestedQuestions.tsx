import { Box, Chip, Typography } from '@mui/material';
import { SUGGESTED_QUESTIONS, chatMessages } from '@solace/shared';

/** The spec's five common questions for patients; choosing one puts it in the message box. */
export function SuggestedQuestions({ onChoose }: { onChoose: (question: string) => void }) {
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
        {SUGGESTED_QUESTIONS.map((question) => (
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
