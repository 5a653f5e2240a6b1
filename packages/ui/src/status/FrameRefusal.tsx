import type { I18n } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Link } from '../Link';
import { useStowlyTheme } from '../theme/StowlyThemeProvider';
import { renderStatusPage, type StatusPageAction } from './StatusPage';

/** Which part of the product refuses to run in a frame. */
export type FrameRefusalArea = 'booking' | 'portal';

/** The texts of a {@link FrameRefusal}, already translated. */
export interface FrameRefusalMessages {
  /** The heading. */
  title: string;
  /** That embedding is not supported and to contact support. */
  text: string;
  /**
   * The label of the support link.
   * @default the support email address, or the support href
   */
  contactSupport?: string;
}

/** Props of {@link FrameRefusal}. */
export interface FrameRefusalProps {
  /** Whether the booking or the customer portal was embedded; chooses the text. */
  area: FrameRefusalArea;
  /** The support email address; becomes a `mailto:` link when `supportHref` is not given. */
  supportEmail?: string;
  /** Where the support link goes, such as a contact page. Takes precedence over `supportEmail`. */
  supportHref?: string;
  /**
   * The texts, for rendering before or without the providers. When given, the component uses no
   * context at all (no `I18nProvider`, no `StowlyThemeProvider`, so no class hooks) and renders a
   * plain `<a>` for support. When omitted, the texts come from the catalogs through
   * `useTranslation` and both providers are needed.
   * @default the catalog texts of the nearest `I18nProvider`
   */
  messages?: FrameRefusalMessages;
  /**
   * The heading level.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The {@link FrameRefusalMessages} of `area` from any message formatter: the `t` of
 * `useTranslation`, or of `createI18n({ language, catalogs: await loadCatalogs(language) })` from
 * `@stowly/booking` when the app builds its texts before React renders.
 */
export function frameRefusalMessages(
  t: I18n['t'],
  area: FrameRefusalArea,
  supportEmail?: string,
): FrameRefusalMessages {
  return {
    title: t('ui.status.frameRefusal.title'),
    text: t(area === 'portal' ? 'ui.status.frameRefusal.portalText' : 'ui.status.frameRefusal.bookingText'),
    contactSupport: supportEmail
      ? t('ui.status.action.contactSupportAt', { email: supportEmail })
      : t('ui.status.action.contactSupport'),
  };
}

function supportAction(
  props: FrameRefusalProps,
  messages: FrameRefusalMessages,
): StatusPageAction | undefined {
  const href = props.supportHref ?? (props.supportEmail ? `mailto:${props.supportEmail}` : undefined);
  if (href === undefined) return undefined;
  return { label: messages.contactSupport ?? props.supportEmail ?? href, href };
}

/** Inside the providers: texts from the catalogs, class hooks and the host's link renderer. */
function TranslatedFrameRefusal(props: FrameRefusalProps): ReactNode {
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const headingId = useId();
  const messages = frameRefusalMessages(t, props.area, props.supportEmail);
  return renderStatusPage(
    {
      tone: 'warning',
      title: messages.title,
      text: messages.text,
      headingLevel: props.headingLevel,
      primaryAction: supportAction(props, messages),
    },
    headingId,
    { elements, linkAs: Link, rootPart: 'FrameRefusal', area: props.area },
  );
}

/** Outside the providers: the given texts, no context. */
function StandaloneFrameRefusal(props: FrameRefusalProps & { messages: FrameRefusalMessages }): ReactNode {
  const headingId = useId();
  return renderStatusPage(
    {
      tone: 'warning',
      title: props.messages.title,
      text: props.messages.text,
      headingLevel: props.headingLevel,
      primaryAction: supportAction(props, props.messages),
    },
    headingId,
    { elements: {}, linkAs: 'a', rootPart: 'FrameRefusal', area: props.area },
  );
}

/**
 * What the app shows instead of the booking or the customer portal when it finds itself inside a
 * frame (spec section 2, "Embedded in a frame"): a centred message that embedding is not supported
 * and to contact support, with a support link when one is given. Throwing the error the spec asks
 * for is the app's job, after rendering this.
 *
 * Two ways to render it, chosen by `messages`:
 * - Inside `I18nProvider` and `StowlyThemeProvider` (the usual case): omit `messages`; the texts
 *   come from the catalogs (`ui.status.frameRefusal.*`) in the current language.
 * - Before anything has loaded (the frame check runs first): pass `messages`, for example
 *   `frameRefusalMessages(i18n.t, 'booking')` or strings of the app's own. No provider is needed
 *   then, and the styles fall back to the default theme. `@stowly/ui` ships no built-in strings:
 *   bundling the English catalog here would add it to every page.
 *
 * Parts: those of `StatusPage`, plus `stowly-FrameRefusal` (with `data-area`) on the root.
 *
 * @example
 * if (window.top !== window.self) {
 *   root.render(<FrameRefusal area="booking" supportEmail="help@example.com"
 *     messages={{ title: 'Not available here', text: 'Please open this page directly.' }} />);
 *   throw new Error('Stowly refuses to run inside a frame.');
 * }
 */
export function FrameRefusal(props: FrameRefusalProps): ReactNode {
  return props.messages ? (
    <StandaloneFrameRefusal {...props} messages={props.messages} />
  ) : (
    <TranslatedFrameRefusal {...props} />
  );
}
