import '@/i18n/examRoom';
import { Delete, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type AngleMode, evaluate, formatResult } from './calculator-engine';

type KeyName =
  | 'asin'
  | 'acos'
  | 'atan'
  | 'sqrt'
  | 'power'
  | 'square'
  | 'pi'
  | 'divide'
  | 'clear'
  | 'times'
  | 'backspace'
  | 'minus'
  | 'ans'
  | 'point'
  | 'factorial'
  | 'plus'
  | 'equals';

type Key = {
  /** What the key shows. */
  label: string;
  /** What it types into the expression. */
  insert?: string;
  action?: 'clear' | 'back' | 'equals' | 'angle';
  /** Accessible name (a `calculator.key` string), when the label is a symbol. */
  name?: KeyName;
  tone?: 'op' | 'fn' | 'main';
};

const KEYS: Key[] = [
  { label: 'sin', insert: 'sin(', tone: 'fn' },
  { label: 'cos', insert: 'cos(', tone: 'fn' },
  { label: 'tan', insert: 'tan(', tone: 'fn' },
  { label: 'ln', insert: 'ln(', tone: 'fn' },
  { label: 'log', insert: 'log(', tone: 'fn' },
  { label: 'sin⁻¹', insert: 'sin⁻¹(', name: 'asin', tone: 'fn' },
  { label: 'cos⁻¹', insert: 'cos⁻¹(', name: 'acos', tone: 'fn' },
  { label: 'tan⁻¹', insert: 'tan⁻¹(', name: 'atan', tone: 'fn' },
  { label: '√', insert: '√(', name: 'sqrt', tone: 'fn' },
  { label: 'xʸ', insert: '^', name: 'power', tone: 'fn' },
  { label: 'x²', insert: '^2', name: 'square', tone: 'fn' },
  { label: '(', insert: '(', tone: 'fn' },
  { label: ')', insert: ')', tone: 'fn' },
  { label: 'π', insert: 'π', name: 'pi', tone: 'fn' },
  { label: 'e', insert: 'e', tone: 'fn' },
  { label: '7', insert: '7' },
  { label: '8', insert: '8' },
  { label: '9', insert: '9' },
  { label: '÷', insert: '÷', name: 'divide', tone: 'op' },
  { label: 'AC', action: 'clear', name: 'clear', tone: 'op' },
  { label: '4', insert: '4' },
  { label: '5', insert: '5' },
  { label: '6', insert: '6' },
  { label: '×', insert: '×', name: 'times', tone: 'op' },
  { label: '⌫', action: 'back', name: 'backspace', tone: 'op' },
  { label: '1', insert: '1' },
  { label: '2', insert: '2' },
  { label: '3', insert: '3' },
  { label: '−', insert: '−', name: 'minus', tone: 'op' },
  { label: 'ANS', insert: 'ANS', name: 'ans', tone: 'op' },
  { label: '0', insert: '0' },
  { label: '.', insert: '.', name: 'point' },
  { label: '!', insert: '!', name: 'factorial', tone: 'fn' },
  { label: '+', insert: '+', name: 'plus', tone: 'op' },
  { label: '=', action: 'equals', name: 'equals', tone: 'main' },
];

/**
 * A scientific calculator for calculator sections: + − × ÷, parentheses, powers, roots,
 * trigonometry in degrees or radians, ln/log, π, e and the previous answer (ANS). The expression
 * can also be typed; Enter evaluates and Escape closes. A non-modal panel: the question stays
 * visible and usable beside it.
 */
