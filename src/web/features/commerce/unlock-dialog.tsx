import { LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type Props = {
  subjectName: string | null;
  points: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Asks before a point is spent on a subject. */
export function UnlockDialog({ subjectName, points, pending, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('commerce');
  return (
    <Dialog open={subjectName !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('unlock.confirmTitle', { name: subjectName ?? '' })}</DialogTitle>
          <DialogDescription>{t('unlock.confirmText', { count: points })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('unlock.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {pending ? null : <LockOpen />}
            {t('unlock.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
