import type { ReactNode } from 'react';

/** A numbered step of the booking page: a section named by its heading. */
export function Step(props: { number: number; title: string; children: ReactNode }): ReactNode {
  const id = `step-${props.number}`;
  return (
    <section className="step" aria-labelledby={id}>
      <h2 id={id}>
        <span className="step-number" aria-hidden="true">
          {props.number}
        </span>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
