import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { adminMessages, reportsMessages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { setAccountActive, type AccountKind } from './admin-api';

/** Deactivate or reactivate an account, then refresh every admin list (and the audit log). */
export function useSetActive(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      setAccountActive(kind, id, active),
    onSuccess: async () => {
      toast.success(adminMessages.saved);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(serverText(error) ?? reportsMessages.unexpected),
  });
}
