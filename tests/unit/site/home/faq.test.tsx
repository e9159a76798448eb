import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../../../src/site/pages/HomePage';
import FaqSection from '../../../../src/site/sections/FaqSection';
import { renderPage } from './renderPage';

/** The FAQ region of the page, found by its h2. */
function faq() {
  return screen.getByRole('region', { name: 'Frequently asked questions' });
}
/** The FAQ's question buttons, in order. */
function questions() {
  return within(faq()).getAllByRole('button', { name: /\?$/ });
}

describe('home FAQ (docs/requirements.md#r2, #r4, #r9)', () => {
  it('lists the seven topics of the spec in order, all closed at first', () => {
    renderPage(<HomePage />);
    expect(questions().map((q) => q.textContent)).toEqual([
      'How do we start working together?',
      'Why work with a software team in Serbia?',
      'How do you ensure quality?',
      'Which engagement models do you offer?',
      'Who owns the intellectual property?',
      'What kind of custom software do you build?',
      'How quickly can you scale the team?',
    ]);
    expect(questions().every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('shows the answer of the question a visitor opens', async () => {
    renderPage(<FaqSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Who owns the intellectual property?' }));
    const answer = screen.getByRole('region', { name: 'Who owns the intellectual property?' });
    expect(answer).toHaveTextContent(/You do\. Our contracts transfer all rights/);
  });

  it('keeps only one item open: opening another closes the previous one', async () => {
    renderPage(<FaqSection />);
    const [setup, serbia, quality] = questions();
    await userEvent.click(setup);
    expect(setup).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(serbia);
    expect(serbia).toHaveAttribute('aria-expanded', 'true');
    expect(setup).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(quality);
    expect(questions().filter((q) => q.getAttribute('aria-expanded') === 'true')).toEqual([quality]);
  });

  it('closes the open item when it is clicked again', async () => {
    renderPage(<FaqSection />);
    const scaling = screen.getByRole('button', { name: 'How quickly can you scale the team?' });
    await userEvent.click(scaling);
    expect(scaling).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(scaling);
    expect(scaling).toHaveAttribute('aria-expanded', 'false');
    expect(questions().some((q) => q.getAttribute('aria-expanded') === 'true')).toBe(false);
  });

  it('links Contact Us to /contact on an English page', () => {
    renderPage(<HomePage />);
    expect(within(faq()).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('links Contact Us to /sr/contact on a Serbian page, in Serbian', () => {
    renderPage(<FaqSection />, { path: '/sr', lng: 'sr' });
    const region = screen.getByRole('region', { name: 'Često postavljana pitanja' });
    expect(within(region).getByRole('link', { name: 'Kontaktirajte nas' })).toHaveAttribute('href', '/sr/contact');
  });
});
