import { FormControlLabel, FormHelperText, Box, Switch } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatMessages } from '@solace/shared';
import { toast } from '../../lib/toast';
import { fetchQuestionChoice, questionChoiceKey, saveQuestionChoice } from './chat-api';

/**
 * The therapist's switch between the counselling questions their clients are offered and the
 * spec's five medical ones (issue 22, point 11): off by default, their choice to turn on.
 */
export function MedicalQuestionsSwitch({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const key = questionChoiceKey(userId);
  const choice = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchQuestionChoice(signal) });
  const save = useMutation({
    mutationFn: saveQuestionChoice,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast.success(chatMessages.medicalQuestionsSaved);
    },
  });
  if (!choice.data) return null;
  const checked = save.isPending ? Boolean(save.variables) : choice.data.medicalQuestions;
  return (
    <Box sx={{ mb: 2, px: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'chat-medical-questions-help' } }}
          />
        }
        label={chatMessages.medicalQuestionsSwitch}
      />
      <FormHelperText id="chat-medical-questions-help">
        {chatMessages.medicalQuestionsHelp}
      </FormHelperText>
    </Box>
  );
}
