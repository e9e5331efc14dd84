import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionBroadcast, type SessionBroadcast } from './session-broadcast';
import { followSessionEvent } from './session-sync';

/** Mounted once at the root: follows logins and logouts made in other tabs. */
export function useSessionSync(broadcast: SessionBroadcast = sessionBroadcast): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The listener outlives renders; it reads the latest location through the ref.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      broadcast.subscribe((event) => {
        void followSessionEvent(event, { queryClient, navigate, location: locationRef.current });
      }),
    [broadcast, queryClient, navigate],
  );
}
