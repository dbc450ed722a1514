import type { CreatedExam } from '@common/contracts/exams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { paths } from '@/paths';
import { startPlanToday, startReview, startTopicPractice } from './api';

export type PracticeRequest =
  | { kind: 'review'; subjectId?: string | null }
  | { kind: 'plan_today'; subjectId: string }
  | { kind: 'practise_topic'; subjectId: string; topicId: string };

function create(request: PracticeRequest): Promise<CreatedExam> {
  if (request.kind === 'review') {
    return startReview(request.subjectId ? { subjectId: request.subjectId } : {});
  }
  if (request.kind === 'plan_today') return startPlanToday(request.subjectId);
  return startTopicPractice(request.subjectId, request.topicId);
}

/**
 * One click from a learning card to a new exam: the server builds it (review of due cards,
 * today's plan, the weakest topic) and the student lands on the exam's page to start it.
 */
export function useStartPractice() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: async (created) => {
      // The exam lists, the due cards and the plans all change with a new exam.
      await queryClient.invalidateQueries({ queryKey: ['student'] });
      navigate(paths.student.exam.href({ examId: created.id }));
    },
    onError: (error) => {
      // The refusals a student can fix come with the page that fixes them.
      const code = error instanceof ApiRequestError ? error.code : '';
      const fix =
        code === 'EXAM_LIMIT_REACHED'
          ? { label: t('start.buy'), to: paths.student.buyPackage.href() }
          : code === 'SUBJECT_LOCKED'
            ? { label: t('start.unlock'), to: paths.student.unlockedSubjects.href() }
            : null;
      toast.error(errorMessage(error, t('start.failed')), {
        action: fix ? { label: fix.label, onClick: () => navigate(fix.to) } : undefined,
      });
    },
  });
}
