// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { sampleLocations, sampleManagedLocation } from '../internal/portalSampleData';
import { LocationTabs, type LocationTabsProps } from '../LocationTabs';

afterEach(cleanup);

type Location = (typeof sampleLocations)[number];

/** Stands in for a routed host: the selected id is its state, set in onSelectionChange. */
function Host(
  props: Partial<LocationTabsProps<Location>> & { onChange: (id: number, location: Location) => void },
) {
  const [selectedId, setSelectedId] = useState<number | null>(props.selectedId ?? null);
  return (
    <LocationTabs
      locations={sampleLocations}
      selectedId={selectedId}
      keyboardActivation={props.keyboardActivation}
      onSelectionChange={(id, location) => {
        props.onChange(id, location);
        setSelectedId(id);
      }}
    >
      {(location) => <p>{`Overview of ${location.name} (${location.address.city})`}</p>}
    </LocationTabs>
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('<LocationTabs>', () => {
  it('shows a tab list "Locations" with the selected location and its panel', async () => {
    const { container } = await renderWithStowly(<Host selectedId={12} onChange={() => {}} />);
    const list = screen.getByRole('tablist', { name: 'Locations' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(tabNames()).toEqual(['Nordbox Södermalm', 'Nordbox Kista', 'Nordbox Solna']);
    expect(selectedTab()?.textContent).toBe('Nordbox Kista');
    const panel = screen.getByRole('tabpanel', { name: 'Nordbox Kista' });
    expect(panel.textContent).toBe('Overview of Nordbox Kista (Kista)');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('reports the chosen location and shows its panel once the host selects it', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<Host selectedId={11} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Nordbox Solna' }));
    expect(onChange).toHaveBeenCalledWith(13, sampleLocations[2]);
    expect(selectedTab()?.textContent).toBe('Nordbox Solna');
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview of Nordbox Solna (Solna)');
  });

  it('moves between locations with the arrow keys', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<Host onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Nordbox Södermalm' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(12, sampleLocations[1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(13, sampleLocations[2]);
    expect(selectedTab()?.textContent).toBe('Nordbox Solna');
  });

  it('with manual activation, arrows only move focus and Enter chooses', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<Host keyboardActivation="manual" onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Nordbox Kista' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(12, sampleLocations[1]);
  });

  it('selects the first location when the id is unknown, and renders a node panel', async () => {
    await renderWithStowly(
      <LocationTabs locations={sampleLocations} selectedId={99} onSelectionChange={() => {}}>
        <p>Routed outlet</p>
      </LocationTabs>,
    );
    expect(selectedTab()?.textContent).toBe('Nordbox Södermalm');
    expect(screen.getByRole('tabpanel', { name: 'Nordbox Södermalm' }).textContent).toBe('Routed outlet');
  });

  it('says so when the customer has no location, in German', async () => {
    const { container } = await renderWithStowly(
      <LocationTabs locations={[]} onSelectionChange={() => {}} />,
      {
        language: 'de',
      },
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sie haben noch an keinem Standort eine Buchung.');
    await expectNoAxeViolations(container);
  });

  it('marks a location the customer manages for someone else "Shared access"; their own locations have no mark', async () => {
    const onChange = vi.fn();
    const { container } = await renderWithStowly(
      <LocationTabs
        locations={[sampleLocations[0], sampleManagedLocation]}
        selectedId={14}
        onSelectionChange={onChange}
      >
        {(location) => <p>{`Overview of ${location.name}`}</p>}
      </LocationTabs>,
    );
    const managed = screen.getByRole('tab', { name: 'Nordbox Täby Shared access', selected: true });
    expect(within(managed).getByText('Shared access').className).toBe('stowly-LocationTabsShared');
    expect(managed.getAttribute('data-access')).toBe('manager');
    const own = screen.getByRole('tab', { name: 'Nordbox Södermalm' });
    expect(own.textContent).toBe('Nordbox Södermalm');
    expect(own.hasAttribute('data-access')).toBe(false);
    expect(screen.getByRole('tabpanel', { name: 'Nordbox Täby Shared access' }).textContent).toBe(
      'Overview of Nordbox Täby',
    );
    await expectNoAxeViolations(container);

    await userEvent.click(own);
    expect(onChange).toHaveBeenCalledWith(11, sampleLocations[0]);
  });

  it('names the mark in the interface language', async () => {
    await renderWithStowly(
      <LocationTabs locations={[sampleManagedLocation]} onSelectionChange={() => {}} />,
      { language: 'sv' },
    );
    expect(screen.getByRole('tab', { name: 'Nordbox Täby Delad åtkomst' })).toBeTruthy();
  });

  it('names the tab list in German', async () => {
    await renderWithStowly(<Host onChange={() => {}} />, { language: 'de' });
    expect(screen.getByRole('tablist', { name: 'Standorte' })).toBeTruthy();
  });
});
