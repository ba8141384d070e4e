import { render } from '@testing-library/react';
import { AvatarPlaceholder, BellIcon, LogOutIcon, SearchIcon } from './core';
import { UserIcon } from './extra';

const svgOf = (ui: React.ReactElement) => render(ui).container.querySelector('svg')!;

describe('the icon wrapper', () => {
  it('draws a decorative 24x24 line icon in the text colour, 20 px by default', () => {
    const svg = svgOf(<SearchIcon />);
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.querySelectorAll('circle, path')).toHaveLength(2);
  });

  it('takes a size and any SVG attribute over its defaults (core and extra icons alike)', () => {
    const svg = svgOf(<UserIcon size={18} strokeWidth={3} className="x" />);
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('stroke-width')).toBe('3');
    expect(svg.getAttribute('class')).toBe('x');
  });

  it('mirrors a directional icon in right-to-left text, and only that one', () => {
    expect(svgOf(<LogOutIcon className="x" />).getAttribute('class')).toBe('nibras-icon--mirrored x');
    expect(svgOf(<BellIcon />).getAttribute('class')).toBeNull();
  });

  it('draws the placeholder avatar in its own 40x40 box, filled', () => {
    const svg = svgOf(<AvatarPlaceholder />);
    expect(svg.getAttribute('width')).toBe('32');
    expect(svg.getAttribute('viewBox')).toBe('0 0 40 40');
    expect(svg.getAttribute('stroke')).toBe('none');
  });
});
