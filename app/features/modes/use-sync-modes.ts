import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  CUSTOM_MODE_COOKIE,
  decideCustomMode,
  decideInstitutionalMode,
  INSTITUTIONAL_MODE_COOKIE,
  modeCookie,
  parseCookies,
} from '../../../domain/modes';
import { useModes } from './modes-store';

/** Applies the mode rules on every navigation, after hydration, and writes their cookies. */
export function useSyncModes(): void {
  const { pathname, search } = useLocation();
  const setModes = useModes((state) => state.set);

  useEffect(() => {
    const input = { pathname, search, cookies: parseCookies(document.cookie) };
    const custom = decideCustomMode(input);
    const institutional = decideInstitutionalMode(input);
    for (const cookie of [modeCookie(CUSTOM_MODE_COOKIE, custom.cookie), modeCookie(INSTITUTIONAL_MODE_COOKIE, institutional.cookie)]) {
      if (cookie) document.cookie = cookie;
    }
    setModes({ custom: custom.active, institutional: institutional.active });
  }, [pathname, search, setModes]);
}
