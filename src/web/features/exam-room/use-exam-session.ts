import type { ExamRoomItem, ExamState, SavedItem } from '@common/contracts/exams';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { type ApiRequestError, errorMessage } from '@/lib/api';
import { paths } from '@/paths';
import { examRoomKeys, getExamState, saveItem } from './api';
import { clearNotes } from './question-notes';
import { highestSeq, mergePending, positionKey, storageSet } from './room-storage';
import {
  type ItemPatch,
  type QueueEntry,
  queueStorageKey,
  readQueue,
  SaveQueue,
  type SaveStatus,
} from './save-queue';
import { clearSnapshot, saveSnapshot } from './snapshot';
import { serverOffset } from './use-server-clock';

/**
 * The exam as this device knows it: the server's last state, the items with the changes still
 * in the outbox (SaveQueue) laid over them, and the outbox itself. Nothing given is lost
 * offline; the server's state plus that outbox is what a reload shows.
 */
export function useExamSession(initial: ExamState, initialOffset?: number) {
  const { t } = useTranslation('examRoom');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const examId = initial.id;

  const [server, setServer] = useState(() => ({
    state: initial,
    offset: initialOffset ?? serverOffset(initial.serverTime),
  }));
  const state = server.state;
  const [items, setItems] = useState<ExamRoomItem[]>(() =>
    mergePending(initial.items, readQueue(examId)),
  );
  const seq = useRef(highestSeq(initial.items, readQueue(examId)));
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');
  const queueRef = useRef<SaveQueue | null>(null);
  /** Practice answers sent to be checked, whose feedback has not come back yet. */
  const [checking, setChecking] = useState<Set<number>>(() => new Set());

  const onSavedRef = useRef<(entry: QueueEntry, saved: SavedItem) => void>(() => {});
  const onRejectedRef = useRef<(entry: QueueEntry, error: ApiRequestError) => void>(() => {});

  useEffect(() => {
    const queue = new SaveQueue({
      examId,
      send: (position, input) => saveItem(examId, position, input),
      onSaved: (entry, saved) => onSavedRef.current(entry, saved),
      onRejected: (entry, error) => onRejectedRef.current(entry, error),
    });
    queueRef.current = queue;
    setSaveStatus(queue.getStatus());
    const unsubscribe = queue.subscribe(() => setSaveStatus(queue.getStatus()));
    return () => {
      unsubscribe();
      queue.dispose();
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [examId]);

  const leaveForReport = useCallback(() => {
    storageSet(queueStorageKey(examId), null);
    storageSet(positionKey(examId), null);
    clearSnapshot(examId);
    clearNotes(examId);
    void queryClient.invalidateQueries({ queryKey: ['exams'] });
    navigate(paths.student.examReport.href({ examId }), { replace: true });
  }, [examId, navigate, queryClient]);

  const applyServer = useCallback(
    (next: ExamState) => {
      if (next.status === 'submitted' || next.status === 'expired') {
        leaveForReport();
        return;
      }
      const pending = queueRef.current?.pending() ?? [];
      seq.current = Math.max(seq.current, highestSeq(next.items, pending));
      setServer({ state: next, offset: serverOffset(next.serverTime) });
      setItems(mergePending(next.items, pending));
      queryClient.setQueryData(examRoomKeys.state(examId), next);
    },
    [examId, leaveForReport, queryClient],
  );

  const reload = useCallback(async () => {
    try {
      applyServer(await getExamState(examId));
    } catch {
      // The outbox and the timer keep going; the next action asks again.
    }
  }, [applyServer, examId]);

  // Back online: the server may have moved on (another device, a section's time): ask again.
  useEffect(() => {
    const onOnline = () => void reload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload]);

  // What this device knows now, for a reload while the connection is down.
  useEffect(() => {
    if (state.status !== 'in_progress') return;
    saveSnapshot({ state: { ...state, items }, offset: server.offset });
  }, [state, items, server.offset]);

  onSavedRef.current = (entry, saved) => {
    setChecking((set) => {
      if (!set.has(entry.position)) return set;
      const next = new Set(set);
      next.delete(entry.position);
      return next;
    });
    const waiting = queueRef.current?.pending().some((e) => e.position === entry.position);
    setItems((list) =>
      list.map((it) => {
        if (it.position !== saved.position) return it;
        const updated = {
          ...it,
          feedback: saved.feedback ?? it.feedback,
          clientSeq: saved.clientSeq,
        };
        // Someone (another device) saved later: the server's copy wins unless more is on its way.
        if (saved.stale && !waiting) {
          return {
            ...updated,
            answer: saved.answer,
            flagged: saved.flagged,
            eliminated: saved.eliminated,
            highlights: saved.highlights,
            timeSpentMs: saved.timeSpentMs,
          };
        }
        return updated;
      }),
    );
    if (saved.clientSeq > seq.current) seq.current = saved.clientSeq;
  };

  onRejectedRef.current = (entry, error) => {
    setChecking((set) => {
      const next = new Set(set);
      next.delete(entry.position);
      return next;
    });
    if (error.code === 'EXAM_CLOSED') {
      toast.error(errorMessage(error, t('errors.closed')));
      leaveForReport();
      return;
    }
    toast.error(errorMessage(error, t('errors.saveRefused')), { id: `save-${error.code}` });
    void reload();
  };

  const enqueue = useCallback((position: number, patch: ItemPatch, delayMs = 0) => {
    seq.current += 1;
    queueRef.current?.enqueue(position, patch, seq.current, delayMs);
  }, []);

  return {
    examId,
    state,
    offset: server.offset,
    items,
    setItems,
    saveStatus,
    queueRef,
    checking,
    setChecking,
    enqueue,
    applyServer,
    reload,
    leaveForReport,
  };
}

export type ExamSession = ReturnType<typeof useExamSession>;
