import { createContext, type ReactNode, useContext } from 'react';

const WithoutScriptContext = createContext(false);

/**
 * What a reader without JavaScript gets instead of a page that only the app can show (`children`):
 * the server renders it inside `<noscript>`. The browser shows a noscript element's content only
 * with scripts off, and React renders none of it in the browser, so a visitor whose app runs neither
 * sees it nor pays for it, and the hydrated page matches the server's (an empty `<noscript>`).
 */
export function WithoutScript(props: { children?: ReactNode }): ReactNode {
  return (
    <noscript>
      <WithoutScriptContext value={true}>{props.children}</WithoutScriptContext>
    </noscript>
  );
}

/** Whether the component renders inside {@link WithoutScript}: for a reader without JavaScript. */
export function useWithoutScript(): boolean {
  return useContext(WithoutScriptContext);
}
