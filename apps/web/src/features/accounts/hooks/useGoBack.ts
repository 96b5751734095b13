import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back to the previous page of the console, or to the account history when the summary was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/analytics/accounts', { replace: true });
  }, [navigate]);
}
