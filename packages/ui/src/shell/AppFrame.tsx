import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** A URL with a scheme other than http(s) (such as `javascript:`, `data:`, `ftp:`). */
const OTHER_SCHEME = /^\s*(?!https?:)[a-z][a-z\d+.-]*:/i;

/** Whether a tenant URL may become a footer link: http(s), or a path on this site; never another scheme. */
function isWebUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.trim() !== '' && !OTHER_SCHEME.test(url);
}

/**
 * One set of legal links of the footer: a location's or the tenant's imprint and privacy policy
 * (`imprintUrl` and `privacyPolicyUrl` of the booking API's location and setup data).
 */
export interface AppFrameLinks {
  /** The imprint page; no imprint link without it. */
  imprintUrl?: string | null;
  /** The privacy policy page; no privacy link without it. */
  privacyPolicyUrl?: string | null;
  /**
   * Whose documents these are, such as the location's or the tenant's name: shown (as text) above
   * its links, and naming their list, when the footer has more than one set.
   */
  owner?: string;
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
   * The footer's imprint and privacy policy links, already chosen by the host: one set, or several
   * in order (spec section 2: the location's and the global ones, or only the global ones in the
   * customer portal). A link already shown by an earlier set is not repeated, and a set left
   * without links is left out. Without any URL there is no footer.
   * @default {} (no footer)
   */
  links?: AppFrameLinks | readonly AppFrameLinks[];
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
 * `stowly-AppFrameFooter`, `stowly-AppFrameFooterLinks` (one per set of links), and with several sets
 * `stowly-AppFrameFooterGroup` holding `stowly-AppFrameFooterOwner` and its links.
 */
export function AppFrame(props: AppFrameProps): ReactNode {
  const { tenantName, logoUrl, actions, aside, links = {}, children } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const hasAside = aside !== undefined && aside !== null && aside !== false;
  // Each set's web links, a URL once (a location that has the tenant's imprint shows it once).
  const shown = new Set<string>();
  const footerGroups = (Array.isArray(links) ? links : [links as AppFrameLinks])
    .map((group) => ({
      owner: group.owner,
      links: [
        { url: group.imprintUrl, label: t('ui.shell.appFrame.imprint') },
        { url: group.privacyPolicyUrl, label: t('ui.shell.appFrame.privacyPolicy') },
      ].filter((link): link is { url: string; label: string } => {
        if (!isWebUrl(link.url) || shown.has(link.url.trim())) return false;
        shown.add(link.url.trim());
        return true;
      }),
    }))
    .filter((group) => group.links.length > 0);
  const named = footerGroups.length > 1;

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
      {footerGroups.length > 0 ? (
        <footer className={partClassName('AppFrameFooter', elements)}>
          {footerGroups.map((group, index) => (
            <FooterLinks
              // biome-ignore lint/suspicious/noArrayIndexKey: the sets keep their order and owners may repeat
              key={index}
              owner={named ? group.owner : undefined}
              links={group.links}
            />
          ))}
        </footer>
      ) : null}
    </div>
  );
}

/** One set of footer links, under its owner's name when it has one to tell it from the others. */
function FooterLinks(props: {
  owner: string | undefined;
  links: { url: string; label: string }[];
}): ReactNode {
  const { elements } = useStowlyTheme();
  const ownerId = useId();
  const list = (
    <ul
      className={partClassName('AppFrameFooterLinks', elements)}
      aria-labelledby={props.owner ? ownerId : undefined}
    >
      {props.links.map((link) => (
        <li key={link.url}>
          <Link href={link.url}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
  if (!props.owner) return list;
  return (
    <div className={partClassName('AppFrameFooterGroup', elements)}>
      <span id={ownerId} className={partClassName('AppFrameFooterOwner', elements)}>
        {props.owner}
      </span>
      {list}
    </div>
  );
}
