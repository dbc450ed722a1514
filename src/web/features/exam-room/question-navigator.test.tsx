import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionNavigator } from './question-navigator';
import { ReviewDialog } from './review-dialog';
import { makeRoomItem } from './test-data';

// Positions 11–14: the second section of an exam, numbered 1–4 inside it.
const items = [
  makeRoomItem({ position: 11, answer: { type: 'single', choice: 'q11-a' } }),
  makeRoomItem({ position: 12, flagged: true }),
  makeRoomItem({
    position: 13,
    type: 'numeric',
    answer: { type: 'numeric', value: 2 },
    flagged: true,
  }),
  makeRoomItem({ position: 14, type: 'text', answer: { type: 'text', text: '   ' } }),
];

function Harness({ onGo, onReview }: { onGo: (p: number) => void; onReview: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <QuestionNavigator
      open={open}
      onOpenChange={setOpen}
      items={items}
      current={12}
      firstPosition={11}
      sectionTitle="Part B"
      onGo={onGo}
      onReview={onReview}
      reviewLabel="Review and submit"
    />
  );
}

describe('QuestionNavigator', () => {
  it('shows every question with its answered, unanswered, flagged and current state', async () => {
    const user = userEvent.setup();
    const onGo = vi.fn();
    const onReview = vi.fn();
    render(<Harness onGo={onGo} onReview={onReview} />);
    await user.click(screen.getByRole('button', { name: /Question 2 of 4/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Part B: questions' });
    const buttons = within(dialog).getAllByRole('button', { name: /^Question/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Question 1, answered',
      'Question 2, unanswered, marked for review, current',
      'Question 3, answered, marked for review',
      // Blank text is no answer.
      'Question 4, unanswered',
    ]);
    expect(buttons[1]?.getAttribute('aria-current')).toBe('step');

    await user.click(buttons[2] as HTMLElement);
    expect(onGo).toHaveBeenCalledWith(13);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Question 2 of 4/ }));
    await user.click(await screen.findByRole('button', { name: 'Review and submit' }));
    expect(onReview).toHaveBeenCalled();
  });
});

describe('ReviewDialog', () => {
  it('lists unanswered and flagged questions before confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onGo = vi.fn();
    render(
      <ReviewDialog
        open
        onOpenChange={() => {}}
        kind="submit"
        items={items}
        firstPosition={11}
        busy={false}
        onConfirm={onConfirm}
        onGo={onGo}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Submit the exam?' });
    const unanswered = within(dialog).getByRole('region', { name: '2 unanswered questions' });
    expect(
      within(unanswered)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2', '4']);
    const flagged = within(dialog).getByRole('region', { name: '2 questions marked for review' });
    expect(
      within(flagged)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2', '3']);
    await user.click(within(flagged).getByRole('button', { name: 'Go to question 3' }));
    expect(onGo).toHaveBeenCalledWith(13);
    await user.click(within(dialog).getByRole('button', { name: 'Submit exam' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
