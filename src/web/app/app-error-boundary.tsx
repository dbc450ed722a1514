import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/report-error';
import { ErrorScreen } from './error-screen';

function AppErrorScreen({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={TriangleAlert}
      title={t('fallback.appErrorTitle')}
      text={t('fallback.appErrorText')}
      actions={
        <>
          <Button onClick={onReset}>{t('fallback.tryAgain')}</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('fallback.refreshPage')}
          </Button>
        </>
      }
    />
  );
}

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Last line of defence: any render error outside the router shows the application error screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack);
    reportError(error, { kind: 'app-error-boundary', componentStack: info.componentStack });
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <AppErrorScreen onReset={this.reset} />;
    return this.props.children;
  }
}
