import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RichText } from './RichText';

const renderText = (text: string) =>
  render(
    <MemoryRouter basename="/ar" initialEntries={['/ar/faqs']}>
      <p>
        <RichText text={text} />
      </p>
    </MemoryRouter>,
  ).container;

describe('RichText', () => {
  it('turns the support address into a left-to-right mailto link, leaving the full stop outside', () => {
    const p = renderText('راسلنا على support@nibras.sa.');
    const link = p.querySelector('a');
    expect(link?.getAttribute('href')).toBe('mailto:support@nibras.sa');
    expect(link?.getAttribute('dir')).toBe('ltr');
    expect(link?.textContent).toBe('support@nibras.sa');
    expect(p.textContent).toBe('راسلنا على support@nibras.sa.');
  });

  it('turns [label](/path) into a link under the locale', () => {
    const p = renderText('See [the plans](/pricing) and write to support@nibras.sa, any time');
    const links = [...p.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['the plans', '/ar/pricing'],
      ['support@nibras.sa', 'mailto:support@nibras.sa'],
    ]);
    expect(p.textContent).toBe('See the plans and write to support@nibras.sa, any time');
  });

  it('leaves plain text alone', () => {
    expect(renderText('No links here.').querySelector('p')?.innerHTML).toBe('No links here.');
  });
});
