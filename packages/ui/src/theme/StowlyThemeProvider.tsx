import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import type { CheckoutPart } from '../checkout/parts';
import type { CustomerPart } from '../customer/parts';
import type { OptionsPart } from '../options/parts';
import type { PortalPart } from '../portal/parts';
import type { ShellPart } from '../shell/parts';
import type { StatusPart } from '../status/parts';
import { type ApiAppearance, appearanceToTheme, type ThemeVariables } from './appearanceToTheme';
import { fontFaceCss, themeToStyle } from './themeToCss';

/** The public parts of the Stowly UI; each renders with the stable class `stowly-<Part>`. */
export type StowlyPart =
  | 'Root'
  | 'Link'
  | 'UnitTypeCard'
  | 'UnitTypeCardImage'
  | 'UnitTypeCardName'
  | 'UnitTypeCardSize'
  | 'UnitTypeCardDescription'
  | 'UnitTypeCardFeatures'
  | 'UnitTypeCardPrice'
  | 'UnitTypeCardAvailability'
  | 'UnitTypeCardSelect'
  | 'UnitTypeCardFooter'
  | 'UnitTypeList'
  | 'UnitTypeListFilter'
  | 'UnitTypeListCategory'
  | 'UnitTypeListItems'
  | 'UnitTypeListEmpty'
  | 'BasketSummary'
  | 'BasketSummaryTitle'
  | 'BasketSummaryDetails'
  | 'BasketSummaryStatus'
  | 'BasketSummaryHint'
  | 'BasketSummaryGroup'
  | 'BasketSummaryGroupTitle'
  | 'BasketSummaryLines'
  | 'BasketSummaryLine'
  | 'BasketSummaryTotals'
  | 'BasketSummaryDueNow'
  | 'BasketSummaryRecurring'
  | OptionsPart
  | CustomerPart
  | CheckoutPart
  | ShellPart
  | PortalPart
  | StatusPart;

/** Extra class names by part, added next to the stable `stowly-<Part>` class (cal.com-style hooks). */
export type StowlyElements = Partial<Record<StowlyPart, string>>;

/** What a link renderer receives: the props of an `<a>`, with a vetted `href`. */
export type LinkRendererProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Renders links for the host app, for example its router's link component
 * (`(props) => <NextLink {...props} />`). Stowly never imports a router.
 */
export type LinkRenderer = ComponentType<LinkRendererProps>;

/** What {@link useStowlyTheme} returns. */
export interface StowlyThemeContextValue {
  /** Extra class names by part. */
  elements: StowlyElements;
  /** The host's link renderer, or undefined for a plain `<a>`. */
  linkComponent: LinkRenderer | undefined;
}

const StowlyThemeContext = createContext<StowlyThemeContextValue | null>(null);

/** Props of {@link StowlyThemeProvider}. */
export interface StowlyThemeProviderProps {
  /**
   * The tenant's Appearance from the booking API (`GET /setup`). Every value is validated by
   * `appearanceToTheme`; invalid or missing values keep the default theme.
   * @default the default theme
   */
  appearance?: ApiAppearance | null;
  /**
   * The integrator's own values of theme variables, over the appearance: any variable, also those
   * the API does not send, such as `{ colorSuccess: '#2E7D32', colorGrayLight: '#F1F3F5' }`. Invalid
   * values are ignored, as `appearanceToTheme` describes.
   * @default none
   */
  variables?: Partial<ThemeVariables>;
  /** Extra class names by part, added next to each part's stable `stowly-<Part>` class. */
  elements?: StowlyElements;
  /**
   * Renders every Stowly link, such as the host router's link component.
   * @default a plain `<a>`
   */
  linkComponent?: LinkRenderer;
  /**
   * The page's Content-Security-Policy nonce, for the `<style>` element of the tenant font's
   * `@font-face` rules (a policy without `'unsafe-inline'` styles refuses it otherwise). Give the
   * same value on the server and in the browser (for example from `<meta property="csp-nonce">`).
   * @default none
   */
  nonce?: string;
  /** The Stowly interface. */
  children?: ReactNode;
}

const NO_ELEMENTS: StowlyElements = {};

/**
 * The root of every Stowly interface: a `div.stowly-Root` carrying the tenant theme as `--stowly-*`
 * custom properties (on this wrapper, never on `:root`), the `@font-face` rules of the tenant font,
 * and the class hooks and link renderer for the components inside. Dialogs, popovers and menus
 * of the components render inside this wrapper too (react-aria's portal container), so they are
 * themed like the rest. Import `@stowly/ui/styles.css` once in the host app.
 *
 * @example
 * <StowlyThemeProvider appearance={setup.appearance} linkComponent={RouterLink}>
 *   <UnitTypeList ... />
 * </StowlyThemeProvider>
 */
export function StowlyThemeProvider({
  appearance,
  variables,
  elements = NO_ELEMENTS,
  linkComponent,
  nonce,
  children,
}: StowlyThemeProviderProps): ReactNode {
  const theme = useMemo(() => appearanceToTheme(appearance, variables), [appearance, variables]);
  const style = useMemo(() => themeToStyle(theme) as CSSProperties, [theme]);
  const fontCss = useMemo(() => fontFaceCss(theme.fonts), [theme]);
  const value = useMemo(() => ({ elements, linkComponent }), [elements, linkComponent]);
  // Overlays (dialogs, popovers, menus) portal into this wrapper instead of document.body, so
  // they keep the tenant's variables, font and class hooks, and two tenants' overlays stay apart.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => root, [root]);
  return (
    <StowlyThemeContext.Provider value={value}>
      <div ref={setRoot} className={partClassName('Root', elements)} style={style}>
        {fontCss ? <style nonce={nonce}>{fontCss}</style> : null}
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </div>
    </StowlyThemeContext.Provider>
  );
}

/**
 * The class hooks and link renderer of the nearest {@link StowlyThemeProvider}. Throws when used
 * outside one.
 */
export function useStowlyTheme(): StowlyThemeContextValue {
  const value = useContext(StowlyThemeContext);
  if (!value) {
    throw new Error(
      'useStowlyTheme must be used within <StowlyThemeProvider>. Wrap the Stowly interface in ' +
        '<StowlyThemeProvider appearance={setup.appearance}> from @stowly/ui.',
    );
  }
  return value;
}

/** `stowly-<Part>` plus the integrator's extra class for the part, if any. */
export function partClassName(part: StowlyPart, elements: StowlyElements): string {
  const extra = elements[part];
  return extra ? `stowly-${part} ${extra}` : `stowly-${part}`;
}
