// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { ApiAppearance } from '../appearanceToTheme';
import { StowlyThemeProvider, useStowlyTheme } from '../StowlyThemeProvider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A component reading the theme context, rendered outside the provider. */
function ThemeReader() {
  useStowlyTheme();
  return null;
}

const appearance: ApiAppearance = {
  colors: {
    primary: '#0A7B3E',
    secondary: '#DDEEDD',
    error: '#B00020',
    text: '#111111',
    background: '#FFFFFF',
    disabled: '#CCCCCC',
    darkDisabled: '#777777',
    headerBackground: '#0A7B3E',
    headerText: '#FFFFFF',
  },
  font: { name: 'Brand Sans', variants: { '400': 'https://fonts.example.com/brand-400.woff2' } },
};

function root(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('.stowly-Root');
  if (!element) throw new Error('No .stowly-Root rendered');
  return element;
}

describe('<StowlyThemeProvider>', () => {
  it('sets the tenant theme as --stowly-* variables on its wrapper, not on the document element', () => {
    const { container } = render(
      <StowlyThemeProvider appearance={appearance}>
        <p>Booking</p>
      </StowlyThemeProvider>,
    );
    const wrapper = root(container);
    expect(wrapper.style.getPropertyValue('--stowly-color-primary')).toBe('#0A7B3E');
    expect(wrapper.style.getPropertyValue('--stowly-font-family')).toContain('"Brand Sans"');
    expect(wrapper.contains(screen.getByText('Booking'))).toBe(true);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--stowly-color-primary')).toBe('');
  });

  it("lays the integrator's variables over the tenant appearance and ignores invalid ones", () => {
    const { container } = render(
      <StowlyThemeProvider
        appearance={appearance}
        variables={{ colorSuccess: '#2E7D32', colorPrimary: '#FFD400', colorDanger: 'red;background:url(x)' }}
      />,
    );
    const wrapper = root(container);
    expect(wrapper.style.getPropertyValue('--stowly-color-success')).toBe('#2E7D32');
    expect(wrapper.style.getPropertyValue('--stowly-color-primary')).toBe('#FFD400');
    // The invalid value keeps the tenant's colour; text on the new yellow primary turns dark.
    expect(wrapper.style.getPropertyValue('--stowly-color-danger')).toBe('#B00020');
    expect(wrapper.style.getPropertyValue('--stowly-color-on-primary')).toBe('#111111');
  });

  it('writes the tenant font as @font-face text in a <style> element', () => {
    const { container } = render(<StowlyThemeProvider appearance={appearance} />);
    const style = root(container).querySelector('style');
    expect(style?.textContent).toContain('font-family: "Brand Sans";');
    expect(style?.textContent).toContain('src: url("https://fonts.example.com/brand-400.woff2");');
  });

  it('keeps the default theme for a malicious appearance and injects nothing', () => {
    const malicious = {
      colors: {
        ...appearance.colors,
        primary: 'red; } body { display: none',
        background: 'url(javascript:alert(1))',
      },
      font: { name: '</style><script>alert(1)</script>', variants: { '400': 'javascript:alert(1)' } },
    } satisfies ApiAppearance;
    const { container } = render(<StowlyThemeProvider appearance={malicious} />);
    const wrapper = root(container);
    expect(wrapper.style.getPropertyValue('--stowly-color-primary')).toBe('#265E92');
    expect(wrapper.style.getPropertyValue('--stowly-color-background')).toBe('#FAFAFA');
    expect(wrapper.style.getPropertyValue('--stowly-font-family')).not.toContain('script');
    expect(wrapper.querySelector('style')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('adds the integrator class hook of the root part', () => {
    const { container } = render(<StowlyThemeProvider elements={{ Root: 'brand-root' }} />);
    expect(root(container).className).toBe('stowly-Root brand-root');
  });

  it('useStowlyTheme outside the provider throws an error that says what to do', () => {
    // React logs the error it rethrows; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeReader />)).toThrow(/must be used within <StowlyThemeProvider>/);
  });

  it("renders overlays inside its own wrapper, so each tenant's dialogs keep that tenant's theme", async () => {
    const other: ApiAppearance = { ...appearance, colors: { ...appearance.colors, primary: '#5B2A86' } };
    const picker = (name: string) => (
      <DialogTrigger>
        <Button>{`Open ${name}`}</Button>
        <Popover>
          <Dialog aria-label={`${name} dialog`}>{name}</Dialog>
        </Popover>
      </DialogTrigger>
    );
    render(
      <>
        <StowlyThemeProvider appearance={appearance}>{picker('first')}</StowlyThemeProvider>
        <StowlyThemeProvider appearance={other}>{picker('second')}</StowlyThemeProvider>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open second' }));
    const dialog = screen.getByRole('dialog', { name: 'second dialog' });
    const themedRoot = dialog.closest<HTMLElement>('.stowly-Root');
    expect(themedRoot?.style.getPropertyValue('--stowly-color-primary')).toBe('#5B2A86');
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithStowly(<p>Booking</p>, { theme: { appearance } });
    await expectNoAxeViolations(container);
  });
});
