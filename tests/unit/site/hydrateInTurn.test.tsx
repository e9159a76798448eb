import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTurn, hydrateInTurns } from '../../../src/site/components/hydrateInTurn';

afterEach(cleanup);

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('hydrateInTurn', () => {
  it('renders the component at once outside hydration', () => {
    const Card = hydrateInTurn(({ title }: { title: string }) => <h3>{title}</h3>);
    render(<Card title="Custom software" />);
    expect(screen.getByRole('heading', { name: 'Custom software' })).toBeInTheDocument();
  });

  it('defers the first render to a later task while hydrating, then stops deferring', async () => {
    const Card = hydrateInTurn(({ title }: { title: string }) => <h3>{title}</h3>);
    hydrateInTurns(() => {
      render(<Card title="Outsourcing" />);
    });
    expect(screen.queryByRole('heading', { name: 'Outsourcing' })).toBeNull();
    await nextTask();
    await nextTask();
    expect(screen.getByRole('heading', { name: 'Outsourcing' })).toBeInTheDocument();
    // After the hydration's turns, new instances render at once.
    cleanup();
    const Other = hydrateInTurn(() => <p>Talent acquisition</p>);
    render(<Other />);
    expect(screen.getByText('Talent acquisition')).toBeInTheDocument();
  });
});
