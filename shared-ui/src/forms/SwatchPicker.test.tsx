import { fireEvent, render, screen, within } from '@testing-library/react';
import { SwatchPicker } from './SwatchPicker';

const COLORS = ['#FFD6E0', '#D2E4E2'] as const;
const NAMES = { '#FFD6E0': 'Pink', '#D2E4E2': 'Teal' } as const;
type Color = (typeof COLORS)[number];

test('a radio group of named swatches, with an "all" choice first when asked, and its error linked', () => {
  const onChange = jest.fn();
  const { rerender } = render(
    <SwatchPicker
      name="color"
      legend="Colour"
      colors={COLORS}
      colorLabel={(color: Color) => NAMES[color]}
      value=""
      onChange={onChange}
      allLabel="All colours"
      testId="swatches"
    />,
  );
  const group = screen.getByRole('group', { name: 'Colour' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['', '#FFD6E0', '#D2E4E2']);
  expect(screen.getByRole('radio', { name: 'All colours' })).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('radio', { name: 'Teal' }));
  expect(onChange).toHaveBeenCalledWith('#D2E4E2');

  rerender(
    <SwatchPicker
      name="color"
      legend="Colour"
      colors={COLORS}
      colorLabel={(color: Color) => NAMES[color]}
      value="#FFD6E0"
      onChange={onChange}
      error="Choose a colour"
      testId="swatches"
    />,
  );
  expect(screen.queryByRole('radio', { name: 'All colours' })).toBeNull();
  expect(screen.getByRole('radio', { name: 'Pink' })).toHaveProperty('checked', true);
  const error = screen.getByTestId('field-error-color');
  expect(error.textContent).toBe('Choose a colour');
  expect(screen.getByTestId('swatches').getAttribute('aria-describedby')).toBe(error.id);
});
