import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLocations, sampleManagedLocation } from './internal/portalSampleData';
import { LocationTabs } from './LocationTabs';

const meta = {
  title: 'Portal/LocationTabs',
  component: LocationTabs,
  args: {
    locations: sampleLocations,
    selectedId: 11,
    onSelectionChange: fn(),
    children: (location) => <p>{`Account overview of ${location.name}`}</p>,
  },
} satisfies Meta<typeof LocationTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three locations, the first one shown. */
export const ThreeLocations: Story = {};

/** Choosing a tab: the story keeps the selection, as a routed host would after navigating. */
export const Switching: Story = {
  render: function Render(args) {
    const [selectedId, setSelectedId] = useState<number | null>(args.selectedId ?? null);
    return (
      <LocationTabs
        {...args}
        selectedId={selectedId}
        onSelectionChange={(id, location) => {
          args.onSelectionChange(id, location);
          setSelectedId(id);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Nordbox Kista' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(12, sampleLocations[1]);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Account overview of Nordbox Kista');
  },
};

/** A single location still shows its tab, so the page looks the same for every customer. */
export const OneLocation: Story = { args: { locations: sampleLocations.slice(0, 1) } };

/** A location the customer manages for another customer (shared access) is marked in its tab. */
export const SharedAccessLocation: Story = {
  args: { locations: [...sampleLocations.slice(0, 2), sampleManagedLocation], selectedId: 14 },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Nordbox Täby Shared access' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
};

/** A customer without bookings anywhere. */
export const NoLocations: Story = { args: { locations: [] } };

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  args: { selectedId: 13 },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Standorte' });
    await expect(within(list).getByRole('tab', { name: 'Nordbox Solna' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
