import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UnitTypeCard } from '../unit-types/UnitTypeCard';
import { StowlyThemeProvider } from './StowlyThemeProvider';

const card = {
  id: '102',
  name: 'Small unit',
  size: { area: 5, width: 2, length: 2.5 },
  priceFrom: { amount: 890, amountInclTax: 890, period: 'month' as const },
  available: true,
  availableUnits: 4,
  currency: 'SEK',
  onSelect: fn(),
};

const nordbox = {
  colors: {
    primary: '#1F6F5C',
    secondary: '#CDEBE2',
    error: '#B3261E',
    text: '#10231D',
    background: '#F7FAF9',
    disabled: '#C9D3D0',
    darkDisabled: '#7C8985',
    headerBackground: '#FFFFFF',
    headerText: '#10231D',
  },
  font: null,
};

const citystash = {
  colors: {
    primary: '#5B2A86',
    secondary: '#EAD9F7',
    error: '#C62828',
    text: '#1E1029',
    background: '#FFFFFF',
    disabled: '#D9D2E0',
    darkDisabled: '#8A7F94',
    headerBackground: '#1E1029',
    headerText: '#FFFFFF',
  },
  font: null,
};

const meta = {
  title: 'Foundations/Theming',
  component: StowlyThemeProvider,
} satisfies Meta<typeof StowlyThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two tenants on one page: each provider writes its variables on its own wrapper, never on :root,
 * so neither theme leaks into the other.
 */
export const TwoTenantsSideBySide: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      <StowlyThemeProvider appearance={nordbox}>
        <UnitTypeCard {...card} />
      </StowlyThemeProvider>
      <StowlyThemeProvider appearance={citystash}>
        <UnitTypeCard {...card} />
      </StowlyThemeProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const roots = [...canvasElement.querySelectorAll<HTMLElement>('.stowly-Root .stowly-Root')];
    await expect(roots.map((root) => root.style.getPropertyValue('--stowly-color-primary'))).toEqual([
      '#1F6F5C',
      '#5B2A86',
    ]);
    await expect(document.documentElement.style.getPropertyValue('--stowly-color-primary')).toBe('');
  },
};

/** A hostile colour value is refused and the default colour kept. */
export const RejectsUnsafeColours: Story = {
  render: () => (
    <StowlyThemeProvider
      appearance={{ ...nordbox, colors: { ...nordbox.colors, primary: 'red;}body{display:none' } }}
    >
      <UnitTypeCard {...card} />
    </StowlyThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const inner = canvasElement.querySelector<HTMLElement>('.stowly-Root .stowly-Root');
    await expect(inner?.style.getPropertyValue('--stowly-color-primary')).toBe('#265E92');
  },
};
