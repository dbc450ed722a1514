import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ErrorScreenProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  actions: ReactNode;
  /** Inside a layout that already has a main landmark: render as a section, not a page. */
  embedded?: boolean;
};

/** Full-page message for errors that stop the page from showing. */
export function ErrorScreen({ icon: Icon, title, text, actions, embedded }: ErrorScreenProps) {
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper
      className={
        embedded
          ? 'grid place-items-center py-12'
          : 'grid min-h-dvh place-items-center bg-canvas px-4 py-12'
      }
    >
      <div className="w-full max-w-lg rounded-card border border-border bg-surface p-8 text-center shadow-card">
        <span className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-red-50 text-danger">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="font-bold text-2xl text-ink">{title}</h1>
        <p className="mt-3 text-ink-muted">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </Wrapper>
  );
}
