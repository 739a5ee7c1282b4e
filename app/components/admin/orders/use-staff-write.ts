import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import { api, ApiError, errorMessage } from '../../../lib/api';

/**
 * One staff write through /api/admin: sends it, shows the server's message, and reloads the page's data, so
 * what staff see is what the database holds. A refusal (409: someone else moved the order) reloads too.
 */
export function useStaffWrite() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function send(path: string, body: unknown): Promise<boolean> {
    setBusy(true);
    try {
      const res = await api(path, { method: 'POST', body });
      toast.success(res.message);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      toast.error(errorMessage(err));
      if (err instanceof ApiError && err.status === 409) await revalidator.revalidate();
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { send, busy };
}
