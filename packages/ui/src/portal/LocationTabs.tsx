import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/**
 * A location of the customer as `GET /customer-portal/location` returns it (`PortalLocation`); pass
 * the API objects as they are. The id is the API's integer.
 */
export interface PortalLocationData {
  /** The location id (integer). */
  id: number;
  /** The location's name: the tab label. */
  name: string;
  /**
   * How the customer sees the location: `owner` (their own bookings), or `manager` (another
   * customer's bookings and invoices there, read only, through shared access). A `manager` tab is
   * marked "Shared access".
   * @default 'owner'
   */
  access?: 'owner' | 'manager';
}

/** Props of {@link LocationTabs}. */
export interface LocationTabsProps<TLocation extends PortalLocationData = PortalLocationData> {
  /** The customer's locations, one tab each, in the given order. */
  locations: readonly TLocation[];
  /**
   * The id of the location shown, such as the route's `locationId`; an unknown id or null selects
   * the first location.
   * @default null
   */
  selectedId?: number | null;
  /** Called with the id (and the location) the person chooses; the host shows it, for example by navigating. */
  onSelectionChange: (id: number, location: TLocation) => void;
  /**
   * The panel of the selected location: a node (such as the host router's outlet), or a function
   * of the selected location.
   */
  children?: ReactNode | ((location: TLocation) => ReactNode);
  /**
   * `automatic` selects a tab as arrow keys focus it; `manual` waits for Enter or Space. Use
   * `manual` when choosing a tab navigates or loads a page.
   * @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
}

/**
 * The location switcher of the account overview: react-aria Tabs with one tab per location (arrow
 * keys move between them) and the selected location's panel. Selection is controlled and
 * router-agnostic: the tabs are buttons, not links, so the SDK needs no router. A routed host keeps
 * `/customer-portal/account-overview/{locationId}` as the truth: it passes the route's id as
 * `selectedId`, navigates in `onSelectionChange`, and renders its outlet as `children`. A location
 * the customer manages for someone else (`access: 'manager'`) has a "Shared access" mark in its
 * tab. With no location it says the customer has none yet.
 *
 * Parts: `stowly-LocationTabs`, `stowly-LocationTabsList`, `stowly-LocationTabsTab` (react-aria
 * `data-selected`, `data-focus-visible`; `data-access="manager"` on a managed location),
 * `stowly-LocationTabsShared` (the mark), `stowly-LocationTabsPanel`, `stowly-LocationTabsEmpty`.
 */
export function LocationTabs<TLocation extends PortalLocationData>(
  props: LocationTabsProps<TLocation>,
): ReactNode {
  const { locations, children, onSelectionChange } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const selected = locations.find((location) => location.id === props.selectedId) ?? locations[0];

  if (!selected) {
    return (
      <p className={partClassName('LocationTabsEmpty', elements)} role="status">
        {t('ui.portal.locationTabs.empty')}
      </p>
    );
  }
  const onChange = (key: Key) => {
    const location = locations.find((candidate) => String(candidate.id) === String(key));
    if (location && location.id !== selected.id) onSelectionChange(location.id, location);
  };
  return (
    <Tabs
      className={partClassName('LocationTabs', elements)}
      selectedKey={selected.id}
      onSelectionChange={onChange}
      keyboardActivation={props.keyboardActivation ?? 'automatic'}
    >
      <TabList
        className={partClassName('LocationTabsList', elements)}
        aria-label={t('ui.portal.locationTabs.label')}
      >
        {locations.map((location) => (
          <Tab
            key={location.id}
            id={location.id}
            className={partClassName('LocationTabsTab', elements)}
            data-access={location.access === 'manager' ? 'manager' : undefined}
          >
            {location.name}
            {location.access === 'manager' ? (
              <>
                {' '}
                <span className={partClassName('LocationTabsShared', elements)}>
                  {t('ui.portal.locationTabs.sharedAccess')}
                </span>
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {locations.map((location) => (
        <TabPanel key={location.id} id={location.id} className={partClassName('LocationTabsPanel', elements)}>
          {typeof children === 'function' ? children(location) : children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
