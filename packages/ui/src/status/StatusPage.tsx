import { type ElementType, type ReactNode, useId } from 'react';
import { Button, ButtonLink } from '../internal/Button';
import { Link } from '../Link';
import {
  partClassName,
  type StowlyElements,
  type StowlyPart,
  useStowlyTheme,
} from '../theme/StowlyThemeProvider';

/** What a status page reports; chooses its icon and the icon's colour. */
export type StatusTone = 'info' | 'warning' | 'error' | 'success';

/**
 * One action of a {@link StatusPage}: a link when it has an `href` (rendered through the host's
 * link renderer), a button when it has an `onPress`.
 */
export type StatusPageAction =
  | {
      /** The visible label, already translated. */
      label: string;
      /** Where the link goes. */
      href: string;
      onPress?: never;
    }
  | {
      /** The visible label, already translated. */
      label: string;
      /** Called when the button is pressed (click, Enter or Space). */
      onPress: () => void;
      href?: never;
    };

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /**
   * What the page reports; chooses the decorative icon.
   * @default 'info'
   */
  tone?: StatusTone;
  /** The heading, already translated. */
  title: string;
  /** The explanation under the heading, already translated. */
  text: ReactNode;
  /**
   * The heading level, to fit the host page's outline.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The main way on, styled as a filled button. */
  primaryAction?: StatusPageAction;
  /** A second way on, styled as an outlined button. */
  secondaryAction?: StatusPageAction;
  /**
   * Puts the text in a polite live region (`role="status"`), for a page whose state changes while
   * it is shown, such as a check in progress.
   * @default false
   */
  announce?: boolean;
}

/** The glyph drawn inside the icon, per tone (24 × 24 grid, stroked). */
const GLYPHS: Record<StatusTone, string> = {
  info: 'M12 11v6M12 7.5v.01',
  warning: 'M12 9.5v4.5M12 17v.01',
  error: 'M9 9l6 6M15 9l-6 6',
  success: 'M7.5 12.5l3 3 6-6',
};

/** The outline around the glyph: a triangle for warnings, a circle otherwise. */
const TRIANGLE = 'M12 3.5 2.5 20h19z';

/** Internal: what {@link renderStatusPage} needs besides the props. */
interface StatusPageFrame {
  /** Class hooks of the theme, or none outside a provider. */
  elements: StowlyElements;
  /** Renders link actions: the Stowly `Link`, or a plain `a` outside the providers. */
  linkAs: ElementType;
  /** An extra part on the root, such as `FrameRefusal`. */
  rootPart?: StowlyPart;
  /** The root's `data-area`, if any. */
  area?: string;
}

/**
 * Internal: the markup of a status page, shared by {@link StatusPage} and `FrameRefusal` (which
 * must render without any provider). Not exported from the package.
 */
export function renderStatusPage(
  props: StatusPageProps,
  headingId: string,
  frame: StatusPageFrame,
): ReactNode {
  const { title, text, primaryAction, secondaryAction, announce = false } = props;
  const tone = props.tone ?? 'info';
  const { elements, linkAs: LinkAs } = frame;
  const Heading = `h${props.headingLevel ?? 1}` as const;
  const renderAction = (
    action: StatusPageAction,
    part: 'StatusPagePrimaryAction' | 'StatusPageSecondaryAction',
  ) => {
    const variant = part === 'StatusPagePrimaryAction' ? 'primary' : 'secondary';
    return action.href !== undefined ? (
      <ButtonLink
        linkAs={LinkAs}
        href={action.href}
        variant={variant}
        className={partClassName(part, elements)}
      >
        {action.label}
      </ButtonLink>
    ) : (
      <Button variant={variant} className={partClassName(part, elements)} onPress={action.onPress}>
        {action.label}
      </Button>
    );
  };

  return (
    <section
      className={
        frame.rootPart
          ? `${partClassName('StatusPage', elements)} ${partClassName(frame.rootPart, elements)}`
          : partClassName('StatusPage', elements)
      }
      aria-labelledby={headingId}
      data-tone={tone}
      data-area={frame.area}
    >
      <svg
        className={partClassName('StatusPageIcon', elements)}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {tone === 'warning' ? <path d={TRIANGLE} /> : <circle cx="12" cy="12" r="9.5" />}
        <path d={GLYPHS[tone]} />
      </svg>
      <Heading id={headingId} className={partClassName('StatusPageTitle', elements)}>
        {title}
      </Heading>
      <p className={partClassName('StatusPageText', elements)} role={announce ? 'status' : undefined}>
        {text}
      </p>
      {primaryAction || secondaryAction ? (
        <div className={partClassName('StatusPageActions', elements)}>
          {primaryAction ? renderAction(primaryAction, 'StatusPagePrimaryAction') : null}
          {secondaryAction ? renderAction(secondaryAction, 'StatusPageSecondaryAction') : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A whole-page message: not found, access denied, a session that ended, a check in progress. A
 * decorative icon for its tone, a heading, a text and up to two actions (links or buttons),
 * centred at a readable width. It takes translated strings; the ready-made pages (`NotFoundPage`,
 * `SessionEndedPage`, ...) pick them from the catalogs.
 *
 * Parts: `stowly-StatusPage` (with `data-tone`), `stowly-StatusPageIcon` (hidden from assistive
 * technology), `stowly-StatusPageTitle`, `stowly-StatusPageText`, `stowly-StatusPageActions`,
 * `stowly-StatusPagePrimaryAction` and `stowly-StatusPageSecondaryAction` (a `Link`, or a react-aria
 * Button with its states).
 *
 * @example
 * <StatusPage tone="error" title={t('error.serverError.title')} text={t('error.serverError.text')}
 *   primaryAction={{ label: t('checkout.retry'), onPress: reset }} />
 */
export function StatusPage(props: StatusPageProps): ReactNode {
  const { elements } = useStowlyTheme();
  const headingId = useId();
  return renderStatusPage(props, headingId, { elements, linkAs: Link });
}