export function Calculator({ onClose, className }: { onClose: () => void; className?: string }) {
  const { t } = useTranslation('examRoom');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [expression, setExpression] = useState('');
  const [angle, setAngle] = useState<AngleMode>('deg');
  const [ans, setAns] = useState(0);
  const [output, setOutput] = useState<{ text: string; error: boolean } | null>(null);
  /** The expression whose result is showing: the next key continues from the result. */
  const lastEvaluated = useRef<string | null>(null);

  const type = (text: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? expression.length;
    const end = input?.selectionEnd ?? expression.length;
    // After a result, an operator continues from ANS and a digit starts afresh.
    let base = expression;
    let from = start;
    let to = end;
    if (output && !output.error && expression === lastEvaluated.current) {
      if (/^[+−×÷^!]/.test(text)) {
        base = 'ANS';
        from = to = 3;
      } else {
        base = '';
        from = to = 0;
      }
    }
    const next = base.slice(0, from) + text + base.slice(to);
    setExpression(next);
    lastEvaluated.current = null;
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(from + text.length, from + text.length);
    });
  };

  const equals = () => {
    const result = evaluate(expression, { angle, ans });
    if (result.ok) {
      setAns(result.value);
      setOutput({ text: formatResult(result.value), error: false });
      lastEvaluated.current = expression;
    } else if (result.error !== 'empty') {
      setOutput({ text: t(`calculator.error.${result.error}`), error: true });
    }
  };

  const press = (key: Key) => {
    if (key.insert) return type(key.insert);
    if (key.action === 'clear') {
      setExpression('');
      setOutput(null);
      lastEvaluated.current = null;
    } else if (key.action === 'back') {
      setExpression((e) => e.slice(0, -1));
      lastEvaluated.current = null;
    } else if (key.action === 'equals') {
      equals();
    }
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === '=') {
      event.preventDefault();
      equals();
    }
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col gap-3 rounded-card border border-border bg-surface p-3 shadow-pop sm:w-80',
        className,
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="font-semibold text-sm">
          {t('calculator.title')}
        </h2>
        <fieldset className="ms-auto flex rounded-lg border border-border p-0.5 text-xs">
          <legend className="sr-only">{t('calculator.angle')}</legend>
          {(['deg', 'rad'] as const).map((mode) => (
            <label
              key={mode}
              className={cn(
                'cursor-pointer rounded-md px-2 py-1 font-semibold has-focus-visible:outline-2 has-focus-visible:outline-ring',
                angle === mode ? 'bg-primary-700 text-white' : 'text-ink-muted hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name={`${titleId}-angle`}
                className="sr-only"
                checked={angle === mode}
                onChange={() => setAngle(mode)}
              />
              {t(`calculator.${mode}`)}
            </label>
          ))}
        </fieldset>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onClose}
          aria-label={t('calculator.close')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="rounded-lg bg-slate-50 p-2" dir="ltr">
        <input
          ref={inputRef}
          value={expression}
          onChange={(event) => {
            setExpression(event.target.value);
            lastEvaluated.current = null;
          }}
          onKeyDown={onKeyDown}
          aria-label={t('calculator.expression')}
          spellCheck={false}
          autoComplete="off"
          inputMode="none"
          className="w-full bg-transparent text-end font-mono text-lg outline-none"
        />
        <output
          aria-live="polite"
          aria-label={t('calculator.result')}
          className={cn(
            'block min-h-7 text-end font-mono font-semibold text-xl',
            output?.error ? 'text-danger text-sm' : 'text-ink',
          )}
        >
          {output ? (output.error ? output.text : `= ${output.text}`) : ''}
        </output>
      </div>
      <div className="grid grid-cols-5 gap-1.5" dir="ltr">
        {KEYS.map((key) => (
          <button
            key={key.label}
            type="button"
            onClick={() => press(key)}
            aria-label={key.name ? t(`calculator.key.${key.name}`) : undefined}
            className={cn(
              'h-10 rounded-md font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              key.tone === 'main'
                ? 'bg-primary-700 text-white hover:bg-primary-800'
                : key.tone === 'op'
                  ? 'bg-primary-50 text-primary-800 hover:bg-primary-100'
                  : key.tone === 'fn'
                    ? 'bg-slate-100 text-ink hover:bg-slate-200'
                    : 'border border-border bg-surface text-ink hover:bg-slate-50',
            )}
          >
            {key.action === 'back' ? (
              <Delete className="mx-auto size-4" aria-hidden="true" />
            ) : (
              key.label
            )}
          </button>
        ))}
      </div>
    </section>
  );
}
