import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** A URL with a scheme other than http(s) (such as `javascript:`, `data:`, `ftp:`). */
const OTHER_SCHEME = /^\s*(?!https?:)[a-z][a-z\d+.-]*:/i;

/** Whether a tenant URL may become a footer link: http(s), or a path on this site; never another scheme. */
function isWebUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.trim() !== '' && !OTHER_SCHEME.test(url);
}

/**
 * The legal links of the footer: the tenant's or location's imprint and privacy policy
 * (`imprintUrl` and `privacyPolicyUrl` of the booking API's setup and location data).
 */
export interface AppFrameLinks {
  /** The imprint page; no imprint link without it. */
  imprintUrl?: string | null;
  /** The privacy policy page; no privacy link without it. */
  privacyPolicyUrl?: string | null;
}

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The tenant's name (`tenant.name` of the setup data): the logo's text alternative, or the header text without a logo. */
  tenantName: string;
  /** The tenant's logo; without it the header shows `tenantName` as text. */
  logoUrl?: string | null;
  /** The header's actions, such as a {@link LanguageSwitcher} and a sign-in link, in reading order. */
  actions?: ReactNode;
  /**
   * The side column beside the main content (such as the basket summary): below the main content on
   * small screens, to its right from 1024 px.
   */
  aside?: ReactNode;
  /**
   * The footer's imprint and privacy policy links, already chosen by the host (spec section 2:
   * location and global links, or only the global ones in the customer portal). Without any URL
   * there is no footer.
   * @default {} (no footer)
   */
  links?: AppFrameLinks;
  /** The page: rendered in the `main` landmark. */
  children?: ReactNode;
}

/**
 * The page frame of the booking flow and the customer portal (spec section 2): a header (banner)
 * with the tenant's logo and the `actions`, the page in `main` with an optional side column, and a
 * footer (contentinfo) with the imprint and privacy policy links, left out when there are none. The
 * header takes the tenant's header colours. {@link AppSkeleton} has the same dimensions.
 *
 * Parts: `stowly-AppFrame`, `stowly-AppFrameHeader`, `stowly-AppFrameLogo`, `stowly-AppFrameActions`,
 * `stowly-AppFrameBody` (with `data-has-aside`), `stowly-AppFrameMain`, `stowly-AppFrameAside`,
 * `stowly-AppFrameFooter`, `stowly-AppFrameFooterLinks`.
 */
export function AppFrame(props: AppFrameProps): ReactNode {
  const { tenantName, logoUrl, actions, aside, links = {}, children } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const hasAside = aside !== undefined && aside !== null && aside !== false;
  const footerLinks = [
    { url: links.imprintUrl, label: t('ui.shell.appFrame.imprint') },
    { url: links.privacyPolicyUrl, label: t('ui.shell.appFrame.privacyPolicy') },
  ].filter((link): link is { url: string; label: string } => isWebUrl(link.url));

  return (
    <div className={partClassName('AppFrame', elements)}>
      <header className={partClassName('AppFrameHeader', elements)}>
        <div className={partClassName('AppFrameLogo', elements)}>
          {logoUrl ? <img src={logoUrl} alt={tenantName} /> : <span>{tenantName}</span>}
        </div>
        {actions ? <div className={partClassName('AppFrameActions', elements)}>{actions}</div> : null}
      </header>
      <div className={partClassName('AppFrameBody', elements)} data-has-aside={hasAside || undefined}>
        <main className={partClassName('AppFrameMain', elements)}>{children}</main>
        {hasAside ? <aside className={partClassName('AppFrameAside', elements)}>{aside}</aside> : null}
      </div>
      {footerLinks.length > 0 ? (
        <footer className={partClassName('AppFrameFooter', elements)}>
          <ul className={partClassName('AppFrameFooterLinks', elements)}>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link href={link.url}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </div>
  );
}
