import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { bus } from '../bus';
import { addNamespace, i18n, initI18n } from '../i18n';
import { SpeedControl } from './SpeedControl';

afterAll(() => bus.close());

const speed = (legend: string) => ({
  legend,
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  value: '{{value}}× speed',
  listen: 'Listen',
  sample: 'Hello',
  unsupported: 'Cannot read aloud here',
  noVoice: 'No voice',
  otherGender: 'No {{voice}}',
  playing: 'Playing',
});

beforeAll(async () => {
  await initI18n('en');
  addNamespace('test', {
    en: { page: { speed: speed('Reading speed'), voice: { female: 'Female', male: 'Male' } } },
    ar: { page: { speed: speed('سرعة القراءة'), voice: { female: 'أنثى', male: 'ذكر' } } },
  });
});

function renderControl(props: Partial<Parameters<typeof SpeedControl>[0]> = {}) {
  const changes: number[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <SpeedControl
        ns="test"
        keyPrefix="page"
        locale="en"
        value={1.25}
        voice="female"
        onChange={(v) => changes.push(v)}
        {...props}
      />
    </I18nextProvider>,
  );
  return changes;
}

describe('SpeedControl', () => {
  it("is a slider named by the page's legend, its value in the page's words", () => {
    renderControl({ formatValue: (v) => v.toFixed(2) });
    expect(screen.getByRole('group', { name: 'Reading speed' })).toBeTruthy();
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-label')).toBe('Reading speed');
    expect(slider.getAttribute('aria-valuetext')).toBe('1.25× speed');
    expect(screen.getByTestId('speed-value').textContent).toBe('1.25× speed');
  });

  it('moves by a quarter within 0.5 to 2', () => {
    const changes = renderControl();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight', keyCode: 39 });
    expect(changes).toEqual([1.5]);
  });

  it('says so when the browser cannot read aloud (no speech synthesis here)', async () => {
    renderControl({ layout: 'stacked' });
    expect(screen.getByRole('group').className).toContain('nibras-speed--stacked');
    await act(async () => {
      fireEvent.click(screen.getByTestId('speed-listen'));
    });
    const message = screen.getByTestId('speed-message');
    expect(message.getAttribute('data-outcome')).toBe('unsupported');
    expect(message.textContent).toBe('Cannot read aloud here');
  });
});
