import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Goes to `to` in place of the current history entry once shown (after the effects of the page
 * around it, and again when `to` changes while it stays shown). Renders nothing.
 *
 * @example
 * if (!location) return <ReplaceWith to={withLang('/404', lang)} />;
 */
export function ReplaceWith(props: { to: string }): null {
  const { to } = props;
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
